/**
 * Writes a small dist/ with the build's manifest shape and every widget the plugin knows, built or not:
 * each an ES module importing a shared chunk (plus a vendor chunk and a stylesheet for storefront). The
 * plugin's rules and printed settings for widgets not built yet (checkout, payments, express checkout,
 * tracking) are checked on the real store with it.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const ALL_WIDGETS: readonly string[] = ['storefront', 'live-search', 'buy-now', 'checkout', 'payments', 'express-checkout', 'tracking'];

function hash(content: string): string {
  return createHash('sha256').update(content).digest('hex').slice(0, 10);
}

export function writeFixtureDist(out: string): void {
  mkdirSync(out, { recursive: true });
  const files: Record<string, { bytes: number; gzip: number; brotli: number; hash: string }> = {};
  const write = (name: string, content: string): string => {
    writeFileSync(join(out, name), content);
    files[name] = { bytes: content.length, gzip: content.length, brotli: content.length, hash: hash(content) };
    return hash(content);
  };
  write('chunk-SHARED1.js', 'export const mount = (name) => document.documentElement.dataset[name] = "1";\n');
  write('vendor-PREACT1.js', 'export const h = () => null;\n');
  const widgets: Record<string, { js: string; css: string | null; imports: string[]; hash: string }> = {};
  for (const widget of ALL_WIDGETS) {
    const css: string | null = widget === 'storefront' ? `${widget}.css` : null;
    if (css) write(css, '.site-header{display:block}\n');
    const js: string = `${widget}.js`;
    const imports: string[] = widget === 'storefront' ? ['chunk-SHARED1.js', 'vendor-PREACT1.js'] : ['chunk-SHARED1.js'];
    const h: string = write(js, `import { mount } from './chunk-SHARED1.js';\nmount(${JSON.stringify(widget.replace(/-/g, ''))});\n`);
    widgets[widget] = { js, css, imports, hash: h };
  }
  writeFileSync(join(out, 'manifest.json'), JSON.stringify({ files, widgets }, null, 2));
  writeFileSync(join(out, 'storefront.js.map'), '{}');
}
