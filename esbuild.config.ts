/**
 * Builds one ES-module bundle per widget (packages/<widget>/src/index.ts → dist/<widget>.js).
 *
 * - React APIs are aliased to preact/compat.
 * - Code shared by two or more widgets is split into `dist/chunk-*.js`, so it ships once. SELF_CONTAINED widgets are
 *   built on their own: their on-demand code is one chunk with the core parts it uses, not ten shared slivers.
 *   PAGE_BUILDS widgets (checkout) go further: their entry alone, and each page's part a build of its own.
 * - The host page's copies are used for jQuery and `wp.i18n` (WordPress prints them); they are never bundled.
 * - DOMPurify is built once as `dist/vendor-dompurify-<hash>.js` and imported by the widgets that render server HTML.
 * - Every file another file imports by name has a content hash in its name (chunks, DOMPurify, a page's part), so a
 *   browser that cached an older plugin's files (hosts serve .js for months) can never mix them with an update's:
 *   only the entries the plugin enqueues keep a plain name, versioned there by `?ver=<hash>`.
 * - `dist/manifest.json` lists every file with raw, gzip and brotli bytes and a content hash
 *   (the WordPress plugin uses the hash as the script version).
 * - A widget's blocks entry (packages/<widget>/src/blocks.ts → dist/<widget>-blocks.js) is built a second time
 *   from the same sources for WooCommerce's block checkout: a classic script with React taken from the page's
 *   `window.wp.element` (build/wordpress-globals.ts); the manifest lists its script dependencies under `blocks`.
 *
 * Usage: `tsx esbuild.config.ts [--analyze]` (--analyze lists the sources inside each output file)
 */
import { build, type Metafile, type Plugin } from 'esbuild';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { minify as terserMinify } from 'terser';
import { blocksBuildOptions, blocksDependencies, lazyImportsPlugin } from './build/wordpress-globals.ts';

const root = dirname(fileURLToPath(import.meta.url));
const outdir = join(root, 'dist');

export interface FileStats {
  bytes: number;
  gzip: number;
  brotli: number;
  hash: string;
  /** Share of the minified bytes that come from third-party packages (preact, DOMPurify), 0 to 1. */
  thirdParty: number;
  /** The source files with code in it (repository paths), e.g. 'packages/core/src/session.ts'. */
  sources: string[];
  /** The files it imports statically (loaded with it) and with `import()` (on demand), dist-relative. */
  imports?: { static: string[]; dynamic: string[] };
}

export interface WidgetEntry {
  js: string;
  css: string | null;
  /** Files the entry imports statically (shared chunks, vendor files), loaded with it. */
  imports: string[];
  /** Files loaded later, on demand (`import()`), and not already in `imports`. */
  lazy: string[];
  hash: string;
  /**
   * PAGE_BUILDS widgets: each page's files (its part, then the chunks it imports statically), by PageBuild `page`,
   * which the plugin and the demo preload on that page only, so the entry's `import()` finds them already fetched.
   */
  pages?: Record<string, string[]>;
  /**
   * PAGE_BUILDS widgets: the stylesheet of each page whose part imports CSS (checkout: the pickers' styles, on the
   * pages that render pickers), by PageBuild `page`; the plugin and the demo link it on that page only.
   */
  pageStyles?: Record<string, string>;
  /**
   * Other builds of the widget's entry, for a set-up the plugin picks, using the same chunks (buy-now: 'same-origin',
   * BUY_NOW_SAME_ORIGIN, for a payment box on the page's own origin).
   */
  variants?: Record<string, string>;
}

/** A widget's block-checkout build: one classic script and the WordPress script handles it needs first. */
export interface BlocksEntry {
  js: string;
  /** Script handles the plugin declares for it (wp-element, wc-blocks-registry, wc-settings, …). */
  dependencies: string[];
  hash: string;
  /** What it imports on demand (ES modules beside it, and the chunks they share), dist-relative. */
  lazy?: string[];
}

export interface Manifest {
  files: Record<string, FileStats>;
  widgets: Record<string, WidgetEntry>;
  /** Widgets with a blocks entry, by widget name. */
  blocks?: Record<string, BlocksEntry>;
}

