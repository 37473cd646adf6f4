/**
 * `npm run bench`: prints the bundle size table against the budgets, then runs every
 * `tests/bench/*.bench.ts` (each default-exports an async function that prints its own table).
 * Benchmarks print figures; they never fail on time.
 *
 *   npm run bench                       every bench, full sampling
 *   npm run bench -- live-search        benches whose file name contains 'live-search'
 *   npm run bench -- --quick            every step of every bench once, little sampling (CI: `npm test`)
 *   npm run bench -- --skip=real-store  all but those (CI runs the real-store bench inside the real-store suite)
 */
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { printSizes, readManifest } from './sizes.ts';

export interface BenchOptions {
  /** CI's run: every step once with little sampling, so a broken bench fails while the figures stay cheap. */
  quick?: boolean;
}

const here = dirname(fileURLToPath(import.meta.url));
printSizes(readManifest(join(here, '..', '..')));

const args = process.argv.slice(2);
const only = args.filter((a) => !a.startsWith('-'));
const skip = args.filter((a) => a.startsWith('--skip=')).flatMap((a) => a.slice('--skip='.length).split(','));
const options: BenchOptions = { quick: args.includes('--quick') };
for (const file of readdirSync(here).filter((f) => f.endsWith('.bench.ts')).sort()) {
  if (only.length > 0 && !only.some((o) => file.includes(o))) continue;
  if (skip.some((s) => file.includes(s))) continue;
  console.log(`\n== ${file}${options.quick ? ' (quick)' : ''}`);
  const started = Date.now();
  const mod = (await import(pathToFileURL(join(here, file)).href)) as { default: (options: BenchOptions) => Promise<void> };
  await mod.default(options);
  if (options.quick) console.log(`(${file}: ${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
