/**
 * Faults on the real store's classic checkout with 'Replace' (our checkout instead of WooCommerce's checkout.js),
 * in Chromium with request interception (tests/e2e/faults.ts, the demo's helpers): the order request's connection
 * dropped, a page answered where JSON belongs, the page's checkout nonce expired, and the answer wrapped in PHP
 * notices. Each time the shopper sees the message, gets the form back with everything typed, and the store holds
 * no order for the attempt; the last submit, answered inside PHP notices, is rescued and makes exactly one order.
 * The order request held past any patience: the 'still being placed' note, the form kept blocked, one order once
 * it is let through. A success whose redirect leaves the site over plain http: not followed, the checkout given back, the
 * retry (same key) lands on the one order. The 500 and the answer lost after WooCommerce made the order: checkout-idempotency.
 *
 * An expired checkout nonce is not a 403 on WooCommerce 10.9.1: WC_Checkout::process_checkout answers 200 with
 * `{"result":"failure","refresh":true}` and 'We were unable to process your order, please try again.'; the refresh
 * it asks for is a totals update whose payment fragment (checkout/payment.php) carries the session's current
 * `woocommerce-process-checkout-nonce` (a new one once the old one has expired: the fragment changed, so it is
 * swapped in), which the retry posts. No Shop Islands code answers 403 here; the 403s are the AJAX actions'
 * (update_order_review and the others, answered `-1`), which core's session client retries once with refreshed
 * nonces (tests/e2e/faults.test.ts, on the demo).
 */
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { GB_ADDRESS, typeFields } from '../../e2e/checkout-shopper.ts';
import { CHECKOUT, CONNECTION_ERROR, failNext, FAULT_CONSOLE_NOISE, GENERIC_ERROR, placeWithFault, STILL_PLACING, typedFields, UNABLE_TO_PROCESS } from '../../e2e/faults.ts';
import { useStoreBrowser } from '../harness/browser.ts';
import { openCheckout, totalsSettled } from '../harness/checkout-shopper.ts';
import { latestOrderId, ordersAfter, useProfile } from '../harness/store.ts';

const NONCE = 'woocommerce-process-checkout-nonce';

