import { describe, expect, it } from 'vitest';
import type { FileStats, Manifest } from '../../esbuild.config.ts';
import { budgetLines, checkoutComparison, LEGACY_CHECKOUT_FILES, moneyPathBreaches, sharedChunks } from '../bench/sizes.ts';

const file = (gzip: number, sources: string[], thirdParty = 0): FileStats => ({ bytes: gzip * 3, gzip, brotli: gzip, hash: 'x', thirdParty, sources });

/** A build shaped like ours: preact + core shared at start-up, the side cart's money-path code on demand, the checkout's preact on demand. */
function build(overrides: Partial<Record<'storefront' | 'live-search' | 'checkout', string[]>> = {}): Manifest {
  return {
    files: {
      'storefront.js': file(4000, ['packages/storefront/src/index.ts']),
      'live-search.js': file(6000, ['packages/live-search/src/index.ts']),
      'checkout.js': file(9000, ['packages/checkout/src/index.ts']),
      'chunk-RUNTIME.js': file(9000, ['node_modules/preact/dist/preact.module.js', 'packages/core/src/http.ts'], 0.9),
      'chunk-CART.js': file(3800, ['packages/storefront/src/side-cart.tsx', 'packages/core/src/session.ts', 'packages/core/src/store.ts']),
      'chunk-CHECKOUT.js': file(2000, ['packages/core/src/checkout/fragments.ts', 'packages/core/src/session.ts']),
    },
    widgets: {
      storefront: { js: 'storefront.js', css: null, imports: ['chunk-RUNTIME.js', ...(overrides.storefront ?? [])], lazy: ['chunk-CART.js'], hash: 'a' },
      'live-search': { js: 'live-search.js', css: null, imports: ['chunk-RUNTIME.js', ...(overrides['live-search'] ?? [])], lazy: [], hash: 'b' },
      checkout: { js: 'checkout.js', css: null, imports: ['chunk-CHECKOUT.js', ...(overrides.checkout ?? [])], lazy: ['chunk-RUNTIME.js'], hash: 'c' },
    },
  };
}

describe('money-path code stays off pages without a checkout', () => {
  it('passes a build where the side cart fetches the session client on demand and only the checkout loads checkout code', () => {
    expect(moneyPathBreaches(build())).toEqual([]);
  });

  it('names the widget and the pages that load money-path code at start-up', () => {
    const manifest = build({ storefront: ['chunk-CART.js'] });
    expect(moneyPathBreaches(manifest)).toEqual([
      'widget storefront loads money-path code at start-up: packages/core/src/session.ts, packages/core/src/store.ts',
      'page product page (no checkout) loads money-path code at start-up: packages/core/src/session.ts, packages/core/src/store.ts',
      'page shop listing (no checkout) loads money-path code at start-up: packages/core/src/session.ts, packages/core/src/store.ts',
    ]);
  });

  it('names a checkout that loads preact at start-up, which it needs only once a payment method is registered', () => {
    const manifest = build({ checkout: ['chunk-RUNTIME.js'] });
    expect(moneyPathBreaches(manifest)).toEqual(['widget checkout loads at start-up what it needs only on demand: node_modules/preact/dist/preact.module.js']);
  });

  it('refuses checkout modules even on demand outside the checkout widgets', () => {
    const manifest = build();
    manifest.widgets['live-search']!.lazy = ['chunk-CHECKOUT.js'];
    expect(moneyPathBreaches(manifest)).toEqual(['widget live-search loads checkout code on demand: packages/core/src/checkout/fragments.ts']);
  });
});

describe('shared chunks', () => {
  it('counts in the start-up runtime only what a widget outside the checkout loads at start-up', () => {
    const manifest = build();
    manifest.widgets['live-search']!.lazy = ['chunk-CART.js']; // two widgets now fetch the cart chunk, on demand
    expect(sharedChunks(manifest)).toEqual({ startup: ['chunk-RUNTIME.js'], checkoutOrOnDemand: ['chunk-CART.js'] });
    const [runtime, , core, checkoutOnly] = budgetLines(manifest);
    expect([runtime?.gzip, core?.gzip, checkoutOnly?.gzip]).toEqual([9000, 900, 3800]);
  });

  it("keeps a widget's start-up and on-demand code apart", () => {
    const storefront = budgetLines(build()).find((line) => line.name === 'widget storefront');
    expect(storefront).toMatchObject({ gzip: 4000, lazyGzip: 3800 });
  });
});

describe("the checkout page's bytes beside the legacy scripts", () => {
  it('adds up start-up and each on-demand part from the manifest, and the recorded legacy files by role', () => {
    const manifest = build();
    manifest.files['chunk-ORDER.js'] = file(2500, ['packages/checkout/src/place-order/place-order.ts', 'packages/core/src/checkout/lifecycle.ts']);
    manifest.files['vendor-dompurify.js'] = file(11000, ['node_modules/dompurify/dist/purify.es.mjs'], 1);
    manifest.widgets.checkout!.lazy = ['chunk-RUNTIME.js', 'chunk-ORDER.js', 'vendor-dompurify.js'];
    const lines = checkoutComparison(manifest);
    const gzip = (...words: string[]): number | undefined => lines.find((line) => words.every((word) => line.what.includes(word)))?.gzip;
    expect(gzip('ours', 'checkout page at start-up')).toBe(9000 + 2000);
    expect(gzip('ours, later', 'placing the order')).toBe(2500);
    expect(gzip('ours, later', 'DOMPurify')).toBe(11000);
    expect(gzip('ours, later', 'classic host')).toBe(9000);
    expect(gzip('ours, later', 'cart and order-pay')).toBe(0);
    const replaced = LEGACY_CHECKOUT_FILES.filter((f) => f.role === 'replaced').reduce((sum, f) => sum + f.gzipBytes, 0);
    expect(replaced).toBe(5336 + 970 + 1125);
    expect(gzip('legacy checkout page', 'the scripts replaced')).toBe(replaced);
    expect(gzip('legacy checkout page', 'what they load')).toBe(replaced + 918 + 3533);
  });
});
