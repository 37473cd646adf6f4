/**
 * The card extension on the demo's classic checkout, in Chromium, with the test-mode provider: a card paid, 3D
 * Secure passed and failed, a declined card (nothing typed lost), a double click, a coupon after the card was
 * typed (the form's amount follows, the card stays typed), Stripe.js that fails to load or never arrives (the
 * card's box says so, cash on delivery still completes), and axe on each of those states.
 */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { enterCoupon, totalsSettled } from './checkout-shopper.ts';
import { expectNoSeriousA11yViolations, useShop } from './harness.ts';
import { ADA, CARDS, openCheckout, fillBilling, orderReceived, paymentFrame, placeOrder, typeCard } from './payments-shopper.ts';

describe('payments: the card on the classic checkout', () => {
  const h = useShop();
  let beanie = 0;
  before(() => {
    beanie = (h.shop.db.prepare("SELECT id FROM products WHERE sku = 'woo-beanie'").get() as { id: number }).id;
  });

  const order = (id: number) => h.shop.db.prepare('SELECT status, payment_method, transaction_id, total FROM orders WHERE id = ?').get(id) as { status: string; payment_method: string; transaction_id: string | null; total: number };
  /** The orders placed since `after` (the last order id before a journey). */
  const ordersSince = (after: number) => h.shop.db.prepare('SELECT id, status FROM orders WHERE id > ? ORDER BY id').all(after) as { id: number; status: string }[];
  const lastOrder = () => (h.shop.db.prepare('SELECT MAX(id) AS id FROM orders').get() as { id: number | null }).id ?? 0;
  /** The provider's intents made for an order (one per order, whatever the retries). */
  const intentsOf = (orderId: number) =>
    h.shop.db.prepare("SELECT id, status FROM stripe_payment_intents WHERE json_extract(object, '$.metadata.order_id') = ?").all(String(orderId)) as { id: string; status: string }[];

  async function cardCheckout(): Promise<Page> {
    const page = await h.open('/shop/');
    await openCheckout(page, h.url, beanie);
    await page.getByLabel('Credit / Debit Card').check();
    await fillBilling(page);
    return page;
  }

  it('pays by card: the order is paid with one intent, and the page leaves for order-received', async () => {
    const page = await cardCheckout();
    await typeCard(page, CARDS.visa);
    await expectNoSeriousA11yViolations(page, 'the checkout with the card form', ['#payment']);
    const posted = page.waitForRequest((request) => request.method() === 'POST' && request.url().includes('wc-ajax=checkout'));
    await placeOrder(page);
    const fields = new URLSearchParams((await posted).postData() ?? '');
    const id = await orderReceived(page);
    assert.deepEqual(intentsOf(id).map((i) => i.status), ['succeeded']);
    assert.deepEqual(order(id), { ...order(id), status: 'processing', payment_method: 'stripe', transaction_id: intentsOf(id)[0]!.id });
    // SPEC 3.13: the new method's id and its type under the gateway's names; SPEC 3.12: the payer's billing details given to the provider.
    const method = fields.get('wc-stripe-payment-method') ?? '';
    assert.match(method, /^pm_/);
    assert.equal(fields.get('wc_stripe_selected_upe_payment_type'), 'card');
    assert.equal(fields.get('payment_method'), 'stripe');
    const stored = JSON.parse((h.shop.db.prepare('SELECT object FROM stripe_payment_methods WHERE id = ?').get(method) as { object: string }).object) as { billing_details: unknown };
    assert.deepEqual(stored.billing_details, {
      name: 'Ada Lovelace', email: ADA.billing_email, phone: ADA.billing_phone,
      address: { city: 'London', country: 'GB', line1: ADA.billing_address_1, line2: '', postal_code: ADA.billing_postcode, state: '' },
    });
    await page.getByText('Thank you. Your order has been received.').waitFor();
  });

  it('passes 3D Secure: the challenge, then the order paid', async () => {
    const page = await cardCheckout();
    await typeCard(page, CARDS.threeDSecure);
    await placeOrder(page);
    const challenge = page.getByRole('dialog', { name: '3D Secure 2 Test Page' });
    await challenge.waitFor();
    await expectNoSeriousA11yViolations(page, 'the 3D Secure challenge', ['[role="dialog"]']);
    await challenge.getByRole('button', { name: 'Complete authentication' }).click();
    const id = await orderReceived(page);
    assert.equal(order(id).status, 'processing');
    assert.deepEqual(intentsOf(id).map((i) => i.status), ['succeeded']);
  });

  it('fails 3D Secure: the message, the form usable, and a second card pays the same order with the same intent', async () => {
    const mark = lastOrder();
    const page = await cardCheckout();
    await typeCard(page, CARDS.threeDSecure);
    await page.fill('#order_comments', 'Ring twice.');
    // SPEC 8.3 on the classic checkout: checkout_error fires for the failed payment.
    await page.evaluate(() => {
      const w = window as unknown as { jQuery: (t: unknown) => { on(name: string, f: () => void): void }; checkoutErrors: number };
      w.checkoutErrors = 0;
      w.jQuery(document.body).on('checkout_error', () => void w.checkoutErrors++);
    });
    await placeOrder(page);
    await page.getByRole('dialog', { name: '3D Secure 2 Test Page' }).getByRole('button', { name: 'Fail authentication' }).click();
    const failure = 'We are unable to authenticate your payment method. Please choose a different payment method and try again.';
    await page.getByRole('alert').filter({ hasText: failure }).waitFor();
    // One notice, at the top of the store notices area (SPEC 8.3, where upe-classic.js puts it), nothing typed lost.
    assert.equal(await page.getByRole('alert').filter({ hasText: failure }).count(), 1);
    assert.equal(await page.locator('.woocommerce-notices-wrapper > .woocommerce-NoticeGroup-checkout:first-child').getByRole('alert').filter({ hasText: failure }).count(), 1);
    assert.equal(await page.evaluate(() => (window as unknown as { checkoutErrors: number }).checkoutErrors), 1);
    assert.equal(await page.inputValue('#order_comments'), 'Ring twice.');
    assert.equal(await page.inputValue('#billing_email'), ADA.billing_email);
    const [failed, ...more] = ordersSince(mark);
    assert.equal(failed?.status, 'failed');
    assert.equal(more.length, 0);
    await expectNoSeriousA11yViolations(page, 'the checkout after a failed authentication', ['.woocommerce-notices-wrapper', '#payment']);
    await typeCard(page, CARDS.visa);
    await placeOrder(page);
    const id = await orderReceived(page);
    assert.equal(id, failed!.id, 'the failed order is the one paid');
    assert.deepEqual(intentsOf(id).map((i) => i.status), ['succeeded']);
  });

  it('says a declined card in the gateway\'s words, with nothing typed lost, and the card number still in its field', async () => {
    const page = await cardCheckout();
    await page.fill('#order_comments', 'Leave it with the neighbour.');
    await typeCard(page, CARDS.declined);
    await placeOrder(page);
    await page.getByRole('alert').filter({ hasText: 'The card was declined.' }).waitFor();
    assert.equal(await paymentFrame(page).getByLabel('Card number').inputValue(), CARDS.declined);
    for (const [id, value] of Object.entries(ADA)) assert.equal(await page.inputValue(`#${id}`), value, id);
    assert.equal(await page.inputValue('#order_comments'), 'Leave it with the neighbour.');
    assert.ok(await page.getByLabel('Credit / Debit Card').isChecked());
    await expectNoSeriousA11yViolations(page, 'the checkout after a declined card', ['.woocommerce-notices-wrapper', '#payment']);
    await paymentFrame(page).getByLabel('Card number').fill(CARDS.visa);
    await placeOrder(page);
    const id = await orderReceived(page);
    assert.equal(intentsOf(id).length, 1);
  });

  it('places one order with one intent when Place order is clicked twice', async () => {
    const mark = lastOrder();
    const page = await cardCheckout();
    await typeCard(page, CARDS.visa);
    await totalsSettled(page);
    await page.locator('#terms').check();
    await page.locator('#place_order').dblclick();
    const id = await orderReceived(page);
    assert.deepEqual(ordersSince(mark).map((o) => o.id), [id]);
    assert.equal(intentsOf(id).length, 1);
  });

  it('follows a coupon applied after the card was typed: the form is told the new amount, the card stays typed', async () => {
    const page = await cardCheckout();
    await typeCard(page, CARDS.visa);
    const form = paymentFrame(page).locator('form');
    const before = Number(await form.getAttribute('data-amount'));
    await enterCoupon(page, 'WELCOME10');
    await page.locator('.cart-discount').waitFor();
    await page.waitForFunction(() => document.querySelector('.cart-discount') !== null);
    await paymentFrame(page).locator(`form:not([data-amount="${before}"])`).waitFor();
    const after = Number(await form.getAttribute('data-amount'));
    assert.ok(after < before, `the amount went from ${before} to ${after}`);
    assert.equal(await paymentFrame(page).getByLabel('Card number').inputValue(), CARDS.visa);
    await expectNoSeriousA11yViolations(page, 'the checkout after a coupon, the card typed', ['#order_review', '#payment']);
    await placeOrder(page);
    const id = await orderReceived(page);
    assert.equal(order(id).total, after, 'the order is charged what the form was last told');
  });
});

