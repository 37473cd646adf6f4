/**
 * The real Stripe Gateway 10.8.3 taking payments offline (legacy profile): its own upe-classic.js (classic
 * checkout, order-pay, add-payment-method), upe-blocks.js (WooCommerce's Checkout block) and express-checkout.js
 * (the product page's wallet button and the test wallet sheet) on the provider's Stripe.js double, its PHP on the
 * provider's REST face, its webhooks from the provider. Each order's status and notes are the legacy baseline
 * (harness/gateway-baseline.ts) our card-payment and express checkout widgets must reproduce.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import type { RecordedRequest } from '../../../examples/demo-shop/provider/server/rest/index.ts';
import { useStoreBrowser } from '../harness/browser.ts';
import { addPaymentMethodPage, CARDS, checkoutWithHoodie, DECLINED_EMAIL, fillBilling, fillBlockAddress, fillCard, loggedIn, orderIdOf, orderRecord, payByCard, paymentFrame, placeDeclinedCard, placeThroughThreeDSecure, webhooksDelivered } from '../harness/card-shopper.ts';
import { baselineOf, readBaseline, RECORDING, writeBaseline, type BaselineOrder } from '../harness/gateway-baseline.ts';
import { follow, settled } from '../harness/shopper.ts';
import { ADMIN, info, ordersAfter, PROVIDER_REQUEST_LOG, PROVIDER_URL, STORE_URL, SUBSCRIBER, useProfile, wp } from '../harness/store.ts';
import { GATEWAY_KEYS, writeGatewayRequests } from '../harness/stripe-provider.ts';

const CHECKOUT = new URL(info.urls.checkout ?? '').pathname;
const BLOCK_CHECKOUT = new URL(info.urls.checkout_block ?? '').pathname;
const recorded: Record<string, BaselineOrder> = {};
const baseline = readBaseline();

/**
 * Checks an order against the baseline (notes as a set: the gateway's and its webhooks' notes may interleave), or
 * records it. First, every webhook event so far was accepted: the gateway answers 200 only to an event whose
 * signature it verified and which it processed (204 to one it refused, 400 to a duplicate endpoint's).
 */
async function expectBaseline(name: string, order: number): Promise<BaselineOrder> {
  // Events no endpoint listens for (customer.created: the gateway's endpoint does not ask for it) are never sent.
  const refused = (await webhooksDelivered()).filter((delivery) => delivery.attempts > 0 && delivery.status !== 200);
  assert.deepEqual(refused.map((delivery) => `${delivery.type}: ${delivery.status}`), [], 'webhook events the gateway did not accept');
  const actual = baselineOf(await orderRecord(order));
  recorded[name] = actual;
  if (!RECORDING) {
    const expected = baseline[name];
    assert.ok(expected, `no baseline for '${name}': record it with SHOP_ISLANDS_RECORD=1`);
    assert.deepEqual({ ...actual, notes: [...actual.notes].sort() }, { ...expected, notes: [...expected.notes].sort() });
  }
  return actual;
}

/**
 * The events the provider sent about an order's payment intent (or charge), each with the store's answer: 200 only
 * when the gateway verified its signature with the secret it configured, and processed it.
 */
async function eventsAbout(order: number, object: 'intent' | 'charge'): Promise<string[]> {
  const record = await orderRecord(order);
  const id = object === 'charge' ? record.transaction_id : /Payment Intent ID: (pi_\w+)/.exec(record.notes.map((note) => note.content).join('\n'))?.[1];
  assert.ok(id, `order ${order}'s ${object} id`);
  return (await webhooksDelivered()).filter((delivery) => delivery.object_id === id).map((delivery) => `${delivery.type}: ${delivery.status}`);
}

