// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/open.ts';
import { idOf, memoryShop, newSession } from '../testing/db.ts';
import { addToCart, applyCoupon, loadCart } from './cart.ts';
import { processCheckout, type CheckoutOutcome, type CheckoutShop } from './checkout.ts';
import { BACS, COD, createGatewayRegistry, type Gateway } from './gateways.ts';
import { messageText } from './message.ts';
import { readSessionData, type Session } from './sessions.ts';
import { reduceStock } from './stock.ts';

const NOW = Date.parse('2026-06-01T12:00:00Z');
const LATER: Gateway = { id: 'later', title: 'Pay later', description: 'Pending until paid.', process: () => ({ status: 'pending' }) };
const ADA = {
  billing_first_name: 'Ada', billing_last_name: 'Lovelace', billing_country: 'GB', billing_address_1: '12 Analytical Row', billing_city: 'London',
  billing_postcode: 'SW1A 1AA', billing_phone: '020 7946 0000', billing_email: 'ada@example.com', payment_method: 'cod', 'terms-field': '1', terms: 'on',
};

function setup(): { shop: CheckoutShop; db: Db; guest: (id: string) => Session } {
  const db = memoryShop();
  const gateways = createGatewayRegistry();
  [BACS, COD, LATER].forEach((g) => gateways.register(g));
  return { shop: { db, gateways, now: () => NOW }, db, guest: (id) => ({ id: newSession(db, id), customerId: null }) };
}

const texts = (o: CheckoutOutcome): string[] => (o.result === 'failure' ? o.notices.map((n) => messageText(n.message)) : []);
const count = (db: Db, sql: string): number => (db.prepare(sql).get() as { n: number }).n;

describe('placing an order', () => {
  it('stores the order and its items, takes stock and coupon uses, empties the cart, in one go', () => {
    const { shop, db, guest } = setup();
    const s = guest('s1');
    const beanie = idOf(db, 'beanie');
    db.prepare('UPDATE products SET stock_quantity = 3 WHERE id = ?').run(beanie);
    addToCart(db, s.id, beanie, 2);
    applyCoupon(db, s.id, 'once', 'classic', NOW);
    const outcome = processCheckout(shop, s, { ...ADA, order_comments: 'Ring twice' });
    expect(outcome).toMatchObject({ result: 'success', redirect: expect.stringMatching(/^\/shop\/checkout\/order-received\/\d+\/\?key=wc_order_/) });
    if (outcome.result !== 'success') return;
    expect(outcome.order).toMatchObject({ status: 'processing', currency: 'GBP', payment_method: 'cod', customer_note: 'Ring twice', total: 3600 - 300 + 500 });
    expect(JSON.parse(outcome.order.billing)).toMatchObject({ first_name: 'Ada', postcode: 'SW1A 1AA', email: 'ada@example.com' });
    expect(JSON.parse(outcome.order.shipping)).toMatchObject({ first_name: 'Ada', city: 'London' });
    expect(db.prepare('SELECT name, quantity FROM order_items WHERE order_id = ?').all(outcome.order.id)).toEqual([{ name: 'Beanie', quantity: 2 }]);
    expect(db.prepare('SELECT stock_quantity, stock_status FROM products WHERE id = ?').get(beanie)).toEqual({ stock_quantity: 1, stock_status: 'instock' });
    expect(count(db, "SELECT usage_count AS n FROM coupons WHERE code = 'once'")).toBe(1);
    expect(loadCart(db, s.id).lines).toEqual([]);
    expect(readSessionData(db, s.id)).toMatchObject({ billing: { country: 'GB', postcode: 'SW1A 1AA' }, chosenPaymentMethod: 'cod' });
  });

  it('says the session expired when the cart is empty, and names an unknown payment method', () => {
    const { shop, db, guest } = setup();
    expect(texts(processCheckout(shop, guest('s1'), ADA))).toEqual(['Sorry, your session has expired. Return to shop']);
    const s = guest('s2');
    addToCart(db, s.id, idOf(db, 'beanie'), 1);
    expect(texts(processCheckout(shop, s, { ...ADA, payment_method: 'cheque' }))).toEqual(['Invalid payment method.']);
  });

  it('makes nothing for “Update totals” (the no-JavaScript button), even with a valid form', () => {
    const { shop, db, guest } = setup();
    const s = guest('s1');
    addToCart(db, s.id, idOf(db, 'beanie'), 1);
    expect(processCheckout(shop, s, { ...ADA, woocommerce_checkout_update_totals: 'Update totals' })).toMatchObject({ result: 'failure', notices: [] });
    expect(count(db, 'SELECT COUNT(*) AS n FROM orders')).toBe(0);
  });
});

