// @vitest-environment node
/**
 * The repository stands on its own: a clone with nothing beside it runs the tests and the demo.
 * Only the real-store suite may reach outside for the released plugins (and Markdown may mention it).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SAMPLE_CSV } from '../../examples/demo-shop/app.ts';
import { ARCHIVE_FILES } from '../real-store/harness/setup.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.git', '.work', 'tmp', 'test-results']);
// Spelled in pieces so that this file does not mention what it looks for.
const OUTSIDE = new RegExp(['\\.\\./' + 'shared', 'shared/' + 'data/', '/work/' + 'shared'].join('|'));

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (!SKIPPED_DIRS.has(name)) yield* files(path);
    } else {
      yield relative(ROOT, path).split(sep).join('/');
    }
  }
}

describe('the repository stands on its own', () => {
  it('reads nothing beside the clone outside tests/real-store/', () => {
    const offenders = [...files(ROOT)]
      .filter((file) => !file.startsWith('tests/real-store/') && !file.endsWith('.md') && !/\.(png|db|zip|gz|xz)$/.test(file))
      .filter((file) => OUTSIDE.test(readFileSync(join(ROOT, file), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('runs the real-store suite as one skip line, and succeeds, without the WordPress archives', () => {
    const empty = mkdtempSync(join(tmpdir(), 'no-archives-'));
    try {
      const run = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'tests', 'real-store', 'run.ts')], {
        cwd: ROOT, encoding: 'utf8', timeout: 120_000, env: { ...process.env, SHOP_ISLANDS_WP_ARCHIVES: empty },
      });
      expect({ status: run.status, stdout: run.stdout, stderr: run.stderr }).toEqual({
        status: 0,
        stdout: `[real-store] skipped: no WordPress archives in ${empty} (set SHOP_ISLANDS_WP_ARCHIVES to their folder)\n`,
        stderr: '',
      });
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it('says so, and fails before installing a store, when no journey matches the filter', () => {
    // The archives' names are all the suite checks before choosing the journeys: empty stand-ins do.
    const archives = mkdtempSync(join(tmpdir(), 'archives-'));
    try {
      for (const file of Object.values(ARCHIVE_FILES)) writeFileSync(join(archives, file), '');
      const run = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'tests', 'real-store', 'run.ts'), 'no-such-journey'], {
        cwd: ROOT, encoding: 'utf8', timeout: 120_000, env: { ...process.env, SHOP_ISLANDS_WP_ARCHIVES: archives },
      });
      expect({ status: run.status, stdout: run.stdout, stderr: run.stderr }).toEqual({
        status: 1,
        stdout: '',
        stderr: "[real-store] no journey file name contains 'no-such-journey' (journeys/*.test.ts)\n",
      });
    } finally {
      rmSync(archives, { recursive: true, force: true });
    }
  });

  it('ships the sample catalogue the demo imports by default', () => {
    expect(relative(ROOT, SAMPLE_CSV).split(sep).join('/')).toBe('examples/demo-shop/data/woocommerce-sample-products.csv');
    expect(readFileSync(SAMPLE_CSV, 'utf8').split('\n')[0]).toMatch(/^ID,Type,SKU,Name,Published,/);
  });
});
