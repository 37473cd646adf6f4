/**
 * The block checkout model's scripts, one per WordPress / WooCommerce script handle, at the paths WordPress 7.1
 * and WooCommerce 10.9.1 serve them from, each with the handles it needs first. Each is bundled on its first
 * request (esbuild, like every demo browser script). React is bundled once, in `react` and `react-dom`; every
 * other script takes it from the page as a plugin's would: WordPress's element.js from window.React and
 * window.ReactDOM, WooCommerce's scripts and the payment methods from window.wp.element and
 * window.ReactJSXRuntime (build/wordpress-globals.ts, the mechanism the widgets' blocks entries are built with).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { wordpressGlobalsPlugin, WORDPRESS_GLOBALS, type PageGlobal } from '../../../build/wordpress-globals.ts';
import { createBundleCache } from '../browser-bundles.ts';

const HERE = dirname(fileURLToPath(import.meta.url));
const WP_DIST = '/shop/wp-includes/js/dist';
const WC_BLOCKS = '/shop/wp-content/plugins/woocommerce/assets/client/blocks';

interface ModelScript {
  readonly src: string;
  readonly entry: string;
  readonly deps: readonly string[];
  /** What it takes from the page instead of bundling. */
  readonly globals: Readonly<Record<string, PageGlobal>>;
}

const FROM_WINDOW_REACT: Readonly<Record<string, PageGlobal>> = {
  react: { global: 'window.React', handle: 'react' },
  'react-dom': { global: 'window.ReactDOM', handle: 'react-dom' },
  'react-dom/client': { global: 'window.ReactDOM', handle: 'react-dom' },
};
const OFFLINE_DEPS = ['react-jsx-runtime', 'wc-blocks-registry', 'wc-settings', 'wp-element'];

export const MODEL_SCRIPTS = {
  react: { src: `${WP_DIST}/vendor/react.min.js`, entry: 'vendor/react.ts', deps: [], globals: {} },
  'react-dom': { src: `${WP_DIST}/vendor/react-dom.min.js`, entry: 'vendor/react-dom.ts', deps: ['react'], globals: { react: FROM_WINDOW_REACT.react! } },
  'react-jsx-runtime': { src: `${WP_DIST}/vendor/react-jsx-runtime.min.js`, entry: 'vendor/react-jsx-runtime.ts', deps: ['react'], globals: { react: FROM_WINDOW_REACT.react! } },
  'wp-element': { src: `${WP_DIST}/element.min.js`, entry: 'element.ts', deps: ['react', 'react-dom'], globals: FROM_WINDOW_REACT },
  'wp-data': { src: `${WP_DIST}/data.min.js`, entry: 'data/wp-data.ts', deps: ['react-jsx-runtime', 'wp-element'], globals: WORDPRESS_GLOBALS },
  'wc-settings': { src: `${WC_BLOCKS}/wc-settings.js`, entry: 'settings/entry.ts', deps: [], globals: {} },
  'wc-blocks-registry': { src: `${WC_BLOCKS}/wc-blocks-registry.js`, entry: 'registry/entry.ts', deps: ['react-jsx-runtime', 'wc-settings', 'wp-data', 'wp-element'], globals: WORDPRESS_GLOBALS },
  'wc-blocks-data-store': { src: `${WC_BLOCKS}/wc-blocks-data.js`, entry: 'data/blocks-data.ts', deps: ['wc-settings', 'wp-data'], globals: {} },
  'wc-blocks-checkout-events': { src: `${WC_BLOCKS}/blocks-checkout-events.js`, entry: 'events/entry.ts', deps: [], globals: {} },
  'wc-payment-method-bacs': { src: `${WC_BLOCKS}/wc-payment-method-bacs.js`, entry: 'payment-methods/bacs.ts', deps: OFFLINE_DEPS, globals: WORDPRESS_GLOBALS },
  'wc-payment-method-cheque': { src: `${WC_BLOCKS}/wc-payment-method-cheque.js`, entry: 'payment-methods/cheque.ts', deps: OFFLINE_DEPS, globals: WORDPRESS_GLOBALS },
  'wc-payment-method-cod': { src: `${WC_BLOCKS}/wc-payment-method-cod.js`, entry: 'payment-methods/cod.ts', deps: OFFLINE_DEPS, globals: WORDPRESS_GLOBALS },
  'wc-checkout-block-frontend': {
    src: `${WC_BLOCKS}/checkout-frontend.js`,
    entry: 'checkout/frontend.tsx',
    deps: ['react-jsx-runtime', 'wc-blocks-checkout-events', 'wc-blocks-data-store', 'wc-blocks-registry', 'wc-settings', 'wp-data', 'wp-element'],
    globals: WORDPRESS_GLOBALS,
  },
  'wc-cart-block-frontend': {
    src: `${WC_BLOCKS}/cart-frontend.js`,
    entry: 'cart/frontend.tsx',
    deps: ['react-jsx-runtime', 'wc-blocks-checkout-events', 'wc-blocks-data-store', 'wc-blocks-registry', 'wc-settings', 'wp-data', 'wp-element'],
    globals: WORDPRESS_GLOBALS,
  },
} as const satisfies Record<string, ModelScript>;

