/**
 * Smoke journey over every demo route: each answers 200 with WooCommerce's markup, logs no console
 * error, and axe-core finds no serious or critical violation. The order pages come from a real order
 * placed through the classic checkout form.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { placeClassicOrder } from './classic-checkout.ts';
import { expectNoSeriousA11yViolations, useShop } from './harness.ts';

describe('demo shop: every route', () => {
  const h = useShop();

  async function visit(path: string, marker: string): Promise<Page> {
    const page = await h.open(path);
    assert.equal(h.statusOf(page), 200, `${path} answers 200`);
    assert.ok((await page.locator(marker).count()) > 0, `${path} renders ${marker}`);
    await expectNoSeriousA11yViolations(page, path);
    return page;
  }

  const routes: [string, string][] = [
    ['/', '.si-featured-slider'],
    ['/shop/', 'ul.products li.product a.woocommerce-LoopProduct-link'],
    ['/shop/product-category/clothing/', 'ul.products li.product'],
    ['/shop/product/hoodie/', '.woocommerce-product-gallery'],
    ['/shop/product/hoodie/', 'form.variations_form[data-product_variations]'],
    ['/shop/cart/', '.woocommerce'],
    ['/shop/my-account/', 'form.woocommerce-form-login'],
    ['/shop/my-account/payment-methods/', '.woocommerce'],
    ['/shop/my-account/add-payment-method/', '.woocommerce'],
    ['/?s=hoodie&post_type=product', 'ul.products li.product'],
    ['/blog/', 'article'],
    ['/blog/caring-for-merino/', 'article'],
  ];
  for (const [path, marker] of routes) {
    it(`${path} shows ${marker}`, async () => {
      await visit(path, marker);
    });
  }

  for (const path of ['/', '/shop/', '/shop/product/hoodie/', '/shop/cart/', '/shop/my-account/', '/blog/caring-for-merino/']) {
    it(`${path} at 375 px wide (phone) has no serious accessibility violation`, async () => {
      const page = await h.open(path, { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
      assert.equal(h.statusOf(page), 200);
      await expectNoSeriousA11yViolations(page, `${path} @375px`);
    });
  }

  it('without JavaScript, a phone still sees the navigation links and the search field', async () => {
    const page = await h.open('/shop/', { viewport: { width: 375, height: 740 }, javaScriptEnabled: false });
    const nav = page.getByRole('navigation', { name: 'Primary Navigation' });
    for (const name of ['Home', 'Shop', 'Blog', 'My account']) assert.ok(await nav.getByRole('link', { name, exact: true }).isVisible(), `${name} link visible`);
    assert.ok(await page.getByRole('searchbox').first().isVisible());
  });

  it('places an order through the classic checkout, then shows the order-received and order-pay pages', async () => {
    const page = await h.open('/shop/product/beanie/');
    await Promise.all([page.waitForURL(/\/shop\/cart\/$/), page.getByRole('button', { name: /add to (cart|basket)/i }).first().click()]);
    assert.equal(await page.locator('.woocommerce-cart-form .cart_item .product-name').innerText(), 'Beanie');

    await page.goto(new URL('/shop/checkout/', h.url).href);
    assert.ok(await page.locator('form.checkout.woocommerce-checkout').isVisible());
    await expectNoSeriousA11yViolations(page, '/shop/checkout/');
    await placeClassicOrder(page);

    assert.match(await page.locator('.woocommerce-order').innerText(), /Thank you\. Your order has been received\./);
    await expectNoSeriousA11yViolations(page, 'order-received');

    const order = h.shop.db.prepare("SELECT id, order_key, status FROM orders WHERE billing LIKE '%ada@example.com%'").get() as {
      id: number;
      order_key: string;
      status: string;
    };
    assert.ok(order, 'the order is stored');
    const items = h.shop.db.prepare('SELECT name FROM order_items WHERE order_id = ?').all(order.id) as { name: string }[];
    assert.deepEqual(items.map((i) => i.name), ['Beanie']);

    // A shop owner sends the customer a payment link for a pending order.
    h.shop.db.prepare("UPDATE orders SET status = 'pending' WHERE id = ?").run(order.id);
    const pay = await page.goto(new URL(`/shop/checkout/order-pay/${order.id}/?pay_for_order=true&key=${order.order_key}`, h.url).href);
    assert.equal(pay?.status(), 200);
    assert.ok(await page.locator('form#order_review').isVisible());
    await expectNoSeriousA11yViolations(page, 'order-pay');
  });
});
