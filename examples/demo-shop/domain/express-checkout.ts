/**
 * The Stripe Gateway's express checkout, server side (WC_Stripe_Express_Checkout_Helper and its ajax
 * handler, 10.8.3): what the wallet sheet shows (amounts in Stripe's minor units), the shipping options
 * for the address a wallet reports, the state and postcode clean-up, and the product page's data. The
 * wc-ajax endpoints (endpoints/wc-ajax/express-checkout.ts) and the pages (pages/partials/express-checkout.ts)
 * answer and print these in the gateway's shapes. No HTTP here.
 */
import type { Db } from '../db/open.ts';
import { formatPostcode, isValidPostcode, statesOf } from './address.ts';
import { addToCart, chooseShipping, emptyCart, loadCart, matchVariation, type Cart, type VariationChoice } from './cart.ts';
import { activePrice, getProduct, isPurchasable, priceRange, type ProductRow } from './catalogue.ts';
import { stripeAmount } from './money.ts';
import { fail, ok, type Result } from './result.ts';
import { readSessionData, updateSessionData } from './sessions.ts';
import { currencyOf } from './shop-settings.ts';
import { vatIncluded } from './totals.ts';

/** The gateway's total label: the account's statement descriptor and ' (via WooCommerce)'. */
export const TOTAL_LABEL = 'SHOP ISLANDS (via WooCommerce)';
/** The shop's base country (woocommerce_default_country), as the gateway prints it in `country_code`. */
export const COUNTRY_CODE = 'GB';

/** A line of the wallet sheet: amounts in Stripe's minor units; the gateway marks shipping and discount with a key. */
export interface DisplayItem { label: string; amount: number; key?: 'total_shipping' | 'total_discount'; pending?: boolean }
export interface SheetTotal { label: string; amount: number; pending: boolean }
export interface SheetAmounts { displayItems: DisplayItem[]; total: SheetTotal }
/** A shipping option as the wallet shows it (get_shipping_options). */
export interface ShippingOption { id: string; displayName: string; amount: number }

/** The default shipping option of product, cart and checkout pages, until an address is known. */
export const PENDING_SHIPPING_OPTION: ShippingOption = { id: 'pending', displayName: 'Pending', amount: 0 };

/**
 * build_display_items(): the sheet's lines (WC_Stripe_Helper::build_line_items) and total. Itemised, each cart
 * line is shown (before discounts, without tax); otherwise one Subtotal. Then Tax (the shop has taxes on), the
 * shipping and the discount (both keyed) of the cart: all without tax, so they add up to the total.
 */
export function buildDisplayItems(cart: Cart, itemized: boolean): SheetAmounts {
  const t = cart.totals;
  const amount = (minor: number): number => stripeAmount(minor, cart.currency);
  const lines: DisplayItem[] = itemized
    ? cart.lines.map((line) => {
        const totals = t.lines.find((l) => l.key === line.key);
        return { label: `${line.item.name}${line.quantity > 1 ? ` (x${line.quantity})` : ''}`, amount: amount((totals?.subtotal ?? 0) - (totals?.subtotalTax ?? 0)) };
      })
    : [{ label: 'Subtotal', amount: amount(t.itemsSubtotal - t.itemsSubtotalTax) }];
  const items: DisplayItem[] = [...lines, { label: 'Tax', amount: amount(t.totalTax) }];
  if (t.needsShipping) items.push({ key: 'total_shipping', label: 'Shipping', amount: amount(t.shipping - t.shippingTax) });
  if (t.discount > 0) items.push({ key: 'total_discount', label: 'Discount', amount: amount(t.discount - t.discountTax) });
  return { displayItems: items, total: { label: TOTAL_LABEL, amount: Math.max(0, amount(t.total)), pending: false } };
}

/** The gateway's product types (supported_product_types) among the demo's: simple and variable products. */
function isSupportedType(p: ProductRow): boolean {
  return p.type === 'simple' || p.type === 'variable' || p.type === 'variation';
}

/** A product that ships: not virtual (the shop has shipping zones with methods). */
function needsShipping(p: ProductRow): boolean {
  return p.virtual === 0;
}

/**
 * should_show_express_checkout_button() on a product page: a supported, published product that is on sale
 * (a variable product through its variations) and has a price.
 */
export function productShowsExpressCheckout(db: Db, p: ProductRow): boolean {
  if (!isSupportedType(p) || p.status !== 'publish' || p.stock_status === 'outofstock') return false;
  return p.type === 'variable' ? priceRange(db, p) !== null : isPurchasable(p);
}

