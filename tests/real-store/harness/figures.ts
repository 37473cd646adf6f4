/**
 * The real-store figures the suite checks and `npm run bench` prints: gzip bytes of every script the
 * key pages load (per page, and per widget in each store set-up), and `aws_action` requests per typed word.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Visit } from './browser.ts';
import { info, login, PLUGIN_DIR, SET_UPS, STORE_URL, SUBSCRIBER, useProfile, useSetUp, wp, type SetUp } from './store.ts';
import { WORK } from './setup.ts';

/** Where the suite leaves its last measurement, for `npm run bench` and the README table. */
export const SCRIPT_BYTES_FILE: string = join(WORK, 'script-bytes.json');

export interface Opener {
  open(url: string, options?: { waitUntil?: 'load' | 'networkidle' }): Promise<Visit>;
  openIn(visit: Visit, url: string, waitUntil?: 'load' | 'networkidle'): Promise<Visit>;
}

export interface ScriptFigure {
  path: string;
  owner: string;
  gzip: number;
}

export interface PageFigure {
  name: string;
  path: string;
  /** gzip bytes of every external script the page loaded, until the network was idle. */
  gzip: number;
  scripts: ScriptFigure[];
}

/**
 * The scripts a page loaded, once WordPress's emoji loader has decided: it tests the browser's emoji in a worker
 * and only then adds its polyfill (wp-emoji-release.min.js), which can come after the network was first idle on a
 * busy machine. Measured before that, a page would weigh 5 KB less at random.
 */
export async function loadedScripts(visit: Visit): Promise<ScriptFigure[]> {
  await visit.page.waitForFunction(() => {
    const scope = window as { _wpemojiSettings?: unknown; wp?: { emoji?: unknown } };
    if (!scope._wpemojiSettings) return true;
    if (sessionStorage.getItem('wpEmojiSettingsSupports') === null) return false;
    return !document.querySelector('script[src*="wp-emoji-release"], script[src*="twemoji"]') || Boolean(scope.wp?.emoji);
  });
  // The page's own scripts: a frame's (the buy-now pop-up's payment box) are the same in both profiles.
  return (await visit.scripts()).filter((s) => !s.inFrame).map((s) => ({ path: new URL(s.url).pathname, owner: s.owner, gzip: s.gzip }));
}

/** The pages of the table; cart and checkout are measured with the hoodie in the cart. */
export function keyPages(): Array<{ name: string; path: string; withCart: boolean }> {
  const path = (url: string | undefined): string => new URL(url ?? '/').pathname;
  return [
    { name: 'home', path: '/', withCart: false },
    { name: 'product', path: path(info.products.hoodie_with_zipper?.url), withCart: false },
    { name: 'cart', path: path(info.urls.cart), withCart: true },
    { name: 'checkout', path: path(info.urls.checkout), withCart: true },
  ];
}

/** Loads one key page in a fresh context (the hoodie in its cart first, where it needs one) and sums the gzip bytes of its scripts. */
async function measurePage(opener: Opener, page: ReturnType<typeof keyPages>[number]): Promise<PageFigure> {
  const start = page.withCart ? `/?add-to-cart=${info.products.hoodie_with_zipper?.id}` : page.path;
  let visit = await opener.open(start, { waitUntil: 'networkidle' });
  if (page.withCart) visit = await opener.openIn(visit, page.path, 'networkidle');
  const scripts = await loadedScripts(visit);
  await visit.context.close();
  return { name: page.name, path: page.path, gzip: scripts.reduce((sum, s) => sum + s.gzip, 0), scripts };
}

/** Loads each key page in a fresh context and sums the gzip bytes of its scripts. */
export async function measurePages(opener: Opener): Promise<PageFigure[]> {
  const figures: PageFigure[] = [];
  for (const page of keyPages()) figures.push(await measurePage(opener, page));
  return figures;
}

/**
 * The legacy scripts the tracking widget replaces: Google Analytics for WooCommerce's main.js, WooCommerce's
 * order attribution and the sourcebuster library it loads.
 */
export const LEGACY_TRACKING_SCRIPTS: Readonly<Record<string, RegExp>> = {
  'GA4 main.js': /\/woocommerce-google-analytics-integration\/assets\/js\/build\/main\.js$/,
  'order-attribution.min.js': /\/woocommerce\/assets\/js\/frontend\/order-attribution\.min\.js$/,
  'sourcebuster.min.js': /\/woocommerce\/assets\/js\/sourcebuster\/sourcebuster\.min\.js$/,
};

