/**
 * Prints the size table from dist/manifest.json and, with --check, fails (exit 1) when a budget is exceeded
 * or a page without a checkout loads money-path code at start-up. Run after `npm run build`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Manifest } from '../../esbuild.config.ts';
import {
  BLOCKS_BUDGETS,
  CHECKOUT_ONLY_MODULES,
  CHECKOUT_PAGES,
  type CheckoutPageName,
  CHECKOUT_WIDGETS,
  DEFAULT_WIDGET_BUDGET,
  MONEY_PATH_MODULES,
  ON_DEMAND_ONLY,
  PAGE_TYPES,
  LIVE_SEARCH_FIRST_SEARCH_BUDGET,
  RENDERER_FREE_WIDGETS,
  SHARED_BUDGET,
  SHARED_CORE_BUDGET,
  WIDGET_BUDGETS,
  VARIANT_BUDGETS,
} from './budgets.ts';
import { builtFiles, unhashedImports } from './content-addressed.ts';
import { paymentPageLine, paymentsComparison } from './payments-sizes.ts';

/** The built files (the payments line reads which chunk imports which). */
const DIST = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'dist');

export interface BudgetLine {
  name: string;
  gzip: number;
  brotli: number;
  /** gzip bytes of it fetched later, on demand (e.g. the HTML sanitiser when the first search results arrive). */
  lazyGzip: number;
  budget: number | null;
}

const isChunk = (file: string): boolean => file.startsWith('chunk-') && file.endsWith('.js');

/** Which widgets use each file, whether at start-up or on demand. */
function usersOf(manifest: Manifest): Map<string, Set<string>> {
  const users = new Map<string, Set<string>>();
  for (const [name, entry] of Object.entries(manifest.widgets)) {
    for (const file of [...entry.imports, ...entry.lazy]) users.set(file, (users.get(file) ?? new Set()).add(name));
  }
  return users;
}

const startupFiles = (manifest: Manifest, widget: string): string[] => {
  const entry = manifest.widgets[widget];
  return entry ? [entry.js, ...(entry.css ? [entry.css] : []), ...entry.imports] : [];
};

/** Chunks shared by two or more widgets, split by whether a widget outside the checkout loads them at start-up. */
export function sharedChunks(manifest: Manifest): { startup: string[]; checkoutOrOnDemand: string[] } {
  const users = usersOf(manifest);
  const shared = Object.keys(manifest.files).filter((file) => isChunk(file) && (users.get(file)?.size ?? 0) >= 2);
  const everyPage = new Set(
    Object.keys(manifest.widgets)
      .filter((widget) => !CHECKOUT_WIDGETS.includes(widget))
      .flatMap((widget) => startupFiles(manifest, widget)),
  );
  return { startup: shared.filter((file) => everyPage.has(file)), checkoutOrOnDemand: shared.filter((file) => !everyPage.has(file)) };
}

/**
 * - shared start-up runtime + core: chunks 2+ widgets use that a widget outside the checkout loads at start-up;
 * - shared checkout-only or on-demand chunks: the other chunks 2+ widgets use (no budget of their own: the
 *   checkout page's budget holds them);
 * - a widget: its entry, its CSS and the start-up chunks only it uses; chunks only it fetches on demand beside;
 * - a page: what its widgets load at start-up, vendor files (DOMPurify) included; on-demand code beside it.
 */
