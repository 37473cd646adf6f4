/**
 * Our card payments in WooCommerce 10.9.1's own Checkout block, through the real Stripe Gateway 10.8.3's PHP on
 * the provider's REST face: with 'Replace', the gateway's blocks integration handle serves dist/payments-blocks.js
 * (built with the page's React) instead of upe-blocks.js; its methods register under the gateway's names with the
 * settings its integration prints (`stripe_data`). A 4242 order and a 3D Secure order: the order's status and notes
 * are upe-blocks.js's baseline in this block (fixtures/stripe-gateway-orders.json, recorded by stripe-gateway.test.ts);
 * a declined card: its message in the payments area (SPEC 2.11), what was typed kept, and the order failed with the
 * same notes as upe-blocks.js's in this run.
 */
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { useStoreBrowser, type Visit } from '../harness/browser.ts';
import { CARDS, fillBlockAddress, fillCard, orderRecord, paymentFrame, webhooksDelivered } from '../harness/card-shopper.ts';
import { GATEWAY_SCRIPTS, measureBlockCheckoutBytes, OUR_PAYMENTS, printBlockCheckoutBytes } from '../harness/block-checkout-bytes.ts';
import { baselineOf, readBaseline, type BaselineOrder } from '../harness/gateway-baseline.ts';
import { follow, settled } from '../harness/shopper.ts';
import { info, ordersAfter, latestOrderId, useProfile } from '../harness/store.ts';

const BLOCK_CHECKOUT = new URL(info.urls.checkout_block ?? '').pathname;
const baseline = readBaseline();
const DECLINED = 'There was an error processing the payment: The card was declined.';

const sorted = (order: BaselineOrder): BaselineOrder => ({ ...order, notes: [...order.notes].sort() });
async function recordOf(order: number): Promise<BaselineOrder> {
  await webhooksDelivered();
  return baselineOf(await orderRecord(order));
}

