// @vitest-environment node
/**
 * The demo's tracking, server side: the globals pages print for the trackers, the attribution stored
 * on orders as WooCommerce stores it, the collectors' validation and storage, and the event viewer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShop, type Shop } from '../app.ts';
import { listEvents } from './events-store.ts';

let shop: Shop;
beforeAll(async () => {
  shop = await createShop({ port: 0, products: 20, quiet: true, distDir: '/nonexistent' });
});
afterAll(async () => {
  await shop.close();
});

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
type Json = Record<string, unknown>;

function globalOf(body: string, name: string): Json {
  const found = new RegExp(`var ${name} = (.*?);</script>`).exec(body);
  if (!found) throw new Error(`${name} is not printed`);
  return JSON.parse(found[1]!) as Json;
}

function cookieOf(res: { headers: Record<string, unknown> }): string {
  const set = res.headers['set-cookie'];
  return String(Array.isArray(set) ? set[0] : set).split(';')[0]!;
}

/** A simple product in stock, with a price: its id and slug. */
function simpleProduct(): { id: number; slug: string; sku: string | null } {
  return shop.db.prepare("SELECT id, slug, sku FROM products WHERE type = 'simple' AND stock_status = 'instock' AND regular_price > 0 AND virtual = 0 ORDER BY id LIMIT 1").get() as { id: number; slug: string; sku: string | null };
}

/** A shopper with one product in the basket: their session cookie. */
async function shopperWithBasket(): Promise<string> {
  const res = await shop.app.inject({ method: 'POST', url: '/?wc-ajax=add_to_cart', payload: `product_id=${simpleProduct().id}`, headers: FORM });
  return cookieOf(res);
}

/** Places an order through the classic checkout form, with these extra fields; answers the order-received address. */
async function placeOrder(cookie: string, extra: Record<string, string>, userAgent = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/150'): Promise<string> {
  const page = (await shop.app.inject({ url: '/shop/checkout/', headers: { cookie } })).body;
  const nonce = /name="woocommerce-process-checkout-nonce" value="([^"]+)"/.exec(page)![1]!;
  const fields = new URLSearchParams({
    billing_first_name: 'Ada', billing_last_name: 'Lovelace', billing_country: 'GB', billing_address_1: '12 Analytical Row', billing_city: 'London',
    billing_postcode: 'SW1A 1AA', billing_phone: '020 7946 0000', billing_email: 'ada@example.com', payment_method: 'cod', terms: 'on', 'terms-field': '1',
    'woocommerce-process-checkout-nonce': nonce, ...extra,
  });
  const res = await shop.app.inject({ method: 'POST', url: '/shop/checkout/', payload: fields.toString(), headers: { ...FORM, cookie, 'user-agent': userAgent } });
  expect(res.statusCode).toBe(303);
  return String(res.headers.location);
}