describe('one order per cart', () => {
  it('answers a repeated Idempotency-Key with the first order', () => {
    const { shop, db, guest } = setup();
    const s = guest('s1');
    addToCart(db, s.id, idOf(db, 'beanie'), 1);
    const first = processCheckout(shop, s, ADA, { idempotencyKey: 'b3f6c1d2-0000-4000-8000-000000000001' });
    const again = processCheckout(shop, s, ADA, { idempotencyKey: 'b3f6c1d2-0000-4000-8000-000000000001' });
    expect(first.result).toBe('success');
    expect(again).toEqual(first);
    expect(count(db, 'SELECT COUNT(*) AS n FROM orders')).toBe(1);
    // Another shopper's key is their own.
    const other = guest('s2');
    addToCart(db, other.id, idOf(db, 'beanie'), 1);
    expect(processCheckout(shop, other, ADA, { idempotencyKey: 'b3f6c1d2-0000-4000-8000-000000000001' }).result).toBe('success');
    expect(count(db, 'SELECT COUNT(*) AS n FROM orders')).toBe(2);
  });

  it('without a key, a second submit of the same cart finds it emptied, as in WooCommerce', () => {
    const { shop, db, guest } = setup();
    const s = guest('s1');
    addToCart(db, s.id, idOf(db, 'beanie'), 1);
    expect(processCheckout(shop, s, ADA).result).toBe('success');
    expect(texts(processCheckout(shop, s, ADA))).toEqual(['Sorry, your session has expired. Return to shop']);
    expect(count(db, 'SELECT COUNT(*) AS n FROM orders')).toBe(1);
  });

  it('resumes the order of a cart still waiting for payment instead of making another', () => {
    const { shop, db, guest } = setup();
    const s = guest('s1');
    const beanie = idOf(db, 'beanie');
    db.prepare('UPDATE products SET stock_quantity = 5 WHERE id = ?').run(beanie);
    addToCart(db, s.id, beanie, 1);
    const first = processCheckout(shop, s, { ...ADA, payment_method: 'later' });
    expect(first).toMatchObject({ result: 'success', redirect: expect.stringContaining('/order-pay/') });
    const second = processCheckout(shop, s, { ...ADA, payment_method: 'later', billing_first_name: 'Augusta' });
    expect(second.result === 'success' && first.result === 'success' && second.order.id === first.order.id).toBe(true);
    expect(second.result === 'success' ? JSON.parse(second.order.billing).first_name : '').toBe('Augusta');
    expect(count(db, 'SELECT COUNT(*) AS n FROM orders')).toBe(1);
    expect(db.prepare('SELECT stock_quantity FROM products WHERE id = ?').get(beanie)).toEqual({ stock_quantity: 4 });
    // A changed cart is a new order.
    addToCart(db, s.id, beanie, 1);
    const third = processCheckout(shop, s, { ...ADA, payment_method: 'later' });
    expect(third.result === 'success' && first.result === 'success' && third.order.id !== first.order.id).toBe(true);
  });
});

