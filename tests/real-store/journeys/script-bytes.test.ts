/**
 * Script bytes on the real store (issue 10, fix 9; issue 17): in each store set-up (with and without GA4 for
 * WooCommerce, with and without WP Statistics, switched on the warm store) and on home, product, cart, checkout,
 * order-pay, home after one search and the gift card page with the buy-now pop-up opened (from its button, and on a
 * page with a payment box link, from the link; and from our own button with an amount field), the gzip bytes of every
 * script the page loads (its own, not a frame's), legacy profile against
 * Shop Islands replacing what it replaces:
 * - widget by widget: the legacy scripts each widget removes (with what only they pulled in) against the files of
 *   ours it adds, so a saving in one widget never hides a loss in another;
 * - the whole page.
 * The figures go to `.work/script-bytes.json`; `npm run bench -- real-store` prints the same rows.
 */
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { useStoreBrowser } from '../harness/browser.ts';
import { gzipOf, LEGACY_TRACKING_SCRIPTS, measureWidgetBytes, SCRIPT_BYTES_FILE, WIDGETS, widgetTable, type SetUpFigures, type Widget } from '../harness/figures.ts';
import { INSTALLED_SET_UP, PLUGIN_DIR, useProfile, useSetUp } from '../harness/store.ts';

/**
 * The rows where a widget still loads more than the legacy scripts it replaces: the goal (fewer bytes everywhere)
 * is not reached there yet and issue 17 stays open for them. Each is a ceiling, our bytes as last measured (gzip,
 * the same in every set-up: buy-now 4,199 B, then 3,886 B, 3,688 B, 3,070 B, 3,044 B, 2,941 B) with a small margin, so a row
 * can only get lighter; `npm run bench -- real-store`
 * prints them beside the legacy. Every other row must be lighter than legacy. The checkout page's row left this list
 * when the widget's own pickers replaced selectWoo (ours 15,307 B in 3 files against 30,203 B: checkout.js,
 * address-i18n, country-select, custom-place-order-button and selectWoo).
 */
const STILL_HEAVIER: readonly { widget: Widget; page: string; ceiling: number; why: string }[] = [
  { widget: 'buy-now', page: 'gift card link, pop-up opened', ceiling: 3_290, why: "3,272 B in two files (the same-origin entry, 2,588 B, lighter than Stripe Payments' 2,606 B stripe-handler-ng.js on the gift card page, and the link and attach triggers' own file, 684 B, fetched only on pages with trigger candidates) against the handler, which does links in ~0.3 KB of jQuery calls with no keyboard access for attach elements; the triggers' code costs >= ~420 B however it is shipped (packages/buy-now/README.md)" },
  { widget: 'buy-now', page: 'links alone, pop-up opened', ceiling: 3_740, why: "3,718 B in three files (the loader, 446 B, that a page without a button gets where Stripe Payments' handler loads on every page; the same-origin entry it fetches for the link, 2,588 B; the triggers' file, 684 B) against the handler; every page without a link or attach element is 2.1 KB lighter with the loader alone, and the plugin, printing the scripts in the footer, cannot tell which pages have a menu's or a widget's link (packages/buy-now/README.md)" },
  { widget: 'buy-now', page: 'our button with an amount field, pop-up opened', ceiling: 3_230, why: "3,215 B in two files (the same-origin entry, 2,587 B, and the custom amount field's own file with its currency's decimals, its translated messages and the provider's maximum refused before the pop-up opens, 628 B, fetched only for a button showing the field) against Stripe Payments' 2.6 KB stripe-handler-ng.js, on the page all the same; only our [shop_islands_buy_now custom_amount] shows the field (Stripe Payments' shortcode leaves it off), so the legacy page has no button" },
];
const stillHeavier = (widget: Widget, page: string): boolean => STILL_HEAVIER.some((known) => known.widget === widget && known.page === page);