/** Every folder under packages/ with a src/index.ts is a widget, except the shared core. */
export function widgetNames(): string[] {
  const dir = join(root, 'packages');
  return readdirSync(dir)
    .filter((name) => name !== 'core' && existsSync(join(dir, name, 'src', 'index.ts')))
    .sort();
}

/** The widgets with a block-checkout entry (packages/<widget>/src/blocks.ts or .tsx), and its source. */
export function blocksEntries(): { name: string; source: string }[] {
  return widgetNames().flatMap((name) =>
    ['blocks.ts', 'blocks.tsx']
      .filter((file) => existsSync(join(root, 'packages', name, 'src', file)))
      .slice(0, 1)
      .map((file) => ({ name, source: `packages/${name}/src/${file}` })),
  );
}

/** Modules the host page provides as globals. */
const hostGlobals: Record<string, string> = {
  jquery: 'export default window.jQuery;',
  // The page's wp.i18n when it has one (the plugin declares wp-i18n only when the site's language has
  // translations, so English pages do not load it): without it the texts are the bundles' own English.
  '@wordpress/i18n': [
    'const i = (window.wp || {}).i18n ||',
    "  { __: (t) => t, _x: (t) => t, _n: (one, many, n) => (n === 1 ? one : many), sprintf: (f, ...a) => { let k = 0; return f.replace(/%(?:(\\d)\\$)?[sd]/g, (m, p) => String(a[p ? p - 1 : k++])); } };",
    'export const { __, _x, _n, sprintf } = i;',
  ].join('\n'),
};

const hostGlobalsPlugin: Plugin = {
  name: 'host-globals',
  setup(b) {
    const filter = new RegExp(`^(${Object.keys(hostGlobals).map((k) => k.replace(/[/]/g, '\\/')).join('|')})$`);
    b.onResolve({ filter }, (args) => ({ path: args.path, namespace: 'host-global' }));
    b.onLoad({ filter: /.*/, namespace: 'host-global' }, (args) => ({ contents: hostGlobals[args.path], loader: 'js' }));
  },
};

/**
 * Buy-now calls `__` alone: its build gets that one function of the page's wp.i18n, looked up when called, instead of
 * the four-function shim above (~0.1 KB gzip of its ~2.6 KB; the other widgets keep the shared one).
 */
const buyNowI18nPlugin: Plugin = {
  name: 'buy-now-i18n',
  setup(b) {
    b.onResolve({ filter: /^@wordpress\/i18n$/ }, () => ({ path: 'i18n', namespace: 'buy-now-i18n' }));
    b.onLoad({ filter: /.*/, namespace: 'buy-now-i18n' }, () => ({
      contents: 'export const __ = (t, d) => window.wp?.i18n?.__(t, d) ?? t;',
      loader: 'js',
    }));
  },
};

/**
 * buy-now's second entry, for a payment box on the page's own origin (Stripe Payments' always is): the same sources with
 * packages/buy-now/src/box-origin.ts's flag false, so the minifier leaves out the cross-origin code (~135 B gzip). The
 * plugin enqueues it where its box is on the site's origin (class-shop-islands-buy-now.php).
 */
export const BUY_NOW_SAME_ORIGIN = 'buy-now-same-origin';

/**
 * buy-now's loader, for a page where no buy-now button was printed (packages/buy-now/src/loader/): it fetches the
 * entry the plugin names only when the page has a payment box link or attach element. Stripe Payments' handler loads
 * on every page; the plugin points the widget's script here on those without a button.
 */
export const BUY_NOW_LOADER = 'buy-now-loader';

const sameOriginBoxPlugin: Plugin = {
  name: 'buy-now-same-origin-box',
  setup(b) {
    b.onLoad({ filter: /[\\/]packages[\\/]buy-now[\\/]src[\\/]box-origin\.ts$/ }, () => ({ contents: 'export const BOX_ELSEWHERE = false;', loader: 'ts' }));
    // Its stylesheet is buy-now.css, which the plugin links with either build: not written twice.
    b.onResolve({ filter: /\.css$/ }, (args) => ({ path: args.path, namespace: 'buy-now-css-once' }));
    b.onLoad({ filter: /.*/, namespace: 'buy-now-css-once' }, () => ({ contents: '', loader: 'js' }));
  },
};

