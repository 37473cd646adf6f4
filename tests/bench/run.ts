/**
 * `npm run bench`: prints the bundle size table against the budgets, then runs every
 * `tests/bench/*.bench.ts` (each default-exports an async function that prints its own table).
 * Benchmarks print figures; they never fail on time.
 */
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { printSizes, readManifest } from './sizes.ts';

const here = dirname(fileURLToPath(import.meta.url));
printSizes(readManifest(join(here, '..', '..')));

const only = process.argv.slice(2).filter((a) => !a.startsWith('-'));
for (const file of readdirSync(here).filter((f) => f.endsWith('.bench.ts')).sort()) {
  if (only.length > 0 && !only.some((o) => file.includes(o))) continue;
  console.log(`\n== ${file}`);
  const mod = (await import(pathToFileURL(join(here, file)).href)) as { default: () => Promise<void> };
  await mod.default();
}