export function budgetLines(manifest: Manifest): BudgetLine[] {
  const files = manifest.files;
  const sum = (names: Iterable<string>, key: 'gzip' | 'brotli'): number =>
    [...names].reduce((total, name) => total + (files[name]?.[key] ?? 0), 0);
  const users = usersOf(manifest);
  const { startup, checkoutOrOnDemand } = sharedChunks(manifest);
  // Our part of a chunk, by the share of its minified bytes that is not third-party (preact).
  const ours = (names: Iterable<string>, key: 'gzip' | 'brotli'): number =>
    Math.round([...names].reduce((total, name) => total + (files[name] ? files[name][key] * (1 - files[name].thirdParty) : 0), 0));
  const lines: BudgetLine[] = [
    { name: 'shared start-up runtime + core (2+ widgets, on pages without a checkout)', gzip: sum(startup, 'gzip'), brotli: sum(startup, 'brotli'), lazyGzip: 0, budget: SHARED_BUDGET },
    { name: '  of which preact/compat (third-party)', gzip: sum(startup, 'gzip') - ours(startup, 'gzip'), brotli: sum(startup, 'brotli') - ours(startup, 'brotli'), lazyGzip: 0, budget: null },
    { name: '  of which our core code', gzip: ours(startup, 'gzip'), brotli: ours(startup, 'brotli'), lazyGzip: 0, budget: SHARED_CORE_BUDGET },
    {
      name: 'shared checkout-only or on-demand chunks (2+ widgets)',
      gzip: sum(checkoutOrOnDemand, 'gzip'),
      brotli: sum(checkoutOrOnDemand, 'brotli'),
      lazyGzip: 0,
      budget: null,
    },
  ];
  for (const [name, entry] of Object.entries(manifest.widgets)) {
    const onlyMine = (file: string): boolean => isChunk(file) && users.get(file)?.size === 1;
    const own = [entry.js, ...(entry.css ? [entry.css] : []), ...entry.imports.filter(onlyMine)];
    lines.push({
      name: `widget ${name}`,
      gzip: sum(own, 'gzip'),
      brotli: sum(own, 'brotli'),
      lazyGzip: sum(entry.lazy.filter(onlyMine), 'gzip'),
      budget: WIDGET_BUDGETS[name] ?? DEFAULT_WIDGET_BUDGET,
    });
    // Another build of the entry (buy-now-same-origin.js), with the same CSS and chunks: a budget of its own.
    for (const [variant, js] of Object.entries(entry.variants ?? {})) {
      const variantOwn = [js, ...own.slice(1)];
      lines.push({
        name: `widget ${name}, ${variant} build (${js})`,
        gzip: sum(variantOwn, 'gzip'),
        brotli: sum(variantOwn, 'brotli'),
        lazyGzip: sum(entry.lazy.filter(onlyMine), 'gzip'),
        budget: VARIANT_BUDGETS[name]?.[variant] ?? WIDGET_BUDGETS[name] ?? DEFAULT_WIDGET_BUDGET,
      });
    }
  }
  const paymentPage = paymentPageLine(manifest, DIST);
  if (paymentPage) lines.push(paymentPage);
  for (const page of PAGE_TYPES) {
    const present = page.widgets.filter((w) => manifest.widgets[w]);
    const pageFiles = new Set(present.flatMap((w) => startupFiles(manifest, w)));
    const lazyFiles = new Set(present.flatMap((w) => manifest.widgets[w]?.lazy ?? []));
    const later = [...lazyFiles].filter((f) => !pageFiles.has(f));
    lines.push({
      name: `page: ${page.name} (${present.join(', ') || 'no widgets yet'})`,
      gzip: sum(pageFiles, 'gzip'),
      brotli: sum(pageFiles, 'brotli'),
      lazyGzip: sum(later, 'gzip'),
      budget: page.budget,
    });
  }
  return lines;
}

const containing = (manifest: Manifest, files: Iterable<string>, modules: readonly string[]): string[] =>
  [...new Set([...files].flatMap((file) => (manifest.files[file]?.sources ?? []).filter((source) => modules.some((m) => source.startsWith(m)))))].sort();

/**
 * Checkout code loads only on checkout pages: a widget outside CHECKOUT_WIDGETS loads no money-path module at
 * start-up (so neither does any page made of such widgets) and never a checkout module, not even on demand;
 * and a widget loads none of its ON_DEMAND_ONLY modules at start-up. Returns one message per breach.
 */