export const gzipOf = (scripts: readonly ScriptFigure[]): number => scripts.reduce((sum, script) => sum + script.gzip, 0);

export const TYPED_WORDS: readonly string[] = ['hoodie', 'beanie', 'polo', 'sunglasses', 'album'];

/**
 * Types each word at 100 ms a key into the [aws_search_form] box, waits for its drop-down, and
 * counts the `aws_action` requests each word caused.
 */
export async function awsRequestsPerWord(opener: Opener): Promise<Array<{ word: string; requests: number }>> {
  const counts: Array<{ word: string; requests: number }> = [];
  const visit = await opener.open(new URL(info.urls.aws_search ?? '/').pathname);
  const field = visit.page.locator('.entry-content .aws-container .aws-search-field');
  for (const word of TYPED_WORDS) {
    const before = visit.awsRequests().length;
    await field.fill('');
    const answered = visit.page.waitForResponse((response) => new URLSearchParams(response.request().postData() ?? '').get('keyword') === word);
    await field.click();
    await field.pressSequentially(word, { delay: 100 });
    await answered;
    await visit.page.locator('.aws-search-result:visible .aws_result_item').first().waitFor();
    counts.push({ word, requests: visit.awsRequests().length - before });
    await field.press('Escape');
  }
  await visit.context.close();
  return counts;
}

/**
 * The home page's script bytes after a shopper searched once in the header box: AWS's script is on the
 * page from the start, ours loads its widget (and the HTML sanitiser) on that first search.
 */
export async function measureAfterSearch(opener: Opener): Promise<PageFigure> {
  const visit = await opener.open('/', { waitUntil: 'networkidle' });
  const field = visit.page.locator('.site-header .site-search .aws-search-field');
  const answered = visit.page.waitForResponse((response) => new URLSearchParams(response.request().postData() ?? '').get('keyword') === 'hoodie');
  await field.click();
  await field.pressSequentially('hoodie', { delay: 100 });
  await answered;
  await visit.page.locator('.aws-search-result:visible .aws_result_item').first().waitFor();
  const scripts = await loadedScripts(visit);
  await visit.context.close();
  return { name: 'home, after one search', path: '/', gzip: scripts.reduce((sum, s) => sum + s.gzip, 0), scripts };
}

/**
 * A buy-now page's script bytes once a shopper opened the pop-up (`open` clicks what opens it, and says whether the
 * page had it) and its payment box loaded: Stripe Payments' handler is on the page from the start; ours sets its
 * buttons up at load and fetches the code only some pages need (link triggers, an amount field). The box's own
 * scripts (a frame) are the same in both profiles and left out; the box's Stripe.js keeps the network busy.
 */
async function measureBuyNowOpened(opener: Opener, name: string, url: string | undefined, open: (page: Visit['page']) => Promise<boolean>): Promise<PageFigure> {
  const path = new URL(url ?? '/').pathname;
  const visit = await opener.open(path, { waitUntil: 'networkidle' });
  if (await open(visit.page)) await visit.page.frameLocator('iframe.asp-popup-iframe').locator('#modal-close-btn').waitFor({ state: 'attached' });
  const scripts = await loadedScripts(visit);
  await visit.context.close();
  return { name, path, gzip: gzipOf(scripts), scripts };
}

/** The gift card page ([asp_product]'s Buy Now). */
export const measureAfterBuyNow = (opener: Opener): Promise<PageFigure> =>
  measureBuyNowOpened(opener, 'gift card, pop-up opened', info.urls.gift_card, async (page) => {
    await page.getByRole('button', { name: 'Buy Now' }).click();
    return true;
  });

/**
 * The gift card link page, the pop-up opened from its payment box link (Stripe Payments' link trigger): ours fetches
 * the triggers' code there. Clicked once the network is idle (either profile's handler has set the link up by then;
 * ours marks it `aria-haspopup`).
 */
export const measureAfterBuyNowLink = (opener: Opener): Promise<PageFigure> =>
  measureBuyNowOpened(opener, 'gift card link, pop-up opened', info.urls.gift_link, async (page) => {
    await page.waitForFunction(() => !document.querySelector('script[src*="/shop-islands/dist/buy-now"]') || document.querySelector('a[aria-haspopup="dialog"]'));
    await page.getByRole('link', { name: 'Pay for a gift card by card' }).click();
    return true;
  });

