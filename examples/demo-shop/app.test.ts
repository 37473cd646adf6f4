// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShop, type Shop } from './app.ts';
import { DEMO_SECRET_KEY } from './provider/server/keys.ts';

let shop: Shop;
beforeAll(async () => { shop = await createShop({ port: 0, products: 20, quiet: true, distDir: '/nonexistent' }); });
afterAll(async () => { await shop.close(); });

function cookieOf(res: { headers: Record<string, unknown> }): string {
  const set = res.headers['set-cookie'];
  return String(Array.isArray(set) ? set[0] : set).split(';')[0]!;
}

describe('pages', () => {
  const routes: [string, string][] = [
    ['/', 'si-featured-slider'], ['/shop/', 'ul class="products columns-4"'], ['/shop/product/hoodie/', 'data-product_variations'],
    ['/shop/cart/', 'Your basket is currently empty.'], ['/shop/my-account/', 'woocommerce-form-login'],
    ['/shop/my-account/payment-methods/', 'woocommerce-form-login'], ['/shop/my-account/add-payment-method/', 'woocommerce-form-login'],
    ['/?s=hoodie&post_type=product', 'Hoodie with Logo'], ['/blog/', 'si-blog-grid'], ['/shop/product-category/hoodies/', 'widget_layered_nav'],
  ];
  it.each(routes)('%s answers 200 with its WooCommerce markup', async (url, marker) => {
    const res = await shop.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(marker);
    expect(res.body).toContain('<html lang="en-GB">');
  });
  it('escapes product names from the database', async () => {
    shop.db.prepare("UPDATE products SET name = '<script>alert(1)</script>' WHERE slug = 'cap'").run();
    const res = await shop.app.inject({ url: '/shop/product/cap/' });
    expect(res.body).not.toContain('<script>alert(1)</script>');
    expect(res.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});

describe('checkout settings', () => {
  const globalOf = (body: string, name: string): Record<string, unknown> =>
    JSON.parse(new RegExp(`var ${name} = (.*?);</script>`).exec(body)![1]!) as Record<string, unknown>;
  it('prints wc_checkout_params, wc_address_i18n_params and wc_country_select_params like WooCommerce', async () => {
    const res = await shop.app.inject({ url: '/?wc-ajax=add_to_cart', method: 'POST', payload: 'product_id=58', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    const cookie = cookieOf(res);
    const body = (await shop.app.inject({ url: '/shop/checkout/', headers: { cookie } })).body;
    const params = globalOf(body, 'wc_checkout_params');
    expect(params).toMatchObject({ checkout_url: '/shop/?wc-ajax=checkout', is_checkout: '1', option_guest_checkout: 'yes', debug_mode: '', gateways_with_custom_place_order_button: [] });
    const locale = JSON.parse(String(globalOf(body, 'wc_address_i18n_params').locale)) as Record<string, Record<string, Record<string, unknown>>>;
    expect(locale.GB!.postcode).toEqual({ label: 'Postcode' });
    expect(locale.IE!.postcode).toEqual({ label: 'Eircode', required: true });
    expect(locale.default!.address_1).toMatchObject({ label: 'Street address', placeholder: 'House number and street name', required: true, priority: 50 });
    const countries = JSON.parse(String(globalOf(body, 'wc_country_select_params').countries)) as Record<string, unknown>;
    expect(countries.GB).toBeUndefined();
    expect(countries.SE).toEqual([]);
    expect(countries.US).toMatchObject({ CA: 'California', AA: 'Armed Forces (AA)' });
    expect(body).toContain('<p class="form-row form-row-first validate-required" id="billing_first_name_field" data-priority="10"><label for="billing_first_name" class="required_field">First name&nbsp;<span class="required" aria-hidden="true">*</span></label><span class="woocommerce-input-wrapper"><input type="text" class="input-text" name="billing_first_name" id="billing_first_name" placeholder="" value="" aria-required="true" autocomplete="section-billing billing given-name"></span></p>');
    expect(body).toContain('<label for="billing_state" class="">County&nbsp;<span class="optional">(optional)</span></label><span class="woocommerce-input-wrapper"><input type="text" class="input-text" value="" placeholder="" name="billing_state" id="billing_state" autocomplete="section-billing billing address-level1" data-input-classes=""></span>');
    const nonce = String(params.update_order_review_nonce);
    const review = await shop.app.inject({ method: 'POST', url: '/shop/?wc-ajax=update_order_review', payload: `security=${nonce}`, headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' } });
    expect(review.json().result).toBe('success');
  });
});

describe('nonces', () => {
  it('answers -1 / 403 to wc-ajax without a valid nonce', async () => {
    const res = await shop.app.inject({ method: 'POST', url: '/shop/?wc-ajax=apply_coupon', payload: 'coupon_code=fiver&security=bad', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect([res.statusCode, res.body]).toEqual([403, '-1']);
  });
  it('answers the Store API shapes for missing and wrong nonces, and accepts a fresh one', async () => {
    const missing = await shop.app.inject({ method: 'POST', url: '/shop/wp-json/wc/store/v1/cart/add-item', payload: { id: 48, quantity: 1 } });
    expect([missing.statusCode, missing.json().code]).toEqual([403, 'woocommerce_rest_missing_nonce']);
    const wrong = await shop.app.inject({ method: 'POST', url: '/shop/wp-json/wc/store/v1/cart/add-item', payload: { id: 48 }, headers: { nonce: 'abcdefabcd', cookie: cookieOf(missing) } });
    expect(wrong.json()).toEqual({ code: 'woocommerce_rest_invalid_nonce', message: 'Nonce is invalid.', data: { status: 403 } });
    const get = await shop.app.inject({ url: '/shop/wp-json/wc/store/v1/cart', headers: { cookie: cookieOf(missing) } });
    const added = await shop.app.inject({ method: 'POST', url: '/shop/wp-json/wc/store/v1/cart/add-item', payload: { id: 48, quantity: 2 }, headers: { nonce: String(get.headers.nonce), cookie: cookieOf(missing) } });
    expect(added.statusCode).toBe(201);
    expect(added.json().items[0]).toMatchObject({ id: 48, quantity: 2, sku: 'woo-beanie', prices: { price: '1800', currency_code: 'GBP' } });
    expect(added.json().totals.total_price).toBe('4100');
  });
});

describe('classic checkout', () => {
  it('returns WooCommerce validation messages, then stores the order', async () => {
    const first = await shop.app.inject({ url: '/shop/cart/' });
    const cookie = cookieOf(first);
    await shop.app.inject({ method: 'POST', url: '/shop/?wc-ajax=add_to_cart', payload: 'product_id=58&quantity=1', headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' } });
    const page = await shop.app.inject({ url: '/shop/checkout/', headers: { cookie } });
    const nonce = /name="woocommerce-process-checkout-nonce" value="([a-f0-9]+)"/.exec(page.body)![1]!;
    const post = (fields: Record<string, string>) => shop.app.inject({ method: 'POST', url: '/shop/?wc-ajax=checkout', payload: new URLSearchParams({ 'woocommerce-process-checkout-nonce': nonce, ...fields }).toString(), headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' } });
    const bad = (await post({ billing_country: 'GB', billing_email: 'nope', billing_postcode: 'XX', payment_method: 'cod' })).json();
    expect(bad.result).toBe('failure');
    expect(bad.messages).toContain('<li data-id="billing_first_name"><strong>Billing First name</strong> is a required field.</li>');
    expect(bad.messages).toContain('<strong>Billing Email address</strong> is not a valid email address.');
    expect(bad.messages).toContain('is not a valid postcode / ZIP.');
    const good = (await post({
      billing_first_name: 'Ada', billing_last_name: 'Lovelace', billing_country: 'GB', billing_address_1: '1 St', billing_city: 'London',
      billing_postcode: 'SW1A 1AA', billing_phone: '+44 20 7946 0000', billing_email: 'ada@example.com', payment_method: 'cod', 'terms-field': '1', terms: 'on',
    })).json();
    expect(good.result).toBe('success');
    const order = shop.db.prepare('SELECT status, total, payment_method FROM orders WHERE id = ?').get(good.order_id);
    expect(order).toEqual({ status: 'processing', total: 5500, payment_method: 'cod' });
    const received = await shop.app.inject({ url: good.redirect, headers: { cookie } });
    expect(received.body).toContain('Thank you. Your order has been received.');
  });
});

describe("the provider's Stripe-compatible REST face on the demo server", () => {
  it('answers /v1/ with a secret key (form-encoded, nested keys), and 401 without one', async () => {
    const auth = { authorization: `Bearer ${DEMO_SECRET_KEY}`, 'content-type': 'application/x-www-form-urlencoded' };
    const created = await shop.app.inject({ method: 'POST', url: '/v1/payment_intents', headers: { ...auth, 'idempotency-key': 'demo-order-1' }, payload: 'amount=1250&currency=gbp&metadata[order_id]=1&payment_method=pm_card_visa&confirm=true&expand[]=latest_charge' });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ object: 'payment_intent', status: 'succeeded', metadata: { order_id: '1' }, latest_charge: { object: 'charge', amount: 1250 } });
    const again = await shop.app.inject({ method: 'POST', url: '/v1/payment_intents', headers: { ...auth, 'idempotency-key': 'demo-order-1' }, payload: 'amount=1250&currency=gbp&metadata[order_id]=1&payment_method=pm_card_visa&confirm=true' });
    expect(again.json<{ id: string }>().id).toBe(created.json<{ id: string }>().id);
    expect((await shop.app.inject({ url: '/v1/account', headers: auth })).json()).toMatchObject({ object: 'account' });
    const refused = await shop.app.inject({ url: '/v1/account' });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ error: { type: 'authentication_error' } });
  });
});
