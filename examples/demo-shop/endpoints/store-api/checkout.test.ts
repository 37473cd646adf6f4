// @vitest-environment node
/**
 * Store API POST /checkout over real HTTP on a real SQLite shop: the Nonce header, the body the block checkout
 * sends (and nothing else), the Store API's refusals in its words, and the order with its payment_result; the
 * Stripe Gateway's express checkout (its header and nonce, its wallet's order paid, 3D Secure, a decline, an
 * unshippable address) and order-pay's POST /checkout/{id}.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShop, type Shop } from '../../app.ts';
import { getOrder, orderMeta } from '../../domain/orders.ts';
import { createIntentsService } from '../../provider/server/index.ts';
import { orderIntent } from '../../stripe-gateway/payment.ts';
import { newShopper, pageGlobal, productId, type Shopper } from '../../testing/shopper.ts';

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

const JO = { first_name: 'Jo', last_name: 'Bloggs', address_1: '1 Test Street', city: 'London', postcode: 'SW1A 1AA', country: 'GB', phone: '+447700900123' };

function walletMethod(number: string): string {
  const created = createIntentsService(shop.db).createPaymentMethod({ type: 'card', card: { number, exp_month: 12, exp_year: new Date().getFullYear() + 2, cvc: '123' } });
  if (!created.ok) throw new Error(created.error.message);
  return created.value.id;
}

/** A shopper with a beanie in the cart, shipping chosen, and the express nonces the cart page printed. */
async function shopperWithCart(): Promise<{ s: Shopper; nonce: Record<string, string> }> {
  const s = await newShopper(shop);
  await s.add(productId(shop, 'beanie'), 2);
  const params = pageGlobal(await s.page('/shop/cart/'), 'wc_stripe_express_checkout_params') as { nonce: Record<string, string> };
  return { s, nonce: params.nonce };
}

function expressOrder(method: string, rate = 'flat_rate:1'): Record<string, unknown> {
  return {
    billing_address: { ...JO, email: 'jo.bloggs@example.com' },
    shipping_address: { ...JO, method: [rate] },
    customer_note: 'Leave it by the door',
    payment_method: 'stripe',
    payment_data: [
      { key: 'payment_method', value: 'stripe' }, { key: 'wc-stripe-payment-method', value: method }, { key: 'wc-stripe-confirmation-token', value: '' },
      { key: 'express_payment_type', value: 'google_pay' }, { key: 'wc-stripe-is-deferred-intent', value: true },
    ],
    extensions: { 'woocommerce/order-attribution': { source_type: 'typein', utm_source: '(direct)' } },
  };
}

async function checkout(s: Shopper, body: unknown, headers: Record<string, string>): Promise<{ status: number; json: any }> {
  await s.store('GET', 'cart');
  const nonce = String((await shop.app.inject({ url: '/shop/wp-json/wc/store/v1/cart', headers: { cookie: s.cookie() } })).headers.nonce);
  const res = await shop.app.inject({ method: 'POST', url: '/shop/wp-json/wc/store/v1/checkout', headers: { cookie: s.cookie(), nonce, ...headers }, payload: body as object });
  return { status: res.statusCode, json: res.json() };
}

const countOrders = (): number => (shop.db.prepare('SELECT COUNT(*) AS n FROM orders').get() as { n: number }).n;

