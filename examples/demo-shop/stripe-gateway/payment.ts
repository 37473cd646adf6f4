/**
 * Taking a payment for an order, as the gateway's process_payment() does with deferred intents: the posted
 * payment method (or the saved one chosen) confirmed on the order's one intent (made once per order, reused
 * by every retry), and the answer the page gets: the order-received page when it is paid, the provider's
 * page for redirect methods, or the hash the gateway's script finishes on the page (3D Secure, a voucher, a
 * wallet). A refusal is the order's failure with the gateway's message. A method the shopper chose to save
 * (or that pays for a subscription) is saved for the customer.
 */
import type { Db } from '../db/open.ts';
import type { GatewayOutcome, PaymentRequest } from '../domain/gateways.ts';
import { getOrder, orderReceivedUrl } from '../domain/orders.ts';
import type { NonceService } from '../domain/nonces.ts';
import { createIntentsService, type ProviderPaymentIntent, type ProviderSetupIntent } from '../provider/server/index.ts';
import { localizedError } from './messages.ts';
import { gatewayIdOf, VOUCHER_TYPES, WALLET_TYPES, type StripeMethod } from './methods.ts';
import { orderContainsSubscription, startSubscriptions } from './subscriptions.ts';
import { saveToken, tokenOf } from './tokens.ts';

export interface GatewayShop {
  readonly db: Db;
  readonly nonces: NonceService;
  origin(): string;
  now(): number;
}

export const UPDATE_ORDER_STATUS_NONCE = 'wc_stripe_update_order_status_nonce';

/** WC_Stripe_Payment_Methods::EXPRESS_METHODS_LABELS with the title suffix (Link has none): an express payment's order title. */
const EXPRESS_TITLES: Readonly<Record<string, string>> = { google_pay: 'Google Pay (Stripe)', apple_pay: 'Apple Pay (Stripe)', link: 'Link' };

/** The intent an order is paid with. */
export function orderIntent(db: Db, orderId: number): string | undefined {
  return (db.prepare('SELECT intent_id FROM stripe_order_intents WHERE order_id = ?').get(orderId) as { intent_id: string } | undefined)?.intent_id;
}

function rememberIntent(db: Db, orderId: number, intentId: string): void {
  db.prepare('INSERT INTO stripe_order_intents (order_id, intent_id) VALUES (?, ?) ON CONFLICT(order_id) DO UPDATE SET intent_id = excluded.intent_id').run(orderId, intentId);
}

const CONFIRMABLE = ['requires_payment_method', 'requires_confirmation'];

/**
 * An order's paid intent finishes it: the method saved when asked (or for a subscription), the subscriptions
 * started. Returns the saved token's id.
 */
export function completePaidOrder(shop: GatewayShop, orderId: number, gatewayId: string, paymentMethodId: string | null, save: boolean, customerId: number | null): number | null {
  const stripe = createIntentsService(shop.db);
  let tokenId: number | null = null;
  if (paymentMethodId && customerId !== null && (save || orderContainsSubscription(shop.db, orderId))) {
    const method = stripe.retrievePaymentMethod(paymentMethodId);
    if (method.ok) tokenId = saveToken(shop.db, customerId, gatewayId, method.value).id;
  }
  const order = getOrder(shop.db, orderId);
  if (order) startSubscriptions(shop.db, { ...order, customer_id: order.customer_id ?? customerId }, tokenId, shop.now());
  return tokenId;
}

export function processStripePayment(shop: GatewayShop, method: StripeMethod, order: { id: number; total: number }, request: PaymentRequest): GatewayOutcome {
  const outcome = takePayment(shop, method, order, request);
  // handle_process_payment_error(): the shopper's notice names what went wrong after the gateway's words.
  if (outcome.status === 'failed') return { status: 'failed', notice: `There was an error processing the payment: ${outcome.notice}` };
  // The express checkout's wallet names the order's payment method (payment_data's express_payment_type).
  const title = EXPRESS_TITLES[request.posted.express_payment_type ?? ''];
  return title ? { ...outcome, title } : outcome;
}

