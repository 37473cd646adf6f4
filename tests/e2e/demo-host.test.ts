/**
 * The demo opened by another of its host names than the one it prints (issue 31 §2): `npm start` listens on every
 * address and names itself localhost, a shopper opens it at 127.0.0.1. A 3D Secure payment ends on the order-received
 * page of the host the shopper opened, saying the order was received; a Host header the shop does not own names nothing.
 */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { useShop } from './harness.ts';
import { CARDS, fillBilling, openCheckout, orderReceived, placeOrder, typeCard } from './payments-shopper.ts';

describe('demo: the host it was reached at', () => {
  const h = useShop({ host: '0.0.0.0' });
  let beanie = 0;
  before(() => {
    beanie = (h.shop.db.prepare("SELECT id FROM products WHERE sku = 'woo-beanie'").get() as { id: number }).id;
  });
  const status = (id: number) => (h.shop.db.prepare('SELECT status FROM orders WHERE id = ?').get(id) as { status: string }).status;

  for (const name of ['127.0.0.1', 'localhost']) {
    it(`opened at ${name}: 3D Secure passed, the order paid and the shopper told so on ${name}`, async () => {
      const base = `http://${name}:${new URL(h.url).port}`;
      const page = await h.open(`${base}/shop/`);
      await openCheckout(page, base, beanie);
      await page.getByLabel('Credit / Debit Card').check();
      await fillBilling(page);
      await typeCard(page, CARDS.threeDSecure);
      await placeOrder(page);
      await page.getByRole('dialog', { name: '3D Secure 2 Test Page' }).getByRole('button', { name: 'Complete authentication' }).click();
      const id = await orderReceived(page);
      assert.equal(new URL(page.url()).origin, base);
      await page.getByText('Thank you. Your order has been received.').waitFor();
      assert.equal(await page.getByText('There was a problem processing the payment').count(), 0);
      assert.equal(status(id), 'processing');
    });
  }

  it('a Host header the shop does not own: its pages name the configured origin, never that host', async () => {
    const answer = await h.shop.app.inject({ method: 'GET', url: '/shop/checkout/', headers: { host: `evil.example:${new URL(h.url).port}` } });
    assert.doesNotMatch(answer.body, /evil\.example/);
    assert.match(answer.body, new RegExp(`localhost:${new URL(h.url).port}`));
  });
});
