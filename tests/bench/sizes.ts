/**
 * Prints the size table from dist/manifest.json and, with --check, fails (exit 1) when a budget is exceeded.
 * Run after `npm run build`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Manifest } from '../../esbuild.config.ts';
import { DEFAULT_WIDGET_BUDGET, PAGE_TYPES, SHARED_BUDGET, SHARED_CORE_BUDGET, WIDGET_BUDGETS } from './budgets.ts';

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

/**
 * - shared runtime + core: chunks two or more widgets use (start-up or on demand);
 * - a widget: its entry, its CSS and the chunks only it uses (on-demand ones listed as 'later' too);
 * - a page: what its widgets load at start-up, vendor files (DOMPurify) included; on-demand code beside it.
 */
export function budgetLines(manifest: Manifest): BudgetLine[] {
  const files = manifest.files;
  const sum = (names: Iterable<string>, key: 'gzip' | 'brotli'): number =>
    [...names].reduce((total, name) => total + (files[name]?.[key] ?? 0), 0);
  const users = usersOf(manifest);
  const shared = Object.keys(files).filter((file) => isChunk(file) && (users.get(file)?.size ?? 0) >= 2);
  // Our part of a chunk, by the share of its minified bytes that is not third-party (preact).
  const ours = (names: Iterable<string>, key: 'gzip' | 'brotli'): number =>
    Math.round([...names].reduce((total, name) => total + (files[name] ? files[name][key] * (1 - files[name].thirdParty) : 0), 0));
  const lines: BudgetLine[] = [
    { name: 'shared runtime + core (chunks used by 2+ widgets)', gzip: sum(shared, 'gzip'), brotli: sum(shared, 'brotli'), lazyGzip: 0, budget: SHARED_BUDGET },
    { name: '  of which preact/compat (third-party)', gzip: sum(shared, 'gzip') - ours(shared, 'gzip'), brotli: sum(shared, 'brotli') - ours(shared, 'brotli'), lazyGzip: 0, budget: null },
    { name: '  of which our core code', gzip: ours(shared, 'gzip'), brotli: ours(shared, 'brotli'), lazyGzip: 0, budget: SHARED_CORE_BUDGET },
  ];
  for (const [name, entry] of Object.entries(manifest.widgets)) {
    const onlyMine = (file: string): boolean => isChunk(file) && users.get(file)?.size === 1;
    const own = [entry.js, ...(entry.css ? [entry.css] : []), ...entry.imports.filter(onlyMine), ...entry.lazy.filter(onlyMine)];
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
    const pageFiles = new Set<string>();
    const lazyFiles = new Set<string>();
    for (const w of present) {
      const entry = manifest.widgets[w]!;
      [entry.js, ...(entry.css ? [entry.css] : []), ...entry.imports].forEach((f) => pageFiles.add(f));
      entry.lazy.forEach((f) => lazyFiles.add(f));
    }
    const names = [...pageFiles];
    const later = [...lazyFiles].filter((f) => !pageFiles.has(f));
    lines.push({
      name: `page: ${page.name} (${present.join(', ') || 'no widgets yet'})`,
      gzip: sum(names, 'gzip'),
      brotli: sum(names, 'brotli'),
      lazyGzip: sum(later, 'gzip'),
      budget: page.budget,
    });
  }
  return lines;
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
  console.log('Budgets (gzip; a page is what it loads at start, on-demand code is listed beside it)');
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
  return lines;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
  const lines = printSizes(readManifest(root));
  const over = lines.filter((l) => l.budget !== null && l.gzip > l.budget);
  if (process.argv.includes('--check')) {
    for (const l of over) console.error(`Over budget: ${l.name} is ${l.gzip} bytes gzip, budget ${l.budget}.`);
    const checked = lines.filter((l) => l.budget !== null).length;
    console.log(`size budgets: ${checked - over.length} passed, ${over.length} failed`);
    if (over.length > 0) process.exit(1);
  }
}
