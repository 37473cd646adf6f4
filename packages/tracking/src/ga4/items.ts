/**
 * GA4 `items[]` entries from the page's product and cart data (SPEC 3.4, 9.3), as GA4 for WooCommerce
 * builds them: the item id per the identifier setting, at most five categories, prices from minor
 * units, the variant text and the coupon discount.
 */
import { toMajorUnits } from '../minor-units.ts';
import { GA4_EXTENSION, SKU_IDENTIFIER, type Ga4Item } from './data.ts';

export const MAX_CATEGORIES = 5;

export type Ga4Fields = Record<string, unknown>;

/** The identifier the server computed (GA4 extension data); else the SKU or '#'+id, or the id, per the setting. */
export function itemId(item: Ga4Item, identifier: string): string | number | undefined {
  const fromServer = item.extensions?.[GA4_EXTENSION]?.identifier;
  if (fromServer !== undefined) return fromServer;
  if (identifier !== SKU_IDENTIFIER) return item.id;
  return item.sku ? item.sku : `#${item.id}`;
}

/** item_category, item_category2 … item_category5. */
export function categoryFields(item: Ga4Item): Ga4Fields {
  return Object.fromEntries(
    (item.categories ?? []).slice(0, MAX_CATEGORIES).map((category, index) => [`item_category${index ? index + 1 : ''}`, category.name]),
  );
}

/** 'size: L, colour: blue' from the Store API's attribute list; a ready string is kept as it is. */
function variantText(variation: NonNullable<Ga4Item['variation']>): string {
  if (!Array.isArray(variation)) return variation;
  return variation
    .filter(({ attribute, value }) => attribute && value)
    .map(({ attribute, value }) => `${attribute!.toLowerCase()}: ${value}`)
    .join(', ');
}

/** An item of a cart, order or cart change (add_to_cart, remove_from_cart, begin_checkout, purchase). */
export function itemFields(item: Ga4Item, quantity: number, identifier: string): Ga4Fields {
  const minorUnit = item.prices?.currency_minor_unit;
  const fields: Ga4Fields = {
    item_id: itemId(item, identifier),
    item_name: item.name,
    ...categoryFields(item),
    quantity: item.quantity ?? quantity,
    price: toMajorUnits(item.totals?.line_total || item.prices?.price, minorUnit),
    ...(item.variation ? { item_variant: variantText(item.variation) } : {}),
  };
  const price = Number(item.prices?.price);
  const afterCoupon = Number(item.price_after_coupon_discount);
  if (afterCoupon < price) {
    fields.discount = toMajorUnits(price - afterCoupon, minorUnit);
    fields.price = toMajorUnits(afterCoupon, minorUnit);
  }
  return fields;
}

/** An item shown in a list or on its product page (view_item_list, view_item). */
export function impressionFields(item: Ga4Item, listName: string, identifier: string): Ga4Fields {
  return {
    item_id: itemId(item, identifier),
    item_name: item.name,
    item_list_name: listName,
    ...categoryFields(item),
    price: toMajorUnits(item.prices?.price, item.prices?.currency_minor_unit),
  };
}

export const sameId = (a: unknown, b: unknown): boolean => a != null && b != null && String(a) === String(b);

/** The first item with this product id in the given lists (page products, cart items, …). */
export function findItem(id: unknown, ...lists: Array<readonly Ga4Item[] | undefined>): Ga4Item | undefined {
  for (const list of lists) {
    const found = list?.find((item) => sameId(item.id, id));
    if (found) return found;
  }
  return undefined;
}
