// @vitest-environment node
/**
 * Makes the demo shop's class of XSS bugs impossible to reintroduce unnoticed: one escaper (the
 * `html` tag of pages/html.ts), markup written only by page code, the domain returning data, and
 * every `raw()` justified where it is called.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const HERE = dirname(fileURLToPath(import.meta.url));

function sources(dir = HERE): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' || name === 'data' ? [] : sources(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [relative(HERE, path).split(sep).join('/')] : [];
  });
}
const read = (file: string): string => readFileSync(join(HERE, file), 'utf8');
const FILES = sources();

/** Server code that writes documents: the shop's pages, the block pages, and the provider's and payment box's own pages. */
const PAGE_CODE = [/^pages\//, /^blocks\/page\.ts$/, /^payment-box\/page\.ts$/, /^provider\/server\/(hosted-pages|playground)\.ts$/];

/** String and template literals of a source file (comments removed first). */
function literals(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  return [...code.matchAll(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g)].map((m) => m[0]);
}

describe('HTML discipline in the demo shop', () => {
  it('has one escaper: entities are written only by pages/html.ts', () => {
    const escapers = FILES.filter((file) => file !== 'pages/html.ts' && /&(lt|gt|quot|#0*39|#\$\{);|charCodeAt\(0\)\};/.test(read(file)));
    expect(escapers).toEqual([]);
  });

  it('writes markup with the html tag only in page code', () => {
    const users = FILES.filter((file) => /from '(\.\.?\/)+(pages\/)?html\.ts'/.test(read(file)) && !PAGE_CODE.some((re) => re.test(file)));
    expect(users).toEqual([]);
  });

  it('keeps domain/ free of markup: it returns data and text', () => {
    const markup = FILES.filter((file) => file.startsWith('domain/')).flatMap((file) =>
      literals(read(file))
        .filter((text) => /<\/?[a-z][a-z0-9]*[\s>/]|&[a-z]+;/i.test(text))
        .map((text) => `${file}: ${text.slice(0, 60)}`),
    );
    expect(markup).toEqual([]);
  });

  it('gives every raw() call a reason on the line before it', () => {
    const unexplained = FILES.flatMap((file) => {
      const lines = read(file).split('\n');
      return lines.flatMap((line, i) =>
        /\braw\(/.test(line) && !/function raw\(|^\s*(\*|\/\/|\/\*)/.test(line) && !/^\s*\/\/ raw: \S/.test(lines[i - 1] ?? '') ? [`${file}:${i + 1}`] : [],
      );
    });
    expect(unexplained).toEqual([]);
  });
});
