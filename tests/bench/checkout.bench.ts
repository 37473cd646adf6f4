/**
 * Checkout benchmarks (figures only, never pass/fail), on the demo's classic checkout in Chromium:
 * - update_order_review requests sent while a shopper types a full GB address (the e2e journey's script:
 *   a click, keys 25 ms apart, Tab between fields), after the start-up update; ours, and WooCommerce's own
 *   checkout.js (+ address-i18n.js, country-select.js and the scripts they need) on the same page when its
 *   released files are on this machine (LEGACY_WC_JS, default /work/legacy-src/woocommerce/assets/js);
 * - the checkout widget's start-up: from the page's HTML arriving to its first update_order_review (the widget
 *   started), with each request 40 ms away (Chromium's network emulation), with the page's own files preloaded beside
 *   the entry (as printed) and without (the entry → page part → chunk waterfall, those links removed);
 * - the checkout page's script bytes: what the demo page fetched (ours, uncompressed), then sizes.ts's comparison
 *   of our start-up and on-demand code with the recorded sizes of the scripts the checkout widget replaces.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { createShop } from '../../examples/demo-shop/app.ts';
import { countRequests, GB_ADDRESS, productId, typeFields } from '../e2e/checkout-shopper.ts';
import { addScriptFromPageOrigin, launchBrowser } from '../e2e/harness.ts';
import { checkoutComparison, readManifest } from './sizes.ts';

const root = join(import.meta.dirname, '..', '..');
const LEGACY_JS = process.env.LEGACY_WC_JS ?? '/work/legacy-src/woocommerce/assets/js';
/** What WooCommerce loads for its checkout behaviour, in order (blockUI and woocommerce.js are checkout.js's dependencies). */
const LEGACY_FILES = [
  'jquery-blockui/jquery.blockUI.min.js',
  'frontend/woocommerce.min.js',
  'frontend/utils/custom-place-order-button.min.js',
  'frontend/country-select.min.js',
  'frontend/address-i18n.min.js',
  'frontend/checkout.min.js',
];
const kb = (bytes: number): string => `${(bytes / 1000).toFixed(2)} KB`;

/** No totals update in flight: nothing blocked (our overlay, or blockUI's). */
const settled = (page: Page): Promise<unknown> =>
  page.waitForFunction(() => !document.querySelector('.processing, .woocommerce-checkout-payment .blockUI, .woocommerce-checkout-review-order-table .blockUI'));

async function countWhileTyping(base: string, productIdToBuy: number, legacy: boolean): Promise<{ updates: number; scriptBytes: { ours: number; host: number } }> {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const scriptBytes = { ours: 0, host: 0 };
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      const key = response.url().includes('/shop-islands/dist/') ? 'ours' : 'host';
      void response.body().then((body) => (scriptBytes[key] += body.length), () => undefined);
    });
    await page.clock.install();
    if (legacy) await page.route(/\/dist\/checkout\.js/, (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
    await page.goto(new URL(`/shop/?add-to-cart=${productIdToBuy}`, base).href);
    const started = page.waitForResponse((response) => response.url().includes('wc-ajax=update_order_review'));
    await page.goto(new URL('/shop/checkout/', base).href);
    if (legacy) for (const file of LEGACY_FILES) await addScriptFromPageOrigin(page, readFileSync(join(LEGACY_JS, file), 'utf8'));
    await started;
    await settled(page);
    const updates = countRequests(page, 'update_order_review');
    await typeFields(page, GB_ADDRESS);
    await page.clock.runFor(3000);
    await settled(page);
    return { updates: updates.count, scriptBytes };
  } finally {
    await browser.close();
  }
}

/** Request latency for the start-up figure: enough for round trips to show beside the page's own work. */
const LATENCY_MS = 40;

/**
 * Milliseconds from the checkout's HTML arriving to its first update_order_review request (the widget started), the
 * median of three loads; `preload` false removes the links to the checkout page's own files (the manifest's
 * `pages.checkout`), so the entry fetches its page part, which fetches its chunk, one after the other.
 */
