/**
 * The gateway's AJAX endpoints (WC_Stripe_Intent_Controller; SPEC 7.4), with its raw answers: WordPress's
 * `{success: true, data}` or `{success: false, data: {error: {message}}}`. `?wc-ajax=wc_stripe_{name}` and
 * admin-ajax's `wc_stripe_create_and_confirm_setup_intent`; each checks its nonce in `_ajax_nonce` (403 `-1`
 * when missing or wrong) and refuses fields it does not know.
 */
import { emptyCart, loadCart } from '../domain/cart.ts';
import { getOrder, orderReceivedUrl, setOrderStatus } from '../domain/orders.ts';
import { readSessionData, updateSessionData } from '../domain/sessions.ts';
import type { EndpointRegistry } from '../endpoints/registry.ts';
import type { InputProblem } from '../input/schema-errors.ts';
import { createIntentsService } from '../provider/server/index.ts';
import type { RequestContext } from '../shop-context.ts';
import { localizedError } from './messages.ts';
import { gatewayIdOf, methodOfGateway, STRIPE_GATEWAY_ID } from './methods.ts';
import { completePaidOrder, orderIntent, UPDATE_ORDER_STATUS_NONCE } from './payment.ts';
import { APPEARANCE_OPTION } from './settings.ts';
import { setAllSubscriptionsToken, setSubscriptionToken, subscriptionOf } from './subscriptions.ts';
import { saveToken } from './tokens.ts';

type Answer = { success: true; data: Record<string, unknown> } | { success: false; data: { error: { message: string } } };

const success = (data: Record<string, unknown>): Answer => ({ success: true, data });
const refusal = (message: string): Answer => ({ success: false, data: { error: { message } } });
const NOT_ABLE = "We're not able to process this payment. Please try again later.";

const TEXT = { type: 'string', maxLength: 200 } as const;
const schema = (properties: Record<string, unknown>) => ({ type: 'object', properties, additionalProperties: false }) as const;
const invalid = (ctx: RequestContext, problems: InputProblem[]): Answer => {
  void ctx.reply.code(400);
  return refusal(problems.map((p) => p.message).join(' '));
};

/** The cart's total, or the order's on order-pay. */
function payable(ctx: RequestContext, orderId: string | undefined): { total: number; currency: string } | null {
  if (orderId) {
    const order = getOrder(ctx.shop.db, Number(orderId));
    return order && (order.status === 'pending' || order.status === 'failed') ? { total: order.total, currency: order.currency } : null;
  }
  const cart = loadCart(ctx.shop.db, ctx.session.id);
  return { total: cart.totals.total, currency: cart.currency.code };
}

/** The order's intent reported by the page is the one the order is paid with (else a note-worthy refusal). */
function checkedIntent(ctx: RequestContext, orderId: number, intentId: string): boolean {
  return intentId !== '' && orderIntent(ctx.shop.db, orderId) === intentId;
}

function updateOrderStatus(ctx: RequestContext, data: { order_id?: string; intent_id?: string; payment_method_id?: string }): Answer {
  const { db } = ctx.shop;
  const order = getOrder(db, Number(data.order_id));
  if (!order) return refusal(NOT_ABLE);
  if (!checkedIntent(ctx, order.id, data.intent_id ?? '')) return refusal(NOT_ABLE);
  const stripe = createIntentsService(db);
  const intent = data.intent_id!.startsWith('seti_') ? stripe.retrieveSetupIntent(data.intent_id!) : stripe.retrievePaymentIntent(data.intent_id!);
  if (!intent.ok) return refusal(NOT_ABLE);
  const paid = ['succeeded', 'processing', 'requires_capture'].includes(intent.value.status);
  if (!paid) {
    setOrderStatus(db, order.id, 'failed');
    const last = 'last_payment_error' in intent.value ? intent.value.last_payment_error : intent.value.last_setup_error;
    return refusal(last ? localizedError(last) : NOT_ABLE);
  }
  if (order.status === 'pending' || order.status === 'failed') {
    const method = intent.value.payment_method;
    // payment_method_id is sent when the shopper chose to save the method (a subscription saves it anyway).
    completePaidOrder(ctx.shop, order.id, order.payment_method, typeof method === 'string' ? method : null, Boolean(data.payment_method_id), order.customer_id);
    setOrderStatus(db, order.id, intent.value.status === 'processing' ? 'on-hold' : 'processing', intent.value.id);
  }
  if (readSessionData(db, ctx.session.id).orderAwaitingPayment === order.id) {
    emptyCart(db, ctx.session.id);
    updateSessionData(db, ctx.session.id, { orderAwaitingPayment: undefined, placedOrder: { id: order.id, at: ctx.shop.now() } });
  }
  return success({ return_url: `${ctx.shop.origin()}${orderReceivedUrl(order)}` });
}

