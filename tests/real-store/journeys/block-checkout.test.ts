/**
 * The demo's model of the Checkout block (examples/demo-shop/blocks/) judged by the real thing: the test-only
 * payment method of tests/e2e/block-checkout.test.ts (fixtures/blocks-payment-method.tsx, built as a Shop Islands
 * blocks entry is: React from the page's wp.element, no copy of its own) runs unchanged in WooCommerce 10.9.1's
 * own Checkout block, served under WooCommerce's cash on delivery handle with the dependencies its build declares
 * (store/mu-plugins/shop-islands-test-blocks-method.php). The same props, the same observers' semantics, and its
 * paymentMethodData reaching PHP as the request's `payment_data`, as on the demo.
 */
import assert from 'node:assert/strict';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { expectNoSeriousA11yViolations } from '../../browser/chromium.ts';
import { blockCheckoutReady, choosePaymentMethod, paymentDataOf, placeBlockOrder, readyToPayWithTestMethod, recordTestMethodEvents } from '../../e2e/block-checkout-shopper.ts';
import { buildBlocksScript } from '../../e2e/fixtures/build-page-script.ts';
import { COD_SCRIPT_PATH, DECLINE, DECLINED_MESSAGE, PAYMENT_METHOD_PROPS, TEST_METHOD_LABEL } from '../../e2e/fixtures/blocks-payment-method-texts.ts';
import { useStoreBrowser, type Visit } from '../harness/browser.ts';
import { getOption, info, latestOrderId, ordersAfter, setOptions, STORE_SITE, useProfile, wp } from '../harness/store.ts';

const FIXTURE_DIR = join(STORE_SITE, 'wp-content', 'mu-plugins', 'shop-islands-e2e');
const CHECKOUT_BLOCK_URL = info.urls.checkout_block ?? '';

