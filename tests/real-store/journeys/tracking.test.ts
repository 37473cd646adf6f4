/**
 * Tracking on the real store (issue 14): Google Analytics for WooCommerce 2.3.0 (a test measurement id; its
 * gtag.js cannot load offline, so the pages' dataLayer pushes are what is compared) and WooCommerce 10.9.1's
 * order attribution, legacy against Shop Islands with 'Replace legacy scripts' ticked, the same shopper
 * journey on the same store:
 *
 *   /?utm_source=news&utm_medium=email → Shop → Hoodie with Zipper → Add to cart → cart → remove →
 *   the product again → Add to cart → cart → checkout (cash on delivery) → order received
 *
 * Normalised, because they legitimately differ between two visits: the time gtag's 'js' command carries, the
 * order id (`transaction_id` and the order-received address: two orders) and the session start time.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { useStoreBrowser, type StoreBrowser, type Visit } from '../harness/browser.ts';
import { ga4Events, recordedPushes, RECORD_DATALAYER, type Push } from '../harness/datalayer.ts';
import { addToCart, follow, placeCashOnDeliveryOrder, settled } from '../harness/shopper.ts';
import { ADMIN, getOption, info, login, request, setOptions, useProfile, wp, type Jar, type ProfileName } from '../harness/store.ts';

const PRODUCT = new URL(info.products.hoodie_with_zipper?.url ?? '').pathname;
const PRODUCT_ID = String(info.products.hoodie_with_zipper?.id);
const CHECKOUT = new URL(info.urls.checkout ?? '').pathname;
const UTM_VISIT = '/?utm_source=news&utm_medium=email';
const META_PREFIX = '_wc_order_attribution_';
const FIELD_PREFIX = 'wc_order_attribution_';

/** The scripts our tracking widget replaces, as this store serves them. */
const LEGACY_TRACKING = {
  'GA4 main.js': '/plugins/woocommerce-google-analytics-integration/assets/js/build/main.js',
  sourcebuster: '/plugins/woocommerce/assets/js/sourcebuster/sourcebuster.min.js',
  'order attribution': '/plugins/woocommerce/assets/js/frontend/order-attribution.min.js',
} as const;
const OURS = '/plugins/shop-islands/dist/tracking.js';

/** What the journey sends, page by page: the same in both profiles. */
const EXPECTED_EVENTS: readonly string[] = [
  '/ view_item_list',
  '/shop/ view_item_list',
  '/shop/ select_content',
  `${PRODUCT} view_item_list`, // related products
  `${PRODUCT} view_item`,
  `${PRODUCT} add_to_cart`, // the page WooCommerce answers the add-to-cart form with
  `${PRODUCT} view_item_list`,
  `${PRODUCT} view_item`,
  '/cart/ add_to_cart', // GA4 for WooCommerce 2.3.0 reports the addition again on the next page (its session copy)
  '/cart/ remove_from_cart',
  `${PRODUCT} view_item_list`,
  `${PRODUCT} view_item`,
  `${PRODUCT} add_to_cart`,
  `${PRODUCT} view_item_list`,
  `${PRODUCT} view_item`,
  '/cart/ add_to_cart',
  `${CHECKOUT} begin_checkout`,
  `${CHECKOUT} add_payment_info`,
  `${CHECKOUT}order-received/<order>/ purchase`,
];

interface Journey {
  pushes: Push[];
  order: number;
  /** The attribution fields the checkout form posted. */
  posted: Record<string, string>;
  /** Every script any page of the journey loaded (paths). */
  scripts: Set<string>;
  /** Console warnings our scripts gave. */
  warnings: string[];
}

/** Opens a tab that records its dataLayer pushes, every script it loads and the warnings of our scripts. */
async function openRecorded(browser: StoreBrowser, url: string): Promise<{ visit: Visit; scripts: Set<string>; warnings: string[] }> {
  const visit = await browser.open(url, { initScript: RECORD_DATALAYER });
  const scripts = new Set((await visit.scripts()).map((s) => new URL(s.url).pathname));
  const warnings: string[] = [];
  visit.page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(new URL(response.url()).pathname);
  });
  visit.page.on('console', (message) => {
    if (message.type() === 'warning' && (message.location().url ?? '').includes('/plugins/shop-islands/')) warnings.push(message.text());
  });
  await settled(visit.page);
  return { visit, scripts, warnings };
}

const attributionFields = (posted: URLSearchParams): Record<string, string> => Object.fromEntries([...posted].filter(([name]) => name.startsWith(FIELD_PREFIX)));

