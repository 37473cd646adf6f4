/**
 * The demo's model of WooCommerce's Checkout block (/shop/checkout-block/) in Chromium: orders placed through the
 * Store API with its offline methods, a coupon and a shipping-rate change, and a test-only payment method
 * (fixtures/blocks-payment-method.tsx, built as a widget's blocks entry: the page's React, no copy of its own)
 * served in place of WooCommerce's cash on delivery script, as Shop Islands replaces a gateway's script. It sees
 * Blocks' props, its onPaymentSetup data reaches /checkout as payment_data, its error shows in the payments area,
 * and its onCheckoutSuccess observer gets the server's payment details. tests/real-store/journeys/block-checkout
 * runs the same method in WooCommerce 10.9.1's own Checkout block.
 */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { BrowserContext, Page } from 'playwright-core';
import { CHEQUE } from '../../examples/demo-shop/domain/gateways.ts';
import {
  blockCheckoutReady,
  blockTotalsSettled,
  choosePaymentMethod,
  fillBlockAddress,
  paymentDataOf,
  placeBlockOrder,
  readyToPayWithTestMethod,
  recordTestMethodEvents,
} from './block-checkout-shopper.ts';
import { buildBlocksScript } from './fixtures/build-page-script.ts';
import { COD_SCRIPT_PATH, DECLINE, DECLINED_MESSAGE, PAYMENT_METHOD_PROPS } from './fixtures/blocks-payment-method-texts.ts';
import { expectNoSeriousA11yViolations, useShop } from './harness.ts';

interface OrderRow { id: number; status: string; payment_method: string; total: number; coupons: string; shipping_method: string | null; customer_note: string }

