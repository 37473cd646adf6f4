/**
 * The Shop Islands plugin over HTTP on the real store (what tests/wordpress checked on Debian's
 * WordPress 6.1 with stand-ins for WooCommerce, now on real WordPress 7.1 + WooCommerce pages): script
 * tags and page rules, printed settings, legacy script replacement, the settings page's guards, the
 * package and the PHP log. Run twice: with the built bundles, and with the fixture dist that lists every
 * widget the plugin knows (so the rules for checkout, payments, express checkout and tracking are
 * checked before those widgets are built).
 */
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { ALL_WIDGETS } from '../harness/fixture-dist.ts';
import { printedGa4w } from '../harness/record.ts';
import { ROOT, WORK } from '../harness/setup.ts';
import {
  ADMIN,
  getOption,
  info,
  login,
  PLUGIN_DIR,
  REPLACE_ALL,
  request,
  setOptions,
  STORE_DEBUG_LOG,
  STORE_URL,
  STORE_ZIP,
  SUBSCRIBER,
  useProfile,
  usePluginBundles,
  wp,
  type Bundles,
  type Jar,
  type ShopIslandsSettings,
} from '../harness/store.ts';

interface WidgetEntry {
  js: string;
  css: string | null;
  imports: string[];
  hash: string;
  /** A widget built page by page (checkout): each page's part and its chunks. */
  pages?: Record<string, string[]>;
  /** Its stylesheet on the pages that have one (checkout: the pickers', where pickers render). */
  pageStyles?: Record<string, string>;
}
const NONCE = /^[0-9a-f]{10}$/;
const path = (url: string | undefined): string => new URL(url ?? '/').pathname;
/** Path and query of an order's pay or received address. */
const payPath = (url: string): string => `${new URL(url).pathname}${new URL(url).search}`;
const PAGES = {
  plain: path(info.urls.plain),
  search: path(info.urls.our_search),
  buy: path(info.urls.our_buy),
  asp: path(info.urls.gift_card),
  shop: path(info.urls.shop),
  product: path(info.products.hoodie_with_zipper?.url),
  cart: path(info.urls.cart),
  checkout: path(info.urls.checkout),
  account: path(info.urls.myaccount),
};
/** Files of the legacy scripts each widget replaces, as this store loads them on checkout. */
const LEGACY_SRC: Record<string, string[]> = {
  'live-search': ['/advanced-woo-search/assets/js/common.min.js'],
  'buy-now': ['/stripe-payments/public/assets/js/stripe-handler-ng.js'],
  checkout: ['/frontend/checkout.min.js', '/frontend/address-i18n.min.js', '/frontend/country-select.min.js'],
  payments: ['/woocommerce-gateway-stripe/build/upe-classic.js'],
  'express-checkout': ['/woocommerce-gateway-stripe/build/express-checkout.js'],
  tracking: ['/frontend/order-attribution.min.js', '/sourcebuster/sourcebuster.min.js', '/woocommerce-google-analytics-integration/assets/js/build/main.js'],
};
/** The storefront behaviours on, 'Replace' off: every legacy script serves its pages. */
const NO_REPLACE: ShopIslandsSettings = { storefront: { theme: true } };
/**
 * Page rules: as NO_REPLACE (AWS's script serves the header box), but tracking replaces its legacy scripts
 * (without 'Replace' they serve every page, and ours stays away).
 */
const RULES: ShopIslandsSettings = { ...NO_REPLACE, replace_legacy: { tracking: true } };
const ATTRIBUTION_LIFETIME = 0.00001;
const ALL_ON: ShopIslandsSettings = { ...REPLACE_ALL, storefront: { theme: true } };

function moduleTag(html: string, widget: string): string | undefined {
  return new RegExp(`<script\\b[^>]*\\sid=["']shop-islands-${widget}-js["'][^>]*>`).exec(html)?.[0];
}

/** Every `var NAME = …;` printed for NAME, parsed. */
function printed(html: string, name: string): Array<Record<string, unknown>> {
  return [...html.matchAll(new RegExp(`var ${name} = (.*?);\\n`, 'g'))].map((m) => JSON.parse(m[1] ?? 'null') as Record<string, unknown>);
}

function one(html: string, name: string): Record<string, unknown> {
  const all = printed(html, name);
  assert.ok(all.length === 1 && all[0], `${name} is printed exactly once (${all.length})`);
  return all[0];
}

/** A cookie jar with the hoodie in the cart (the classic checkout sends an empty cart back to the cart page). */
async function withCart(jar: Jar = new Map()): Promise<Jar> {
  await request(`/?add-to-cart=${info.products.hoodie_with_zipper?.id}`, { jar });
  return jar;
}

test('every plugin PHP file passes php -l', () => {
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name.endsWith('.php')) files.push(full);
    }
  };
  walk(join(ROOT, 'plugin-php-shim'));
  assert.ok(files.length >= 20, `${files.length} PHP files`);
  const failures = files.filter((file) => spawnSync('php', ['-l', file], { stdio: 'ignore' }).status !== 0);
  assert.deepEqual(failures, []);
});

/** The widgets each run has: the build's (the zip is made from dist/), or all of them in the fixture dist. */
const BUILT: Record<Bundles, readonly string[]> = {
  built: Object.keys((JSON.parse(readFileSync(join(ROOT, 'dist', 'manifest.json'), 'utf8')) as { widgets: object }).widgets),
  fixture: ALL_WIDGETS,
};

