/**
 * What the GA4 part knows about the page while the shopper uses it (the printed data, the cart as it
 * is now, products block lists rendered) and what its watchers share: the tracker, the checkout
 * choices and the abort signal. The parts loaded on demand get it handed over and import nothing.
 */
import type { CheckoutChoice } from './checkout-choices.ts';
import type { Ga4Cart, Ga4Data, Ga4Item } from './data.ts';
import { findItem } from './items.ts';
import type { EventInput } from './payloads.ts';
import type { Track } from './tracker.ts';

export interface Ga4Page {
  readonly win: Window;
  readonly doc: Document;
  readonly data: Ga4Data;
  /** The cart as it is now: the cart page may update it without a reload. */
  cart: Ga4Cart | undefined;
  /** Products block lists rendered. */
  readonly seen: Ga4Item[];
  readonly track: Track;
  /** add_shipping_info / add_payment_info once per checkout form (checkout-choices.ts). */
  readonly choose: (event: CheckoutChoice, input: EventInput, late?: boolean) => void;
  readonly findItem: typeof findItem;
  readonly productIdOf: typeof productIdOf;
  /** Aborting it stops the part: its listeners go. */
  readonly signal?: AbortSignal;
}

/** Calls `stop` when `signal` aborts (listeners added without a signal option: jQuery ones, wp.hooks). */
export const stopOnAbort = (signal: AbortSignal | undefined, stop: () => void): void => signal?.addEventListener('abort', stop, { once: true });

/** A product by id: the page's list products, then the cart, then products block lists showed. */
export const lookup = (page: Ga4Page, id: unknown): Ga4Item | undefined => findItem(id, page.data.products, page.cart?.items, page.seen);

/** The product id a WooCommerce button or link carries (`data-product_id`, or a button's value); NaN without one. */
export const productIdOf = (element: Element | null | undefined): number =>
  parseInt((element as HTMLElement | undefined)?.dataset?.product_id || (element as HTMLButtonElement | undefined)?.value || '', 10);