async function startUpMs(base: string, productIdToBuy: number, preload: boolean): Promise<number> {
  const pageFiles = (JSON.parse(readFileSync(join(root, 'dist', 'manifest.json'), 'utf8')) as { widgets: { checkout?: { pages?: Record<string, string[]> } } }).widgets.checkout?.pages?.checkout ?? [];
  const browser = await launchBrowser();
  try {
    const times: number[] = [];
    for (let round = 0; round < 3; round++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(new URL(`/shop/?add-to-cart=${productIdToBuy}`, base).href);
      if (!preload) {
        await page.route(/\/shop\/checkout\/$/, async (route) => {
          const response = await route.fetch();
          let body = await response.text();
          for (const file of pageFiles) body = body.replace(new RegExp(`<link rel="modulepreload" href="[^"]*/dist/${file.replace(/\./g, '\\.')}">\\n?`), '');
          await route.fulfill({ response, body });
        });
      }
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: LATENCY_MS, downloadThroughput: -1, uploadThroughput: -1 });
      await page.goto(new URL('/shop/checkout/', base).href);
      // a resource timing entry is added once its answer has arrived
      await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('wc-ajax=update_order_review')));
      const preloaded = await page.evaluate(() => [...document.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href') ?? ''));
      if (pageFiles.some((file) => preloaded.some((href) => href.endsWith(`/dist/${file}`))) !== preload) throw new Error(`the checkout page's files are ${preload ? 'not ' : ''}preloaded`);
      times.push(
        await page.evaluate(() => {
          const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
          const update = performance.getEntriesByType('resource').find((entry) => entry.name.includes('wc-ajax=update_order_review'));
          return update ? update.startTime - nav.responseEnd : Number.NaN;
        }),
      );
      await context.close();
    }
    return times.sort((a, b) => a - b)[1]!;
  } finally {
    await browser.close();
  }
}

export default async function checkoutBench(): Promise<void> {
  const shop = await createShop({ port: 0, quiet: true, products: 0 });
  try {
    const beanie = productId(shop.db, 'woo-beanie');
    const haveLegacy = LEGACY_FILES.every((file) => existsSync(join(LEGACY_JS, file)));
    const ours = await countWhileTyping(shop.url, beanie, false);
    const rows: Record<string, string | number>[] = [{ script: 'Shop Islands checkout enhancer', 'update_order_review while typing a GB address': ours.updates }];
    if (haveLegacy) rows.push({ script: "WooCommerce 10.9.1's checkout.js", 'update_order_review while typing a GB address': (await countWhileTyping(shop.url, beanie, true)).updates });
    console.log('Totals updates (demo checkout, after the start-up update)');
    console.table(rows);
    if (!haveLegacy) console.log(`WooCommerce's checkout.js: skipped (not found under ${LEGACY_JS}; set LEGACY_WC_JS)`);

    const withPreload = await startUpMs(shop.url, beanie, true);
    const without = await startUpMs(shop.url, beanie, false);
    console.log(`Checkout widget start-up (demo checkout, ${LATENCY_MS} ms a request): HTML arrived → first update_order_review sent, median of 3`);
    console.table([
      { 'checkout page': "its part and chunk preloaded beside the entry (as printed)", ms: Math.round(withPreload) },
      { 'checkout page': 'without those links (entry → part → chunk, one after the other)', ms: Math.round(without) },
    ]);

    const sizes: Record<string, string>[] = [
      { what: 'checkout page: Shop Islands scripts the demo page fetched (uncompressed, on-demand DOMPurify included)', bytes: kb(ours.scriptBytes.ours) },
      { what: "checkout page: the host's scripts (jQuery, wp-i18n; not ours, not counted)", bytes: kb(ours.scriptBytes.host) },
      ...checkoutComparison(readManifest(root)).map((line) => ({ what: `${line.what} (gzip)`, bytes: kb(line.gzip) })),
    ];
    console.log('Checkout page script bytes');
    console.table(sizes);
  } finally {
    await shop.close();
  }
}
