/**
 * What Google Analytics for WooCommerce prints into the page: `window.ga4w = { data, settings }`
 * (its inline `woocommerce-google-analytics-integration-data` script), followed by a `ga4w:ready` event.
 *
 * - `settings` is configuration and is validated: the tracker function's name, the enabled events,
 *   the product identifier setting.
 * - `data` is what the page's WooCommerce hooks collected (cart, product, list products, the order,
 *   the events those hooks asked for). Its objects are the Store API's product/cart shapes; they are
 *   read defensively by the payload builders, as the legacy script reads them.
 */
import { listOf, loadGlobalSettings, optional, shape, text } from '@shop-islands/core';

export const GA4_GLOBAL = 'ga4w';
export const GA4_READY_EVENT = 'ga4w:ready';
/** The product identifier setting value that selects the SKU ('#'+id when the product has none). */
export const SKU_IDENTIFIER = 'product_sku';
/** Where the GA4 integration puts its per-product identifier in Store API and page data. */
export const GA4_EXTENSION = 'woocommerce_google_analytics_integration';

export interface Ga4Item {
  id?: number | string;
  name?: string;
  sku?: string;
  /** Cart item key (cart items only). */
  key?: string;
  quantity?: number;
  categories?: { name?: string }[];
  prices?: { price?: number | string; currency_minor_unit?: number };
  totals?: { line_total?: number | string };
  variation?: string | { attribute?: string; value?: string }[];
  price_after_coupon_discount?: number | string;
  extensions?: { [GA4_EXTENSION]?: { identifier?: number | string } };
}

export interface Ga4Cart {
  items?: Ga4Item[];
  /** The applied coupons; PHP prints an empty list as {}. */
  coupons?: { code?: string }[] | Record<string, never>;
  totals?: { currency_code?: string; total_price?: number | string; currency_minor_unit?: number };
}

export interface Ga4Order {
  id?: number | string;
  affiliation?: string;
  totals?: { currency_code?: string; currency_minor_unit?: number; tax_total?: number | string; shipping_total?: number | string; total_price?: number | string };
  items?: Ga4Item[];
}

export interface Ga4Data {
  /** Events the page's hooks asked for, fired once the script starts. */
  events?: string[];
  cart?: Ga4Cart;
  /** Products of the page's product lists (view_item_list). */
  products?: Ga4Item[];
  /** The single product page's product. */
  product?: Ga4Item;
  /** What was just added to the cart by a form post (one product, or several for grouped products). */
  added_to_cart?: Ga4Item | Ga4Item[];
  order?: Ga4Order;
  list_name?: string;
}

export interface Ga4Settings {
  readonly tracker_function_name: string;
  readonly events: readonly string[];
  /** 'product_sku' or 'product_id'. */
  readonly identifier: string;
}

export interface Ga4Config {
  readonly settings: Ga4Settings;
  readonly data: Ga4Data;
}

const readSettings = shape<Ga4Settings>({
  tracker_function_name: optional(text, 'gtag'),
  events: optional(listOf(text), []),
  identifier: optional(text, SKU_IDENTIFIER),
});

/** An object, or nothing: PHP prints an empty array (`[]`) where it has no data. */
export function asRecord<T extends object>(value: unknown): T | undefined {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as T) : undefined;
}

/** Reads `window.ga4w`; null when absent, or malformed (reported on the console by core). */
export function loadGa4Config(win: Window): Ga4Config | null {
  const raw = asRecord<{ settings?: unknown; data?: unknown }>((win as unknown as Record<string, unknown>)[GA4_GLOBAL]);
  if (!raw) return null;
  const read = loadGlobalSettings(GA4_GLOBAL, shape<{ settings: Ga4Settings }>({ settings: readSettings }), win);
  return read ? { settings: read.settings, data: asRecord<Ga4Data>(raw.data) ?? {} } : null;
}
