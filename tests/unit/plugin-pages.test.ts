// @vitest-environment node
/**
 * The pages a widget built page by page serves (esbuild.config.ts PAGE_BUILDS, the manifest's `pages` and
 * `pageStyles` keys) are named in one place in the plugin, Shop_Islands_Woo::built_page(), which the preloads, the
 * page's stylesheet and selectWoo's rule all read; the demo names them the same. WooCommerce's page conditionals
 * are called through Shop_Islands_Woo only (its guarded `is()`), so no class asks WooCommerce about the page its own way.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PAGE_BUILDS } from '../../esbuild.config.ts';
import { builtPage } from '../../examples/demo-shop/pages/layout.ts';

const INCLUDES = new URL('../../plugin-php-shim/includes/', import.meta.url);
const php = (file: string): string => readFileSync(new URL(file, INCLUDES), 'utf8');

/** The body of a PHP method, from its declaration to the next method's doc comment. */
function methodBody(source: string, name: string): string {
  const start = source.indexOf(`function ${name}(`);
  expect(start, `${name}() is declared`).toBeGreaterThan(0);
  const end = source.indexOf('/**', start);
  return source.slice(start, end < 0 ? undefined : end);
}

describe("the plugin's pages of a widget built page by page", () => {
  it('are named in Shop_Islands_Woo::built_page() as PAGE_BUILDS names them, and as the demo does', () => {
    const named = [...methodBody(php('class-shop-islands-woo.php'), 'built_page').matchAll(/'([a-z-]+)'(?=\s*(?:;|:))/g)].map((m) => m[1]);
    const built = [...new Set(Object.values(PAGE_BUILDS).flatMap((pages) => pages.map((page) => page.page)))];
    expect(named.sort()).toEqual([...built].sort());
    const demo = ['woocommerce-order-pay woocommerce-checkout', 'woocommerce-checkout', 'woocommerce-cart', 'woocommerce-account woocommerce-edit-address'].map(builtPage);
    expect(demo.sort()).toEqual([...built].sort());
  });

  it('are read from there by the preloads, the page stylesheet and selectWoo\'s rule', () => {
    expect(php('class-shop-islands-assets.php').match(/\$this->woo->built_page\(\)/g)).toHaveLength(2);
    expect(methodBody(php('class-shop-islands-legacy.php'), 'serves_beside')).toContain("'addresses' === $this->woo->built_page()");
  });

  it("asks WooCommerce's page conditionals only through Shop_Islands_Woo", () => {
    const elsewhere = readdirSync(INCLUDES, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.php') && !file.endsWith('class-shop-islands-woo.php'))
      .flatMap((file) => [...php(file).matchAll(/function_exists\(\s*'(is_[a-z_]+)'\s*\)/g)].map((m) => `${file}: ${m[1]}`));
    expect(elsewhere).toEqual([]);
  });
});
