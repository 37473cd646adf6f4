// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShop, type Shop } from '../../app.ts';
import { newShopper, pageGlobal, productId, type Shopper } from '../../testing/shopper.ts';

let shop: Shop;
beforeAll(async () => { shop = await createShop({ port: 0, products: 0, quiet: true }); });
afterAll(async () => { await shop.close(); });

type Params = { nonce: Record<string, string> } & Record<string, unknown>;

/** A shopper on a product page, with the gateway's express settings as the page printed them. */
async function onProductPage(slug: string): Promise<{ s: Shopper; params: Params }> {
  const s = await newShopper(shop);
  const params = pageGlobal(await s.page(`/shop/product/${slug}/`), 'wc_stripe_express_checkout_params') as Params;
  return { s, params };
}

const json = async (answer: Promise<{ status: number; body: string }>): Promise<any> => {
  const { status, body } = await answer;
  expect(status).toBe(200);
  return JSON.parse(body);
};

describe('the Stripe Gateway express checkout endpoints (wc-ajax)', () => {
  it('refuses every endpoint without its own nonce, as check_ajax_referer does (403 -1)', async () => {
    const { s, params } = await onProductPage('beanie');
    for (const name of ['get_cart_details', 'get_shipping_options', 'update_shipping_method', 'normalize_address', 'add_to_cart', 'clear_cart', 'get_selected_product_data']) {
      const missing = await s.ajax(`wc_stripe_${name}`, {});
      expect([name, missing.status, missing.body]).toEqual([name, 403, '-1']);
    }
    // another endpoint's nonce is not this one's
    const wrong = await s.ajax('wc_stripe_clear_cart', { security: params.nonce.shipping! });
    expect(wrong.status).toBe(403);
  });

  it('prints the product page settings: Stripe amounts, a pending shipping option, string flags', async () => {
    const { params } = await onProductPage('beanie');
    expect(params).toMatchObject({
      ajax_url: '/shop/?wc-ajax=%%endpoint%%',
      is_product_page: '1', is_cart_page: '', has_block: '', is_pay_for_order: '',
      stripe: { publishable_key: 'pk_test_demo_shopislands', is_express_checkout_enabled: true },
      product: {
        total: { label: 'SHOP ISLANDS (via WooCommerce)', amount: 1800, pending: true },
        displayItems: [{ label: 'Beanie', amount: 1800 }, { label: 'Shipping', amount: 0, pending: true }],
        requestShipping: true, currency: 'gbp', country_code: 'GB', validVariationSelected: true,
        shippingOptions: [{ id: 'pending', displayName: 'Pending', amount: 0 }],
      },
    });
    expect(Object.keys(params.nonce).sort()).toEqual([
      'add_to_cart', 'checkout', 'clear_cart', 'get_cart_details', 'get_selected_product_data', 'log_errors', 'normalize_address', 'pay_for_order',
      'payment', 'shipping', 'update_shipping', 'wc_store_api', 'wc_store_api_express_checkout',
    ]);
  });

  it('get_selected_product_data answers the chosen variation and quantity, or why it cannot be bought', async () => {
    const { s, params } = await onProductPage('hoodie');
    const hoodie = productId(shop, 'hoodie');
    const blue = await json(s.ajax('wc_stripe_get_selected_product_data', {
      security: params.nonce.get_selected_product_data!, product_id: String(hoodie), qty: '2', 'attributes[attribute_pa_color]': 'blue', 'attributes[attribute_logo]': 'Yes',
    }));
    expect(blue).toMatchObject({ currency: 'gbp', requestShipping: true, displayItems: [{ label: 'Hoodie - Blue, Yes (x2)', amount: 9000 }, { label: 'Shipping', pending: true }], total: { amount: 9000 } });
    const gone = await json(s.ajax('wc_stripe_get_selected_product_data', { security: params.nonce.get_selected_product_data!, product_id: '999999', qty: '1' }));
    expect(gone).toEqual({ error: 'Product with the ID (999999) cannot be found.' });
    const album = await json(s.ajax('wc_stripe_get_selected_product_data', { security: params.nonce.get_selected_product_data!, product_id: String(productId(shop, 'album')) }));
    expect(album).toMatchObject({ requestShipping: false, displayItems: [{ label: 'Album', amount: 1500 }], total: { amount: 1500 } });
    expect(album.shippingOptions).toBeUndefined();
  });

  it('add_to_cart empties the cart and adds the product; clear_cart empties it', async () => {
    const { s, params } = await onProductPage('beanie');
    await s.add(productId(shop, 'cap'));
    const added = await json(s.ajax('wc_stripe_add_to_cart', { security: params.nonce.add_to_cart!, product_id: String(productId(shop, 'beanie')), qty: '2' }));
    expect(added).toMatchObject({ result: 'success', total: { amount: 3600 + 500 } });
    expect((await s.store('GET', 'cart')).json.items.map((i: { name: string; quantity: number }) => [i.name, i.quantity])).toEqual([['Beanie', 2]]);
    const cleared = await s.ajax('wc_stripe_clear_cart', { security: params.nonce.clear_cart! });
    expect([cleared.status, cleared.body]).toEqual([200, '']);
    expect((await s.store('GET', 'cart')).json.items).toEqual([]);
  });

  it('get_shipping_options takes the wallet address (state name, short postcode), lists its rates without tax and chooses the first', async () => {
    const { s, params } = await onProductPage('beanie');
    await s.add(productId(shop, 'beanie'), 3);
    const ie = await json(s.ajax('wc_stripe_get_shipping_options', { security: params.nonce.shipping!, is_product_page: 'false', country: 'IE', state: 'Co. Dublin', postcode: 'd02xy45', city: 'Dublin 2' }));
    expect(ie.result).toBe('success');
    expect(ie.shipping_options).toEqual([{ id: 'flat_rate:4', displayName: 'Flat rate', amount: 1200 }]);
    expect(ie.total.amount).toBe(5400 + 1200);
    expect(ie.displayItems.map((i: { label: string }) => i.label)).toEqual(['Subtotal', 'Tax', 'Shipping']);
    expect((await s.store('GET', 'cart')).json.shipping_address).toMatchObject({ country: 'IE', state: 'D', postcode: 'D02 XY45' });
    const uk = await json(s.ajax('wc_stripe_get_shipping_options', { security: params.nonce.shipping!, country: 'GB', state: '', postcode: 'SW1A', city: 'London' }));
    expect(uk.shipping_options.map((o: { id: string; amount: number }) => [o.id, o.amount])).toEqual([['free_shipping:2', 0], ['flat_rate:1', 417], ['local_pickup:3', 0]]);
    // itemised when is_product_page is not given
    expect(uk.displayItems[0]).toEqual({ label: 'Beanie (x3)', amount: 4500 });
    expect((await s.store('GET', 'cart')).json.shipping_address).toMatchObject({ country: 'GB', postcode: 'SW1A ***' });
  });

  it('answers invalid_shipping_address for an address no shipping zone serves', async () => {
    const { s, params } = await onProductPage('beanie');
    await s.add(productId(shop, 'beanie'));
    const none = await json(s.ajax('wc_stripe_get_shipping_options', { security: params.nonce.shipping!, country: 'AQ', state: '', postcode: '', city: 'McMurdo' }));
    expect(none.result).toBe('invalid_shipping_address');
    expect(none.shipping_options).toBeUndefined();
  });

  it('update_shipping_method chooses the rate and answers the new total; the chosen rate comes first next time', async () => {
    const { s, params } = await onProductPage('beanie');
    await s.add(productId(shop, 'beanie'));
    await json(s.ajax('wc_stripe_get_shipping_options', { security: params.nonce.shipping!, country: 'GB', postcode: 'SW1A 1AA', city: 'London' }));
    const pickup = await json(s.ajax('wc_stripe_update_shipping_method', { security: params.nonce.update_shipping!, 'shipping_method[]': 'local_pickup:3', is_product_page: 'false' }));
    expect(pickup).toMatchObject({ result: 'success', total: { amount: 1800 } });
    const again = await json(s.ajax('wc_stripe_get_shipping_options', { security: params.nonce.shipping!, country: 'GB', postcode: 'SW1A 1AA', city: 'London' }));
    expect(again.shipping_options[0].id).toBe('local_pickup:3');
  });

  it('normalize_address turns state names into codes and fixes the wallets\' field mix-ups', async () => {
    const { s, params } = await onProductPage('beanie');
    const answer = await json(s.ajax('wc_stripe_normalize_address', {
      security: params.nonce.normalize_address!,
      'data[billing_address][country]': 'US', 'data[billing_address][state]': 'California', 'data[billing_address][address_1]': '', 'data[billing_address][address_2]': '1 Main St',
      'data[shipping_address][country]': 'IE', 'data[shipping_address][state]': 'Co. Clare', 'data[shipping_address][city]': 'Ennis',
    }));
    expect(answer).toEqual({
      billing_address: { country: 'US', state: 'CA', address_1: '1 Main St', address_2: '' },
      shipping_address: { country: 'IE', state: 'CE', city: 'Ennis' },
    });
  });

  it('get_cart_details answers the cart\'s amounts in the gateway\'s shape', async () => {
    const { s, params } = await onProductPage('beanie');
    await s.add(productId(shop, 'beanie'));
    expect(await json(s.ajax('wc_stripe_get_cart_details', { security: params.nonce.get_cart_details! }))).toMatchObject({
      shipping_required: true,
      order_data: { currency: 'gbp', country_code: 'GB', total: { label: 'SHOP ISLANDS (via WooCommerce)', amount: 2300, pending: false } },
    });
  });
});
