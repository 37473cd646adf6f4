/**
 * Express checkout in the demo's model of WooCommerce's Checkout block (/shop/checkout-block/), in Chromium, with the
 * test-mode wallet sheet: dist/express-checkout-blocks.js (the classic pages' sources built with the page's React)
 * registers the Stripe Gateway's express methods with wc.wcBlocksRegistry, and the block shows the wallet button in
 * its express area. The cart paid, a shipping option changed (the total follows), a cancel (the cart and the block as
 * they were), a 3D Secure card (order-received, the block's order note), an unshippable address (its message in the
 * express area), a declined card (its message, the block idle, the same order paid next), a browser without a wallet (no
 * express area: canMakePayment asks the provider), and the Cart block's button paying the cart. Orders are checked in the shop's database: one per purchase, with the shipping chosen.
 * Run: npm run build && node --import tsx --test tests/e2e/express-checkout-blocks.test.ts
 */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { chooseInSheet, payBeltAtFlatRate, sheet, sheetTotal, WALLET_BUTTON } from './express-shopper.ts';
import { expectNoSeriousA11yViolations, useShop } from './harness.ts';

interface OrderRow { id: number; status: string; total: number; shipping_total: number; shipping_method: string | null; payment_method_title: string; customer_note: string }

const expressArea = (page: Page): Locator => page.locator('.wc-block-components-express-payment');