export function moneyPathBreaches(manifest: Manifest): string[] {
  const breaches: string[] = [];
  for (const [widget, entry] of Object.entries(manifest.widgets)) {
    if (CHECKOUT_WIDGETS.includes(widget)) continue;
    const atStart = containing(manifest, startupFiles(manifest, widget), MONEY_PATH_MODULES);
    if (atStart.length > 0) breaches.push(`widget ${widget} loads money-path code at start-up: ${atStart.join(', ')}`);
    const onDemand = containing(manifest, entry.lazy, CHECKOUT_ONLY_MODULES);
    if (onDemand.length > 0) breaches.push(`widget ${widget} loads checkout code on demand: ${onDemand.join(', ')}`);
  }
  for (const [widget, modules] of Object.entries(ON_DEMAND_ONLY)) {
    const atStart = containing(manifest, startupFiles(manifest, widget), modules);
    if (atStart.length > 0) breaches.push(`widget ${widget} loads at start-up what it needs only on demand: ${atStart.join(', ')}`);
  }
  for (const line of checkoutPageLines(manifest)) {
    if (line.breaches.length > 0) breaches.push(`the checkout's ${line.page} page loads at start-up what it must not: ${line.breaches.join(', ')}`);
  }
  for (const page of PAGE_TYPES) {
    const present = page.widgets.filter((w) => manifest.widgets[w]);
    if (present.some((w) => CHECKOUT_WIDGETS.includes(w))) continue;
    const atStart = containing(manifest, present.flatMap((w) => startupFiles(manifest, w)), MONEY_PATH_MODULES);
    if (atStart.length > 0) breaches.push(`page ${page.name} (no checkout) loads money-path code at start-up: ${atStart.join(', ')}`);
  }
  return breaches;
}

/** RENDERER_FREE_WIDGETS never load preact/compat, at start-up or on demand: one message per widget that does. */
export function rendererBreaches(manifest: Manifest): string[] {
  return RENDERER_FREE_WIDGETS.filter((widget) => manifest.widgets[widget]).flatMap((widget) => {
    const found = containing(manifest, [...startupFiles(manifest, widget), ...manifest.widgets[widget]!.lazy], ['node_modules/preact/']);
    return found.length > 0 ? [`widget ${widget} loads preact/compat (its view is DOM code of its own): ${found.join(', ')}`] : [];
  });
}

/** Live search's gzip bytes once a first search is shown: its entry, the widget's chunk and what that imports (null: not built). */
export function liveSearchFirstSearch(manifest: Manifest): number | null {
  const entry = manifest.widgets['live-search'];
  const widget = entry?.lazy.find((file) => manifest.files[file]?.sources.includes('packages/live-search/src/widget.ts'));
  if (!entry || !widget) return null;
  const files = new Set([entry.js, widget]);
  for (const file of files) for (const next of manifest.files[file]?.imports?.static ?? []) files.add(next);
  return [...files].reduce((sum, file) => sum + (manifest.files[file]?.gzip ?? 0), 0);
}

/** Renderers a blocks entry must take from the page (window.wp.element), never bundle. */
export const RENDERER_SOURCES: readonly string[] = ['node_modules/react/', 'node_modules/react-dom/', 'node_modules/scheduler/', 'node_modules/preact/'];

/** A blocks entry (dist/<widget>-blocks.js) renders with the page's React: one message per entry that bundles a renderer. */
export function blocksBreaches(manifest: Manifest): string[] {
  return Object.entries(manifest.blocks ?? {}).flatMap(([widget, entry]) => {
    const found = containing(manifest, [entry.js, ...(entry.lazy ?? [])], RENDERER_SOURCES);
    return found.length > 0 ? [`blocks entry ${entry.js} (${widget}) bundles a renderer instead of the page's wp.element: ${found.join(', ')}`] : [];
  });
}

/** A legacy script's released file, measured as ours are (gzip -9 of the file, Node's zlib). */
export interface LegacyFile {
  readonly release: string;
  /** Path inside the plugin's release. */
  readonly path: string;
  readonly rawBytes: number;
  readonly gzipBytes: number;
  /** First 16 hex digits of the file's SHA-256, to tell the measured file from another version. */
  readonly sha256: string;
  /** The pages where 'Replace' takes it away (the checkout widget serves them instead); none: it stays, as `stays` says. */
  readonly replacedOn: readonly CheckoutPageName[];
  readonly stays?: string;
}

const ALL_ADDRESS_PAGES: readonly CheckoutPageName[] = ['checkout', 'order-pay', 'cart', 'account addresses'];

