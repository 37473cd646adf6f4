/**
 * Script bytes on the real store (issue 10, fix 9): on home, product, cart and checkout, the gzip bytes of
 * every script the page loads, legacy profile against Shop Islands replacing what it replaces. The
 * figures go to `.work/script-bytes.json`, which `npm run bench` prints.
 */
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { after, describe, test } from 'node:test';
import { useStoreBrowser } from '../harness/browser.ts';
import { gzipOf, LEGACY_TRACKING_SCRIPTS, measurePages, SCRIPT_BYTES_FILE, trackingScripts, type PageBytes } from '../harness/figures.ts';
import { useProfile } from '../harness/store.ts';

describe('script bytes per page, legacy against Shop Islands', () => {
  const browser = useStoreBrowser();
  const figures: PageBytes[] = [];
  after(() => {
    mkdirSync(dirname(SCRIPT_BYTES_FILE), { recursive: true });
    writeFileSync(SCRIPT_BYTES_FILE, `${JSON.stringify(figures, null, 2)}\n`);
  });

  test('every page with Shop Islands replacing what it replaces loads fewer script bytes than the legacy page', async () => {
    await useProfile('legacy');
    const legacy = await measurePages(browser);
    await useProfile('shop-islands');
    const ours = await measurePages(browser);
    for (const [index, page] of legacy.entries()) {
      const mine = ours[index]!;
      figures.push({ ...page, oursGzip: mine.gzip, oursScripts: mine.scripts, tracking: trackingScripts(page, mine) });
    }
    for (const page of figures) {
      const names = page.oursScripts.map((s) => s.path);
      assert.equal(new Set(names).size, names.length, `${page.name}: no script loaded twice`);
      assert.ok(!names.some((n) => n.endsWith('/advanced-woo-search/assets/js/common.min.js') || n.endsWith('/stripe-handler-ng.js')), `${page.name}: replaced scripts are gone`);
      assert.ok(!names.some((n) => n.includes('/shop-islands/dist/storefront')), `${page.name}: the theme keeps its own behaviours (storefront not loaded by default)`);
      assert.ok(!names.some((n) => n.endsWith('/wp-includes/js/dist/i18n.min.js')) || page.scripts.some((s) => s.path.endsWith('/i18n.min.js')), `${page.name}: no wp-i18n of ours in English`);
    }
    // Tracking: GA4 for WooCommerce's main.js, order attribution and sourcebuster on every legacy page; our widget instead.
    for (const page of figures) {
      const tracking = page.tracking!;
      assert.equal(tracking.legacy.length, Object.keys(LEGACY_TRACKING_SCRIPTS).length, `${page.name}: the legacy page loads the three tracking scripts`);
      assert.ok(!page.oursScripts.some((s) => Object.values(LEGACY_TRACKING_SCRIPTS).some((re) => re.test(s.path))), `${page.name}: none of them with Shop Islands`);
      assert.ok(tracking.ours.some((s) => s.path.endsWith('/tracking.js')), `${page.name}: our tracking widget`);
      assert.ok(gzipOf(tracking.ours) < gzipOf(tracking.legacy), `${page.name}: tracking ${gzipOf(tracking.ours)} B < legacy ${gzipOf(tracking.legacy)} B`);
    }
    assert.deepEqual(
      figures.map((page) => ({ page: page.name, lighter: page.oursGzip < page.gzip })),
      figures.map((page) => ({ page: page.name, lighter: true })),
      figures.map((page) => `${page.name}: legacy ${page.gzip} B, Shop Islands ${page.oursGzip} B`).join('; '),
    );
  });
});
