// @vitest-environment node
/**
 * A plugin update never breaks the checkout through a stale cached file: every file a built file imports by name has a
 * content hash in it (tests/bench/content-addressed.ts, run on the real build by `npm run test:budget`).
 */
import { describe, expect, it } from 'vitest';
import { importedPaths, unhashedImports } from '../bench/content-addressed.ts';

describe('files imported by name are content-addressed', () => {
  it('reads static imports, re-exports, bare imports and import() from minified code', () => {
    const code = 'import{a as b}from"./chunk-ABCDEF23.js";import"./chunk-QWERTY23.js";export*from"./chunk-ZZZZZZZZ.js";const p=()=>import("./checkout-page-ZHO3GEH6.js");';
    expect(importedPaths(code)).toEqual(['./chunk-ABCDEF23.js', './chunk-QWERTY23.js', './chunk-ZZZZZZZZ.js', './checkout-page-ZHO3GEH6.js']);
  });

  it('passes a build whose entry imports hashed page parts, chunks and vendor files', () => {
    expect(
      unhashedImports({
        'checkout.js': 'const p={checkout:()=>import("./checkout-page-ZHO3GEH6.js"),cart:()=>import("./checkout-cart-LHSZGYMO.js")};',
        'checkout-page-ZHO3GEH6.js': 'export{a}from"./chunk-I632JG4Q.js";',
        'chunk-I632JG4Q.js': 'const d=()=>import("./vendor-dompurify-QBIJL7XM.js");',
      }),
    ).toEqual([]);
  });

  it("names each file imported by a fixed name: a page's part, a vendor file, an enqueued entry", () => {
    expect(
      unhashedImports({
        'checkout.js': 'const p=()=>import("./checkout-page.js");',
        'chunk-I632JG4Q.js': 'import"./vendor-dompurify.js";import{x}from"./storefront.js";',
      }),
    ).toEqual([
      "checkout.js imports ./checkout-page.js by a name without a content hash: a browser may keep an older release's copy",
      "chunk-I632JG4Q.js imports ./vendor-dompurify.js by a name without a content hash: a browser may keep an older release's copy",
      "chunk-I632JG4Q.js imports ./storefront.js by a name without a content hash: a browser may keep an older release's copy",
    ]);
  });
});