/**
 * WooCommerce 10.9.1's scripts the checkout widget stands in for, and two that stay. The released files never
 * change, so their sizes are recorded here, measured from the release archive the real-store suite installs (the
 * repository reads nothing beside itself). checkout.js loads on checkout and order-pay (and, as the Stripe Gateway's
 * dependency, on cart and product pages: gone there too, with nothing of ours added on product pages);
 * address-i18n.js and country-select.js wherever there is an address form; cart.js on the cart page.
 */
export const LEGACY_CHECKOUT_FILES: readonly LegacyFile[] = [
  { release: 'woocommerce 10.9.1', path: 'assets/js/frontend/checkout.min.js', rawBytes: 20_902, gzipBytes: 5_336, sha256: 'fce167bbe052d258', replacedOn: ['checkout', 'order-pay'] },
  { release: 'woocommerce 10.9.1', path: 'assets/js/frontend/address-i18n.min.js', rawBytes: 2_718, gzipBytes: 970, sha256: '15fcf8b04ab2470e', replacedOn: ALL_ADDRESS_PAGES },
  { release: 'woocommerce 10.9.1', path: 'assets/js/frontend/country-select.min.js', rawBytes: 3_494, gzipBytes: 1_125, sha256: '384304a1cf87ea56', replacedOn: ALL_ADDRESS_PAGES },
  { release: 'woocommerce 10.9.1', path: 'assets/js/frontend/cart.min.js', rawBytes: 9_878, gzipBytes: 2_484, sha256: '6742ed2307269ddd', replacedOn: ['cart'] },
  // WooCommerce enqueues selectWoo on cart, checkout (order-pay too) and account pages for the country and state pickers only: ours replace it.
  { release: 'woocommerce 10.9.1', path: 'assets/js/selectWoo/selectWoo.full.min.js', rawBytes: 77_915, gzipBytes: 21_632, sha256: '44460e8b805512f0', replacedOn: ALL_ADDRESS_PAGES },
  {
    release: 'woocommerce 10.9.1',
    path: 'assets/js/frontend/utils/custom-place-order-button.min.js',
    rawBytes: 2_636,
    gzipBytes: 918,
    sha256: '7d9df4fa88bd3aa9',
    replacedOn: [],
    stays: "checkout.js's dependency, kept where a script needs it: gateways register their own place-order button with its wc.customPlaceOrderButton, which ours drives",
  },
  { release: 'woocommerce 10.9.1', path: 'assets/js/jquery-blockui/jquery.blockUI.min.js', rawBytes: 9_636, gzipBytes: 3_533, sha256: 'd151f8c0b2659cfb', replacedOn: [], stays: 'woocommerce.js needs it on every WooCommerce page' },
];

/** The legacy bytes 'Replace' takes away on a page. */
export const legacyReplacedOn = (page: CheckoutPageName): number => LEGACY_CHECKOUT_FILES.filter((file) => file.replacedOn.includes(page)).reduce((sum, file) => sum + file.gzipBytes, 0);

/** `files` and, transitively, what they import statically: what loads with them. */
export function loadedWith(manifest: Manifest, files: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file) || !manifest.files[file]) return;
    seen.add(file);
    manifest.files[file]?.imports?.static.forEach(visit);
  };
  files.forEach(visit);
  return seen;
}

/** The output file holding a source module's code. */
const fileOf = (manifest: Manifest, source: string): string | undefined => Object.keys(manifest.files).find((file) => manifest.files[file]?.sources.includes(source));

export interface CheckoutPageLine {
  readonly page: CheckoutPageName;
  /** gzip of what the page loads at start-up: the entry, the page's part, what they import (core's shared chunks too). */
  readonly gzip: number;
  /** gzip of the part fetched at the shopper's first action, beyond the start-up. */
  readonly laterGzip: number;
  readonly budget: number;
  /** gzip of WooCommerce's scripts 'Replace' takes away on that page. */
  readonly legacy: number;
  /** Modules loaded at start-up that the page must not load then. */
  readonly breaches: readonly string[];
}

