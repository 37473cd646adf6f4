/**
 * Tracking: our widget's size beside the legacy scripts it replaces, all gzip -9.
 * - ours: each part's own code bundled on its own (its code loaded on demand included; core's shared
 *   runtime, which every storefront page loads anyway, apart), and the widget as built
 *   (dist/manifest.json: what loads at start-up, what later);
 * - legacy: Google Analytics for WooCommerce 2.3.0's `main.js`, WooCommerce 10.9.1's
 *   `order-attribution.min.js` and the `sourcebuster.min.js` it loads, WP Statistics 14.16.4's `tracker.js`.
 *   These released files never change, so their sizes are recorded here (LEGACY), measured as this file
 *   measures ours, from the release archives the real-store suite installs; the repository reads nothing
 *   beside itself. The provider's tracks have no legacy script on a Stripe store: no legacy figure for them.
 * The widget as loaded on real pages, widget by widget and per store set-up: `npm run bench -- real-store`.
 */
import { build } from 'esbuild';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { readManifest } from './sizes.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const src = './packages/tracking/src';

const PARTS: Record<string, string> = {
  'GA4 e-commerce events': `export { startGa4 } from '${src}/ga4/index.ts'; export { pageConsent } from '${src}/consent.ts';`,
  'order attribution': `export { startOrderAttribution } from '${src}/order-attribution/index.ts'; export { loadAttributionSettings } from '${src}/order-attribution/settings.ts';`,
  'visitor statistics': `export { startVisitorStatistics } from '${src}/visitor-statistics/index.ts'; export { loadTrackerSettings, loadDataPlusSettings } from '${src}/visitor-statistics/settings.ts';`,
  'provider tracks': `export { startProviderTracks } from '${src}/provider-tracks/index.ts'; export { takeTracks } from '${src}/provider-tracks/settings.ts';`,
};

interface LegacyFile {
  readonly release: string;
  /** Path inside the plugin's release. */
  readonly path: string;
  readonly rawBytes: number;
  readonly gzipBytes: number;
  /** First 16 hex digits of the file's SHA-256, to tell the measured file from another version. */
  readonly sha256: string;
}

/** The legacy files each part replaces, all loaded at start-up on the legacy store. */
export const LEGACY: Record<string, readonly LegacyFile[]> = {
  'GA4 e-commerce events': [
    { release: 'woocommerce-google-analytics-integration 2.3.0', path: 'assets/js/build/main.js', rawBytes: 19_672, gzipBytes: 6_597, sha256: 'ddd7900b3015615f' },
  ],
  'order attribution': [
    { release: 'woocommerce 10.9.1', path: 'assets/js/frontend/order-attribution.min.js', rawBytes: 2_439, gzipBytes: 1_142, sha256: '0eb862a5891526d0' },
    { release: 'woocommerce 10.9.1', path: 'assets/js/sourcebuster/sourcebuster.min.js', rawBytes: 15_315, gzipBytes: 4_809, sha256: 'c50a0b33030ba0ec' },
  ],
  'visitor statistics': [
    { release: 'wp-statistics 14.16.4', path: 'assets/js/tracker.js', rawBytes: 7_978, gzipBytes: 2_733, sha256: 'f6cc081c08b20415' },
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

export default async function trackingBench(): Promise<void> {
  const rows = [];
  for (const [part, entry] of Object.entries(PARTS)) {
    const legacyFiles = LEGACY[part];
    const legacy = legacyFiles ? legacyFiles.reduce((sum, file) => sum + file.gzipBytes, 0) : null;
    const ours = await partGzip(entry);
    rows.push({
      part,
      'ours (gzip)': kb(ours),
      'legacy (gzip)': kb(legacy),
      'ours / legacy': legacy ? `${Math.round((ours / legacy) * 100)} %` : '-',
      'legacy files': legacyFiles ? legacyFiles.map((file) => `${file.release}: ${file.path.split('/').pop()!}`).join(' + ') : 'no legacy release to compare',
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
  const legacyTotal = Object.values(LEGACY).flat().reduce((total, file) => total + file.gzipBytes, 0);
  console.log('The tracking widget as built (dist/), beside the legacy GA4 + order attribution + sourcebuster + WP Statistics scripts');
  console.table([
    { what: 'at start-up (tracking.js with order attribution, and its own chunks)', gzip: kb(sum(startUp)) },
    { what: 'on demand (GA4 where ga4w is printed, statistics, tracks, the cart, checkout and form parts)', gzip: kb(sum(onDemand)) },
    { what: 'whole widget', gzip: kb(sum(startUp) + sum(onDemand)) },
    { what: 'shared runtime chunks it uses (loaded by every storefront page anyway)', gzip: kb(sum(entry.imports.filter((f) => !onlyTracking(f)))) },
    { what: 'legacy: main.js + order-attribution.min.js + sourcebuster.min.js + tracker.js, all at start-up', gzip: kb(legacyTotal) },
  ]);
}
