/**
 * Double actions on the demo's money path, in Chromium: Enter pressed again and again in a checkout field, two
 * tabs of one shopper placing the same cart at once, the Back button after paying by card, and (the server half,
 * no client guard) two identical order POSTs at once. Each gives one order and one charge. Express checkout: the
 * wallet button pressed twice, Pay pressed twice, and the wallet's order request sent twice at once.
 * (A double click on Place order, on Pay in the buy-now box and on Place order with a card: checkout.test.ts,
 * buy-now.test.ts, payments.test.ts.)
 * Run: npm run build && node --import tsx --test tests/e2e/double-actions.test.ts
 */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { billingField, countRequests, GB_ADDRESS, openCheckout, totalsSettled, typeFields } from './checkout-shopper.ts';
import { countExpressOrders, EXPRESS_ORDER, openSheet, sheet, walletButton } from './express-shopper.ts';
import { useShop } from './harness.ts';
import { orderReceived, readyToPayByCard } from './payments-shopper.ts';

/** WooCommerce's answer to an order for a cart that is gone (WC_Checkout::process_checkout). */
const SESSION_EXPIRED = /Sorry, your session has expired\./;
/** The Store API's answer to an order for a cart that is gone (woocommerce_rest_cart_empty). */

describe('double actions on the demo', () => {
  const h = useShop();
  let beanie = 0;
  const lastOrder = (): number => (h.shop.db.prepare('SELECT MAX(id) AS id FROM orders').get() as { id: number | null }).id ?? 0;
  const ordersSince = (after: number) => h.shop.db.prepare('SELECT id, status FROM orders WHERE id > ? ORDER BY id').all(after) as { id: number; status: string }[];
  const intentsOf = (orderId: number) =>
    h.shop.db.prepare("SELECT id, status FROM stripe_payment_intents WHERE json_extract(object, '$.metadata.order_id') = ?").all(String(orderId)) as { id: string; status: string }[];
  before(() => {
    beanie = (h.shop.db.prepare("SELECT id FROM products WHERE sku = 'woo-beanie'").get() as { id: number }).id;
  });

  async function readyCheckout(page: Page): Promise<void> {
    await openCheckout(page, h.url, beanie);
    await typeFields(page, GB_ADDRESS);
    await page.getByLabel('Cash on delivery').check();
    await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
    await totalsSettled(page);
  }

  it('Enter pressed five times in a field sends one order', async () => {
    const mark = lastOrder();
    const page = await h.open('/shop/');
    await readyCheckout(page);
    const submits = countRequests(page, 'checkout');
    await billingField(page, 'Town / City').focus();
    const received = page.waitForURL(/\/order-received\/\d+\//);
    for (let i = 0; i < 5; i += 1) await page.keyboard.press('Enter');
    await received;
    assert.equal(submits.count, 1, 'one ?wc-ajax=checkout request');
    assert.equal(ordersSince(mark).length, 1);
  });

  it('two tabs of one shopper placing the same cart at once make one order; the other tab is told the cart is gone', async () => {
    const mark = lastOrder();
    const first = await h.open('/shop/');
    await readyCheckout(first);
    const second = await first.context().newPage();
    await second.goto(new URL('/shop/checkout/', h.url).href);
    await totalsSettled(second);
    // The second tab shows what the session remembers of the first's typing; the shopper types it again over it.
    for (const [label, text] of GB_ADDRESS) await billingField(second, label).fill(text);
    await second.keyboard.press('Tab');
    await second.getByLabel('Cash on delivery').check();
    await second.getByRole('checkbox', { name: /I have read and agree/ }).check();
    await totalsSettled(second);

    await Promise.all([first.getByRole('button', { name: 'Place order' }).click(), second.getByRole('button', { name: 'Place order' }).click()]);
    const outcomes = await Promise.all(
      [first, second].map((page) =>
        Promise.race([
          page.waitForURL(/\/order-received\/\d+\//).then(() => 'order-received'),
          page.locator('.woocommerce-error').first().waitFor().then(async () => 'error: ' + (await page.locator('.woocommerce-error').first().textContent())),
          page.locator('.woocommerce-NoticeGroup-checkout .woocommerce-error').filter({ hasText: SESSION_EXPIRED }).waitFor().then(() => 'session expired'),
        ]),
      ),
    );
    assert.deepEqual([...outcomes].sort(), ['order-received', 'session expired']);
    assert.equal(ordersSince(mark).length, 1, 'one order');
  });

  it('Back after paying by card: the checkout says the session has expired, no form to place again; one order, one charge', async () => {
    const mark = lastOrder();
    const page = await h.open('/shop/');
    await readyToPayByCard(page, h.url, beanie);
    await page.locator('#place_order').click();
    const id = await orderReceived(page);

    // Back: the checkout loads again, its start-up update finds the cart paid for, and says so in place of the form.
    await page.goBack();
    await page.getByText(SESSION_EXPIRED).waitFor();
    assert.equal(await page.locator('#place_order').isVisible(), false, 'nothing to place again');
    assert.deepEqual(ordersSince(mark).map((o) => o.id), [id], 'one order');
    assert.deepEqual(intentsOf(id).map((intent) => intent.status), ['succeeded'], 'one intent, paid once');
  });

  it('two identical order POSTs at once (no client guard, one key) make one order and name it both times', async () => {
    const mark = lastOrder();
    const page = await h.open('/shop/');
    await readyCheckout(page);
    const form = await page.locator('form.checkout').evaluate((el) => new URLSearchParams([...new FormData(el as HTMLFormElement)].map(([k, v]) => [k, String(v)])).toString());
    const post = () =>
      page.request.post(new URL('/shop/?wc-ajax=checkout', h.url).href, {
        data: form,
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'idempotency-key': 'two-identical-posts' },
      });
    const answers = await Promise.all([post(), post()]);
    const [a, b] = await Promise.all(answers.map(async (r) => (await r.json()) as { result: string; redirect: string }));
    assert.equal(a?.result, 'success');
    assert.deepEqual(b, a);
    const made = ordersSince(mark);
    assert.equal(made.length, 1, 'one order');
    assert.ok(a!.redirect.includes(`/order-received/${made[0]!.id}/`), 'both answers name it');
  });
  it('express checkout: the wallet button pressed twice opens one sheet, Pay pressed twice sends one order: one order, one charge', async () => {
    const mark = lastOrder();
    const page = await h.open('/shop/product/beanie/');
    const orderRequests = countExpressOrders(page);
    // two presses in one go, before the shop has answered anything
    await (await walletButton(page)).evaluate((button: HTMLElement) => { button.click(); button.click(); });
    await sheet(page).getByRole('radio', { name: /^Flat rate/ }).waitFor();
    assert.equal(await page.getByRole('dialog').count(), 1, 'one sheet');
    await sheet(page).getByRole('button', { name: 'Pay' }).dblclick();
    const id = await orderReceived(page);
    assert.equal(orderRequests.count, 1, 'one order request');
    assert.deepEqual(ordersSince(mark).map((o) => o.id), [id], 'one order');
    assert.deepEqual(intentsOf(id).map((intent) => intent.status), ['succeeded'], 'one charge');
  });

  it('express checkout: the wallet\'s order request sent twice at once (no client guard, the same idempotency key) makes one order and one charge; both answers name it', async () => {
    const mark = lastOrder();
    const page = await h.open('/shop/product/beanie/');
    await openSheet(page);
    const answers: Promise<[number, string]>[] = [];
    await page.route(EXPRESS_ORDER, async (route) => {
      const request = route.request();
      // the same request, headers and body, from outside the page: no client guard between the two
      answers.push(page.request.post(request.url(), { headers: await request.allHeaders(), data: request.postData() ?? '' }).then(async (r) => [r.status(), await r.text()]));
      const own = await route.fetch();
      answers.push(own.text().then((body) => [own.status(), body]));
      await route.fulfill({ response: own });
    }, { times: 1 });
    await sheet(page).getByRole('button', { name: 'Pay' }).click();
    const id = await orderReceived(page);
    const made = ordersSince(mark);
    assert.deepEqual(made.map((o) => o.id), [id], 'one order, the one the page shows');
    assert.deepEqual(intentsOf(id).map((intent) => intent.status), ['succeeded'], 'one charge');
    const outcomes = (await Promise.all(answers)).map(([status, body]) => (status === 200 ? `paid ${(JSON.parse(body) as { order_id: number }).order_id}` : `${status} ${(JSON.parse(body) as { message: string }).message}`));
    // the second, whichever it is, is answered with the first's order (the demo's Store API checkout honours the key)
    assert.deepEqual(outcomes, [`paid ${id}`, `paid ${id}`]);
  });

});