/** Each checkout page's start-up, measured from the built files, beside its budget and the legacy scripts it replaces. */
export function checkoutPageLines(manifest: Manifest): CheckoutPageLine[] {
  const entry = manifest.widgets.checkout;
  // A checkout built without parts per page (or none at all) has no pages to measure.
  if (!entry || !CHECKOUT_PAGES.some(({ part }) => fileOf(manifest, part))) return [];
  const sum = (names: Iterable<string>): number => [...names].reduce((total, name) => total + (manifest.files[name]?.gzip ?? 0), 0);
  // Each page's part is a file the entry fetches (when a page is built on its own, esbuild.config.ts PAGE_BUILDS, its
  // start-up module may sit in a chunk of that build): the one whose static imports hold the part's code. Sources
  // are then looked up in that page's files only, each page's build having its own copies.
  const pageFiles = (manifest.files[entry.js]?.imports?.dynamic ?? []).map((file) => ({ file, startUp: loadedWith(manifest, [file]) }));
  const reachable = (file: string): Set<string> => {
    const seen = new Set<string>();
    const visit = (name: string): void => {
      if (seen.has(name) || !manifest.files[name]) return;
      seen.add(name);
      [...(manifest.files[name]?.imports?.static ?? []), ...(manifest.files[name]?.imports?.dynamic ?? [])].forEach(visit);
    };
    visit(file);
    return seen;
  };
  const fileIn = (files: Set<string>, source: string): string | undefined => [...files].find((file) => manifest.files[file]?.sources.includes(source));
  return CHECKOUT_PAGES.map(({ name, part, later, budget, notAtStart }) => {
    const page = pageFiles.find(({ startUp }) => fileIn(startUp, part));
    const partFile = page?.file ?? fileOf(manifest, part);
    // The page's stylesheet (the pickers' styles, on the pages that render pickers), by the manifest's page whose part it is.
    const style = Object.entries(entry.pages ?? {}).find(([, files]) => files[0] === partFile)?.[0];
    const pageStyle = style ? entry.pageStyles?.[style] : undefined;
    const startUp = loadedWith(manifest, [entry.js, ...(entry.css ? [entry.css] : []), ...(partFile ? [partFile] : []), ...(pageStyle ? [pageStyle] : [])]);
    const laterFile = later ? (partFile ? fileIn(reachable(partFile), later) : fileOf(manifest, later)) : undefined;
    const laterFiles = [...(laterFile ? loadedWith(manifest, [laterFile]) : [])].filter((file) => !startUp.has(file));
    const breaches = partFile ? containing(manifest, startUp, notAtStart) : [`its part ${part} is not in the build`];
    return { page: name, gzip: sum(startUp), laterGzip: sum(laterFiles), budget, legacy: legacyReplacedOn(name), breaches };
  });
}

export interface ComparisonLine {
  readonly what: string;
  readonly gzip: number;
}

/** The checkout widget's pages as bench lines: ours at start-up and at the first action, beside the legacy scripts replaced there. */
export function checkoutComparison(manifest: Manifest): ComparisonLine[] {
  return checkoutPageLines(manifest).flatMap((line) => [
    { what: `${line.page} page, ours at start-up (entry, the page's part, core's shared chunks)`, gzip: line.gzip },
    { what: `${line.page} page, ours later, at the shopper's first action`, gzip: line.laterGzip },
    { what: `${line.page} page, legacy scripts 'Replace' takes away (${LEGACY_CHECKOUT_FILES.filter((f) => f.replacedOn.includes(line.page)).map((f) => f.path.split('/').pop()).join(', ')})`, gzip: line.legacy },
  ]);
}

/** The Stripe Gateway 10.8.3's express checkout script (its PHP also enqueues WordPress's React stack, lodash and wp-data for it: the real-store bench counts those). */
export const LEGACY_EXPRESS_FILES: readonly Omit<LegacyFile, 'replacedOn' | 'stays'>[] = [
  { release: 'woocommerce-gateway-stripe 10.8.3', path: 'build/express-checkout.js', rawBytes: 72_495, gzipBytes: 22_585, sha256: '0821c5536974ef8d' },
];