/** `wc_stripe_express_checkout_params.product` (get_product_data): the product's price, shipping and total. */
export function productData(db: Db, p: ProductRow): Record<string, unknown> {
  const currency = currencyOf(db);
  const price = p.type === 'variable' ? priceRange(db, p)?.min ?? 0 : activePrice(p) ?? 0;
  const shipping = needsShipping(p);
  return {
    ...(shipping ? { shippingOptions: [PENDING_SHIPPING_OPTION] } : {}),
    displayItems: [
      { label: p.name, amount: stripeAmount(price, currency) },
      ...(shipping ? [{ label: 'Shipping', amount: 0, pending: true }] : []),
    ],
    total: { label: TOTAL_LABEL, amount: stripeAmount(price, currency), pending: true },
    requestShipping: shipping,
    currency: currency.code.toLowerCase(),
    country_code: COUNTRY_CODE,
    validVariationSelected: true,
  };
}

/** What get_selected_product_data and add_to_cart are asked for: a product (or a variable one's choices) and a quantity. */
export interface ProductChoice { productId: number; quantity: number; attributes: Record<string, string>; addonValue?: number }

const choices = (attributes: Record<string, string>): VariationChoice[] => Object.entries(attributes).map(([attribute, value]) => ({ attribute, value }));

/** ajax_get_selected_product_data(): the sheet's data for the chosen variation and quantity, or the reason it cannot be bought. */
export function selectedProductData(db: Db, choice: ProductChoice): Result<Record<string, unknown>> {
  const found = getProduct(db, choice.productId);
  if (!found) return fail('not_found', `Product with the ID (${choice.productId}) cannot be found.`);
  const product = found.type === 'variable' ? matchVariation(db, found, choices(choice.attributes)) ?? found : found;
  if (product.stock_quantity !== null && product.stock_status !== 'onbackorder' && product.stock_quantity < choice.quantity) {
    return fail('no_stock', `You cannot add that amount of "${product.name}"; to the cart because there is not enough stock (${product.stock_quantity} remaining).`);
  }
  const currency = currencyOf(db);
  const price = product.type === 'variable' ? priceRange(db, product)?.min ?? 0 : activePrice(product) ?? 0;
  const total = stripeAmount(price * choice.quantity, currency) + Math.round((choice.addonValue ?? 0) * 10 ** currency.minorUnit);
  const shipping = needsShipping(product);
  return ok({
    currency: currency.code.toLowerCase(),
    country_code: COUNTRY_CODE,
    requestShipping: shipping,
    displayItems: [
      { label: `${product.name}${choice.quantity > 1 ? ` (x${choice.quantity})` : ''}`, amount: total },
      ...(shipping ? [{ label: 'Shipping', amount: 0, pending: true }] : []),
    ],
    ...(shipping ? { shippingOptions: { id: 'pending', label: 'Pending', detail: '', amount: 0 } } : {}),
    total: { label: TOTAL_LABEL, amount: total },
  });
}

/** ajax_add_to_cart(): the cart emptied, then the product (the matching variation of a variable one) added. */
export function addProductAlone(db: Db, sessionId: string, choice: ProductChoice): Result<SheetAmounts> {
  const found = getProduct(db, choice.productId);
  if (!found) return fail('not_found', `Product with the ID (${choice.productId}) not found.`);
  emptyCart(db, sessionId);
  const added = addToCart(db, sessionId, found.id, choice.quantity, choices(choice.attributes));
  if (!added.ok) return added;
  return ok(buildDisplayItems(loadCart(db, sessionId), false));
}

/** ajax_get_cart_details() */
export function cartDetails(db: Db, sessionId: string): Record<string, unknown> {
  const cart = loadCart(db, sessionId);
  return {
    shipping_required: cart.totals.needsShipping,
    order_data: { currency: cart.currency.code.toLowerCase(), country_code: COUNTRY_CODE, ...buildDisplayItems(cart, false) },
  };
}

/** remove_accents() and wc_strtolower(), for comparing state names. */
function comparable(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().trim();
}

/**
 * get_normalized_state(): a state name or code as the wallet gives it ('Co. Dublin', 'california') as the
 * country's state code ('D', 'CA'): a code is kept, a name is matched, then the first state whose name the
 * text contains (the gateway's fallback for 'Co. Clare' and the like). Unknown text is returned unchanged.
 */
