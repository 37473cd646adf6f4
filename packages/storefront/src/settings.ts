/**
 * The storefront's settings from the page: `shopIslandsStorefront` (the behaviour groups the shop
 * owner switched on), `shopIslandsStoreApi` (printed by the Shop Islands plugin: the Store API root and
 * its nonce) and WooCommerce's `wc_add_to_cart_params`.
 * A missing or malformed global is reported once on the console by core and gives null.
 */
import { listOf, loadGlobalSettings, oneOf, optional, SETTINGS_GLOBALS, shape, text } from '@shop-islands/core';

export const STORE_API_GLOBAL = 'shopIslandsStoreApi';
export const FEATURES_GLOBAL = 'shopIslandsStorefront';

/**
 * Behaviour groups: 'theme' (header toggles, sub-menus, scroll state, slider, reveal, side cart: markup
 * of themes built for Shop Islands, like the demo's), 'woocommerce' (AJAX add to cart and the sort
 * select, which WooCommerce's own scripts do on a WooCommerce store) and 'adaptive-background'.
 */
export const FEATURES = ['theme', 'woocommerce', 'adaptive-background'] as const;
export type Feature = (typeof FEATURES)[number];

/**
 * The groups switched on. A page without `shopIslandsStorefront` (the demo theme, which carries its
 * markup) gets them all; the WordPress plugin always prints it, with none unless the owner opts in.
 */
export function loadFeatures(scope: object = window): ReadonlySet<Feature> {
  if (!(FEATURES_GLOBAL in scope)) return new Set(FEATURES);
  const settings = loadGlobalSettings(FEATURES_GLOBAL, shape<{ features: Feature[] }>({ features: optional(listOf(oneOf(FEATURES)), []) }), scope);
  return new Set(settings?.features ?? []);
}

export interface StoreApiSettings {
  readonly root: string;
  readonly nonce: string;
}

export interface AddToCartParams {
  readonly wc_ajax_url: string;
  readonly cart_url: string;
  readonly i18n_view_cart: string;
}

export function loadStoreApiSettings(scope: object = window): StoreApiSettings | null {
  return loadGlobalSettings(STORE_API_GLOBAL, shape<StoreApiSettings>({ root: text, nonce: text }), scope);
}

export function loadAddToCartParams(scope: object = window): AddToCartParams | null {
  return loadGlobalSettings(
    SETTINGS_GLOBALS.addToCart,
    shape<AddToCartParams>({ wc_ajax_url: text, cart_url: optional(text, ''), i18n_view_cart: optional(text, '') }),
    scope,
  );
}