const orderMeta = (location: string): Json => {
  const id = Number(/order-received\/(\d+)\//.exec(location)![1]);
  return JSON.parse((shop.db.prepare('SELECT meta FROM orders WHERE id = ?').get(id) as { meta: string }).meta) as Json;
};

describe('tracking globals on pages', () => {
  it("a product page: ga4w with the product, its related products' list, view_item_list then view_item; the provider's product_page_view", async () => {
    const product = simpleProduct();
    const body = (await shop.app.inject({ url: `/shop/product/${product.slug}/` })).body;
    const ga4w = globalOf(body, 'ga4w') as { data: Json; settings: Json };
    expect(ga4w.settings).toMatchObject({ tracker_function_name: 'gtag', identifier: 'product_sku', events: expect.arrayContaining(['view_item', 'purchase']) as unknown });
    expect(ga4w.data.events).toEqual(['view_item_list', 'view_item']);
    expect(ga4w.data.list_name).toBe('Product List');
    expect(ga4w.data.product).toMatchObject({
      id: product.id,
      prices: { currency_minor_unit: 2 },
      extensions: { woocommerce_google_analytics_integration: { identifier: product.sku || `#${product.id}` } },
    });
    expect((ga4w.data.product as { categories: unknown[] }).categories.length).toBeLessThanOrEqual(5);
    expect(globalOf(body, 'wc_woopayments_frontend_tracks_params')).toMatchObject({ ajaxUrl: '/shop/wp-admin/admin-ajax.php', events: [{ event: 'product_page_view' }] });
    expect(body).toContain('gtag("config", "G-SHOPISLANDS"');
    expect(body).toContain('<script async src="/shop/demo/gtag/js?id=G-SHOPISLANDS"');
  });

  it("every storefront page: WooCommerce's wc_order_attribution and WP Statistics' tracker, signed for the page", async () => {
    const body = (await shop.app.inject({ url: '/shop/' })).body;
    expect(globalOf(body, 'wc_order_attribution')).toMatchObject({
      params: { prefix: 'wc_order_attribution_', allowTracking: true, consentCategory: 'marketing', session: 30 },
      fields: { source_type: 'current.typ', referrer: 'current_add.rf', session_pages: 'session.pgs', user_agent: 'udata.uag' },
    });
    const tracker = globalOf(body, 'WP_Statistics_Tracker_Object') as { hitParams: Json; option: Json };
    expect(tracker.hitParams).toMatchObject({ wp_statistics_hit: '1', source_type: 'archive', source_id: '0', endpoint: 'hit' });
    expect(tracker.option).toMatchObject({ consentLevel: 'statistics', isWpConsentApiActive: true, userOnline: true });
    expect((globalOf(body, 'ga4w').data as Json).list_name).toBe('Shop');
  });

  it("a search results page asks for view_item_list ('Search Results') and search", async () => {
    const name = (shop.db.prepare("SELECT name FROM products WHERE type = 'simple' ORDER BY id LIMIT 1").get() as { name: string }).name;
    const data = globalOf((await shop.app.inject({ url: `/?s=${encodeURIComponent(name)}&post_type=product` })).body, 'ga4w').data as Json;
    expect(data.events).toEqual(['view_item_list', 'search']);
    expect(data.list_name).toBe('Search Results');
  });

  it('a product added by a form post is reported on the next page only (add_to_cart), as after WooCommerce’s redirect', async () => {
    const product = simpleProduct();
    const added = await shop.app.inject({ method: 'POST', url: `/shop/product/${product.slug}/`, payload: `add-to-cart=${product.id}&quantity=2`, headers: FORM });
    const cookie = cookieOf(added);
    expect(added.headers.location).toBe('/shop/cart/');
    const cart = globalOf((await shop.app.inject({ url: '/shop/cart/', headers: { cookie } })).body, 'ga4w').data as Json;
    expect(cart.events).toEqual(['add_to_cart']);
    expect(cart.added_to_cart).toMatchObject({ id: product.id, quantity: 2 });
    expect(cart.cart).toMatchObject({ items: [{ id: product.id, quantity: 2 }], totals: { currency_code: 'GBP', currency_minor_unit: 2 } });
    const next = globalOf((await shop.app.inject({ url: '/shop/cart/', headers: { cookie } })).body, 'ga4w').data as Json;
    expect(next.events).toEqual([]);
  });
});

describe('order attribution stored on the order', () => {
  it('stores the posted fields as _wc_order_attribution_* meta (sanitised, (none) left out, device type added) and shows them', async () => {
    const cookie = await shopperWithBasket();
    const location = await placeOrder(cookie, {
      wc_order_attribution_source_type: 'utm',
      wc_order_attribution_referrer: '(none)',
      wc_order_attribution_utm_source: 'news<script>x</script>',
      wc_order_attribution_utm_medium: 'email',
      wc_order_attribution_utm_campaign: '(none)',
      wc_order_attribution_session_pages: '6',
      wc_order_attribution_session_count: '1',
      wc_order_attribution_user_agent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148',
    });
    expect(orderMeta(location)).toEqual({
      _wc_order_attribution_source_type: 'utm',
      _wc_order_attribution_utm_source: 'newsx',
      _wc_order_attribution_utm_medium: 'email',
      _wc_order_attribution_session_pages: '6',
      _wc_order_attribution_session_count: '1',
      _wc_order_attribution_user_agent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148',
      _wc_order_attribution_device_type: 'Mobile',
    });
    const received = (await shop.app.inject({ url: location, headers: { cookie } })).body;
    expect(received).toContain('<dt>Origin</dt><dd class="order-attribution-origin">Source: Newsx</dd>');
    expect(received).toContain('<dt>Medium</dt><dd class="order-attribution-utm_medium">email</dd>');
    expect(listEvents(shop.db, { collector: 'order-attribution' })[0]).toMatchObject({ payload: { origin: 'Source: Newsx', utm_source: 'newsx' } });
  });

  it('stores nothing when every field is empty (tracking not allowed), and says so', async () => {
    const cookie = await shopperWithBasket();
    const empty = Object.fromEntries(['source_type', 'referrer', 'utm_source', 'user_agent', 'session_pages'].map((f) => [`wc_order_attribution_${f}`, '']));
    const location = await placeOrder(cookie, empty);
    expect(orderMeta(location)).toEqual({});
    expect((await shop.app.inject({ url: location, headers: { cookie } })).body).toContain('No attribution was recorded for this order (tracking was not allowed).');
  });

  it('prints the order for purchase the first time its order-received page is shown only', async () => {
    const cookie = await shopperWithBasket();
    const location = await placeOrder(cookie, { wc_order_attribution_source_type: 'typein' });
    const first = globalOf((await shop.app.inject({ url: location, headers: { cookie } })).body, 'ga4w').data as Json;
    expect(first.events).toEqual(['purchase']);
    expect(first.order).toMatchObject({ affiliation: 'Shop Islands', totals: { currency_code: 'GBP', currency_minor_unit: 2 }, items: [{ quantity: 1 }] });
    const again = globalOf((await shop.app.inject({ url: location, headers: { cookie } })).body, 'ga4w').data as Json;
    expect(again.events).toEqual([]);
    expect(again.order).toBeUndefined();
  });
});

describe('collectors', () => {
  it('GA4: stores events from the gtag stand-in; refuses an unknown measurement id or a bad event', async () => {
    const event = { tid: 'G-SHOPISLANDS', name: 'view_item', params: { items: [{ item_id: 'woo-cap' }] }, consent: { analytics_storage: 'granted' }, page: 'http://shop.test/shop/cap/' };
    expect((await shop.app.inject({ method: 'POST', url: '/shop/demo/gtag/collect', payload: event })).statusCode).toBe(204);
    expect(listEvents(shop.db, { collector: 'ga4', limit: 1 })[0]).toMatchObject({ name: 'view_item', payload: { items: [{ item_id: 'woo-cap' }], consent: { analytics_storage: 'granted' } }, page: 'http://shop.test/shop/cap/' });
    const wrongId = await shop.app.inject({ method: 'POST', url: '/shop/demo/gtag/collect', payload: { ...event, tid: 'G-OTHER' } });
    expect(wrongId.statusCode).toBe(400);
    expect(wrongId.json()).toEqual({ error: 'tid is not one of G-SHOPISLANDS.' });
    expect((await shop.app.inject({ method: 'POST', url: '/shop/demo/gtag/collect', payload: { ...event, name: 'drop table' } })).statusCode).toBe(400);
    const unknownField = await shop.app.inject({ method: 'POST', url: '/shop/demo/gtag/collect', payload: { ...event, user_id: 'x' } });
    expect(unknownField.statusCode).toBe(400);
    expect(unknownField.json()).toEqual({ error: 'user_id is not a valid property of Object.' });
    expect(listEvents(shop.db, { collector: 'ga4', limit: 1 })[0]!.name).toBe('view_item');
  });

  it('visitor statistics: a signed hit with base64 page and referrer is recorded and answered status: true', async () => {
    const params = globalOf((await shop.app.inject({ url: '/shop/' })).body, 'WP_Statistics_Tracker_Object').hitParams as Record<string, string>;
    const b64 = (text: string): string => Buffer.from(text).toString('base64');
    const hit = new URLSearchParams({ ...params, referred: b64('https://www.google.com/'), page_uri: b64('/shop/?utm_source=news') });
    const res = await shop.app.inject({ method: 'POST', url: '/shop/wp-json/wp-statistics/v2/hit', payload: hit.toString(), headers: FORM });
    expect(res.json()).toMatchObject({ status: true });
    expect(listEvents(shop.db, { collector: 'statistics', limit: 1 })[0]).toMatchObject({ name: 'hit', payload: { page_uri: '/shop/?utm_source=news', referred: 'https://www.google.com/', source_type: 'archive' } });

    hit.set('source_id', '99');
    const forged = await shop.app.inject({ method: 'POST', url: '/shop/wp-json/wp-statistics/v2/online', payload: hit.toString(), headers: FORM });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ status: false, message: 'The signature does not match the page source.' });
    hit.set('source_id', '0');
    const refused = async (): Promise<unknown> => {
      const res = await shop.app.inject({ method: 'POST', url: '/shop/wp-json/wp-statistics/v2/hit', payload: hit.toString(), headers: FORM });
      expect(res.statusCode).toBe(400);
      return res.json();
    };
    hit.set('page_uri', b64('https://elsewhere.example/'));
    expect(await refused()).toEqual({ status: false, message: 'page_uri must be a base64 path.' });
    hit.set('page_uri', '%%%');
    expect(await refused()).toEqual({ status: false, message: 'page_uri does not match pattern ^[A-Za-z0-9+/]*={0,2}$.' });
    hit.set('page_uri', b64('/shop/'));
    hit.set('source_type', 'admin');
    expect(await refused()).toEqual({ status: false, message: expect.stringMatching(/^source_type is not one of home, page, /) as unknown });
    expect(listEvents(shop.db, { collector: 'statistics', limit: 1 })[0]).toMatchObject({ name: 'hit', payload: { page_uri: '/shop/?utm_source=news' } });
  });

  it('visitor statistics events and provider tracks: their nonces are required (403), their fields validated (400)', async () => {
    const page = await shop.app.inject({ url: `/shop/product/${simpleProduct().slug}/` });
    const cookie = cookieOf(page);
    const tracker = globalOf(page.body, 'WP_Statistics_Tracker_Object');
    const tracks = globalOf(page.body, 'wc_woopayments_frontend_tracks_params');
    const post = (url: string, fields: Record<string, string>) => shop.app.inject({ method: 'POST', url, payload: new URLSearchParams(fields).toString(), headers: { ...FORM, cookie } });

    const customUrl = String(tracker.customEventAjaxUrl);
    expect((await post(customUrl, { event_name: 'newsletter_signup', event_data: '{"list":"weekly"}' })).json()).toEqual({ success: true, data: null });
    expect((await post(customUrl.replace(/nonce=\w+/, 'nonce=0000000000'), { event_name: 'x', event_data: '{}' })).statusCode).toBe(403);
    const notAnObject = await post(customUrl, { event_name: 'x', event_data: '[1]' });
    expect(notAnObject.statusCode).toBe(400);
    expect(notAnObject.json()).toEqual({ success: false, data: 'event_data must be a JSON object (at most 16 KB).' });
    const misspelt = await post(customUrl, { event_nam: 'x', event_data: '{}' });
    expect(misspelt.statusCode).toBe(400);
    expect(misspelt.json()).toEqual({ success: false, data: 'event_name is a required property. event_nam is not a valid property of Object.' });

    const linkUrl = String((globalOf(page.body, 'WP_Statistics_DataPlus_Event_Object')).eventAjaxUrl);
    expect((await post(linkUrl, { en: 'click', tu: 'https://partner.example/', eid: 'out', ev: 'Partner' })).statusCode).toBe(200);
    const script = await post(linkUrl, { en: 'click', tu: 'javascript:alert(1)' });
    expect(script.statusCode).toBe(400);
    expect(script.json()).toEqual({ success: false, data: 'tu does not match pattern ^https?://.' });

    const track = { action: 'platform_tracks', tracksEventName: 'product_page_view', tracksEventProp: '{"theme_type":"short_code"}' };
    expect((await post(String(tracks.ajaxUrl), { ...track, tracksNonce: String(tracks.nonce) })).json()).toEqual({ success: true, data: null });
    expect((await post(String(tracks.ajaxUrl), track)).statusCode).toBe(403);
    expect((await post(String(tracks.ajaxUrl), { ...track, tracksNonce: String(tracks.nonce), tracksEventProp: 'nope' })).statusCode).toBe(400);

    expect(listEvents(shop.db, { limit: 3 }).map((e) => [e.collector, e.name])).toEqual([['provider', 'product_page_view'], ['statistics', 'click'], ['statistics', 'newsletter_signup']]);
  });
});