describe('never oversold', () => {
  it('sells the last item once: the second shopper is told, and stock never goes below zero', () => {
    const { shop, db, guest } = setup();
    const beanie = idOf(db, 'beanie');
    db.prepare('UPDATE products SET stock_quantity = 1 WHERE id = ?').run(beanie);
    const first = guest('s1');
    const second = guest('s2');
    addToCart(db, first.id, beanie, 1);
    addToCart(db, second.id, beanie, 1);
    expect(processCheckout(shop, first, ADA).result).toBe('success');
    expect(texts(processCheckout(shop, second, ADA))).toEqual(['Sorry, "Beanie" is not in stock. Please edit your basket and try again. We apologise for any inconvenience caused.']);
    expect(db.prepare('SELECT stock_quantity, stock_status FROM products WHERE id = ?').get(beanie)).toEqual({ stock_quantity: 0, stock_status: 'outofstock' });
    expect(count(db, 'SELECT COUNT(*) AS n FROM orders')).toBe(1);
  });

  it('says how many are left when the cart wants more', () => {
    const { shop, db, guest } = setup();
    const beanie = idOf(db, 'beanie');
    db.prepare('UPDATE products SET stock_quantity = 5 WHERE id = ?').run(beanie);
    const s = guest('s1');
    addToCart(db, s.id, beanie, 4);
    db.prepare('UPDATE products SET stock_quantity = 2 WHERE id = ?').run(beanie);
    expect(texts(processCheckout(shop, s, ADA))).toEqual(['Sorry, we do not have enough "Beanie" in stock to fulfil your order (2 available). We apologise for any inconvenience caused.']);
  });

  it('takes nothing when one product of the cart is short (the order’s transaction rolls back)', () => {
    const { db, guest } = setup();
    const [beanie, belt] = [idOf(db, 'beanie'), idOf(db, 'belt')];
    db.prepare('UPDATE products SET stock_quantity = 5 WHERE id IN (?, ?)').run(beanie, belt);
    const s = guest('s1');
    addToCart(db, s.id, beanie, 2);
    addToCart(db, s.id, belt, 3);
    const cart = loadCart(db, s.id);
    db.prepare('UPDATE products SET stock_quantity = 1 WHERE id = ?').run(belt);
    expect(() => db.transaction(() => { if (!reduceStock(db, cart)) throw new Error('short'); })()).toThrow('short');
    expect(db.prepare('SELECT id, stock_quantity FROM products WHERE id IN (?, ?) ORDER BY id').all(beanie, belt)).toEqual([{ id: beanie, stock_quantity: 5 }, { id: belt, stock_quantity: 1 }]);
  });

  it('lets a limited coupon be used once: the second order is refused and the coupon removed', () => {
    const { shop, db, guest } = setup();
    const [first, second] = [guest('s1'), guest('s2')];
    for (const s of [first, second]) {
      addToCart(db, s.id, idOf(db, 'beanie'), 1);
      expect(applyCoupon(db, s.id, 'once', 'classic', NOW).ok).toBe(true);
    }
    expect(processCheckout(shop, first, ADA).result).toBe('success');
    expect(texts(processCheckout(shop, second, ADA))).toEqual(['Sorry, it seems the coupon "once" is invalid - it has now been removed from your order.']);
    expect(loadCart(db, second.id).coupons).toEqual([]);
    expect(processCheckout(shop, second, ADA).result).toBe('success');
    expect(db.prepare("SELECT usage_count FROM coupons WHERE code = 'once'").get()).toEqual({ usage_count: 1 });
  });
});

describe('creating an account at checkout', () => {
  it('creates the customer with the billing details and logs the session in', () => {
    const { shop, db, guest } = setup();
    const s = guest('s1');
    addToCart(db, s.id, idOf(db, 'beanie'), 1);
    const outcome = processCheckout(shop, s, { ...ADA, billing_email: 'grace@example.com', createaccount: '1', account_password: 'correct horse' });
    expect(outcome.result).toBe('success');
    const customer = db.prepare("SELECT id, first_name, last_name, billing FROM customers WHERE email = 'grace@example.com'").get() as { id: number; first_name: string; last_name: string; billing: string };
    expect([customer.first_name, customer.last_name, JSON.parse(customer.billing).postcode]).toEqual(['Ada', 'Lovelace', 'SW1A 1AA']);
    expect(db.prepare('SELECT customer_id FROM sessions WHERE id = ?').get(s.id)).toEqual({ customer_id: customer.id });
    expect(outcome.result === 'success' ? outcome.order.customer_id : null).toBe(customer.id);
  });

  it("refuses a registered email with WooCommerce's message and link, and keeps nothing of the attempt", () => {
    const { shop, db, guest } = setup();
    const s = guest('s1');
    const beanie = idOf(db, 'beanie');
    db.prepare('UPDATE products SET stock_quantity = 5 WHERE id = ?').run(beanie);
    addToCart(db, s.id, beanie, 1);
    const outcome = processCheckout(shop, s, { ...ADA, billing_email: 'customer@example.com', createaccount: '1', account_password: 'x' });
    expect(outcome).toEqual({
      result: 'failure', reload: false, refresh: false,
      notices: [{ message: ['An account is already registered with your email address. ', { href: '#', text: 'Please log in.', className: 'showlogin' }] }],
    });
    expect(count(db, 'SELECT COUNT(*) AS n FROM orders')).toBe(0);
    expect(count(db, 'SELECT COUNT(*) AS n FROM customers')).toBe(1);
    expect(db.prepare('SELECT stock_quantity FROM products WHERE id = ?').get(beanie)).toEqual({ stock_quantity: 5 });
    expect(loadCart(db, s.id).lines).toHaveLength(1);
  });
});
