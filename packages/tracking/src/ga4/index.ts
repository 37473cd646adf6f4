/**
 * GA4 e-commerce events: a drop-in for Google Analytics for WooCommerce's front-end script. It reads
 * the page's `window.ga4w`, sends the events its WooCommerce hooks asked for, then follows the shopper
 * (cart changes, product clicks, checkout choices, the blocks' actions) and sends through the page's
 * gtag / dataLayer. The widget's entry loads this part only where `ga4w` is printed (`../ga4-loader.ts`);
 * the cart form's and the classic checkout's parts load only on those pages.
 */
import { onPageEvent } from '@shop-islands/core';
import type { ConsentSource } from '../consent.ts';
import type { BlockActions } from '../ga4-loader.ts';
import { watchBlocks } from './blocks.ts';
import { checkoutChoices } from './checkout-choices.ts';
import { startConsentMode } from './consent-mode.ts';
import { loadGa4Config, type Ga4Config } from './data.ts';
import { findItem } from './items.ts';
import { UPDATED_WC_DIV } from './page-events.ts';
import { productIdOf, type Ga4Page } from './page-state.ts';
import { isGa4Event } from './payloads.ts';
import { watchShopperEvents } from './shopper-events.ts';
import { createTracker, pageGtag } from './tracker.ts';

const warn = (what: string, ...details: unknown[]): void => console.warn(`[shop-islands] tracking: ${what}`, ...details);

export interface Ga4Options {
  /** The blocks' actions the entry followed from the start (held until this part takes them over). */
  readonly blocks?: BlockActions;
  /** Aborting it stops the part: its listeners go. */
  readonly signal?: AbortSignal;
}

function run(win: Window, { settings, data }: Ga4Config, consent: ConsentSource, { blocks, signal }: Ga4Options): void {
  const doc = win.document;
  startConsentMode(win, consent, pageGtag(win, settings.tracker_function_name), signal);
  const track = createTracker(win, settings);
  const searchTerm = new URLSearchParams(win.location.search).get('s')?.trim();
  const added = data.added_to_cart;
  for (const name of data.events ?? []) {
    if (name === 'add_to_cart') for (const product of Array.isArray(added) ? added : added ? [added] : []) track(name, { product });
    else if (isGa4Event(name)) track(name, { storeCart: data.cart, products: data.products, product: data.product, order: data.order, listName: data.list_name, searchTerm });
  }
  const { choose, reset } = checkoutChoices(track);
  const page: Ga4Page = { win, doc, data, cart: data.cart, seen: [], track, choose, findItem, productIdOf, signal };
  watchShopperEvents(page);
  watchBlocks(page, blocks, reset);
  // Cart-page and checkout-only code loads only on those pages.
  const later = (loaded: Promise<void>): void => void loaded.catch((error: unknown) => warn('a page part did not load', error));
  const cartForm = '.woocommerce-cart-form';
  if (doc.querySelector(cartForm)) later(import('./cart-form.ts').then((m) => void (signal?.aborted || m.watchCartForm(page, cartForm, (listener) => onPageEvent(UPDATED_WC_DIV, listener, doc)))));
  const checkout = doc.querySelector<HTMLFormElement>('form.checkout');
  if (checkout) later(import('./checkout-steps.ts').then((m) => void (signal?.aborted || m.watchCheckoutSteps(page, checkout))));
}

/** Starts the GA4 part on the page's `ga4w` (nothing without it, or when it is malformed: core reports that). */
export function startGa4(win: Window, consent: ConsentSource, options: Ga4Options = {}): void {
  const config = loadGa4Config(win);
  if (config) run(win, config, consent, options);
}
