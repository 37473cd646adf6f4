/**
 * A shopper on the real store's classic checkout, for the checkout journeys and `npm run bench`: a cart with
 * the hoodie, the checkout opened and its start-up totals update applied, the update_order_review requests
 * sent while a full GB address is typed (the demo journey's script: a click, keys 25 ms apart, Tab to leave;
 * tests/e2e/checkout-shopper.ts), in whichever profile is active, so legacy and Shop Islands are measured on
 * the same store the same way.
 */
import type { Page, Request } from 'playwright-core';
import { countRequests, GB_ADDRESS, typeFields } from '../../e2e/checkout-shopper.ts';
import type { Visit } from './browser.ts';
import type { Opener } from './figures.ts';
import { info } from './store.ts';

export const CHECKOUT_PATH: string = new URL(info.urls.checkout ?? '/').pathname;
export const CART_PATH: string = new URL(info.urls.cart ?? '/').pathname;

/**
 * No totals update in flight, in either profile: checkout.js blocks the review and payment parts with blockUI
 * and marks them `.processing`; ours marks them `.processing` under core's overlay.
 */
export async function totalsSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.querySelector('.woocommerce-checkout-payment.processing, .woocommerce-checkout-review-order-table.processing, #order_review .blockUI, form.checkout.processing'),
  );
}

/**
 * A new visitor (own context) with `productId` in the cart, on the checkout, its start-up totals update
 * answered and applied. `clock`: the page's timers are Playwright's, so pending ones can be run at once.
 */
export async function openCheckout(opener: Opener, options: { productId?: number; clock?: boolean; path?: string } = {}): Promise<Visit> {
  const product = options.productId ?? info.products.hoodie_with_zipper?.id;
  const visit = await opener.open(`/?add-to-cart=${product}`);
  if (options.clock) await visit.page.clock.install();
  const answered = visit.page.waitForResponse((response) => response.url().includes('wc-ajax=update_order_review'));
  await visit.page.goto(new URL(options.path ?? CHECKOUT_PATH, visit.page.url()).href);
  await answered;
  await totalsSettled(visit.page);
  return visit;
}

export interface TypingCount {
  /** update_order_review requests sent from the first key to the last update they caused. */
  updates: number;
  /** What each of them sent. */
  sent: URLSearchParams[];
}

/**
 * Types a full GB address as the demo journey does and counts the `update_order_review` requests it causes,
 * after the start-up one. Timers still pending when the typing ends (the 1000 ms after a key, the 5 ms
 * schedule) are run at once on the page's clock, then the answers are awaited.
 */
export async function updatesWhileTypingAddress(opener: Opener): Promise<TypingCount> {
  const visit = await openCheckout(opener, { clock: true });
  const { page } = visit;
  const updates = countRequests(page, 'update_order_review');
  await typeFields(page, GB_ADDRESS);
  await page.clock.runFor(3000);
  await Promise.all(updates.requests.map((request: Request) => request.response()));
  await totalsSettled(page);
  const count = { updates: updates.count, sent: updates.requests.map((request) => new URLSearchParams(request.postData() ?? '')) };
  await visit.context.close();
  return count;
}
