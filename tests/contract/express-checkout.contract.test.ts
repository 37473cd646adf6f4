// @vitest-environment node
/**
 * The express checkout's readers and client on the demo's real answers: `wc_stripe_express_checkout_params`
 * and `wcStripeExpressCheckoutPayForOrderParams` as the pages print them, the gateway's wc-ajax endpoints
 * and the Store API cart, through the widget's own api.ts on the page's session client.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Shop } from '../../examples/demo-shop/app.ts';
import { orderPayUrl, type OrderRow } from '../../examples/demo-shop/domain/orders.ts';
import { createExpressApi, type ExpressApi } from '../../packages/express-checkout/src/api.ts';
import { loadExpressParams, loadPayForOrder, type ExpressParams } from '../../packages/express-checkout/src/settings.ts';
import { snapshotOf } from '../../packages/express-checkout/src/sheet/cart-snapshot.ts';
import { onShop, pageGlobals, sessionFetch, startDemo } from './demo.ts';

let shop: Shop;
const id = (slug: string): number => (shop.db.prepare('SELECT id FROM products WHERE slug = ?').get(slug) as { id: number }).id;
beforeAll(async () => { shop = await startDemo(); });
afterAll(async () => { await shop.close(); });
beforeEach(() => { vi.stubGlobal('fetch', sessionFetch()); });
afterEach(() => { vi.unstubAllGlobals(); });

/** The page's globals, read as the widget reads them, and its client on this shopper's session. */
async function onPage(path: string): Promise<{ globals: Record<string, unknown>; params: ExpressParams; api: ExpressApi }> {
  const globals = pageGlobals(await (await fetch(onShop(shop, path))).text());
  const params = loadExpressParams(globals);
  if (!params) throw new Error(`no express settings on ${path}`);
  const root = onShop(shop, (globals.shopIslandsStoreApi as { root: string }).root);
  // a page of its own (the session client is one per page), its addresses on the running shop
  const api = createExpressApi({ ...params, ajaxUrl: onShop(shop, params.ajaxUrl) }, root, {} as Window);
  return { globals, params, api };
}

describe('express checkout contract with the demo shop', () => {
  it('reads the product page\'s settings as printed (strings for flags, the product\'s amounts)', async () => {
    const { params } = await onPage('/shop/product/beanie/');
    expect(params).toMatchObject({
      isProductPage: true, isCartPage: false, isPayForOrder: false, hasBlock: false, expressCheckoutEnabled: true, currency: 'gbp', currencyDecimals: 2,
      product: { total: 1800, requestShipping: true, validVariationSelected: true },
      defaultShippingOption: { id: 'pending', displayName: 'Pending', amount: 0 },
      loginConfirmation: null,
    });
    expect(params.nonces.wc_store_api_express_checkout).toMatch(/^[a-f0-9]{10}$/);
  });

  it('prices a selection, makes the temporary cart and reads the shipping options and rate changes', async () => {
    const { api } = await onPage('/shop/product/hoodie/');
    const choice = { productId: id('hoodie'), quantity: 1, attributes: { attribute_pa_color: 'blue', attribute_logo: 'Yes' }, variable: true, extra: {} };
    expect(await api.selectedProductData(choice)).toMatchObject({ total: 4500, requestShipping: true });
    // the shop's base country's flat rate is in the cart's total until an address is known
    expect((await api.addProductAlone(choice)).total).toBe(5000);
    const options = await api.shippingOptions({ country: 'GB', state: '', postcode: 'SW1A', city: 'London', address: '', address_2: '' }, true);
    expect(options).toMatchObject({ result: 'success', total: 5000, options: [{ id: 'flat_rate:1', displayName: 'Flat rate' }, { id: 'local_pickup:3' }] });
    expect((await api.updateShippingMethod('local_pickup:3', true)).total).toBe(4500);
    expect((await api.shippingOptions({ country: 'AQ', state: '', postcode: '', city: 'McMurdo', address: '', address_2: '' }, true)).result).toBe('invalid_shipping_address');
    await expect(api.selectedProductData({ ...choice, productId: 999999 })).rejects.toThrow('Product with the ID (999999) cannot be found.');
  });

  it('reads what the gateway charges for the cart, snapshots the Store API cart, and empties it both ways', async () => {
    const { api } = await onPage('/shop/product/beanie/');
    await api.addItem({ id: id('cap'), quantity: 2, variation: [] });
    expect(await api.cartDetails()).toMatchObject({ shippingRequired: true, total: 3700 });
    const snapshot = snapshotOf(await api.cart());
    expect(snapshot.items).toEqual([{ key: expect.stringMatching(/^[a-f0-9]{32}$/), id: id('cap'), quantity: 2, variation: [] }]);
    await api.removeItem(snapshot.items[0]!.key);
    expect(snapshotOf(await api.cart()).items).toEqual([]);
    await api.addItem({ id: id('cap'), quantity: 1, variation: [] });
    await api.clearCart();
    expect(snapshotOf(await api.cart()).items).toEqual([]);
  });

  it('normalises addresses through the gateway', async () => {
    const { api } = await onPage('/shop/product/beanie/');
    const address = { first_name: 'A', last_name: 'B', company: '', address_1: '', address_2: '1 Main St', city: 'LA', state: 'California', postcode: '90001', country: 'US', phone: '' };
    const normalized = await api.normalizeAddress({ ...address, email: 'a@example.com' }, address);
    expect(normalized.billing).toMatchObject({ state: 'CA', address_1: '1 Main St', address_2: '', email: 'a@example.com' });
  });

  it('reads order-pay\'s order data as printed', async () => {
    // the cart page of a shopper with a beanie, then an order of it waiting for payment (its card payment failed: no card posted)
    await fetch(onShop(shop, `/shop/?add-to-cart=${id('beanie')}`));
    const checkout = await (await fetch(onShop(shop, '/shop/checkout/'))).text();
    const nonce = /name="woocommerce-process-checkout-nonce" value="([a-f0-9]+)"/.exec(checkout)![1]!;
    await fetch(onShop(shop, '/shop/?wc-ajax=checkout'), {
      method: 'POST',
      body: new URLSearchParams({
        billing_first_name: 'Jo', billing_last_name: 'Bloggs', billing_country: 'GB', billing_address_1: '1 Test Street', billing_city: 'London', billing_postcode: 'SW1A 1AA',
        billing_phone: '07700900123', billing_email: 'jo@example.com', payment_method: 'stripe', terms: 'on', 'terms-field': '1', 'woocommerce-process-checkout-nonce': nonce,
      }),
    });
    const failed = shop.db.prepare('SELECT * FROM orders ORDER BY id DESC LIMIT 1').get() as OrderRow;
    expect(failed.status).toBe('failed');
    const { globals, params } = await onPage(orderPayUrl(failed));
    expect(params.isPayForOrder).toBe(true);
    expect(loadPayForOrder(globals)).toMatchObject({ orderKey: expect.stringMatching(/^wc_order_/), billingEmail: 'jo@example.com', total: 2300 });
  });
});
