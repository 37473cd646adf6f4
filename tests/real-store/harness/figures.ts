/**
 * The real-store figures the suite checks and `npm run bench` prints: gzip bytes of every script the
 * key pages load, and `aws_action` requests per typed word. Both run in whatever profile is active.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Visit } from './browser.ts';
import { info, PLUGIN_DIR } from './store.ts';
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

export interface PageBytes extends PageFigure {
  oursGzip: number;
  oursScripts: ScriptFigure[];
  /** The tracking scripts of each profile (legacy GA4 + attribution + sourcebuster; our tracking widget). */
  tracking?: TrackingScripts;
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

/** Loads each key page in a fresh context and sums the gzip bytes of its scripts. */
export async function measurePages(opener: Opener): Promise<PageFigure[]> {
  const figures: PageFigure[] = [];
  for (const page of keyPages()) {
    const start = page.withCart ? `/?add-to-cart=${info.products.hoodie_with_zipper?.id}` : page.path;
    let visit = await opener.open(start, { waitUntil: 'networkidle' });
    if (page.withCart) visit = await opener.openIn(visit, page.path, 'networkidle');
    const scripts = (await visit.scripts()).map((s) => ({ path: new URL(s.url).pathname, owner: s.owner, gzip: s.gzip }));
    figures.push({ name: page.name, path: page.path, gzip: scripts.reduce((sum, s) => sum + s.gzip, 0), scripts });
    await visit.context.close();
  }
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

export interface TrackingScripts {
  /** The legacy tracking scripts the legacy page loaded. */
  legacy: ScriptFigure[];
  /** Our tracking widget's files the Shop Islands page loaded: its entry, the chunks it imports, the parts it loaded on demand. */
  ours: ScriptFigure[];
}

/** Of one page measured in both profiles, the tracking scripts each loaded (our files from the installed plugin's manifest). */
export function trackingScripts(legacy: PageFigure, ours: PageFigure): TrackingScripts {
  const manifest = JSON.parse(readFileSync(join(PLUGIN_DIR, 'dist', 'manifest.json'), 'utf8')) as { widgets: Record<string, { js: string; imports: string[]; lazy?: string[] }> };
  const entry = manifest.widgets.tracking;
  const files = new Set(entry ? [entry.js, ...entry.imports, ...(entry.lazy ?? [])].map((file) => `/wp-content/plugins/shop-islands/dist/${file}`) : []);
  return {
    legacy: legacy.scripts.filter((script) => Object.values(LEGACY_TRACKING_SCRIPTS).some((re) => re.test(script.path))),
    ours: ours.scripts.filter((script) => files.has(script.path)),
  };
}

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
  const scripts = (await visit.scripts()).map((s) => ({ path: new URL(s.url).pathname, owner: s.owner, gzip: s.gzip }));
  await visit.context.close();
  return { name: 'home, after one search', path: '/', gzip: scripts.reduce((sum, s) => sum + s.gzip, 0), scripts };
}
