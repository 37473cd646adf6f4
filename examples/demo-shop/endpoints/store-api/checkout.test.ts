// @vitest-environment node
/**
 * Store API POST /checkout over real HTTP on a real SQLite shop: the Nonce header, the body the block checkout
 * sends (and nothing else), the Store API's refusals in its words, and the order with its payment_result.
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

const ADA = { first_name: 'Ada', last_name: 'Lovelace', address_1: '12 Analytical Row', city: 'London', postcode: 'sw1a1aa', country: 'GB', phone: '020 7946 0000' };
const ORDER = {
  billing_address: { ...ADA, email: 'ada@example.com' },
  shipping_address: ADA,
  customer_note: 'Leave it with the porter',
  create_account: false,
  customer_password: '',
  extensions: {},
  additional_fields: {},
  payment_method: 'cod',
  payment_data: [{ key: 'si_reference', value: 'R-1' }, { key: 'wc-cod-new-payment-method', value: false }],
};

async function withBeanie(): Promise<Shopper> {
  const s = await newShopper(shop);
  await s.add(productId(shop, 'beanie'));
  return s;
}

const ordersCount = (): number => (shop.db.prepare('SELECT COUNT(*) AS n FROM orders').get() as { n: number }).n;

describe('POST /checkout', () => {
  it('refuses a request without the Nonce header, or with a wrong one (403), and places nothing', async () => {
    const s = await withBeanie();
    const before = ordersCount();
    const missing = await shop.app.inject({ method: 'POST', url: '/shop/wp-json/wc/store/v1/checkout', headers: { cookie: s.cookie() }, payload: ORDER });
    expect([missing.statusCode, missing.json().code]).toEqual([403, 'woocommerce_rest_missing_nonce']);
    const wrong = await shop.app.inject({ method: 'POST', url: '/shop/wp-json/wc/store/v1/checkout', headers: { cookie: s.cookie(), nonce: 'abcdef0123' }, payload: ORDER });
    expect([wrong.statusCode, wrong.json().code]).toEqual([403, 'woocommerce_rest_invalid_nonce']);
    expect(ordersCount()).toBe(before);
  });

  it('places the order and answers with it and its payment_result', async () => {
    const s = await withBeanie();
    const res = await s.store('POST', 'checkout', ORDER);
    expect(res.status).toBe(200);
    const row = shop.db.prepare('SELECT * FROM orders WHERE id = ?').get(res.json.order_id) as Record<string, any>;
    const redirect = `/shop/checkout/order-received/${row.id}/?key=${row.order_key}`;
    expect(res.json).toMatchObject({
      order_id: row.id,
      status: 'processing',
      order_key: row.order_key,
      order_number: row.number,
      customer_note: 'Leave it with the porter',
      payment_method: 'cod',
      billing_address: { first_name: 'Ada', postcode: 'SW1A 1AA', email: 'ada@example.com' },
      payment_result: { payment_status: 'success', payment_details: [{ key: 'result', value: 'success' }, { key: 'redirect', value: redirect }], redirect_url: redirect },
    });
    expect([row.status, row.payment_method, row.total, row.customer_note]).toEqual(['processing', 'cod', 2300, 'Leave it with the porter']);
    // The cart is emptied: a second post has nothing to order.
    const again = await s.store('POST', 'checkout', ORDER);
    expect([again.status, again.json.code, again.json.message]).toEqual([400, 'woocommerce_rest_cart_empty', 'Cannot create order from empty cart.']);
  });

  it('refuses what the block checkout never sends, with WordPress\'s rest_invalid_param', async () => {
    const s = await withBeanie();
    const unknown = await s.store('POST', 'checkout', { ...ORDER, coupon: 'free' });
    expect([unknown.status, unknown.json.code]).toEqual([400, 'rest_invalid_param']);
    const badPair = await s.store('POST', 'checkout', { ...ORDER, payment_data: [{ key: 'x', value: { nested: true } }] });
    expect([badPair.status, badPair.json.code]).toEqual([400, 'rest_invalid_param']);
    const noBilling = await s.store('POST', 'checkout', { payment_method: 'cod' });
    expect(noBilling.json).toMatchObject({ code: 'rest_missing_callback_param', data: { params: ['billing_address'] } });
  });

  it('says what is wrong with an address, the payment method or the email, in the Store API\'s words', async () => {
    const s = await withBeanie();
    const badPostcode = await s.store('POST', 'checkout', { ...ORDER, billing_address: { ...ORDER.billing_address, postcode: '1' } });
    expect(badPostcode.json).toMatchObject({ code: 'rest_invalid_param', data: { details: { billing_address: { code: 'invalid_postcode' } } } });
    const noMethod = await s.store('POST', 'checkout', { ...ORDER, payment_method: undefined });
    expect([noMethod.status, noMethod.json.code, noMethod.json.message]).toEqual([400, 'woocommerce_rest_checkout_missing_payment_method', 'No payment method provided.']);
    const disabled = await s.store('POST', 'checkout', { ...ORDER, payment_method: 'paypal' });
    expect(disabled.json).toMatchObject({ code: 'woocommerce_rest_checkout_payment_method_disabled', message: 'paypal is not available for this order—please choose a different payment method' });
    const noEmail = await s.store('POST', 'checkout', { ...ORDER, billing_address: { ...ADA } });
    expect(noEmail.json).toMatchObject({ code: 'woocommerce_rest_missing_email_address', message: 'A valid email address is required' });
  });

  it('answers a checkout the order rules refuse with the reason and the cart', async () => {
    const s = await withBeanie();
    const res = await s.store('POST', 'checkout', { ...ORDER, billing_address: { ...ORDER.billing_address, first_name: '' } });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('Billing First name is a required field.');
    expect(res.json.data.cart.items).toHaveLength(1);
  });
});

describe('the Store API cart names the gateways it can be paid with', () => {
  it('lists the enabled gateways in payment_methods', async () => {
    const s = await withBeanie();
    const methods: string[] = (await s.store('GET', 'cart')).json.payment_methods;
    expect(methods.filter((id) => !id.startsWith('stripe'))).toEqual(['bacs', 'cod']);
    // The Stripe gateway's methods that take pounds; BLIK takes złoty only.
    expect(methods).toContain('stripe');
    expect(methods).not.toContain('stripe_blik');
  });
});