describe('faults on the real store\'s classic checkout (Shop Islands replacing checkout.js)', () => {
  const browser = useStoreBrowser();
  before(() => useProfile('shop-islands'));

  test('dropped, a page for JSON, an expired nonce: the message, the form usable, every typed field kept, no order; the retry answered inside PHP notices is rescued: one order', async () => {
    const mark = await latestOrderId();
    const { page } = await openCheckout(browser);
    browser.allow(FAULT_CONSOLE_NOISE);
    await typeFields(page, GB_ADDRESS);
    await page.getByRole('textbox', { name: 'Order notes (optional)' }).fill('Ring twice.');
    await page.getByRole('radio', { name: 'Cash on delivery' }).check();
    await totalsSettled(page);
    const typed = await typedFields(page);
    const nonceField = page.locator(`input[name="${NONCE}"]`);

    /** After a failed submit: the form given back, nothing typed lost, no order. */
    const formBack = async (fault: string): Promise<void> => {
      await totalsSettled(page);
      assert.deepEqual(await typedFields(page), typed, `${fault}: every typed field kept`);
      assert.ok(await page.getByRole('button', { name: 'Place order' }).isEnabled(), `${fault}: Place order usable`);
      assert.ok(await page.getByRole('textbox', { name: 'Street address' }).first().isEditable(), `${fault}: the fields editable`);
      assert.deepEqual(await ordersAfter(mark), [], `${fault}: no order`);
    };

    assert.equal(await placeWithFault(page, 'dropped'), CONNECTION_ERROR, 'dropped: SPEC 8.3\'s message');
    await formBack('dropped');

    assert.equal(await placeWithFault(page, 'html'), GENERIC_ERROR, 'a page for JSON: the configured generic error');
    await formBack('html');

    // The order request carries an expired nonce (as from a page left open past the nonce's life): WooCommerce
    // refuses it, our checkout runs the refresh it asks for, and the form holds the nonce that refresh answered.
    const refused = page.waitForResponse((r) => CHECKOUT.test(r.url()));
    const refreshed = page.waitForResponse((r) => r.url().includes('wc-ajax=update_order_review'));
    assert.equal(await placeWithFault(page, 'expired-nonce', { nonceField: NONCE }), UNABLE_TO_PROCESS, 'expired nonce: WooCommerce\'s message');
    const answer = await refused;
    assert.equal(answer.status(), 200, 'WooCommerce answers an expired checkout nonce 200, not 403');
    const body = (await answer.json()) as { result?: string; refresh?: boolean };
    assert.deepEqual([body.result, body.refresh], ['failure', true], 'a failure asking for a refresh');
    const fragments = ((await (await refreshed).json()) as { fragments: Record<string, string> }).fragments;
    const answered = new RegExp(`name="${NONCE}" value="([^"]+)"`).exec(fragments['.woocommerce-checkout-payment'] ?? '')?.[1];
    await formBack('expired nonce');
    const fresh = await nonceField.inputValue();
    assert.ok(answered, 'the refresh answers the payment part with a nonce');
    assert.equal(fresh, answered, 'the form holds the nonce the refresh answered');

    // The retry, its answer wrapped in PHP notices: rescued, the page goes to the one order WooCommerce made.
    // (The order-received page itself is not loaded: the Stripe Gateway's express-checkout.js throws there on this
    // store, see checkout-idempotency.)
    await page.route(/\/order-received\//, (route) => route.abort('aborted'));
    const wrapped = await failNext(page, CHECKOUT, 'php-notices');
    const [sent, received] = await Promise.all([
      page.waitForRequest((r) => CHECKOUT.test(r.url())),
      page.waitForRequest((r) => r.isNavigationRequest() && /\/order-received\/\d+\//.test(r.url())),
      page.getByRole('button', { name: 'Place order' }).click(),
    ]);
    await wrapped.reached;
    assert.equal(new URLSearchParams(sent.postData() ?? '').get(NONCE), fresh, 'the retry posts the refreshed nonce');
    const made = await ordersAfter(mark);
    assert.equal(made.length, 1, 'one order for the attempt');
    assert.match(received.url(), new RegExp(`/order-received/${made[0]!.id}/`), 'the page goes to that order');
  });

  test('the order request held past any patience: the shopper is told the order is still being placed, the form stays blocked, no second order; let through, the one order', async () => {
    const mark = await latestOrderId();
    const { page } = await openCheckout(browser, { clock: true });
    await typeFields(page, GB_ADDRESS);
    await page.getByRole('radio', { name: 'Cash on delivery' }).check();
    await page.clock.runFor(3000);
    await totalsSettled(page);
    const typed = await typedFields(page);
    await page.route(/\/order-received\//, (route) => route.abort('aborted')); // see the test above
    const held = await failNext(page, CHECKOUT, 'delayed');
    await page.getByRole('button', { name: 'Place order' }).click();
    await held.reached;
    await page.clock.runFor(10_000);
    await page.getByText(STILL_PLACING).waitFor();
    await page.clock.runFor(120_000);
    assert.equal(await page.locator('form.checkout').evaluate((form) => form.classList.contains('processing')), true, 'the form stays blocked while the order is on its way');
    await page.getByRole('button', { name: 'Place order' }).click({ force: true });
    assert.deepEqual(await typedFields(page), typed, 'every typed field kept');
    assert.deepEqual(await ordersAfter(mark), [], 'no order while the request is held');
    const received = page.waitForRequest((r) => r.isNavigationRequest() && /\/order-received\/\d+\//.test(r.url()));
    held.release();
    const landed = (await received).url();
    const made = await ordersAfter(mark);
    assert.equal(made.length, 1, 'one order for the attempt, the second click sent nothing');
    assert.match(landed, new RegExp(`/order-received/${made[0]!.id}/`), 'the page goes to that order');
  });

  test("a success sent off the site over plain http (WooCommerce's answer, its redirect changed) is not followed: the generic error, the checkout given back; Place order again, with the same key, lands on the one order", async () => {
    const mark = await latestOrderId();
    const { page } = await openCheckout(browser);
    await typeFields(page, GB_ADDRESS);
    await page.getByRole('radio', { name: 'Cash on delivery' }).check();
    await totalsSettled(page);
    await page.route(/\/order-received\//, (route) => route.abort('aborted')); // see the first test
    const keys: string[] = [];
    page.on('request', (request) => {
      if (CHECKOUT.test(request.url())) keys.push(request.headers()['idempotency-key'] ?? '');
    });
    assert.equal(await placeWithFault(page, 'off-site-redirect'), GENERIC_ERROR, 'not followed: the configured generic error');
    assert.equal((await ordersAfter(mark)).length, 1, 'WooCommerce made the order');
    const [received] = await Promise.all([
      page.waitForRequest((r) => r.isNavigationRequest() && /\/order-received\/\d+\//.test(r.url())),
      page.getByRole('button', { name: 'Place order' }).click(),
    ]);
    const made = await ordersAfter(mark);
    assert.equal(made.length, 1, 'no second order');
    assert.match(received.url(), new RegExp(`/order-received/${made[0]!.id}/`), 'the page goes to that order');
    assert.ok(keys.length === 2 && keys[0] !== '' && keys[0] === keys[1], `the second Place order sent, with the same key: ${keys.join(', ')}`);
  });
});
