// @vitest-environment node
/**
 * The second build (build/wordpress-globals.ts): a blocks entry takes React from the page's wp.element and the
 * JSX runtime from ReactJSXRuntime, declares those handles, and never carries a React or preact copy of its own;
 * `npm run test:budget` refuses a built blocks entry that does (blocksBreaches).
 */
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { blocksBuildOptions, blocksDependencies } from '../../build/wordpress-globals.ts';
import type { Manifest } from '../../esbuild.config.ts';
import { blocksBreaches, RENDERER_SOURCES } from '../bench/sizes.ts';

const fixture = new URL('../e2e/fixtures/blocks-payment-method.tsx', import.meta.url).pathname;

async function buildEntry(stdin?: string) {
  const used = new Set<string>();
  const result = await build({
    ...blocksBuildOptions(used),
    ...(stdin ? { stdin: { contents: stdin, resolveDir: new URL('.', import.meta.url).pathname, loader: 'tsx' as const } } : { entryPoints: [fixture] }),
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  return { code: result.outputFiles[0]!.text, inputs: Object.keys(result.metafile.inputs), dependencies: blocksDependencies(used) };
}

describe('blocks entries render with the page\'s React', () => {
  it('build a payment method with hooks and JSX without bundling React, react-dom, the scheduler or preact', async () => {
    const { code, inputs, dependencies } = await buildEntry();
    expect(inputs.filter((input) => RENDERER_SOURCES.some((source) => input.startsWith(source)))).toEqual([]);
    expect(inputs).toContain('wordpress-global:react');
    expect(inputs).toContain('wordpress-global:react/jsx-runtime');
    // Core's code builds into it too (the registry, which is the page's wc.wcBlocksRegistry there), with the page's React.
    expect(inputs).toContain('packages/core/src/checkout/payment-registry.ts');
    expect(code).toContain('window.wp.element');
    expect(code).toContain('window.ReactJSXRuntime');
    expect(dependencies).toEqual(['react-jsx-runtime', 'wc-blocks-registry', 'wc-settings', 'wp-element']);
    // A classic script, as WordPress prints payment method scripts before the Checkout block.
    expect(code).not.toMatch(/^\s*(import|export)\b/m);
  });

  it('refuses preact and React\'s server renderer', async () => {
    await expect(buildEntry("import { h } from 'preact'; console.log(h);")).rejects.toThrow("preact cannot be bundled into a blocks entry: it renders with the page's React (window.wp.element)");
    await expect(buildEntry("import { renderToString } from 'react-dom/server'; console.log(renderToString);")).rejects.toThrow('react-dom/server cannot be bundled into a blocks entry');
  });

  it('fails the budget check for a built blocks entry that carries a renderer', () => {
    const stats = (sources: string[]) => ({ bytes: 1, gzip: 1, brotli: 1, hash: 'h', thirdParty: 0, sources });
    const manifest: Manifest = {
      files: { 'payments-blocks.js': stats(['packages/payments/src/blocks.ts', 'node_modules/react-dom/cjs/react-dom.production.js']), 'ok-blocks.js': stats(['packages/ok/src/blocks.ts']) },
      widgets: {},
      blocks: { payments: { js: 'payments-blocks.js', dependencies: [], hash: 'h' }, ok: { js: 'ok-blocks.js', dependencies: [], hash: 'h' } },
    };
    expect(blocksBreaches(manifest)).toEqual([
      "blocks entry payments-blocks.js (payments) bundles a renderer instead of the page's wp.element: node_modules/react-dom/cjs/react-dom.production.js",
    ]);
  });
});