describe('script bytes, legacy against Shop Islands, widget by widget, in every store set-up', () => {
  const browser = useStoreBrowser();
  let figures: SetUpFigures[] = [];
  before(async () => {
    figures = await measureWidgetBytes(browser);
    mkdirSync(dirname(SCRIPT_BYTES_FILE), { recursive: true });
    writeFileSync(SCRIPT_BYTES_FILE, `${JSON.stringify(figures, null, 2)}\n`);
    console.log(widgetTable(figures.flatMap((setUp) => setUp.rows)).map((row) => Object.values(row).join(' | ')).join('\n'));
  });
  after(async () => {
    await useSetUp(INSTALLED_SET_UP);
    await useProfile('legacy');
  });

  test('every script that differs between the profiles is a widget’s: a legacy script it removes, or a file of ours it loads', () => {
    assert.deepEqual(figures.flatMap((setUp) => setUp.unaccounted.map((line) => `${setUp.setUp}: ${line}`)), []);
  });

  const heavier = (widget: Widget): string[] =>
    figures
      .flatMap((setUp) => setUp.rows)
      .filter((row) => row.widget === widget && gzipOf(row.added) >= gzipOf(row.removed) && !stillHeavier(row.widget, row.page))
      .map((row) => `${row.setUp}, ${row.page}: ours ${gzipOf(row.added)} B (${row.added.map((s) => s.path.split('/').pop()).join(', ')}) >= legacy ${gzipOf(row.removed)} B (${row.removed.map((s) => s.path.split('/').pop()).join(', ') || 'nothing'})`);

  test('where a widget is still heavier than what it replaces (STILL_HEAVIER, issue 17 open), it stays within its ceiling, and is still heavier (else its entry goes)', () => {
    const rows = figures.flatMap((setUp) => setUp.rows);
    const problems = STILL_HEAVIER.flatMap((known) => {
      const matching = rows.filter((row) => row.widget === known.widget && row.page === known.page);
      if (matching.length === 0) return [`${known.widget}, ${known.page}: not measured`];
      return matching.flatMap((row) => {
        const ours = gzipOf(row.added);
        const label = `${row.setUp}, ${row.widget}, ${row.page}`;
        if (ours > known.ceiling) return [`${label}: ours ${ours} B, over its ceiling ${known.ceiling} B`];
        if (ours < gzipOf(row.removed)) return [`${label}: ours ${ours} B is now lighter than legacy ${gzipOf(row.removed)} B: remove its STILL_HEAVIER entry`];
        return [];
      });
    });
    assert.deepEqual(problems, []);
  });

  for (const widget of WIDGETS) {
    test(`${widget}: fewer bytes than the legacy scripts it removes, on every page where it loads, in every set-up`, () => {
      assert.ok(figures.some((setUp) => setUp.rows.some((row) => row.widget === widget)), `${widget} appears on some page`);
      assert.deepEqual(heavier(widget), []);
    });
  }

  test("buy-now fetches only the code a page has: a page without a button or a link its loader alone, the gift card page its entry alone (the build for a box on the store's own origin, as Stripe Payments' is), the link page the link triggers' file too, our button with an amount field the field's file", () => {
    const manifest = JSON.parse(readFileSync(join(PLUGIN_DIR, 'dist', 'manifest.json'), 'utf8')) as { files: Record<string, { sources: string[] }> };
    const holding = (source: string): string[] => Object.entries(manifest.files).filter(([, file]) => file.sources.includes(`packages/buy-now/src/${source}`)).map(([name]) => name);
    const [triggers, amountField] = [holding('trigger.ts'), holding('amount-field.ts')];
    assert.ok(triggers.length === 1 && amountField.length === 1 && ![...triggers, ...amountField].some((file) => file.startsWith('buy-now')), 'the triggers and the amount field are files of their own');
    const loaded = (page: string): string[][] =>
      figures.flatMap((setUp) => setUp.rows.filter((row) => row.widget === 'buy-now' && row.page === page).map((row) => row.added.map((s) => s.path.split('/').pop()!).sort()));
    // A page without a button or a link: the loader alone, which fetches nothing more.
    for (const files of loaded('home')) assert.deepEqual(files, ['buy-now-loader.js']);
    const giftCard = loaded('gift card, pop-up opened');
    const link = loaded('gift card link, pop-up opened');
    for (const files of loaded('links alone, pop-up opened')) assert.deepEqual(files, ['buy-now-loader.js', 'buy-now-same-origin.js', triggers[0]!].sort());
    const amount = loaded('our button with an amount field, pop-up opened');
    for (const rows of [giftCard, link, amount]) assert.equal(rows.length, figures.length);
    const entry = 'buy-now-same-origin.js';
    for (const files of giftCard) assert.deepEqual(files, [entry]);
    for (const files of link) assert.deepEqual(files, [entry, triggers[0]!].sort());
    for (const files of amount) assert.deepEqual(files, [entry, amountField[0]!].sort());
  });

  test('tracking: GA4’s main.js, order attribution and sourcebuster (and WP Statistics’ tracker.js) are gone with Shop Islands, our widget instead; GA4’s part only where GA4 for WooCommerce runs', () => {
    for (const setUp of figures) {
      for (const { legacy, ours } of setUp.pages) {
        const label = `${setUp.setUp}, ${legacy.name}`;
        const has = (scripts: typeof legacy.scripts, re: RegExp): boolean => scripts.some((s) => re.test(s.path));
        assert.ok(has(legacy.scripts, LEGACY_TRACKING_SCRIPTS['order-attribution.min.js']!), `${label}: the legacy page loads order attribution`);
        assert.equal(has(legacy.scripts, LEGACY_TRACKING_SCRIPTS['GA4 main.js']!), setUp.setUp.includes('GA4'), `${label}: GA4's main.js where GA4 for WooCommerce runs`);
        assert.equal(has(legacy.scripts, /\/wp-statistics\/assets\/js\/tracker\.js$/), setUp.setUp.includes('WP Statistics'), `${label}: WP Statistics' tracker.js where it runs`);
        assert.ok(!ours.scripts.some((s) => Object.values(LEGACY_TRACKING_SCRIPTS).some((re) => re.test(s.path)) || /\/wp-statistics\/assets\/js\/tracker\.js$/.test(s.path)), `${label}: none of them with Shop Islands`);
        assert.ok(has(ours.scripts, /\/shop-islands\/dist\/tracking\.js$/), `${label}: our tracking widget`);
      }
    }
  });

  test("tracking's GA4 part (the files built from packages/tracking/src/ga4/) loads on every page where GA4 for WooCommerce prints ga4w, and on no page of a set-up without it", () => {
    const manifest = JSON.parse(readFileSync(join(PLUGIN_DIR, 'dist', 'manifest.json'), 'utf8')) as { files: Record<string, { sources: string[] }> };
    const ga4Files = new Set(Object.entries(manifest.files).filter(([, file]) => file.sources.some((source) => source.startsWith('packages/tracking/src/ga4/'))).map(([name]) => name));
    assert.ok(ga4Files.size > 0, "the build has GA4's part");
    const wrong = figures.flatMap((setUp) =>
      setUp.pages.flatMap(({ ours }) => {
        const loaded = ours.scripts.filter((s) => s.path.includes('/shop-islands/dist/') && ga4Files.has(s.path.split('/').pop()!)).map((s) => s.path.split('/').pop());
        const wanted = setUp.setUp.includes('GA4');
        return (loaded.length > 0) === wanted ? [] : [`${setUp.setUp}, ${ours.name}: ${wanted ? "GA4's part not loaded" : `GA4's part loaded (${loaded.join(', ')})`}`];
      }),
    );
    assert.deepEqual(wrong, []);
  });

  test('every page loads fewer script bytes with Shop Islands than legacy, in every set-up; no script twice, the theme keeps its own behaviours, no wp-i18n of ours in English', () => {
    for (const setUp of figures) {
      for (const { legacy, ours } of setUp.pages) {
        const label = `${setUp.setUp}, ${legacy.name}`;
        const names = ours.scripts.map((s) => s.path);
        assert.equal(new Set(names).size, names.length, `${label}: no script loaded twice`);
        assert.ok(!names.some((n) => n.includes('/shop-islands/dist/storefront')), `${label}: the theme keeps its own behaviours (storefront not loaded by default)`);
        assert.ok(!names.some((n) => n.endsWith('/wp-includes/js/dist/i18n.min.js')) || legacy.scripts.some((s) => s.path.endsWith('/i18n.min.js')), `${label}: no wp-i18n of ours in English`);
      }
    }
    const pages = figures.flatMap((setUp) => setUp.pages.map(({ legacy, ours }) => ({ page: `${setUp.setUp}, ${legacy.name}`, legacy: legacy.gzip, ours: ours.gzip })));
    assert.deepEqual(
      pages.filter((page) => page.ours >= page.legacy).map((page) => `${page.page}: legacy ${page.legacy} B, Shop Islands ${page.ours} B`),
      [],
    );
  });
});