/**
 * A page with a payment box link and an attach element and no button, the pop-up opened from the link: ours is the
 * loader there, which fetches the entry and then the triggers' code (Stripe Payments' handler is on every page).
 */
export const measureAfterBuyNowLinksOnly = (opener: Opener): Promise<PageFigure> =>
  measureBuyNowOpened(opener, 'links alone, pop-up opened', info.urls.link_only, async (page) => {
    await page.waitForFunction(() => !document.querySelector('script[src*="/shop-islands/dist/buy-now"]') || document.querySelector('a[aria-haspopup="dialog"]'));
    await page.getByRole('link', { name: 'Pay for a gift card by card' }).click();
    return true;
  });

/**
 * Our [shop_islands_buy_now custom_amount="1"] page, an amount typed: ours fetches the amount field's code there
 * (Stripe Payments' own buttons never show the field: its shortcode leaves `show_custom_amount_input` off). The
 * legacy profile has no such button (Shop Islands is off), and Stripe Payments' handler is on the page all the same.
 */
export const measureAfterBuyNowAmount = (opener: Opener): Promise<PageFigure> =>
  measureBuyNowOpened(opener, 'our button with an amount field, pop-up opened', info.urls.our_buy, async (page) => {
    const button = page.getByRole('button', { name: 'Buy it now' });
    if ((await button.count()) === 0) return false;
    await page.getByLabel('Amount').fill('12.50');
    await button.click();
    return true;
  });

/**
 * Widget by widget (issue 17): on each page and in each store set-up, the legacy scripts a widget removes (with
 * what only they pulled in) against the files of ours it adds. A saving in one widget must not hide a loss in
 * another, so each widget is compared on its own.
 */
export const WIDGETS = ['live-search', 'buy-now', 'checkout', 'payments', 'express-checkout', 'tracking'] as const;
export type Widget = (typeof WIDGETS)[number];

/**
 * The legacy files each widget takes off a page, and what only they pulled in (a page keeps a dependency another
 * script still needs, so it is counted only where it went too).
 */
export const LEGACY_BY_WIDGET: Readonly<Record<Widget, readonly RegExp[]>> = {
  'live-search': [/\/advanced-woo-search\/assets\/js\/common\.min\.js$/],
  'buy-now': [/\/stripe-payments\/public\/assets\/js\/stripe-handler-ng\.js$/],
  // checkout.js, cart.js and the address scripts; custom-place-order-button.js only checkout.js loads; selectWoo, which
  // WooCommerce loads on cart, checkout and account pages only for the country and state pickers ours replace.
  checkout: [
    /\/woocommerce\/assets\/js\/frontend\/(?:checkout|cart|address-i18n|country-select|utils\/custom-place-order-button)\.min\.js$/,
    /\/woocommerce\/assets\/js\/selectWoo\/selectWoo\.full\.min\.js$/,
  ],
  // The Stripe Gateway's upe-classic.js, and the React and WordPress data packages it needs (compose with WordPress
  // 7.1's undo-manager), where nothing else on the page does (the gateway's express checkout script needs them on
  // product, cart and checkout: they go there when express checkout is replaced too).
  payments: [
    /\/woocommerce-gateway-stripe\/build\/upe-classic\.js$/,
    /\/wp-includes\/js\/dist\/(?:vendor\/(?:react|react-dom|react-jsx-runtime|wp-polyfill)|data|element|api-fetch|compose|deprecated|dom|escape-html|is-shallow-equal|keycodes|priority-queue|private-apis|redux-routine|undo-manager|url)\.min\.js$/,
    /\/woocommerce\/assets\/client\/blocks\/wc-(?:settings|types)\.js$/,
  ],
  // GA4 for WooCommerce's main.js (with wp-hooks and wp-i18n, its dependencies), order attribution with sourcebuster and
  // its WP Consent API glue, WP Statistics' tracker.js.
  tracking: [
    ...Object.values(LEGACY_TRACKING_SCRIPTS),
    /\/wp-includes\/js\/dist\/(?:hooks|i18n)\.min\.js$/,
    /\/woocommerce\/assets\/js\/frontend\/wp-consent-api-integration\.min\.js$/,
    /\/wp-statistics\/assets\/js\/tracker\.js$/,
  ],
  // The Stripe Gateway's express-checkout.js, with lodash and wp-html-entities, which only it pulls in on classic pages.
  'express-checkout': [
    /\/woocommerce-gateway-stripe\/build\/express-checkout\.js$/,
    /\/wp-includes\/js\/dist\/(?:vendor\/lodash|html-entities)\.min\.js$/,
  ],
};

