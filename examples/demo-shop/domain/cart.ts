import { createHash } from 'node:crypto';
import type { Db } from '../db/open.ts';
import { activePrice, getProduct, getVariationAttributes, getVariations, isPurchasable, mainImage, type ProductRow } from './catalogue.ts';
import { PLACEHOLDER_IMAGE } from './images.ts';
import { BASE_COUNTRY } from './address.ts';
import { checkNewCoupon, couponCode, couponProblemMessage, couponRemovedMessage, couponValidity, findCoupon, toRule } from './coupons.ts';
import type { Message } from './message.ts';
import type { ShopCurrency } from './money.ts';
import { fail, ok, type Result } from './result.ts';
import { readSessionData, storeSession } from './sessions.ts';
import { currencyOf } from './shop-settings.ts';
import { computeTotals, type CartTotals, type Destination } from './totals.ts';

export interface VariationChoice { attribute: string; value: string }

export interface CartLine {
  key: string;
  product: ProductRow;
  /** The product added: the variation for variable products. */
  item: ProductRow;
  quantity: number;
  variation: VariationChoice[];
  unitPrice: number;
  /** Image file name of the variation (or its parent). */
  image: string;
}

export interface Cart {
  sessionId: string;
  lines: CartLine[];
  coupons: string[];
  chosenShipping: string | null;
  /** The shop's currency: every amount of the cart is in its minor units. */
  currency: ShopCurrency;
  /** Where taxes and shipping are worked out for. */
  destination: Destination;
  totals: CartTotals;
}

function ensureCart(db: Db, sessionId: string): void {
  storeSession(db, sessionId);
  db.prepare('INSERT OR IGNORE INTO carts (session_id) VALUES (?)').run(sessionId);
}

/** WC_Cart::generate_cart_id(): md5 of product, variation and attributes. */
export function cartItemKey(productId: number, variationId: number | null, variation: VariationChoice[]): string {
  return createHash('md5').update(JSON.stringify([productId, variationId ?? 0, variation])).digest('hex');
}

/**
 * The taxable and shipping destination (WC_Customer::get_taxable_address, shipping-based): the country
 * the shopper gave at checkout or in the shipping calculator, else the logged-in customer's saved one,
 * else the shop's base country.
 */
export function cartDestination(db: Db, sessionId: string): Destination {
  const data = readSessionData(db, sessionId);
  const given = data.shipping?.country || data.billing?.country;
  if (given) return { country: given };
  const saved = db.prepare('SELECT c.shipping, c.billing FROM sessions s JOIN customers c ON c.id = s.customer_id WHERE s.id = ?').get(sessionId) as { shipping: string; billing: string } | undefined;
  const customer = saved ? ((JSON.parse(saved.shipping) as { country?: string }).country || (JSON.parse(saved.billing) as { country?: string }).country) : undefined;
  return { country: customer || BASE_COUNTRY };
}

export function loadCart(db: Db, sessionId: string): Cart {
  const head = db.prepare('SELECT coupons, chosen_shipping FROM carts WHERE session_id = ?').get(sessionId) as { coupons: string; chosen_shipping: string | null } | undefined;
  const rows = db.prepare('SELECT * FROM cart_items WHERE session_id = ? ORDER BY position').all(sessionId) as
    { item_key: string; product_id: number; variation_id: number | null; variation: string; quantity: number }[];
  const lines = rows.flatMap((r): CartLine[] => {
    const product = getProduct(db, r.product_id);
    const item = r.variation_id !== null ? getProduct(db, r.variation_id) : product;
    if (!product || !item) return [];
    return [{ key: r.item_key, product, item, quantity: r.quantity, variation: JSON.parse(r.variation) as VariationChoice[], unitPrice: activePrice(item) ?? 0, image: mainImage(db, item)?.file ?? PLACEHOLDER_IMAGE }];
  });
  const coupons = head ? (JSON.parse(head.coupons) as string[]) : [];
  const chosenShipping = head?.chosen_shipping ?? null;
  const rules = coupons.map((c) => findCoupon(db, c)).filter((c) => c !== undefined).map(toRule);
  const currency = currencyOf(db);
  const destination = cartDestination(db, sessionId);
  const totals = computeTotals(
    lines.map((l) => ({ key: l.key, unitPrice: l.unitPrice, quantity: l.quantity, needsShipping: l.item.virtual === 0 })),
    rules,
    chosenShipping,
    destination,
    currency,
  );
  return { sessionId, lines, coupons, chosenShipping, currency, destination, totals };
}

