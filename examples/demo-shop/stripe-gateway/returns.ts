/**
 * A shopper back from finishing a payment elsewhere (the bank's page for redirect methods, a wallet app) lands
 * on the order-received page: the gateway checks the order's intent there (maybe_process_redirect_order) and
 * settles the order, paid or failed, before it is shown.
 */
import { emptyCart } from '../domain/cart.ts';
import { getOrder, setOrderStatus, type OrderRow } from '../domain/orders.ts';
import { readSessionData, updateSessionData } from '../domain/sessions.ts';
import { createIntentsService } from '../provider/server/index.ts';
import { STRIPE_GATEWAY_ID } from './methods.ts';
import { completePaidOrder, orderIntent, type GatewayShop } from './payment.ts';

export function settleReturningOrder(shop: GatewayShop, sessionId: string, order: OrderRow): OrderRow {
  const { db } = shop;
  if (order.status !== 'pending' || !order.payment_method.startsWith(STRIPE_GATEWAY_ID)) return order;
  const intentId = orderIntent(db, order.id);
  if (!intentId) return order;
  const stripe = createIntentsService(db);
  const intent = intentId.startsWith('seti_') ? stripe.retrieveSetupIntent(intentId) : stripe.retrievePaymentIntent(intentId);
  if (!intent.ok) return order;
  const { status } = intent.value;
  if (status === 'succeeded' || status === 'processing' || status === 'requires_capture') {
    const method = typeof intent.value.payment_method === 'string' ? intent.value.payment_method : null;
    const save = 'setup_future_usage' in intent.value ? intent.value.setup_future_usage === 'off_session' : true;
    completePaidOrder(shop, order.id, order.payment_method, method, save, order.customer_id);
    setOrderStatus(db, order.id, status === 'processing' ? 'on-hold' : 'processing', intent.value.id);
    if (readSessionData(db, sessionId).orderAwaitingPayment === order.id) {
      emptyCart(db, sessionId);
      updateSessionData(db, sessionId, { orderAwaitingPayment: undefined, placedOrder: { id: order.id, at: shop.now() } });
    }
  } else if (status === 'requires_payment_method' || status === 'canceled') {
    setOrderStatus(db, order.id, 'failed');
  }
  return getOrder(db, order.id) ?? order;
}