/** confirm_change_payment: the confirmed setup intent's method becomes the subscription's. */
function confirmChangePayment(ctx: RequestContext, data: { order_id?: string; intent_id?: string }): Answer {
  const { db } = ctx.shop;
  const subscription = subscriptionOf(db, Number(data.order_id));
  const message = "We're not able to process this subscription change payment request payment. Please try again later.";
  if (!subscription || subscription.customer_id !== ctx.session.customerId) return refusal(message);
  const intent = createIntentsService(db).retrieveSetupIntent(data.intent_id ?? '');
  if (!intent.ok || intent.value.status !== 'succeeded' || typeof intent.value.payment_method !== 'string') return refusal(message);
  const method = createIntentsService(db).retrievePaymentMethod(intent.value.payment_method);
  if (!method.ok) return refusal(message);
  const token = saveToken(db, subscription.customer_id, gatewayIdOf(method.value.type === 'card' ? 'card' : method.value.type), method.value);
  setSubscriptionToken(db, subscription.id, token.id);
  return success({ return_url: `${ctx.shop.origin()}/shop/my-account/view-subscription/${subscription.id}/?updated=1` });
}

function createAndConfirmSetupIntent(ctx: RequestContext, data: Record<string, string | undefined>): Answer {
  const { db } = ctx.shop;
  if (ctx.session.customerId === null) return refusal("We're not able to add this payment method. Please refresh the page and try again.");
  const paymentMethod = data['wc-stripe-payment-method'] ?? '';
  const type = data['wc-stripe-payment-type'] || 'card';
  if (!paymentMethod) return refusal("We're not able to add this payment method. Please refresh the page and try again.");
  let returnUrl = `${ctx.shop.origin()}/shop/my-account/payment-methods/`;
  if (data.update_all_subscription_payment_methods) returnUrl += `?wc-stripe-${type}-update-all-subscription-payment-methods=true`;
  const setup = createIntentsService(db).createSetupIntent({ paymentMethod, paymentMethodTypes: [type], confirm: true, usage: 'off_session', returnUrl, metadata: { customer_id: String(ctx.session.customerId) } });
  if (!setup.ok) return refusal(localizedError(setup.error));
  if (!['succeeded', 'requires_action', 'processing'].includes(setup.value.status)) return refusal('There was an error adding this payment method. Please refresh the page and try again');
  return success({
    status: setup.value.status, id: setup.value.id, client_secret: setup.value.client_secret, next_action: setup.value.next_action,
    payment_type: type, return_url: encodeURIComponent(returnUrl),
  });
}

