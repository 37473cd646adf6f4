/**
 * Paying an order that waits for payment, from the order-pay page: WC_Form_Handler::pay_action()'s form post
 * (pages/order-pages.ts) and the Store API's POST /checkout/{id} (endpoints/store-api/checkout.ts, the Stripe
 * Gateway's express checkout on order-pay) both run the chosen gateway here, as placing an order runs it in
 * domain/checkout.ts: one way an order is paid.
 */
import type { Db } from '../db/open.ts';
import { emptyCart } from './cart.ts';
import type { Gateway, GatewayOutcome, PaymentRequest } from './gateways.ts';
import { setOrderStatus, setPaymentMethodTitle, type OrderRow } from './orders.ts';
import { readSessionData, updateSessionData, type Session } from './sessions.ts';

/** The order's key must be given, and a guest's order also needs its billing email (the Store API's order-pay check). */
export function orderPayRefusal(order: OrderRow | undefined, session: Session, given: { key: string; email?: string }): { code: string; message: string; status: number } | null {
  if (!order || !given.key || order.order_key !== given.key) return { code: 'woocommerce_rest_invalid_order', message: 'Invalid order ID or key provided.', status: 401 };
  if (given.email !== undefined) {
    const billingEmail = (JSON.parse(order.billing) as Record<string, string>).email ?? '';
    const allowed = order.customer_id !== null ? order.customer_id === session.customerId : given.email.toLowerCase() === billingEmail.toLowerCase();
    if (!allowed) return { code: 'woocommerce_rest_invalid_user', message: 'This order belongs to a different customer.', status: 403 };
  }
  if (order.status !== 'pending' && order.status !== 'failed') return { code: 'invalid_order_update_status', message: 'This order cannot be paid for.', status: 400 };
  return null;
}

/**
 * The gateway takes the order's payment: the order carries the gateway, then the outcome's status (a refusal
 * leaves it failed), and a paid order empties the cart it was made from.
 */
export function payPendingOrder(db: Db, session: Session, order: OrderRow, gateway: Gateway, posted: PaymentRequest['posted']): GatewayOutcome {
  db.prepare('UPDATE orders SET payment_method = ?, payment_method_title = ? WHERE id = ?').run(gateway.id, gateway.title, order.id);
  const outcome = gateway.process({ id: order.id, total: order.total }, { posted, customerId: session.customerId, sessionId: session.id, orderKey: order.order_key, currency: order.currency });
  if (outcome.status === 'failed') {
    setOrderStatus(db, order.id, 'failed');
    return outcome;
  }
  setOrderStatus(db, order.id, outcome.status, outcome.transactionId);
  if (outcome.title) setPaymentMethodTitle(db, order.id, outcome.title);
  if (outcome.status !== 'pending' && readSessionData(db, session.id).orderAwaitingPayment === order.id) {
    emptyCart(db, session.id);
    updateSessionData(db, session.id, { orderAwaitingPayment: undefined });
  }
  return outcome;
}

