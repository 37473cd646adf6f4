/**
 * Our card-payment extension in place of the Stripe Gateway 10.8.3's upe-classic.js ('Replace legacy scripts'),
 * against the gateway's own PHP, unchanged, on the provider's REST face: the journeys stripe-gateway.test.ts
 * recorded with the gateway's script (4242, 3D Secure, declined, a card saved then reused, order-pay,
 * add-payment-method), each order's status and notes equal to that legacy baseline
 * (fixtures/stripe-gateway-orders.json), a double click making one order with one intent, axe on the payment
 * form and its error state. Any console error fails a test (harness/browser.ts).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from '../../browser/chromium.ts';
import { useStoreBrowser } from '../harness/browser.ts';
import { addPaymentMethodPage, CARDS, checkoutWithHoodie, DECLINED_EMAIL, fillBilling, fillCard, loggedIn, orderIdOf, orderRecord, payByCard, paymentFrame, placeDeclinedCard, placeThroughThreeDSecure, webhooksDelivered } from '../harness/card-shopper.ts';
import { totalsSettled } from '../harness/checkout-shopper.ts';
import { baselineOf, readBaseline } from '../harness/gateway-baseline.ts';
import { follow, settled } from '../harness/shopper.ts';
import { info, latestOrderId, ordersAfter, PROVIDER_REQUEST_LOG, SUBSCRIBER, useProfile, wp } from '../harness/store.ts';

const CHECKOUT = new URL(info.urls.checkout ?? '').pathname;
const baseline = readBaseline();
const CARD_BOX = '.payment_box.payment_method_stripe';

/** The order's status and notes (as a set: the gateway's and its webhooks' notes may interleave) equal the legacy run's. */
async function expectLegacyBaseline(name: string, order: number): Promise<void> {
  await webhooksDelivered();
  const actual = baselineOf(await orderRecord(order));
  const expected = baseline[name];
  assert.ok(expected, `no legacy baseline for '${name}' (stripe-gateway.test.ts records it)`);
  assert.deepEqual({ ...actual, notes: [...actual.notes].sort() }, { ...expected, notes: [...expected.notes].sort() });
}

/** The payment intents the gateway's PHP created at the provider for an order (its requests, as the provider logged them). */
function intentsCreatedFor(order: number): number {
  return readFileSync(PROVIDER_REQUEST_LOG, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { method: string; url: string; body: string })
    .filter((r) => r.method === 'POST' && r.url === '/v1/payment_intents' && new URLSearchParams(r.body).get('metadata[order_id]') === String(order)).length;
}

/** Proves the page runs ours: the gateway's upe-classic.js is not loaded, the payments bundle is. */
async function oursNotLegacy(page: Page): Promise<void> {
  const sources = await page.locator('script[src]').evaluateAll((scripts) => scripts.map((s) => (s as HTMLScriptElement).src));
  assert.ok(!sources.some((src) => src.includes('upe-classic')), 'upe-classic.js is not loaded');
  assert.ok(sources.some((src) => /shop-islands\/.*\/payments\.js/.test(src)), 'the payments bundle is loaded');
}

