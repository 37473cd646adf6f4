import { describe, expect, it } from 'vitest';
import type { FileStats, Manifest } from '../../esbuild.config.ts';
import { VARIANT_BUDGETS, WIDGET_BUDGETS } from '../bench/budgets.ts';
import { budgetLines, checkoutPageLines, LEGACY_CHECKOUT_FILES, legacyReplacedOn, liveSearchFirstSearch, moneyPathBreaches, rendererBreaches, sharedChunks } from '../bench/sizes.ts';

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

describe('live search and buy-now never load preact/compat', () => {
  it('names live search when it loads the runtime, at start-up or on demand', () => {
    expect(rendererBreaches(build())).toEqual(['widget live-search loads preact/compat (its view is DOM code of its own): node_modules/preact/dist/preact.module.js']);
    const manifest = build();
    manifest.widgets['live-search']!.imports = [];
    expect(rendererBreaches(manifest)).toEqual([]);
    manifest.widgets['live-search']!.lazy = ['chunk-RUNTIME.js'];
    expect(rendererBreaches(manifest)).toEqual(['widget live-search loads preact/compat (its view is DOM code of its own): node_modules/preact/dist/preact.module.js']);
  });
});

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

  it("holds another build of a widget's entry (buy-now-same-origin.js) to a budget of its own, with the widget's CSS and chunks", () => {
    const manifest = build();
    manifest.files['buy-now.js'] = file(3000, ['packages/buy-now/src/index.ts']);
    manifest.files['buy-now-same-origin.js'] = file(2900, ['packages/buy-now/src/index.ts']);
    manifest.files['buy-now.css'] = file(500, ['packages/buy-now/src/style.css']);
    manifest.files['chunk-TRIGGERS.js'] = file(700, ['packages/buy-now/src/trigger.ts']);
    manifest.widgets['buy-now'] = { js: 'buy-now.js', css: 'buy-now.css', imports: [], lazy: ['chunk-TRIGGERS.js'], hash: 'd', variants: { 'same-origin': 'buy-now-same-origin.js' } };
    const lines = budgetLines(manifest).filter((line) => line.name.startsWith('widget buy-now'));
    expect(lines).toEqual([
      { name: 'widget buy-now', gzip: 3500, brotli: 3500, lazyGzip: 700, budget: WIDGET_BUDGETS['buy-now'] },
      { name: 'widget buy-now, same-origin build (buy-now-same-origin.js)', gzip: 3400, brotli: 3400, lazyGzip: 700, budget: VARIANT_BUDGETS['buy-now']?.['same-origin'] },
    ]);
  });

  it("keeps a widget's start-up and on-demand code apart", () => {
    const storefront = budgetLines(build()).find((line) => line.name === 'widget storefront');
    expect(storefront).toMatchObject({ gzip: 4000, lazyGzip: 3800 });
  });
});