describe('the event viewer', () => {
  it('lists what the collectors received, newest first, escaped, and filters by collector', async () => {
    const ga4 = (name: string, params: Record<string, unknown>) => shop.app.inject({ method: 'POST', url: '/shop/demo/gtag/collect', payload: { tid: 'G-SHOPISLANDS', name, params, consent: {}, page: '' } });
    await ga4('begin_checkout', { value: 1234.5, currency: 'GBP', items: [{ item_id: 'woo-cap' }] });
    await ga4('add_to_cart', { value: 7, currency: 'XTS' });
    await ga4('search', { search_term: '<b>hats</b>' });
    const body = (await shop.app.inject({ url: '/shop/debug/events' })).body;
    expect(body).toContain('<h1 class="entry-title">Tracking events</h1>');
    const names = [...body.matchAll(/<td data-title="Event"><code>([^<]+)<\/code>/g)].map((m) => m[1]);
    expect(names[0]).toBe('search');
    expect(names.length).toBe(listEvents(shop.db).length);
    expect(body).toContain('&lt;b&gt;hats&lt;/b&gt;');
    // GA4 values in major units, printed as the shop prints money when it knows the currency.
    expect(body).toContain('value £1,234.50 · 1 item');
    expect(body).toContain('value 7 XTS');
    expect(body).not.toContain('<b>hats</b>');
    const ga4Only = (await shop.app.inject({ url: '/shop/debug/events?collector=statistics' })).body;
    expect([...ga4Only.matchAll(/<td data-title="Collector">([^<]+)</g)].map((m) => m[1])).toEqual(expect.arrayContaining(['Visitor statistics']));
    expect(ga4Only).not.toContain('<td data-title="Collector">GA4<');
  });

  it("sets the visitor's consent (WP Consent API cookies) with a valid nonce only; refused marketing turns attribution off", async () => {
    const page = await shop.app.inject({ url: '/shop/debug/events' });
    const cookie = cookieOf(page);
    const nonce = /name="_wpnonce" value="([^"]+)"/.exec(page.body)![1]!;
    const bad = await shop.app.inject({ method: 'POST', url: '/shop/debug/events', payload: 'consent=deny&_wpnonce=0000000000', headers: { ...FORM, cookie } });
    expect(bad.statusCode).toBe(403);
    expect(bad.body).toContain('Your session has expired. Please try again.');
    const neither = await shop.app.inject({ method: 'POST', url: '/shop/debug/events', payload: `consent=maybe&_wpnonce=${nonce}`, headers: { ...FORM, cookie } });
    expect(neither.statusCode).toBe(400);
    expect(neither.body).toContain('Choose to allow or to refuse tracking.');
    expect(neither.headers['set-cookie']).toBeUndefined();
    const res = await shop.app.inject({ method: 'POST', url: '/shop/debug/events', payload: `consent=deny&_wpnonce=${nonce}`, headers: { ...FORM, cookie } });
    expect(res.statusCode).toBe(303);
    const set = ([] as string[]).concat(res.headers['set-cookie'] as string[]);
    expect(set.map((c) => c.split(';')[0])).toEqual(['wp_consent_statistics=deny', 'wp_consent_marketing=deny']);
    const refused = (await shop.app.inject({ url: '/shop/', headers: { cookie: `${cookie}; wp_consent_marketing=deny; wp_consent_statistics=deny` } })).body;
    expect((globalOf(refused, 'wc_order_attribution').params as Json).allowTracking).toBe(false);
  });
});