describe("payments on the real store: ours in place of the Stripe Gateway's upe-classic.js", () => {
  const browser = useStoreBrowser();
  before(() => useProfile('shop-islands'));
  // The subscriber's cards saved here go, so the legacy journey (stripe-gateway.test.ts, run after this one) starts without any.
  after(() => wp('delete-tokens', { user: SUBSCRIBER.user }));

  test('a 4242 card order on classic checkout, Place order clicked twice: one order, one intent, as legacy', async () => {
    const before = await latestOrderId();
    const page = await checkoutWithHoodie((url) => browser.open(url));
    await oursNotLegacy(page);
    await fillBilling(page, 'card.shopper@example.com');
    await payByCard(page, CARDS.visa);
    // Leaving the billing fields starts a totals update, whose overlay would dim the box axe reads; and the box,
    // grown, can put the gateway's test-number button under the test's pointer, where its own CSS (upe-classic.css,
    // loaded in both profiles) fades it to 70% on hover. axe reads the form at rest.
    await totalsSettled(page);
    await page.mouse.move(0, 0);
    await expectNoSeriousA11yViolations(page, 'the card form', ['#payment']);
    await follow(page, /\/order-received\/\d+\//, () => page.locator('#place_order').dblclick());
    await page.getByText('Thank you. Your order has been received.').waitFor();
    const mine = (await ordersAfter(before)).filter((o) => o.email === 'card.shopper@example.com');
    assert.deepEqual(mine.map((o) => o.id), [orderIdOf(page)], 'one order');
    await expectLegacyBaseline('classic checkout, 4242', orderIdOf(page));
    assert.equal(intentsCreatedFor(orderIdOf(page)), 1, 'one intent');
  });

  test('a 3D Secure card: the shopper completes the challenge, then the order is paid', async () => {
    const page = await checkoutWithHoodie((url) => browser.open(url));
    await fillBilling(page, 'card.shopper@example.com');
    await payByCard(page, CARDS.threeDSecure);
    await placeThroughThreeDSecure(page);
    await expectLegacyBaseline('classic checkout, 3D Secure', orderIdOf(page));
  });

  test("a declined card shows the gateway's own message, keeps what was typed and leaves the order failed", async () => {
    const before = await latestOrderId();
    const page = await checkoutWithHoodie((url) => browser.open(url));
    assert.equal(await placeDeclinedCard(page), 'There was an error processing the payment: The card was declined.');
    assert.match(page.url(), /\/checkout\/$/);
    assert.equal(await page.locator('#billing_email').inputValue(), DECLINED_EMAIL);
    assert.equal(await page.locator('#billing_address_1').inputValue(), '12 St James Square');
    // The payment area after the decline (the notice's colours are Storefront's, white on #e2401c, in either profile).
    await expectNoSeriousA11yViolations(page, 'the payment form after a decline', ['#payment']);
    const failed = (await ordersAfter(before)).filter((o) => o.email === DECLINED_EMAIL);
    assert.equal(failed.length, 1, 'one order stored');
    await expectLegacyBaseline('classic checkout, declined', failed[0]?.id ?? 0);
  });

  test('a card saved at checkout is offered and reused on the next order', async () => {
    const visit = await browser.open('/');
    await loggedIn(visit, SUBSCRIBER);
    const { page } = visit;
    for (const run of ['save', 'reuse'] as const) {
      await page.goto(new URL(`/?add-to-cart=${info.products.beanie?.id}`, page.url()).href);
      await page.goto(new URL(CHECKOUT, page.url()).href);
      await settled(page);
      await totalsSettled(page);
      await fillBilling(page, 'subscriber@example.com');
      await page.locator('label[for=payment_method_stripe]').click();
      const saved = page.locator(CARD_BOX).getByText('Visa ending in 4242', { exact: false });
      if (run === 'save') {
        await fillCard(paymentFrame(page.locator(CARD_BOX)), CARDS.visa);
        await page.locator('#wc-stripe-new-payment-method').check();
      } else {
        await saved.first().click();
      }
      await follow(page, /\/order-received\/\d+\//, () => page.locator('#place_order').click());
      await expectLegacyBaseline(`classic checkout, card ${run === 'save' ? 'saved' : 'reused'}`, orderIdOf(page));
    }
  });

  test('a pending order paid on its order-pay page', async () => {
    const pending = await wp<{ id: number; pay: string }>('order', { product: info.products.hoodie_with_zipper?.id });
    const { page } = await browser.open(pending.pay);
    await settled(page);
    await oursNotLegacy(page);
    await payByCard(page, CARDS.visa);
    await expectNoSeriousA11yViolations(page, 'the card form on order-pay', ['#payment']);
    await follow(page, /\/order-received\/\d+\//, () => page.locator('#place_order').click());
    assert.equal(orderIdOf(page), pending.id);
    await expectLegacyBaseline('order-pay, 4242', pending.id);
  });

  test("a card added on the account's add-payment-method page is listed with the saved ones", async () => {
    const page = await addPaymentMethodPage((url) => browser.open(url));
    await oursNotLegacy(page);
    await fillCard(paymentFrame(page), CARDS.mastercard);
    await expectNoSeriousA11yViolations(page, 'the add-payment-method form', ['#add_payment_method']);
    await follow(page, /\/my-account\/payment-methods\//, () => page.getByRole('button', { name: 'Add payment method' }).click());
    await page.getByText('Payment method successfully added.').waitFor();
    await page.locator('.woocommerce-MyAccount-paymentMethods').getByText('MasterCard ending in 4444').waitFor();
  });
});