async function shopperJourney(browser: StoreBrowser): Promise<Journey> {
  const { visit, scripts, warnings } = await openRecorded(browser, UTM_VISIT);
  const { page } = visit;
  await follow(page, /\/shop\/$/, () => page.locator('#site-navigation').getByRole('link', { name: 'Shop', exact: true }).first().click());
  await follow(page, (url) => url.pathname === PRODUCT, () => page.locator(`.products .product a.woocommerce-loop-product__link[href$="${PRODUCT}"]`).click());
  await addToCart(page);
  await follow(page, /\/cart\/$/, () => page.locator('.woocommerce-message').getByRole('link', { name: 'View cart' }).click());
  await page.getByRole('button', { name: 'Remove Hoodie with Zipper from cart' }).click();
  await page.locator('.cart-empty').waitFor();
  await settled(page);
  await page.goto(new URL(PRODUCT, page.url()).href);
  await settled(page);
  await addToCart(page);
  await follow(page, /\/cart\/$/, () => page.locator('.woocommerce-message').getByRole('link', { name: 'View cart' }).click());
  await follow(page, (url) => url.pathname === CHECKOUT, () => page.getByRole('link', { name: 'Proceed to checkout' }).click());
  const order = await placeCashOnDeliveryOrder(page);
  return { pushes: await recordedPushes(page), order: order.id, posted: attributionFields(order.posted), scripts, warnings };
}

const SESSION_START = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** The journey's pushes with what differs between two visits replaced by placeholders (checked first). */
function normalisedPushes(journey: Journey): Push[] {
  const ownOrder = (path: string): string => path.replace(`/order-received/${journey.order}/`, '/order-received/<order>/');
  return journey.pushes.map(({ page, args }) => {
    if (args[0] === 'js') return { page: ownOrder(page), args: ['js', '<time>'] };
    if (args[0] === 'event' && args[1] === 'purchase') {
      const payload = args[2] as Record<string, unknown>;
      assert.equal(payload.transaction_id, String(journey.order), 'purchase reports the journey’s own order');
      return { page: ownOrder(page), args: ['event', 'purchase', { ...payload, transaction_id: '<order>' }] };
    }
    return { page: ownOrder(page), args };
  });
}

/** Attribution values with the session start time (a time of its own per visit) checked and replaced. */
function withoutStartTime(values: Record<string, unknown>, key: string): Record<string, unknown> {
  assert.match(String(values[key]), SESSION_START, `${key} is a time`);
  return { ...values, [key]: '<time>' };
}

async function orderMeta(order: number): Promise<Record<string, string>> {
  return wp<Record<string, string>>('meta', { order, prefix: META_PREFIX });
}

/** The text of the first element with this class in the admin's HTML. */
function adminText(html: string, className: string): string {
  const match = new RegExp(`<span class="${className}">([^<]*)</span>`).exec(html);
  return (match?.[1] ?? '').replace(/\s+/g, ' ').trim();
}

