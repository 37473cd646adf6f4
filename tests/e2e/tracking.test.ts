/**
 * Shop-event tracking in Chromium, from the shopper's side to the demo's collectors: a journey that
 * comes from a newsletter (utm_source=news&utm_medium=email) through listing, product, cart, checkout
 * and order, then the same journey with tracking refused.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { SESSION_COOKIE } from '../../examples/demo-shop/domain/sessions.ts';
import { listEvents, type Collector, type TrackedEvent } from '../../examples/demo-shop/tracking/events-store.ts';
import { placeClassicOrder } from './classic-checkout.ts';
import { expectNoSeriousA11yViolations, useShop, type ShopHarness } from './harness.ts';

const CAMPAIGN = '/shop/?utm_source=news&utm_medium=email';
const WAIT_MS = 15_000;

/** This shopper's events at the collectors, oldest first. */
function collected(h: ShopHarness, session: string, collector?: Collector): TrackedEvent[] {
  return listEvents(h.shop.db, { collector, limit: 10_000 }).filter((e) => e.sessionId === session).reverse();
}

/** Waits until the collectors hold what `ready` looks for (requests from the browser arrive on their own time). */
async function collectedWhen(h: ShopHarness, session: string, ready: (events: TrackedEvent[]) => boolean, what: string): Promise<TrackedEvent[]> {
  const until = Date.now() + WAIT_MS;
  for (;;) {
    const events = collected(h, session);
    if (ready(events)) return events;
    if (Date.now() > until) assert.fail(`the collectors never received ${what}; they have: ${events.map((e) => `${e.collector}:${e.name}`).join(', ')}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

const count = (events: TrackedEvent[], name: string, collector: Collector = 'ga4'): number => events.filter((e) => e.collector === collector && e.name === name).length;
const ga4Names = (events: TrackedEvent[]): string[] => events.filter((e) => e.collector === 'ga4').map((e) => e.name);

/** `expected` appear in `names` in this order (other events may come between). */
function inOrder(names: string[], expected: string[]): boolean {
  let at = 0;
  for (const name of names) if (name === expected[at]) at += 1;
  return at === expected.length;
}

async function sessionOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === SESSION_COOKIE);
  assert.ok(cookie, 'the shop gave the browser a session');
  return cookie.value;
}

/** Listing → a simple product's page → add it to the basket (the cart page follows). */
async function addFromListing(page: Page): Promise<string> {
  const card = page.locator('ul.products li.product').filter({ has: page.locator('a.add_to_cart_button.product_type_simple') }).first();
  await Promise.all([page.waitForURL(/\/shop\/product\//), card.locator('a.woocommerce-loop-product__link').click()]);
  const productUrl = page.url();
  await Promise.all([page.waitForURL(/\/shop\/cart\/$/), page.locator('form.cart .single_add_to_cart_button').click()]);
  return productUrl;
}

/** The checkout's hidden order attribution fields, by name. */
const attributionFields = (page: Page): Promise<Record<string, string>> =>
  page.$$eval('input[name^="wc_order_attribution_"]', (inputs) => Object.fromEntries((inputs as HTMLInputElement[]).map((i) => [i.name, i.value])));

function orderOf(h: ShopHarness, page: Page): { id: number; total: number; meta: Record<string, string> } {
  const id = Number(/order-received\/(\d+)\//.exec(page.url())![1]);
  const row = h.shop.db.prepare('SELECT id, total, meta FROM orders WHERE id = ?').get(id) as { id: number; total: number; meta: string };
  return { id: row.id, total: row.total, meta: JSON.parse(row.meta) as Record<string, string> };
}

describe('shop-event tracking', () => {
  const h = useShop();

  it('a newsletter visitor: GA4 events in order, exactly one purchase with the order value, utm attribution on the order', async (t) => {
    const page = await h.open(CAMPAIGN);
    const session = await sessionOf(page);
    await collectedWhen(h, session, (e) => count(e, 'view_item_list') === 1, 'the listing view');

    const productUrl = await addFromListing(page);
    await collectedWhen(h, session, (e) => count(e, 'select_content') === 1 && count(e, 'view_item') === 1 && count(e, 'add_to_cart') === 1, 'select_content, view_item and add_to_cart');

    // The cart page's script removes the line in place, as WooCommerce's cart.js does.
    await page.locator('.woocommerce-cart-form .cart_item a.remove').first().click();
    await page.locator('.cart-empty').waitFor();
    await collectedWhen(h, session, (e) => count(e, 'remove_from_cart') === 1, 'remove_from_cart');

    await page.goto(productUrl);
    await Promise.all([page.waitForURL(/\/shop\/cart\/$/), page.locator('form.cart .single_add_to_cart_button').click()]);
    await page.goto(new URL('/shop/checkout/', h.url).href);
    await page.waitForFunction(() => (document.querySelector('input[name="wc_order_attribution_source_type"]') as HTMLInputElement | null)?.value === 'utm');
    const fields = await attributionFields(page);
    assert.equal(Object.keys(fields).length, 16, 'every SPEC 3.7 field is a hidden input, once');
    assert.deepEqual(
      [fields.wc_order_attribution_source_type, fields.wc_order_attribution_utm_source, fields.wc_order_attribution_utm_medium, fields.wc_order_attribution_referrer],
      ['utm', 'news', 'email', '(none)'],
    );
    assert.match(fields.wc_order_attribution_session_entry ?? '', /\/shop\/\?utm_source=news&utm_medium=email$/);
    await placeClassicOrder(page);

    const order = orderOf(h, page);
    const events = await collectedWhen(h, session, (e) => count(e, 'purchase') === 1, 'purchase');
    const names = ga4Names(events);
    t.diagnostic(`GA4 events at the collector, in order: ${names.join(', ')}`);
    assert.ok(
      inOrder(names, ['view_item_list', 'select_content', 'view_item', 'add_to_cart', 'remove_from_cart', 'begin_checkout', 'purchase']),
      `the GA4 events arrive in the journey's order: ${names.join(', ')}`,
    );
    const purchase = events.find((e) => e.name === 'purchase')!;
    assert.equal(purchase.payload.transaction_id, String(order.id));
    assert.equal(purchase.payload.value, order.total / 100);
    assert.equal(purchase.payload.currency, 'GBP');

    assert.equal(order.meta._wc_order_attribution_source_type, 'utm');
    assert.equal(order.meta._wc_order_attribution_utm_source, 'news');
    assert.equal(order.meta._wc_order_attribution_utm_medium, 'email');
    assert.equal(order.meta._wc_order_attribution_device_type, 'Desktop');
    const shown = page.getByRole('region', { name: 'Order attribution' });
    assert.match(await shown.innerText(), /Origin\s+Source: News/);
    await expectNoSeriousA11yViolations(page, 'order-received with attribution');

    // A reload reports nothing again: the page runs its trackers (its statistics hit arrives) without a purchase.
    const hitsBefore = count(collected(h, session), 'hit', 'statistics');
    await page.reload();
    await collectedWhen(h, session, (e) => count(e, 'hit', 'statistics') > hitsBefore, "the reloaded page's statistics hit");
    const pushed = await page.evaluate(() => ((window as unknown as { dataLayer: ArrayLike<unknown>[] }).dataLayer ?? []).map((a) => Array.from(a)).filter((a) => a[0] === 'event').map((a) => a[1]));
    assert.ok(!pushed.includes('purchase'), 'the reloaded page sends no purchase');
    assert.equal(count(collected(h, session), 'purchase'), 1, 'exactly one purchase');

    const after = collected(h, session);
    assert.ok(count(after, 'product_page_view', 'provider') >= 1, "the provider's product_page_view track arrived");
    assert.ok(after.some((e) => e.collector === 'statistics' && e.payload.page_uri === CAMPAIGN), 'the landing page hit arrived, page_uri decoded');

    // The viewer shows them, newest first.
    await page.goto(new URL('/shop/debug/events', h.url).href);
    const firstRow = page.getByRole('table').getByRole('row').nth(1);
    assert.equal(await firstRow.getByRole('cell').nth(2).innerText(), collected(h, session).at(-1)!.name);
    await expectNoSeriousA11yViolations(page, '/shop/debug/events');
  });

  it('with tracking refused: no statistics request, empty attribution fields, no attribution on the order', async () => {
    const page = await h.open('/shop/debug/events');
    const session = await sessionOf(page);
    const statisticsRequests: string[] = [];
    page.on('request', (request) => {
      if (/wp-statistics|wp_statistics/.test(request.url())) statisticsRequests.push(request.url());
    });
    await Promise.all([page.waitForURL(/\/shop\/debug\/events$/), page.getByRole('button', { name: 'Refuse tracking' }).click()]);
    assert.match(await page.getByRole('region', { name: 'Your tracking consent' }).innerText(), /statistics are refused; marketing .* is refused/);

    await page.goto(new URL(CAMPAIGN, h.url).href);
    await addFromListing(page);
    await page.goto(new URL('/shop/checkout/', h.url).href);
    await collectedWhen(h, session, (e) => count(e, 'begin_checkout') === 1, 'begin_checkout');
    await page.waitForFunction(() => document.querySelectorAll('input[name^="wc_order_attribution_"]').length === 16);
    const fields = await attributionFields(page);
    assert.deepEqual(Object.values(fields), new Array(16).fill(''), 'every attribution field is sent empty');
    assert.deepEqual((await page.context().cookies()).filter((c) => c.name.startsWith('sbjs_')), [], 'no attribution cookies');

    const posted = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('?wc-ajax=checkout'));
    await placeClassicOrder(page);
    const request = await posted;
    // The checkout's script posts the serialized form, as WooCommerce's checkout.js does.
    const body = await new Response(new Uint8Array(request.postDataBuffer() ?? []), { headers: { 'content-type': request.headers()['content-type'] ?? '' } }).formData();
    const sent = [...body.keys()].filter((k) => k.startsWith('wc_order_attribution_'));
    assert.equal(sent.length, 16, 'every attribution field was posted');
    assert.deepEqual(sent.map((k) => body.get(k)), new Array(16).fill(''), 'each of them empty');
    assert.deepEqual(Object.keys(orderOf(h, page).meta).filter((key) => key.startsWith('_wc_order_attribution_')), [], 'no attribution stored on the order');
    assert.match(await page.getByRole('region', { name: 'Order attribution' }).innerText(), /No attribution was recorded for this order/);

    // Requests from earlier pages arrived before this page's purchase did.
    const events = await collectedWhen(h, session, (e) => count(e, 'purchase') === 1, 'purchase');
    assert.deepEqual(events.filter((e) => e.collector === 'statistics'), [], 'the statistics collector received nothing');
    assert.deepEqual(statisticsRequests, [], 'the browser sent no statistics request');
    assert.equal((events.find((e) => e.name === 'purchase')!.payload.consent as Record<string, string>).analytics_storage, 'denied', 'GA4 was told consent is denied');
  });

  it('revoking consent on the checkout empties the fields at once and deletes the attribution cookies', async () => {
    const page = await h.open(CAMPAIGN);
    await addFromListing(page);
    await page.goto(new URL('/shop/checkout/', h.url).href);
    await page.waitForFunction(() => (document.querySelector('input[name="wc_order_attribution_utm_source"]') as HTMLInputElement | null)?.value === 'news');
    assert.ok((await page.context().cookies()).some((c) => c.name === 'sbjs_current'));
    // What a consent banner does through the WP Consent API.
    await page.evaluate(() => (window as unknown as { wp_set_consent: (category: string, value: string) => void }).wp_set_consent('marketing', 'deny'));
    assert.deepEqual(Object.values(await attributionFields(page)), new Array(16).fill(''));
    assert.deepEqual((await page.context().cookies()).filter((c) => c.name.startsWith('sbjs_')), []);
  });
});