describe("the test payment method in WooCommerce 10.9.1's own Checkout block", () => {
  const browser = useStoreBrowser();
  let stripe: Record<string, unknown> | null = null;

  before(async () => {
    assert.ok(CHECKOUT_BLOCK_URL, 'the store has a page with the Checkout block (store/install.php)');
    await useProfile('legacy');
    // Offline, the Stripe Gateway's blocks integration leaves WooCommerce's Checkout block with no payment method at
    // all ('There are no payment methods available'): its card method's canMakePayment throws. The gateway is off
    // while these journeys judge the model, and back as it was after.
    stripe = await getOption<Record<string, unknown>>('woocommerce_stripe_settings');
    await setOptions({ woocommerce_stripe_settings: { ...stripe, enabled: 'no' } });
    const built = await buildBlocksScript('blocks-payment-method.tsx');
    mkdirSync(FIXTURE_DIR, { recursive: true });
    writeFileSync(join(FIXTURE_DIR, 'blocks-payment-method.js'), built.code);
    writeFileSync(join(FIXTURE_DIR, 'blocks-payment-method.json'), JSON.stringify({ dependencies: built.dependencies, hash: String(built.code.length) }));
    await setOptions({ shop_islands_test_blocks_method: 'yes' });
  });
  after(async () => {
    await setOptions({ shop_islands_test_blocks_method: null, woocommerce_stripe_settings: stripe });
    rmSync(FIXTURE_DIR, { recursive: true, force: true });
  });

  async function openBlockCheckout(): Promise<{ visit: Visit; events: { event: string; data: unknown }[] }> {
    const visit = await browser.open(`/?add-to-cart=${info.products.hoodie_with_zipper?.id}`);
    const events = await recordTestMethodEvents(visit.context);
    await visit.page.goto(CHECKOUT_BLOCK_URL);
    await blockCheckoutReady(visit.page);
    return { visit, events };
  }

  test('is served under WooCommerce\'s cash on delivery handle and renders with the page\'s React', async () => {
    const { visit } = await openBlockCheckout();
    const scripts = (await visit.scripts()).map((s) => new URL(s.url).pathname);
    assert.ok(scripts.some((path) => path.endsWith('/mu-plugins/shop-islands-e2e/blocks-payment-method.js')), 'the test method is loaded');
    assert.ok(!scripts.some((path) => path.endsWith(COD_SCRIPT_PATH)), "WooCommerce's own COD script is not");
    assert.ok(scripts.some((path) => path.endsWith('/wp-includes/js/dist/element.min.js')), 'the page has wp.element');
    await choosePaymentMethod(visit.page, TEST_METHOD_LABEL);
    await visit.page.getByLabel('Delivery reference').waitFor();
    await expectNoSeriousA11yViolations(visit.page, 'the test method in the block checkout', ['#payment-method']);
  });

  test('places a cash on delivery order: its paymentMethodData reaches PHP as payment_data, onCheckoutSuccess gets the payment details', async () => {
    const before = await latestOrderId();
    const { visit, events } = await openBlockCheckout();
    const { page } = visit;
    await readyToPayWithTestMethod(page, 'REF-42');
    await page.getByText(/^Amount due: £\d+\.\d\d \(GBP\)$/).waitFor();

    const placed = await placeBlockOrder(page);

    const orders = await ordersAfter(before);
    assert.equal(orders.length, 1, 'one order');
    const order = orders[0]!;
    assert.deepEqual([order.payment_method, order.status], ['cod', 'processing']);
    const total = Math.round(Number(order.total) * 100);
    assert.equal(placed.body.payment_method, 'cod');
    assert.deepEqual(paymentDataOf(placed), { si_e2e_reference: 'REF-42', si_e2e_amount: String(total), 'wc-cod-new-payment-method': false });
    const meta = await wp<Record<string, string>>('meta', { order: order.id, prefix: '_shop_islands_test' });
    assert.deepEqual(JSON.parse(meta._shop_islands_test_payment_data ?? 'null'), [
      { key: 'si_e2e_reference', value: 'REF-42' },
      { key: 'si_e2e_amount', value: String(total) },
      { key: 'wc-cod-new-payment-method', value: false },
    ]);

    // Blocks' props, key for key: the list the demo's model is held to (tests/e2e/block-checkout.test.ts).
    assert.deepEqual(events.find((e) => e.event === 'props')?.data, PAYMENT_METHOD_PROPS);
    const flow = events.filter((e) => e.event !== 'props');
    assert.deepEqual(flow.map((e) => e.event), ['payment-setup', 'checkout-success']);
    assert.deepEqual(flow[0]!.data, { reference: 'REF-42', cartTotal: { label: 'Total', value: total }, minorUnit: 2 });
    const success = flow[1]!.data as { redirectUrl: string; orderId: number; processingResponse: { paymentStatus: string; paymentDetails: Record<string, string> } };
    assert.equal(success.processingResponse.paymentStatus, 'success');
    assert.match(success.redirectUrl, new RegExp(`/order-received/${order.id}/\\?key=wc_order_`));
    assert.deepEqual(success.processingResponse.paymentDetails, { result: 'success', redirect: success.redirectUrl });
    // The checkout's order id comes from the page's checkout data, not from the answer: none before the order.
    assert.equal(success.orderId, 0);
    assert.equal(page.url(), success.redirectUrl);
  });

  test('shows its onPaymentSetup error in the payments area and sends no order', async () => {
    const before = await latestOrderId();
    const { visit, events } = await openBlockCheckout();
    const { page } = visit;
    await readyToPayWithTestMethod(page, DECLINE);
    const posted: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/wc\/store\/v1\/checkout/.test(request.url())) posted.push(request.url());
    });
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.locator('#payment-method').getByText(DECLINED_MESSAGE).waitFor();
    await page.getByRole('button', { name: 'Place Order' }).and(page.locator(':enabled')).waitFor();
    assert.deepEqual(posted, []);
    assert.deepEqual(await ordersAfter(before), []);
    assert.deepEqual(events.filter((e) => e.event !== 'props').map((e) => e.event), ['payment-setup']);
  });
});
