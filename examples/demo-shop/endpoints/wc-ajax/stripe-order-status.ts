/**
 * `?wc-ajax=wc_stripe_update_order_status` (WC_Stripe_Intent_Controller::update_order_status_ajax): after the
 * page confirmed an order's PaymentIntent (3D Secure), the order is settled from the intent as the provider
 * holds it. The nonce came in the confirmation hash (`_ajax_nonce`); the intent must be the order's own.
 * Answers `{success: true, data: {return_url}}`, or `{success: false, data: {error: {message}}}` with the order
 * marked failed.
 */
import { emptyCart } from '../../domain/cart.ts';
import { getOrder, orderMeta, orderReceivedUrl, setOrderStatus } from '../../domain/orders.ts';
import { updateSessionData } from '../../domain/sessions.ts';
import { INTENT_META, UPDATE_ORDER_STATUS_NONCE } from '../../provider/server/card-gateway.ts';
import { createIntentsService } from '../../provider/server/index.ts';
import type { EndpointRegistry, FormData } from '../registry.ts';

const NOT_ABLE = "We're not able to process this payment. Please try again later.";

const failure = (message: string): { success: false; data: { error: { message: string } } } => ({ success: false, data: { error: { message } } });

export function registerWcAjaxStripeOrderStatus(r: EndpointRegistry): void {
  r.registerWcAjax('wc_stripe_update_order_status', {
    nonceAction: UPDATE_ORDER_STATUS_NONCE,
    nonceField: '_ajax_nonce',
    schema: { type: 'object', additionalProperties: { type: 'string', maxLength: 200 } },
    handler: (ctx, data: FormData) => {
      const order = getOrder(ctx.shop.db, Number.parseInt(data.order_id ?? '', 10) || 0);
      if (!order) return failure(NOT_ABLE);
      const intentId = orderMeta(order, INTENT_META);
      if (!data.intent_id || data.intent_id !== intentId) return failure(NOT_ABLE);
      const intent = createIntentsService(ctx.shop.db).retrievePaymentIntent(intentId);
      if (!intent.ok || intent.value.status !== 'succeeded') {
        setOrderStatus(ctx.shop.db, order.id, 'failed');
        return failure(NOT_ABLE);
      }
      if (order.status === 'pending' || order.status === 'failed') {
        setOrderStatus(ctx.shop.db, order.id, 'processing', intent.value.latest_charge ?? intent.value.id);
        emptyCart(ctx.shop.db, ctx.session.id);
        updateSessionData(ctx.shop.db, ctx.session.id, { orderAwaitingPayment: undefined, placedOrder: { id: order.id, at: ctx.shop.now() } });
      }
      return { success: true, data: { return_url: `${ctx.shop.origin()}${orderReceivedUrl(order)}` } };
    },
  });
}
