/**
 * What the GA4 part knows about the page while the shopper uses it: the printed data, the cart as it
 * is now (the cart page may update it without a reload) and products block lists rendered.
 */
import type { Ga4Cart, Ga4Data, Ga4Item } from './data.ts';
import { findItem } from './items.ts';

export interface PageState {
  readonly data: Ga4Data;
  cart: Ga4Cart | undefined;
  readonly seen: Ga4Item[];
}

/** Calls `stop` when `signal` aborts (listeners added without a signal option: jQuery ones, wp.hooks). */
export const stopOnAbort = (signal: AbortSignal | undefined, stop: () => void): void => signal?.addEventListener('abort', stop, { once: true });

export const createPageState = (data: Ga4Data): PageState => ({ data, cart: data.cart, seen: [] });

/** A product by id: the page's list products, then the cart, then products block lists showed. */
export const lookup = (state: PageState, id: unknown): Ga4Item | undefined => findItem(id, state.data.products, state.cart?.items, state.seen);


/** The product id a WooCommerce button or link carries (`data-product_id`, or a button's value); NaN without one. */
export const productIdOf = (element: Element | null | undefined): number =>
  parseInt((element as HTMLElement | undefined)?.dataset?.product_id || (element as HTMLButtonElement | undefined)?.value || '', 10);
