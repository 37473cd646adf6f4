/**
 * What the built bundles (dist/, as shipped to a real store) do that a Content-Security-Policy without
 * 'unsafe-eval' or inline script would refuse: nothing. No eval, no Function constructor, no document.write;
 * the one script element any bundle creates is Stripe.js's loader's (@stripe/stripe-js), given a src, never
 * text. (The demo's e2e journeys run every widget under such a policy; this holds the shipped files to it.)
 * Run after the build: npm run build && node --import tsx --test tests/e2e/bundles-csp.test.ts
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));

/** Every JavaScript file of the build, with its text. */
function builtScripts(): { file: string; code: string }[] {
  const walk = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : e.name.endsWith('.js') ? [join(dir, e.name)] : []));
  return walk(DIST).map((file) => ({ file: file.slice(DIST.length), code: readFileSync(file, 'utf8') }));
}

describe('the built bundles under a strict Content-Security-Policy', () => {
  it('evaluate no strings as code and write no inline script', () => {
    assert.ok(existsSync(join(DIST, 'manifest.json')), 'dist/ is built (npm run build)');
    const scripts = builtScripts();
    assert.ok(scripts.length > 10);
    const found: string[] = [];
    for (const { file, code } of scripts) {
      for (const [what, pattern] of [
        ['eval', /(?<![\w$.])eval\s*\(/],
        ['the Function constructor', /new\s+Function\s*\(|(?<![\w$.])Function\s*\(\s*["'`]/],
        ['document.write', /document\.write(ln)?\s*\(/],
        ['an inline script (text or markup given to a script element)', /<script\b[^"'`]*>[^<]|\.text\s*=\s*[^=][^;]{0,40}script/i],
        ['an event handler written as an attribute', /setAttribute\(\s*["']on[a-z]+["']/],
      ] as const) {
        if (pattern.test(code)) found.push(`${file}: ${what}`);
      }
      // A script element is created only to be given a src (Stripe.js's loader).
      for (const match of code.matchAll(/(\w+)=document\.createElement\("script"\)/g)) {
        const after = code.slice(match.index, match.index + 200);
        if (!new RegExp(`${match[1]}\\.src=`).test(after)) found.push(`${file}: a script element without a src`);
      }
    }
    assert.deepEqual(found, []);
  });
});
