/**
 * The checkout enhancer on the demo's order-pay page, in Chromium: the payment methods as on the checkout
 * (one box open, the button's text), a double click pays once, reached from My account's orders after a
 * declined card (a second decline there shown as an alert that is still a list), and axe.
 * Run: npm run build && node --import tsx --test tests/e2e/order-pay.test.ts
 */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { expectNoSeriousA11yViolations, useShop } from './harness.ts';
import { GB_ADDRESS, openCheckout, productId, typeFields } from './checkout-shopper.ts';
import { CARDS, placeOrder, readyToPayByCard, typeCard } from './payments-shopper.ts';
import { DEMO_CUSTOMER } from '../../examples/demo-shop/db/seed.ts';

describe('checkout enhancer: order-pay page', () => {
  const h = useShop({ products: 0 });
  let beanie = 0;

  before(() => {
    beanie = productId(h.shop.db, 'woo-beanie');
  });

  /** A guest's order left waiting for payment, and its pay page opened in the guest's browser. */
  async function orderToPay(): Promise<{ page: Page; id: number }> {
    const page = await h.open('/shop/');
    await openCheckout(page, h.url, beanie);
    await typeFields(page, GB_ADDRESS);
    await page.getByLabel('Direct bank transfer').check();
    await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
    await Promise.all([page.waitForURL(/\/order-received\//), page.getByRole('button', { name: 'Place order' }).click()]);
    const order = h.shop.db.prepare('SELECT id, order_key FROM orders ORDER BY id DESC LIMIT 1').get() as { id: number; order_key: string };
    h.shop.db.prepare("UPDATE orders SET status = 'pending' WHERE id = ?").run(order.id);
    await page.goto(new URL(`/shop/checkout/order-pay/${order.id}/?pay_for_order=true&key=${order.order_key}`, h.url).href);
    // The order-pay page's part of the enhancer loads on demand; it has started once it took over the form's validation.
    await page.locator('form#order_review[novalidate]').waitFor({ state: 'attached' });
    return { page, id: order.id };
  }

  it('opens only the chosen method\'s box, slides to another, and pays once for a double click', async () => {
    const { page, id } = await orderToPay();
    const bacs = page.locator('.payment_box.payment_method_bacs');
    const cod = page.locator('.payment_box.payment_method_cod');
    assert.ok(await bacs.isVisible());
    assert.ok(await cod.isHidden());
    await page.getByLabel('Cash on delivery').check();
    await cod.waitFor();
    await bacs.waitFor({ state: 'hidden' });
    assert.equal(await page.locator('#place_order').textContent(), 'Pay for order');
    await page.getByRole('checkbox', { name: /I have read and agree/ }).check();

    const pays: string[] = [];
    page.on('request', (request) => request.method() === 'POST' && request.url().includes('/order-pay/') && pays.push(request.url()));
    await Promise.all([page.waitForURL(/\/order-received\//), page.getByRole('button', { name: 'Pay for order' }).dblclick()]);
    assert.equal(pays.length, 1);
    const order = h.shop.db.prepare('SELECT status, payment_method FROM orders WHERE id = ?').get(id) as { status: string; payment_method: string };
    assert.deepEqual(order, { status: 'processing', payment_method: 'cod' });
  });

  it("leads a customer from My account's orders to the order-pay page of an order the card failed to pay, and pays it there", async () => {
    const page = await h.open('/shop/my-account/');
    await page.fill('#username', DEMO_CUSTOMER.email);
    await page.fill('#password', DEMO_CUSTOMER.password);
    await Promise.all([page.waitForURL(/\/shop\/my-account\/$/), page.getByRole('button', { name: 'Log in' }).click()]);
    await readyToPayByCard(page, h.url, beanie, CARDS.declined);
    await placeOrder(page);
    await page.locator('.woocommerce-error').filter({ hasText: 'The card was declined.' }).waitFor();
    const failed = h.shop.db.prepare('SELECT id, number, status FROM orders ORDER BY id DESC LIMIT 1').get() as { id: number; number: string; status: string };
    assert.equal(failed.status, 'failed');

    await page.goto(new URL('/shop/my-account/orders/', h.url).href);
    const row = page.locator('.woocommerce-orders-table__row').filter({ has: page.getByRole('link', { name: `#${failed.number}` }) });
    assert.equal(await row.getByRole('cell').nth(1).textContent(), 'Failed');
    await Promise.all([page.waitForURL(new RegExp(`/order-pay/${failed.id}/`)), row.getByRole('link', { name: `Pay for order ${failed.number}` }).click()]);
    await page.locator('form#order_review[novalidate]').waitFor({ state: 'attached' });
    // Declined again there: the page comes back from the shop with WooCommerce's error list, an alert that is still a list.
    await page.getByLabel('Credit / Debit Card').check();
    await typeCard(page, CARDS.declined);
    await placeOrder(page);
    await page.getByRole('alert').filter({ hasText: 'The card was declined.' }).getByRole('listitem').waitFor();
    await expectNoSeriousA11yViolations(page, 'order-pay after a declined card');
    await page.getByLabel('Cash on delivery').check();
    await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
    await Promise.all([page.waitForURL(/\/order-received\//), page.getByRole('button', { name: 'Pay for order' }).click()]);
    assert.equal((h.shop.db.prepare('SELECT status FROM orders WHERE id = ?').get(failed.id) as { status: string }).status, 'processing');
    await page.goto(new URL('/shop/my-account/orders/', h.url).href);
    assert.equal(await page.getByRole('link', { name: /^Pay for order/ }).count(), 0, 'a paid order offers no Pay');
  });

  it('passes axe on the order-pay page', async () => {
    const { page } = await orderToPay();
    await expectNoSeriousA11yViolations(page, 'order-pay');
  });
});
