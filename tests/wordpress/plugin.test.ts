// @vitest-environment node
/**
 * Real-WordPress integration test of the Shop Islands plugin. Started by tests/wordpress/run.sh, which
 * installs WordPress + MariaDB, activates the plugin from its zip and serves the site with `php -S`.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';

const BASE: string = process.env.SHOP_ISLANDS_WP_URL ?? '';
const SITE: string = process.env.SHOP_ISLANDS_WP_SITE ?? '';
const INFO_PATH: string = process.env.SHOP_ISLANDS_WP_INFO ?? '';
const ZIP: string = process.env.SHOP_ISLANDS_WP_ZIP ?? '';
const DEBUG_LOG: string = process.env.SHOP_ISLANDS_WP_DEBUG_LOG ?? '';
if (!BASE || !SITE || !INFO_PATH) throw new Error('run through tests/wordpress/run.sh');

interface SiteInfo {
  pages: Record<'plain' | 'search' | 'buy' | 'asp', number>;
  plugin_dir: string;
}
interface WidgetEntry {
  js: string;
  css: string | null;
  imports: string[];
  hash: string;
}
const info: SiteInfo = JSON.parse(readFileSync(INFO_PATH, 'utf8')) as SiteInfo;
const manifest: { widgets: Record<string, WidgetEntry> } = JSON.parse(
  readFileSync(join(info.plugin_dir, 'dist', 'manifest.json'), 'utf8'),
) as { widgets: Record<string, WidgetEntry> };
const ALL: readonly string[] = ['storefront', 'live-search', 'buy-now', 'checkout', 'payments', 'express-checkout', 'tracking'];
const BUILT: string[] = ALL.filter((w: string) => w in manifest.widgets);
const built = (w: string): boolean => BUILT.includes(w);
function entry(widget: string): WidgetEntry {
  const found: WidgetEntry | undefined = manifest.widgets[widget];
  assert.ok(found, `${widget} is in the manifest`);
  return found;
}

interface Page {
  status: number;
  html: string;
  headers: Headers;
}
type Jar = Map<string, string>;

async function request(path: string, init: { method?: string; body?: URLSearchParams; jar?: Jar } = {}): Promise<Page> {
  const headers: Record<string, string> = {};
  if (init.jar && init.jar.size > 0) headers.cookie = [...init.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  if (init.body) headers['content-type'] = 'application/x-www-form-urlencoded';
  const res: Response = await fetch(BASE + path, { method: init.method ?? 'GET', body: init.body, headers, redirect: 'manual', signal: AbortSignal.timeout(30_000) });
  if (init.jar) {
    for (const line of res.headers.getSetCookie()) {
      const pair: string = line.split(';')[0] ?? '';
      const eq: number = pair.indexOf('=');
      const value: string = pair.slice(eq + 1);
      if (/expires=Thu, 01-Jan-1970|Max-Age=0/i.test(line) || value === 'deleted') init.jar.delete(pair.slice(0, eq));
      else init.jar.set(pair.slice(0, eq), value);
    }
  }
  return { status: res.status, html: await res.text(), headers: res.headers };
}

async function login(user: string, password: string): Promise<Jar> {
  const jar: Jar = new Map([['wordpress_test_cookie', 'WP%20Cookie%20check']]);
  const res: Page = await request('/wp-login.php', {
    method: 'POST',
    jar,
    body: new URLSearchParams({ log: user, pwd: password, 'wp-submit': 'Log In', redirect_to: `${BASE}/wp-admin/`, testcookie: '1' }),
  });
  assert.equal(res.status, 302, `login of ${user} should redirect`);
  assert.ok([...jar.keys()].some((k: string) => k.startsWith('wordpress_logged_in_')), `login of ${user} sets the auth cookie`);
  return jar;
}

function setOption(name: string, value: unknown): void {
  execFileSync('php', [join(import.meta.dirname, 'wp-option.php'), SITE, name, JSON.stringify(value)]);
}

const page = (key: keyof SiteInfo['pages'], query: string = ''): string => `/?page_id=${info.pages[key]}${query}`;

function moduleTag(html: string, widget: string): string | undefined {
  const re = new RegExp(`<script\\b[^>]*\\sid=["']shop-islands-${widget}-js["'][^>]*>`);
  return re.exec(html)?.[0];
}

function enqueued(html: string): string[] {
  return ALL.filter((w: string) => moduleTag(html, w) !== undefined);
}

/** Every `var NAME = …;` line printed for NAME, parsed. */
function printed(html: string, name: string): Array<Record<string, unknown>> {
  const re = new RegExp(`var ${name} = (.*?);\\n`, 'g');
  return [...html.matchAll(re)].map((m: RegExpMatchArray) => JSON.parse(m[1] ?? 'null') as Record<string, unknown>);
}

