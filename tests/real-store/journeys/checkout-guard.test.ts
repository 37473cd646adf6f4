/**
 * The checkout guard (plugin-php-shim/includes/class-shop-islands-checkout-idempotency.php) on the real store, under
 * attack and after a failed payment (issue 31): a batch of checkouts is answered at once, a key is bound to what it
 * asked, the order is recorded before payment (a retry after a dead request lands on it), a failed payment is paid
 * again with another card, a headless client's Cart-Token is its session, and expired rows go.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { before, describe, test } from 'node:test';
import { GB_BILLING_FIELDS } from '../../e2e/checkout-shopper.ts';
import { useStoreBrowser } from '../harness/browser.ts';
import { answerOf, orderIdInAnswer, submitWithKey } from '../harness/checkout-requests.ts';
import { CARDS, checkoutWithHoodie, fillBilling, fillCard, orderIdOf, orderRecord, payByCard, paymentFrame } from '../harness/card-shopper.ts';
import { follow } from '../harness/shopper.ts';
import { getOption, info, latestOrderId, ordersAfter, request, setOptions, useProfile, type Jar, type Response } from '../harness/store.ts';

/** The Store API, whatever the store's permalinks. */
const STORE_API = '/?rest_route=/wc/store/v1/';
const ADDRESS = { first_name: 'Ada', last_name: 'Lovelace', company: '', address_1: '12 St James Square', address_2: '', city: 'London', state: '', postcode: 'SW1Y 4JH', country: 'GB', phone: '02079460000' };
const storeApiOrder = (email: string): Record<string, unknown> => ({ billing_address: { ...ADDRESS, email }, shipping_address: ADDRESS, payment_method: 'cod' });

/** A fresh guest session with a product in its cart, and the checkout page's nonce. */
async function guestWithCart(product = info.products.beanie?.id): Promise<{ jar: Jar; nonce: string }> {
  const jar: Jar = new Map();
  await request(`/?add-to-cart=${product}`, { jar });
  const page = await request(new URL(info.urls.checkout ?? '/').pathname, { jar });
  const nonce = /name="woocommerce-process-checkout-nonce" value="([^"]+)"/.exec(page.html)?.[1];
  assert.ok(nonce, 'the checkout page prints its nonce');
  return { jar, nonce };
}

const orderForm = (nonce: string, email: string): URLSearchParams =>
  new URLSearchParams({ ...GB_BILLING_FIELDS, billing_email: email, payment_method: 'cod', 'woocommerce-process-checkout-nonce': nonce });