function takePayment(shop: GatewayShop, method: StripeMethod, order: { id: number; total: number }, request: PaymentRequest): GatewayOutcome {
  const { db } = shop;
  const stripe = createIntentsService(db);
  const gatewayId = gatewayIdOf(method.type);
  const posted = request.posted;
  const tokenChoice = posted[`wc-${gatewayId}-payment-token`];
  let paymentMethodId = posted['wc-stripe-payment-method'] ?? '';
  let usingToken = false;
  if (tokenChoice && tokenChoice !== 'new') {
    const token = tokenOf(db, request.customerId, Number(tokenChoice));
    if (!token || token.gateway !== gatewayId) return { status: 'failed', notice: "The selected payment method isn't valid." };
    paymentMethodId = token.token;
    usingToken = true;
  }
  if (!paymentMethodId) return { status: 'failed', notice: localizedError({ code: 'invalid_request_error' }) };
  const save = !usingToken && (posted[`wc-${gatewayId}-new-payment-method`] === 'true' || orderContainsSubscription(db, order.id));
  const received = `${shop.origin()}${orderReceivedUrl({ id: order.id, order_key: request.orderKey })}`;
  const returnUrl = `${received}&wc_payment_method=${encodeURIComponent(gatewayId)}`;
  const hashNonce = shop.nonces.createNonce(request.sessionId, UPDATE_ORDER_STATUS_NONCE);

  // A free order (a trial) saves the method with a setup intent: SPEC 4.6's setup mode.
  if (order.total <= 0) {
    const setup = stripe.createSetupIntent({ paymentMethod: paymentMethodId, paymentMethodTypes: [method.type], confirm: true, usage: 'off_session', returnUrl, idempotencyKey: `order-${order.id}-setup-${paymentMethodId}` });
    if (!setup.ok) return { status: 'failed', notice: localizedError(setup.error) };
    rememberIntent(db, order.id, setup.value.id);
    return afterIntent(shop, method, order.id, setup.value, { save: true, paymentMethodId, customerId: request.customerId, received, returnUrl, hashNonce, setup: true });
  }

  // One intent per order: a retry (another card after a decline) confirms the same intent again; one made for
  // another method type (a wallet the shopper gave up on, then the card) is not reused, as the gateway's
  // get_existing_compatible_payment_intent() decides.
  const posted_intent = posted.wc_payment_intent_id;
  const known = orderIntent(db, order.id) ?? (posted_intent && posted_intent.startsWith('pi_') ? posted_intent : undefined);
  let intent = known ? stripe.retrievePaymentIntent(known) : null;
  if (!intent?.ok || !CONFIRMABLE.includes(intent.value.status) || intent.value.amount !== order.total || !intent.value.payment_method_types.includes(method.type)) {
    intent = stripe.createPaymentIntent({
      amount: order.total, currency: request.currency.toLowerCase(), paymentMethodTypes: [method.type], metadata: { order_id: String(order.id) },
      ...(save ? { setupFutureUsage: 'off_session' as const } : {}), idempotencyKey: `order-${order.id}-${known ?? 'new'}-${order.total}`,
    });
    if (!intent.ok) return { status: 'failed', notice: localizedError(intent.error) };
  }
  rememberIntent(db, order.id, intent.value.id);
  const confirmed = stripe.confirmPaymentIntent(intent.value.id, { paymentMethod: paymentMethodId, returnUrl });
  if (!confirmed.ok) return { status: 'failed', notice: localizedError(confirmed.error) };
  return afterIntent(shop, method, order.id, confirmed.value, { save, paymentMethodId, customerId: request.customerId, received, returnUrl, hashNonce, setup: false });
}

interface AfterIntent {
  readonly save: boolean;
  readonly paymentMethodId: string;
  readonly customerId: number | null;
  readonly received: string;
  readonly returnUrl: string;
  readonly hashNonce: string;
  readonly setup: boolean;
}

/** WC_Stripe_UPE_Payment_Gateway::get_redirect_url() and the paid order. */
function afterIntent(shop: GatewayShop, method: StripeMethod, orderId: number, intent: ProviderPaymentIntent | ProviderSetupIntent, o: AfterIntent): GatewayOutcome {
  const gatewayId = gatewayIdOf(method.type);
  const secret = intent.client_secret ?? '';
  if (intent.status === 'succeeded' || intent.status === 'requires_capture' || intent.status === 'processing') {
    completePaidOrder(shop, orderId, gatewayId, o.paymentMethodId, o.save, o.customerId);
    // Debits settle later: the order waits on-hold, as the gateway leaves it until the payment clears.
    return { status: intent.status === 'processing' ? 'on-hold' : 'processing', transactionId: intent.id };
  }
  if (intent.status !== 'requires_action') return { status: 'failed', notice: localizedError({ code: 'processing_error' }) };
  if (VOUCHER_TYPES.includes(method.type)) {
    return { status: 'on-hold', redirect: `#wc-stripe-voucher-${orderId}:${method.type}:${secret}:${encodeURIComponent(o.received)}` };
  }
  if (WALLET_TYPES.includes(method.type)) {
    return { status: 'pending', redirect: `#wc-stripe-wallet-${orderId}:${method.type}:${intent.object}:${secret}:${encodeURIComponent(o.received)}:${o.hashNonce}` };
  }
  const redirect = intent.next_action?.redirect_to_url?.url;
  if (intent.next_action?.type === 'redirect_to_url' && redirect) return { status: 'pending', redirect };
  return { status: 'pending', redirect: `#wc-stripe-confirm-${o.setup ? 'si' : 'pi'}:${orderId}:${secret}:${o.hashNonce}` };
}
