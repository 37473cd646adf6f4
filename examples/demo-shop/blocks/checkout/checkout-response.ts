/** The Store API's checkout answers, read as WooCommerce Blocks 10.9.1 reads them. */
import { NOTICE_CONTEXTS, type NoticesActions } from '../data/notices-store.ts';
import type { PaymentResult } from '../data/payment-store.ts';

export const SOMETHING_WENT_WRONG = 'Something went wrong. Please contact us to get assistance.';

/** @wordpress/html-entities' decodeEntities: the Store API's messages arrive HTML-escaped (quotes as entities). */
export function decodeEntities(text: string): string {
  if (!/&[#\w]+;/.test(text)) return text;
  const area = document.createElement('textarea');
  area.innerHTML = text;
  return area.value;
}

interface CheckoutAnswer {
  readonly payment_result?: { readonly payment_status: string; readonly redirect_url: string; readonly payment_details?: readonly { key: string; value: string }[] };
  readonly message?: string;
  readonly data?: { readonly status?: number } | null;
}

/** getPaymentResultFromCheckoutResponse: payment_details become an object; an error's message, or the fallback for a status > 299. */
export function paymentResultOf(answer: CheckoutAnswer): PaymentResult {
  const details: Record<string, string> = {};
  let result: PaymentResult = { message: '', paymentStatus: 'not set', redirectUrl: '', paymentDetails: details };
  if (answer.payment_result) {
    const { payment_status, redirect_url, payment_details } = answer.payment_result;
    if (Array.isArray(payment_details)) for (const { key, value } of payment_details) details[key] = decodeEntities(String(value));
    result = { ...result, paymentStatus: payment_status, redirectUrl: redirect_url };
  }
  if (typeof answer.message === 'string') result = { ...result, message: decodeEntities(answer.message) };
  if (!result.message && answer.data && typeof answer.data.status === 'number' && answer.data.status > 299) result = { ...result, message: SOMETHING_WENT_WRONG };
  return result;
}

/** preparePaymentData: the active method's data as `{key, value}` pairs, and whether to save it under `wc-{method}-new-payment-method`. */
export function paymentDataOf(paymentMethodData: Readonly<Record<string, unknown>>, shouldSave: boolean, activePaymentMethod: string): { key: string; value: unknown }[] {
  return [...Object.keys(paymentMethodData).map((key) => ({ key, value: paymentMethodData[key] })), { key: `wc-${activePaymentMethod}-new-payment-method`, value: shouldSave }];
}

interface ErrorAnswer {
  readonly code?: unknown;
  readonly message?: unknown;
  readonly data?: { readonly context?: string; readonly details?: Record<string, { code: string; message: string; additional_errors?: { code: string; message: string }[] }> } | null;
}

const contextOfCode = (code: string): string =>
  code === 'woocommerce_rest_missing_email_address' || code === 'woocommerce_rest_invalid_email_address' ? NOTICE_CONTEXTS.CONTACT_INFORMATION : NOTICE_CONTEXTS.CART;

const contextOfParam = (param: string, code: string): string | undefined =>
  code === 'invalid_email' ? NOTICE_CONTEXTS.CONTACT_INFORMATION
  : param === 'billing_address' ? NOTICE_CONTEXTS.BILLING_ADDRESS
  : param === 'shipping_address' ? NOTICE_CONTEXTS.SHIPPING_ADDRESS
  : undefined;

/**
 * processErrorResponse: an invalid parameter's every error in the address it is about; any other error once,
 * by its code, in its context (an email error with the contact information, the rest with the cart's notices).
 */
export function showErrorAnswer(answer: ErrorAnswer, notices: NoticesActions): void {
  if (typeof answer.code !== 'string' || typeof answer.message !== 'string') return;
  if (answer.code === 'rest_invalid_param') {
    for (const [param, detail] of Object.entries(answer.data?.details ?? {})) {
      for (const error of [detail, ...(detail.additional_errors ?? [])]) {
        notices.createErrorNotice(decodeEntities(error.message), { id: `${param}_${error.code}`, context: contextOfParam(param, error.code) ?? contextOfCode(error.code) });
      }
    }
    return;
  }
  notices.createErrorNotice(decodeEntities(answer.message) || SOMETHING_WENT_WRONG, { id: answer.code, context: answer.data?.context ?? contextOfCode(answer.code) });
}
