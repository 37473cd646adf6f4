/**
 * The Stripe gateway's checkout method ('stripe', 'Credit / Debit Card'), as far as the demo models its PHP:
 * its payment box carries the gateway's UPE form (WC_Stripe_UPE_Payment_Gateway::payment_fields, printed by
 * pages/partials/payment.ts), into which the card-payment extension mounts the provider's Payment Element.
 *
 * - A classic checkout order placed with it only waits for payment (status pending): the classic card flow's
 *   server side comes with its own issue.
 * - A Store API checkout (block checkout, express checkout) pays through `processPayment`, the gateway's
 *   process_payment_with_deferred_intent(): a PaymentIntent for the order's total with the payment method the
 *   browser created (`wc-stripe-payment-method`), confirmed at once. Paid: the order is processing. 3D Secure
 *   needed: the order waits (pending) and the answer is the gateway's `#wc-stripe-confirm-pi:{order}:{secret}:{nonce}`
 *   hash; the page confirms the intent and `?wc-ajax=wc_stripe_update_order_status` finishes the order
 *   (endpoints/wc-ajax/stripe-order-status.ts). Refused: the gateway's message for the error.
 *
 * Express payments are titled as the gateway titles them: 'Google Pay (Stripe)', 'Apple Pay (Stripe)', 'Link'.
 */
import type { Gateway, GatewayPayment, GatewayPaymentResult } from '../../domain/gateways.ts';
import { currencyByCode, stripeAmount } from '../../domain/money.ts';
import type { StripeApiError } from './errors.ts';
import { createIntentsService } from './index.ts';

/** The order meta holding the order's PaymentIntent (WC_Stripe_Order_Helper's _stripe_intent_id). */
export const INTENT_META = '_stripe_intent_id';
/** The nonce action of the confirmation hash (wc_stripe_update_order_status). */
export const UPDATE_ORDER_STATUS_NONCE = 'wc_stripe_update_order_status_nonce';

/** WC_Stripe_Payment_Methods::EXPRESS_METHODS_LABELS with the title suffix (Link has none). */
const EXPRESS_TITLES: Readonly<Record<string, string>> = { google_pay: 'Google Pay (Stripe)', apple_pay: 'Apple Pay (Stripe)', link: 'Link' };

/** WC_Stripe_Helper::get_localized_messages(), for the errors a test card can end in (by decline code, then code). */
const LOCALIZED_MESSAGES: Readonly<Record<string, string>> = {
  card_declined: 'The card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  expired_card: 'The card has expired.',
  incorrect_cvc: "The card's security code is incorrect.",
  processing_error: 'An error occurred while processing the card.',
  payment_intent_authentication_failure: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
};

/** The message the gateway shows for a Stripe error (throw_localized_message). */
export function localizedMessage(error: Pick<StripeApiError, 'code' | 'decline_code' | 'message'>): string {
  return (error.decline_code && LOCALIZED_MESSAGES[error.decline_code]) || (error.code && LOCALIZED_MESSAGES[error.code]) || error.message;
}

const NOT_ABLE = "We're not able to process this payment. Please try again later.";

/** handle_process_payment_error(): the notice the Store API turns into its error answer. */
const failed = (reason: string): GatewayPaymentResult => ({ result: 'failure', message: `There was an error processing the payment: ${reason}` });

function processPayment({ order, data, db, nonce }: GatewayPayment): GatewayPaymentResult {
  const method = data['wc-stripe-payment-method'] ?? '';
  if (!method.startsWith('pm_')) return failed(NOT_ABLE);
  const expressType = data.express_payment_type ?? '';
  const intents = createIntentsService(db);
  const created = intents.createPaymentIntent({
    amount: stripeAmount(order.total, currencyByCode(order.currency)),
    currency: order.currency.toLowerCase(),
    paymentMethod: method,
    confirm: true,
    idempotencyKey: `order-${order.id}-${method}`,
    metadata: { order_id: String(order.id), order_key: order.orderKey, ...(expressType ? { payment_type: expressType } : {}) },
  });
  if (!created.ok) return failed(localizedMessage(created.error));
  const intent = created.value;
  const title = EXPRESS_TITLES[expressType] ?? 'Credit / Debit Card';
  const meta = { [INTENT_META]: intent.id };
  if (intent.status === 'succeeded') return { result: 'success', status: 'processing', transactionId: intent.latest_charge ?? intent.id, title, meta };
  if (intent.status === 'requires_action' || intent.status === 'requires_confirmation') {
    return { result: 'success', status: 'pending', redirect: `#wc-stripe-confirm-pi:${order.id}:${intent.client_secret ?? ''}:${nonce(UPDATE_ORDER_STATUS_NONCE)}`, title, meta };
  }
  return failed(intent.last_payment_error ? localizedMessage(intent.last_payment_error as StripeApiError) : NOT_ABLE);
}

export const CARD_GATEWAY: Gateway = {
  id: 'stripe',
  title: 'Credit / Debit Card',
  description: 'Pay with your credit card.',
  form: 'stripe-upe',
  process: () => ({ status: 'pending' }),
  processPayment,
};
