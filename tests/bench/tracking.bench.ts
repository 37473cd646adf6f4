/**
 * Tracking: our widget's size beside the legacy scripts it replaces, all gzip -9.
 * - ours: each part's own code bundled on its own (its code loaded on demand included; core's shared
 *   runtime, which every storefront page loads anyway, apart), and the widget as built
 *   (dist/manifest.json: what loads at start-up, what later);
 * - legacy: Google Analytics for WooCommerce 2.3.0's `main.js`, WooCommerce 10.9.1's
 *   `order-attribution.min.js` and the `sourcebuster.min.js` it loads, read from the release
 *   archives in ../shared/wordpress/ (skipped with one line when that folder is absent).
 * WP Statistics and the provider's tracks script are not in those archives: no legacy figure for them.
 */
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { readManifest } from './sizes.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const archives = join(root, '..', 'shared', 'wordpress');
const src = './packages/tracking/src';

const PARTS: Record<string, string> = {
  'GA4 e-commerce events': `export { startGa4 } from '${src}/ga4/index.ts'; export { pageConsent } from '${src}/consent.ts';`,
  'order attribution': `export { startOrderAttribution } from '${src}/order-attribution/index.ts'; export { loadAttributionSettings } from '${src}/order-attribution/settings.ts';`,
  'visitor statistics': `export { startVisitorStatistics } from '${src}/visitor-statistics/index.ts'; export { loadTrackerSettings, loadDataPlusSettings } from '${src}/visitor-statistics/settings.ts';`,
  'provider tracks': `export { startProviderTracks } from '${src}/provider-tracks/index.ts'; export { takeTracks } from '${src}/provider-tracks/settings.ts';`,
};

/** Legacy files per part: [archive, path inside it]. */
const LEGACY: Record<string, Array<[string, string]>> = {
  'GA4 e-commerce events': [['woocommerce-google-analytics-integration-2.3.0.tar.xz', 'woocommerce-google-analytics-integration/assets/js/build/main.js']],
  'order attribution': [
    ['woocommerce-10.9.1.tar.xz', 'woocommerce/assets/js/frontend/order-attribution.min.js'],
    ['woocommerce-10.9.1.tar.xz', 'woocommerce/assets/js/sourcebuster/sourcebuster.min.js'],
  ],
};

const gzip = (bytes: Uint8Array): number => gzipSync(bytes, { level: 9 }).length;
const kb = (bytes: number | null): string => (bytes === null ? '-' : `${(bytes / 1000).toFixed(2)} KB`);

async function partGzip(contents: string): Promise<number> {
  const out = await build({
    stdin: { contents, resolveDir: root, loader: 'ts' }, bundle: true, minify: true, format: 'esm', target: 'es2022', write: false, logLevel: 'silent',
    external: ['@shop-islands/core'],
  });
  return gzip(out.outputFiles[0]!.contents);
}

/** gzip bytes of a file inside a release archive (tar + xz from Debian). */
function legacyGzip([archive, member]: [string, string]): number {
  return gzip(execFileSync('tar', ['-xJOf', join(archives, archive), member], { maxBuffer: 64 * 1024 * 1024 }));
}

export default async function trackingBench(): Promise<void> {
  const haveLegacy = existsSync(archives);
  if (!haveLegacy) console.log('Legacy tracking scripts: skipped (../shared/wordpress/ not found).');
  const rows = [];
  for (const [part, entry] of Object.entries(PARTS)) {
    const legacyFiles = LEGACY[part];
    const legacy = haveLegacy && legacyFiles ? legacyFiles.reduce((sum, file) => sum + legacyGzip(file), 0) : null;
    const ours = await partGzip(entry);
    rows.push({
      part,
      'ours (gzip)': kb(ours),
      'legacy (gzip)': kb(legacy),
      'ours / legacy': legacy ? `${Math.round((ours / legacy) * 100)} %` : '-',
      'legacy files': legacyFiles ? legacyFiles.map(([, member]) => member.split('/').pop()).join(' + ') : 'not in ../shared/wordpress',
    });
  }
  console.log("Tracking parts, each part's own code bundled alone (gzip; core's shared runtime apart, see below)");
  console.table(rows);

  const manifest = readManifest(root);
  const entry = manifest.widgets.tracking;
  if (!entry) {
    console.log('Tracking widget: not built.');
    return;
  }
  const users = Object.values(manifest.widgets);
  const onlyTracking = (file: string): boolean => users.filter((w) => w.imports.includes(file) || w.lazy.includes(file)).length === 1;
  const sum = (files: string[]): number => files.reduce((total, file) => total + (manifest.files[file]?.gzip ?? 0), 0);
  const startUp = [entry.js, ...entry.imports.filter(onlyTracking)];
  const onDemand = entry.lazy.filter(onlyTracking);
  const legacyTotal = haveLegacy ? Object.values(LEGACY).flat().reduce((total, file) => total + legacyGzip(file), 0) : null;
  console.log('The tracking widget as built (dist/), beside the legacy GA4 + order attribution + sourcebuster scripts');
  console.table([
    { what: 'at start-up (tracking.js and its own chunks)', gzip: kb(sum(startUp)) },
    { what: 'on demand (attribution, statistics, tracks, checkout and form parts)', gzip: kb(sum(onDemand)) },
    { what: 'whole widget', gzip: kb(sum(startUp) + sum(onDemand)) },
    { what: 'shared runtime chunks it uses (loaded by every storefront page anyway)', gzip: kb(sum(entry.imports.filter((f) => !onlyTracking(f)))) },
    { what: 'legacy: main.js + order-attribution.min.js + sourcebuster.min.js, all at start-up', gzip: kb(legacyTotal) },
  ]);
}