/** Express checkout's bytes (gzip): its start-up, what loads once a button can show and once the shopper pays, beside the gateway's script. */
export function expressComparison(manifest: Manifest): ComparisonLine[] {
  const entry = manifest.widgets['express-checkout'];
  if (!entry) return [];
  const sum = (names: Iterable<string>): number => [...names].reduce((total, name) => total + (manifest.files[name]?.gzip ?? 0), 0);
  const part = (prefix: string): string[] => entry.lazy.filter((file) => (manifest.files[file]?.sources ?? []).some((source) => source.startsWith(prefix)));
  const paying = part('packages/express-checkout/src/pay/pay.ts');
  const button = entry.lazy.filter((file) => !paying.includes(file) && !(manifest.files[file]?.sources ?? []).some((s) => s.includes('dompurify') || s.includes('core/src/sanitizer/')));
  return [
    { what: 'ours: express checkout at start-up (its entry and every chunk it loads)', gzip: sum(startupFiles(manifest, 'express-checkout')) },
    { what: 'ours, later: once a button can show (the button, the sheet flow, core\'s session client, the Stripe.js loader)', gzip: sum(button) },
    { what: 'ours, later: once the shopper pays (placing the order, 3D Secure)', gzip: sum(paying) },
    ...LEGACY_EXPRESS_FILES.map((file) => ({ what: `legacy: ${file.path.split('/').pop()!} (before what it pulls in)`, gzip: file.gzipBytes })),
  ];
}

export function readManifest(root: string): Manifest {
  const file = join(root, 'dist', 'manifest.json');
  if (!existsSync(file)) throw new Error('dist/manifest.json is missing: run `npm run build` first.');
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
}

