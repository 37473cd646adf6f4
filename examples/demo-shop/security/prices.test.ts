// @vitest-environment node
/**
 * Prices and totals come from the database, never from the request (issue 22, 'Server side'), over real HTTP on
 * a real SQLite shop: a classic checkout posted with every price, total and discount field a tampered form could
 * add makes the same order as an honest one; the Store API refuses such fields outright (rest_invalid_param), so
 * nothing is added or placed. (The buy-now frame's amount: payment-box/buy-now-http.test.ts, 'creates an intent at
 * the price the shop decides', 're-checks the amount' and 'stores no order for a paid intent at an amount the shop
 * would not charge'.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShop, type Shop } from '../app.ts';
import { ADA, inputValue, newShopper, productId, type Shopper } from '../testing/shopper.ts';

let shop: Shop;
beforeAll(async () => {
  shop = await createShop({ port: 0, products: 0, quiet: true, distDir: '/nonexistent' });
});
afterAll(async () => {
  await shop.close();
});

const ORDER = { ...ADA, billing_country: 'GB', payment_method: 'cod', 'terms-field': '1', terms: 'on' };
/** Fields a tampered checkout form could carry, each naming a price, total, discount or fee. */
const TAMPERED = {
  price: '0.01', _price: '0.01', regular_price: '0.01', line_total: '0.01', line_subtotal: '0.01', order_total: '0.01', total: '0.01',
  subtotal: '0.01', cart_total: '0.01', shipping_total: '0', discount_total: '999', tax_total: '0', amount: '0.01',
  'cart[0][price]': '0.01', 'cart[0][line_total]': '0.01', 'items[0][price]': '0.01', 'fee[name]': 'refund', 'fee[amount]': '-100',
};

type Stored = { total: number; subtotal: number; discount_total: number; shipping_total: number; items: { quantity: number; subtotal: number; total: number }[] };
function stored(orderId: number): Stored {
  const order = shop.db.prepare('SELECT total, subtotal, discount_total, shipping_total FROM orders WHERE id = ?').get(orderId) as Omit<Stored, 'items'>;
  const items = shop.db.prepare('SELECT quantity, subtotal, total FROM order_items WHERE order_id = ? ORDER BY rowid').all(orderId) as Stored['items'];
  return { ...order, items };
}

async function checkout(fields: Record<string, string>): Promise<number> {
  const s: Shopper = await newShopper(shop);
  await s.add(productId(shop, 'beanie'), 2);
  const html = await s.page('/shop/checkout/');
  const answer = JSON.parse((await s.ajax('checkout', { ...ORDER, ...fields, 'woocommerce-process-checkout-nonce': inputValue(html, 'woocommerce-process-checkout-nonce') })).body) as { result: string; order_id: number };
  expect(answer.result).toBe('success');
  return answer.order_id;
}

describe('prices and totals are decided by the server', () => {
  it('a classic checkout with price, total, discount and fee fields added makes the order an honest one makes, at the catalogue price', async () => {
    const honest = stored(await checkout({}));
    const tampered = stored(await checkout(TAMPERED));
    expect(tampered).toEqual(honest);
    const price = (shop.db.prepare("SELECT COALESCE(sale_price, regular_price) AS p FROM products WHERE slug = 'beanie'").get() as { p: number }).p;
    expect(honest.items).toEqual([{ quantity: 2, subtotal: 2 * price, total: 2 * price }]);
    expect(honest.total).toBe(honest.subtotal - honest.discount_total + honest.shipping_total);
  });

  it('the Store API refuses a price or total in what it is sent (rest_invalid_param), and adds or places nothing', async () => {
    const s = await newShopper(shop);
    const beanie = productId(shop, 'beanie');
    const added = await s.store('POST', 'cart/add-item', { id: beanie, quantity: 1, price: 1 });
    expect([added.status, added.json.code]).toEqual([400, 'rest_invalid_param']);
    expect((await s.store('GET', 'cart')).json.items).toEqual([]);
    await s.store('POST', 'cart/add-item', { id: beanie, quantity: 1 });
    const orders = (shop.db.prepare('SELECT COUNT(*) AS n FROM orders').get() as { n: number }).n;
    const address = { first_name: 'Ada', last_name: 'Lovelace', address_1: '12 Row', city: 'London', postcode: 'SW1A 1AA', country: 'GB', email: 'ada@example.com', phone: '020 7946 0000' };
    for (const extra of [{ totals: { total_price: '1' } }, { total: '0.01' }, { line_items: [{ id: beanie, price: 1 }] }]) {
      const placed = await s.store('POST', 'checkout', { billing_address: address, shipping_address: address, payment_method: 'cod', ...extra });
      expect([Object.keys(extra)[0], placed.status, placed.json.code]).toEqual([Object.keys(extra)[0], 400, 'rest_invalid_param']);
    }
    expect((shop.db.prepare('SELECT COUNT(*) AS n FROM orders').get() as { n: number }).n).toBe(orders);
  });
});
