/**
 * The plugin in the real store's admin: the settings page offers only the widgets that exist and refuses
 * bad values with a visible message (issue 10, fixes 6 and 7); WooCommerce sees the plugin as compatible
 * with its order storage and the cart and checkout blocks (fix 8).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { before, describe, test } from 'node:test';
import { expectNoSeriousA11yViolations } from '../../browser/chromium.ts';
import { useStoreBrowser } from '../harness/browser.ts';
import { ADMIN, getOption, info, login, PLUGIN_DIR, PLUGIN_FILE, request, STORE_URL, useProfile, wp, type Jar } from '../harness/store.ts';

const SETTINGS_PAGE = '/wp-admin/admin.php?page=shop-islands';
const BUILT: string[] = Object.keys((JSON.parse(readFileSync(join(PLUGIN_DIR, 'dist', 'manifest.json'), 'utf8')) as { widgets: Record<string, unknown> }).widgets);
const LABELS: Record<string, string> = {
  storefront: 'Storefront',
  'live-search': 'Live search',
  'buy-now': 'Buy now',
  checkout: 'Checkout',
  payments: 'Payments',
  'express-checkout': 'Express checkout',
  tracking: 'Tracking',
};

/** The settings form's hidden fields (option group, nonce, referer, the switches it shows), as a browser posts them. */
function formFields(html: string): URLSearchParams {
  const body = new URLSearchParams();
  for (const m of html.matchAll(/<input type=["']hidden["'](?: id=["'][^"']*["'])? name=["']([^"']+)["'] value=["']([^"']*)["']/g)) body.append(m[1] ?? '', m[2] ?? '');
  return body;
}

describe('the settings page', () => {
  const browser = useStoreBrowser();
  let admin: Jar;
  before(async () => {
    await useProfile('shop-islands', {});
    admin = await login(ADMIN.user, ADMIN.password);
  });

  test('offers only the widgets that are built, each with its replace toggle', async () => {
    const { status, html } = await request(SETTINGS_PAGE, { jar: admin });
    assert.equal(status, 200);
    assert.match(html, /<h1>Shop Islands<\/h1>/);
    const widgets = html.slice(html.indexOf('<h2>Widgets</h2>'), html.indexOf('</table>', html.indexOf('<h2>Widgets</h2>')));
    const rows = [...widgets.matchAll(/<tr><th scope="row">([^<]+)<\/th>/g)].map((m) => m[1]);
    assert.deepEqual(rows, Object.keys(LABELS).filter((w) => BUILT.includes(w)).map((w) => LABELS[w]));
    for (const widget of Object.keys(LABELS)) {
      assert.equal(html.includes(`id="si-widget-${widget}"`), BUILT.includes(widget), `${widget} switch offered only when built`);
    }
    for (const widget of ['live-search', 'buy-now', 'checkout', 'tracking'].filter((w) => BUILT.includes(w))) assert.ok(html.includes(`id="si-legacy-${widget}"`));
    if (BUILT.includes('checkout')) assert.match(html, /Replace legacy scripts \(wc-checkout, wc-cart, wc-address-i18n, wc-country-select, selectWoo\)/, "checkout's toggle names WooCommerce's scripts it replaces");
    if (BUILT.includes('tracking')) {
      assert.match(html, /Replace legacy scripts \(woocommerce-google-analytics-integration, wc-order-attribution, sourcebuster-js, wp-consent-api-integration, wp-statistics-tracker\)/, 'the tracking toggle names the scripts it removes');
    }
    assert.ok(!html.includes('si-legacy-storefront'), "the theme's scripts stay: no replace toggle for storefront");
    for (const feature of ['theme', 'adaptive-background']) assert.ok(html.includes(`id="si-storefront-${feature}"`), `storefront behaviour ${feature} is a setting`);
  });

  test('refuses bad values with a message at the top and beside each field, and keeps the saved ones', async () => {
    const body = formFields((await request(SETTINGS_PAGE, { jar: admin })).html);
    body.set('shop_islands_settings[search][min_chars]', '0');
    body.set('shop_islands_settings[search][timeout]', 'abc');
    body.set('shop_islands_settings[search][placeholder]', '<script>alert(1)</script>Find');
    body.set('shop_islands_settings[search][buttons_order]', '2');
    const posted = await request('/wp-admin/options.php', { method: 'POST', body, jar: admin });
    assert.equal(posted.status, 302);
    const stored = await getOption<{ search: Record<string, unknown> }>('shop_islands_settings');
    assert.equal(stored?.search.min_chars, 1, 'minimum characters kept');
    assert.equal(stored?.search.timeout, 300, 'typing delay kept');
    assert.equal(stored?.search.placeholder, '', 'placeholder kept');
    assert.equal(stored?.search.buttons_order, '2', 'the good value in the same form is saved');

    const context = await browser.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies([...admin].map(([name, value]) => ({ name, value, url: STORE_URL })));
    const page = await context.newPage();
    await page.goto(new URL(posted.headers.get('location') ?? '', STORE_URL).href);
    for (const [id, text] of [
      ['si-search-min-chars', 'Minimum characters: "0" is not a whole number from 1 to 20. The saved value, 1, was kept.'],
      ['si-search-timeout', 'Typing delay (ms): "abc" is not a whole number from 100 to 5000. The saved value, 300, was kept.'],
      ['si-search-placeholder', 'Placeholder: use plain text of at most 100 characters, without HTML. The saved placeholder, "", was kept.'],
    ] as const) {
      const field = page.locator(`#${id}`);
      assert.equal(await field.getAttribute('aria-invalid'), 'true', `${id} is marked invalid`);
      const note = page.locator(`#${(await field.getAttribute('aria-describedby')) ?? 'none'}`);
      assert.equal((await note.textContent())?.trim(), text, `${id}: message beside the field`);
      assert.ok(await note.isVisible());
      assert.ok(await page.locator('.notice-error, .error').filter({ hasText: text }).first().isVisible(), `${id}: message at the top`);
    }
    assert.equal(await page.locator('#si-search-min-chars').inputValue(), '1');
    assert.equal(await page.getByText('Settings saved.').count(), 0);
    await expectNoSeriousA11yViolations(page, 'the settings form with errors', ['.wrap form']);
    await context.close();
  });

  test('saves good values, and keeps the switches of widgets it does not show', async () => {
    const body = formFields((await request(SETTINGS_PAGE, { jar: admin })).html);
    body.set('shop_islands_settings[search][min_chars]', '3');
    body.set('shop_islands_settings[search][timeout]', '450');
    body.set('shop_islands_settings[search][placeholder]', 'Find things');
    for (const widget of BUILT) body.set(`shop_islands_settings[widgets][${widget}]`, '1');
    body.set('shop_islands_settings[storefront][adaptive_background]', '1');
    const posted = await request('/wp-admin/options.php', { method: 'POST', body, jar: admin });
    assert.match(posted.headers.get('location') ?? '', /page=shop-islands.*settings-updated=true/);
    const stored = await getOption<{ search: Record<string, unknown>; widgets: Record<string, boolean>; storefront: Record<string, boolean> }>('shop_islands_settings');
    assert.deepEqual([stored?.search.min_chars, stored?.search.timeout, stored?.search.placeholder], [3, 450, 'Find things']);
    assert.deepEqual(stored?.storefront, { theme: false, adaptive_background: true });
    for (const widget of Object.keys(LABELS).filter((w) => !BUILT.includes(w))) assert.equal(stored?.widgets[widget], true, `${widget} (not built) keeps its switch`);
    const page = await request(SETTINGS_PAGE + '&settings-updated=true', { jar: admin });
    assert.match(page.html, /Settings saved\./);
    // The saved search options reach the boxes the plugin prints.
    const box = await request(`${new URL(info.urls.plain ?? '').pathname}?si_template_tag=1`);
    assert.match(box.html, / data-min-chars="3"/);
    assert.match(box.html, / data-timeout="450"/);
    assert.match(box.html, / data-show-more="false"/);
    assert.match(box.html, / placeholder="Find things"/);
    await wp('options', { shop_islands_settings: null });
  });
});

describe('WooCommerce feature compatibility', () => {
  before(() => useProfile('shop-islands', {}));

  test('the plugin declares itself compatible with order storage (HPOS) and the cart and checkout blocks, and WooCommerce warns of nothing', async () => {
    const compat = await wp<{ features: { compatible: string[]; incompatible: string[] }; hpos_enabled: boolean; incompatible_with_hpos: boolean }>('compat', { plugin: PLUGIN_FILE });
    assert.equal(compat.hpos_enabled, true, 'the store runs on HPOS');
    assert.ok(compat.features.compatible.includes('custom_order_tables'));
    assert.ok(compat.features.compatible.includes('cart_checkout_blocks'));
    assert.equal(compat.incompatible_with_hpos, false);
    const jar = await login(ADMIN.user, ADMIN.password);
    const { html } = await request('/wp-admin/plugins.php', { jar });
    const start = html.indexOf(`data-plugin="${PLUGIN_FILE}"`);
    assert.ok(start > 0, 'Shop Islands is listed');
    const row = html.slice(start, html.indexOf('data-plugin="', start + 20) > 0 ? html.indexOf('data-plugin="', start + 20) : undefined);
    assert.ok(!row.includes('incompatible with the enabled WooCommerce feature'), 'no incompatibility warning on its row');
  });
});
