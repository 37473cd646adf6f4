/**
 * The payload of each GA4 e-commerce event (SPEC 7.6, 9.3), pure functions of the page's data.
 * A builder answers null when it has nothing to report (no product, an empty cart …): nothing is sent.
 */
import { toMajorUnits } from '../minor-units.ts';
import type { Ga4Cart, Ga4Item, Ga4Order } from './data.ts';
import { impressionFields, itemFields, itemId, type Ga4Fields } from './items.ts';

export type Ga4Event =
  | 'view_item_list' | 'view_item' | 'select_content' | 'add_to_cart' | 'remove_from_cart'
  | 'begin_checkout' | 'add_shipping_info' | 'add_payment_info' | 'purchase' | 'search';

/**
 * The list name GA4 for WooCommerce 2.3.0 uses when the page names none. Lists are reported as 2.3.0 reports
 * them, `item_list_id` being the name's slug ('Product List' → `product_list`), not SPEC 9.3's fixed
 * 'engagement' id: see the package README.
 */
export const DEFAULT_LIST_NAME = 'Product List';

export interface EventInput {
  readonly product?: Ga4Item;
  readonly products?: readonly Ga4Item[];
  readonly quantity?: number;
  readonly storeCart?: Ga4Cart;
  readonly order?: Ga4Order;
  /** The list the page names (`ga4w.data.list_name`: 'Shop', 'Category: Hoodies' …). */
  readonly listName?: string;
  readonly shippingTier?: string;
  readonly paymentType?: string;
  readonly searchTerm?: string;
}

type Builder = (input: EventInput, identifier: string) => Ga4Fields | null;

/** 'Category: Hoodies' → 'category_hoodies'. */
export const listId = (name: string): string =>
  name.toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_+|_+$/g, '');

/** The whole cart: value (sum of line totals), currency, first coupon, items. */
function cartFields(cart: Ga4Cart | undefined, identifier: string): Ga4Fields | null {
  const items = cart?.items;
  if (!cart || !items?.length) return null;
  const total = items.reduce((sum, item) => sum + parseInt(String(item.totals?.line_total ?? item.prices?.price), 10), 0);
  const coupon = (cart.coupons as { code?: string }[] | undefined)?.[0]?.code;
  return {
    currency: cart.totals?.currency_code,
    value: toMajorUnits(total, cart.totals?.currency_minor_unit),
    ...(coupon ? { coupon } : {}),
    items: items.map((item, index) => itemFields(item, index, identifier)),
  };
}

const cartChange: Builder = ({ product, quantity = 1 }, identifier) => ({ items: product ? [itemFields(product, quantity, identifier)] : [] });

const withExtra = (fields: Ga4Fields | null, key: string, value: string | undefined): Ga4Fields | null =>
  fields && (value ? { ...fields, [key]: value } : fields);

const BUILDERS: Record<Ga4Event, Builder> = {
  view_item_list: ({ products, listName = DEFAULT_LIST_NAME }, identifier) => {
    if (!products?.length) return null;
    return {
      item_list_id: listId(listName),
      item_list_name: listName,
      items: products.map((product, index) => ({ ...impressionFields(product, listName, identifier), index: index + 1 })),
    };
  },
  view_item: ({ product, listName = DEFAULT_LIST_NAME }, identifier) => (product ? { items: [impressionFields(product, listName, identifier)] } : null),
  select_content: ({ product }, identifier) => (product ? { content_type: 'product', content_id: itemId(product, identifier) } : null),
  add_to_cart: cartChange,
  remove_from_cart: cartChange,
  begin_checkout: ({ storeCart }, identifier) => cartFields(storeCart, identifier),
  add_shipping_info: ({ storeCart, shippingTier }, identifier) => withExtra(cartFields(storeCart, identifier), 'shipping_tier', shippingTier),
  add_payment_info: ({ storeCart, paymentType }, identifier) => withExtra(cartFields(storeCart, identifier), 'payment_type', paymentType),
  purchase: ({ order }, identifier) => {
    if (!order) return null;
    const totals = order.totals ?? {};
    const money = (amount: unknown): number => toMajorUnits(amount, totals.currency_minor_unit);
    return {
      transaction_id: order.id,
      affiliation: order.affiliation,
      currency: totals.currency_code,
      value: money(totals.total_price),
      tax: money(totals.tax_total),
      shipping: money(totals.shipping_total),
      items: (order.items ?? []).map((item, index) => itemFields(item, index, identifier)),
    };
  },
  search: ({ searchTerm }) => (searchTerm ? { search_term: searchTerm } : null),
};

export const isGa4Event = (name: string): name is Ga4Event => Object.hasOwn(BUILDERS, name);

/** The GA4 payload of `event`, or null when there is nothing to report. */
export function eventPayload(event: Ga4Event, input: EventInput, identifier: string): Ga4Fields | null {
  return BUILDERS[event](input, identifier);
}