describe('the Stripe Gateway on the real store (legacy)', () => {
  const browser = useStoreBrowser();
  let paidOrder = 0;
  let orderPaidOnOrderPay = 0;
  before(() => useProfile('legacy'));
  after(() => {
    if (!RECORDING) return;
    writeBaseline({ ...baseline, ...recorded });
    // The plugins' requests to the provider so far (with buy-now-payment's, when recorded in the same run): the REST face's contract fixture.
    writeGatewayRequests(PROVIDER_REQUEST_LOG, STORE_URL);
  });

  test('a 4242 card order on classic checkout', async () => {
    const page = await checkoutWithHoodie((url) => browser.open(url));
    await fillBilling(page, 'card.shopper@example.com');
    await payByCard(page, CARDS.visa);
    await follow(page, /\/order-received\/\d+\//, () => page.locator('#place_order').click());
    await page.getByText('Thank you. Your order has been received.').waitFor();
    paidOrder = orderIdOf(page);
    const order = await expectBaseline('classic checkout, 4242', paidOrder);
    assert.equal(order.status, 'processing');
    assert.ok(order.notes.some((note) => /^Stripe charge complete \(Charge ID: ch_…\)$/.test(note)));
    assert.ok((await eventsAbout(paidOrder, 'intent')).includes('payment_intent.succeeded: 200'), 'payment_intent.succeeded sent and accepted');
  });

  test('a 3D Secure card: the shopper completes the challenge, then the order is paid', async () => {
    const page = await checkoutWithHoodie((url) => browser.open(url));
    await fillBilling(page, 'card.shopper@example.com');
    await payByCard(page, CARDS.threeDSecure);
    await placeThroughThreeDSecure(page);
    const order = await expectBaseline('classic checkout, 3D Secure', orderIdOf(page));
    assert.equal(order.status, 'processing');
  });

  test("a declined card shows the gateway's own message and leaves the order unpaid", async () => {
    const page = await checkoutWithHoodie((url) => browser.open(url));
    assert.equal(await placeDeclinedCard(page), 'There was an error processing the payment: The card was declined.');
    assert.match(page.url(), /\/checkout\/$/);
    const orders = await ordersAfter(0);
    const failed = orders.find((o) => o.email === DECLINED_EMAIL);
    assert.ok(failed, 'the order is stored');
    const order = await expectBaseline('classic checkout, declined', failed.id);
    assert.equal(order.paid, false);
    assert.notEqual(order.status, 'processing');
    assert.ok((await eventsAbout(failed.id, 'intent')).includes('payment_intent.payment_failed: 200'), 'payment_intent.payment_failed sent and accepted');
  });

  test('a card saved at checkout is offered and reused on the next order', async () => {
    const visit = await browser.open('/');
    await loggedIn(visit, SUBSCRIBER);
    for (const run of ['save', 'reuse'] as const) {
      await visit.page.goto(new URL(`/?add-to-cart=${info.products.beanie?.id}`, visit.page.url()).href);
      await visit.page.goto(new URL(CHECKOUT, visit.page.url()).href);
      await settled(visit.page);
      await fillBilling(visit.page, 'subscriber@example.com');
      await visit.page.locator('label[for=payment_method_stripe]').click();
      const saved = visit.page.locator('.payment_method_stripe').getByText('Visa ending in 4242', { exact: false });
      if (run === 'save') {
        assert.equal(await saved.count(), 0, 'no saved card before the first order');
        await fillCard(paymentFrame(visit.page.locator('.payment_method_stripe')), CARDS.visa);
        await visit.page.locator('#wc-stripe-new-payment-method').check();
      } else {
        await saved.click();
      }
      await follow(visit.page, /\/order-received\/\d+\//, () => visit.page.locator('#place_order').click());
      const order = await expectBaseline(`classic checkout, card ${run === 'save' ? 'saved' : 'reused'}`, orderIdOf(visit.page));
      assert.equal(order.status, 'processing');
    }
  });

  test("an order through WooCommerce's Checkout block with the card", async () => {
    const page = await checkoutWithHoodie((url) => browser.open(url), BLOCK_CHECKOUT);
    await fillBlockAddress(page, 'block.shopper@example.com');
    await page.getByRole('radio', { name: /Credit \/ Debit Card/ }).check();
    await fillCard(paymentFrame(page), CARDS.visa);
    await follow(page, /\/order-received\/\d+\//, () => page.getByRole('button', { name: 'Place Order' }).click());
    const order = await expectBaseline('block checkout, 4242', orderIdOf(page));
    assert.equal(order.status, 'processing');
  });

  test("a 3D Secure card through WooCommerce's Checkout block: upe-blocks.js's challenge after the order, then the order paid", async () => {
    const page = await checkoutWithHoodie((url) => browser.open(url), BLOCK_CHECKOUT);
    await fillBlockAddress(page, 'block.shopper@example.com');
    await page.getByRole('radio', { name: /Credit \/ Debit Card/ }).check();
    await fillCard(paymentFrame(page), CARDS.threeDSecure);
    await page.getByRole('button', { name: 'Place Order' }).click();
    const challenge = page.getByRole('dialog', { name: '3D Secure 2 Test Page' });
    await follow(page, /\/order-received\/\d+\//, () => challenge.getByRole('button', { name: 'Complete authentication' }).click());
    const order = await expectBaseline('block checkout, 3D Secure', orderIdOf(page));
    assert.equal(order.status, 'processing');
  });

  test('a pending order paid on its order-pay page', async () => {
    const pending = await wp<{ id: number; pay: string }>('order', { product: info.products.hoodie_with_zipper?.id });
    const { page } = await browser.open(pending.pay);
    await settled(page);
    await payByCard(page, CARDS.visa);
    await follow(page, /\/order-received\/\d+\//, () => page.locator('#place_order').click());
    assert.equal(orderIdOf(page), pending.id);
    const order = await expectBaseline('order-pay, 4242', pending.id);
    assert.equal(order.status, 'processing');
    orderPaidOnOrderPay = pending.id;
  });

  test("a refund made at Stripe (its dashboard) reaches the order through the signed charge.refunded webhook", async () => {
    assert.ok(orderPaidOnOrderPay > 0, 'the order-pay order was paid');
    const { transaction_id: charge } = await orderRecord(orderPaidOnOrderPay);
    // What Stripe's dashboard does: a refund through the API, outside WooCommerce; only the webhook tells the store.
    const refund = await fetch(`${PROVIDER_URL}/v1/refunds`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${GATEWAY_KEYS.secret}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ charge, amount: '1000' }),
    });
    assert.equal(refund.status, 200);
    const order = await expectBaseline('dashboard refund, order-pay order', orderPaidOnOrderPay);
    assert.equal(order.refunded, '10');
    assert.ok(order.notes.some((note) => /^Refunded (?:&pound;|£)10\.00 - Refund ID: re_… - Refunded via Stripe Dashboard$/.test(note)), order.notes.join('\n'));
    assert.ok((await eventsAbout(orderPaidOnOrderPay, 'charge')).includes('charge.refunded: 200'), 'charge.refunded sent and accepted');
  });

  test("a card added on the account's add-payment-method page is listed with the saved ones", async () => {
    const page = await addPaymentMethodPage((url) => browser.open(url));
    await fillCard(paymentFrame(page), CARDS.mastercard);
    await follow(page, /\/my-account\/payment-methods\//, () => page.getByRole('button', { name: 'Add payment method' }).click());
    await page.getByText('Payment method successfully added.').waitFor();
    await page.locator('.woocommerce-MyAccount-paymentMethods').getByText('MasterCard ending in 4444').waitFor();
  });

  test("the product page's express checkout: the wallet sheet's Pay places and pays the order", async () => {
    const { page } = await browser.open(new URL(info.products.hoodie_with_zipper?.url ?? '').pathname);
    await settled(page);
    await page.getByRole('button', { name: 'Pay with Google Pay (test mode)' }).click();
    const sheet = page.getByRole('dialog', { name: 'Google Pay (test mode)' });
    await sheet.getByText('Hoodie with Zipper: £45.00').waitFor();
    await sheet.getByText('Free shipping – £0.00').waitFor();
    await follow(page, /\/order-received\/\d+\//, () => sheet.getByRole('button', { name: 'Pay' }).click());
    await page.getByText('Thank you. Your order has been received.').waitFor();
    const order = await expectBaseline('express checkout, product page', orderIdOf(page));
    assert.equal(order.status, 'processing');
  });

  test("a refund from the order's admin screen", async () => {
    assert.ok(paidOrder > 0, 'the 4242 order was placed');
    const visit = await browser.open('/');
    await loggedIn(visit, ADMIN);
    const { page } = visit;
    // WordPress's post.js, which WooCommerce's order screen loads, asks admin-ajax for a sample permalink after an
    // autosave (the refund fields typed count as a change) without the nonce that screen never prints
    // (#samplepermalinknonce): answered 403, whenever the autosave happens to run. That one request, and no other.
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 403) refused.push(new URLSearchParams(response.request().postData() ?? '').get('action') ?? response.url());
    });
    browser.allow(/^Failed to load resource: the server responded with a status of 403 \(Forbidden\)$/);
    await page.goto(new URL(`/wp-admin/admin.php?page=wc-orders&action=edit&id=${paidOrder}`, page.url()).href);
    await page.getByRole('button', { name: 'Refund', exact: true }).click();
    await page.locator('#refund_amount').fill('45.00');
    await page.locator('#refund_reason').fill('Changed my mind');
    page.once('dialog', (dialog) => void dialog.accept());
    await page.locator('button.do-api-refund').click();
    // The screen reloads with the gateway's refund note once its PHP has refunded at the provider.
    await page.locator('.order_notes .note_content', { hasText: 'Refund ID:' }).waitFor();
    const order = await expectBaseline('admin refund, 4242 order', paidOrder);
    assert.equal(order.status, 'refunded');
    assert.equal(order.refunded, '45');
    assert.deepEqual(refused.filter((action) => action !== 'sample-permalink'), [], 'requests refused on the order screen');
  });

  test("every request the Stripe plugins' PHP sent the provider in this run was for an endpoint it answers", () => {
    const requests = readFileSync(PROVIDER_REQUEST_LOG, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as RecordedRequest).filter((r) => r.source === 'rest');
    assert.ok(requests.length > 0, 'the gateway called the provider');
    const unknown = requests.filter((r) => /^Unrecognized request URL/.test((r.response as { error?: { message?: string } } | null)?.error?.message ?? '')).map((r) => `${r.method} ${r.url}`);
    assert.deepEqual(unknown, []);
  });
});
