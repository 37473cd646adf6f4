// @vitest-environment node
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const HERE = dirname(fileURLToPath(import.meta.url));
const TSX = join(HERE, '../../node_modules/.bin/tsx');

function run(args: string[], onLine?: (line: string, kill: () => void) => void): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve) => {
    const child = spawn(TSX, [join(HERE, 'server.ts'), '--', ...args], { env: { ...process.env, PORT: '' } });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => { out += d.toString(); onLine?.(out, () => child.kill('SIGINT')); });
    child.stderr.on('data', (d: Buffer) => { err += d.toString(); });
    child.on('exit', (code) => resolve({ code, out, err }));
  });
}

describe('server CLI', () => {
  it('prints its URL and currency, serves the shop in that currency and exits 0 on SIGINT', async () => {
    let fetched = 0;
    let shopPage = '';
    const result = await run(['--port', '0', '--products', '5', '--currency', 'JPY'], (out, kill) => {
      const url = /Shop Islands demo shop: (http:\/\/localhost:\d+\/) \(prices in JPY\)/.exec(out)?.[1];
      if (!url || fetched) return;
      fetched = 1;
      void fetch(`${url}shop/product/beanie/`).then(async (r) => { fetched = r.status; shopPage = await r.text(); kill(); });
    });
    expect(fetched).toBe(200);
    expect(shopPage).toContain('Current price is: ¥18.');
    expect(result.code).toBe(0);
  }, 30000);

  it('fails with a one-line message and exit 1 on a broken CSV', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'csv-'));
    const file = join(dir, 'bad.csv');
    writeFileSync(file, 'ID,Type,Name\n1,spaceship,"Rocket"\n');
    const result = await run(['--port', '0', '--import', file]);
    expect(result.code).toBe(1);
    expect(result.err.trim()).toBe('demo-shop: Row 2: unknown product type "spaceship"');
  }, 30000);
});
