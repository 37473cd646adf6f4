/**
 * The card extension's bytes, beside the Stripe Gateway's upe-classic.js it replaces. Its entry only looks for
 * the gateway's settings on a page with a payment form; on such a page it loads its start at once (settings,
 * forms, the methods for the checkout's host), and the rest when used: a form made with Stripe.js, the submit
 * once the shopper starts on the form, hash flows, the theme's appearance, the account page. What loads at once
 * is what classic/start.ts's chunk imports statically (read from dist/).
 * The payment page line holds what loads at once to the brief's 12 KB, the shared runtime (preact/compat, core)
 * and Stripe.js apart.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Manifest } from '../../esbuild.config.ts';
import { PAYMENT_PAGE_BUDGET } from './budgets.ts';
import type { BudgetLine, ComparisonLine, LegacyFile } from './sizes.ts';

/** The Stripe Gateway 10.8.3's classic script (measured from the release archive; it never changes). */
export const LEGACY_PAYMENTS_FILES: readonly LegacyFile[] = [
  { release: 'woocommerce-gateway-stripe 10.8.3', path: 'build/upe-classic.js', rawBytes: 114_017, gzipBytes: 35_492, sha256: '773e1b1e9c1002cf', replacedOn: ['checkout', 'order-pay'] },
];

const WIDGET = 'payments';

/** The module that starts the extension on a page with a payment form (the entry imports it at once there). */
const START = 'packages/payments/src/classic/start.ts';

/** A built file and every file it imports statically, read from dist/ (import() is what loads later). */
function withStaticImports(dist: string, file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file) || !existsSync(join(dist, file))) return seen;
  seen.add(file);
  for (const [, imported] of readFileSync(join(dist, file), 'utf8').matchAll(/(?:import|from)\s*["']\.\/([\w.-]+\.js)["']/g)) withStaticImports(dist, imported!, seen);
  return seen;
}

/** The payments-only files a page with a payment form loads at once, and those it fetches later, when used. */
export function paymentPageFiles(manifest: Manifest, dist: string): { atOnce: string[]; later: string[] } {
  const entry = manifest.widgets[WIDGET];
  if (!entry) return { atOnce: [], later: [] };
  const users = new Map<string, number>();
  for (const widget of Object.values(manifest.widgets)) for (const file of new Set([...widget.imports, ...widget.lazy])) users.set(file, (users.get(file) ?? 0) + 1);
  // Core's chunks are the shared runtime even where only this widget reaches them (the registry, with the classic host it brings).
  const core = (file: string): boolean => (manifest.files[file]?.sources ?? []).every((source) => source.startsWith('packages/core/') || source.startsWith('node_modules/preact/'));
  const mine = (file: string): boolean => file === entry.js || (file.startsWith('chunk-') && users.get(file) === 1 && !core(file));
  const start = entry.lazy.find((file) => manifest.files[file]?.sources.includes(START));
  const atOnce = new Set([...withStaticImports(dist, entry.js), ...(start ? withStaticImports(dist, start) : [])]);
  return { atOnce: [...atOnce].filter(mine), later: entry.lazy.filter((file) => mine(file) && !atOnce.has(file)) };
}

const sum = (manifest: Manifest, files: readonly string[], key: 'gzip' | 'brotli'): number => files.reduce((total, file) => total + (manifest.files[file]?.[key] ?? 0), 0);

export function paymentPageLine(manifest: Manifest, dist: string): BudgetLine | null {
  if (!manifest.widgets[WIDGET]) return null;
  const { atOnce, later } = paymentPageFiles(manifest, dist);
  return { name: 'payments on a page with a payment form (shared runtime and Stripe.js apart)', gzip: sum(manifest, atOnce, 'gzip'), brotli: sum(manifest, atOnce, 'brotli'), lazyGzip: sum(manifest, later, 'gzip'), budget: PAYMENT_PAGE_BUDGET };
}

/** Ours beside upe-classic.js, gzip. */
export function paymentsComparison(manifest: Manifest, dist: string): ComparisonLine[] {
  const line = paymentPageLine(manifest, dist);
  if (!line) return [];
  return [
    { what: 'ours: payments.js on any page (looks for the gateway\'s settings)', gzip: manifest.files[manifest.widgets[WIDGET]!.js]?.gzip ?? 0 },
    { what: 'ours: on a page with a payment form, at once', gzip: line.gzip },
    { what: 'ours, later, when used: a form made, the submit, hash flows, the theme\'s appearance, the account page', gzip: line.lazyGzip },
    ...LEGACY_PAYMENTS_FILES.map((file) => ({ what: `legacy (replaced): ${file.path.split('/').pop()!}`, gzip: file.gzipBytes })),
  ];
}
