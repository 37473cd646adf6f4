/**
 * What Google Analytics for WooCommerce's PHP puts into `window.ga4w` (WC_Abstract_Google_Analytics_JS
 * and WC_Google_Gtag_JS), modelled on the demo's catalogue, cart and orders: products as the Store
 * API shapes them (prices in minor units, at most five categories parent first, the identifier
 * setting's id), the cart, the order of the order-received page, and the events the page's hooks ask for.
 * Amounts are the gross amounts the shop shows (its prices include VAT).
 */
import type { Db } from '../db/open.ts';
import { statement } from '../db/statements.ts';
import { loadCart, type Cart } from '../domain/cart.ts';
import { activePrice, getCategories, getProduct, getProductCategories, getVariationAttributes, priceRange, type ProductRow } from '../domain/catalogue.ts';
import { currencyByCode } from '../domain/money.ts';
import { currencyOf } from '../domain/shop-settings.ts';
import { getOrderItems, type OrderRow } from '../domain/orders.ts';

export const MEASUREMENT_ID = 'G-SHOPISLANDS';
export const AFFILIATION = 'Shop Islands';
/** The GA4 integration's settings as the demo store has them (every event on, SKU identifiers). */
export const ENABLED_EVENTS = [
  'purchase', 'add_to_cart', 'remove_from_cart', 'view_item_list', 'select_content', 'view_item', 'begin_checkout', 'add_shipping_info', 'add_payment_info',
  // Not a setting of the GA4 integration, which never sends it; the demo turns it on to show the search event.
  'search',
] as const;
const MAX_CATEGORIES = 5;
const PENDING_KEY = '$._ga_pending_added_to_cart';

export interface Ga4Product {
  id: number;
  name: string;
  categories: { name: string }[];
  prices: { price: number; currency_minor_unit: number };
  extensions: { woocommerce_google_analytics_integration: { identifier: string } };
  variation?: string;
  quantity?: number;
  key?: string;
  price_after_coupon_discount?: number;
}

/** The product's categories with their ancestors, parent first, sorted by path, at most five (deepest kept). */
function categoryNames(db: Db, productId: number): { name: string }[] {
  const all = new Map(getCategories(db).map((c) => [c.id, c]));
  const paths = getProductCategories(db, productId).map((term) => {
    const path = [];
    for (let c = all.get(term.id); c; c = c.parent_id === null ? undefined : all.get(c.parent_id)) path.unshift(c);
    return path.slice(-MAX_CATEGORIES);
  });
  paths.sort((a, b) => a.map((c) => c.name).join('/').localeCompare(b.map((c) => c.name).join('/'), 'en', { numeric: true, sensitivity: 'base' }));
  const seen = new Set<number>();
  return paths.flat().filter((c) => !seen.has(c.id) && seen.add(c.id)).slice(0, MAX_CATEGORIES).map((c) => ({ name: c.name }));
}

/** get_formatted_product(): `item` is the variation bought, when there is one. */
export function formattedProduct(db: Db, product: ProductRow, item: ProductRow = product, quantity?: number): Ga4Product {
  const sku = item.sku || product.sku;
  const formatted: Ga4Product = {
    id: product.id,
    name: product.name,
    categories: categoryNames(db, product.id),
    prices: { price: activePrice(item) ?? priceRange(db, product)?.min ?? 0, currency_minor_unit: currencyOf(db).minorUnit },
    extensions: { woocommerce_google_analytics_integration: { identifier: sku ? sku : `#${product.id}` } },
  };
  if (quantity) formatted.quantity = quantity;
  if (item.type === 'variation') formatted.variation = getVariationAttributes(db, item.id).map((a) => `${a.slug}: ${a.value}`).join(', ');
  return formatted;
}

/** get_formatted_cart(): each line's price is its line total. */
export function formattedCart(db: Db, cart: Cart) {
  const currency = currencyOf(db);
  return {
    items: cart.lines.map((line) => ({
      ...formattedProduct(db, line.product, line.item),
      key: line.key,
      quantity: line.quantity,
      prices: { price: cart.totals.lines.find((t) => t.key === line.key)?.total ?? line.unitPrice * line.quantity, currency_minor_unit: currency.minorUnit },
    })),
    coupons: cart.coupons.map((code) => ({ code })),
    totals: { currency_code: currency.code, total_price: cart.totals.total, currency_minor_unit: currency.minorUnit },
  };
}

/** get_formatted_order(): the order number as the transaction id; each item's total after coupons. */
export function formattedOrder(db: Db, order: OrderRow) {
  return {
    id: order.number,
    affiliation: AFFILIATION,
    totals: { currency_code: order.currency, currency_minor_unit: currencyByCode(order.currency).minorUnit, tax_total: order.tax_total, shipping_total: order.shipping_total, total_price: order.total },
    items: getOrderItems(db, order.id).flatMap((row) => {
      const product = getProduct(db, row.product_id);
      const item = row.variation_id !== null ? getProduct(db, row.variation_id) : product;
      return product && item ? [{ ...formattedProduct(db, product, item), quantity: row.quantity, price_after_coupon_discount: row.total }] : [];
    }),
  };
}

/**
 * The order's data is printed once: the first time its order-received page is shown (`_ga_tracked`
 * meta), so a reload never reports the purchase again. True the first time.
 */
export function markOrderTracked(db: Db, orderId: number): boolean {
  return statement(db, "UPDATE orders SET meta = json_set(meta, '$._ga_tracked', '1') WHERE id = ? AND json_extract(meta, '$._ga_tracked') IS NULL").run(orderId).changes === 1;
}

/**
 * A form post that added to the cart and redirected: the added product waits in the session for the
 * next page, which reports add_to_cart (the integration's `_ga_pending_added_to_cart`).
 */
export function rememberAddedToCart(db: Db, sessionId: string, product: Ga4Product): void {
  statement(db, 'UPDATE sessions SET data = json_set(data, ?, json(?)) WHERE id = ?').run(PENDING_KEY, JSON.stringify(product), sessionId);
}

/** Remembers the cart line `lineKey` just got `quantity` more, for the next page's add_to_cart. */
export function rememberCartAddition(db: Db, sessionId: string, lineKey: string, quantity: number): void {
  const line = loadCart(db, sessionId).lines.find((l) => l.key === lineKey);
  if (line) rememberAddedToCart(db, sessionId, formattedProduct(db, line.product, line.item, quantity));
}

export function takeAddedToCart(db: Db, sessionId: string): Ga4Product | undefined {
  const row = statement(db, 'SELECT json_extract(data, ?) AS pending FROM sessions WHERE id = ?').get(PENDING_KEY, sessionId) as { pending: string | null } | undefined;
  if (!row?.pending) return undefined;
  statement(db, 'UPDATE sessions SET data = json_remove(data, ?) WHERE id = ?').run(PENDING_KEY, sessionId);
  return JSON.parse(row.pending) as Ga4Product;
}
