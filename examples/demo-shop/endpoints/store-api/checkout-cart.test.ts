// @vitest-environment node
/**
 * The Store API routes the checkout needs (cart/update-customer, cart/select-shipping-rate, coupons) with
 * WooCommerce's JSON shapes, money in minor units as strings, over real HTTP on a real SQLite shop.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShop, type Shop } from '../../app.ts';
import { newShopper, productId, type Shopper } from '../../testing/shopper.ts';

let shop: Shop;
beforeAll(async () => {
  shop = await createShop({ port: 0, products: 0, quiet: true, distDir: '/nonexistent' });
});
afterAll(async () => {
  await shop.close();
});

async function withBeanie(): Promise<Shopper> {
  const s = await newShopper(shop);
  await s.add(productId(shop, 'beanie'), 2);
  return s;
}

const rateIds = (cart: Record<string, any>): string[] => cart.shipping_rates[0].shipping_rates.map((r: { rate_id: string }) => r.rate_id);

describe('cart/update-customer', () => {
  it('keeps the addresses, prints them in the cart, and prices shipping and tax for the new destination', async () => {
    const s = await withBeanie();
    const before = (await s.store('GET', 'cart')).json;
    expect(before.shipping_address).toEqual({ first_name: '', last_name: '', company: '', address_1: '', address_2: '', city: '', state: '', postcode: '', country: 'GB', phone: '' });
    expect(before.totals).toMatchObject({ total_price: '4100', total_tax: '683', total_shipping: '417', total_shipping_tax: '83', currency_code: 'GBP', currency_minor_unit: 2 });
    const res = await s.store('POST', 'cart/update-customer', {
      billing_address: { first_name: 'Ada', last_name: 'Lovelace', address_1: '1 Rue de Rivoli', city: 'Paris', postcode: '75001', country: 'fr', email: 'ada@example.com', phone: '+33 1 23 45 67 89' },
      shipping_address: { first_name: 'Ada', last_name: 'Lovelace', address_1: '1 Rue de Rivoli', city: 'Paris', postcode: '75001', country: 'FR' },
    });
    expect(res.status).toBe(200);
    expect(res.json.billing_address).toEqual({ first_name: 'Ada', last_name: 'Lovelace', company: '', address_1: '1 Rue de Rivoli', address_2: '', city: 'Paris', state: '', postcode: '75001', country: 'FR', email: 'ada@example.com', phone: '+33 1 23 45 67 89' });
    expect(res.json.shipping_rates[0].destination).toEqual({ address_1: '1 Rue de Rivoli', address_2: '', city: 'Paris', state: '', postcode: '75001', country: 'FR' });
    expect(rateIds(res.json)).toEqual(['flat_rate:4']);
    expect(res.json.totals).toMatchObject({ total_price: '4800', total_tax: '0', total_shipping: '1200', total_shipping_tax: '0', tax_lines: [] });
    // The classic checkout shows the same shopper the same address.
    const checkout = await s.page('/shop/checkout/');
    expect(checkout).toContain('name="billing_city" id="billing_city" placeholder="" value="Paris"');
  });

  it('formats a postcode, turns a state name into its code, and refuses what the Store API refuses', async () => {
    const s = await withBeanie();
    const ok = await s.store('POST', 'cart/update-customer', { shipping_address: { country: 'US', state: 'new york', postcode: '100011234' } });
    expect(ok.json.shipping_address).toMatchObject({ country: 'US', state: 'NY', postcode: '10001-1234' });
    const bad = await s.store('POST', 'cart/update-customer', {
      billing_address: { country: 'US', state: 'Atlantis', postcode: '1', phone: 'call me', email: 'nope' },
    });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({
      code: 'rest_invalid_param',
      message: 'Invalid parameter(s): billing_address',
      data: {
        status: 400,
        params: { billing_address: expect.stringMatching(/^The provided state \(ATLANTIS\) is not valid\. Must be one of: AL, AK, .* The provided postcode \/ ZIP is not valid The provided phone number is not valid The provided email address is not valid$/) },
        details: { billing_address: { code: 'invalid_state', data: null, additional_errors: [{ code: 'invalid_postcode' }, { code: 'invalid_phone' }, { code: 'invalid_email' }] } },
      },
    });
    const country = await s.store('POST', 'cart/update-customer', { shipping_address: { country: 'XX' } });
    expect(country.json.data.params.shipping_address).toMatch(/^Invalid country code provided\. Must be one of: AF, AX, /);
    // Nothing of the refused addresses was kept.
    expect((await s.store('GET', 'cart')).json.shipping_address).toMatchObject({ country: 'US', state: 'NY' });
  });

  it('refuses fields the Store API does not know', async () => {
    const s = await withBeanie();
    const res = await s.store('POST', 'cart/update-customer', { shipping_address: { country: 'GB', nickname: 'x' } });
    expect([res.status, res.json.code]).toEqual([400, 'rest_invalid_param']);
  });
});

describe('cart/select-shipping-rate', () => {
  it('chooses the rate of the package and prices the cart with it', async () => {
    const s = await withBeanie();
    const res = await s.store('POST', 'cart/select-shipping-rate', { package_id: 0, rate_id: 'local_pickup:3' });
    expect(res.status).toBe(200);
    const rates = res.json.shipping_rates[0].shipping_rates as { rate_id: string; selected: boolean; price: string; taxes: string; currency_code: string }[];
    expect(rates.map((r) => [r.rate_id, r.selected, r.price, r.taxes])).toEqual([['flat_rate:1', false, '417', '83'], ['local_pickup:3', true, '0', '0']]);
    expect(res.json.totals.total_price).toBe('3600');
    expect((await s.store('POST', 'cart/select-shipping-rate', { package_id: 0 })).json).toMatchObject({ code: 'rest_missing_callback_param', data: { params: ['rate_id'] } });
  });
});

describe('cart coupons through the Store API', () => {
  it("answers with the cart, or with the Store API's own words", async () => {
    const s = await withBeanie();
    const applied = await s.store('POST', 'cart/apply-coupon', { code: 'welcome10' });
    expect(applied.json.coupons).toEqual([{ code: 'welcome10', discount_type: 'percent', totals: expect.objectContaining({ total_discount: '300', total_discount_tax: '60', currency_code: 'GBP' }) }]);
    expect((await s.store('POST', 'cart/apply-coupon', { code: 'welcome10' })).json).toEqual({ code: 'woocommerce_rest_cart_coupon_error', message: 'Coupon code &quot;welcome10&quot; has already been applied.', data: { status: 400 } });
    expect((await s.store('POST', 'cart/apply-coupon', { code: 'nope' })).json.message).toBe('&quot;nope&quot; is an invalid coupon code.');
    const small = await newShopper(shop);
    await small.add(productId(shop, 'beanie'));
    expect((await small.store('POST', 'cart/apply-coupon', { code: 'fiver' })).json).toEqual({
      code: 'woocommerce_rest_cart_coupon_error', message: 'The minimum spend for coupon &quot;fiver&quot; is £20.00.', data: { status: 400 },
    });
    expect((await s.store('POST', 'cart/remove-coupon', { code: 'nope' })).json).toEqual({ code: 'woocommerce_rest_cart_coupon_error', message: 'Invalid coupon code.', data: { status: 400 } });
    const notApplied = await s.store('POST', 'cart/remove-coupon', { code: 'once' });
    expect([notApplied.status, notApplied.json.code]).toEqual([409, 'woocommerce_rest_cart_coupon_invalid_code']);
    const removed = await s.store('POST', 'cart/remove-coupon', { code: 'WELCOME10' });
    expect([removed.status, removed.json.coupons]).toEqual([200, []]);
  });
});