export function itemCount(cart: Cart): number {
  return cart.lines.reduce((n, l) => n + l.quantity, 0);
}

/** Finds the variation of `parent` matching every chosen attribute ('' on a variation means any). */
export function matchVariation(db: Db, parent: ProductRow, chosen: VariationChoice[]): ProductRow | undefined {
  const norm = (s: string): string => s.trim().toLowerCase().replace(/^attribute_/, '');
  return getVariations(db, parent.id).find((v) =>
    getVariationAttributes(db, v.id).every((a) => {
      const pick = chosen.find((c) => [norm(a.slug), norm(a.name), norm(a.slug.replace(/^pa_/, ''))].includes(norm(c.attribute)));
      return pick !== undefined && (a.value === '' || a.value.toLowerCase() === pick.value.trim().toLowerCase());
    }),
  );
}

export const CANNOT_ADD = 'This product cannot be added to the cart.';
export const INVALID_QUANTITY = 'Please enter a valid quantity.';
/** The most of one item a cart holds (WooCommerce's QuantityLimits default). */
export const MAX_QUANTITY = 9999;

function tooMany(item: ProductRow): Result<never> {
  return fail('woocommerce_rest_cart_invalid_quantity', `The maximum quantity of "${item.name}" allowed in the cart is ${MAX_QUANTITY}`);
}

