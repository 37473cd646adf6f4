/**
 * Faults on the money path, in Chromium with request interception (faults.ts), on the demo: each step of the
 * classic checkout, a card payment and the buy-now pay box has its request dropped, its answer lost after the
 * shop did the work, held past the 'still being placed' note, answered 500, answered with a page instead of
 * JSON, wrapped in PHP notices, or sent with an expired nonce. Each time the shopper sees SPEC 8.2/8.3's message
 * (or WooCommerce's own), gets the form back with everything typed, the database holds at most one order and one
 * intent for the attempt, and a retry succeeds. Express checkout: its Store API order and the gateway's calls
 * before it, with the wallet sheet reporting the failure as Stripe's paymentFailed does.
 * Run: npm run build && node --import tsx --test tests/e2e/faults.test.ts
 */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { FrameLocator, Page } from 'playwright-core';
import { GB_ADDRESS, openCheckout, pickLocalPickup, totalsSettled, typeFields } from './checkout-shopper.ts';
import { CHECKOUT, CONNECTION_ERROR, failNext, FAULT_CONSOLE_NOISE, GENERIC_ERROR, placeWithFault, STILL_PLACING, typedFields, UNABLE_TO_PROCESS } from './faults.ts';
import { countExpressOrders, EXPRESS_ORDER, openSheet, sheet, walletButton } from './express-shopper.ts';
import { expectNoSeriousA11yViolations, useShop } from './harness.ts';
import { CARDS, orderReceived, paymentFrame, readyToPayByCard, typeCard } from './payments-shopper.ts';