for (const bundles of ['built', 'fixture'] as const satisfies readonly Bundles[]) {
  describe(`with the ${bundles} bundles`, () => {
    let manifest: { widgets: Record<string, WidgetEntry> } = { widgets: {} };
    const built = (widget: string): boolean => BUILT[bundles].includes(widget);
    const builtOf = (widgets: string[]): string[] => widgets.filter(built);
    const entry = (widget: string): WidgetEntry => {
      const found = manifest.widgets[widget];
      assert.ok(found, `${widget} is in the manifest`);
      return found;
    };
    const enqueued = (html: string): string[] => ALL_WIDGETS.filter((w) => moduleTag(html, w) !== undefined);

    before(() => {
      usePluginBundles(bundles);
      manifest = JSON.parse(readFileSync(join(PLUGIN_DIR, 'dist', 'manifest.json'), 'utf8')) as typeof manifest;
      assert.deepEqual(Object.keys(manifest.widgets).sort(), [...BUILT[bundles]].sort(), 'the installed plugin carries these bundles');
    });
    after(async () => {
      await useProfile('legacy');
      usePluginBundles('built');
    });

    describe('script tags and page rules', () => {
      before(() => useProfile('shop-islands', RULES));

      test('a plain page gets storefront and tracking as ES modules with the manifest hash as version, and no script of WordPress for them', async () => {
        const { html } = await request(PAGES.plain);
        assert.deepEqual(enqueued(html), builtOf(['storefront', 'tracking']));
        for (const widget of builtOf(['storefront', 'tracking'])) {
          const tag = moduleTag(html, widget) ?? '';
          assert.match(tag, /^<script type="module"/, `${widget} is printed as a module`);
          assert.doesNotMatch(tag, /text\/javascript/);
          const url = new URL((/src=["']([^"']+)["']/.exec(tag)?.[1] ?? '').replace(/&amp;/g, '&'), STORE_URL);
          assert.equal(url.pathname, `/wp-content/plugins/shop-islands/dist/${entry(widget).js}`);
          assert.equal(url.searchParams.get('ver'), entry(widget).hash);
          for (const chunk of entry(widget).imports) {
            assert.ok(html.includes(`<link rel="modulepreload" href="${STORE_URL}/wp-content/plugins/shop-islands/dist/${chunk}" />`), `${chunk} is preloaded`);
          }
        }
        // In English no wp-i18n; and GA4's main.js, replaced, no longer brings wp-hooks and wp-i18n.
        for (const handle of ['wp-i18n', 'wp-hooks']) assert.doesNotMatch(html, new RegExp(`<script[^>]*id=['"]${handle}-js['"]`), `no ${handle}`);
        const css = built('storefront') ? entry('storefront').css : null;
        if (css) assert.match(html, new RegExp(`<link[^>]*id=['"]shop-islands-storefront-css['"][^>]*dist/${css}\\?ver=`));
      });

      test('each shared chunk is preloaded once per page', async () => {
        const { html } = await request(PAGES.checkout, { jar: await withCart() });
        const links = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1] ?? '');
        assert.ok(links.length > 0);
        assert.equal(new Set(links).size, links.length);
      });

      const order = (): Promise<{ pay: string; received: string }> => wp('order', { product: info.products.hoodie_with_zipper?.id });
      const cases: Array<[string, () => Promise<string>, string[]]> = [
        ['shop page', async () => (await request(PAGES.shop)).html, ['storefront', 'tracking']],
        // Checkout, payments and express checkout stay away while WooCommerce's checkout.js and the Stripe Gateway's
        // upe-classic.js and express script serve the page ('Replace' off; see below and payments-settings.test.ts).
        ['product page', async () => (await request(PAGES.product)).html, ['storefront', 'tracking']],
        ['cart page', async () => (await request(PAGES.cart, { jar: await withCart() })).html, ['storefront', 'tracking']],
        ['checkout page', async () => (await request(PAGES.checkout, { jar: await withCart() })).html, ['storefront', 'tracking']],
        ['order-pay page', async () => (await request(payPath((await order()).pay))).html, ['storefront', 'tracking']],
        ['order-received page', async () => (await request(payPath((await order()).received))).html, ['storefront', 'tracking']],
        ['add-payment-method page', async () => (await request(`${PAGES.account}add-payment-method/`, { jar: await login(SUBSCRIBER.user, SUBSCRIBER.password) })).html, ['storefront', 'tracking']],
        ['payment-methods page', async () => (await request(`${PAGES.account}payment-methods/`, { jar: await login(SUBSCRIBER.user, SUBSCRIBER.password) })).html, ['storefront', 'tracking']],
        ['account dashboard', async () => (await request(PAGES.account, { jar: await login(SUBSCRIBER.user, SUBSCRIBER.password) })).html, ['storefront', 'tracking']],
      ];
      for (const [name, load, expected] of cases) {
        test(`${name} enqueues exactly ${expected.join(', ')}`, async () => {
          assert.deepEqual(enqueued(await load()), builtOf(expected));
        });
      }

      if (BUILT[bundles].includes('express-checkout')) test("express checkout, replacing the Stripe Gateway's express script, loads wherever it would run and reads the gateway's own settings, printed once", async () => {
        await useProfile('shop-islands', { ...RULES, replace_legacy: { ...RULES.replace_legacy, 'express-checkout': true } });
        try {
          for (const [name, html] of [
            ['product', (await request(PAGES.product)).html],
            ['cart', (await request(PAGES.cart, { jar: await withCart() })).html],
            ['checkout', (await request(PAGES.checkout, { jar: await withCart() })).html],
          ] as const) {
            assert.ok(moduleTag(html, 'express-checkout'), `ours on the ${name} page`);
            assert.ok(!html.includes('/woocommerce-gateway-stripe/build/express-checkout.js'), `the gateway's express script is gone from the ${name} page`);
            assert.equal([...html.matchAll(/var wc_stripe_express_checkout_params = /g)].length, 1, `the gateway's settings printed once on the ${name} page`);
            assert.match(html, /id="wc-stripe-express-checkout-element"/);
          }
          const shop = (await request(PAGES.shop)).html;
          assert.equal(moduleTag(shop, 'express-checkout'), undefined, 'not where the gateway shows no button');
        } finally {
          await useProfile('shop-islands', RULES);
        }
      });

      test("checkout, replacing WooCommerce's scripts, loads wherever they would run: checkout, order-pay, cart and the account's address form; not where checkout.js is only the Stripe Gateway's dependency; the pickers' stylesheet only where pickers render", async () => {
        await useProfile('shop-islands', { ...RULES, replace_legacy: { checkout: true } });
        try {
          const member = await login(SUBSCRIBER.user, SUBSCRIBER.password);
          const pages: Array<[string, string, boolean]> = [
            ['checkout', (await request(PAGES.checkout, { jar: await withCart() })).html, true],
            ['order-pay', (await request(payPath((await order()).pay))).html, true],
            ['cart', (await request(PAGES.cart, { jar: await withCart() })).html, true],
            ['address form', (await request(`${PAGES.account}edit-address/billing/`, { jar: member })).html, true],
            ['product', (await request(PAGES.product)).html, false],
            ['order-received', (await request(payPath((await order()).received))).html, false],
            ['plain', (await request(PAGES.plain)).html, false],
          ];
          for (const [name, html, serves] of pages) assert.equal(moduleTag(html, 'checkout') !== undefined, serves && built('checkout'), `${name}: checkout ${serves ? '' : 'not '}enqueued`);
          if (!built('checkout')) return;
          const [checkout, orderPay, cart, address, product] = pages.map(([, html]) => html) as [string, string, string, string, string];
          // Each page preloads its own part and chunk with the entry (no checkout.js → part → chunk waterfall), and
          // nothing of another page's; pages without the widget preload none of its files. (The built bundles: the
          // fixture dist's checkout is one file, not built page by page.)
          if (bundles === 'built') {
            const own = entry('checkout').pages ?? {};
            const preloads = (html: string): string[] =>
              [...html.matchAll(/<link rel="modulepreload" href="[^"]*\/shop-islands\/dist\/([^"]+)"/g)].map((m) => m[1] ?? '');
            const allPages = Object.values(own).flat();
            assert.deepEqual(Object.keys(own).sort(), ['addresses', 'cart', 'checkout', 'order-pay']);
            for (const [name, html, page] of [['checkout', checkout, 'checkout'], ['order-pay', orderPay, 'order-pay'], ['cart', cart, 'cart'], ['address form', address, 'addresses']] as const) {
              const files = own[page] ?? [];
              assert.ok(files.length >= 2, `${page}: its part and chunk in the manifest`);
              const printed = preloads(html);
              for (const file of files) assert.ok(printed.includes(file), `${name}: ${file} preloaded`);
              assert.deepEqual(printed.filter((file) => allPages.includes(file) && !files.includes(file)), [], `${name}: no other page's file preloaded`);
              assert.ok(html.indexOf(`dist/${files[0]}"`) < html.search(/<script[^>]*id=["']shop-islands-checkout-js["']/), `${name}: preloaded before the entry`);
            }
            for (const [name, html] of pages.slice(4)) {
              assert.deepEqual(preloads(html).filter((file) => allPages.includes(file)), [], `${name}: no checkout page's file preloaded`);
            }
            // The pickers' stylesheet: linked on the pages that render pickers (checkout, cart's shipping calculator, the
            // address form), by the page name the preloads are chosen by; not on order-pay (no address form), nor elsewhere.
            const styles = entry('checkout').pageStyles ?? {};
            assert.deepEqual(Object.keys(styles).sort(), ['addresses', 'cart', 'checkout']);
            assert.equal(entry('checkout').css, null, 'no stylesheet of the entry (it would load on every page the widget serves)');
            const linked = (html: string): string | undefined => /<link[^>]*id=["']shop-islands-checkout-page-css["'][^>]*href=["']([^"']+)["']/.exec(html)?.[1];
            for (const [name, html, page] of [['checkout', checkout, 'checkout'], ['cart', cart, 'cart'], ['address form', address, 'addresses']] as const) {
              assert.equal(new URL(linked(html)?.replace(/&amp;/g, '&') ?? '/', STORE_URL).pathname, `/wp-content/plugins/shop-islands/dist/${styles[page]}`, `${name}: the pickers' stylesheet`);
            }
            const sheet = await request(new URL(linked(checkout)!.replace(/&amp;/g, '&'), STORE_URL).pathname);
            assert.equal(sheet.status, 200);
            assert.match(sheet.html, /\.shop-islands-picker\b/, "the pickers' styles are in it");
            for (const [name, html] of [['order-pay', orderPay], ['product', product]] as const) {
              assert.equal(linked(html), undefined, `${name}: no pickers' stylesheet`);
              assert.ok(!Object.values(styles).some((file) => html.includes(file)), `${name}: no checkout stylesheet at all`);
            }
          }
          // WooCommerce prints its own settings for the handles it would have loaded, once; their files are gone.
          for (const [html, globals] of [
            [checkout, ['wc_checkout_params', 'wc_address_i18n_params', 'wc_country_select_params']],
            [orderPay, ['wc_checkout_params', 'wc_address_i18n_params', 'wc_country_select_params']],
            [cart, ['wc_cart_params', 'wc_address_i18n_params', 'wc_country_select_params']],
            [address, ['wc_address_i18n_params', 'wc_country_select_params']],
          ] as const) {
            for (const name of globals) one(html, name);
            for (const file of ['/frontend/checkout.min.js', '/frontend/cart.min.js', '/frontend/address-i18n.min.js', '/frontend/country-select.min.js']) assert.ok(!html.includes(file), `${file} not loaded`);
          }
          assert.ok(Array.isArray(one(checkout, 'wc_checkout_params').gateways_with_custom_place_order_button), "WooCommerce's own wc_checkout_params");
          assert.equal(one(orderPay, 'wc_checkout_params').is_checkout, '0');
          assert.match(String(one(cart, 'wc_cart_params').update_shipping_method_nonce), NONCE);
          // The Stripe Gateway's UPE script depends on wc-checkout: it still prints, on the product page (express
          // checkout) and the checkout, with wc-checkout's settings but without checkout.js.
          for (const html of [product, checkout]) {
            assert.match(html, /<script[^>]*id=["']wc-stripe-upe-classic-js["']/);
            assert.ok(!html.includes('/frontend/checkout.min.js'));
          }
          one(product, 'wc_checkout_params');
          // selectWoo and select2's style go where the checkout widget serves: its own pickers replace them.
          for (const [name, html] of [['checkout', checkout], ['order-pay', orderPay], ['cart', cart], ['address form', address]] as const) {
            const selectWoo = /<script[^>]*id=["']selectWoo-js["'][^>]*>/.exec(html)?.[0];
            const dependents = [...html.matchAll(/<script[^>]*id=["']([^"']+)["'][^>]*>[^<]*selectWoo/g)].map((match) => match[1]);
            assert.equal(selectWoo, undefined, `${name}: no selectWoo (scripts mentioning it: ${dependents.join(', ') || 'none'})`);
            assert.ok(!/<link[^>]*id=["']select2-css["']/.test(html), `${name}: no select2's style`);
          }
        } finally {
          await useProfile('shop-islands', RULES);
        }
      });

      test('live search loads only where a search box is printed: shortcode, template tag, classic widget', async () => {
        const aws = (await getOption<Record<string, unknown>>('aws_settings')) ?? {};
        const sidebars = await getOption('sidebars_widgets');
        await useProfile('shop-islands', { ...RULES, replace_legacy: { ...RULES.replace_legacy, 'live-search': true } });
        // AWS's seamless mode puts its box in every page's header: off here, so pages without a box exist.
        await setOptions({ aws_settings: { ...aws, seamless: 'false' } });
        try {
          const plain = await request(PAGES.plain);
          assert.equal(moduleTag(plain.html, 'live-search'), undefined);
          assert.doesNotMatch(plain.html, /class="aws-container"/);
          const shortcode = await request(PAGES.search);
          const tag = await request(`${PAGES.plain}?si_template_tag=1`);
          // The classic widget, in the theme's sidebar, puts a box on the plain page too.
          await setOptions({
            widget_shop_islands_search: { 2: { title: 'Find products' }, _multiwidget: 1 },
            sidebars_widgets: { wp_inactive_widgets: [], 'sidebar-1': ['shop_islands_search-2'], array_version: 3 },
          });
          const widget = await request(PAGES.plain);
          assert.match(widget.html, /Find products/);
          for (const { html } of [shortcode, tag, widget]) {
            assert.match(html, /class="aws-container"/);
            if (built('live-search')) assert.match(moduleTag(html, 'live-search') ?? '', /type="module"/);
          }
        } finally {
          await setOptions({ aws_settings: aws, widget_shop_islands_search: null, sidebars_widgets: sidebars });
          await useProfile('shop-islands', RULES);
        }
      });

      test("buy-now loads where a buy-now button is printed and it serves it: ours, and Stripe Payments' when it replaces its handler; replacing it, wherever that handler would load, a page without a button too (for its links and attach elements)", async () => {
        assert.equal(moduleTag((await request(PAGES.plain)).html, 'buy-now'), undefined);
        // 'Replace' off: Stripe Payments' handler serves its button and ours.
        assert.equal(moduleTag((await request(PAGES.buy)).html, 'buy-now'), undefined);
        assert.equal(moduleTag((await request(PAGES.asp)).html, 'buy-now'), undefined);
        await useProfile('shop-islands', { ...RULES, replace_legacy: { ...RULES.replace_legacy, 'buy-now': true } });
        try {
          const plain = (await request(PAGES.plain)).html;
          assert.equal(moduleTag(plain, 'buy-now') !== undefined, built('buy-now'), "on a page without a button, where Stripe Payments' handler would load");
          if (!built('buy-now')) return;
          assert.ok(!plain.includes('stripe-handler-ng.js'), "Stripe Payments' handler is gone from it");
          // The built bundles have buy-now's other builds (manifest `variants`); the fixture's has the entry alone.
          const entry = bundles === 'built' ? 'buy-now-same-origin.js' : 'buy-now.js';
          const script = (file: string): RegExp => new RegExp(`/wp-content/plugins/shop-islands/dist/${file.replace(/\./g, '\\.')}\\?ver=[0-9a-f]+`);
          if (bundles === 'built') {
            // There, its loader, told the entry's address (fetched only for a payment box link or attach element).
            assert.match(moduleTag(plain, 'buy-now') ?? '', script('buy-now-loader.js'));
            assert.match(String(printed(plain, 'shopIslandsBuyNow')[0]?.['entry']), new RegExp(`^https?://[^/]+${script(entry).source}$`));
          } else {
            assert.match(moduleTag(plain, 'buy-now') ?? '', script(entry), 'without a loader build, the entry itself');
            assert.doesNotMatch(plain, /shopIslandsBuyNow/);
          }
          const buy = (await request(PAGES.buy)).html;
          assert.match(moduleTag(buy, 'buy-now') ?? '', script(entry), 'a page with a button: the entry itself');
          assert.doesNotMatch(buy, /shopIslandsBuyNow/);
          const asp = await request(PAGES.asp);
          assert.match(moduleTag(asp.html, 'buy-now') ?? '', script(entry));
          assert.match(asp.html, /window\.stripeHandlerNG = window\.stripeHandlerNG \|\| function \(data\)/, 'the stand-in for stripeHandlerNG is printed before the bundle');
        } finally {
          await useProfile('shop-islands', RULES);
        }
      });

      test("tracking stays away while its legacy scripts serve the page ('Replace' off), so no event is sent twice", async () => {
        await useProfile('shop-islands', NO_REPLACE);
        try {
          for (const html of [(await request(PAGES.plain)).html, (await request(PAGES.product)).html, (await request(PAGES.checkout, { jar: await withCart() })).html]) {
            assert.equal(moduleTag(html, 'tracking'), undefined);
            for (const src of LEGACY_SRC.tracking ?? []) assert.ok(html.includes(src), `${src} serves the page`);
          }
        } finally {
          await useProfile('shop-islands', RULES);
        }
      });

      test('tracking stays away from pages with nothing to track (GA4 for WooCommerce inactive, order attribution switched off; product pages still have the provider tracks)', async () => {
        const ga4 = 'woocommerce-google-analytics-integration/woocommerce-google-analytics-integration.php';
        await wp('plugins', { [ga4]: false });
        await setOptions({ woocommerce_feature_order_attribution_enabled: 'no' });
        try {
          for (const path of [PAGES.plain, PAGES.shop]) {
            const { html } = await request(path);
            assert.doesNotMatch(html, /wc_order_attribution|window\.ga4w/);
            assert.equal(moduleTag(html, 'tracking'), undefined, path);
          }
        } finally {
          await setOptions({ woocommerce_feature_order_attribution_enabled: 'yes' });
          await wp('plugins', { [ga4]: true });
        }
      });

      test('nothing is enqueued in the admin', async () => {
        const jar = await login(ADMIN.user, ADMIN.password);
        const { status, html } = await request('/wp-admin/', { jar });
        assert.equal(status, 200);
        assert.deepEqual(enqueued(html), []);
        assert.doesNotMatch(html, /shopIslandsStoreApi/);
      });
    });

    describe('printed settings', () => {
      before(() => useProfile('shop-islands', ALL_ON));

      test("storefront and tracking settings on every page, before the bundles; WooCommerce's own params printed once", async () => {
        const { html } = await request(PAGES.plain);
        if (built('storefront')) {
          const wc = one(html, 'woocommerce_params');
          assert.equal(wc.wc_ajax_url, '/?wc-ajax=%%endpoint%%');
          assert.equal(wc.ajax_url, '/wp-admin/admin-ajax.php');
          assert.equal(one(html, 'wc_add_to_cart_params').i18n_view_cart, 'View cart');
          assert.doesNotMatch(html, /wcBlocksMiddlewareConfig/, 'not ours to print: nothing of ours reads it');
          const storeApi = one(html, 'shopIslandsStoreApi');
          assert.equal(storeApi.root, `${STORE_URL}/wp-json/wc/store/v1`);
          assert.match(String(storeApi.nonce), NONCE, "the side cart's ('theme') Store API nonce");
          assert.deepEqual(one(html, 'shopIslandsStorefront'), { features: ['theme'] });
          assert.ok(html.indexOf('var shopIslandsStoreApi') < html.indexOf(moduleTag(html, 'storefront') ?? '~'));
        }
        if (built('tracking')) {
          // GA4 for WooCommerce's and WooCommerce's own settings, each printed once, by them: none of ours.
          const [ga4w, ...more] = printedGa4w(html);
          assert.deepEqual(more, [], 'ga4w is printed once');
          assert.deepEqual(ga4w?.settings.events, ['purchase', 'add_to_cart', 'remove_from_cart', 'view_item_list', 'select_content', 'view_item', 'begin_checkout', 'add_shipping_info', 'add_payment_info']);
          assert.equal(ga4w?.settings.identifier, 'product_id', "GA4 for WooCommerce's default for new shops");
          const attribution = one(html, 'wc_order_attribution') as { params: Record<string, unknown>; fields: Record<string, string> };
          assert.equal(attribution.params.lifetime, ATTRIBUTION_LIFETIME, "WooCommerce's lifetime: session cookies");
          assert.equal(attribution.params.allowTracking, true);
          assert.equal(attribution.fields.source_type, 'current.typ');
          assert.match(html, /<script[^>]*id=["']wc-order-attribution-js-extra["']/, "printed by WooCommerce's handle");
        }
      });

      test("nonces only where used: the Store API's with the storefront's side cart ('theme') alone; express checkout's, printed and refreshed, only while the Stripe Gateway is enabled", async () => {
        if (built('storefront')) {
          await useProfile('shop-islands', { ...REPLACE_ALL, storefront: { adaptive_background: true } });
          const { html } = await request(PAGES.plain);
          assert.ok(moduleTag(html, 'storefront'), 'the storefront bundle is on the page');
          assert.deepEqual(printed(html, 'shopIslandsStoreApi'), [], 'no Store API nonce without the side cart');
        }
        await useProfile('shop-islands', REPLACE_ALL);
        const names = ['update_order_review_nonce', 'express_checkout_shipping', 'express_checkout_wc_store_api_express_checkout'];
        const refreshed = async (): Promise<string[]> => {
          const answer = await request('/?wc-ajax=shop_islands_nonces', { method: 'POST', body: new URLSearchParams({ names: names.join(',') }) });
          const nonces = (JSON.parse(answer.html) as { nonces: Record<string, string> }).nonces;
          for (const value of Object.values(nonces)) assert.match(value, NONCE);
          return Object.keys(nonces);
        };
        const stripe = (await getOption<Record<string, unknown>>('woocommerce_stripe_settings')) ?? {};
        try {
          assert.deepEqual(await refreshed(), names, 'the gateway enabled: its express nonces are refreshed');
          const enabled = (await request(PAGES.product)).html;
          if (built('express-checkout')) {
            assert.ok(moduleTag(enabled, 'express-checkout'), 'our express checkout on the product page');
            assert.equal(printed(enabled, 'shopIslandsStoreApi').length, 1, 'with the Store API nonce it posts the order with');
          }
          await setOptions({ woocommerce_stripe_settings: { ...stripe, enabled: 'no' } });
          assert.deepEqual(await refreshed(), ['update_order_review_nonce'], 'the gateway disabled: no express nonce handed out');
          const disabled = (await request(PAGES.product)).html;
          assert.equal(moduleTag(disabled, 'express-checkout'), undefined);
          assert.doesNotMatch(disabled, /shopIslandsStoreApi|wc_stripe_express_checkout_params/, 'no express or Store API nonce printed');
        } finally {
          await setOptions({ woocommerce_stripe_settings: stripe });
          await useProfile('shop-islands', ALL_ON);
        }
      });

      if (BUILT[bundles].includes('tracking')) test('tracking: ga4w and wc_order_attribution exactly as the legacy page prints them, the allow-tracking filter included', async () => {
        const printedOn = async (): Promise<unknown> => {
          const { html } = await request(PAGES.product);
          return { ga4w: printedGa4w(html), attribution: printed(html, 'wc_order_attribution') };
        };
        const ours = await printedOn();
        await setOptions({ shop_islands_test_tracking_allowed: 'no' });
        const oursRefused = await printedOn();
        await setOptions({ shop_islands_test_tracking_allowed: null });
        await useProfile('legacy');
        try {
          assert.deepEqual(ours, await printedOn());
          await setOptions({ shop_islands_test_tracking_allowed: 'no' });
          assert.deepEqual(oursRefused, await printedOn());
          assert.equal((oursRefused as { attribution: Array<{ params: { allowTracking: boolean } }> }).attribution[0]?.params.allowTracking, false);
        } finally {
          await setOptions({ shop_islands_test_tracking_allowed: null });
          await useProfile('shop-islands', ALL_ON);
        }
      });

      test("provider tracks: the Stripe Gateway is this store's provider (it sends no shopper tracks itself), so Shop Islands queues product_page_view on product pages and answers platform_tracks; without it enabled, nothing is queued", async () => {
        const queue = (html: string): unknown => printed(html, 'wc_woopayments_frontend_tracks_params');
        const product = one((await request(PAGES.product)).html, 'wc_woopayments_frontend_tracks_params');
        assert.deepEqual(product.events, [{ event: 'product_page_view', properties: {} }]);
        assert.match(String(product.nonce), NONCE);
        assert.deepEqual(queue((await request(PAGES.shop)).html), [], 'not on the shop page');
        const stripe = (await getOption<Record<string, unknown>>('woocommerce_stripe_settings')) ?? {};
        await setOptions({ woocommerce_stripe_settings: { ...stripe, enabled: 'no' } });
        try {
          assert.deepEqual(queue((await request(PAGES.product)).html), [], 'the Stripe Gateway disabled: nobody to send it to');
          const { status } = await request('/wp-admin/admin-ajax.php', { method: 'POST', body: new URLSearchParams({ action: 'platform_tracks', tracksNonce: String(product.nonce), tracksEventName: 'product_page_view' }) });
          assert.equal(status, 400, "admin-ajax's answer for an action nobody answers");
        } finally {
          await setOptions({ woocommerce_stripe_settings: stripe });
        }
      });

      test('checkout: WooCommerce-shaped params with per-action nonces, the Stripe publishable key only', async () => {
        const { html } = await request(PAGES.checkout, { jar: await withCart() });
        for (const secret of ['sk_test_SECRET', 'sk_live_SECRET', 'whsec_', 'secret_key']) assert.ok(!html.includes(secret), `${secret} never printed`);
        if (built('checkout')) {
          const checkout = one(html, 'wc_checkout_params');
          for (const key of ['update_order_review_nonce', 'apply_coupon_nonce', 'remove_coupon_nonce']) assert.match(String(checkout[key]), NONCE);
          assert.equal(new Set([checkout.update_order_review_nonce, checkout.apply_coupon_nonce, checkout.remove_coupon_nonce]).size, 3);
          assert.equal(checkout.checkout_url, '/?wc-ajax=checkout');
          assert.equal(checkout.is_checkout, '1');
          assert.ok(Array.isArray(checkout.gateways_with_custom_place_order_button), 'printed by WooCommerce itself');
          assert.equal(typeof one(html, 'wc_address_i18n_params').locale, 'string');
          assert.equal(typeof one(html, 'wc_country_select_params').countries, 'string');
        }
        if (built('payments')) {
          // The Stripe Gateway's own, printed for its handle left without its file.
          const upe = one(html, 'wc_stripe_upe_params');
          assert.equal(upe.key, 'pk_test_shopislandsrealstore');
          assert.equal(upe.ajax_url, '/?wc-ajax=%%endpoint%%');
          for (const key of ['createSetupIntentNonce', 'createPaymentIntentNonce', 'createAndConfirmSetupIntentNonce', 'updatePaymentIntentNonce', 'updateFailedOrderNonce']) {
            assert.match(String(upe[key]), NONCE, key);
          }
          assert.equal(upe.card_declined, 'The card was declined.');
        }
        if (built('express-checkout')) {
          const express = one(html, 'wc_stripe_express_checkout_params') as { nonce: Record<string, string>; stripe: { publishable_key: string } };
          assert.equal(express.stripe.publishable_key, 'pk_test_shopislandsrealstore');
          for (const key of ['shipping', 'update_shipping', 'normalize_address', 'wc_store_api', 'get_cart_details', 'add_to_cart', 'clear_cart', 'wc_store_api_express_checkout', 'get_selected_product_data']) {
            assert.match(express.nonce[key] ?? '', NONCE, key);
          }
        }
      });

      if (BUILT[bundles].includes('payments')) test('the live mode publishable key is used when test mode is off', async () => {
        const stripe = (await getOption<Record<string, unknown>>('woocommerce_stripe_settings')) ?? {};
        await setOptions({ woocommerce_stripe_settings: { ...stripe, testmode: 'no' } });
        try {
          const { pay } = await wp<{ pay: string }>('order', { product: info.products.hoodie_with_zipper?.id });
          const { html } = await request(payPath(pay));
          const upe = one(html, 'wc_stripe_upe_params');
          assert.equal(upe.key, 'pk_live_shopislandsrealstore');
          assert.equal(upe.isOrderPay, '1');
          assert.ok(!html.includes('sk_live_SECRET'));
        } finally {
          await setOptions({ woocommerce_stripe_settings: stripe });
        }
      });

      if (BUILT[bundles].includes('checkout')) test('nonces are created per user session, not cached in the page', async () => {
        const guest = await request(PAGES.checkout, { jar: await withCart() });
        const member = await request(PAGES.checkout, { jar: await withCart(await login(SUBSCRIBER.user, SUBSCRIBER.password)) });
        assert.notEqual(one(guest.html, 'wc_checkout_params').update_order_review_nonce, one(member.html, 'wc_checkout_params').update_order_review_nonce);
        if (built('payments')) assert.equal(one(member.html, 'wc_stripe_upe_params').isLoggedIn, '1');
      });

      test("live search: aws_vars with Advanced Woo Search's texts, and AWS's box markup for our shortcode", async () => {
        const { html } = await request(PAGES.search);
        if (built('live-search')) {
          assert.deepEqual(one(html, 'aws_vars'), { sale: 'Sale!', sku: 'SKU: ', showmore: 'View all results', noresults: 'Nothing found' });
        }
        const box = /<div class="aws-container" data-url="[^"]*admin-ajax[^>]*>/.exec(html)?.[0] ?? '';
        for (const [attr, value] of Object.entries({
          'data-url': `${STORE_URL}/wp-admin/admin-ajax.php`,
          'data-siteurl': STORE_URL,
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
          'data-page-id': String(info.pages.our_search),
          'data-tax': '',
        })) {
          assert.ok(box.includes(` ${attr}="${value}"`), `${attr}="${value}" in ${box}`);
        }
        assert.match(box, / data-lang="[a-z]*"/);
        assert.ok(html.includes(`<form class="aws-search-form" action="${STORE_URL}/" method="get" role="search">`));
        assert.match(html, /<input type="search" name="s" id="aws-search-field-\d+" value="" class="aws-search-field" placeholder="Search products" autocomplete="off" \/>/);
        assert.match(html, /<label class="aws-search-label" for="aws-search-field-\d+">Search products<\/label>/);
        assert.match(html, /<input type="hidden" name="post_type" value="product"><input type="hidden" name="type_aws" value="true">/);
      });

      if (BUILT[bundles].includes('buy-now')) test('buy-now: wpASPNG from Stripe Payments and per-button data matching the rendered form', async () => {
        const { html } = await request(PAGES.buy);
        const ng = one(html, 'wpASPNG');
        assert.equal(ng.iframeUrl, `${STORE_URL}/asp-payment-box/`);
        const uniq = /<form id="asp_ng_form_([A-Za-z0-9]{9})"/.exec(html)?.[1] ?? '';
        assert.ok(uniq, 'form asp_ng_form_{uniq_id} rendered');
        const data = one(html, `asp_data_${uniq}`);
        assert.equal(data.uniq_id, uniq);
        assert.equal(data.product_id, info.asp_product);
        assert.equal(data.show_custom_amount_input, true);
        assert.equal(data.iframe_url, `${STORE_URL}/asp-payment-box/?product_id=${info.asp_product}`);
        assert.match(html, new RegExp(`<button id="asp_ng_button_${uniq}" type="submit" class="asp_product_buy_btn" disabled>Buy it now</button>`));
        assert.match(html, new RegExp(`<input type="text" inputmode="decimal" id="stripeAmount_${uniq}"`));
      });
    });

    describe('replace legacy scripts', () => {
      test('legacy scripts stay when the toggles are off', async () => {
        await useProfile('shop-islands', NO_REPLACE);
        const { html } = await request(PAGES.checkout, { jar: await withCart() });
        for (const srcs of Object.values(LEGACY_SRC)) for (const src of srcs) assert.ok(html.includes(src), `${src} present`);
        assert.ok(html.includes("id='wc-checkout-js'") || html.includes('id="wc-checkout-js"'), "WooCommerce's checkout.js is printed");
      });

      test('legacy scripts are removed when the toggles are on, and our settings are still printed', async () => {
        await useProfile('shop-islands', ALL_ON);
        const { html } = await request(PAGES.checkout, { jar: await withCart() });
        for (const [widget, srcs] of Object.entries(LEGACY_SRC)) {
          for (const src of srcs) assert.equal(html.includes(src), !built(widget), `${src} ${built(widget) ? 'removed' : 'kept: widget not built'}`);
        }
        if (built('checkout')) assert.match(String(one(html, 'wc_checkout_params').update_order_review_nonce), NONCE);
        if (built('tracking')) {
          assert.equal(printedGa4w(html).length, 1, 'ga4w still printed');
          assert.equal(one(html, 'wc_order_attribution').params !== undefined, true, 'wc_order_attribution still printed');
          assert.match(html, /<wc-order-attribution-inputs>/);
        }
        const buy = await request(PAGES.asp);
        assert.equal(buy.html.includes('stripe-handler-ng.js'), !built('buy-now'));
      });

      test('a widget switched off is not enqueued and does not remove legacy scripts', async () => {
        await useProfile('shop-islands', { widgets: Object.fromEntries(ALL_WIDGETS.map((w) => [w, w !== 'checkout'])), replace_legacy: { checkout: true } });
        const { html } = await request(PAGES.checkout, { jar: await withCart() });
        assert.equal(moduleTag(html, 'checkout'), undefined);
        assert.ok(html.includes('/frontend/checkout.min.js'));
      });
    });

    describe('the settings page guards and the package', () => {
      before(() => useProfile('shop-islands', {}));

      test('a bad nonce is rejected with 403 and nothing is saved', async () => {
        const saved = await getOption('shop_islands_settings');
        const jar = await login(ADMIN.user, ADMIN.password);
        const form = (await request('/wp-admin/admin.php?page=shop-islands', { jar })).html;
        const body = new URLSearchParams();
        for (const m of form.matchAll(/<input type=["']hidden["'](?: id=["'][^"']*["'])? name=["'](option_page|action|_wp_http_referer)["'] value=["']([^"']*)["']/g)) body.set(m[1] ?? '', m[2] ?? '');
        body.set('_wpnonce', '0123456789');
        body.set('shop_islands_settings[search][min_chars]', '7');
        const res = await request('/wp-admin/options.php', { method: 'POST', body, jar });
        assert.equal(res.status, 403);
        assert.match(res.html, /The link you followed has expired/);
        assert.deepEqual(await getOption('shop_islands_settings'), saved);
      });

      test('a subscriber can neither open nor save the settings', async () => {
        const saved = await getOption('shop_islands_settings');
        const admin = await login(ADMIN.user, ADMIN.password);
        const form = (await request('/wp-admin/admin.php?page=shop-islands', { jar: admin })).html;
        const body = new URLSearchParams();
        for (const m of form.matchAll(/<input type=["']hidden["'](?: id=["'][^"']*["'])? name=["'](option_page|action|_wpnonce|_wp_http_referer)["'] value=["']([^"']*)["']/g)) body.set(m[1] ?? '', m[2] ?? '');
        body.set('shop_islands_settings[search][min_chars]', '9');
        const jar = await login(SUBSCRIBER.user, SUBSCRIBER.password);
        // WooCommerce sends shoppers from the admin to their account page; WordPress refuses the page itself.
        const opened = await request('/wp-admin/admin.php?page=shop-islands', { jar });
        assert.ok(opened.status === 403 || (opened.status === 302 && opened.headers.get('location') === `${STORE_URL}${PAGES.account}`), `refused or sent away (${opened.status} ${opened.headers.get('location')})`);
        assert.doesNotMatch(opened.html, /shop_islands_settings/);
        const res = await request('/wp-admin/options.php', { method: 'POST', body, jar });
        assert.ok(res.status === 403 || (res.status === 302 && res.headers.get('location') === `${STORE_URL}${PAGES.account}`), `save refused (${res.status})`);
        if (res.status === 403) assert.match(res.html, /You need a higher level of permission/);
        assert.deepEqual(await getOption('shop_islands_settings'), saved);
      });

      test('the zip holds the plugin and the bundles only', () => {
        const zip = bundles === 'built' ? STORE_ZIP : join(WORK, 'shop-islands-fixture.zip');
        const listing = execFileSync('unzip', ['-Z1', zip], { encoding: 'utf8' }).trim().split('\n');
        for (const file of ['shop-islands/shop-islands.php', 'shop-islands/readme.txt', 'shop-islands/uninstall.php', 'shop-islands/dist/manifest.json', 'shop-islands/includes/class-shop-islands-assets.php']) {
          assert.ok(listing.includes(file), `${file} in zip`);
        }
        for (const widget of Object.values(manifest.widgets)) assert.ok(listing.includes(`shop-islands/dist/${widget.js}`));
        assert.ok(listing.every((f) => f.startsWith('shop-islands/')));
        assert.ok(!listing.some((f) => /\.(map|ts|tsx|zip)$/.test(f) || f.includes('test')), 'no maps, sources or tests');
      });
    });
  });
}

test('the plugin header is complete and names the versions it was tested with', () => {
  const header = readFileSync(join(PLUGIN_DIR, 'shop-islands.php'), 'utf8');
  for (const line of ['Plugin Name:       Shop Islands', 'Requires at least: 6.1', 'Requires PHP:      7.4', 'License:           GPL-2.0-or-later', 'Text Domain:       shop-islands', 'WC requires at least:', `WC tested up to:   ${info.versions.woocommerce?.split('.').slice(0, 2).join('.')}`]) {
    assert.ok(header.includes(line), line);
  }
  assert.match(readFileSync(join(PLUGIN_DIR, 'readme.txt'), 'utf8'), new RegExp(`Tested up to: ${info.versions.wordpress}`));
});

test('WordPress logged no PHP errors or notices from the plugin', () => {
  const log = existsSync(STORE_DEBUG_LOG) ? readFileSync(STORE_DEBUG_LOG, 'utf8') : '';
  assert.deepEqual(log.split('\n').filter((line) => line.includes('shop-islands')), []);
});
