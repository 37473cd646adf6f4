// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShop, type Shop } from '../../app.ts';

let shop: Shop;
beforeAll(async () => { shop = await createShop({ port: 0, products: 0, quiet: true }); });
afterAll(async () => { await shop.close(); });

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** A shopper with a browser's cookie jar: the session cookie is replaced when the shop sets a new one (at login). */
async function visitor(): Promise<{ page: (url: string) => Promise<string>; post: (url: string, data: Record<string, string>) => Promise<{ status: number; body: string; location?: string }> }> {
  const first = await shop.app.inject({ url: '/shop/cart/' });
  let cookie = String(first.headers['set-cookie']).split(';')[0]!;
  expect(String(first.headers['set-cookie'])).toMatch(/wp_woocommerce_session_shopislands=[a-f0-9]{32}; Path=\/; HttpOnly; SameSite=Lax/);
  const keep = (res: { headers: Record<string, unknown> }): void => { if (res.headers['set-cookie']) cookie = String(res.headers['set-cookie']).split(';')[0]!; };
  return {
    page: async (url) => {
      const res = await shop.app.inject({ url, headers: { cookie } });
      keep(res);
      return res.body;
    },
    post: async (url, data) => {
      const res = await shop.app.inject({ method: 'POST', url, payload: new URLSearchParams(data).toString(), headers: { ...FORM, cookie } });
      keep(res);
      return { status: res.statusCode, body: res.body, location: res.headers.location as string | undefined };
    },
  };
}

const nonceIn = (html: string, key: string): string => new RegExp(`"${key}":"([a-f0-9]+)"`).exec(html)![1]!;
const BILLING = {
  billing_first_name: 'Ada', billing_last_name: 'Lovelace', billing_country: 'GB', billing_address_1: '1 St', billing_city: 'London',
  billing_postcode: 'SW1A 1AA', billing_phone: '020 7946 0000', billing_email: 'ada@example.com', 'terms-field': '1', terms: 'on',
};

describe('wc-ajax cart endpoints', () => {
  it('add_to_cart returns fragments and a cart hash; an out-of-stock or unknown product returns error + product_url', async () => {
    const v = await visitor();
    const ok = JSON.parse((await v.post('/?wc-ajax=add_to_cart', { product_id: '48', quantity: '2' })).body);
    expect(ok.cart_hash).toMatch(/^[a-f0-9]{32}$/);
    expect(ok.fragments['a.cart-contents']).toContain('2 items');
    expect(ok.fragments['div.widget_shopping_cart_content']).toContain('data-product_id="48"');
    const variable = JSON.parse((await v.post('/shop/?wc-ajax=add_to_cart', { product_id: '45' })).body);
    expect(variable).toEqual({ error: true, product_url: '/shop/product/hoodie/' });
    const key = /data-cart_item_key="([a-f0-9]+)"/.exec(ok.fragments['div.widget_shopping_cart_content'])![1]!;
    const removed = JSON.parse((await v.post('/shop/?wc-ajax=remove_from_cart', { cart_item_key: key })).body);
    expect(removed.fragments['div.widget_shopping_cart_content']).toContain('No products in the basket.');
  });

  it('apply_coupon / remove_coupon answer WooCommerce notice HTML and update_order_review returns fragments', async () => {
    const v = await visitor();
    await v.post('/?wc-ajax=add_to_cart', { product_id: '58' });
    const checkout = await v.page('/shop/checkout/');
    const applied = await v.post('/shop/?wc-ajax=apply_coupon', { security: nonceIn(checkout, 'apply_coupon_nonce'), coupon_code: 'WELCOME10' });
    expect(applied.body).toBe('<div class="woocommerce-message" role="alert">Coupon code applied successfully.</div>');
    const bad = await v.post('/shop/?wc-ajax=apply_coupon', { security: nonceIn(checkout, 'apply_coupon_nonce'), coupon_code: 'nope' });
    expect(bad.body).toBe('<ul class="woocommerce-error" role="alert"><li>Coupon &quot;nope&quot; cannot be applied because it does not exist.</li></ul>');
    const script = await v.post('/shop/?wc-ajax=apply_coupon', { security: nonceIn(checkout, 'apply_coupon_nonce'), coupon_code: '<img src=x onerror=alert(1)>' });
    expect(script.body).toBe('<ul class="woocommerce-error" role="alert"><li>Coupon &quot;&lt;img src=x onerror=alert(1)&gt;&quot; cannot be applied because it does not exist.</li></ul>');
    const review = JSON.parse((await v.post('/shop/?wc-ajax=update_order_review', { security: nonceIn(checkout, 'update_order_review_nonce'), 'shipping_method[0]': 'local_pickup:3', payment_method: 'bacs' })).body);
    expect(review.result).toBe('success');
    expect(review.fragments['.woocommerce-checkout-review-order-table']).toContain('Coupon: welcome10');
    expect(review.fragments['.woocommerce-checkout-review-order-table']).toMatch(/value="local_pickup:3" class="shipping_method" checked/);
    expect(review.fragments['.woocommerce-checkout-payment']).toMatch(/id="payment_method_bacs"[^>]*checked/);
    const removed = await v.post('/shop/?wc-ajax=remove_coupon', { security: nonceIn(checkout, 'remove_coupon_nonce'), coupon: 'welcome10' });
    expect(removed.body).toBe('<div class="woocommerce-message" role="alert">Coupon has been removed.</div>');
    const forged = await v.post('/shop/?wc-ajax=update_order_review', { security: 'x' });
    expect([forged.status, forged.body]).toEqual([403, '-1']);
  });
});

