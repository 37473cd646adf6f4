import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { gradientPng } from './pages/png.ts';

const HERE = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

export type HostScript = 'jquery' | 'slick' | 'wp-i18n' | 'stripe';

export interface WidgetAsset {
  js: string; css: string | null; hash: string; imports: string[];
  /** A widget built page by page (checkout): each page's files, its part and that part's chunks (esbuild.config.ts PAGE_BUILDS). */
  pages: Record<string, string[]>;
  /** Its stylesheet on the pages that have one (checkout: the pickers' styles where pickers render), by the same page names. */
  pageStyles: Record<string, string>;
}

/** A widget's block-checkout build (dist/<widget>-blocks.js) and the script handles it needs first. */
export interface BlocksAsset { js: string; hash: string; dependencies: string[] }

export interface AssetService {
  /** The widget's files from dist/manifest.json, or undefined (warned once) when missing. */
  widget(name: string): WidgetAsset | undefined;
  /** The widget's blocks entry from dist/manifest.json, or undefined when it has none. */
  blocks(name: string): BlocksAsset | undefined;
  mount(app: FastifyInstance): Promise<void>;
}

interface Manifest {
  widgets?: Record<string, { js: string; css: string | null; hash: string; imports?: string[]; pages?: Record<string, string[]>; pageStyles?: Record<string, string> }>;
  blocks?: Record<string, BlocksAsset>;
}

const HOST_FILES: Record<string, { file: string; type: string }> = {
  '/shop/wp-includes/js/jquery/jquery.min.js': { file: require.resolve('jquery/dist/jquery.min.js'), type: 'text/javascript' },
  '/shop/wp-content/themes/demo/assets/slick/slick.min.js': { file: require.resolve('slick-carousel/slick/slick.min.js'), type: 'text/javascript' },
  '/shop/wp-content/themes/demo/assets/slick/slick.css': { file: require.resolve('slick-carousel/slick/slick.css'), type: 'text/css' },
  '/shop/wp-content/themes/demo/style.css': { file: join(HERE, 'public', 'theme.css'), type: 'text/css' },
};

/** Builds `window.wp.i18n` from @wordpress/i18n as an IIFE, like WordPress's wp-includes/js/dist/i18n.min.js. */
async function buildI18n(): Promise<string> {
  // Loaded on first use: only a page that asks for this script needs the bundler.
  const { build } = await import('esbuild');
  const out = await build({
    stdin: { contents: "import * as i18n from '@wordpress/i18n'; window.wp = window.wp || {}; window.wp.i18n = i18n;", resolveDir: HERE, loader: 'js' },
    bundle: true, minify: true, format: 'iife', write: false, platform: 'browser', target: 'es2019', logLevel: 'silent',
  });
  return out.outputFiles[0]!.text;
}

export function createAssetService(distDir: string, log: (msg: string) => void): AssetService {
  const warned = new Set<string>();
  const warnOnce = (key: string, msg: string): void => {
    if (warned.has(key)) return;
    warned.add(key);
    log(msg);
  };
  const readManifest = (): Manifest | undefined => {
    const file = join(distDir, 'manifest.json');
    if (!existsSync(file)) return undefined;
    try {
      return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
    } catch {
      warnOnce('manifest-parse', `[demo-shop] ${file} is not valid JSON; widgets skipped`);
      return undefined;
    }
  };
  const images = new Map<string, Buffer>();
  return {
    widget(name) {
      const manifest = readManifest();
      if (!manifest) { warnOnce('manifest', `[demo-shop] no ${join(distDir, 'manifest.json')}: run \`npm run build\`; widget scripts are skipped`); return undefined; }
      const w = manifest.widgets?.[name];
      if (!w) { warnOnce(`widget:${name}`, `[demo-shop] widget "${name}" is not in dist/manifest.json; skipped`); return undefined; }
      return { js: w.js, css: w.css, hash: w.hash, imports: w.imports ?? [], pages: w.pages ?? {}, pageStyles: w.pageStyles ?? {} };
    },
    blocks(name) {
      const entry = readManifest()?.blocks?.[name];
      return entry ? { js: entry.js, hash: entry.hash, dependencies: [...entry.dependencies] } : undefined;
    },
    async mount(app) {
      for (const [url, { file, type }] of Object.entries(HOST_FILES)) {
        app.get(url, async (_req, reply) => reply.type(type).header('Cache-Control', 'public, max-age=3600').send(readFileSync(file)));
      }
      // Built on the first request for it, then kept (a failed build is retried).
      let i18n: Promise<string> | null = null;
      app.get('/shop/wp-includes/js/dist/i18n.min.js', async (_req, reply) => {
        i18n ??= buildI18n().catch((error: unknown) => {
          i18n = null;
          throw error;
        });
        return reply.type('text/javascript').send(await i18n);
      });
      const favicon = gradientPng('favicon', 32);
      app.get('/favicon.ico', async (_req, reply) => reply.type('image/png').header('Cache-Control', 'public, max-age=86400').send(favicon));
      app.get('/shop/wp-content/uploads/:file', async (req, reply) => {
        const file = (req.params as { file: string }).file;
        if (!/^[\w.-]+\.png$/.test(file)) return reply.code(404).send('Not found');
        const cached = images.get(file) ?? gradientPng(file.replace(/\.png$/, ''));
        images.set(file, cached);
        return reply.type('image/png').header('Cache-Control', 'public, max-age=86400').send(cached);
      });
      app.get('/shop/wp-content/plugins/shop-islands/dist/*', async (req, reply) => {
        const rel = (req.params as { '*': string })['*'];
        const root = resolve(distDir);
        const path = normalize(join(root, rel));
        if (!path.startsWith(root + sep) || !existsSync(path)) return reply.code(404).type('text/plain').send('Not found');
        const type = path.endsWith('.js') ? 'text/javascript' : path.endsWith('.css') ? 'text/css' : path.endsWith('.json') ? 'application/json' : 'application/octet-stream';
        return reply.type(type).send(readFileSync(path));
      });
    },
  };
}
