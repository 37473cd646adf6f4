import { randomBytes } from 'node:crypto';
import type { Db } from '../db/open.ts';
import { cartHash, type Cart } from './cart.ts';

export type OrderStatus = 'pending' | 'processing' | 'on-hold' | 'completed' | 'cancelled' | 'refunded' | 'failed';

export interface OrderRow {
  id: number; number: string; status: OrderStatus; order_key: string; customer_id: number | null; currency: string;
  subtotal: number; discount_total: number; shipping_total: number; tax_total: number; total: number; shipping_method: string | null;
  coupons: string; billing: string; shipping: string; payment_method: string; payment_method_title: string;
  transaction_id: string | null; customer_note: string; meta: string; created_at: string;
  /** The cart the order was made from (WooCommerce's _cart_hash): a repeated submit of the same cart resumes it. */
  cart_hash: string;
}

export interface OrderItemRow { order_id: number; position: number; product_id: number; variation_id: number | null; name: string; sku: string | null; quantity: number; subtotal: number; total: number; variation: string }

export interface NewOrder {
  cart: Cart;
  customerId: number | null;
  billing: Record<string, string>;
  shipping: Record<string, string>;
  paymentMethod: string;
  paymentMethodTitle: string;
  customerNote: string;
  meta: Record<string, string>;
}

/**
 * Stores an order from the cart (status 'pending', in the cart's currency) with its items. Coupon usage
 * and stock are taken by the checkout in the same transaction (domain/checkout.ts).
 */
export function createOrder(db: Db, o: NewOrder): OrderRow {
  return db.transaction(() => {
    const t = o.cart.totals;
    const id = Number(db.prepare(
      `INSERT INTO orders (number, status, order_key, customer_id, currency, subtotal, discount_total, shipping_total, tax_total, total,
        shipping_method, coupons, billing, shipping, payment_method, payment_method_title, customer_note, meta, cart_hash)
       VALUES ('', 'pending', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      `wc_order_${randomBytes(7).toString('base64url')}`, o.customerId, o.cart.currency.code, t.itemsSubtotal, t.discount + t.discountTax, t.shipping, t.totalTax, t.total,
      t.shippingRate?.label ?? null, JSON.stringify(o.cart.coupons), JSON.stringify(o.billing), JSON.stringify(o.shipping),
      o.paymentMethod, o.paymentMethodTitle, o.customerNote, JSON.stringify(o.meta), cartHash(o.cart),
    ).lastInsertRowid);
    db.prepare('UPDATE orders SET number = ? WHERE id = ?').run(String(id), id);
    const item = db.prepare('INSERT INTO order_items (order_id, position, product_id, variation_id, name, sku, quantity, subtotal, total, variation) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)');
    o.cart.lines.forEach((l, i) => {
      const lt = t.lines.find((x) => x.key === l.key);
      item.run(id, i, l.product.id, l.item.type === 'variation' ? l.item.id : null, l.item.name, l.item.sku, l.quantity, lt?.subtotal ?? 0, lt?.total ?? 0, JSON.stringify(l.variation));
      db.prepare('UPDATE products SET total_sales = total_sales + ? WHERE id = ?').run(l.quantity, l.product.id);
    });
    return getOrder(db, id)!;
  })();
}

export function getOrder(db: Db, id: number): OrderRow | undefined {
  return db.prepare('SELECT * FROM orders WHERE id = ?').get(id) as OrderRow | undefined;
}

export function getOrderItems(db: Db, orderId: number): OrderItemRow[] {
  return db.prepare('SELECT * FROM order_items WHERE order_id = ? ORDER BY position').all(orderId) as OrderItemRow[];
}

/** A resumed order takes the addresses, note and payment method of the repeated submit (WC_Checkout::create_order on a resumed order). */
export function updateOrderDetails(db: Db, id: number, o: Pick<NewOrder, 'billing' | 'shipping' | 'paymentMethod' | 'paymentMethodTitle' | 'customerNote' | 'customerId'>): OrderRow {
  db.prepare('UPDATE orders SET billing = ?, shipping = ?, payment_method = ?, payment_method_title = ?, customer_note = ?, customer_id = COALESCE(?, customer_id) WHERE id = ?')
    .run(JSON.stringify(o.billing), JSON.stringify(o.shipping), o.paymentMethod, o.paymentMethodTitle, o.customerNote, o.customerId, id);
  return getOrder(db, id)!;
}

export function setOrderStatus(db: Db, id: number, status: OrderStatus, transactionId?: string): void {
  db.prepare('UPDATE orders SET status = ?, transaction_id = COALESCE(?, transaction_id) WHERE id = ?').run(status, transactionId ?? null, id);
}

/** The order's payment method title, when the gateway's payment named its own (an express wallet's, say). */
export function setPaymentMethodTitle(db: Db, id: number, title: string): void {
  db.prepare('UPDATE orders SET payment_method_title = ? WHERE id = ?').run(title, id);
}

/** One meta value of an order, or undefined. */
export function orderMeta(order: Pick<OrderRow, 'meta'>, key: string): string | undefined {
  return (JSON.parse(order.meta || '{}') as Record<string, string | undefined>)[key];
}

export function ordersOfCustomer(db: Db, customerId: number): OrderRow[] {
  return db.prepare('SELECT * FROM orders WHERE customer_id = ? ORDER BY id DESC').all(customerId) as OrderRow[];
}

export const STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending payment', processing: 'Processing', 'on-hold': 'On hold', completed: 'Completed', cancelled: 'Cancelled', refunded: 'Refunded', failed: 'Failed',
};

export function orderReceivedUrl(o: Pick<OrderRow, 'id' | 'order_key'>): string {
  return `/shop/checkout/order-received/${o.id}/?key=${o.order_key}`;
}

export function orderPayUrl(o: Pick<OrderRow, 'id' | 'order_key'>): string {
  return `/shop/checkout/order-pay/${o.id}/?pay_for_order=true&key=${o.order_key}`;
}
