/**
 * The storefront's settings from the page: `shopIslandsStoreApi` (printed by the Shop Islands
 * plugin: the Store API root and its nonce) and WooCommerce's `wc_add_to_cart_params`.
 * A missing or malformed global is reported once on the console by core and gives null.
 */
import { loadGlobalSettings, optional, SETTINGS_GLOBALS, shape, text } from '@shop-islands/core';

export const STORE_API_GLOBAL = 'shopIslandsStoreApi';

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