/** `dompurify` as the content-hashed file it was built into (`file`, dist-relative). */
const vendorPlugin = (file: string): Plugin => ({
  name: 'vendor-dompurify',
  setup(b) {
    b.onResolve({ filter: /^dompurify$/ }, () => ({ path: `./${file}`, external: true }));
  },
});

/**
 * Widgets built apart from the others, so core's small modules their on-demand code needs land in that code's own
 * chunk instead of in chunks shared with other widgets. Live search: the first key fetched ten files (requests, form
 * encoding, store, mount, events, settings, i18n…, each with its own gzip and import overhead), now one; the core
 * code it duplicates is what it only uses after a shopper reaches for a box (its entry shares nothing).
 * Buy-now: its entry holds the pop-up (a chunk fetched on the click cost more apart than it saved) and shares nothing;
 * link and attach triggers and the custom amount field are chunks of its own, fetched only by pages that have them.
 * Checkout: built with the other widgets, core's modules it shares with payments and express checkout were 17 slivers
 * of 0.1–1.1 KB at the checkout page's start-up (24 files, 17.9 KB); on its own, with its declared chunks
 * (packages/checkout/src/chunks/), 7 files, 15.1 KB. What it shares across bundles goes through core's `pageShared`.
 */
export const SELF_CONTAINED: readonly string[] = ['live-search', 'buy-now', 'checkout'];

/**
 * SELF_CONTAINED widgets whose built files (the entry and its own chunks) esbuild's minifier hands to terser for a
 * second pass (its compressor and name choice shave what esbuild leaves: buy-now ~110 B gzip, in the widget that must
 * stay under Stripe Payments' 2.6 KB handler, issue 17; live search ~0.2 KB, under AWS's 7.5 KB script). Terser's safe options only: no `unsafe*` (the `stripeHandlerNG` function is called
 * with `new` and must not become an arrow).
 */
export const REMINIFIED: readonly string[] = ['buy-now', 'live-search'];

/**
 * Files whose every function V8 compiles as the file loads (its compile hint, the magic comment below, Chrome 136+),
 * by a source they hold: live search's widget chunk is fetched when a shopper reaches for a box, and the first answer
 * runs nearly all of it; compiled lazily, ~2.5 ms of that compiling fell in the answer's task, between the answer and
 * the results shown (traced on a desktop; a phone's slower CPU, throttled 4× in the bench, is expected to pay more,
 * not traced). Other browsers ignore the comment. 18 B gzip.
 */
export const EAGER_COMPILED: readonly string[] = ['packages/live-search/src/widget.ts'];

async function reminify(file: string): Promise<void> {
  if (!existsSync(file)) return;
  const { code } = await terserMinify(readFileSync(file, 'utf8'), { module: true, ecma: 2020, compress: { passes: 2 }, format: { wrap_func_args: false } });
  writeFileSync(file, code!);
}

/**
 * Property names a SELF_CONTAINED widget's build shortens like local names (esbuild's `mangleProps`): its private
 * shapes only (state, props, options passed between its own modules), never a name that is also a DOM or web API
 * property, a key of a server answer or of a settings object it reads by name (read by quoted key, `answer['products']`,
 * it is never renamed, so our own field of the same name may be), a key it passes to the page (event details), or an
 * export another file imports. Web API members the widget calls that share a name listed here are called by quoted
 * key (`xhr['open']`). Live search: ~0.2 KB gzip after one search. A name missing here only costs bytes;
 * a name wrongly here breaks the widget, which its e2e and real-store journeys (run on the built files) would show.
 */