describe("the checkout widget's pages beside the legacy scripts", () => {
  /** The checkout as built now: a router entry, a chunk every page shares, each page's part fetched by the entry. */
  function pages(cartPart: string[] = ['packages/checkout/src/pages/cart.ts']): Manifest {
    const manifest = build();
    const linked = (name: string, statics: string[], dynamics: string[] = []): void => void (manifest.files[name]!.imports = { static: statics, dynamic: dynamics });
    manifest.files['checkout.js'] = file(400, ['packages/checkout/src/index.ts']);
    manifest.files['chunk-EVERY.js'] = file(3000, ['packages/checkout/src/address-fields/start.ts', 'packages/core/src/settings.ts']);
    manifest.files['chunk-CHECKOUT-PAGE.js'] = file(5000, ['packages/checkout/src/pages/checkout.ts', 'packages/checkout/src/order-review/order-review.ts']);
    manifest.files['chunk-FORM.js'] = file(4000, ['packages/checkout/src/pages/checkout-form.ts', 'packages/checkout/src/place-order/place-order.ts']);
    manifest.files['chunk-CART-PAGE.js'] = file(800, cartPart);
    manifest.files['chunk-CART-CODE.js'] = file(2000, ['packages/checkout/src/cart/cart-page.ts']);
    linked('checkout.js', ['chunk-EVERY.js'], ['chunk-CHECKOUT-PAGE.js', 'chunk-CART-PAGE.js']);
    linked('chunk-CHECKOUT-PAGE.js', ['chunk-EVERY.js', 'chunk-CHECKOUT.js'], ['chunk-FORM.js']);
    linked('chunk-FORM.js', ['chunk-EVERY.js', 'chunk-CHECKOUT.js']);
    linked('chunk-CART-PAGE.js', ['chunk-EVERY.js'], ['chunk-CART-CODE.js']);
    linked('chunk-CART-CODE.js', ['chunk-EVERY.js', 'chunk-CHECKOUT.js']);
    manifest.widgets.checkout = { js: 'checkout.js', css: null, imports: ['chunk-EVERY.js'], lazy: ['chunk-CHECKOUT-PAGE.js', 'chunk-FORM.js', 'chunk-CART-PAGE.js', 'chunk-CART-CODE.js', 'chunk-CHECKOUT.js'], hash: 'c' };
    return manifest;
  }

  it("adds up each page's start-up from the entry and its part, and what the first action fetches beside it", () => {
    const lines = checkoutPageLines(pages());
    const checkout = lines.find((line) => line.page === 'checkout');
    const cart = lines.find((line) => line.page === 'cart');
    expect([checkout?.gzip, checkout?.laterGzip, checkout?.breaches]).toEqual([400 + 3000 + 5000 + 2000, 4000, []]);
    expect([cart?.gzip, cart?.laterGzip, cart?.breaches]).toEqual([400 + 3000 + 800, 2000 + 2000, []]);
    // selectWoo, 21,632 B, goes wherever the checkout widget serves.
    expect(checkout?.legacy).toBe(5336 + 970 + 1125 + 21_632);
    expect(cart?.legacy).toBe(2484 + 970 + 1125 + 21_632);
    expect(legacyReplacedOn('account addresses')).toBe(970 + 1125 + 21_632);
    expect(legacyReplacedOn('order-pay')).toBe(5336 + 970 + 1125 + 21_632);
  });

  it("finds a page built on its own: its part in a chunk behind a stub, its later part among its own files, not in another page's copy", () => {
    const manifest = build();
    const linked = (name: string, statics: string[], dynamics: string[] = []): void => void (manifest.files[name]!.imports = { static: statics, dynamic: dynamics });
    manifest.files['checkout.js'] = file(400, ['packages/checkout/src/index.ts']);
    manifest.files['checkout-cart-CART2345.js'] = file(700, ['packages/checkout/src/pages/cart.ts']);
    manifest.files['chunk-CART-LOCALISE.js'] = file(2100, ['packages/checkout/src/address-fields/localise-fields.ts']);
    manifest.files['checkout-addresses-ADDR2345.js'] = file(150, ['packages/checkout/src/pages/addresses.ts']);
    manifest.files['chunk-ADDRESSES.js'] = file(4200, ['packages/checkout/src/address-fields/start.ts']);
    manifest.files['chunk-ADDRESSES-LOCALISE.js'] = file(2000, ['packages/checkout/src/address-fields/localise-fields.ts']);
    linked('checkout.js', [], ['checkout-cart-CART2345.js', 'checkout-addresses-ADDR2345.js']);
    linked('checkout-cart-CART2345.js', [], ['chunk-CART-LOCALISE.js']);
    linked('checkout-addresses-ADDR2345.js', ['chunk-ADDRESSES.js']);
    linked('chunk-ADDRESSES.js', [], ['chunk-ADDRESSES-LOCALISE.js']);
    manifest.widgets.checkout = { js: 'checkout.js', css: null, imports: [], lazy: ['checkout-cart-CART2345.js', 'chunk-CART-LOCALISE.js', 'checkout-addresses-ADDR2345.js', 'chunk-ADDRESSES.js', 'chunk-ADDRESSES-LOCALISE.js'], hash: 'c' };
    const account = checkoutPageLines(manifest).find((line) => line.page === 'account addresses');
    expect([account?.gzip, account?.laterGzip]).toEqual([400 + 150 + 4200, 2000]);
  });

  it("fails a cart page that loads the checkout page's code at start-up", () => {
    const manifest = pages(['packages/checkout/src/pages/cart.ts', 'packages/checkout/src/order-review/order-review.ts']);
    expect(checkoutPageLines(manifest).find((line) => line.page === 'cart')?.breaches).toEqual(['packages/checkout/src/order-review/order-review.ts']);
    expect(moneyPathBreaches(manifest)).toContain("the checkout's cart page loads at start-up what it must not: packages/checkout/src/order-review/order-review.ts");
  });

  it("counts custom-place-order-button.js and blockUI as staying: neither is 'Replace's to take", () => {
    expect(LEGACY_CHECKOUT_FILES.filter((f) => f.replacedOn.length === 0).map((f) => f.path.split('/').pop())).toEqual(['custom-place-order-button.min.js', 'jquery.blockUI.min.js']);
  });
});

describe('live search after a first search', () => {
  it('counts its entry, the chunk with the widget and what that chunk imports, not what loads only on a phone or with analytics', () => {
    const manifest = build();
    manifest.files['chunk-WIDGET.js'] = { ...file(5000, ['packages/live-search/src/widget.ts', 'packages/core/src/http.ts']), imports: { static: ['chunk-SHARED.js'], dynamic: ['chunk-OVERLAY.js'] } };
    manifest.files['chunk-SHARED.js'] = file(300, ['packages/core/src/store.ts']);
    manifest.files['chunk-OVERLAY.js'] = file(700, ['packages/live-search/src/view/overlay-dialog.ts']);
    manifest.widgets['live-search']!.lazy = ['chunk-WIDGET.js', 'chunk-SHARED.js', 'chunk-OVERLAY.js'];
    expect(liveSearchFirstSearch(manifest)).toBe(6000 + 5000 + 300);
    manifest.widgets['live-search']!.lazy = [];
    expect(liveSearchFirstSearch(manifest)).toBeNull();
  });
});
