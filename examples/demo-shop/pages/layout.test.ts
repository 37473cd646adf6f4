// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createShop, type Shop } from '../app.ts';
import { ADA, inputValue, newShopper, productId } from '../testing/shopper.ts';

let shop: Shop;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'dist-'));
  writeFileSync(join(dist, 'manifest.json'), JSON.stringify({
    files: {}, widgets: { storefront: { js: 'storefront.js', css: 'storefront.css', imports: ['chunks/core-abc.js'], hash: 'h123' } },
  }));
  writeFileSync(join(dist, 'storefront.js'), 'export {};');
  shop = await createShop({ port: 0, products: 0, distDir: dist });
});
afterAll(async () => { await shop.close(); });

describe('layout', () => {
  it('prints settings as globals, host scripts in dependency order, then widget modules with their hash', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const res = await shop.app.inject({ url: '/shop/checkout/' });
    const body = res.body;
    // With this response's Content-Security-Policy nonce (security/content-security-policy.ts).
    const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(body).toContain(`<script nonce="${nonce}" id="woocommerce_params-js-extra">var woocommerce_params = {"ajax_url":"/shop/wp-admin/admin-ajax.php","wc_ajax_url":"/shop/?wc-ajax=%%endpoint%%"`);
    expect(body.indexOf('jquery.min.js')).toBeLessThan(body.indexOf('i18n.min.js'));
    // The checkout widget's pickers replace selectWoo: the page no longer carries it.
    expect(body).not.toContain('selectWoo');
    expect(body).not.toContain('select2.css');
    expect(body).toContain('<script type="module" id="shop-islands-storefront-js" src="/shop/wp-content/plugins/shop-islands/dist/storefront.js?ver=h123"></script>');
    expect(body).toContain('href="/shop/wp-content/plugins/shop-islands/dist/storefront.css?ver=h123"');
    expect(body).toContain('<link rel="modulepreload" href="/shop/wp-content/plugins/shop-islands/dist/chunks/core-abc.js">');
    expect(body).not.toContain('dist/checkout.js');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('widget "checkout" is not in dist/manifest.json'));
    const js = await shop.app.inject({ url: '/shop/wp-content/plugins/shop-islands/dist/storefront.js' });
    expect([js.statusCode, js.headers['content-type']]).toEqual([200, 'text/javascript']);
  });
  it('escapes </script> inside printed settings', async () => {
    shop.db.prepare("UPDATE products SET name = 'x</script><b>' WHERE slug = 'hoodie'").run();
    const res = await shop.app.inject({ url: '/shop/product/hoodie/' });
    expect(res.body).not.toContain('x</script><b>');
    expect(res.body).toContain('x&lt;/script&gt;&lt;b&gt;');
  });
  it('serves deterministic PNG images with distinct colours per file', async () => {
    const a = await shop.app.inject({ url: '/shop/wp-content/uploads/hoodie-2.png' });
    const b = await shop.app.inject({ url: '/shop/wp-content/uploads/beanie-2.png' });
    expect(a.headers['content-type']).toBe('image/png');
    expect(a.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect(a.rawPayload.equals((await shop.app.inject({ url: '/shop/wp-content/uploads/hoodie-2.png' })).rawPayload)).toBe(true);
    expect(a.rawPayload.equals(b.rawPayload)).toBe(false);
  });
  it('renders a 404 page for unknown URLs', async () => {
    const res = await shop.app.inject({ url: '/no-such-page/' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('That page can&rsquo;t be found.');
  });
});

/**
 * The checkout widget is built page by page (esbuild.config.ts PAGE_BUILDS): its entry `import()`s the page's part,
 * which imports its chunk. Each page preloads its own part and chunk with the entry (no request waterfall), and
 * never another page's.
 */
describe("a widget built page by page: each page preloads its own part and chunk, no other page's", () => {
  const PAGES: Record<string, string[]> = {
    checkout: ['checkout-page-PAGE2345.js', 'chunk-PAGE2345.js'],
    'order-pay': ['checkout-order-pay-PAY23456.js', 'chunk-PAY23456.js'],
    cart: ['checkout-cart-CART2345.js', 'chunk-CART2345.js'],
    addresses: ['checkout-addresses-ADDR2345.js', 'chunk-ADDR2345.js'],
  };
  const ALL = Object.values(PAGES).flat();
  // The pickers' stylesheet: on the pages that render pickers, not on order-pay (no address form there).
  const PICKER_STYLES = 'checkout-styles-PICK2345.css';
  const PAGE_STYLES = { checkout: PICKER_STYLES, cart: PICKER_STYLES, addresses: PICKER_STYLES };
  let built: Shop;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'dist-'));
    writeFileSync(join(dist, 'manifest.json'), JSON.stringify({
      files: {},
      widgets: {
        storefront: { js: 'storefront.js', css: null, imports: ['chunks/core-abc.js'], hash: 'h1' },
        checkout: { js: 'checkout.js', css: null, imports: [], lazy: ALL, hash: 'h2', pages: PAGES, pageStyles: PAGE_STYLES },
      },
    }));
    built = await createShop({ port: 0, products: 0, quiet: true, distDir: dist });
    built.context.gateways.register({ id: 'later', title: 'Pay later', description: 'Pending until paid.', process: () => ({ status: 'pending' }) });
  });
  afterAll(async () => { await built.close(); });

  const preloaded = (body: string): string[] =>
    [...body.matchAll(/<link rel="modulepreload" href="\/shop\/wp-content\/plugins\/shop-islands\/dist\/([^"]+)">/g)].map((m) => m[1] ?? '');

  const stylesheets = (body: string): string[] => [...body.matchAll(/<link rel="stylesheet" id="([^"]+)" href="\/shop\/wp-content\/plugins\/shop-islands\/dist\/([^"?]+)/g)].map((m) => `${m[1]} ${m[2]}`);

  it('checkout, order-pay and cart: the shared chunks and that page’s files, before the entry, and its stylesheet if it has one; a product page: none of them', async () => {
    const s = await newShopper(built);
    await s.add(productId(built, 'beanie'));
    const checkout = await s.page('/shop/checkout/');
    const nonce = inputValue(checkout, 'woocommerce-process-checkout-nonce');
    const pay = JSON.parse((await s.ajax('checkout', { ...ADA, payment_method: 'later', 'terms-field': '1', terms: 'on', 'woocommerce-process-checkout-nonce': nonce })).body) as { redirect: string };
    const orderPay = await s.page(pay.redirect);
    await s.add(productId(built, 'beanie'));
    const cart = await s.page('/shop/cart/');
    for (const [name, body] of [['checkout', checkout], ['order-pay', orderPay], ['cart', cart]] as const) {
      expect(body, name).toContain('id="shop-islands-checkout-js"');
      expect(preloaded(body), name).toEqual(['chunks/core-abc.js', ...PAGES[name]!]);
      expect(body.indexOf(`dist/${PAGES[name]![0]}"`), name).toBeLessThan(body.indexOf('dist/checkout.js?ver=h2'));
    }
    expect(stylesheets(checkout)).toEqual([`shop-islands-checkout-page-css ${PICKER_STYLES}`]);
    expect(stylesheets(cart)).toEqual([`shop-islands-checkout-page-css ${PICKER_STYLES}`]);
    expect(stylesheets(orderPay)).toEqual([]);
    const product = await s.page('/shop/product/beanie/');
    expect(preloaded(product)).toEqual(['chunks/core-abc.js']);
    expect(stylesheets(product)).toEqual([]);
    expect(ALL.some((file) => product.includes(file))).toBe(false);
  });
});