describe('payments: on order-pay', () => {
  const h = useShop();
  it("says an incomplete card at the top of the store notices area (SPEC 8.3), nothing sent, the card still typed", async () => {
    const beanie = (h.shop.db.prepare("SELECT id FROM products WHERE sku = 'woo-beanie'").get() as { id: number }).id;
    const page = await h.open('/shop/');
    await openCheckout(page, h.url, beanie);
    await page.getByLabel('Direct bank transfer').check();
    await fillBilling(page);
    await placeOrder(page);
    const id = await orderReceived(page);
    const { order_key: key } = h.shop.db.prepare('SELECT order_key FROM orders WHERE id = ?').get(id) as { order_key: string };
    h.shop.db.prepare("UPDATE orders SET status = 'pending' WHERE id = ?").run(id);
    await page.goto(new URL(`/shop/checkout/order-pay/${id}/?pay_for_order=true&key=${key}`, h.url).href);
    await page.getByLabel('Credit / Debit Card').check();
    await paymentFrame(page).getByLabel('Card number').fill('4242 4242');
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && (request.url().includes('/order-pay/') || request.url().includes('/api/v1/payment_methods'))) sent.push(request.url());
    });
    const terms = page.locator('#terms');
    if ((await terms.count()) > 0) await terms.check();
    await page.locator('#place_order').click();
    await page.locator('.woocommerce-notices-wrapper').getByRole('alert').filter({ hasText: 'The card number is incomplete.' }).waitFor();
    assert.deepEqual(sent, []);
    assert.equal(await paymentFrame(page).getByLabel('Card number').inputValue(), '4242 4242');
    await expectNoSeriousA11yViolations(page, 'order-pay after an incomplete card', ['.woocommerce-notices-wrapper', '#payment']);
  });
});