/** WC_Cart::add_to_cart(): merges with an existing line of the same key. Returns the line key. */
export function addToCart(db: Db, sessionId: string, productId: number, quantity: number, chosen: VariationChoice[] = []): Result<string> {
  if (!Number.isInteger(quantity)) return fail('woocommerce_rest_cart_invalid_quantity', INVALID_QUANTITY);
  const found = getProduct(db, productId);
  if (!found) return fail('woocommerce_rest_cart_invalid_product', CANNOT_ADD);
  const parent = found.type === 'variation' ? getProduct(db, found.parent_id ?? 0) : found;
  if (!parent) return fail('woocommerce_rest_cart_invalid_product', CANNOT_ADD);
  const item = found.type === 'variable' ? matchVariation(db, found, chosen) : found;
  if (!item) return fail('woocommerce_rest_cart_invalid_variation_data', 'Please choose product options by visiting the product page.');
  if (quantity <= 0) return fail('woocommerce_rest_product_invalid_quantity', `You cannot add "${item.name}" with a quantity less than or equal to 0 to the cart.`);
  if (!isPurchasable(item)) {
    const message = item.stock_status === 'outofstock'
      ? `You cannot add "${item.name}" to the cart because the product is out of stock.`
      : CANNOT_ADD;
    return fail('woocommerce_rest_cart_product_is_not_purchasable', message);
  }
  const variation = item.type === 'variation'
    ? getVariationAttributes(db, item.id).map((a) => ({
        attribute: a.name,
        value: a.value !== '' ? a.value : chosen.find((c) => c.attribute.toLowerCase().replace(/^attribute_(pa_)?/, '') === a.slug.replace(/^pa_/, ''))?.value ?? '',
      }))
    : [];
  const key = cartItemKey(parent.id, item.type === 'variation' ? item.id : null, variation);
  ensureCart(db, sessionId);
  const existing = db.prepare('SELECT quantity FROM cart_items WHERE session_id = ? AND item_key = ?').get(sessionId, key) as { quantity: number } | undefined;
  const total = (existing?.quantity ?? 0) + quantity;
  if (total > MAX_QUANTITY) return tooMany(item);
  if (item.stock_quantity !== null && item.stock_status !== 'onbackorder' && total > item.stock_quantity) {
    return fail('woocommerce_rest_cart_product_no_stock', `You cannot add that amount of "${item.name}" to the cart because there is not enough stock (${item.stock_quantity} remaining).`);
  }
  if (existing) {
    db.prepare('UPDATE cart_items SET quantity = ? WHERE session_id = ? AND item_key = ?').run(total, sessionId, key);
  } else {
    const position = (db.prepare('SELECT COALESCE(MAX(position), 0) + 1 AS n FROM cart_items WHERE session_id = ?').get(sessionId) as { n: number }).n;
    db.prepare('INSERT INTO cart_items (session_id, item_key, product_id, variation_id, variation, quantity, position) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(sessionId, key, parent.id, item.type === 'variation' ? item.id : null, JSON.stringify(variation), quantity, position);
  }
  return ok(key);
}

const NO_ITEM = 'Cart item no longer exists or is invalid.';

export function removeCartItem(db: Db, sessionId: string, key: string): Result<ProductRow> {
  const line = loadCart(db, sessionId).lines.find((l) => l.key === key);
  if (!line) return fail('woocommerce_rest_cart_invalid_key', NO_ITEM, 409);
  db.prepare('DELETE FROM cart_items WHERE session_id = ? AND item_key = ?').run(sessionId, key);
  return ok(line.item);
}

/** What setting a line's quantity did. */
export type QuantityChange = 'updated' | 'removed' | 'unchanged';

/** Sets a line's quantity; 0 removes it. */
export function updateCartItem(db: Db, sessionId: string, key: string, quantity: number): Result<QuantityChange> {
  if (!Number.isInteger(quantity)) return fail('woocommerce_rest_cart_invalid_quantity', INVALID_QUANTITY);
  const line = loadCart(db, sessionId).lines.find((l) => l.key === key);
  if (!line) return fail('woocommerce_rest_cart_invalid_key', NO_ITEM, 409);
  if (quantity < 0) return fail('woocommerce_rest_cart_invalid_quantity', `The minimum quantity of "${line.item.name}" allowed in the cart is 1`);
  if (quantity > MAX_QUANTITY) return tooMany(line.item);
  if (quantity === line.quantity) return ok('unchanged');
  if (quantity === 0) {
    db.prepare('DELETE FROM cart_items WHERE session_id = ? AND item_key = ?').run(sessionId, key);
    return ok('removed');
  }
  if (line.item.stock_quantity !== null && line.item.stock_status !== 'onbackorder' && quantity > line.item.stock_quantity) {
    return fail('woocommerce_rest_cart_product_no_stock', `Sorry, we do not have enough "${line.item.name}" in stock to fulfil your order (${line.item.stock_quantity} available). We apologise for any inconvenience caused.`);
  }
  db.prepare('UPDATE cart_items SET quantity = ? WHERE session_id = ? AND item_key = ?').run(quantity, sessionId, key);
  return ok('updated');
}

/**
 * Applies a coupon with WooCommerce's checks; the refusal is worded as the classic pages (`classic`) or
 * the Store API (`store`) word it. `now`: the time expiry dates are compared with.
 */
export function applyCoupon(db: Db, sessionId: string, code: string, wording: 'classic' | 'store' = 'classic', now = Date.now()): Result<string> {
  const cart = loadCart(db, sessionId);
  const checked = checkNewCoupon(db, code, cart.coupons, cart.totals.itemsSubtotal, cart.currency, now);
  if ('reason' in checked) return fail('woocommerce_rest_cart_coupon_error', couponProblemMessage(checked, wording));
  ensureCart(db, sessionId);
  db.prepare('UPDATE carts SET coupons = ? WHERE session_id = ?').run(JSON.stringify([...cart.coupons, checked.code]), sessionId);
  return ok(checked.code);
}

/** Removes an applied coupon; one that is not applied is refused (the Store API's 409). */
export function removeCoupon(db: Db, sessionId: string, code: string): Result<string> {
  const cart = loadCart(db, sessionId);
  const clean = couponCode(code);
  if (!cart.coupons.includes(clean)) return fail('woocommerce_rest_cart_coupon_invalid_code', couponProblemMessage({ reason: 'not-applied', code: clean }, 'store'), 409);
  db.prepare('UPDATE carts SET coupons = ? WHERE session_id = ?').run(JSON.stringify(cart.coupons.filter((c) => c !== clean)), sessionId);
  return ok(clean);
}

/**
 * WC_Cart::check_cart_coupons(): removes applied coupons that are no longer valid (used up, expired,
 * below their minimum spend after a change), with WooCommerce's notice for each.
 */
export function checkCartCoupons(db: Db, sessionId: string, now = Date.now()): Message[] {
  const cart = loadCart(db, sessionId);
  const invalid = cart.coupons.filter((code) => {
    const coupon = findCoupon(db, code);
    return !coupon || couponValidity(coupon, cart.totals.itemsSubtotal, cart.currency, now) !== null;
  });
  if (invalid.length === 0) return [];
  db.prepare('UPDATE carts SET coupons = ? WHERE session_id = ?').run(JSON.stringify(cart.coupons.filter((c) => !invalid.includes(c))), sessionId);
  return invalid.map(couponRemovedMessage);
}

export function chooseShipping(db: Db, sessionId: string, rateId: string): void {
  ensureCart(db, sessionId);
  db.prepare('UPDATE carts SET chosen_shipping = ? WHERE session_id = ?').run(rateId, sessionId);
}

export function emptyCart(db: Db, sessionId: string): void {
  db.prepare('DELETE FROM cart_items WHERE session_id = ?').run(sessionId);
  db.prepare("UPDATE carts SET coupons = '[]' WHERE session_id = ?").run(sessionId);
}

/**
 * At login, the cart the customer left in an earlier session joins the one they filled as a guest
 * (WC_Cart_Session's saved cart merge): lines of the guest cart win over a line with the same key,
 * coupons are joined, and the earlier session's cart is emptied, so the customer has one cart.
 */
export function mergeCustomerCart(db: Db, sessionId: string, customerId: number): void {
  db.transaction(() => {
    const earlier = db.prepare(
      `SELECT c.session_id FROM carts c JOIN sessions s ON s.id = c.session_id
       WHERE s.customer_id = ? AND c.session_id != ? AND EXISTS (SELECT 1 FROM cart_items i WHERE i.session_id = c.session_id)
       ORDER BY c.updated_at DESC, c.rowid DESC LIMIT 1`,
    ).get(customerId, sessionId) as { session_id: string } | undefined;
    if (!earlier) return;
    ensureCart(db, sessionId);
    const position = (db.prepare('SELECT COALESCE(MAX(position), 0) AS n FROM cart_items WHERE session_id = ?').get(sessionId) as { n: number }).n;
    db.prepare(
      `INSERT OR IGNORE INTO cart_items (session_id, item_key, product_id, variation_id, variation, quantity, position)
       SELECT ?, item_key, product_id, variation_id, variation, quantity, position + ? FROM cart_items WHERE session_id = ?`,
    ).run(sessionId, position, earlier.session_id);
    const mine = (db.prepare('SELECT coupons FROM carts WHERE session_id = ?').get(sessionId) as { coupons: string }).coupons;
    const theirs = (db.prepare('SELECT coupons FROM carts WHERE session_id = ?').get(earlier.session_id) as { coupons: string }).coupons;
    const joined = [...new Set([...(JSON.parse(mine) as string[]), ...(JSON.parse(theirs) as string[])])];
    db.prepare('UPDATE carts SET coupons = ? WHERE session_id = ?').run(JSON.stringify(joined), sessionId);
    emptyCart(db, earlier.session_id);
  })();
}

/** WooCommerce's cart hash: md5 of the cart contents; '' for an empty cart. */
export function cartHash(cart: Cart): string {
  if (cart.lines.length === 0) return '';
  return createHash('md5').update(JSON.stringify([cart.lines.map((l) => [l.key, l.quantity]), cart.coupons, cart.totals.total])).digest('hex');
}