describe('express checkout in the Checkout block', () => {
  const h = useShop();
  const ids: Record<string, number> = {};
  before(() => {
    for (const slug of ['beanie', 'cap', 'belt']) ids[slug] = (h.shop.db.prepare('SELECT id FROM products WHERE slug = ?').get(slug) as { id: number }).id;
  });
  const orders = (): OrderRow[] => h.shop.db.prepare('SELECT * FROM orders ORDER BY id').all() as OrderRow[];
  const storeCart = (page: Page): Promise<{ items: { name: string; quantity: number }[]; shipping_address: Record<string, string>; totals: { total_price: string } }> =>
    page.evaluate(async () => (await fetch('/shop/wp-json/wc/store/v1/cart')).json());

  /** The products in the cart, then the Checkout block with the wallet button in its express area. */
  async function blockCheckout(...slugs: string[]): Promise<Page> {
    const page = await h.open(`/shop/?add-to-cart=${ids[slugs[0]!]}`);
    for (const slug of slugs.slice(1)) await page.goto(new URL(`/shop/?add-to-cart=${ids[slug]}`, h.url).href);
    await page.goto(new URL('/shop/checkout-block/', h.url).href);
    await page.locator('.wc-block-checkout__form').waitFor();
    await expressArea(page).getByRole('button', { name: WALLET_BUTTON }).waitFor();
    return page;
  }

  async function openSheet(page: Page): Promise<void> {
    const options = page.waitForResponse((r) => r.url().includes('wc-ajax=wc_stripe_get_shipping_options'));
    await expressArea(page).getByRole('button', { name: WALLET_BUTTON }).click();
    await sheet(page).waitFor();
    await options;
    await sheet(page).getByRole('radio', { name: /^(Flat rate|Free shipping)/ }).first().waitFor();
  }

  it("registers the gateway's express methods by its names and pays the cart: one order with its shipping, the cart emptied", async () => {
    const page = await blockCheckout('beanie', 'cap');
    const registered = await page.evaluate(() => {
      const methods = (window as unknown as { wc: { wcBlocksRegistry: { getExpressPaymentMethods(): Record<string, { name: string; title: string; paymentMethodId: string; gatewayId: string; supports: { features: string[] } }> } } }).wc.wcBlocksRegistry.getExpressPaymentMethods();
      return Object.values(methods).map((m) => [m.name, m.title, m.paymentMethodId, m.gatewayId, m.supports.features.includes('products')]);
    });
    assert.deepEqual(registered, [
      ['express_checkout_element_applePay', 'WooCommerce Stripe - Apple Pay', 'express_checkout_element', 'stripe', true],
      ['express_checkout_element_googlePay', 'WooCommerce Stripe - Google Pay', 'express_checkout_element', 'stripe', true],
    ]);
    // the test wallet is Google Pay: Apple Pay's canMakePayment asked the provider and was told no, so the express
    // area holds Google Pay's method alone (no hidden container of Apple Pay's)
    assert.equal(await expressArea(page).getByRole('button').count(), 1);
    assert.deepEqual(await expressArea(page).locator('[id^="express-payment-method-"]').evaluateAll((items) => items.map((item) => item.id)), ['express-payment-method-express_checkout_element_googlePay']);
    assert.equal(await page.locator('.wc-stripe-express-checkout-element--applePay').count(), 0);
    await expectNoSeriousA11yViolations(page, 'the Checkout block with the wallet button');
    const before = orders().length;
    await openSheet(page);
    // a beanie and a cap, at the flat rate
    assert.equal(await sheetTotal(page).innerText(), 'Total: £39.00');
    await expectNoSeriousA11yViolations(page, 'the Checkout block with the wallet sheet open');
    await sheet(page).getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(/\/checkout\/order-received\/\d+\//);
    await page.getByText('Order received').first().waitFor();
    assert.equal(orders().length, before + 1);
    const order = orders().at(-1)!;
    assert.deepEqual([order.status, order.total, order.shipping_total, order.payment_method_title], ['processing', 1800 + 1600 + 500, 500, 'Google Pay (Stripe)']);
    assert.deepEqual((await storeCart(page)).items, []);
  });

  it('shows no express area in a browser without a wallet: canMakePayment asks the provider, as upe-blocks.js does', async () => {
    const page = await h.open(`/shop/?add-to-cart=${ids.cap}`);
    await page.goto(new URL('/shop/checkout-block/?stripe_fail=nowallet', h.url).href);
    await page.locator('#wc-payment-method-options').waitFor();
    // every express method's canMakePayment has answered
    await page.waitForFunction(() => (window as unknown as { wp: { data: { select(store: string): { expressPaymentMethodsInitialized(): boolean } } } }).wp.data.select('wc/store/payment').expressPaymentMethodsInitialized());
    assert.equal(await expressArea(page).count(), 0, 'no express area');
    assert.equal(await page.locator('.wc-stripe-express-checkout-element').count(), 0, 'no hidden wallet container');
    await expectNoSeriousA11yViolations(page, 'the Checkout block without a wallet');
  });

  it('pays the cart from the Cart block: the button in its express area, one order with its shipping, the cart emptied', async () => {
    const page = await h.open(`/shop/?add-to-cart=${ids.belt}`);
    await page.goto(new URL('/shop/cart-block/', h.url).href);
    await expressArea(page).getByRole('button', { name: WALLET_BUTTON }).waitFor();
    await expectNoSeriousA11yViolations(page, 'the Cart block with the wallet button');
    await openSheet(page);
    await payBeltAtFlatRate(page, () => orders().length);
    const order = orders().at(-1)!;
    assert.deepEqual([order.status, order.total, order.shipping_total], ['processing', 6000, 500]);
    assert.deepEqual((await storeCart(page)).items, []);
  });

  it('changes the total when the shopper picks another shipping option, and stores the order with it', async () => {
    const page = await blockCheckout('belt');
    await openSheet(page);
    await payBeltAtFlatRate(page, () => orders().length);
    const order = orders().at(-1)!;
    assert.deepEqual([order.total, order.shipping_total, order.shipping_method], [6000, 500, 'Flat rate']);
  });

  it('cancelling leaves the cart and the block as they were: the address put back, the payment methods offered again, no order', async () => {
    const page = await blockCheckout('cap');
    const cartBefore = await storeCart(page);
    const ordersBefore = orders().length;
    const methods = page.locator('#wc-payment-method-options');
    await methods.waitFor();
    await openSheet(page);
    // onClick: the block hands the checkout to the wallet (its own payment methods step aside)
    await methods.waitFor({ state: 'detached' });
    await chooseInSheet(page, /^Aoife Byrne/, 'wc_stripe_get_shipping_options');
    const restored = page.waitForResponse((r) => r.url().includes('cart/update-customer'));
    await sheet(page).getByRole('button', { name: 'Cancel' }).click();
    await restored;
    // onClose: the block's own payment step is back
    await methods.waitFor();
    const cartAfter = await storeCart(page);
    assert.deepEqual(cartAfter.items.map((i) => [i.name, i.quantity]), [['Cap', 1]]);
    assert.deepEqual(cartAfter.shipping_address, cartBefore.shipping_address);
    assert.equal(cartAfter.totals.total_price, cartBefore.totals.total_price);
    assert.equal(orders().length, ordersBefore);
  });

  it('completes a 3D Secure card and lands on order-received, with the order note typed in the block', async () => {
    const page = await blockCheckout('beanie');
    await page.getByLabel('Add a note to your order').check();
    await page.getByLabel('Notes about your order').fill('Leave it with the neighbour');
    const before = orders().length;
    await openSheet(page);
    await sheet(page).getByRole('radio', { name: /3155/ }).check();
    await sheet(page).getByRole('button', { name: 'Pay' }).click();
    const challenge = page.getByRole('dialog', { name: '3D Secure 2 Test Page' });
    await challenge.waitFor();
    await challenge.getByRole('button', { name: 'Complete authentication' }).click();
    await page.waitForURL(/\/checkout\/order-received\/\d+\/\?key=/);
    await page.getByText('Order received').first().waitFor();
    assert.equal(orders().length, before + 1);
    const order = orders().at(-1)!;
    assert.deepEqual([order.status, order.total, order.shipping_total, order.customer_note], ['processing', 2300, 500, 'Leave it with the neighbour']);
  });

  it("tells a declined card in the block's express area, leaves the block idle, and pays the same order on the next try", async () => {
    const page = await blockCheckout('beanie');
    const before = orders().length;
    h.allowHttpError(400, /\/wc\/store\/v1\/checkout$/);
    await openSheet(page);
    await sheet(page).getByRole('radio', { name: /0002/ }).check();
    await sheet(page).getByRole('button', { name: 'Pay' }).click();
    await expressArea(page).getByText('There was an error processing the payment: The card was declined.').waitFor();
    // onError, then onClose: the block's own payment methods are offered again
    await page.locator('#wc-payment-method-options').waitFor();
    assert.deepEqual([orders().length, orders().at(-1)!.status], [before + 1, 'failed']);
    await expectNoSeriousA11yViolations(page, 'the Checkout block with the declined card message');
    await openSheet(page);
    await sheet(page).getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(/order-received/);
    assert.deepEqual([orders().length, orders().at(-1)!.status], [before + 1, 'processing'], 'the failed order paid, not a second one made');
  });

  it("shows that an address no zone ships to gets no shipping, in the block's express area, and places no order", async () => {
    const page = await blockCheckout('beanie');
    const before = orders().length;
    await openSheet(page);
    await chooseInSheet(page, /^Pat Frost/, 'wc_stripe_get_shipping_options');
    await sheet(page).getByRole('status').getByText('This address cannot be used. Choose another one.').waitFor();
    assert.equal(await sheet(page).getByRole('button', { name: 'Pay' }).isDisabled(), true);
    await sheet(page).getByRole('button', { name: 'Cancel' }).click();
    await expressArea(page).getByText('There are no shipping options available. Please ensure that your address has been entered correctly, or contact us if you need any help.').waitFor();
    await expectNoSeriousA11yViolations(page, 'the Checkout block with the no-shipping message');
    assert.equal(orders().length, before);
  });
});