function one(html: string, name: string): Record<string, unknown> {
  const all = printed(html, name);
  const [first] = all;
  assert.ok(first !== undefined && all.length === 1, `${name} is printed exactly once`);
  return first;
}

const NONCE = /^[0-9a-f]{10}$/;
const LEGACY_SRC: Record<string, string[]> = {
  'live-search': ['aws-common.js'],
  'buy-now': ['stripe-handler-ng.js'],
  checkout: ['legacy/checkout.js', 'address-i18n.js', 'country-select.js'],
  payments: ['upe_classic.js'],
  'express-checkout': ['express_checkout.js'],
  tracking: ['order-attribution.js', 'ga-actions.js'],
};

after(() => {
  setOption('shop_islands_settings', null);
});

describe('script tags', () => {
  test('a plain page gets storefront and tracking as ES modules with the manifest hash as version', async () => {
    const { html } = await request(page('plain'));
    assert.deepEqual(enqueued(html), ['storefront', 'tracking'].filter(built));
    for (const widget of ['storefront', 'tracking'].filter(built)) {
      const tag: string = moduleTag(html, widget) ?? '';
      assert.match(tag, /^<script type="module"/, `${widget} is printed as a module`);
      assert.doesNotMatch(tag, /text\/javascript/, `${widget} has no classic type`);
      const src: string = /src=["']([^"']+)["']/.exec(tag)?.[1] ?? '';
      const url: URL = new URL(src.replace(/&amp;/g, '&'), BASE);
      assert.equal(url.pathname, `/wp-content/plugins/shop-islands/dist/${entry(widget).js}`);
      assert.equal(url.searchParams.get('ver'), entry(widget).hash);
      for (const chunk of entry(widget).imports) {
        assert.ok(html.includes(`<link rel="modulepreload" href="${BASE}/wp-content/plugins/shop-islands/dist/${chunk}" />`), `${chunk} is preloaded`);
      }
    }
    assert.match(html, /<script[^>]*id=['"]jquery-core-js['"]/, 'jquery dependency is printed');
    assert.match(html, /<script[^>]*id=['"]wp-i18n-js['"]/, 'wp-i18n dependency is printed');
    const css: string | null = built('storefront') ? entry('storefront').css : null;
    if (css) assert.match(html, new RegExp(`<link[^>]*id=['"]shop-islands-storefront-css['"][^>]*dist/${css}\\?ver=`));
  });

  test('each shared chunk is preloaded once per page', async () => {
    const { html } = await request(page('plain', '&si_page=checkout'));
    const links: string[] = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m: RegExpMatchArray) => m[1] ?? '');
    assert.ok(links.length > 0);
    assert.equal(new Set(links).size, links.length);
  });

  const cases: Array<[string, string, string[]]> = [
    ['shop page', '&si_page=shop', ['storefront', 'tracking']],
    ['product page', '&si_page=product', ['storefront', 'express-checkout', 'tracking']],
    ['cart page', '&si_page=cart', ['storefront', 'express-checkout', 'tracking']],
    ['checkout page', '&si_page=checkout', ['storefront', 'checkout', 'payments', 'express-checkout', 'tracking']],
    ['order-pay page', '&si_page=order-pay', ['storefront', 'checkout', 'payments', 'tracking']],
    ['order-received page', '&si_page=order-received', ['storefront', 'tracking']],
    ['add-payment-method page', '&si_page=add-payment-method', ['storefront', 'checkout', 'payments', 'tracking']],
    ['payment-methods page', '&si_page=payment-methods', ['storefront', 'checkout', 'payments', 'tracking']],
    ['account dashboard', '&si_page=account', ['storefront', 'tracking']],
  ];
  for (const [name, query, expected] of cases) {
    test(`${name} enqueues exactly ${expected.join(', ')}`, async () => {
      const { html } = await request(page('plain', query));
      assert.deepEqual(enqueued(html), expected.filter(built));
    });
  }

  test('live search loads only where a search box is rendered: shortcode, template tag, classic widget', async () => {
    const plain: Page = await request(page('plain'));
    assert.equal(moduleTag(plain.html, 'live-search'), undefined);
    assert.doesNotMatch(plain.html, /aws-container/);
    const search: Page = await request(page('search'));
    const tag: Page = await request(page('plain', '&si_template_tag=1'));
    const widget: Page = await request(page('plain', '&si_sidebar=1'));
    assert.match(widget.html, /Find products/);
    for (const html of [search.html, tag.html, widget.html]) {
      assert.match(html, /class="aws-container"/);
      if (built('live-search')) assert.match(moduleTag(html, 'live-search') ?? '', /type="module"/);
    }
  });

  test('buy-now loads only where a buy-now button is rendered: ours and Stripe Payments\' shortcode', async () => {
    assert.equal(moduleTag((await request(page('plain'))).html, 'buy-now'), undefined);
    if (!built('buy-now')) return;
    assert.ok(moduleTag((await request(page('buy'))).html, 'buy-now'));
    assert.ok(moduleTag((await request(page('asp'))).html, 'buy-now'));
  });

  test('nothing is enqueued in the admin', async () => {
    const jar: Jar = await login('admin', 'admin-password');
    const { status, html } = await request('/wp-admin/', { jar });
    assert.equal(status, 200);
    assert.deepEqual(enqueued(html), []);
    assert.doesNotMatch(html, /wc_stripe_upe_params|shopIslandsStoreApi/);
  });
});

describe('printed settings', () => {
  test('storefront and tracking settings on every page, before the bundles', async () => {
    const { html } = await request(page('plain'));
    if (built('storefront')) {
    const wc = one(html, 'woocommerce_params');
    assert.equal(wc.wc_ajax_url, '/?wc-ajax=%%endpoint%%');
    assert.equal(wc.ajax_url, '/wp-admin/admin-ajax.php');
    const addToCart = one(html, 'wc_add_to_cart_params');
    assert.equal(addToCart.i18n_view_cart, 'View cart');
    const middleware = one(html, 'wcBlocksMiddlewareConfig');
    assert.match(String(middleware.storeApiNonce), NONCE);
    const storeApi = one(html, 'shopIslandsStoreApi');
    assert.equal(storeApi.root, `${BASE}/index.php?rest_route=/wc/store/v1`);
    assert.equal(storeApi.nonce, middleware.storeApiNonce);
    }
    if (built('tracking')) {
    const ga4w = one(html, 'ga4w') as { settings: { tracker_function_name: string; events: string[]; identifier: string } };
    assert.equal(ga4w.settings.tracker_function_name, 'gtag');
    assert.ok(ga4w.settings.events.includes('purchase') && ga4w.settings.events.includes('add_to_cart'));
    assert.equal(ga4w.settings.identifier, 'product_sku');
    const attribution = one(html, 'wc_order_attribution') as { params: Record<string, unknown>; fields: Record<string, string> };
    assert.equal(attribution.params.prefix, 'wc_order_attribution_');
    assert.equal(attribution.fields.source_type, 'current.typ');
    assert.equal(attribution.fields.user_agent, 'udata.uag');
    }
    if (built('storefront')) assert.ok(html.indexOf('var woocommerce_params') < html.indexOf(moduleTag(html, 'storefront') ?? '~'));
    if (built('tracking')) assert.ok(html.indexOf('var ga4w') < html.indexOf(moduleTag(html, 'tracking') ?? '~'));
  });

  test('checkout: WooCommerce-shaped params with per-action nonces, Stripe publishable key only', async () => {
    const { html } = await request(page('plain', '&si_page=checkout'));
    for (const secret of ['sk_test_SECRET', 'sk_live_SECRET', 'whsec_', 'secret_key']) assert.ok(!html.includes(secret), `${secret} never printed`);
    if (built('checkout')) {
    const checkout = printed(html, 'wc_checkout_params').find((p: Record<string, unknown>) => 'update_order_review_nonce' in p);
    assert.ok(checkout, 'our wc_checkout_params is printed');
    for (const key of ['update_order_review_nonce', 'apply_coupon_nonce', 'remove_coupon_nonce']) assert.match(String(checkout[key]), NONCE);
    assert.equal(new Set([checkout.update_order_review_nonce, checkout.apply_coupon_nonce, checkout.remove_coupon_nonce]).size, 3);
    assert.equal(checkout.checkout_url, '/?wc-ajax=checkout');
    assert.equal(checkout.is_checkout, '1');
    assert.equal(typeof one(html, 'wc_address_i18n_params').locale, 'string');
    assert.equal(typeof one(html, 'wc_country_select_params').countries, 'string');
    }
    if (built('payments')) {
    const upe = one(html, 'wc_stripe_upe_params');
    assert.equal(upe.key, 'pk_test_shopislands123');
    assert.equal(upe.ajax_url, '/?wc-ajax=%%endpoint%%');
    for (const key of ['createSetupIntentNonce', 'createPaymentIntentNonce', 'createAndConfirmSetupIntentNonce', 'updatePaymentIntentNonce', 'updateFailedOrderNonce', 'saveAppearanceNonce']) {
      assert.match(String(upe[key]), NONCE, key);
    }
    assert.equal(upe.card_declined, 'The card was declined.');
    }
    if (built('express-checkout')) {
    const express = one(html, 'wc_stripe_express_checkout_params') as { nonce: Record<string, string>; stripe: { publishable_key: string } };
    assert.equal(express.stripe.publishable_key, 'pk_test_shopislands123');
    for (const key of ['shipping', 'update_shipping', 'normalize_address', 'wc_store_api', 'get_cart_details', 'add_to_cart', 'clear_cart', 'wc_store_api_express_checkout', 'get_selected_product_data']) {
      assert.match(express.nonce[key] ?? '', NONCE, key);
    }
    }
  });

  if (built('payments')) test('the live mode publishable key is used when test mode is off', async () => {
    setOption('woocommerce_stripe_settings', { testmode: 'no', publishable_key: 'pk_live_shopislands456', secret_key: 'sk_live_SECRET_must_not_leak', test_publishable_key: 'pk_test_shopislands123' });
    try {
      const { html } = await request(page('plain', '&si_page=order-pay'));
      const upe = one(html, 'wc_stripe_upe_params');
      assert.equal(upe.key, 'pk_live_shopislands456');
      assert.equal(upe.isOrderPay, '1');
      assert.ok(!html.includes('sk_live_SECRET'));
    } finally {
      setOption('woocommerce_stripe_settings', { testmode: 'yes', test_publishable_key: 'pk_test_shopislands123', test_secret_key: 'sk_test_SECRET_must_not_leak', publishable_key: 'pk_live_shopislands456', secret_key: 'sk_live_SECRET_must_not_leak', webhook_secret: 'whsec_must_not_leak' });
    }
  });

  if (built('checkout')) test('nonces are created per user session, not cached in the page', async () => {
    const guest: Page = await request(page('plain', '&si_page=checkout'));
    const jar: Jar = await login('subscriber', 'subscriber-password');
    const member: Page = await request(page('plain', '&si_page=checkout'), { jar });
    const nonceOf = (html: string): unknown => printed(html, 'wc_checkout_params').find((p) => 'update_order_review_nonce' in p)?.update_order_review_nonce;
    assert.notEqual(nonceOf(guest.html), nonceOf(member.html));
    if (built('payments')) assert.equal(one(member.html, 'wc_stripe_upe_params').isLoggedIn, '1');
  });

  test('live search: aws_vars and the box markup of Advanced Woo Search', async () => {
    const { html } = await request(page('search'));
    if (built('live-search')) {
      assert.deepEqual(one(html, 'aws_vars'), { sale: 'Sale!', sku: 'SKU: ', showmore: 'View all results', noresults: 'Nothing found' });
    }
    const box: string = /<div class="aws-container"[^>]*>/.exec(html)?.[0] ?? '';
    for (const [attr, value] of Object.entries({
      'data-url': `${BASE}/wp-admin/admin-ajax.php`,
      'data-siteurl': BASE,
      'data-show-loader': 'true',
      'data-show-more': 'true',
      'data-show-page': 'true',
      'data-ajax-search': 'true',
      'data-show-clear': 'true',
      'data-mobile-screen': 'false',
      'data-use-analytics': 'false',
      'data-min-chars': '1',
      'data-buttons-order': '1',
      'data-timeout': '300',
      'data-is-mobile': 'false',
      'data-page-id': String(info.pages.search),
      'data-tax': '',
    })) {
      assert.ok(box.includes(` ${attr}="${value}"`), `${attr}="${value}" in ${box}`);
    }
    assert.match(box, / data-lang="[a-z]*"/);
    assert.match(html, new RegExp(`<form class="aws-search-form" action="${BASE}/" method="get" role="search">`));
    assert.match(html, /<input type="search" name="s" id="aws-search-field-1" value="" class="aws-search-field" placeholder="Search products" autocomplete="off" \/>/);
    assert.match(html, /<label class="aws-search-label" for="aws-search-field-1">Search products<\/label>/);
    assert.match(html, /<input type="hidden" name="post_type" value="product"><input type="hidden" name="type_aws" value="true">/);
  });

  if (built('buy-now')) test('buy-now: wpASPNG and per-button data matching the rendered form', async () => {
    const { html } = await request(page('buy'));
    const ng = one(html, 'wpASPNG');
    assert.equal(ng.iframeUrl, `${BASE}/?asp_action=show_pp`);
    const uniq: string = /<form id="asp_ng_form_([A-Za-z0-9]{9})"/.exec(html)?.[1] ?? '';
    assert.ok(uniq, 'form asp_ng_form_{uniq_id} rendered');
    const data = one(html, `asp_data_${uniq}`);
    assert.equal(data.uniq_id, uniq);
    assert.equal(data.product_id, 42);
    assert.equal(data.show_custom_amount_input, true);
    assert.equal(data.iframe_url, `${BASE}/?asp_action=show_pp&product_id=42`);
    assert.match(html, new RegExp(`<button id="asp_ng_button_${uniq}" type="submit" class="asp_product_buy_btn" disabled>Buy it now</button>`));
    assert.match(html, new RegExp(`<input type="text" inputmode="decimal" id="stripeAmount_${uniq}"`));
  });
});

describe('replace legacy scripts', () => {
  test('legacy handles stay when the toggles are off', async () => {
    const { html } = await request(page('search', '&si_page=checkout'));
    for (const srcs of Object.values(LEGACY_SRC)) for (const src of srcs) assert.ok(html.includes(src), `${src} present`);
    assert.ok(printed(html, 'wc_checkout_params').some((p) => p.printed_by === 'legacy-woocommerce'));
  });

  test('legacy handles are dequeued when the toggles are on, and our settings are still printed', async () => {
    setOption('shop_islands_settings', { widgets: Object.fromEntries(ALL.map((w) => [w, true])), replace_legacy: Object.fromEntries(Object.keys(LEGACY_SRC).map((w) => [w, true])) });
    try {
      const { html } = await request(page('search', '&si_page=checkout'));
      for (const [widget, srcs] of Object.entries(LEGACY_SRC)) {
        for (const src of srcs) assert.equal(html.includes(src), !built(widget), `${src} ${built(widget) ? 'removed' : 'kept: widget not built'}`);
      }
      if (built('checkout')) {
        const params = printed(html, 'wc_checkout_params');
        assert.equal(params.length, 1);
        assert.match(String(params[0]?.update_order_review_nonce), NONCE);
      }
      const buy: Page = await request(page('buy'));
      assert.equal(buy.html.includes('stripe-handler-ng.js'), !built('buy-now'));
    } finally {
      setOption('shop_islands_settings', null);
    }
  });

  test('a widget switched off is not enqueued and does not remove legacy scripts', async () => {
    setOption('shop_islands_settings', { widgets: Object.fromEntries(ALL.map((w) => [w, w !== 'checkout'])), replace_legacy: { checkout: true } });
    try {
      const { html } = await request(page('plain', '&si_page=checkout'));
      assert.equal(moduleTag(html, 'checkout'), undefined);
      assert.ok(html.includes('legacy/checkout.js'));
    } finally {
      setOption('shop_islands_settings', null);
    }
  });
});

describe('settings page', () => {
  async function form(jar: Jar): Promise<Page> {
    return request('/wp-admin/options-general.php?page=shop-islands', { jar });
  }
  function fields(html: string): URLSearchParams {
    const body = new URLSearchParams();
    for (const m of html.matchAll(/<input type=["']hidden["'](?: id=["'][^"']*["'])? name=["'](option_page|action|_wpnonce|_wp_http_referer)["'] value=["']([^"']*)["']/g)) body.set(m[1] ?? '', m[2] ?? '');
    return body;
  }

  test('an administrator saves the settings through options.php', async () => {
    const jar: Jar = await login('admin', 'admin-password');
    const page1: Page = await form(jar);
    assert.equal(page1.status, 200);
    assert.match(page1.html, /<h1>Shop Islands<\/h1>/);
    const body: URLSearchParams = fields(page1.html);
    assert.equal(body.get('option_page'), 'shop_islands');
    assert.match(body.get('_wpnonce') ?? '', NONCE);
    for (const w of ALL.filter((w) => w !== 'storefront')) body.set(`shop_islands_settings[widgets][${w}]`, '1');
    body.set('shop_islands_settings[replace_legacy][checkout]', '1');
    body.set('shop_islands_settings[search][min_chars]', '3');
    body.set('shop_islands_settings[search][timeout]', '450');
    body.set('shop_islands_settings[search][show_loader]', '1');
    body.set('shop_islands_settings[search][placeholder]', '<b>Find</b> things');
    try {
      const saved: Page = await request('/wp-admin/options.php', { method: 'POST', body, jar });
      assert.equal(saved.status, 302);
      assert.match(saved.headers.get('location') ?? '', /page=shop-islands.*settings-updated=true/);
      const page2: Page = await form(jar);
      assert.match(page2.html, /id="si-search-min-chars" name="shop_islands_settings\[search\]\[min_chars\]" value="3"/);
      assert.match(page2.html, /id="si-widget-storefront" name="shop_islands_settings\[widgets\]\[storefront\]" value="1" \/>/);
      const search: Page = await request(page('search', '&si_page=checkout'));
      assert.match(search.html, / data-min-chars="3"/);
      assert.match(search.html, / data-timeout="450"/);
      assert.match(search.html, / data-show-more="false"/);
      assert.match((await request(page('plain', '&si_template_tag=1'))).html, / placeholder="Find things"/, 'the saved placeholder is sanitised and used by the template tag');
      assert.equal(moduleTag(search.html, 'storefront'), undefined);
      if (built('checkout')) assert.ok(!search.html.includes('legacy/checkout.js'));
    } finally {
      setOption('shop_islands_settings', null);
    }
  });

  test('a bad nonce is rejected and nothing is saved', async () => {
    const jar: Jar = await login('admin', 'admin-password');
    const body: URLSearchParams = fields((await form(jar)).html);
    body.set('_wpnonce', '0123456789');
    body.set('shop_islands_settings[search][min_chars]', '7');
    const res: Page = await request('/wp-admin/options.php', { method: 'POST', body, jar });
    assert.equal(res.status, 403);
    assert.match(res.html, /The link you followed has expired/);
    assert.match((await request(page('search'))).html, / data-min-chars="1"/);
  });

  test('a subscriber can neither open nor save the settings', async () => {
    const admin: Jar = await login('admin', 'admin-password');
    const body: URLSearchParams = fields((await form(admin)).html);
    body.set('shop_islands_settings[search][min_chars]', '9');
    const jar: Jar = await login('subscriber', 'subscriber-password');
    const opened: Page = await form(jar);
    assert.equal(opened.status, 403);
    const res: Page = await request('/wp-admin/options.php', { method: 'POST', body, jar });
    assert.equal(res.status, 403);
    assert.match(res.html, /You need a higher level of permission/);
    assert.match((await request(page('search'))).html, / data-min-chars="1"/);
  });
});

describe('package and logs', () => {
  test('the zip holds the plugin and the built bundles only', () => {
    const listing: string[] = execFileSync('unzip', ['-Z1', ZIP], { encoding: 'utf8' }).trim().split('\n');
    for (const file of ['shop-islands/shop-islands.php', 'shop-islands/readme.txt', 'shop-islands/uninstall.php', 'shop-islands/dist/manifest.json', 'shop-islands/includes/class-shop-islands-assets.php']) {
      assert.ok(listing.includes(file), `${file} in zip`);
    }
    for (const entry of Object.values(manifest.widgets)) assert.ok(listing.includes(`shop-islands/dist/${entry.js}`));
    assert.ok(listing.every((f: string) => f.startsWith('shop-islands/')));
    assert.ok(!listing.some((f: string) => /\.(map|ts|tsx|zip)$/.test(f) || f.includes('test')), 'no maps, sources or tests');
  });

  test('the plugin header is complete', () => {
    const header: string = readFileSync(join(info.plugin_dir, 'shop-islands.php'), 'utf8');
    for (const line of ['Plugin Name:       Shop Islands', 'Requires at least: 6.1', 'Requires PHP:      7.4', 'License:           GPL-2.0-or-later', 'Text Domain:       shop-islands', 'WC requires at least:', 'WC tested up to:']) {
      assert.ok(header.includes(line), line);
    }
  });

  test('WordPress logged no PHP errors or notices from the plugin', () => {
    const log: string = DEBUG_LOG && existsSync(DEBUG_LOG) ? readFileSync(DEBUG_LOG, 'utf8') : '';
    const ours: string[] = log.split('\n').filter((l: string) => l.includes('shop-islands'));
    assert.deepEqual(ours, []);
  });
});