export function normalizeState(state: string, country: string): string {
  const states = statesOf(country);
  if (!state || !states || Object.keys(states).length === 0) return state;
  if (Object.hasOwn(states, state)) return state;
  const wanted = comparable(state);
  const entries = Object.entries(states);
  const byCodeOrName = entries.find(([code, name]) => comparable(code) === wanted || comparable(name) === wanted);
  if (byCodeOrName) return byCodeOrName[0];
  return entries.find(([, name]) => wanted.includes(comparable(name)))?.[0] ?? state;
}

/**
 * get_normalized_postal_code(): Apple Pay hands over only the first part of UK and Canadian postcodes
 * ('SW1A', 'L4Y'); they get the wildcard WooCommerce's zone rules match ('SW1A ***', 'L4Y***').
 */
export function normalizeRedactedPostcode(postcode: string, country: string): string {
  const compact = postcode.replace(/\s+/g, '');
  if (country === 'GB') return compact.length < 5 ? `${compact} ***` : postcode;
  if (country === 'CA') return compact.padEnd(6, '*');
  return postcode;
}

export type AddressData = Record<string, Record<string, string>>;

/**
 * ajax_normalize_address(): normalize_state() for both addresses, then fix_address_fields_mapping(): a UAE
 * emirate moved from state to an empty city, a first address line taken from an only second line, and
 * Puerto Rico given as a US state made its own country.
 */
export function normalizeAddresses(data: AddressData): AddressData {
  const out: AddressData = {};
  for (const [kind, address] of Object.entries(data)) {
    const a = { ...address };
    if (a.state && a.country) a.state = normalizeState(a.state, a.country);
    if (a.country === 'AE' && !a.city && a.state) {
      a.city = a.state;
      a.state = '';
    }
    if (!a.address_1 && a.address_2) {
      a.address_1 = a.address_2;
      a.address_2 = '';
    }
    if (a.country === 'US' && a.state === 'PR') {
      a.country = 'PR';
      a.state = '';
    }
    out[kind] = a;
  }
  return out;
}

/** The part of an address the wallet reports while the sheet is open (the street is withheld until the shopper pays). */
export interface WalletDestination { country: string; state: string; postcode: string; city: string; address: string; address_2: string }

export type ShippingOptionsAnswer = SheetAmounts & ({ result: 'success'; shipping_options: ShippingOption[] } | { result: 'invalid_shipping_address' });

/**
 * get_shipping_options(): the wallet's address becomes the shopper's location (calculate_shipping: state and
 * postcode normalised), the package's rates are listed (without tax, as WooCommerce rates are) with the
 * method chosen before first when it is still offered, and that first one is chosen. No rate, or no address:
 * 'invalid_shipping_address', with the cart's amounts as they stand.
 */
export function shippingOptionsFor(db: Db, sessionId: string, destination: WalletDestination, itemized: boolean): ShippingOptionsAnswer {
  const country = destination.country.toUpperCase();
  const state = normalizeState(destination.state, country);
  let postcode = normalizeRedactedPostcode(destination.postcode, country);
  if (postcode && isValidPostcode(postcode, country)) postcode = formatPostcode(postcode, country);
  const location = { country, state, postcode, city: destination.city };
  const data = readSessionData(db, sessionId);
  updateSessionData(db, sessionId, { billing: { ...data.billing, ...location }, shipping: { ...data.shipping, ...location }, calculatedShipping: true });
  const before = loadCart(db, sessionId);
  const rates = before.totals.rates;
  if (!country || !before.totals.needsShipping || rates.length === 0) return { result: 'invalid_shipping_address', ...buildDisplayItems(before, itemized) };
  const ordered = [...rates].sort((a, b) => Number(b.id === before.chosenShipping) - Number(a.id === before.chosenShipping));
  chooseShipping(db, sessionId, ordered[0]!.id);
  const cart = loadCart(db, sessionId);
  const options = ordered.map((r) => ({ id: r.id, displayName: r.label, amount: stripeAmount(r.cost - vatIncluded(r.cost, cart.totals.taxRate), cart.currency) }));
  return { result: 'success', shipping_options: options, ...buildDisplayItems(cart, itemized) };
}

/** update_shipping_method(): the first package's method is the one given; the sheet's amounts after it. */
export function chooseShippingMethod(db: Db, sessionId: string, methods: readonly string[], itemized: boolean): SheetAmounts {
  const [first] = methods;
  if (first) chooseShipping(db, sessionId, first);
  return buildDisplayItems(loadCart(db, sessionId), itemized);
}