export const MANGLED_PROPS: Readonly<Record<string, RegExp>> = {
  'live-search': new RegExp(
    `^(${[
      'topText', 'topResults', 'inStock', 'onSale', 'results', 'highlighted', 'overlay', 'kind', 'group', 'item', 'taxonomy',
      'listId', 'labels', 'onHover', 'onPick', 'returningFocus', 'onBack', 'onAction', 'onFetched', 'onFailed',
      'andLogic', 'timeoutMs', 'fieldTop', 'fieldBottom', 'pageHeight', 'viewportHeight', 'pageUrl', 'noResults', 'sale',
      'getState', 'dispatch', 'subscribe', 'effects', 'move', 'current',
      'container', 'input', 'label', 'settings', 'options', 'clear', 'dispose', 'navigate', 'open', 'stock',
      'link', 'image', 'featured', 'excerpt', 'price', 'sku', 'count', 'notices', 'products',
    ].join('|')})$`,
  ),
  // Buy-now reads the page's settings by quoted key (src/settings.ts), so the settings' own names may be shortened here.
  // Checkout: its step functions' state, events and effects, and the options its own modules pass each other (each
  // page's build mangles its own; nothing of these crosses to another build or bundle).
  checkout: new RegExp(
    `^(${[
      'typingTimer', 'dirtyField', 'nearbyRequiredEmpty', 'inFlight', 'scheduled', 'followUp', 'requiredAddressValues',
      'shipToDifferentAddress', 'shippingMethods', 'postData', 'localisedKeys', 'optionalText', 'selectStateText',
      'placeOrderApi', 'initPaymentMethods', 'beforeSend', 'revalidate', 'totalsSettled', 'resetField', 'checkAll',
      'isUpdating', 'submitStarted', 'onSettled', 'couponForm', 'errorPlace', 'placeNotice', 'recalculate',
      'totalsUpdating', 'newKey', 'updateShippingMethod', 'hasVisibleLabel', 'stateValue', 'stateChanged', 'localisation',
    ].join('|')})$`,
  ),
  'buy-now': /^(productId|params|effects|submitted|redirectToResult|waitForAligner|hasParentForm|safariLike|frameOrigin|pageOrigin|address|decimals|uniq_id|product_id|iframe_url|preload|prefetch|show_custom_amount_input|thankyou_page_url|attachToElement|iframeUrl|ppSlug|ckey|common|buttons|paymentComplete|closePopup|currency|zeroCents|aspPaymentPopup)$/,
};

/** One page's own build: the entry's `import()` path of its part, the file it becomes, and what it is built from. */
export interface PageBuild {
  /** The page it serves, as the plugin and the demo name it (manifest `pages` key): checkout, order-pay, cart, addresses. */
  readonly page: string;
  /** The path the widget's entry passes to `import()` (relative to src/index.ts). */
  readonly part: string;
  /** The output file's name, without its content hash and `.js` (it is written as `<out>-<hash>.js`). */
  readonly out: string;
  /** What the build starts from (src-relative), when not the part itself: a module exporting the part's exports. */
  readonly source?: string;
  /**
   * `import()`s inside the page's build that load that same source instead (importer's repository path, path):
   * parts whose code the page's start-up holds anyway, so they cost no file of their own.
   */
  readonly sameSource?: readonly { readonly importer: string; readonly path: string }[];
  /** `import()`s inside the page's build taken from another module (importer, path, src-relative source). */
  readonly swaps?: readonly { readonly importer: string; readonly path: string; readonly source: string }[];
}

/**
 * Widgets whose pages are each built on their own: the entry (index.ts) alone, telling the pages apart, and each
 * page's part (with what it fetches later) in a build of its own, so that what a page loads at start-up is a couple
 * of files instead of chunks cut by which other pages share each module. Each page's build has its own copies of
 * the modules pages share (only one page's code runs on a page; what must be one per page goes through core's
 * `pageShared`). Checkout: the checkout page's start-up was 9 files (17,368 B on the real store), the entry, four
 * declared chunks shared with other pages, core's notices, the page's part, the sanitiser and the island graft;
 * their gzip overhead alone was ~2.9 KB. Now the entry, a stub and one chunk (pages/checkout-page-chunk.ts).
 */
export const PAGE_BUILDS: Readonly<Record<string, readonly PageBuild[]>> = {
  checkout: [
    {
      page: 'checkout',
      part: './pages/checkout.ts',
      out: 'checkout-page',
      source: 'pages/checkout-page-chunk.ts',
      sameSource: [
        { importer: 'packages/core/src/html-fragments.ts', path: './sanitizer/load.ts' },
        { importer: 'packages/core/src/checkout/fragments.ts', path: './island-graft.ts' },
      ],
      swaps: [{ importer: 'packages/checkout/src/address-fields/start.ts', path: './localise-fields.ts', source: 'pages/checkout-localise.ts' }],
    },
    { page: 'order-pay', part: './order-pay/order-pay.ts', out: 'checkout-order-pay' },
    { page: 'cart', part: './pages/cart.ts', out: 'checkout-cart' },
    { page: 'addresses', part: './pages/addresses.ts', out: 'checkout-addresses' },
  ],
};