describe("payments in WooCommerce's own Checkout block (the real Stripe Gateway's PHP)", () => {
  const browser = useStoreBrowser();
  before(() => useProfile('shop-islands'));

  /** The hoodie in the cart, the block checkout's address typed, the card chosen and `card` typed. */
  async function payingByCard(card: string): Promise<Visit> {
    // The gateway's express checkout script still runs on the order-received page (issue 21 replaces it), and without
    // its settings there (the payments widget removes them where no payment form shows) it says so.
    browser.allow(/Stripe initialization data is not available/);
    const visit = await browser.open(`/?add-to-cart=${info.products.hoodie_with_zipper?.id}`);
    await visit.page.goto(new URL(BLOCK_CHECKOUT, visit.page.url()).href);
    await settled(visit.page);
    await fillBlockAddress(visit.page, 'block.shopper@example.com');
    await visit.page.getByRole('radio', { name: /Credit \/ Debit Card/ }).check();
    await fillCard(paymentFrame(visit.page), card);
    return visit;
  }
  const orderIdOf = (page: Page): number => Number(/order-received\/(\d+)\//.exec(page.url())?.[1]);
  const placeOrder = (page: Page) => page.getByRole('button', { name: 'Place Order' }).click();

  test("a 4242 order, with our script in upe-blocks.js's place and the page's React only", async () => {
    const visit = await payingByCard(CARDS.visa);
    const scripts = (await visit.scripts()).map((s) => new URL(s.url).pathname);
    assert.ok(scripts.some((path) => path.endsWith('/plugins/shop-islands/dist/payments-blocks.js')), 'ours is loaded');
    assert.ok(!scripts.some((path) => path.includes('/woocommerce-gateway-stripe/build/upe-blocks')), "the gateway's upe-blocks.js is not");
    assert.deepEqual(scripts.filter((path) => /react(-dom)?(\.min)?\.js$|preact/.test(path)).sort(), ['/wp-includes/js/dist/vendor/react-dom.min.js', '/wp-includes/js/dist/vendor/react.min.js'], "WordPress's React is the only one");
    await follow(visit.page, /\/order-received\/\d+\//, () => placeOrder(visit.page));
    const order = await recordOf(orderIdOf(visit.page));
    assert.deepEqual(sorted(order), sorted(baseline['block checkout, 4242']!));
  });

  test('a 3D Secure card: the challenge after the order, then the order paid as the legacy baseline', async () => {
    const visit = await payingByCard(CARDS.threeDSecure);
    await placeOrder(visit.page);
    const challenge = visit.page.getByRole('dialog', { name: '3D Secure 2 Test Page' });
    await follow(visit.page, /\/order-received\/\d+\//, () => challenge.getByRole('button', { name: 'Complete authentication' }).click());
    const order = await recordOf(orderIdOf(visit.page));
    assert.deepEqual(sorted(order), sorted(baseline['block checkout, 3D Secure']!));
  });

  test("a declined card: the gateway's message in the payments area (upe-blocks.js's left it with the checkout's general notices), nothing typed lost, the order failed with upe-blocks.js's notes", async () => {
    const declined: BaselineOrder[] = [];
    for (const profile of ['legacy', 'shop-islands'] as const) {
      await useProfile(profile);
      const mark = await latestOrderId();
      const visit = await payingByCard(CARDS.declined);
      browser.allow(/status of 400/);
      await placeOrder(visit.page);
      const checkout = visit.page.locator('.wc-block-checkout');
      // WooCommerce's payment step (its FormStep, #payment-method) holds the payments-context notices first, before the methods.
      const payments = checkout.locator('#payment-method .wc-block-components-checkout-step__content > .wc-block-components-notices:first-child');
      await checkout.getByText(DECLINED).first().waitFor();
      await visit.page.getByRole('button', { name: 'Place Order' }).and(visit.page.locator(':enabled')).waitFor();
      if (profile === 'shop-islands') {
        assert.equal(await payments.getByText(DECLINED).count(), 1, 'the message in the payments area');
        assert.equal(await checkout.getByText(DECLINED).count(), 1, 'and nowhere else');
        assert.equal(await checkout.getByLabel('Email address').inputValue(), 'block.shopper@example.com');
        assert.equal(await checkout.getByLabel('Address', { exact: true }).first().inputValue(), '1 Horse Guards Road');
        assert.ok(await visit.page.getByRole('radio', { name: /Credit \/ Debit Card/ }).isChecked(), 'the card still chosen');
        assert.equal(await paymentFrame(visit.page).getByLabel('Card number').inputValue(), CARDS.declined, 'the card stays typed');
      } else {
        assert.equal(await payments.getByText(DECLINED).count(), 0, "upe-blocks.js: the Store API's notice stays at the top");
      }
      const [failed, ...more] = await ordersAfter(mark);
      assert.equal(more.length, 0, `${profile}: one order`);
      declined.push(await recordOf(failed!.id));
    }
    assert.equal(declined[1]!.status, 'failed');
    assert.deepEqual(sorted(declined[1]!), sorted(declined[0]!));
  });

  test('the Checkout block page loads fewer script bytes with our entry than with upe-blocks.js', async () => {
    const bytes = await measureBlockCheckoutBytes(browser);
    printBlockCheckoutBytes(bytes);
    const sum = (scripts: readonly { gzip: number }[]): number => scripts.reduce((total, s) => total + s.gzip, 0);
    assert.ok(bytes.removed.some((s) => s.path.endsWith('/woocommerce-gateway-stripe/build/upe-blocks.js')), 'upe-blocks.js goes');
    assert.ok(bytes.added.some((s) => s.path.endsWith('/shop-islands/dist/payments-blocks.js')), 'ours comes');
    const gateway = sum(bytes.removed.filter((s) => GATEWAY_SCRIPTS.test(s.path)));
    const ours = sum(bytes.added.filter((s) => OUR_PAYMENTS.test(s.path)));
    assert.ok(ours < gateway, `payments: ours ${ours} B < the gateway's ${gateway} B`);
    assert.ok(sum(bytes.added) < sum(bytes.removed), `every widget: ours ${sum(bytes.added)} B < legacy ${sum(bytes.removed)} B`);
    assert.ok(bytes.ours.gzip < bytes.legacy.gzip, `the page: ours ${bytes.ours.gzip} B < legacy ${bytes.legacy.gzip} B`);
  });
});