describe('Store API checkout: the Stripe Gateway\'s express checkout', () => {
  it('refuses an express payment without the express header or with a wrong express nonce (403)', async () => {
    const { s, nonce } = await shopperWithCart();
    const before = countOrders();
    const body = expressOrder(walletMethod('4242424242424242'));
    const noHeader = await checkout(s, body, {});
    expect([noHeader.status, noHeader.json.code]).toEqual([403, 'wc_stripe_express_checkout_invalid_nonce']);
    const wrongNonce = await checkout(s, body, { 'x-wcstripe-express-checkout': 'true', 'x-wcstripe-express-checkout-nonce': nonce.wc_store_api! });
    expect(wrongNonce.status).toBe(403);
    const noNonce = await checkout(s, body, { 'x-wcstripe-express-checkout': 'true' });
    expect(noNonce.status).toBe(403);
    expect(countOrders()).toBe(before);
  });

  it('places and pays an express order once: Google Pay (Stripe), the chosen shipping, the note and the attribution', async () => {
    const { s, nonce } = await shopperWithCart();
    const headers = { 'x-wcstripe-express-checkout': 'true', 'x-wcstripe-express-checkout-nonce': nonce.wc_store_api_express_checkout! };
    const placed = await checkout(s, expressOrder(walletMethod('4242424242424242')), headers);
    expect(placed.status).toBe(200);
    expect(placed.json).toMatchObject({ status: 'processing', payment_method: 'stripe', customer_note: 'Leave it by the door', payment_result: { payment_status: 'success' } });
    expect(placed.json.payment_result.redirect_url).toMatch(new RegExp(`/shop/checkout/order-received/${placed.json.order_id}/\\?key=wc_order_`));
    const order = getOrder(shop.db, placed.json.order_id)!;
    expect(order).toMatchObject({ payment_method_title: 'Google Pay (Stripe)', shipping_total: 500, total: 4100, status: 'processing' });
    expect(orderMeta(order, '_wc_order_attribution_source_type')).toBe('typein');
    expect(orderIntent(shop.db, order.id)).toMatch(/^pi_/);
    expect((await s.store('GET', 'cart')).json.items).toEqual([]);
    // the same request again: the cart is gone, no second order
    const again = await checkout(s, expressOrder(walletMethod('4242424242424242')), headers);
    expect([again.status, again.json.code]).toEqual([400, 'woocommerce_rest_cart_empty']);
  });

  it('answers a 3D Secure card with the gateway\'s confirmation hash; update_order_status settles the order after the challenge', async () => {
    const { s, nonce } = await shopperWithCart();
    const headers = { 'x-wcstripe-express-checkout': 'true', 'x-wcstripe-express-checkout-nonce': nonce.wc_store_api_express_checkout! };
    const placed = await checkout(s, expressOrder(walletMethod('4000002500003155')), headers);
    expect(placed.json.status).toBe('pending');
    const confirmHash = /^#wc-stripe-confirm-pi:(\d+):(pi_[^:]+_secret_[^:]+):([a-f0-9]{10})$/;
    expect(placed.json.payment_result.redirect_url).toMatch(confirmHash);
    // a repeat while it waits pays the same order (one order per cart), with the intent of the latest attempt
    const repeat = await checkout(s, expressOrder(walletMethod('4000002500003155')), headers);
    expect(repeat.json.order_id).toBe(placed.json.order_id);
    const [, orderId, secret, statusNonce] = confirmHash.exec(repeat.json.payment_result.redirect_url)!;
    const intent = secret!.split('_secret_')[0]!;
    const early = JSON.parse((await s.ajax('wc_stripe_update_order_status', { order_id: orderId!, intent_id: intent, _ajax_nonce: statusNonce! })).body);
    expect(early).toEqual({ success: false, data: { error: { message: "We're not able to process this payment. Please try again later." } } });
    // the shopper passes the challenge (the provider's 3D Secure page completes the order's own intent)
    const order = getOrder(shop.db, Number(orderId))!;
    const done = createIntentsService(shop.db).completeAction(intent, secret!, 'complete');
    expect(done.ok && done.value.status).toBe('succeeded');
    const forged = await s.ajax('wc_stripe_update_order_status', { order_id: orderId!, intent_id: intent, _ajax_nonce: 'aaaaaaaaaa' });
    expect([forged.status, forged.body]).toEqual([403, '-1']);
    const settled = JSON.parse((await s.ajax('wc_stripe_update_order_status', { order_id: orderId!, intent_id: intent, _ajax_nonce: statusNonce! })).body);
    expect(settled).toEqual({ success: true, data: { return_url: `${shop.url.replace(/\/$/, '')}/shop/checkout/order-received/${orderId}/?key=${order.order_key}` } });
    expect(getOrder(shop.db, Number(orderId))!.status).toBe('processing');
    expect((await s.store('GET', 'cart')).json.items).toEqual([]);
  });

  it('answers a declined card with the gateway\'s message (400) and keeps the order, failed, for the next attempt', async () => {
    const { s, nonce } = await shopperWithCart();
    const headers = { 'x-wcstripe-express-checkout': 'true', 'x-wcstripe-express-checkout-nonce': nonce.wc_store_api_express_checkout! };
    const declined = await checkout(s, expressOrder(walletMethod('4000000000000002')), headers);
    expect([declined.status, declined.json.code, declined.json.message]).toEqual([400, 'woocommerce_rest_checkout_process_payment_error', 'There was an error processing the payment: The card was declined.']);
    const before = countOrders();
    const paid = await checkout(s, expressOrder(walletMethod('4242424242424242')), headers);
    expect(paid.json.status).toBe('processing');
    expect(countOrders()).toBe(before);
  });

  it('refuses an order to an address no zone ships to, without making one', async () => {
    const { s, nonce } = await shopperWithCart();
    const before = countOrders();
    const body = { ...expressOrder(walletMethod('4242424242424242')), shipping_address: { ...JO, country: 'AQ', postcode: '', city: 'McMurdo' } };
    const refused = await checkout(s, body, { 'x-wcstripe-express-checkout': 'true', 'x-wcstripe-express-checkout-nonce': nonce.wc_store_api_express_checkout! });
    expect([refused.status, refused.json.code, refused.json.message]).toEqual([400, 'woocommerce_rest_invalid_shipping_option', 'Sorry, this order requires a shipping option.']);
    expect(countOrders()).toBe(before);
  });

  it('pays an order from order-pay (checkout/{id}) with its key and billing email', async () => {
    const { s, nonce } = await shopperWithCart();
    // an order waiting for payment: the classic checkout's 3D Secure card whose challenge was never passed
    const checkoutPage = await s.page('/shop/checkout/');
    const processNonce = /name="woocommerce-process-checkout-nonce" value="([a-f0-9]+)"/.exec(checkoutPage)![1]!;
    const classic = JSON.parse((await s.ajax('checkout', {
      billing_first_name: 'Jo', billing_last_name: 'Bloggs', billing_country: 'GB', billing_address_1: '1 Test Street', billing_city: 'London', billing_postcode: 'SW1A 1AA',
      billing_phone: '07700900123', billing_email: 'jo@example.com', payment_method: 'stripe', 'wc-stripe-payment-method': walletMethod('4000002500003155'), terms: 'on', 'terms-field': '1', 'woocommerce-process-checkout-nonce': processNonce,
    })).body);
    const id = Number(/^#wc-stripe-confirm-pi:(\d+):/.exec(classic.redirect)![1]);
    const order = getOrder(shop.db, id)!;
    expect(order.status).toBe('pending');
    const payPage = await s.page(`/shop/checkout/order-pay/${id}/?pay_for_order=true&key=${order.order_key}`);
    expect(pageGlobal(payPage, 'wcStripeExpressCheckoutPayForOrderParams')).toMatchObject({ order: String(id), orderDetails: { orderKey: order.order_key, billingEmail: 'jo@example.com' }, total: { amount: order.total } });
    const storeNonce = String((await shop.app.inject({ url: '/shop/wp-json/wc/store/v1/cart', headers: { cookie: s.cookie() } })).headers.nonce);
    const pay = async (query: string): Promise<{ status: number; json: any }> => {
      const res = await shop.app.inject({
        method: 'POST', url: `/shop/wp-json/wc/store/v1/checkout/${id}?${query}`,
        headers: { cookie: s.cookie(), nonce: storeNonce, 'x-wcstripe-express-checkout': 'true', 'x-wcstripe-express-checkout-nonce': nonce.wc_store_api_express_checkout! },
        payload: { ...expressOrder(walletMethod('4242424242424242')), billing_address: { ...JO, email: 'jo@example.com' } },
      });
      return { status: res.statusCode, json: res.json() };
    };
    expect((await pay(`key=wrong&billing_email=jo@example.com`)).status).toBe(401);
    expect((await pay(`key=${order.order_key}&billing_email=someone@example.com`)).status).toBe(403);
    const paid = await pay(`key=${order.order_key}&billing_email=jo@example.com`);
    expect(paid.json).toMatchObject({ order_id: id, status: 'processing', payment_result: { payment_status: 'success' } });
    expect(getOrder(shop.db, id)!.payment_method_title).toBe('Google Pay (Stripe)');
  });
});
