/**
 * Start-up (kept small: the express entry's budget is 8 KB at start-up): read the gateway's settings, decide
 * whether this page can show a wallet button at all, and load the button only when it can. A product page
 * whose options are not chosen yet waits for the shopper to choose them; nothing of Stripe.js or the button is
 * fetched before.
 */
import { onPageEvent } from '@shop-islands/core/events';
import { loadExpressParams, type ExpressParams } from './settings.ts';
import { readSelection, watchSelection } from './product/selection.ts';
import type { ExpressPage } from './sheet/flow.ts';

export const CONTAINER_ID = 'wc-stripe-express-checkout-element';

/** Which page this is, as the gateway says (order-pay is also a checkout page). */
export function pageOf(params: ExpressParams): ExpressPage | null {
  if (params.isPayForOrder) return 'order-pay';
  if (params.isProductPage) return 'product';
  if (params.isCartPage) return 'cart';
  if (params.isCheckoutPage) return 'checkout';
  return null;
}

/** Whether the product as the page stands can be bought with a wallet (its options chosen, a quantity). */
function productReady(params: ExpressParams, doc: Document): boolean {
  const selection = readSelection(doc);
  return selection !== null && selection !== 'choose' && (selection.variable || params.product?.validVariationSelected !== false);
}

export function startExpressCheckout(win: Window = window, doc: Document = document): void {
  const params = loadExpressParams(win);
  // block cart and checkout pages are served by the block checkout's registration
  if (!params || (params.hasBlock && !params.isPayForOrder)) return;
  if (!params.publishableKey || !(params.expressCheckoutEnabled || params.linkEnabled)) return;
  const page = pageOf(params);
  if (!page || !doc.getElementById(CONTAINER_ID)) return;
  let started = false;
  const start = (): void => {
    if (started) return;
    started = true;
    void import('./button/express-button.ts').then(({ startButtons }) => startButtons({ params, page, win, doc }));
  };
  if (page !== 'product' || productReady(params, doc)) {
    start();
    return;
  }
  const stop = watchSelection(doc, () => {
    if (!productReady(params, doc)) return;
    stop();
    start();
  }, (name, listener) => onPageEvent(name, listener, doc));
}
