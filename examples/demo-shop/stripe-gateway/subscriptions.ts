/**
 * Subscriptions, as far as the payments need them (WooCommerce Subscriptions' model): some products are sold
 * as subscriptions (subscription_products); a paid order for one starts a subscription, paid with the method
 * saved at checkout; the customer may change that method (the change-payment page) later.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/open.ts';
import type { Cart } from '../domain/cart.ts';
import { getOrderItems, type OrderRow } from '../domain/orders.ts';

export interface SubscriptionRow {
  readonly id: number;
  readonly customer_id: number;
  readonly status: string;
  readonly product_id: number;
  readonly payment_token_id: number | null;
  readonly next_payment: string | null;
  readonly order_key: string;
  readonly parent_order_id: number | null;
  readonly total: number;
  readonly currency: string;
}

export function isSubscriptionProduct(db: Db, productId: number): boolean {
  return db.prepare('SELECT 1 FROM subscription_products s JOIN products p ON p.sku = s.sku WHERE p.id = ?').get(productId) !== undefined;
}

export function cartContainsSubscription(db: Db, cart: Cart): boolean {
  return cart.lines.some((line) => isSubscriptionProduct(db, line.product.id));
}

/**
 * WooCommerce Subscriptions offers a cart with a subscription only the gateways that can pay it again later:
 * the Stripe methods that cannot be saved are left out.
 */
export function offeredForCart<G extends { upeType?: string; form?: string }>(db: Db, gateways: G[], cart: Cart, reusable: (type: string) => boolean): G[] {
  if (!cartContainsSubscription(db, cart)) return gateways;
  return gateways.filter((g) => g.form !== 'stripe-upe' || reusable(g.upeType ?? 'card'));
}

export function orderContainsSubscription(db: Db, orderId: number): boolean {
  return getOrderItems(db, orderId).some((item) => isSubscriptionProduct(db, item.product_id));
}

/** A paid order's subscriptions, one per subscription product, paid next month with `tokenId`. */
export function startSubscriptions(db: Db, order: OrderRow, tokenId: number | null, now: number): void {
  if (order.customer_id === null) return;
  const next = new Date(now);
  next.setUTCMonth(next.getUTCMonth() + 1);
  for (const item of getOrderItems(db, order.id)) {
    if (!isSubscriptionProduct(db, item.product_id)) continue;
    if (db.prepare('SELECT 1 FROM subscriptions WHERE parent_order_id = ? AND product_id = ?').get(order.id, item.product_id)) continue;
    db.prepare('INSERT INTO subscriptions (customer_id, status, product_id, payment_token_id, next_payment, order_key, parent_order_id, total, currency) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)')
      .run(order.customer_id, 'active', item.product_id, tokenId, next.toISOString().slice(0, 10), `wc_order_${randomBytes(7).toString('base64url')}`, order.id, item.total, order.currency);
  }
}

export function subscriptionsOf(db: Db, customerId: number | null): SubscriptionRow[] {
  if (customerId === null) return [];
  return db.prepare('SELECT * FROM subscriptions WHERE customer_id = ? ORDER BY id').all(customerId) as SubscriptionRow[];
}

export function subscriptionOf(db: Db, id: number): SubscriptionRow | undefined {
  return db.prepare('SELECT * FROM subscriptions WHERE id = ?').get(id) as SubscriptionRow | undefined;
}

export function setSubscriptionToken(db: Db, id: number, tokenId: number): void {
  db.prepare('UPDATE subscriptions SET payment_token_id = ? WHERE id = ?').run(tokenId, id);
}

/** 'Update the payment method for all of my current subscriptions': every active one of the customer. */
export function setAllSubscriptionsToken(db: Db, customerId: number, tokenId: number): void {
  db.prepare("UPDATE subscriptions SET payment_token_id = ? WHERE customer_id = ? AND status = 'active'").run(tokenId, customerId);
}