/**
 * The entry's `import()`s of its pages' parts, as the content-hashed files the pages' own builds wrote (`files`, by
 * PageBuild): the entry names the parts of its own release, so its `?ver` covers them.
 */
function pagePartsPlugin(pages: readonly PageBuild[], files: ReadonlyMap<PageBuild, string>): Plugin {
  return {
    name: 'page-parts',
    setup(b) {
      b.onResolve({ filter: /^\./ }, (args) => {
        const page = args.kind === 'dynamic-import' ? pages.find((p) => p.part === args.path) : undefined;
        const file = page ? files.get(page) : undefined;
        if (page && !file) throw new Error(`the page build ${page.out} wrote no file`);
        return file ? { path: `./${file}`, external: true } : undefined;
      });
    },
  };
}

/** In a page's build, the `import()`s its PageBuild redirects (sameSource, swaps). */
function pageSourcesPlugin(widget: string, page: PageBuild): Plugin {
  const src = join(root, 'packages', widget, 'src');
  const redirects = [
    ...(page.sameSource ?? []).map((s) => ({ ...s, source: page.source ?? page.part })),
    ...(page.swaps ?? []),
  ].map((r) => ({ importer: join(root, r.importer), path: r.path, target: join(src, r.source) }));
  return {
    name: 'page-sources',
    setup(b) {
      b.onResolve({ filter: /^\./ }, (args) => {
        const redirect = args.kind === 'dynamic-import' ? redirects.find((r) => r.path === args.path && r.importer === args.importer) : undefined;
        return redirect ? { path: redirect.target } : undefined;
      });
    },
  };
}

/** A page build's one entry file (dist-relative). */
function partFile(meta: Metafile): string {
  const [out] = Object.entries(meta.outputs).filter(([file, output]) => output.entryPoint && file.endsWith('.js'));
  if (!out) throw new Error('a page build wrote no entry file');
  return relative('dist', out[0]);
}

/**
 * A page's stylesheet: the CSS its part's code imports, which esbuild bundles beside the part. Kept under a name from
 * its content (`<widget>-styles-<hash>.css`), so pages with the same styles (checkout's pickers: checkout, cart,
 * account addresses) share one file, cached once; the CSS esbuild also writes for files fetched later (their own copy
 * of what the page's stylesheet already holds) is dropped, from dist/ and from the build's outputs.
 */
function keepPageStyle(widget: string, page: PageBuild, meta: Metafile, part: string, styles: Map<PageBuild, string>): void {
  const bundle = meta.outputs[`dist/${part}`]?.cssBundle;
  const linked = new Set(Object.keys((bundle && meta.outputs[bundle]?.inputs) || {}));
  for (const [out, output] of Object.entries(meta.outputs)) {
    if (!out.endsWith('.css')) continue;
    const missing = Object.keys(output.inputs).filter((input) => !linked.has(input));
    if (missing.length > 0) throw new Error(`${page.out}: ${missing.join(', ')} is imported only by code fetched later; import it from the page's start-up code, whose stylesheet the page links`);
    delete meta.outputs[out];
    // Pages' builds may write the same chunk's CSS (same content, same name): whichever comes first removes it.
    if (out !== bundle) {
      rmSync(join(root, out), { force: true });
      continue;
    }
    const content = readFileSync(join(root, out));
    rmSync(join(root, out));
    const file = `${widget}-styles-${createHash('sha256').update(content).digest('hex').slice(0, 8).toUpperCase()}.css`;
    writeFileSync(join(outdir, file), content);
    meta.outputs[`dist/${file}`] = output;
    styles.set(page, file);
  }
}

function stats(content: Buffer, thirdParty: number, sources: string[]): FileStats {
  return {
    thirdParty,
    sources,
    bytes: content.length,
    gzip: gzipSync(content, { level: 9 }).length,
    brotli: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    hash: createHash('sha256').update(content).digest('hex').slice(0, 12),
  };
}