describe('block checkout (the demo\'s model of WooCommerce\'s Checkout block)', () => {
  const h = useShop();
  let fixture = { code: '', dependencies: [] as string[] };
  let beanie = 0;
  const orders = (): OrderRow[] => h.shop.db.prepare('SELECT id, status, payment_method, total, coupons, shipping_method, customer_note FROM orders ORDER BY id').all() as OrderRow[];

  before(async () => {
    h.shop.context.gateways.register(CHEQUE);
    fixture = await buildBlocksScript('blocks-payment-method.tsx');
    beanie = (h.shop.db.prepare("SELECT id FROM products WHERE sku = 'woo-beanie'").get() as { id: number }).id;
  });

  /** A visitor with a beanie in the cart, on the block checkout; with `testMethod`, WooCommerce's COD script is the test method. */
  async function openBlockCheckout(testMethod: boolean, contextOptions?: Parameters<typeof h.newContext>[0]): Promise<{ page: Page; context: BrowserContext; events: { event: string; data: unknown }[] }> {
    const context = await h.newContext(contextOptions);
    const events = await recordTestMethodEvents(context);
    if (testMethod) await context.route(`**/shop${COD_SCRIPT_PATH}`, (route) => route.fulfill({ contentType: 'text/javascript', body: fixture.code }));
    const page = await context.newPage();
    await page.goto(new URL(`/shop/?add-to-cart=${beanie}`, h.url).href);
    await page.goto(new URL('/shop/checkout-block/', h.url).href);
    await blockCheckoutReady(page);
    return { page, context, events };
  }

  it('builds the test method with the page\'s React: it needs wp-element and the JSX runtime, and bundles neither React nor preact', () => {
    assert.deepEqual(fixture.dependencies, ['react-jsx-runtime', 'wc-blocks-registry', 'wc-settings', 'wp-element']);
    assert.doesNotMatch(fixture.code, /react\.transitional\.element|__REACT_DEVTOOLS|preact/i);
  });

  it('places a cash on delivery order with the test method: its onPaymentSetup data is posted as payment_data, onCheckoutSuccess gets the payment details', async () => {
    const { page, events } = await openBlockCheckout(true);
    await expectNoSeriousA11yViolations(page, 'block checkout');
    await readyToPayWithTestMethod(page, 'REF-42');
    // billing.cartTotal and currency.minorUnit: the beanie and flat-rate shipping.
    await page.getByText('Amount due: £23.00 (GBP)').waitFor();
    await expectNoSeriousA11yViolations(page, 'block checkout with the test method chosen');
    const before = orders().length;

    const placed = await placeBlockOrder(page);

    assert.ok(placed.request.headers().nonce, 'the order is posted with the Store API nonce');
    assert.equal(placed.body.payment_method, 'cod');
    assert.deepEqual(paymentDataOf(placed), { si_e2e_reference: 'REF-42', si_e2e_amount: '2300', 'wc-cod-new-payment-method': false });
    const stored = orders().slice(before);
    assert.equal(stored.length, 1, 'one order');
    assert.deepEqual([stored[0]!.payment_method, stored[0]!.status, stored[0]!.total], ['cod', 'processing', 2300]);
    await page.getByText('Thank you. Your order has been received.').waitFor();

    // Blocks' props, key for key (the same list the real store's journey holds WooCommerce's Checkout block to).
    assert.deepEqual(events.find((e) => e.event === 'props')?.data, PAYMENT_METHOD_PROPS);
    const flow = events.filter((e) => e.event !== 'props');
    assert.deepEqual(flow.map((e) => e.event), ['payment-setup', 'checkout-success']);
    assert.deepEqual(flow[0]!.data, { reference: 'REF-42', cartTotal: { label: 'Total', value: 2300 }, minorUnit: 2 });
    const success = flow[1]!.data as { redirectUrl: string; orderId: number; processingResponse: { paymentStatus: string; paymentDetails: Record<string, string>; redirectUrl: string } };
    assert.equal(success.processingResponse.paymentStatus, 'success');
    assert.match(success.redirectUrl, new RegExp(`/order-received/${stored[0]!.id}/\\?key=wc_order_`));
    assert.deepEqual(success.processingResponse.paymentDetails, { result: 'success', redirect: success.redirectUrl });
    assert.equal(new URL(page.url()).pathname + new URL(page.url()).search, success.redirectUrl);
  });

  it('shows an onPaymentSetup error in the payments area, sends no order, and lets the shopper try again', async () => {
    const { page, events } = await openBlockCheckout(true);
    await readyToPayWithTestMethod(page, DECLINE);
    const posted: string[] = [];
    page.on('request', (request) => {
      if (/\/wc\/store\/v1\/checkout/.test(request.url())) posted.push(request.url());
    });
    const before = orders().length;

    await page.getByRole('button', { name: 'Place Order' }).click();

    const notice = page.locator('#payment-method').getByRole('alert');
    await notice.filter({ hasText: DECLINED_MESSAGE }).waitFor();
    await expectNoSeriousA11yViolations(page, 'block checkout with a payment error');
    assert.equal(await page.getByRole('button', { name: 'Place Order' }).isEnabled(), true, 'the checkout is idle again');
    assert.deepEqual(posted, []);
    assert.equal(orders().length, before);

    await page.getByLabel('Delivery reference').fill('REF-43');
    const placed = await placeBlockOrder(page);
    assert.equal(paymentDataOf(placed).si_e2e_reference, 'REF-43');
    assert.equal(orders().length, before + 1);
    assert.deepEqual(events.filter((e) => e.event !== 'props').map((e) => e.event), ['payment-setup', 'payment-setup', 'checkout-success']);
  });

  it('keeps an incomplete order from being sent: every missing field says so beside it', async () => {
    const { page } = await openBlockCheckout(false);
    const posted: string[] = [];
    page.on('request', (request) => {
      if (/\/wc\/store\/v1\/checkout/.test(request.url())) posted.push(request.url());
    });
    await page.getByRole('button', { name: 'Place Order' }).click();
    const email = page.getByLabel('Email address');
    await page.getByText('Please enter a valid email address').waitFor();
    assert.equal(await email.getAttribute('aria-invalid'), 'true');
    assert.equal(await page.locator(`#${await email.getAttribute('aria-describedby')}`).textContent(), 'Please enter a valid email address');
    await page.getByText('Please enter a valid first name').waitFor();
    await expectNoSeriousA11yViolations(page, 'block checkout with field errors');
    assert.deepEqual(posted, []);
  });

  it('places cash on delivery and cheque orders with WooCommerce\'s own offline methods', async () => {
    for (const [label, method, status] of [['Cash on delivery', 'cod', 'processing'], ['Check payments', 'cheque', 'on-hold']] as const) {
      const { page } = await openBlockCheckout(false);
      await fillBlockAddress(page);
      await blockTotalsSettled(page);
      await choosePaymentMethod(page, label);
      await page.locator('#payment-method').getByText(method === 'cod' ? 'Pay with cash upon delivery.' : /Please send a check/).waitFor();
      const before = orders().length;
      const placed = await placeBlockOrder(page);
      assert.equal(placed.body.payment_method, method);
      assert.deepEqual(paymentDataOf(placed), { [`wc-${method}-new-payment-method`]: false });
      const stored = orders().slice(before);
      assert.deepEqual(stored.map((o) => [o.payment_method, o.status]), [[method, status]]);
    }
  });

  it("fits a phone's screen: nothing scrolls sideways, and Place Order takes the tap that places the order", async () => {
    const { page } = await openBlockCheckout(false, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    assert.deepEqual(await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]), [390, 390], 'the page is as wide as the screen');
    await fillBlockAddress(page);
    await blockTotalsSettled(page);
    await choosePaymentMethod(page, 'Cash on delivery');
    const before = orders().length;
    const received = page.waitForURL(/order-received/);
    await page.getByRole('button', { name: 'Place Order' }).tap();
    await received;
    assert.deepEqual(orders().slice(before).map((o) => o.payment_method), ['cod']);
  });

  it('applies a coupon and a shipping-rate change to the totals the order is placed with, and says why a coupon is refused', async () => {
    h.allowHttpError(400, /\/wc\/store\/v1\/cart\/apply-coupon/);
    const { page } = await openBlockCheckout(false);
    await fillBlockAddress(page);
    await blockTotalsSettled(page);
    const total = page.locator('.wc-block-components-totals-footer-item dd');
    assert.equal(await total.textContent(), '£23.00');

    await page.getByRole('button', { name: 'Add coupons' }).click();
    await page.getByLabel('Enter code').fill('nope');
    await page.getByRole('button', { name: 'Apply' }).click();
    const refused = page.getByText('"nope" is an invalid coupon code.');
    await refused.waitFor();
    const code = page.getByLabel('Enter code');
    assert.equal(await code.getAttribute('aria-invalid'), 'true');
    await code.fill('WELCOME10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Coupon: welcome10').waitFor();
    await page.waitForFunction(() => document.querySelector('.wc-block-components-totals-footer-item dd')?.textContent === '£21.20');

    await page.locator('#shipping-option').getByLabel(/Local pickup/).check();
    await page.waitForFunction(() => document.querySelector('.wc-block-components-totals-footer-item dd')?.textContent === '£16.20');
    await blockTotalsSettled(page);
    await expectNoSeriousA11yViolations(page, 'block checkout with a coupon');

    await choosePaymentMethod(page, 'Direct bank transfer');
    const before = orders().length;
    await placeBlockOrder(page);
    const stored = orders().slice(before);
    assert.equal(stored.length, 1);
    assert.equal(stored[0]!.total, 1620);
    assert.match(stored[0]!.coupons, /welcome10/);
    assert.equal(stored[0]!.shipping_method, 'Local pickup');
  });

  it('sends one order for a double click on Place Order', async () => {
    const { page } = await openBlockCheckout(false);
    await fillBlockAddress(page);
    await blockTotalsSettled(page);
    await choosePaymentMethod(page, 'Cash on delivery');
    const posted: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/wc\/store\/v1\/checkout/.test(request.url())) posted.push(request.url());
    });
    const before = orders().length;
    await Promise.all([page.waitForURL(/order-received/), page.getByRole('button', { name: 'Place Order' }).dblclick()]);
    assert.equal(posted.length, 1);
    assert.equal(orders().length, before + 1);
  });

  it('shows the Cart block with the cart\'s items and totals, and leads to the block checkout', async () => {
    const page = await h.open(`/shop/?add-to-cart=${beanie}`);
    await page.goto(new URL('/shop/cart-block/', h.url).href);
    const table = page.getByRole('table', { name: 'Products in cart' });
    await table.getByRole('cell', { name: 'Beanie' }).waitFor();
    assert.equal(await page.locator('.wc-block-components-totals-footer-item dd').textContent(), '£23.00');
    await expectNoSeriousA11yViolations(page, 'cart block');
    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await page.waitForURL(/\/shop\/checkout-block\/$/);
    await blockCheckoutReady(page);
  });
});
