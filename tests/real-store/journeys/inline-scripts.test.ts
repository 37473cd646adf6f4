/**
 * Our inline scripts on the real store (issue 22, 'Headers'): with Shop Islands replacing every legacy script, the
 * only inline scripts the plugin prints are settings data (`var NAME = {...};` under the legacy global names) and the
 * buy-now hand-over (a one-line queue for Stripe Payments' inline `new stripeHandlerNG(data)` calls), and every one of them, like every bundle tag, is printed through
 * WordPress's script API: a Content-Security-Policy plugin's nonce, added through `wp_inline_script_attributes` and
 * `wp_script_attributes` (store/mu-plugins/shop-islands-test-csp.php does), lands on each. No behaviour of ours is
 * inline; the bundles themselves use no eval and write no inline script (tests/e2e/bundles-csp.test.ts).
 */
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { info, REPLACE_ALL, request, useProfile, type Jar } from '../harness/store.ts';

const path = (url: string | undefined): string => new URL(url ?? '/').pathname;

async function withCart(jar: Jar = new Map()): Promise<Jar> {
  await request(`/?add-to-cart=${info.products.hoodie_with_zipper?.id}`, { jar });
  return jar;
}

/** Every `<script>` of ours (id shop-islands-…): its opening tag and its text. */
function ourScripts(html: string): { id: string; tag: string; text: string }[] {
  return [...html.matchAll(/(<script\b[^>]*\sid=["'](shop-islands-[^"']+)["'][^>]*>)([\s\S]*?)<\/script>/g)].map((m) => ({ tag: m[1]!, id: m[2]!, text: m[3]! }));
}

/** Settings data only: `var NAME = <JSON>;` statements (and the buy-now hand-over to Stripe Payments' inline calls). */
function isSettingsData(text: string): boolean {
  const statements = text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split('\n')
    .map((line) => line.trim())
    // WordPress names each inline script for the browser's tools (`//# sourceURL=…-js-extra`).
    .filter((line) => line !== '' && !/^\/\/# sourceURL=[\w-]+$/.test(line));
  return statements.every((line) => {
    const data = /^var [A-Za-z_$][\w$]* = (.*);$/.exec(line);
    if (data) {
      try {
        JSON.parse(data[1]!);
        return true;
      } catch {
        return false;
      }
    }
    // The buy-now hand-over: Stripe Payments' `[asp_product]` calls `new stripeHandlerNG(data)` inline as the page is
    // parsed, before any module can run, so a one-line stub queues those calls for our bundle (the only statement of
    // ours that is not data, as gtag's dataLayer stub is), and our own buttons queue theirs the same way.
    return (
      line === 'window.stripeHandlerNG = window.stripeHandlerNG || function (data) { (window.wpaspInitOnDocReady = window.wpaspInitOnDocReady || []).push(data); };' ||
      /^window\.wpaspInitOnDocReady = window\.wpaspInitOnDocReady \|\| \[\]; window\.wpaspInitOnDocReady\.push\(asp_data_[A-Za-z0-9]+\);$/.test(line)
    );
  });
}

describe('inline scripts of ours on the real store', () => {
  // Every widget on, replacing its legacy scripts, and the storefront's behaviours (off by default) too.
  before(() => useProfile('shop-islands', { ...REPLACE_ALL, storefront: { theme: true } }));

  test('settings data only, each printed through WordPress so a CSP nonce reaches it; every bundle tag too', async () => {
    const pages: Array<[string, string, Jar | undefined]> = [
      ['shop', path(info.urls.shop), undefined],
      ['product', path(info.products.hoodie_with_zipper?.url), undefined],
      ['our search box', path(info.urls.our_search), undefined],
      ['our buy-now button', path(info.urls.our_buy), undefined],
      ['cart', path(info.urls.cart), await withCart()],
      ['checkout', path(info.urls.checkout), await withCart()],
    ];
    const widgetsSeen = new Set<string>();
    for (const [name, url, jar] of pages) {
      const { html } = await request(`${url}${url.includes('?') ? '&' : '?'}si_csp_nonce=1`, jar ? { jar } : {});
      const scripts = ourScripts(html);
      assert.ok(scripts.length > 0, `${name}: our scripts are on the page`);
      for (const script of scripts) {
        assert.match(script.tag, /\snonce=["']si-test-nonce["']/, `${name}: ${script.id} is printed through WordPress's script API`);
        if (/\ssrc=/.test(script.tag)) {
          assert.equal(script.text.trim(), '', `${name}: ${script.id} has a src and no text`);
          widgetsSeen.add(script.id);
        } else {
          assert.ok(isSettingsData(script.text), `${name}: ${script.id} holds settings data only:\n${script.text.slice(0, 400)}`);
        }
      }
    }
    // The pages served every widget built for them.
    for (const id of ['shop-islands-storefront-js', 'shop-islands-live-search-js', 'shop-islands-buy-now-js', 'shop-islands-checkout-js', 'shop-islands-tracking-js']) assert.ok(widgetsSeen.has(id), `${id} was on a page`);
  });
});