export function printSizes(manifest: Manifest): BudgetLine[] {
  const kb = (n: number): string => `${(n / 1000).toFixed(2)} KB`;
  console.log('\nBundle files (dist/manifest.json)');
  console.table(
    Object.entries(manifest.files).map(([file, s]) => ({ file, raw: kb(s.bytes), gzip: kb(s.gzip), brotli: kb(s.brotli), hash: s.hash })),
  );
  const lines = budgetLines(manifest);
  console.log('Budgets (gzip; a page or widget is what it loads at start, on-demand code is listed beside it)');
  console.table(
    lines.map((l) => ({
      what: l.name,
      gzip: kb(l.gzip),
      brotli: kb(l.brotli),
      'later, on demand (gzip)': l.lazyGzip === 0 ? '' : kb(l.lazyGzip),
      budget: l.budget !== null ? kb(l.budget) : '-',
      status: l.budget !== null ? (l.gzip <= l.budget ? 'ok' : 'OVER') : '',
    })),
  );
  const pages = checkoutPageLines(manifest);
  if (pages.length > 0) {
    console.log("The checkout widget's pages: ours at start-up (as built) beside WooCommerce's scripts 'Replace' takes away there (gzip)");
    console.table(
      pages.map((line) => ({
        page: line.page,
        'ours at start-up': kb(line.gzip),
        'later, at the first action': kb(line.laterGzip),
        'legacy replaced': kb(line.legacy),
        budget: kb(line.budget),
        status: line.gzip <= line.budget ? 'ok' : 'OVER',
      })),
    );
    const kept = LEGACY_CHECKOUT_FILES.filter((file) => file.replacedOn.length === 0);
    for (const file of kept) console.log(`  stays: ${file.path.split('/').pop()} ${kb(file.gzipBytes)} (${file.stays})`);
  }
  const blocks = Object.entries(manifest.blocks ?? {});
  if (blocks.length > 0) {
    console.log("Blocks entries (block checkout; React from the page's wp.element, so no renderer of their own)");
    console.table(
      blocks.map(([widget, entry]) => ({
        widget,
        file: entry.js,
        gzip: kb(manifest.files[entry.js]?.gzip ?? 0),
        'on demand': kb((entry.lazy ?? []).reduce((sum, file) => sum + (manifest.files[file]?.gzip ?? 0), 0)),
        budget: BLOCKS_BUDGETS[widget] === undefined ? '' : kb(BLOCKS_BUDGETS[widget]),
        'script dependencies': entry.dependencies.join(', '),
      })),
    );
  }
  const payments = paymentsComparison(manifest, DIST);
  if (payments.length > 0) {
    console.log("The card extension's script bytes (as built) beside the Stripe Gateway's upe-classic.js it replaces (gzip)");
    console.table(payments.map((line) => ({ what: line.what, gzip: kb(line.gzip) })));
  }
  const express = expressComparison(manifest);
  if (express.length > 0) {
    console.log("Express checkout's script bytes, ours (as built) beside the Stripe Gateway's express-checkout.js (gzip)");
    console.table(express.map((line) => ({ what: line.what, gzip: kb(line.gzip) })));
  }
  const breaches = moneyPathBreaches(manifest);
  const nonCheckout = PAGE_TYPES.filter((p) => !p.widgets.some((w) => CHECKOUT_WIDGETS.includes(w) && manifest.widgets[w])).map((p) => p.name);
  console.log(
    breaches.length === 0
      ? `Money-path modules: none loaded at start-up outside the checkout widgets (pages without a checkout: ${nonCheckout.join(', ')}); on-demand-only code (${Object.keys(ON_DEMAND_ONLY).join(', ')}): none at start-up.`
      : breaches.join('\n'),
  );
  return lines;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
  const manifest = readManifest(root);
  const lines = printSizes(manifest);
  const over = lines.filter((l) => l.budget !== null && l.gzip > l.budget);
  if (process.argv.includes('--check')) {
    for (const l of over) console.error(`Over budget: ${l.name} is ${l.gzip} bytes gzip, budget ${l.budget}.`);
    for (const p of checkoutPageLines(manifest).filter((line) => line.gzip > line.budget)) {
      over.push({ name: `checkout's ${p.page} page at start-up`, gzip: p.gzip, brotli: 0, lazyGzip: p.laterGzip, budget: p.budget });
      console.error(`Over budget: the checkout's ${p.page} page loads ${p.gzip} bytes gzip at start-up, budget ${p.budget} (legacy replaced there: ${p.legacy}).`);
    }
    const breaches = moneyPathBreaches(manifest);
    for (const breach of breaches) console.error(`Checkout code outside the checkout: ${breach}`);
    for (const [widget, entry] of Object.entries(manifest.blocks ?? {})) {
      const gzip = manifest.files[entry.js]?.gzip ?? 0;
      const budget = BLOCKS_BUDGETS[widget];
      if (budget !== undefined && gzip > budget) {
        over.push({ name: entry.js, gzip, brotli: 0, lazyGzip: 0, budget });
        console.error(`Over budget: the blocks entry ${entry.js} is ${gzip} bytes gzip, budget ${budget}.`);
      }
    }
    const renderers = blocksBreaches(manifest);
    for (const breach of renderers) console.error(breach);
    const preact = rendererBreaches(manifest);
    for (const breach of preact) console.error(breach);
    const firstSearch = liveSearchFirstSearch(manifest);
    console.log(`live search after a first search: ${((firstSearch ?? 0) / 1000).toFixed(2)} KB gzip (budget ${LIVE_SEARCH_FIRST_SEARCH_BUDGET} B, under AWS's common.min.js, 7,510 B)`);
    if (firstSearch !== null && firstSearch > LIVE_SEARCH_FIRST_SEARCH_BUDGET) {
      over.push({ name: 'live search after a first search', gzip: firstSearch, brotli: 0, lazyGzip: 0, budget: LIVE_SEARCH_FIRST_SEARCH_BUDGET });
      console.error(`Over budget: live search after a first search loads ${firstSearch} bytes gzip, budget ${LIVE_SEARCH_FIRST_SEARCH_BUDGET}.`);
    }
    const unhashed = unhashedImports(builtFiles(DIST));
    for (const breach of unhashed) console.error(breach);
    const checked = lines.filter((l) => l.budget !== null).length + checkoutPageLines(manifest).length + 4 + (firstSearch === null ? 0 : 1) + Object.keys(manifest.blocks ?? {}).filter((w) => BLOCKS_BUDGETS[w] !== undefined).length;
    const failed = over.length + (breaches.length > 0 ? 1 : 0) + (renderers.length > 0 ? 1 : 0) + (preact.length > 0 ? 1 : 0) + (unhashed.length > 0 ? 1 : 0);
    console.log(`size budgets: ${checked - failed} passed, ${failed} failed`);
    if (failed > 0) process.exit(1);
  }
}