/** The files `file` pulls in: statically (loaded with it) or, with `kind` 'dynamic-import', on demand. */
function importsOf(meta: Metafile, file: string, kind: 'import-statement' | 'dynamic-import'): string[] {
  const seen = new Set<string>();
  const visit = (name: string, kinds: readonly string[]): void => {
    for (const imp of meta.outputs[`dist/${name}`]?.imports ?? []) {
      if (!kinds.includes(imp.kind)) continue;
      const target = imp.external ? imp.path.replace(/^\.\//, '') : relative('dist', imp.path);
      if (seen.has(target)) continue;
      seen.add(target);
      // whatever an on-demand file imports statically comes with it, on demand too
      if (!imp.external || meta.outputs[`dist/${target}`]) visit(target, kind === 'import-statement' ? ['import-statement'] : ['import-statement', 'dynamic-import']);
    }
  };
  visit(file, [kind]);
  return [...seen];
}

/** `--analyze`: which sources fill each output file, largest first (minified bytes). */
function printInputs(meta: Metafile): void {
  for (const [file, output] of Object.entries(meta.outputs)) {
    if (!file.endsWith('.js')) continue;
    console.log(`\n${file} (${output.bytes} bytes)`);
    const inputs = Object.entries(output.inputs).sort((a, b) => b[1].bytesInOutput - a[1].bytesInOutput);
    for (const [input, { bytesInOutput }] of inputs) if (bytesInOutput > 0) console.log(`  ${String(bytesInOutput).padStart(6)}  ${input}`);
  }
}

export async function buildAll(): Promise<Manifest> {
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  const widgets = widgetNames();

  const common = {
    absWorkingDir: root,
    bundle: true,
    minify: true,
    format: 'esm' as const,
    // Browsers from 2022 on (what WordPress's own scripts target today); class fields and the like stay native.
    target: ['es2022', 'chrome100', 'firefox100', 'safari15.4'],
    legalComments: 'none' as const,
    logLevel: 'warning' as const,
    define: { 'process.env.NODE_ENV': '"production"' },
  };

  const vendor = await build({
    ...common,
    stdin: { contents: "export { default } from 'dompurify';", resolveDir: root, loader: 'js' },
    outdir: 'dist',
    entryNames: 'vendor-dompurify-[hash]',
    metafile: true,
  });
  const vendorFile = relative('dist', Object.keys(vendor.metafile.outputs).find((out) => out.endsWith('.js'))!);

  // A widget's ES modules, split into chunks (a whole widget, or one page's part of it: PAGE_BUILDS).
  const splitBuild = { ...common, outdir: 'dist', splitting: true, chunkNames: 'chunk-[hash]', entryNames: '[name]', jsx: 'automatic' as const, alias: { react: 'preact/compat', 'react-dom': 'preact/compat' }, metafile: true as const };
  const widgetBuild = (names: string[]) =>
    build({
      ...splitBuild,
      entryPoints: names.map((name) => ({ in: `packages/${name}/src/index.ts`, out: name })),
      plugins: [...(names.length === 1 && names[0] === 'buy-now' ? [buyNowI18nPlugin] : []), hostGlobalsPlugin, vendorPlugin(vendorFile)],
      // mangleCache: the names it chose, for a second build of the same widget (BUY_NOW_SAME_ORIGIN).
      ...(names.length === 1 && MANGLED_PROPS[names[0]!] ? { mangleProps: MANGLED_PROPS[names[0]!], mangleCache: {} } : {}),
    });
  // The pages' parts first (content-hashed names), then the entry, which imports them by those names.
  const partFiles = new Map<PageBuild, string>();
  const pageStyles = new Map<PageBuild, string>();
  const pageBuilds = async (name: string, pages: readonly PageBuild[]) => {
    const parts = await Promise.all(
      pages.map((page) =>
        build({
          ...splitBuild,
          entryNames: '[name]-[hash]',
          entryPoints: [{ in: join('packages', name, 'src', page.source ?? page.part), out: page.out }],
          plugins: [hostGlobalsPlugin, vendorPlugin(vendorFile), pageSourcesPlugin(name, page)],
          ...(MANGLED_PROPS[name] ? { mangleProps: MANGLED_PROPS[name] } : {}),
        }),
      ),
    );
    pages.forEach((page, i) => partFiles.set(page, partFile(parts[i]!.metafile)));
    pages.forEach((page, i) => keepPageStyle(name, page, parts[i]!.metafile, partFiles.get(page)!, pageStyles));
    const entry = await build({ ...common, entryPoints: [{ in: `packages/${name}/src/index.ts`, out: name }], outdir: 'dist', entryNames: '[name]', plugins: [pagePartsPlugin(pages, partFiles), hostGlobalsPlugin], metafile: true });
    return [entry, ...parts];
  };
  const builds = (
    await Promise.all([
      widgetBuild(widgets.filter((name) => !SELF_CONTAINED.includes(name))).then((b) => [b]),
      ...widgets.filter((name) => SELF_CONTAINED.includes(name)).map((name) => (PAGE_BUILDS[name] ? pageBuilds(name, PAGE_BUILDS[name]) : widgetBuild([name]).then((b) => [b]))),
    ])
  ).flat();
  // buy-now for a same-origin box: its private names shortened as buy-now.js's were, so its chunks are the very same files.
  const buyNow = builds.find((b) => b.metafile.outputs['dist/buy-now.js']);
  if (buyNow) {
    builds.push(
      await build({
        ...splitBuild,
        entryPoints: [{ in: 'packages/buy-now/src/index.ts', out: BUY_NOW_SAME_ORIGIN }],
        plugins: [buyNowI18nPlugin, sameOriginBoxPlugin, hostGlobalsPlugin, vendorPlugin(vendorFile)],
        mangleProps: MANGLED_PROPS['buy-now'],
        mangleCache: buyNow.mangleCache,
      }),
      await build({ ...splitBuild, entryPoints: [{ in: 'packages/buy-now/src/loader/index.ts', out: BUY_NOW_LOADER }], plugins: [hostGlobalsPlugin] }),
    );
  }
  // The widget's file and what it fetches on demand (its own chunks: a SELF_CONTAINED build shares none).
  const reminified = (name: string): string[] =>
    builds
      .filter((b) => Object.values(b.metafile.outputs).some((out) => out.entryPoint === `packages/${name}/src/index.ts`))
      .flatMap((own) => Object.keys(own.metafile.outputs).filter((out) => out.endsWith('.js')));
  await Promise.all([...new Set(REMINIFIED.flatMap(reminified))].map((out) => reminify(join(root, out))));
  // A file two builds write (buy-now's variants share their chunks) gets the hint once.
  const eager = new Set(builds.flatMap((b) => Object.entries(b.metafile.outputs)).filter(([, output]) => EAGER_COMPILED.some((source) => source in output.inputs)).map(([out]) => out));
  for (const out of eager) writeFileSync(join(root, out), `//# allFunctionsCalledOnLoad\n${readFileSync(join(root, out), 'utf8')}`);
  const main = { metafile: { inputs: Object.assign({}, ...builds.map((b) => b.metafile.inputs)), outputs: Object.assign({}, ...builds.map((b) => b.metafile.outputs)) } as Metafile };

  // The block-checkout builds: one classic script per widget, the page's React; what it imports on demand is built
  // apart from the same sources as ES modules (lazyImportsPlugin), fetched only when needed.
  const blocks: Record<string, BlocksEntry> = {};
  const blockOutputs: [string, Metafile['outputs'][string]][] = [];
  for (const { name, source } of blocksEntries()) {
    const used = new Set<string>();
    const lazySources = new Set<string>();
    const lazyOutputs: string[] = [];
    const entry = (files: ReadonlyMap<string, string>, write: boolean) =>
      build({
        ...blocksBuildOptions(used, [hostGlobalsPlugin, lazyImportsPlugin(lazySources, files)]),
        absWorkingDir: root,
        entryPoints: [source],
        outfile: join(outdir, `${name}-blocks.js`),
        metafile: true,
        write,
      });
    await entry(new Map(), false);
    const lazyFiles = new Map<string, string>();
    if (lazySources.size > 0) {
      const lazy = await build({
        ...blocksBuildOptions(used, [hostGlobalsPlugin]),
        absWorkingDir: root,
        entryPoints: [...lazySources],
        format: 'esm',
        splitting: true,
        outdir: 'dist',
        entryNames: `${name}-blocks-[name]-[hash]`,
        chunkNames: `${name}-blocks-chunk-[hash]`,
        metafile: true,
      });
      for (const [out, output] of Object.entries(lazy.metafile.outputs)) {
        if (output.entryPoint) lazyFiles.set(join(root, output.entryPoint), relative('dist', out));
        lazyOutputs.push(relative('dist', out));
      }
      blockOutputs.push(...Object.entries(lazy.metafile.outputs));
    }
    const out = await entry(lazyFiles, true);
    blockOutputs.push(...Object.entries(out.metafile.outputs));
    blocks[name] = { js: `${name}-blocks.js`, dependencies: blocksDependencies(used), hash: '', lazy: lazyOutputs.sort() };
  }

  const files: Record<string, FileStats> = {};
  for (const [out, output] of [...Object.entries(vendor.metafile.outputs), ...Object.entries(main.metafile.outputs), ...blockOutputs]) {
    const name = relative('dist', out.startsWith('/') ? relative(root, out) : out);
    const inputs = Object.entries(output.inputs);
    const total = inputs.reduce((sum, [, input]) => sum + input.bytesInOutput, 0);
    const theirs = inputs.reduce((sum, [path, input]) => sum + (path.includes('node_modules/') ? input.bytesInOutput : 0), 0);
    const sources = inputs.filter(([, input]) => input.bytesInOutput > 0).map(([path]) => path);
    files[name] = stats(readFileSync(join(outdir, name)), total === 0 ? 0 : Number((theirs / total).toFixed(3)), sources);
    const linked = (kind: string): string[] =>
      output.imports.filter((imp) => imp.kind === kind).map((imp) => (imp.external ? imp.path.replace(/^\.\//, '') : relative('dist', imp.path)));
    files[name].imports = { static: linked('import-statement'), dynamic: linked('dynamic-import') };
  }

  const entries: Record<string, WidgetEntry> = {};
  for (const name of widgets) {
    const js = `${name}.js`;
    const css = files[`${name}.css`] ? `${name}.css` : null;
    const imports = importsOf(main.metafile, js, 'import-statement');
    const eager = new Set([js, ...imports]);
    const lazy = [...imports, js]
      .flatMap((f) => importsOf(main.metafile, f, 'dynamic-import'))
      .filter((f, i, all) => !eager.has(f) && all.indexOf(f) === i);
    const hash = createHash('sha256')
      .update([js, css, ...imports].filter((f): f is string => f !== null).map((f) => files[f]?.hash ?? '').join(':'))
      .digest('hex')
      .slice(0, 12);
    const pages = PAGE_BUILDS[name]?.map((page): [string, string[]] => [page.page, [partFiles.get(page)!, ...importsOf(main.metafile, partFiles.get(page)!, 'import-statement')]]);
    const styles = PAGE_BUILDS[name]?.flatMap((page): [string, string][] => (pageStyles.has(page) ? [[page.page, pageStyles.get(page)!]] : []));
    const variants = name === 'buy-now' && files[`${BUY_NOW_SAME_ORIGIN}.js`] ? { 'same-origin': `${BUY_NOW_SAME_ORIGIN}.js`, loader: `${BUY_NOW_LOADER}.js` } : null;
    entries[name] = { js, css, imports, lazy, hash, ...(pages ? { pages: Object.fromEntries(pages) } : {}), ...(styles?.length ? { pageStyles: Object.fromEntries(styles) } : {}), ...(variants ? { variants } : {}) };
  }

  for (const entry of Object.values(blocks)) entry.hash = files[entry.js]?.hash ?? '';
  const manifest: Manifest = { files, widgets: entries, blocks };
  writeFileSync(join(outdir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  if (process.argv.includes('--analyze')) printInputs(main.metafile);
  return manifest;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const manifest = await buildAll();
  const names = Object.keys(manifest.widgets);
  console.log(`Built ${names.length} widget bundle(s) into dist/: ${names.join(', ') || '(none)'}`);
}