describe('checkout without JavaScript and order-pay', () => {
  it('re-renders errors inline, then creates the order and redirects to order-received', async () => {
    const v = await visitor();
    await v.post('/shop/cart/', { 'add-to-cart': '62', quantity: '1' });
    const page = await v.page('/shop/checkout/');
    const nonce = /name="woocommerce-process-checkout-nonce" value="([a-f0-9]+)"/.exec(page)![1]!;
    const missing = await v.post('/shop/checkout/', { 'woocommerce-process-checkout-nonce': nonce, payment_method: 'bacs', billing_country: 'GB', 'terms-field': '1' });
    expect(missing.status).toBe(200);
    expect(missing.body).toContain('<li data-id="billing_phone"><strong>Billing Phone</strong> is a required field.</li>');
    expect(missing.body).toContain('<li data-id="terms">Please read and accept the terms and conditions to proceed with your order.</li>');
    const done = await v.post('/shop/checkout/', { 'woocommerce-process-checkout-nonce': nonce, payment_method: 'bacs', ...BILLING });
    expect(done.status).toBe(303);
    expect(done.location).toMatch(/^\/shop\/checkout\/order-received\/\d+\/\?key=wc_order_/);
    const received = await v.page(done.location!);
    expect(received).toContain('Direct bank transfer');
    const wrongKey = await shop.app.inject({ url: done.location!.replace(/key=.*/, 'key=wrong') });
    expect(wrongKey.body).toContain('Sorry, this order is invalid and cannot be displayed.');
  });

  it('pays a pending order on the order-pay page', async () => {
    shop.context.gateways.register({ id: 'later', title: 'Pay later', description: 'Pending until paid.', process: () => ({ status: 'pending' }) });
    const v = await visitor();
    await v.post('/?wc-ajax=add_to_cart', { product_id: '70' });
    const nonce = /name="woocommerce-process-checkout-nonce" value="([a-f0-9]+)"/.exec(await v.page('/shop/checkout/'))![1]!;
    const res = JSON.parse((await v.post('/shop/?wc-ajax=checkout', { 'woocommerce-process-checkout-nonce': nonce, payment_method: 'later', ...BILLING })).body);
    expect(res.redirect).toMatch(/^\/shop\/checkout\/order-pay\/\d+\/\?pay_for_order=true&key=/);
    const payPage = await v.page(res.redirect);
    expect(payPage).toContain('<form id="order_review"');
    const payNonce = /name="woocommerce-pay-nonce" value="([a-f0-9]+)"/.exec(payPage)![1]!;
    const paid = await v.post(res.redirect, { 'woocommerce-pay-nonce': payNonce, payment_method: 'cod', 'terms-field': '1', terms: 'on', woocommerce_pay: '1' });
    expect(paid.status).toBe(303);
    expect(shop.db.prepare('SELECT status, payment_method FROM orders WHERE id = ?').get(res.order_id)).toEqual({ status: 'processing', payment_method: 'cod' });
  });

  it('logs the demo customer in and shows the dashboard', async () => {
    const v = await visitor();
    const account = await v.page('/shop/my-account/');
    const nonce = /name="woocommerce-login-nonce" value="([a-f0-9]+)"/.exec(account)![1]!;
    const wrong = await v.post('/shop/my-account/', { login: 'Log in', username: 'customer@example.com', password: 'nope', 'woocommerce-login-nonce': nonce });
    expect(wrong.body).toContain('The password you entered for the email address <strong>customer@example.com</strong> is incorrect.');
    const ok = await v.post('/shop/my-account/', { login: 'Log in', username: 'customer@example.com', password: 'shopper', 'woocommerce-login-nonce': nonce });
    expect(ok.location).toBe('/shop/my-account/');
    expect(await v.page('/shop/my-account/')).toContain('Hello <strong>Sam</strong>');
    expect(await v.page('/shop/my-account/payment-methods/')).toContain('No saved methods found.');
  });
});