describe('faults: the classic checkout', () => {
  const h = useShop({ products: 0 });
  let beanie = 0;
  const orderCount = (): number => (h.shop.db.prepare('SELECT COUNT(*) AS n FROM orders').get() as { n: number }).n;
  before(() => {
    beanie = (h.shop.db.prepare("SELECT id FROM products WHERE sku = 'woo-beanie'").get() as { id: number }).id;
  });

  it('dropped, 500, a page for JSON, an expired nonce: the message, the form back, nothing typed lost, no order; an answer lost then a retry held past the note: one order', async () => {
    h.ignoreErrors(FAULT_CONSOLE_NOISE);
    h.allowHttpError(500, CHECKOUT);
    const page = await h.open('/shop/');
    await openCheckout(page, h.url, beanie);
    await typeFields(page, GB_ADDRESS);
    await page.getByRole('textbox', { name: 'Order notes (optional)' }).fill('Ring twice.');
    await page.getByLabel('Cash on delivery').check();
    await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
    const typed = await typedFields(page);
    const before = orderCount();

    for (const [fault, message] of [
      ['dropped', CONNECTION_ERROR],
      ['http-500', GENERIC_ERROR],
      ['html', GENERIC_ERROR],
      ['expired-nonce', UNABLE_TO_PROCESS],
    ] as const) {
      const shown = await placeWithFault(page, fault, { nonceField: 'woocommerce-process-checkout-nonce' });
      assert.equal(shown, message, `${fault}: the message`);
      await totalsSettled(page); // the expired nonce's answer asks for a refresh, which brings a fresh nonce
      assert.deepEqual(await typedFields(page), typed, `${fault}: every typed field kept`);
      assert.equal(orderCount(), before, `${fault}: no order`);
      assert.ok(await page.getByRole('button', { name: 'Place order' }).isEnabled(), `${fault}: the form is usable`);
    }

    // The shop makes the order but its answer never arrives: the connection message, and the order is there once.
    assert.equal(await placeWithFault(page, 'answer-lost'), CONNECTION_ERROR);
    assert.equal(orderCount(), before + 1, 'the shop made the order');
    assert.deepEqual(await typedFields(page), typed);

    // The retry (same key) is held: past the note the shopper is told to wait, blocked; then the same order.
    const held = await failNext(page, CHECKOUT, 'delayed');
    await page.getByRole('button', { name: 'Place order' }).click();
    await held.reached;
    await page.getByText(STILL_PLACING).waitFor();
    assert.equal(await page.locator('form.checkout').evaluate((form) => form.classList.contains('processing')), true, 'the form stays blocked while it waits');
    held.release();
    await page.waitForURL(/\/order-received\/\d+\//);
    const id = Number(/order-received\/(\d+)\//.exec(page.url())![1]);
    assert.equal(orderCount(), before + 1, 'the retry made no second order');
    assert.equal((h.shop.db.prepare('SELECT MAX(id) AS id FROM orders').get() as { id: number }).id, id, 'the page shows the order the shop made');
  });

  it("a success sent off the site over plain http (the shop's answer, its redirect changed): not followed, the generic error, the form usable; Place order again is sent, with the same key, and lands on the one order", async () => {
    const page = await h.open('/shop/');
    await openCheckout(page, h.url, beanie);
    await typeFields(page, GB_ADDRESS);
    await page.getByLabel('Cash on delivery').check();
    await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
    const before = orderCount();
    const keys: string[] = [];
    page.on('request', (request) => {
      if (CHECKOUT.test(request.url())) keys.push(request.headers()['idempotency-key'] ?? '');
    });

    assert.equal(await placeWithFault(page, 'off-site-redirect'), GENERIC_ERROR);
    assert.match(page.url(), /\/checkout\/?$/, 'the off-site address was not followed');
    assert.equal(orderCount(), before + 1, 'the shop made the order');
    assert.ok(await page.getByRole('button', { name: 'Place order' }).isEnabled(), 'the form is usable');

    // The checkout was given back: a second Place order is sent (not taken for a double click), with the same key.
    await Promise.all([page.waitForURL(/\/order-received\/\d+\//), page.getByRole('button', { name: 'Place order' }).click()]);
    assert.equal(keys.length, 2, 'the second Place order was sent');
    assert.ok(keys[0] !== '' && keys[0] === keys[1], `the same idempotency key: ${keys.join(', ')}`);
    assert.equal(orderCount(), before + 1, 'no second order');
  });

  it('an update with an expired nonce: the shop refuses it (403), the nonce is refreshed and the update applied, nothing shown to the shopper', async () => {
    h.allowHttpError(403, /wc-ajax=update_order_review/);
    h.ignoreErrors(FAULT_CONSOLE_NOISE);
    const page = await h.open('/shop/');
    await openCheckout(page, h.url, beanie);
    const refreshes: string[] = [];
    const updates: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('wc-ajax=shop_islands_nonces')) refreshes.push(request.url());
      if (request.url().includes('wc-ajax=update_order_review')) updates.push(new URLSearchParams(request.postData() ?? '').get('security') ?? '');
    });
    const refreshed = page.waitForResponse((response) => response.url().includes('wc-ajax=shop_islands_nonces'));
    const refused = page.waitForResponse((response) => response.url().includes('wc-ajax=update_order_review') && response.status() === 403);
    const applied = page.waitForResponse((response) => response.url().includes('wc-ajax=update_order_review') && response.status() === 200);
    await failNext(page, /wc-ajax=update_order_review/, 'expired-nonce');
    await pickLocalPickup(page); // waits for the review table to show the pick-up
    await Promise.all([refused, applied]);
    assert.equal(refreshes.length, 1, 'one nonce refresh');
    const fresh = ((await (await refreshed).json()) as { nonces: Record<string, string> }).nonces.update_order_review_nonce;
    assert.equal(updates.length, 2, 'the refused update, then its retry');
    assert.equal(updates[1], fresh, 'the retry carries the refreshed nonce');
    assert.equal(await page.locator('.woocommerce-error').count(), 0, 'no error shown');
  });
});

describe('faults: paying by card on the classic checkout', () => {
  const h = useShop();
  let beanie = 0;
  const ordersSince = (after: number) => h.shop.db.prepare('SELECT id, status FROM orders WHERE id > ? ORDER BY id').all(after) as { id: number; status: string }[];
  const lastOrder = () => (h.shop.db.prepare('SELECT MAX(id) AS id FROM orders').get() as { id: number | null }).id ?? 0;
  const intentsOf = (orderId: number) =>
    h.shop.db.prepare("SELECT id, status FROM stripe_payment_intents WHERE json_extract(object, '$.metadata.order_id') = ?").all(String(orderId)) as { id: string; status: string }[];
  before(() => {
    beanie = (h.shop.db.prepare("SELECT id FROM products WHERE sku = 'woo-beanie'").get() as { id: number }).id;
  });

  it('dropped, a page for JSON, 500, an expired nonce, then the answer lost after the shop took the order, then a retry answered inside PHP notices: paid once, one order, one intent; the card stays typed', async () => {
    h.ignoreErrors(FAULT_CONSOLE_NOISE);
    h.allowHttpError(500, CHECKOUT);
    const mark = lastOrder();
    const page = await h.open('/shop/');
    await readyToPayByCard(page, h.url, beanie);
    const card: FrameLocator = paymentFrame(page);

    for (const [fault, message] of [
      ['dropped', CONNECTION_ERROR],
      ['html', GENERIC_ERROR],
      ['http-500', GENERIC_ERROR],
      ['expired-nonce', UNABLE_TO_PROCESS],
    ] as const) {
      assert.equal(await placeWithFault(page, fault, { nonceField: 'woocommerce-process-checkout-nonce' }), message, `${fault}: the message`);
      await totalsSettled(page); // the expired nonce's answer asks for a refresh, which brings a fresh nonce
      assert.equal(await card.getByLabel('Card number').inputValue(), CARDS.visa, `${fault}: the card number is still typed`);
      assert.deepEqual(ordersSince(mark), [], `${fault}: no order`);
      assert.ok(await page.getByRole('button', { name: 'Place order' }).isEnabled(), `${fault}: the form is usable`);
    }

    assert.equal(await placeWithFault(page, 'answer-lost'), CONNECTION_ERROR);
    const made = ordersSince(mark);
    assert.equal(made.length, 1, 'the shop made the order');

    const wrapped = await failNext(page, CHECKOUT, 'php-notices');
    await page.getByRole('button', { name: 'Place order' }).click();
    await wrapped.reached;
    const id = await orderReceived(page);
    assert.deepEqual(ordersSince(mark).map((o) => o.id), [id], 'one order, the one the page shows');
    const intents = intentsOf(id);
    assert.equal(intents.length, 1, 'one intent for the order');
    assert.equal(intents[0]?.status, 'succeeded');
    assert.ok(['processing', 'completed'].includes(ordersSince(mark)[0]!.status), 'the order is paid');
  });
});

describe('faults: the buy-now pay box', () => {
  const h = useShop({ products: 0 });
  const box = (page: Page): FrameLocator => page.frameLocator('.asp-popup-iframe-cont:not([hidden]) iframe');
  const buyNowOrders = (): number => (h.shop.db.prepare("SELECT COUNT(*) AS n FROM orders WHERE payment_method = 'stripe_buy_now'").get() as { n: number }).n;

  it('dropped, 500, a page for JSON on the intent request: the message in the box, Pay usable, the card kept, no order; the retry pays once', async () => {
    h.ignoreErrors(FAULT_CONSOLE_NOISE);
    h.allowHttpError(500, /admin-ajax\.php/);
    const before = buyNowOrders();
    const page = await h.open('/shop/product/beanie/');
    await page.getByRole('button', { name: 'Buy now for £18.00' }).click();
    const pay = box(page).getByRole('button', { name: /^Pay £/ });
    await pay.waitFor();
    const card = box(page).frameLocator('iframe[title="Secure payment input frame"]');
    await typeCard(page, CARDS.visa, card);
    const postcode = card.getByLabel('Postcode');
    if (await postcode.count()) await postcode.fill('SW1A 1AA');
    const error = box(page).locator('#global-error');

    for (const fault of ['dropped', 'http-500', 'html'] as const) {
      const injected = await failNext(page, /admin-ajax\.php/, fault);
      await pay.click();
      await injected.reached;
      await error.filter({ hasText: CONNECTION_ERROR }).waitFor();
      await box(page).locator('#submit-btn:enabled').waitFor();
      assert.equal(await card.getByLabel('Card number').inputValue(), CARDS.visa, `${fault}: the card is kept`);
      assert.equal(buyNowOrders(), before, `${fault}: no order`);
    }
    await pay.click();
    await page.waitForURL(/\/shop\/checkout\/order-received\//);
    assert.equal(buyNowOrders(), before + 1);
  });
});

describe('faults: express checkout (the wallet sheet on a product page)', () => {
  const h = useShop({ products: 0 });
  const lastOrder = () => (h.shop.db.prepare('SELECT MAX(id) AS id FROM orders').get() as { id: number | null }).id ?? 0;
  const ordersSince = (after: number) => h.shop.db.prepare('SELECT id, status FROM orders WHERE id > ? ORDER BY id').all(after) as { id: number; status: string }[];
  const succeededIntentsSince = (after: number) =>
    (h.shop.db.prepare("SELECT COUNT(*) AS n FROM stripe_payment_intents WHERE status = 'succeeded' AND CAST(json_extract(object, '$.metadata.order_id') AS INTEGER) > ?").get(after) as { n: number }).n;
  const pageNotice = (page: Page) => page.locator('.woocommerce-notices-wrapper .woocommerce-error');

  /** Pays in the sheet and waits for the order-received page: the order the page names. */
  async function payAndLand(page: Page): Promise<number> {
    await sheet(page).getByRole('button', { name: 'Pay' }).click();
    return orderReceived(page);
  }

  it('the order request dropped, answered 500, answered with a page: the sheet closed, SPEC 8.3\'s message on the page, the button usable again, no order; the retry pays once', async () => {
    h.ignoreErrors(FAULT_CONSOLE_NOISE);
    h.allowHttpError(500, EXPRESS_ORDER);
    const mark = lastOrder();
    const page = await h.open('/shop/product/beanie/');
    for (const fault of ['dropped', 'http-500', 'html'] as const) {
      await openSheet(page);
      const injected = await failNext(page, EXPRESS_ORDER, fault);
      await sheet(page).getByRole('button', { name: 'Pay' }).click();
      await injected.reached;
      // the sheet closed once the wallet's payment method was taken; the page says what went wrong
      await pageNotice(page).getByText(CONNECTION_ERROR, { exact: true }).waitFor();
      assert.equal(await sheet(page).count(), 0, `${fault}: the sheet is closed`);
      await expectNoSeriousA11yViolations(page, `product page, express order ${fault}`);
      assert.ok(await (await walletButton(page)).isEnabled(), `${fault}: the button is usable again`);
      assert.deepEqual(ordersSince(mark), [], `${fault}: no order`);
    }
    await openSheet(page);
    const id = await payAndLand(page);
    assert.deepEqual(ordersSince(mark).map((o) => o.id), [id], 'one order, the one the page shows');
    assert.equal(succeededIntentsSince(mark), 1, 'one charge');
  });

  it('the order\'s answer lost after the shop made and charged the order: the page says so; the retry (a new sheet, the same idempotency key) lands on that order: one order, one charge', async () => {
    h.ignoreErrors(FAULT_CONSOLE_NOISE);
    const mark = lastOrder();
    const page = await h.open('/shop/product/beanie/');
    const keys: string[] = [];
    page.on('request', (r) => { if (r.method() === 'POST' && EXPRESS_ORDER.test(r.url())) keys.push(r.headers()['idempotency-key'] ?? ''); });
    await openSheet(page);
    const lost = await failNext(page, EXPRESS_ORDER, 'answer-lost');
    await sheet(page).getByRole('button', { name: 'Pay' }).click();
    await lost.reached;
    await pageNotice(page).getByText(CONNECTION_ERROR, { exact: true }).waitFor();
    const made = ordersSince(mark);
    assert.deepEqual(made.map((o) => o.status), ['processing'], 'the shop made the order');
    assert.equal(succeededIntentsSince(mark), 1, 'and charged it');
    await openSheet(page);
    const id = await payAndLand(page);
    assert.equal(id, made[0]!.id, 'the retry lands on that order');
    assert.deepEqual(ordersSince(mark).map((o) => o.id), [id], 'one order');
    assert.equal(succeededIntentsSince(mark), 1, 'one charge');
    assert.equal(keys.length, 2);
    assert.match(keys[0]!, /^[0-9a-f-]{36}$/);
    assert.equal(keys[1], keys[0], 'the retry sent the same key');
  });

  it('the order\'s answer wrapped in PHP notices: rescued, the shopper lands on the paid order, one order and one charge', async () => {
    const mark = lastOrder();
    const page = await h.open('/shop/product/beanie/');
    await openSheet(page);
    const wrapped = await failNext(page, EXPRESS_ORDER, 'php-notices');
    const id = await payAndLand(page);
    await wrapped.reached;
    assert.deepEqual(ordersSince(mark).map((o) => [o.id, o.status]), [[id, 'processing']]);
    assert.equal(succeededIntentsSince(mark), 1);
  });

  it('expired nonces on the order (the express nonce, the Store API nonce): refused with 403, fresh nonces fetched, the order placed once', async () => {
    h.allowHttpError(403, EXPRESS_ORDER);
    h.ignoreErrors(FAULT_CONSOLE_NOISE);
    const page = await h.open('/shop/product/beanie/');
    for (const header of ['X-WCSTRIPE-EXPRESS-CHECKOUT-NONCE', 'Nonce']) {
      const mark = lastOrder();
      const statuses: number[] = [];
      page.on('response', (r) => { if (EXPRESS_ORDER.test(r.url())) statuses.push(r.status()); });
      await page.goto(new URL('/shop/product/beanie/', h.url).href);
      await openSheet(page);
      const expired = await failNext(page, EXPRESS_ORDER, 'expired-nonce', { nonceHeader: header });
      const id = await payAndLand(page);
      await expired.reached;
      assert.deepEqual(statuses, [403, 200], `${header}: refused once, then placed`);
      assert.deepEqual(ordersSince(mark).map((o) => o.id), [id], `${header}: one order`);
      assert.equal(succeededIntentsSince(mark), 1, `${header}: one charge`);
      page.removeAllListeners('response');
    }
  });

  it('the gateway\'s calls before the order (normalize_address dropped, shipping options in PHP notices, an expired nonce): the payment goes on, one order', async () => {
    h.ignoreErrors(FAULT_CONSOLE_NOISE);
    h.allowHttpError(403, /wc-ajax=wc_stripe_/);
    const mark = lastOrder();
    const page = await h.open('/shop/product/beanie/');
    const notices = await failNext(page, /wc-ajax=wc_stripe_get_shipping_options/, 'php-notices');
    await openSheet(page);
    await notices.reached;
    const dropped = await failNext(page, /wc-ajax=wc_stripe_normalize_address/, 'dropped');
    const id = await payAndLand(page);
    await dropped.reached;
    assert.deepEqual(ordersSince(mark).map((o) => o.id), [id]);

    await page.goto(new URL('/shop/product/beanie/', h.url).href);
    const expired = await failNext(page, /wc-ajax=wc_stripe_normalize_address/, 'expired-nonce');
    const refreshed = page.waitForResponse((r) => r.url().includes('wc-ajax=shop_islands_nonces'));
    await openSheet(page);
    const second = await payAndLand(page);
    await expired.reached;
    await refreshed;
    assert.deepEqual(ordersSince(mark).map((o) => o.id), [id, second]);
    assert.equal(succeededIntentsSince(mark), 2, 'one charge each');
  });

  it('the order request held past any patience: past the note\'s wait the shopper is told the order is still being placed, the button opens no second sheet meanwhile, the client does not give up; released, one order and one charge', async () => {
    const mark = lastOrder();
    const page = await (await h.newContext()).newPage();
    await page.clock.install();
    await page.goto(new URL('/shop/product/beanie/', h.url).href);
    await openSheet(page);
    const sent = countExpressOrders(page);
    const held = await failNext(page, EXPRESS_ORDER, 'delayed');
    await sheet(page).getByRole('button', { name: 'Pay' }).click();
    await held.reached;
    await sheet(page).waitFor({ state: 'detached' });
    // the classic checkout's note (core's), by the button, once the answer is 10 s late
    await page.clock.runFor(10_000);
    const note = page.getByRole('status').filter({ hasText: STILL_PLACING });
    await note.waitFor();
    await expectNoSeriousA11yViolations(page, 'product page, express order still being placed');
    // pressed again while the order is on its way: no second sheet, no second payment
    await (await walletButton(page)).click();
    assert.equal(await sheet(page).count(), 0, 'no second sheet while paying');
    assert.deepEqual(ordersSince(mark), []);
    // past any client timeout (core's default is 30 s): the shop may still make the order, so the client waits for it
    await page.clock.runFor(110_000);
    assert.equal(await note.count(), 1, 'still told to wait');
    held.release();
    await page.waitForURL(/\/order-received\/\d+\//);
    assert.equal(sent.count, 1, 'one order request');
    assert.equal(ordersSince(mark).length, 1);
    assert.equal(succeededIntentsSince(mark), 1);
  });
});

describe('faults: bundles sharing one session (the checkout page: checkout, payments and express checkout, each built on its own)', () => {
  const h = useShop({ products: 0 });
  const lastOrder = () => (h.shop.db.prepare('SELECT MAX(id) AS id FROM orders').get() as { id: number | null }).id ?? 0;

  it('the express order request dropped on the checkout page: SPEC 8.3\'s connection text, never the request error\'s own message; no order', async () => {
    h.ignoreErrors(FAULT_CONSOLE_NOISE);
    const mark = lastOrder();
    const beanie = (h.shop.db.prepare("SELECT id FROM products WHERE sku = 'woo-beanie'").get() as { id: number }).id;
    const page = await h.open(`/shop/?add-to-cart=${beanie}`);
    await page.goto(new URL('/shop/checkout/', h.url).href);
    await page.locator('#wc-stripe-express-checkout-button-separator').getByText('OR').waitFor();
    await openSheet(page);
    const dropped = await failNext(page, EXPRESS_ORDER, 'dropped');
    await sheet(page).getByRole('button', { name: 'Pay' }).click();
    await dropped.reached;
    const notice = page.locator('.woocommerce-error').first();
    await notice.waitFor();
    assert.equal((await notice.innerText()).trim(), CONNECTION_ERROR);
    assert.equal((h.shop.db.prepare('SELECT COUNT(*) AS n FROM orders WHERE id > ?').get(mark) as { n: number }).n, 0, 'no order');
  });
});
