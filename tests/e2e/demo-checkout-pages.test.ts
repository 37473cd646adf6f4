/**
 * The demo's checkout pages in a real browser, before any script of ours: the no-JavaScript path places
 * an order through WooCommerce's own form (as a shopper without scripts would) and shows the server's
 * errors by field; the cart with its shipping calculator has no serious or critical accessibility violation.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { expectNoSeriousA11yViolations, useShop } from './harness.ts';

describe('demo checkout pages', () => {
  const h = useShop({ products: 0 });

  it('without JavaScript, places an order through the checkout form and shows it', async () => {
    const page = await h.open('/shop/product/beanie/', { javaScriptEnabled: false });
    await Promise.all([page.waitForURL(/\/shop\/cart\/$/), page.getByRole('button', { name: /add to (cart|basket)/i }).first().click()]);
    await page.goto(new URL('/shop/checkout/', h.url).href);
    // Without the checkout's script the shipping address and account fields stay open, as in WooCommerce.
    assert.ok(await page.locator('#shipping_first_name').isVisible());
    await page.getByLabel('First name').first().fill('Ada');
    await page.getByLabel('Last name').first().fill('Lovelace');
    await page.locator('#billing_address_1').fill('12 Analytical Row');
    await page.locator('#billing_city').fill('London');
    await page.locator('#billing_postcode').fill('sw1a1aa');
    await page.locator('#billing_phone').fill('020 7946 0000');
    await page.locator('#billing_email').fill('ada@example.com');
    await page.getByLabel('Cash on delivery').check();
    await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
    await Promise.all([page.waitForURL(/\/order-received\/\d+\/\?key=/), page.getByRole('button', { name: 'Place order' }).click()]);
    assert.match(await page.locator('.woocommerce-order').innerText(), /Thank you\. Your order has been received\./);
    const id = Number(/order-received\/(\d+)\//.exec(page.url())![1]);
    const order = h.shop.db.prepare('SELECT status, payment_method, billing FROM orders WHERE id = ?').get(id) as { status: string; payment_method: string; billing: string };
    assert.deepEqual([order.status, order.payment_method, JSON.parse(order.billing).postcode], ['processing', 'cod', 'SW1A 1AA']);
  });

  it('the cart with its shipping calculator passes axe', async () => {
    const page = await h.open('/shop/product/beanie/');
    await Promise.all([page.waitForURL(/\/shop\/cart\/$/), page.getByRole('button', { name: /add to (cart|basket)/i }).first().click()]);
    assert.ok(await page.getByRole('button', { name: 'Calculate shipping' }).isVisible());
    await expectNoSeriousA11yViolations(page, 'cart with an item and the shipping calculator');
  });

  it('without JavaScript, shows the server’s errors by field and keeps what was typed', async () => {
    const page = await h.open('/shop/product/beanie/', { javaScriptEnabled: false });
    await Promise.all([page.waitForURL(/\/shop\/cart\/$/), page.getByRole('button', { name: /add to (cart|basket)/i }).first().click()]);
    await page.goto(new URL('/shop/checkout/', h.url).href);
    await page.locator('#billing_first_name').fill('Ada');
    await page.locator('#billing_country').selectOption('IE');
    await Promise.all([page.waitForURL(/\/shop\/checkout\/$/), page.getByRole('button', { name: 'Place order' }).click()]);
    const errors = page.locator('ul.woocommerce-error');
    assert.match(await errors.innerText(), /Billing Eircode is a required field\./);
    assert.equal(await page.locator('li[data-id="billing_last_name"]').count(), 1);
    assert.equal(await page.locator('#billing_first_name').inputValue(), 'Ada');
    assert.match(await page.locator('#billing_postcode_field label').innerText(), /^Eircode\s\*$/);
  });
});