describe('payments: Stripe.js that does not arrive', () => {
  const h = useShop();
  let beanie = 0;
  before(() => {
    beanie = (h.shop.db.prepare("SELECT id FROM products WHERE sku = 'woo-beanie'").get() as { id: number }).id;
  });

  async function payOnDelivery(page: Page): Promise<void> {
    await page.getByLabel('Cash on delivery').check();
    await fillBilling(page);
    await placeOrder(page);
    await orderReceived(page);
  }

  it("fails to load: the card's box says so, the other methods work and cash on delivery completes", async () => {
    // The demo's Stripe.js answers 404 (stripe_fail=load), and js.stripe.com, which stripe-js then tries, is out of reach.
    h.allowHttpError(404, /\/shop\/demo\/stripe\/v3\//);
    h.ignoreErrors(/Failed to load resource: net::ERR_FAILED https:\/\/js\.stripe\.com\//);
    const context = await h.newContext();
    await context.route('https://js.stripe.com/**', (route) => route.abort('failed'));
    const page = await context.newPage();
    await openCheckout(page, h.url, beanie, '/shop/checkout/?stripe_fail=load');
    await page.getByLabel('Credit / Debit Card').check();
    const box = page.locator('.payment_box.payment_method_stripe');
    await box.getByRole('alert').filter({ hasText: 'Failed to load Credit / Debit Card payment method. Please refresh the page and try again.' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'the card box without Stripe.js', ['#payment']);
    // Submitting the card now says what is wrong, and nothing is sent.
    await fillBilling(page);
    await placeOrder(page);
    await page.getByRole('alert').filter({ hasText: 'Invalid or missing payment details. Please ensure the provided payment method is correctly entered.' }).waitFor();
    await payOnDelivery(page);
    assert.deepEqual(h.shop.db.prepare('SELECT status, payment_method FROM orders').all(), [{ status: 'processing', payment_method: 'cod' }]);
  });

  it("the card's Element fails to load (the provider's loaderror): the box shows SPEC 8.3's text, not the provider's", async () => {
    const page = await h.open('/shop/');
    await openCheckout(page, h.url, beanie, '/shop/checkout/?stripe_fail=loaderror');
    await page.getByLabel('Credit / Debit Card').check();
    const box = page.locator('.payment_box.payment_method_stripe');
    const alert = box.getByRole('alert');
    await alert.filter({ hasText: 'Failed to load Credit / Debit Card payment method. Please refresh the page and try again.' }).waitFor();
    assert.equal(await box.getByText(/test-mode switch stripe_fail=loaderror/).count(), 0, "the provider's text is not shown");
    await payOnDelivery(page);
  });

  it('never arrives: given up on after about ten seconds, with the same message, and cash on delivery completes', async () => {
    h.allowHttpError(404, /\/shop\/demo\/stripe\/v3\//);
    const context = await h.newContext();
    // js.stripe.com never answers; the page's clock is moved on instead of waiting ten seconds.
    await context.route('https://js.stripe.com/**', () => undefined);
    const page = await context.newPage();
    await page.clock.install();
    await openCheckout(page, h.url, beanie, '/shop/checkout/?stripe_fail=load');
    await page.getByLabel('Credit / Debit Card').check();
    const message = page.locator('.payment_box.payment_method_stripe').getByRole('alert').filter({ hasText: 'Failed to load Credit / Debit Card payment method.' });
    // The page's clock runs at its own pace (the checkout's timers need it): seconds have passed, not ten.
    assert.equal(await message.count(), 0, 'still waiting for Stripe.js');
    await page.clock.runFor(10_000);
    await message.waitFor();
    await page.clock.resume();
    await payOnDelivery(page);
  });
});
