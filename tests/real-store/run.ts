/**
 * The real-store suite (part of `npm test`): installs one real store per run (harness/setup.ts), runs
 * every journey file in `journeys/` against it with Node's test runner, one file at a time, and stops
 * the store. Without the archives it prints one line saying why it was skipped and succeeds.
 *
 *   npx tsx tests/real-store/run.ts                 every journey
 *   npx tsx tests/real-store/run.ts live-search     journeys whose file name contains 'live-search'
 *   npx tsx tests/real-store/run.ts --bench         then the real-store bench's quick run on the same store
 *                                                   (CI: `npm test`; a bench that crashes fails the run)
 *
 * Ends with "N passed, N failed" and the time taken; exits 1 when anything failed.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { HERE, skipReason, startStore, storeEnv, WORK, type RunningStore } from './harness/setup.ts';

const started = Date.now();
const elapsed = (): string => `${Math.round((Date.now() - started) / 1000)} s`;

const reason = skipReason();
if (reason) {
  console.log(`[real-store] skipped: ${reason}`);
  process.exit(0);
}

const only = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const journeys = readdirSync(join(HERE, 'journeys'))
  .filter((f) => f.endsWith('.test.ts') && (only.length === 0 || only.some((o) => f.includes(o))))
  .sort()
  .map((f) => join(HERE, 'journeys', f));
// With no file, Node's test runner would search the whole tree (the store's own plugins' tests included).
if (journeys.length === 0) {
  console.error(`[real-store] no journey file name contains ${only.map((o) => `'${o}'`).join(' or ')} (journeys/*.test.ts)`);
  process.exit(1);
}

/** Runs the journey files with Node's test runner (TAP out), and returns its pass and fail counts. */
function runJourneys(store: RunningStore): Promise<{ passed: number; failed: number }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', '--test-reporter=tap', ...journeys], {
      env: { ...process.env, ...storeEnv(store) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      out += chunk.toString();
    });
    child.on('close', (code) => {
      const count = (name: string): number | null => {
        const all = [...out.matchAll(new RegExp(`^# ${name} (\\d+)$`, 'gm'))];
        const last = all[all.length - 1];
        return last ? Number(last[1]) : null;
      };
      const passed = count('pass');
      const failed = count('fail');
      resolve(passed === null || failed === null ? { passed: passed ?? 0, failed: (failed ?? 0) + 1 } : { passed, failed: failed + (code !== 0 && failed === 0 ? 1 : 0) });
    });
  });
}

/**
 * The real-store bench's quick run (figures printed, nothing asserted) on this run's store: no second install,
 * and the script bytes the script-bytes journey measured in this run are printed rather than measured again.
 */
async function runBench(running: RunningStore): Promise<boolean> {
  const started = Date.now();
  try {
    const { default: bench } = await import('../bench/real-store.bench.ts');
    // harness/figures.ts's SCRIPT_BYTES_FILE (figures.ts itself needs the store's environment to load).
    const bytes = join(WORK, 'script-bytes.json');
    const measuredBytes = existsSync(bytes) && statSync(bytes).mtimeMs >= runStarted ? bytes : undefined;
    await bench({ quick: true, store: running, measuredBytes });
    console.log(`[real-store] bench (quick) done in ${Math.round((Date.now() - started) / 1000)} s`);
    return true;
  } catch (error) {
    console.error(`[real-store] bench (quick) failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return false;
  }
}

let store: RunningStore | undefined;
let result = { passed: 0, failed: 1 };
const runStarted = Date.now();
try {
  store = await startStore();
  result = await runJourneys(store);
  if (process.argv.includes('--bench') && !(await runBench(store))) result.failed += 1;
} catch (error) {
  console.error(`[real-store] setup failed: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await store?.stop();
}
console.log(`[real-store] ${result.passed} passed, ${result.failed} failed in ${elapsed()}`);
process.exit(result.failed > 0 ? 1 : 0);
