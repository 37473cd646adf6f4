/**
 * Orders on the real store's classic checkout with Shop Islands replacing what it replaces. The checkout
 * itself is still WooCommerce's checkout.js until the checkout widget lands; its journeys (issue 13)
 * belong in this file.
 */
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { useStoreBrowser } from '../harness/browser.ts';
import { info, latestOrderId, ordersAfter, useProfile } from '../harness/store.ts';

const PRODUCT = info.products.hoodie_with_zipper?.url ?? '';
const CHECKOUT = new URL(info.urls.checkout ?? '').pathname;

describe("checkout with 'Replace legacy scripts' ticked", () => {
  const browser = useStoreBrowser();
  before(() => useProfile('shop-islands'));

  test('a cash-on-delivery order completes and is stored', async () => {
    const before = await latestOrderId();
    const visit = await browser.open(PRODUCT);
    await visit.page.getByRole('button', { name: 'Add to cart', exact: true }).click();
    await visit.page.locator('.woocommerce-message').waitFor();

    await visit.page.goto(new URL(CHECKOUT, visit.page.url()).href);
    const form = visit.page.locator('form.checkout');
    for (const [label, value] of [
      ['First name', 'Ada'],
      ['Last name', 'Lovelace'],
      ['Street address', '12 St James Square'],
      ['Town / City', 'London'],
      ['Postcode', 'SW1Y 4JH'],
      ['Phone', '02079460000'],
      ['Email address', 'ada@example.com'],
    ] as const) {
      await form.getByLabel(label, { exact: false }).first().fill(value);
    }
    await visit.page.locator('#payment_method_cod').check();
    await Promise.all([visit.page.waitForURL(/\/checkout\/order-received\/\d+\//), visit.page.locator('#place_order').click()]);
    await visit.page.getByText('Thank you. Your order has been received.').waitFor();

    const orders = await ordersAfter(before);
    assert.equal(orders.length, 1);
    assert.deepEqual(
      { payment: orders[0]?.payment_method, status: orders[0]?.status, email: orders[0]?.email, items: orders[0]?.items },
      { payment: 'cod', status: 'processing', email: 'ada@example.com', items: [{ name: 'Hoodie with Zipper', quantity: 1 }] },
    );
  });
});
