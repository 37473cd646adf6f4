/**
 * The globals the model's scripts print and read, as WordPress and WooCommerce 10.9.1 name them. Each script of
 * the model is its own bundle (one per WordPress script handle), so they meet only here, on the window, exactly
 * as a payment plugin meets them.
 */
import type { DataRegistry, StoreRef } from './data/registry.ts';
import type { CheckoutEventsApi } from './events/checkout-events.ts';
import type { BlocksRegistry } from './registry/registry.ts';
import type { SettingsApi } from './settings/settings.ts';

export interface WcBlocksData {
  readonly CHECKOUT_STORE_KEY: string;
  readonly PAYMENT_STORE_KEY: string;
  readonly CART_STORE_KEY: string;
  readonly VALIDATION_STORE_KEY: string;
  readonly checkoutStore: { readonly name: string };
  readonly paymentStore: { readonly name: string };
  readonly cartStore: { readonly name: string };
  readonly validationStore: { readonly name: string };
}

export interface ModelWindow {
  wp?: { data?: DataRegistry; element?: Record<string, unknown> };
  wc?: { wcBlocksRegistry?: BlocksRegistry; wcSettings?: SettingsApi; wcBlocksData?: WcBlocksData; blocksCheckoutEvents?: CheckoutEventsApi };
  wcSettings?: Record<string, unknown>;
  wcBlocksMiddlewareConfig?: { storeApiNonce?: string; wcStoreApiNonceTimestamp?: string };
}

const page = (): ModelWindow => window as unknown as ModelWindow;

function need<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} is not on the page: its script must be printed before this one.`);
  return value;
}

export const wpData = (): DataRegistry => need(page().wp?.data, 'wp.data');
export const wcBlocksData = (): WcBlocksData => need(page().wc?.wcBlocksData, 'wc.wcBlocksData');
export const wcBlocksRegistry = (): BlocksRegistry => need(page().wc?.wcBlocksRegistry, 'wc.wcBlocksRegistry');
export const wcSettings = (): SettingsApi => need(page().wc?.wcSettings, 'wc.wcSettings');
export const checkoutEvents = (): CheckoutEventsApi => need(page().wc?.blocksCheckoutEvents, 'wc.blocksCheckoutEvents');

/** Sets `window.<path>` (e.g. ['wc', 'wcSettings']), creating the namespace objects on the way, as webpack's library output does. */
export function expose(path: readonly string[], value: unknown): void {
  let target = window as unknown as Record<string, Record<string, unknown>>;
  for (const key of path.slice(0, -1)) target = (target[key] ??= {}) as unknown as Record<string, Record<string, unknown>>;
  (target as Record<string, unknown>)[path[path.length - 1]!] = value;
}

export const select = (store: StoreRef) => wpData().select(store);
export const dispatch = (store: StoreRef) => wpData().dispatch(store);