describe("tracking: the shopper journey, legacy against Shop Islands ('Replace legacy scripts' ticked)", () => {
  const browser = useStoreBrowser();
  const journeys: Partial<Record<ProfileName, Journey>> = {};
  const journey = (profile: ProfileName): Journey => {
    const found = journeys[profile];
    assert.ok(found, `the ${profile} journey ran`);
    return found;
  };
  after(() => useProfile('legacy'));

  test('legacy: GA4 for WooCommerce and WooCommerce’s order attribution serve the journey', async () => {
    await useProfile('legacy');
    const run = await shopperJourney(browser);
    journeys.legacy = run;
    for (const [name, path] of Object.entries(LEGACY_TRACKING)) assert.ok([...run.scripts].some((s) => s.endsWith(path)), `${name} loaded`);
    assert.ok(![...run.scripts].some((s) => s.endsWith(OURS)));
  });

  test('Shop Islands: our tracking widget serves the journey; GA4 main.js, sourcebuster and order-attribution.js are not loaded, and our scripts report no error or warning', async () => {
    await useProfile('shop-islands');
    const run = await shopperJourney(browser);
    journeys['shop-islands'] = run;
    for (const [name, path] of Object.entries(LEGACY_TRACKING)) assert.ok(![...run.scripts].some((s) => s.endsWith(path)), `${name} not loaded`);
    assert.ok([...run.scripts].some((s) => s.endsWith(OURS)), 'tracking.js loaded');
    assert.deepEqual(run.warnings, []);
  });

  test('the same GA4 events, in the same order, with the same payloads', () => {
    const legacy = journey('legacy');
    const ours = journey('shop-islands');
    const names = (run: Journey): string[] => ga4Events(normalisedPushes(run)).map((e) => `${e.page} ${e.name}`);
    assert.deepEqual(names(legacy), EXPECTED_EVENTS, 'the legacy scripts send the expected events');
    assert.deepEqual(names(ours), EXPECTED_EVENTS);
    // Every push, the gtag set-up's included (consent defaults, config), payloads and all.
    assert.deepEqual(normalisedPushes(ours), normalisedPushes(legacy));
    const purchase = ga4Events(ours.pushes).find((e) => e.name === 'purchase');
    assert.deepEqual(
      { value: purchase?.payload.value, currency: purchase?.payload.currency, items: (purchase?.payload.items as { item_id: string; quantity: number }[]).map((i) => [i.item_id, i.quantity]) },
      { value: 45, currency: 'GBP', items: [[PRODUCT_ID, 1]] },
    );
  });

  test('the checkout posts the same attribution, and WooCommerce stores it on the order exactly as it stores its own', async () => {
    const legacy = journey('legacy');
    const ours = journey('shop-islands');
    const session = `${FIELD_PREFIX}session_start_time`;
    assert.deepEqual(withoutStartTime(ours.posted, session), withoutStartTime(legacy.posted, session));
    const legacyMeta = await orderMeta(legacy.order);
    const ourMeta = await orderMeta(ours.order);
    const start = `${META_PREFIX}session_start_time`;
    assert.deepEqual(withoutStartTime(ourMeta, start), withoutStartTime(legacyMeta, start));
    assert.deepEqual(
      Object.fromEntries(['source_type', 'utm_source', 'utm_medium', 'session_entry', 'session_pages', 'session_count', 'device_type'].map((key) => [key, ourMeta[`${META_PREFIX}${key}`]])),
      { source_type: 'utm', utm_source: 'news', utm_medium: 'email', session_entry: `${info.urls.home}?utm_source=news&utm_medium=email`, session_pages: '9', session_count: '1', device_type: 'Desktop' },
    );
  });

  test("the admin's order screen and order list show each order's origin, 'Source: News'", async () => {
    const admin: Jar = await login(ADMIN.user, ADMIN.password);
    const list = await request('/wp-admin/admin.php?page=wc-orders', { jar: admin });
    for (const profile of ['legacy', 'shop-islands'] as const) {
      const { order } = journey(profile);
      const { status, html } = await request(`/wp-admin/admin.php?page=wc-orders&action=edit&id=${order}`, { jar: admin });
      assert.equal(status, 200);
      assert.match(html, /<h2 class="hndle" id="woocommerce-order-source-data-title">Order attribution<\/h2>/);
      assert.deepEqual(
        ['order-attribution-origin', 'order-attribution-source_type', 'order-attribution-utm-source', 'order-attribution-utm-medium', 'order-attribution-utm-session-pages'].map((c) => adminText(html, c)),
        ['Source: News', 'utm', 'news', 'email', '9'],
        `${profile} order ${order}`,
      );
      const row = list.html.slice(list.html.indexOf(`<tr id="order-${order}"`), list.html.indexOf('</tr>', list.html.indexOf(`<tr id="order-${order}"`)));
      assert.match(row, /column-origin' data-colname="Origin">Source: News</, `${profile} order ${order} in the order list`);
    }
  });
});

/** The attribution inputs of the classic checkout form, by name. */
const formFields = (page: Page): Promise<Record<string, string>> =>
  page.evaluate((prefix) => Object.fromEntries([...document.querySelectorAll<HTMLInputElement>(`form.checkout input[name^="${prefix}"]`)].map((i) => [i.name, i.value])), FIELD_PREFIX);

describe('tracking refused: WooCommerce’s wc_order_attribution_allow_tracking filter answers false', () => {
  const browser = useStoreBrowser();
  before(() => setOptions({ shop_islands_test_tracking_allowed: 'no' }));
  after(async () => {
    await setOptions({ shop_islands_test_tracking_allowed: null });
    await useProfile('legacy');
  });

  const refused: Partial<Record<ProfileName, { fields: Record<string, string>; cookies: string[]; posted: Record<string, string>; meta: Record<string, string> }>> = {};
  for (const profile of ['legacy', 'shop-islands'] as const) {
    test(`${profile}: no sbjs cookie, the checkout's attribution fields are empty, and the order stores no attribution`, async () => {
      await useProfile(profile);
      const { visit } = await openRecorded(browser, UTM_VISIT);
      const { page } = visit;
      await page.goto(new URL(PRODUCT, page.url()).href);
      await settled(page);
      await addToCart(page);
      await page.goto(new URL(CHECKOUT, page.url()).href);
      await settled(page);
      const fields = await formFields(page);
      const cookies = (await visit.context.cookies()).map((c) => c.name).filter((name) => name.startsWith('sbjs_'));
      const order = await placeCashOnDeliveryOrder(page);
      const run = { fields, cookies, posted: attributionFields(order.posted), meta: await orderMeta(order.id) };
      refused[profile] = run;
      assert.deepEqual(run.cookies, []);
      assert.ok(Object.keys(run.fields).length > 0, 'the form has the attribution inputs');
      assert.deepEqual(Object.values(run.fields).filter((v) => v !== ''), [], 'every attribution input is empty');
      assert.deepEqual(Object.values(run.posted).filter((v) => v !== ''), [], 'every posted attribution field is empty');
      assert.deepEqual(run.meta, {});
    });
  }

  test('both profiles post the same (empty) fields', () => {
    assert.ok(refused.legacy && refused['shop-islands'], 'both ran');
    assert.deepEqual(refused['shop-islands'].fields, refused.legacy.fields);
    assert.deepEqual(refused['shop-islands'].posted, refused.legacy.posted);
  });
});

describe("provider tracks (SPEC 2.5): product_page_view on a store whose only provider is the Stripe Gateway, and WooPayments' platform_tracks queue", () => {
  const browser = useStoreBrowser();
  const standIn = (on: boolean): Promise<void> => setOptions({ shop_islands_test_platform_tracks: on ? 'yes' : null, shop_islands_test_platform_tracks_log: null });
  /** WooCommerce's usage tracking allowed by the shop owner, and what its Tracks sends kept for the test (offline). */
  const wcTracks = (on: boolean): Promise<void> =>
    setOptions({ shop_islands_test_wc_tracks: on ? 'yes' : null, shop_islands_test_wc_tracks_log: null, woocommerce_allow_tracking: on ? 'yes' : 'no' });
  before(async () => {
    await standIn(false);
    await wcTracks(true);
  });
  after(async () => {
    await standIn(false);
    await wcTracks(false);
    await useProfile('legacy');
  });

  /**
   * The first entries of a log option once it has any. Polled on the store: the widget posts with `keepalive`, and
   * Chromium does not report the answers of such requests to the test (nor lets the page's network go idle while one
   * is open).
   */
  const logged = async <T>(option: string, match: (entry: T) => boolean = () => true): Promise<T[]> => {
    for (let attempt = 0; attempt < 200; attempt++) {
      const log = ((await getOption<T[]>(option)) ?? []).filter(match);
      if (log.length) return log;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`nothing in ${option}`);
  };

  const tracksPosts = (visit: Visit): URLSearchParams[] =>
    visit.requests.filter((r) => r.method() === 'POST').map((r) => new URLSearchParams(r.postData() ?? '')).filter((body) => body.get('action') === 'platform_tracks');

  test("legacy: the Stripe Gateway queues and sends no shopper tracks (its front-end scripts have none)", async () => {
    await useProfile('legacy');
    const visit = await browser.open(PRODUCT);
    await settled(visit.page);
    assert.equal(await visit.page.evaluate(() => 'wc_woopayments_frontend_tracks_params' in window), false);
    assert.deepEqual(tracksPosts(visit), []);
  });

  test("Shop Islands: the product page sends product_page_view once (other pages nothing); Shop Islands answers it and WooCommerce's Tracks records it as the gateway's event", async () => {
    await useProfile('shop-islands');
    const shop = await browser.open(new URL(info.urls.shop ?? '').pathname);
    await settled(shop.page);
    assert.deepEqual(tracksPosts(shop), []);
    const visit = await browser.open(PRODUCT);
    const [recorded] = await logged<{ event: string; properties: Record<string, string> }>('shop_islands_test_wc_tracks_log', (entry) => entry.event.endsWith('product_page_view'));
    assert.equal(recorded?.event, 'wcadmin_wcstripe_product_page_view');
    const posts = tracksPosts(visit);
    assert.equal(posts.length, 1);
    assert.deepEqual(Object.fromEntries([...(posts[0] ?? [])].filter(([name]) => name !== 'tracksNonce')), { action: 'platform_tracks', tracksEventName: 'product_page_view', tracksEventProp: '{}' });
    // What else reaches the handler is refused: a wrong nonce (403), an event it was not given to send (400).
    const answer = (fields: Record<string, string>): Promise<number> =>
      visit.page.evaluate(async (body) => (await fetch('/wp-admin/admin-ajax.php', { method: 'POST', body: new URLSearchParams(body) })).status, { action: 'platform_tracks', tracksEventProp: '{}', ...fields });
    const nonce = posts[0]?.get('tracksNonce') ?? '';
    browser.allow(/status of 40[03]/);
    assert.equal(await answer({ tracksNonce: 'not-a-nonce', tracksEventName: 'product_page_view' }), 403);
    assert.equal(await answer({ tracksNonce: nonce, tracksEventName: 'checkout_page_view' }), 400);
  });

  test('Shop Islands answers platform_tracks only for the known event with its known (no) properties, within sizes and a rate per address: others get 400, 413 or 429', async () => {
    await useProfile('shop-islands');
    const visit = await browser.open(PRODUCT);
    await logged('shop_islands_test_wc_tracks_log', (entry: { event: string }) => entry.event.endsWith('product_page_view'));
    const nonce = tracksPosts(visit)[0]?.get('tracksNonce') ?? '';
    assert.ok(nonce, 'the page posted its tracks nonce');
    const answer = (fields: Record<string, string>): Promise<number> =>
      visit.page.evaluate(async (body) => (await fetch('/wp-admin/admin-ajax.php', { method: 'POST', body: new URLSearchParams(body) })).status, { action: 'platform_tracks', tracksNonce: nonce, ...fields });
    // The counter of the page's address (php -S on 127.0.0.1), deleted so the run's other posts do not count.
    const counter = `shop_islands_tracks_${createHash('md5').update('127.0.0.1').digest('hex')}`;
    const resetCounter = (): Promise<void> => setOptions({ [`_transient_${counter}`]: null, [`_transient_timeout_${counter}`]: null });
    await resetCounter();
    browser.allow(/status of 4(00|13|29)/);
    assert.equal(await answer({ tracksEventName: 'product_page_view', tracksEventProp: '{}' }), 200);
    assert.equal(await answer({ tracksEventName: 'product_page_view', tracksEventProp: JSON.stringify({ order_total: '1' }) }), 400, 'a property the widget does not send');
    assert.equal(await answer({ tracksEventName: 'product_page_view', tracksEventProp: JSON.stringify({ nested: { a: 1 } }) }), 400);
    assert.equal(await answer({ tracksEventName: 'Product_Page_View', tracksEventProp: '{}' }), 400, 'only the exact event name');
    assert.equal(await answer({ tracksEventName: 'product_page_view', tracksEventProp: `{"${'a'.repeat(600)}":""}` }), 413);
    assert.equal(await answer({ tracksEventName: 'x'.repeat(65), tracksEventProp: '{}' }), 413);
    // 6 counted so far; the 100th is taken, the 101st refused, and the shop's Tracks saw none past it.
    const statuses: number[] = [];
    for (let sent = 6; sent < 101; sent++) statuses.push(await answer({ tracksEventName: 'product_page_view', tracksEventProp: '{}' }));
    assert.deepEqual(statuses.slice(0, -1).filter((status) => status !== 200), []);
    assert.equal(statuses.at(-1), 429);
    const recorded = ((await getOption<{ event: string }[]>('shop_islands_test_wc_tracks_log')) ?? []).length;
    assert.equal(await answer({ tracksEventName: 'product_page_view', tracksEventProp: '{}' }), 429);
    assert.equal(((await getOption<{ event: string }[]>('shop_islands_test_wc_tracks_log')) ?? []).length, recorded, 'a refused event is not recorded');
    await resetCounter();
    assert.equal(await answer({ tracksEventName: 'product_page_view', tracksEventProp: '{}' }), 200, 'the counter is the address\'s');
    await resetCounter();
  });

  test("where a provider answers platform_tracks itself (a stand-in for WooPayments' handler, checking the nonce), the product page sends product_page_view once and that handler accepts it; other pages send nothing", async () => {
    await useProfile('shop-islands');
    await standIn(true);
    const shop = await browser.open(new URL(info.urls.shop ?? '').pathname);
    await settled(shop.page);
    assert.deepEqual(tracksPosts(shop), []);
    const visit = await browser.open(PRODUCT);
    // The handler logs only what it accepted (a valid platform_tracks_nonce).
    assert.deepEqual(await logged('shop_islands_test_platform_tracks_log'), [{ event: 'product_page_view', properties: [] }]);
    const posts = tracksPosts(visit);
    assert.equal(posts.length, 1);
    assert.deepEqual(Object.fromEntries([...(posts[0] ?? [])].filter(([name]) => name !== 'tracksNonce')), { action: 'platform_tracks', tracksEventName: 'product_page_view', tracksEventProp: '{}' });
  });
});
