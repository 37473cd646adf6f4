// @vitest-environment node
/**
 * The block checkout page as the demo serves it: the scripts in WordPress's order (dependencies first, every
 * payment method's script before the block), the settings the block reads, and a widget's blocks entry from the
 * build's manifest with the handles it declares.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShop, type Shop } from '../app.ts';
import { CHEQUE } from '../domain/gateways.ts';
import { newShopper, pageGlobal } from '../testing/shopper.ts';
import { orderedScripts } from './scripts.ts';

let shop: Shop;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'blocks-dist-'));
  writeFileSync(join(dist, 'manifest.json'), JSON.stringify({
    widgets: {},
    blocks: { payments: { js: 'payments-blocks.js', hash: 'abc123', dependencies: ['react-jsx-runtime', 'wc-blocks-registry', 'wc-settings', 'wp-element'] } },
  }));
  shop = await createShop({ port: 0, products: 0, quiet: true, distDir: dist });
  shop.context.gateways.register(CHEQUE);
});
afterAll(async () => {
  await shop.close();
});

const scriptIds = (html: string): string[] => [...html.matchAll(/<script src="[^"]*" id="([^"]+)-js"><\/script>/g)].map((m) => m[1]!);

describe('/shop/checkout-block/', () => {
  it('prints the model\'s scripts dependencies first, the payment methods (a widget\'s blocks entry among them) before the block', async () => {
    const html = await (await newShopper(shop)).page('/shop/checkout-block/');
    const ids = scriptIds(html).filter((id) => !['jquery', 'wp-i18n'].includes(id));
    expect([...ids].sort()).toEqual([
      'react', 'react-dom', 'react-jsx-runtime', 'shop-islands-payments-blocks', 'wc-blocks-checkout-events', 'wc-blocks-data-store', 'wc-blocks-registry',
      'wc-checkout-block-frontend', 'wc-payment-method-bacs', 'wc-payment-method-cheque', 'wc-payment-method-cod', 'wc-settings', 'wp-data', 'wp-element',
    ]);
    const before = (first: string, second: string): boolean => ids.indexOf(first) < ids.indexOf(second);
    for (const [first, second] of [
      ['react', 'react-dom'], ['react-dom', 'wp-element'], ['react', 'react-jsx-runtime'], ['wp-element', 'wc-blocks-registry'], ['wc-settings', 'wc-blocks-registry'],
      ['wc-blocks-registry', 'wc-payment-method-cod'], ['wp-element', 'shop-islands-payments-blocks'], ['react-jsx-runtime', 'shop-islands-payments-blocks'],
      ['wc-blocks-registry', 'shop-islands-payments-blocks'], ['wc-payment-method-cod', 'wc-checkout-block-frontend'], ['shop-islands-payments-blocks', 'wc-checkout-block-frontend'],
    ]) expect(before(first!, second!), `${first} before ${second}`).toBe(true);
    expect(html).toContain('<script src="/shop/wp-content/plugins/shop-islands/dist/payments-blocks.js?ver=abc123" id="shop-islands-payments-blocks-js"></script>');
    expect(html).toContain('<div class="wp-block-woocommerce-checkout alignwide wc-block-checkout is-loading" data-block-name="woocommerce/checkout">');
  });

  it('prints the settings the block reads: payment methods\' data and order, the checkout data, the nonce and the cart', async () => {
    const shopper = await newShopper(shop);
    const html = await shopper.page('/shop/checkout-block/');
    const settings = pageGlobal(html, 'wcSettings') as Record<string, any>;
    // Every enabled gateway (Blocks' Payments\Api), the Stripe gateway's methods whatever the currency among them.
    expect(settings.paymentMethodSortOrder.filter((id: string) => !id.startsWith('stripe'))).toEqual(['bacs', 'cod', 'cheque']);
    expect(settings.paymentMethodSortOrder).toEqual(expect.arrayContaining(['stripe', 'stripe_blik']));
    expect(settings.paymentMethodData.cod).toEqual({ title: 'Cash on delivery', description: 'Pay with cash upon delivery.', supports: ['products'], enableForVirtual: true, enableForShippingMethods: [] });
    expect(settings.paymentMethodData.cheque).toMatchObject({ title: 'Check payments' });
    expect(settings.checkoutData).toMatchObject({ order_id: 0, customer_id: 0 });
    expect(settings.currency).toMatchObject({ code: 'GBP', precision: 2, symbol: '£' });
    expect(settings.countryData.GB).toMatchObject({ locale: { state: { label: 'County', required: false }, postcode: { label: 'Postcode' } } });
    const nonce = (pageGlobal(html, 'wcBlocksMiddlewareConfig') as { storeApiNonce: string }).storeApiNonce;
    const res = await shop.app.inject({ method: 'POST', url: '/shop/wp-json/wc/store/v1/cart/select-shipping-rate', headers: { cookie: shopper.cookie(), nonce }, payload: { rate_id: 'flat_rate:1' } });
    expect(res.statusCode).toBe(200);
    const model = pageGlobal(html, 'wcBlocksModel') as { restRoot: string; preloaded: Record<string, { payment_methods: string[] }> };
    expect(model.restRoot).toBe('/shop/wp-json/');
    // The cart's are the gateways available for it: BLIK takes złoty only.
    const methods = model.preloaded['/wc/store/v1/cart']?.payment_methods ?? [];
    expect(methods.filter((id) => !id.startsWith('stripe'))).toEqual(['bacs', 'cod', 'cheque']);
    expect(methods).toContain('stripe');
    expect(methods).not.toContain('stripe_blik');
  });

  it('serves each script at its WordPress path: React once, everything else taking it from the page', async () => {
    const react = await shop.app.inject({ url: '/shop/wp-includes/js/dist/vendor/react.min.js' });
    const element = await shop.app.inject({ url: '/shop/wp-includes/js/dist/element.min.js' });
    const cod = await shop.app.inject({ url: '/shop/wp-content/plugins/woocommerce/assets/client/blocks/wc-payment-method-cod.js' });
    expect([react.statusCode, element.statusCode, cod.statusCode]).toEqual([200, 200, 200]);
    expect(react.body).toContain('react.transitional.element');
    for (const body of [element.body, cod.body]) expect(body).not.toContain('react.transitional.element');
    expect(element.body).toContain('window.React');
    expect(cod.body).toContain('window.ReactJSXRuntime');
  }, 30_000);
});

describe('orderedScripts', () => {
  it('puts every script after what it needs, once, and names an unknown handle', () => {
    expect(orderedScripts(['wp-element', 'react']).map((s) => s.handle)).toEqual(['react', 'react-dom', 'wp-element']);
    expect(() => orderedScripts(['nope'])).toThrow('Unknown script handle nope');
    expect(() => orderedScripts(['a'], [{ handle: 'a', src: '/a.js', deps: ['b'] }, { handle: 'b', src: '/b.js', deps: ['a'] }])).toThrow('Script dependency cycle: a → b → a');
  });
});
