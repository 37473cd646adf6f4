/**
 * Prints the size table from dist/manifest.json and, with --check, fails (exit 1) when a budget is exceeded
 * or a page without a checkout loads money-path code at start-up. Run after `npm run build`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Manifest } from '../../esbuild.config.ts';
import {
  CHECKOUT_ONLY_MODULES,
  CHECKOUT_WIDGETS,
  DEFAULT_WIDGET_BUDGET,
  MONEY_PATH_MODULES,
  ON_DEMAND_ONLY,
  PAGE_TYPES,
  SHARED_BUDGET,
  SHARED_CORE_BUDGET,
  WIDGET_BUDGETS,
} from './budgets.ts';

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
  }
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
  for (const page of PAGE_TYPES) {
    const present = page.widgets.filter((w) => manifest.widgets[w]);
    if (present.some((w) => CHECKOUT_WIDGETS.includes(w))) continue;
    const atStart = containing(manifest, present.flatMap((w) => startupFiles(manifest, w)), MONEY_PATH_MODULES);
    if (atStart.length > 0) breaches.push(`page ${page.name} (no checkout) loads money-path code at start-up: ${atStart.join(', ')}`);
  }
  return breaches;
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
  /** What it is on a legacy page: a script the widget replaces, one of theirs that they load, or cart.js. */
  readonly role: 'replaced' | 'dependency' | 'cart page';
}

/**
 * WooCommerce 10.9.1's scripts the checkout widget stands in for. The released files never change, so their sizes
 * are recorded here, measured from the release archive the real-store suite installs (the repository reads
 * nothing beside itself). On the checkout page: checkout.js, address-i18n.js and country-select.js, and what they
 * load: custom-place-order-button.js (a checkout.js dependency since 10.x, not loaded once checkout.js is replaced)
 * and jquery.blockUI.js (ours does not need it; woocommerce.js, which stays, still loads it on a real store).
 * On the cart page: cart.js.
 */
export const LEGACY_CHECKOUT_FILES: readonly LegacyFile[] = [
  { release: 'woocommerce 10.9.1', path: 'assets/js/frontend/checkout.min.js', rawBytes: 20_902, gzipBytes: 5_336, sha256: 'fce167bbe052d258', role: 'replaced' },
  { release: 'woocommerce 10.9.1', path: 'assets/js/frontend/address-i18n.min.js', rawBytes: 2_718, gzipBytes: 970, sha256: '15fcf8b04ab2470e', role: 'replaced' },
  { release: 'woocommerce 10.9.1', path: 'assets/js/frontend/country-select.min.js', rawBytes: 3_494, gzipBytes: 1_125, sha256: '384304a1cf87ea56', role: 'replaced' },
  { release: 'woocommerce 10.9.1', path: 'assets/js/frontend/utils/custom-place-order-button.min.js', rawBytes: 2_636, gzipBytes: 918, sha256: '7d9df4fa88bd3aa9', role: 'dependency' },
  { release: 'woocommerce 10.9.1', path: 'assets/js/jquery-blockui/jquery.blockUI.min.js', rawBytes: 9_636, gzipBytes: 3_533, sha256: 'd151f8c0b2659cfb', role: 'dependency' },
  { release: 'woocommerce 10.9.1', path: 'assets/js/frontend/cart.min.js', rawBytes: 9_878, gzipBytes: 2_484, sha256: '6742ed2307269ddd', role: 'cart page' },
];

export interface ComparisonLine {
  readonly what: string;
  readonly gzip: number;
}

/** The checkout's on-demand parts, by the sources in them. */
const ON_DEMAND_PARTS: ReadonlyArray<{ readonly what: string; readonly sources: readonly string[] }> = [
  { what: 'when the shopper starts on the form: placing the order (submit, idempotency key, core\'s life cycle)', sources: ['packages/checkout/src/place-order/', 'packages/core/src/checkout/lifecycle.ts'] },
  { what: 'after the first totals update, in browsers without the HTML Sanitizer API only: DOMPurify (third-party)', sources: ['node_modules/dompurify/'] },
  { what: 'once a payment method is registered: core\'s classic host, the registry, preact/compat, island grafting', sources: ['packages/core/src/checkout/classic-host.tsx', 'node_modules/preact/', 'packages/core/src/checkout/island-graft.ts'] },
  { what: 'cart and order-pay pages only: their own code', sources: ['packages/checkout/src/cart/', 'packages/checkout/src/order-pay/'] },
];

/**
 * The checkout page's script bytes of ours (dist/manifest.json) beside the legacy scripts the checkout widget
 * replaces (LEGACY_CHECKOUT_FILES), all gzip: what loads at start-up, then what each on-demand part adds.
 */
export function checkoutComparison(manifest: Manifest): ComparisonLine[] {
  const entry = manifest.widgets.checkout;
  if (!entry) return [];
  const sum = (names: Iterable<string>): number => [...names].reduce((total, name) => total + (manifest.files[name]?.gzip ?? 0), 0);
  const startUp = startupFiles(manifest, 'checkout');
  const widget = budgetLines(manifest).find((line) => line.name === 'widget checkout');
  const legacy = (roles: readonly LegacyFile['role'][]): number => LEGACY_CHECKOUT_FILES.filter((file) => roles.includes(file.role)).reduce((total, file) => total + file.gzipBytes, 0);
  const part = (sources: readonly string[]): string[] => entry.lazy.filter((file) => (manifest.files[file]?.sources ?? []).some((source) => sources.some((prefix) => source.startsWith(prefix))));
  return [
    { what: 'ours: checkout widget at start-up (checkout.js and the start-up chunks only it loads)', gzip: widget?.gzip ?? 0 },
    { what: 'ours: checkout page at start-up (checkout.js and every chunk it loads, core\'s shared runtime included)', gzip: sum(startUp) },
    ...ON_DEMAND_PARTS.map(({ what, sources }) => ({ what: `ours, later: ${what}`, gzip: sum(part(sources)) })),
    ...LEGACY_CHECKOUT_FILES.map((file) => ({ what: `legacy (${file.role}): ${file.path.split('/').pop()!}`, gzip: file.gzipBytes })),
    { what: 'legacy checkout page: the scripts replaced (checkout.js, address-i18n.js, country-select.js)', gzip: legacy(['replaced']) },
    { what: 'legacy checkout page: those and what they load (custom-place-order-button.js, jquery.blockUI.js)', gzip: legacy(['replaced', 'dependency']) },
  ];
}

/** The Stripe Gateway 10.8.3's express checkout script (its PHP also enqueues WordPress's React stack, lodash and wp-data for it: the real-store bench counts those). */
export const LEGACY_EXPRESS_FILES: readonly LegacyFile[] = [
  { release: 'woocommerce-gateway-stripe 10.8.3', path: 'build/express-checkout.js', rawBytes: 72_495, gzipBytes: 22_585, sha256: '0821c5536974ef8d', role: 'replaced' },
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
  const comparison = checkoutComparison(manifest);
  if (comparison.length > 0) {
    console.log("The checkout page's script bytes, ours (as built) beside WooCommerce's scripts the checkout widget replaces (gzip)");
    console.table(comparison.map((line) => ({ what: line.what, gzip: kb(line.gzip) })));
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
    const breaches = moneyPathBreaches(manifest);
    for (const breach of breaches) console.error(`Checkout code outside the checkout: ${breach}`);
    const checked = lines.filter((l) => l.budget !== null).length + 1;
    const failed = over.length + (breaches.length > 0 ? 1 : 0);
    console.log(`size budgets: ${checked - failed} passed, ${failed} failed`);
    if (failed > 0) process.exit(1);
  }
}
