/**
 * The second build of a widget's sources, for WooCommerce's block checkout: modules the page already has are
 * taken from its globals instead of being bundled, as `@wordpress/dependency-extraction-webpack-plugin` does
 * for every block plugin. React comes from the page's `window.wp.element` (and the JSX runtime from
 * `window.ReactJSXRuntime`, WordPress 6.6+), so a payment method renders inside WooCommerce's React tree with
 * WooCommerce's React; no React and no preact copy ends up in such a bundle.
 *
 * `blocksBuildOptions()` is what `esbuild.config.ts` builds `packages/<widget>/src/blocks.ts` with, and what
 * the tests build their block fixtures with; `BLOCKS_BASE_DEPENDENCIES` plus the handles of the globals an
 * entry imports are the script dependencies the plugin declares for it.
 */
import type { BuildOptions, Plugin } from 'esbuild';

/** A module the page provides: the expression that reads it, and the WordPress script handle that prints it. */
export interface PageGlobal {
  readonly global: string;
  readonly handle: string;
}

/** What a blocks entry may import from the page (every other import is bundled, or refused below). */
export const WORDPRESS_GLOBALS: Readonly<Record<string, PageGlobal>> = {
  react: { global: 'window.wp.element', handle: 'wp-element' },
  'react-dom': { global: 'window.wp.element', handle: 'wp-element' },
  'react-dom/client': { global: 'window.wp.element', handle: 'wp-element' },
  'react/jsx-runtime': { global: 'window.ReactJSXRuntime', handle: 'react-jsx-runtime' },
};

/** Every blocks entry registers with `wc.wcBlocksRegistry` and reads its settings with `wc.wcSettings`. */
export const BLOCKS_BASE_DEPENDENCIES: readonly string[] = ['wc-blocks-registry', 'wc-settings'];

/** Renderers that must never be bundled into code that runs inside the page's React tree. */
const FORBIDDEN = /^(preact|preact\/.*|react-dom\/server.*|react\/jsx-dev-runtime)$/;

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * Resolves the page's modules (`globals`, WORDPRESS_GLOBALS unless given) to its globals (CommonJS, so default
 * and named imports both read the live object) and records the handles used in `used`. A missing global fails loudly at start-up, naming the
 * script the page lacks, rather than as an undefined hook later.
 */
export function wordpressGlobalsPlugin(used: Set<string> = new Set(), globals: Readonly<Record<string, PageGlobal>> = WORDPRESS_GLOBALS): Plugin {
  const names = Object.keys(globals);
  const filter = new RegExp(`^(${names.map(escapeRegExp).join('|')})$`);
  return {
    name: 'wordpress-globals',
    setup(b) {
      b.onResolve({ filter: FORBIDDEN }, (args) => ({
        errors: [{ text: `${args.path} cannot be bundled into a blocks entry: it renders with the page's React (window.wp.element)` }],
      }));
      if (names.length > 0) b.onResolve({ filter }, (args) => ({ path: args.path, namespace: 'wordpress-global' }));
      b.onLoad({ filter: /.*/, namespace: 'wordpress-global' }, (args) => {
        const page = globals[args.path]!;
        used.add(page.handle);
        return {
          loader: 'js',
          contents: [
            `var m = ${page.global};`,
            `if (!m) throw new Error(${JSON.stringify(`Shop Islands: this script needs ${page.global} (script handle '${page.handle}') on the page.`)});`,
            'module.exports = m;',
          ].join('\n'),
        };
      });
    },
  };
}

/**
 * esbuild options for one blocks entry: a classic script (an IIFE, so that WordPress can print it as a
 * dependency before WooCommerce's checkout block), minified, production React semantics, the page's React.
 * `used` collects the handles of the page globals the entry imports.
 */
export function blocksBuildOptions(used: Set<string>, plugins: readonly Plugin[] = []): BuildOptions {
  return {
    bundle: true,
    minify: true,
    format: 'iife',
    // Browsers from 2022 on, as the widgets' build.
    target: ['es2022', 'chrome100', 'firefox100', 'safari15.4'],
    legalComments: 'none',
    logLevel: 'warning',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [wordpressGlobalsPlugin(used), ...plugins],
  };
}

/** The script dependencies of a blocks entry that imported the globals in `used`, sorted. */
export function blocksDependencies(used: Iterable<string>): string[] {
  return [...new Set([...BLOCKS_BASE_DEPENDENCIES, ...used])].sort();
}

/**
 * A blocks entry is a classic script (no static imports), yet what it needs only later (the submit, the flows,
 * the intents client) should not load with it. Its dynamic imports are therefore left as `import()` of files
 * built apart, as ES modules with code splitting (`import()` in a classic script resolves against the script's
 * own address): `found` collects each imported source's absolute path; `files` maps it to the built file's name
 * (until known, a placeholder is written).
 */
export function lazyImportsPlugin(found: Set<string>, files: ReadonlyMap<string, string> = new Map()): Plugin {
  return {
    name: 'blocks-lazy-imports',
    setup(b) {
      b.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind !== 'dynamic-import' || args.pluginData === 'lazy-imports') return undefined;
        const resolved = await b.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: 'lazy-imports' });
        if (resolved.errors.length > 0 || resolved.external) return resolved;
        found.add(resolved.path);
        return { path: `./${files.get(resolved.path) ?? 'lazy.js'}`, external: true };
      });
    },
  };
}