describe('the checkout guard on the real store', () => {
  const browser = useStoreBrowser();
  before(() => useProfile('shop-islands'));

  test('a Store API batch of 5 checkouts, each its own key: every one answered, the first placed, the others 409 at once; one order', async () => {
    const before = await latestOrderId();
    const jar: Jar = new Map();
    await request(`/?add-to-cart=${info.products.beanie?.id}`, { jar });
    const nonce = (await request(`${STORE_API}cart`, { jar })).headers.get('nonce') ?? '';
    assert.ok(nonce, 'the Store API sends its nonce');
    const requests = Array.from({ length: 5 }, () => ({
      method: 'POST',
      path: '/wc/store/v1/checkout',
      headers: { Nonce: nonce, 'Idempotency-Key': randomUUID() },
      body: storeApiOrder('ada.batch@example.com'),
    }));
    const res = await request(`${STORE_API}batch`, { method: 'POST', jar, json: { requests }, headers: { Nonce: nonce } });
    const { responses } = JSON.parse(res.html) as { responses: { status: number; body: { code?: string; order_id?: number } }[] };
    assert.equal(responses.length, 5, `every sub-request answered: ${res.html.slice(0, 400)}`);
    assert.deepEqual(responses.slice(1).map((r) => [r.status, r.body.code]), Array(4).fill([409, 'shop_islands_order_in_progress']), 'the 4 after the first refused, in the Store API error shape');
    const made = await ordersAfter(before);
    assert.ok(made.length <= 1, `at most one order (${made.length})`);
    if (responses[0]?.status === 200) assert.deepEqual(made.map((o) => o.id), [responses[0].body.order_id], 'the first placed the one order');
  });

  test('the same key with another cart is refused with 422 (wc-ajax and the Store API); the first order stays the only one', async () => {
    const before = await latestOrderId();
    const { jar, nonce } = await guestWithCart();
    const key = randomUUID();
    const first = answerOf(await submitWithKey(jar, orderForm(nonce, 'ada.rebound@example.com'), key));
    assert.equal(first.result, 'success', JSON.stringify(first));
    await request(`/?add-to-cart=${info.products.hoodie_with_zipper?.id}`, { jar });
    const again = await submitWithKey(jar, orderForm(nonce, 'ada.rebound@example.com'), key);
    assert.equal(again.status, 422, again.html);
    assert.equal(answerOf(again).result, 'failure');
    assert.match(answerOf(again).messages ?? '', /We were unable to process your order, please try again\./);

    const storeNonce = (await request(`${STORE_API}cart`, { jar })).headers.get('nonce') ?? '';
    const storeKey = randomUUID();
    const post = (): Promise<Response> => request(`${STORE_API}checkout`, { method: 'POST', jar, json: storeApiOrder('ada.rebound@example.com'), headers: { Nonce: storeNonce, 'Idempotency-Key': storeKey } });
    const placed = JSON.parse((await post()).html) as { order_id?: number };
    assert.ok(placed.order_id, 'the Store API placed the hoodie');
    await request(`/?add-to-cart=${info.products.beanie?.id}`, { jar });
    const refused = await post();
    assert.equal(refused.status, 422, refused.html);
    assert.equal((JSON.parse(refused.html) as { code?: string }).code, 'shop_islands_idempotency_key_reused');
    assert.deepEqual((await ordersAfter(before)).map((o) => o.id).sort(), [orderIdInAnswer(first), placed.order_id].sort(), 'two orders, one per key, none from the refused requests');
  });

  test('a checkout that died after its payment (a page for its answer), then the retry with the same key: the one order, its order-received page', async () => {
    const before = await latestOrderId();
    const { jar, nonce } = await guestWithCart();
    const key = randomUUID();
    await setOptions({ shop_islands_test_die_after_payment: 'yes' });
    const died = await submitWithKey(jar, orderForm(nonce, 'ada.died@example.com'), key);
    assert.match(died.html, /504 Gateway Time-out/, 'the answer is a page, not JSON');
    assert.equal(await getOption('shop_islands_test_die_after_payment'), null, 'the hook ran');
    const made = await ordersAfter(before);
    assert.equal(made.length, 1, 'WooCommerce made and paid the order');
    const retry = await submitWithKey(jar, orderForm(nonce, 'ada.died@example.com'), key);
    const answer = answerOf(retry);
    assert.equal(answer.result, 'success', retry.html);
    assert.equal(orderIdInAnswer(answer), made[0]!.id, 'the retry names that order');
    assert.deepEqual((await ordersAfter(before)).map((o) => o.id), [made[0]!.id], 'no second order');
  });

  test('a headless client with a Cart-Token alone (no cookie): the same key twice makes one order, the second answer replayed', async () => {
    const before = await latestOrderId();
    const token = (await request(`${STORE_API}cart`)).headers.get('cart-token') ?? '';
    assert.ok(token, 'WooCommerce issues a Cart-Token');
    const added = await request(`${STORE_API}cart/add-item`, { method: 'POST', json: { id: info.products.beanie?.id, quantity: 1 }, headers: { 'Cart-Token': token } });
    assert.equal(added.status, 201, added.html);
    const key = randomUUID();
    const post = (): Promise<Response> => request(`${STORE_API}checkout`, { method: 'POST', json: storeApiOrder('ada.headless@example.com'), headers: { 'Cart-Token': token, 'Idempotency-Key': key } });
    const answers = await Promise.all([post(), post()]);
    const bodies = answers.map((r) => JSON.parse(r.html) as { order_id?: number });
    assert.ok(bodies[0]?.order_id, answers[0]?.html);
    assert.deepEqual(bodies[1], bodies[0], 'the same answer');
    assert.equal(answers.filter((r) => r.headers.get('idempotent-replayed') === 'true').length, 1);
    assert.deepEqual((await ordersAfter(before)).map((o) => o.id), [bodies[0]!.order_id], 'one order');
  });

  test('a key with a trailing newline is refused (400)', async () => {
    const { jar, nonce } = await guestWithCart();
    // fetch refuses a header value ending in a newline; the percent-encoded form is what PHP would not decode, so the
    // guard's pattern is exercised through the Store API's batch, whose sub-request headers are JSON.
    const storeNonce = (await request(`${STORE_API}cart`, { jar })).headers.get('nonce') ?? '';
    const res = await request(`${STORE_API}batch`, {
      method: 'POST',
      jar,
      json: { requests: [{ method: 'POST', path: '/wc/store/v1/checkout', headers: { Nonce: storeNonce, 'Idempotency-Key': `${randomUUID()}\n` }, body: storeApiOrder('ada.newline@example.com') }] },
      headers: { Nonce: storeNonce },
    });
    const { responses } = JSON.parse(res.html) as { responses: { status: number; body: { code?: string } }[] };
    assert.deepEqual(responses.map((r) => [r.status, r.body.code]), [[400, 'shop_islands_invalid_idempotency_key']]);
    assert.ok(nonce);
  });

  test('expired rows of the guard are deleted, with their timeouts, when a lock is taken', async () => {
    const expired = { _transient_shop_islands_ck_aexpired: '{"order":1,"expires":1}', _transient_timeout_shop_islands_ck_aexpired: '1', _transient_timeout_shop_islands_ck_aorphan: '1' };
    await setOptions(expired);
    const { jar, nonce } = await guestWithCart();
    assert.equal(answerOf(await submitWithKey(jar, orderForm(nonce, 'ada.sweep@example.com'), randomUUID())).result, 'success');
    for (const name of Object.keys(expired)) assert.equal(await getOption(name), null, `${name} is gone`);
  });

  test("in Chromium, with 'Replace': a 3D Secure card, 'Fail authentication', then 4242 and Place order again: the one order is paid", async () => {
    const before = await latestOrderId();
    const page = await checkoutWithHoodie((url) => browser.open(url));
    await fillBilling(page, 'ada.retry-card@example.com');
    await payByCard(page, CARDS.threeDSecure);
    await page.locator('#place_order').click();
    const challenge = page.getByRole('dialog', { name: '3D Secure 2 Test Page' });
    await challenge.getByRole('button', { name: 'Fail authentication' }).click();
    await challenge.waitFor({ state: 'detached' });
    const notice = page.locator('.woocommerce-NoticeGroup-checkout .woocommerce-error, .woocommerce-error');
    await notice.first().waitFor();
    const failed = (await ordersAfter(before)).filter((o) => o.email === 'ada.retry-card@example.com');
    assert.equal(failed.length, 1, 'the order the failed payment was for');
    await fillCard(paymentFrame(page.locator('.payment_method_stripe')), CARDS.visa);
    await follow(page, /\/order-received\/\d+\//, () => page.locator('#place_order').click());
    await page.getByText('Thank you. Your order has been received.').waitFor();
    assert.equal(orderIdOf(page), failed[0]!.id, 'the same order, paid now');
    const record = await orderRecord(orderIdOf(page));
    assert.equal(record.paid, true, JSON.stringify(record));
    assert.equal(record.status, 'processing');
    assert.deepEqual((await ordersAfter(before)).filter((o) => o.email === 'ada.retry-card@example.com').map((o) => o.id), [failed[0]!.id], 'one order');
  });
});
