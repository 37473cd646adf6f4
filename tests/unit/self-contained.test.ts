// @vitest-environment node
/**
 * The repository stands on its own: a clone with nothing beside it runs the tests and the demo.
 * Only the real-store suite may reach outside for the released plugins (and Markdown may mention it).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SAMPLE_CSV } from '../../examples/demo-shop/app.ts';

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

  it('ships the sample catalogue the demo imports by default', () => {
    expect(relative(ROOT, SAMPLE_CSV).split(sep).join('/')).toBe('examples/demo-shop/data/woocommerce-sample-products.csv');
    expect(readFileSync(SAMPLE_CSV, 'utf8').split('\n')[0]).toMatch(/^ID,Type,SKU,Name,Published,/);
  });
});