export type ModelHandle = keyof typeof MODEL_SCRIPTS;

/** The block checkout's stylesheet (WooCommerce's checkout block styles, the model's own). */
export const MODEL_STYLE = `${WC_BLOCKS}/checkout.css`;

/** A script the page prints that is not the model's (a payment plugin's, a widget's blocks entry), with its dependencies. */
export interface ExtraScript {
  readonly handle: string;
  readonly src: string;
  readonly deps: readonly string[];
}

/**
 * WordPress's print order: every handle after the handles it depends on, each once. `handles` are the ones the
 * page enqueues (with their dependencies pulled in); `extra` are other plugins' scripts.
 */
export function orderedScripts(handles: readonly string[], extra: readonly ExtraScript[] = []): { handle: string; src: string }[] {
  const known = new Map<string, { src: string; deps: readonly string[] }>([
    ...Object.entries(MODEL_SCRIPTS).map(([handle, script]) => [handle, { src: script.src, deps: script.deps }] as const),
    ...extra.map((script) => [script.handle, { src: script.src, deps: script.deps }] as const),
  ]);
  const done = new Set<string>();
  const out: { handle: string; src: string }[] = [];
  const visit = (handle: string, path: readonly string[]): void => {
    if (done.has(handle)) return;
    if (path.includes(handle)) throw new Error(`Script dependency cycle: ${[...path, handle].join(' → ')}`);
    const script = known.get(handle);
    if (!script) throw new Error(`Unknown script handle ${handle}`);
    for (const dep of script.deps) visit(dep, [...path, handle]);
    done.add(handle);
    out.push({ handle, src: script.src });
  };
  for (const handle of handles) visit(handle, []);
  return out;
}

/** Serves every model script at its WordPress path (built on first request) and the stylesheet. */
export function mountModelScripts(app: FastifyInstance): void {
  const entries = Object.fromEntries(Object.entries(MODEL_SCRIPTS).map(([handle, script]) => [handle, join(HERE, script.entry)])) as Record<ModelHandle, string>;
  const options = Object.fromEntries(
    Object.entries(MODEL_SCRIPTS).map(([handle, script]) => [
      handle,
      { jsx: 'automatic' as const, target: 'es2022', define: { 'process.env.NODE_ENV': '"production"' }, plugins: [wordpressGlobalsPlugin(new Set(), script.globals)] },
    ]),
  ) as Record<ModelHandle, object>;
  const bundles = createBundleCache(entries, options);
  for (const [handle, script] of Object.entries(MODEL_SCRIPTS) as [ModelHandle, ModelScript][]) {
    app.get(script.src, async (_req, reply) => reply.type('text/javascript').header('Cache-Control', 'no-cache').send(await bundles(handle)));
  }
  app.get(MODEL_STYLE, async (_req, reply) => reply.type('text/css').header('Cache-Control', 'no-cache').send(readFileSync(join(HERE, 'checkout.css'))));
}
