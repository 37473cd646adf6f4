/**
 * onCheckoutFail in the Checkout block: a refused payment's message goes to the payments area (SPEC 2.11), as the
 * gateway's upe-blocks.js returns it (`{type: 'failure', message, messageContext: noticeContexts.PAYMENTS}`).
 *
 * Where the message comes from, on WooCommerce 10.9.1: the gateway's process_payment() answers a declined card
 * with `result: 'failure'` and a wc_add_notice(); the Store API turns that notice into an error answer,
 * `woocommerce_rest_checkout_process_payment_error` (CheckoutTrait::process_payment), with no payment_result, so
 * `paymentDetails.errorMessage` (which the gateway's PHP fills only in a success answer's details) is empty and
 * Blocks' processErrorResponse has already shown the message with the cart's notices (context `wc/cart`, by its
 * code), at the top of the checkout. That notice is moved: taken out of the general notices (`core/notices` of
 * `wp.data`, the page's own store) and returned for the payments area, so the shopper reads it once, beside the
 * card. Any other failed checkout (an address, the stock) keeps its notice where Blocks put it.
 */
import type { CheckoutOutcome, ObserverResponse } from '@shop-islands/core/checkout/lifecycle';
import { NOTICE_CONTEXTS, RESPONSE_TYPES } from '@shop-islands/core/checkout/lifecycle';

/** The Store API's code for an exception (a gateway's refusal) while the order was being paid. */
export const PAYMENT_ERROR_CODE = 'woocommerce_rest_checkout_process_payment_error';
/** Where processErrorResponse shows an answer without a context of its own: the cart's notices (and the checkout's). */
const GENERAL_CONTEXTS = ['wc/cart', NOTICE_CONTEXTS.CHECKOUT] as const;

interface Notice {
  readonly id: string;
  readonly content: unknown;
}
interface NoticesData {
  select(store: string): { getNotices(context?: string): readonly Notice[] };
  dispatch(store: string): { removeNotice(id: string, context?: string): unknown };
}

/** The payment error's notice, taken from the general notices: its text, or '' when there is none. */
function takePaymentErrorNotice(data: NoticesData | undefined): string {
  if (!data) return '';
  for (const context of GENERAL_CONTEXTS) {
    const notice = data.select('core/notices').getNotices(context).find((n) => n.id === PAYMENT_ERROR_CODE);
    if (notice && typeof notice.content === 'string' && notice.content !== '') {
      data.dispatch('core/notices').removeNotice(notice.id, context);
      return notice.content;
    }
  }
  return '';
}

/** The onCheckoutFail observer: the payment's message in the payments area, or `true` (nothing of ours to say). */
export function paymentFailed(view: Window, { processingResponse }: CheckoutOutcome): ObserverResponse | true {
  const details = processingResponse?.paymentDetails.errorMessage;
  const message = typeof details === 'string' && details !== '' ? details : takePaymentErrorNotice((view as { wp?: { data?: NoticesData } }).wp?.data);
  return message === '' ? true : { type: RESPONSE_TYPES.FAIL, message, messageContext: NOTICE_CONTEXTS.PAYMENTS };
}