const OUR_DIST = '/wp-content/plugins/shop-islands/dist/';

/** Our built files and the files each imports, statically or on demand (read from the installed plugin's dist/). */
function ourImportGraph(): Map<string, string[]> {
  const dist = join(PLUGIN_DIR, 'dist');
  const graph = new Map<string, string[]>();
  for (const file of readdirSync(dist).filter((name) => name.endsWith('.js'))) {
    const code = readFileSync(join(dist, file), 'utf8');
    graph.set(file, [...code.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*["']\.\/([\w.-]+\.js)["']/g)].map((match) => match[1]!));
  }
  return graph;
}

/**
 * Our files each widget loaded on the page: its entry and every file of ours reached from it through files the
 * page loaded. A chunk two widgets share (core's) counts for each: each widget alone would load it.
 */
export function oursByWidget(page: PageFigure): Map<Widget, ScriptFigure[]> {
  const manifest = JSON.parse(readFileSync(join(PLUGIN_DIR, 'dist', 'manifest.json'), 'utf8')) as { widgets: Record<string, { js: string; variants?: Record<string, string> }> };
  const graph = ourImportGraph();
  const loaded = new Map(page.scripts.filter((s) => s.path.startsWith(OUR_DIST)).map((s) => [s.path.slice(OUR_DIST.length), s]));
  const owned = new Map<Widget, ScriptFigure[]>();
  for (const widget of WIDGETS) {
    // Its entry, or other builds of it the plugin picked (manifest `variants`: buy-now's for a same-origin box, and its
    // loader with the entry it fetched).
    const own = manifest.widgets[widget];
    const entries = [own?.js, ...Object.values(own?.variants ?? {})].filter((file): file is string => file !== undefined && loaded.has(file));
    if (entries.length === 0) continue;
    const reached = new Set(entries);
    for (const file of reached) for (const next of graph.get(file) ?? []) if (loaded.has(next)) reached.add(next);
    owned.set(widget, [...reached].map((file) => loaded.get(file)!));
  }
  return owned;
}

/** One widget on one page of one set-up: what its legacy scripts weighed there against what ours did. */
export interface WidgetRow {
  widget: Widget;
  page: string;
  setUp: string;
  /** Legacy files the page no longer loads with the widget replacing them. */
  removed: ScriptFigure[];
  /** Our files the widget loaded there. */
  added: ScriptFigure[];
}

/** A page measured in both profiles, in one set-up. */
export interface PagePair {
  setUp: string;
  legacy: PageFigure;
  ours: PageFigure;
}

/** The widget rows of one page, and whatever changed between the profiles that no widget accounts for. */
export function widgetRows(pair: PagePair): { rows: WidgetRow[]; unaccounted: string[] } {
  const paths = (page: PageFigure): Set<string> => new Set(page.scripts.map((s) => s.path));
  const legacyPaths = paths(pair.legacy);
  const ourPaths = paths(pair.ours);
  const removed = pair.legacy.scripts.filter((s) => !ourPaths.has(s.path));
  const added = pair.ours.scripts.filter((s) => !legacyPaths.has(s.path));
  const ours = oursByWidget(pair.ours);
  const rows: WidgetRow[] = [];
  for (const widget of WIDGETS) {
    const row = { widget, page: pair.legacy.name, setUp: pair.setUp, removed: removed.filter((s) => LEGACY_BY_WIDGET[widget].some((re) => re.test(s.path))), added: ours.get(widget) ?? [] };
    if (row.removed.length || row.added.length) rows.push(row);
  }
  const claimed = new Set(rows.flatMap((row) => [...row.removed, ...row.added].map((s) => s.path)));
  const unaccounted = [...removed.map((s) => `removed ${s.path}`), ...added.map((s) => `added ${s.path}`)].filter((line) => !claimed.has(line.slice(line.indexOf(' ') + 1)));
  return { rows, unaccounted };
}

/** Runs the tasks, at most `limit` at a time; the answers in the tasks' order. */
async function inParallel<T>(tasks: ReadonlyArray<() => Promise<T>>, limit: number): Promise<T[]> {
  const answers: T[] = [];
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < tasks.length) {
      const index = next++;
      answers[index] = await tasks[index]!();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return answers;
}

/** The order-pay page of a new pending order. */
async function measureOrderPay(opener: Opener): Promise<PageFigure> {
  const pending = await wp<{ pay: string }>('order', { product: info.products.hoodie_with_zipper?.id });
  const pay = new URL(pending.pay);
  const visit = await opener.open(`${pay.pathname}${pay.search}`, { waitUntil: 'networkidle' });
  const scripts = await loadedScripts(visit);
  await visit.context.close();
  return { name: 'order-pay', path: pay.pathname, gzip: gzipOf(scripts), scripts };
}

/** The account's billing address form, as the subscriber (WooCommerce's address scripts and selectWoo load there). */
async function measureAddressPage(opener: Opener): Promise<PageFigure> {
  const jar = await login(SUBSCRIBER.user, SUBSCRIBER.password);
  const start = await opener.open('/');
  await start.context.addCookies([...jar].map(([name, value]) => ({ name, value, url: STORE_URL })));
  const path = `${new URL(info.urls.myaccount ?? '/').pathname}edit-address/billing/`;
  const visit = await opener.openIn(start, path, 'networkidle');
  const scripts = await loadedScripts(visit);
  await visit.context.close();
  return { name: 'account billing address', path, gzip: gzipOf(scripts), scripts };
}

/**
 * The pages of the widget comparison: the key pages, the order-pay page, the account's billing address form, the home page after one search, the gift
 * card page with the buy-now pop-up opened, the gift card link page with it opened from the link, the page with links
 * alone with it opened from its link and our buy-now button with an amount field with it opened, each in
 * a context of its own, two at a time (the figures are bytes, not times).
 */
export async function measureWidgetPages(opener: Opener): Promise<PageFigure[]> {
  return inParallel(
    [...keyPages().map((page) => () => measurePage(opener, page)), () => measureOrderPay(opener), () => measureAddressPage(opener), () => measureAfterSearch(opener), () => measureAfterBuyNow(opener), () => measureAfterBuyNowLink(opener), () => measureAfterBuyNowLinksOnly(opener), () => measureAfterBuyNowAmount(opener)],
    2,
  );
}

export interface SetUpFigures {
  setUp: string;
  pages: PagePair[];
  rows: WidgetRow[];
  unaccounted: string[];
}

/**
 * Every set-up (SET_UPS) switched on the warm store, each page measured legacy and with Shop Islands replacing what
 * it replaces, and the widget rows. Leaves the store in the last set-up and the Shop Islands profile.
 */
export async function measureWidgetBytes(opener: Opener, setUps: readonly SetUp[] = SET_UPS): Promise<SetUpFigures[]> {
  const figures: SetUpFigures[] = [];
  for (const setUp of setUps) {
    await useSetUp(setUp);
    await useProfile('legacy');
    const legacy = await measureWidgetPages(opener);
    await useProfile('shop-islands');
    const ours = await measureWidgetPages(opener);
    const pages = legacy.map((page, index) => ({ setUp: setUp.name, legacy: page, ours: ours[index]! }));
    const each = pages.map(widgetRows);
    figures.push({
      setUp: setUp.name,
      pages,
      rows: each.flatMap((page) => page.rows),
      unaccounted: each.flatMap((page, index) => page.unaccounted.map((line) => `${pages[index]!.legacy.name}: ${line}`)),
    });
  }
  return figures;
}

const kbOf = (bytes: number): string => `${(bytes / 1000).toFixed(1)} KB`;
const named = (scripts: readonly ScriptFigure[]): string => scripts.map((s) => `${s.path.split('/').pop()} ${kbOf(s.gzip)}`).join(', ') || '-';

/** The rows as `npm run bench -- real-store` prints them. */
export function widgetTable(rows: readonly WidgetRow[]): Array<Record<string, string>> {
  return rows.map((row) => {
    const difference = gzipOf(row.added) - gzipOf(row.removed);
    return {
      widget: row.widget,
      page: row.page,
      'set-up': row.setUp,
      'legacy removed': `${kbOf(gzipOf(row.removed))}: ${named(row.removed)}`,
      'ours added': `${kbOf(gzipOf(row.added))}: ${named(row.added)}`,
      difference: `${difference > 0 ? '+' : ''}${kbOf(difference)}`,
    };
  });
}
