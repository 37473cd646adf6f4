/**
 * A classic checkout page for order-review's tests: WooCommerce's billing rows, review table and payment box,
 * the order review started on it with the page's session client talking to a recording server.
 */
import { emitPageEvent } from '@shop-islands/core/emit-page-event';
import { pageSession } from '@shop-islands/core/session';
import { startRecordingServer, type RecordingServer, type Reply } from '@shop-islands/core/testing/recording-server';
import { afterEach, beforeEach, expect } from 'vitest';
import { startOrderReview } from './order-review.ts';
import { listen } from '../dom/listen.ts';
import { keepReviewFocus } from './review-focus.ts';
import { createFieldValidation, VALIDATION_EVENTS } from '../validation/validate-fields.ts';

export const TABLE = '.woocommerce-checkout-review-order-table';
export const PAYMENT = '.woocommerce-checkout-payment';

const table = (total: string, chosen = 'flat_rate:1'): string =>
  `<table class="shop_table woocommerce-checkout-review-order-table"><tr class="woocommerce-shipping-totals shipping"><td><ul id="shipping_method">${['flat_rate:1', 'free_shipping:1']
    .map((rate) => {
      const id = `shipping_method_0_${rate.replace(':', '')}`;
      return `<li><input type="radio" name="shipping_method[0]" data-index="0" id="${id}" value="${rate}" class="shipping_method"${rate === chosen ? ' checked' : ''}><label for="${id}">${rate}</label></li>`;
    })
    .join('')}</ul></td></tr><tr class="order-total"><td>${total}</td></tr></table>`;
const payment = (text: string): string => `<div id="payment" class="woocommerce-checkout-payment"><p class="payment-text">${text}</p></div>`;

const FORM = `<form class="checkout woocommerce-checkout">
<div class="woocommerce-billing-fields"><div class="woocommerce-billing-fields__field-wrapper">
<p class="form-row address-field validate-required" id="billing_city_field"><label for="billing_city">Town / City&nbsp;<span class="required">*</span></label><input type="text" class="input-text" name="billing_city" id="billing_city" value="London"></p>
<p class="form-row address-field validate-required" id="billing_postcode_field"><label for="billing_postcode">Postcode&nbsp;<span class="required">*</span></label><input type="text" class="input-text" name="billing_postcode" id="billing_postcode" value=""></p>
</div></div>
<div id="order_review" class="woocommerce-checkout-review-order">${table('£10.00')}${payment('Pay by cheque.')}</div></form>`;

export const success = (total: string, paymentText = 'Pay by cheque.', chosen?: string) => ({
  result: 'success',
  messages: '',
  reload: false,
  fragments: { [TABLE]: table(total, chosen), [PAYMENT]: payment(paymentText) },
});

/** The shop behind the page, its answers in order, and what the page did with them. */
export const page = {
  server: null as unknown as RecordingServer,
  answers: [] as Array<string | Reply>,
  /** The arguments of each updated_checkout announced. */
  updated: [] as unknown[][],
  /** The order total each time payment methods were set up again. */
  initialised: [] as string[],
};

export const $ = <E extends HTMLElement = HTMLElement>(selector: string): E => document.querySelector<E>(selector)!;
export const total = (): string => document.querySelector('.order-total td')?.textContent ?? '';

export async function start(): Promise<void> {
  // A body of its own per test: listeners bound to an earlier test's body stay there.
  const body = document.createElement('body');
  document.body.replaceWith(body);
  body.innerHTML = FORM;
  const heard: unknown[][] = (page.updated = []);
  body.addEventListener('updated_checkout', (event) => heard.push((event as CustomEvent<unknown[]>).detail));
  const form = $<HTMLFormElement>('form.checkout');
  const session = pageSession({ wcAjaxUrl: `${page.server.origin}/?wc-ajax=%%endpoint%%`, nonces: { update_order_review_nonce: 'u1' } }, {});
  const calls: string[] = (page.initialised = []);
  const validation = createFieldValidation(form);
  listen(form, VALIDATION_EVENTS, validation.handle);
  startOrderReview(form, { session, revalidate: validation.revalidate, initPaymentMethods: () => calls.push(total()), onSettled: () => undefined, keepFocus: keepReviewFocus(document) });
}

/** Asks for new totals as any script does, and waits until the answer is applied. */
export async function update(options?: object): Promise<void> {
  const before = page.updated.length;
  emitPageEvent('update_checkout', options ? [options] : [], document);
  await expect.poll(() => page.updated.length).toBe(before + 1);
}

/** Starts the shop before each test of the file that imports this, and stops it after. */
export function useShop(): void {
  beforeEach(async () => {
    page.answers = [];
    page.server = await startRecordingServer(() => {
      const answer = page.answers.shift() ?? '';
      return typeof answer === 'string' ? { body: answer } : answer;
    });
    // The page is served by the shop it talks to (happy-dom refuses cross-origin answers, as a browser does).
    (window as unknown as { happyDOM?: { setURL(url: string): void } }).happyDOM?.setURL(`${page.server.origin}/checkout/`);
  });
  afterEach(() => page.server.close());
}