export function registerStripeGatewayEndpoints(r: EndpointRegistry): void {
  r.registerWcAjax<{ stripe_order_id?: string; payment_method_type?: string }>('wc_stripe_create_payment_intent', {
    nonceAction: 'wc_stripe_create_payment_intent_nonce',
    schema: schema({ stripe_order_id: TEXT, payment_method_type: TEXT }),
    invalid,
    handler: (ctx, data) => {
      const due = payable(ctx, data.stripe_order_id);
      const type = data.payment_method_type || 'card';
      if (!due || due.total <= 0 || !methodOfGateway(gatewayIdOf(type))) return refusal('Unable to process your request. Please reload the page and try again.');
      // One intent per cart (or order) and method: asking again, after a reload, gives the same one.
      const intent = createIntentsService(ctx.shop.db).createPaymentIntent({
        amount: due.total, currency: due.currency.toLowerCase(), paymentMethodTypes: [type],
        idempotencyKey: `upe-${ctx.session.id}-${data.stripe_order_id || 'cart'}-${type}-${due.total}`,
      });
      return intent.ok ? success({ id: intent.value.id, client_secret: intent.value.client_secret }) : refusal(intent.error.message);
    },
  });
  r.registerWcAjax<{ payment_method_type?: string }>('wc_stripe_init_setup_intent', {
    nonceAction: 'wc_stripe_create_setup_intent_nonce',
    schema: schema({ payment_method_type: TEXT }),
    invalid,
    handler: (ctx, data) => {
      const type = data.payment_method_type || 'card';
      const intent = createIntentsService(ctx.shop.db).createSetupIntent({ paymentMethodTypes: [type], usage: 'off_session', idempotencyKey: `upe-setup-${ctx.session.id}-${type}` });
      return intent.ok ? success({ id: intent.value.id, client_secret: intent.value.client_secret }) : refusal(intent.error.message);
    },
  });
  r.registerWcAjax<{ stripe_order_id?: string; wc_payment_intent_id?: string; save_payment_method?: string; selected_upe_payment_type?: string }>('wc_stripe_update_payment_intent', {
    nonceAction: 'wc_stripe_update_payment_intent_nonce',
    schema: schema({ stripe_order_id: TEXT, wc_payment_intent_id: TEXT, save_payment_method: TEXT, selected_upe_payment_type: TEXT }),
    invalid,
    handler: (ctx, data) => {
      const order = getOrder(ctx.shop.db, Number(data.stripe_order_id));
      const intent = createIntentsService(ctx.shop.db).retrievePaymentIntent(data.wc_payment_intent_id ?? '');
      if (!order || !intent.ok) return refusal('Unable to verify your request. Please reload the page and try again.');
      ctx.shop.db.prepare('INSERT INTO stripe_order_intents (order_id, intent_id) VALUES (?, ?) ON CONFLICT(order_id) DO UPDATE SET intent_id = excluded.intent_id').run(order.id, intent.value.id);
      return success({ success: true });
    },
  });
  r.registerWcAjax<{ order_id?: string; intent_id?: string; payment_method_id?: string }>('wc_stripe_update_order_status', {
    nonceAction: UPDATE_ORDER_STATUS_NONCE,
    schema: schema({ order_id: TEXT, intent_id: TEXT, payment_method_id: TEXT }),
    invalid,
    handler: updateOrderStatus,
  });
  r.registerWcAjax<{ order_id?: string; intent_id?: string; payment_method_id?: string }>('wc_stripe_confirm_change_payment', {
    nonceAction: UPDATE_ORDER_STATUS_NONCE,
    schema: schema({ order_id: TEXT, intent_id: TEXT, payment_method_id: TEXT }),
    invalid,
    handler: confirmChangePayment,
  });
  r.registerWcAjax<{ order_id?: string; intent_id?: string }>('wc_stripe_update_failed_order', {
    nonceAction: 'wc_stripe_update_failed_order_nonce',
    schema: schema({ order_id: TEXT, intent_id: TEXT }),
    invalid,
    handler: (ctx, data) => {
      const order = getOrder(ctx.shop.db, Number(data.order_id));
      if (!order || !checkedIntent(ctx, order.id, data.intent_id ?? '')) return refusal('Unable to verify your request. Please reload the page and try again.');
      if (order.status === 'pending') setOrderStatus(ctx.shop.db, order.id, 'failed');
      return success({});
    },
  });
  r.registerWcAjax<{ appearance?: string; is_block_checkout?: string; theme_name?: string }>('wc_stripe_save_appearance', {
    nonceAction: 'wc_stripe_save_appearance_nonce',
    schema: schema({ appearance: { type: 'string', maxLength: 20_000 }, is_block_checkout: { type: 'string', enum: ['true', 'false'] }, theme_name: TEXT }),
    invalid,
    handler: (ctx, data) => {
      let appearance: unknown;
      try {
        appearance = JSON.parse(data.appearance ?? '');
      } catch {
        appearance = null;
      }
      if (typeof appearance !== 'object' || appearance === null || Array.isArray(appearance)) return refusal('The appearance could not be read.');
      const name = `${APPEARANCE_OPTION}${data.is_block_checkout === 'true' ? '_blocks' : ''}_${(data.theme_name ?? '').replace(/[^\w-]/g, '')}`;
      ctx.shop.db.prepare('INSERT INTO options (name, value) VALUES (?, ?) ON CONFLICT(name) DO UPDATE SET value = excluded.value').run(name, JSON.stringify(appearance));
      return success({});
    },
  });
  r.registerAjaxAction<Record<string, string | undefined>>('wc_stripe_create_and_confirm_setup_intent', {
    nonceAction: 'wc_stripe_create_and_confirm_setup_intent_nonce',
    schema: schema({ 'wc-stripe-payment-method': TEXT, 'wc-stripe-payment-type': TEXT, update_all_subscription_payment_methods: TEXT }),
    invalid,
    handler: createAndConfirmSetupIntent,
  });
}

/** WC_Stripe_UPE_Payment_Gateway::add_payment_method(): the confirmed setup intent's method saved for the customer. */
export function addPaymentMethod(ctx: RequestContext, setupIntentId: string, updateAll: boolean): { ok: true } | { ok: false; message: string } {
  const { db } = ctx.shop;
  const customerId = ctx.session.customerId;
  const stripe = createIntentsService(db);
  const intent = stripe.retrieveSetupIntent(setupIntentId);
  const failed = { ok: false as const, message: 'Unable to add payment method to your account.' };
  if (customerId === null || !intent.ok || intent.value.status !== 'succeeded' || typeof intent.value.payment_method !== 'string') return failed;
  if (intent.value.metadata.customer_id !== String(customerId)) return failed;
  const method = stripe.retrievePaymentMethod(intent.value.payment_method);
  if (!method.ok) return failed;
  const token = saveToken(db, customerId, method.value.type === 'card' ? STRIPE_GATEWAY_ID : gatewayIdOf(method.value.type), method.value);
  if (updateAll) setAllSubscriptionsToken(db, customerId, token.id);
  return { ok: true };
}
