// @vitest-environment node
/**
 * The checkout's wc-ajax endpoints over real HTTP (Fastify inject) on a real SQLite shop, answering as
 * WooCommerce 10.9.1 does (CONTRACT.md §3).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShop, type Shop } from '../../app.ts';
import { ADA, inputValue, newShopper, productId, settingValue, type Shopper } from '../../testing/shopper.ts';

let shop: Shop;
beforeAll(async () => {
  shop = await createShop({ port: 0, products: 0, quiet: true, distDir: '/nonexistent' });
});
afterAll(async () => {
  await shop.close();
});

const ORDER = { ...ADA, payment_method: 'cod', 'terms-field': '1', terms: 'on' };
const orders = (): number => (shop.db.prepare('SELECT COUNT(*) AS n FROM orders').get() as { n: number }).n;

/** A shopper with a beanie in the cart, at the checkout page (its nonces read from it). */
async function atCheckout(slug = 'beanie'): Promise<{ s: Shopper; html: string; nonce: (key: string) => string; processNonce: string }> {
  const s = await newShopper(shop);
  await s.add(productId(shop, slug));
  const html = await s.page('/shop/checkout/');
  return { s, html, nonce: (key) => settingValue(html, key), processNonce: inputValue(html, 'woocommerce-process-checkout-nonce') };
}

describe('?wc-ajax=checkout', () => {
  it('answers a placed order with result, redirect and order_id', async () => {
    const { s, processNonce } = await atCheckout();
    const res = await s.ajax('checkout', { ...ORDER, 'woocommerce-process-checkout-nonce': processNonce });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const answer = JSON.parse(res.body) as { result: string; redirect: string; order_id: number };
    expect(Object.keys(answer)).toEqual(['result', 'redirect', 'order_id']);
    expect(answer.redirect).toBe(`/shop/checkout/order-received/${answer.order_id}/?key=${(shop.db.prepare('SELECT order_key FROM orders WHERE id = ?').get(answer.order_id) as { order_key: string }).order_key}`);
    const received = await s.page(answer.redirect);
    expect(received).toContain('Thank you. Your order has been received.');
    expect(received).toContain('<li class="woocommerce-order-overview__order order">Order number: <strong>');
  });

  it('answers field errors as an error list whose items carry the field id (data-id)', async () => {
    const { s, processNonce } = await atCheckout();
    const before = orders();
    const res = JSON.parse((await s.ajax('checkout', { billing_country: 'IE', billing_email: 'nope', 'terms-field': '1', payment_method: 'cod', 'woocommerce-process-checkout-nonce': processNonce })).body);
    expect(res).toMatchObject({ result: 'failure', refresh: false, reload: false });
    expect(res.messages).toMatch(/^<ul class="woocommerce-error" role="alert">.*<\/ul>$/);
    expect(res.messages).toContain('<li data-id="billing_first_name"><strong>Billing First name</strong> is a required field.</li>');
    expect(res.messages).toContain('<li data-id="billing_postcode"><strong>Billing Eircode</strong> is a required field.</li>');
    expect(res.messages).toContain('<li data-id="billing_state"><strong>Billing County</strong> is a required field.</li>');
    expect(res.messages).toContain('<li data-id="billing_email"><strong>Billing Email address</strong> is not a valid email address.</li>');
    expect(res.messages).toContain('<li data-id="terms">Please read and accept the terms and conditions to proceed with your order.</li>');
    expect(orders()).toBe(before);
  });

  it('escapes what the shopper typed when it comes back in a message', async () => {
    const { s, processNonce } = await atCheckout();
    const res = JSON.parse((await s.ajax('checkout', { ...ORDER, billing_country: 'US', billing_postcode: '90210', billing_state: '"><img src=x onerror=alert(1)>', 'woocommerce-process-checkout-nonce': processNonce })).body);
    expect(res.messages).not.toContain('<img');
    expect(res.messages).toContain('<li data-id="billing_state"><strong>Billing State</strong> is not valid. Please enter one of the following: Alabama, ');
  });

  it('refuses a wrong nonce: recalculate (refresh) with a cart, session expired without', async () => {
    const { s } = await atCheckout();
    expect(JSON.parse((await s.ajax('checkout', { ...ORDER, 'woocommerce-process-checkout-nonce': 'abcdefabcd' })).body)).toEqual({
      result: 'failure', messages: '<ul class="woocommerce-error" role="alert"><li>We were unable to process your order, please try again.</li></ul>', refresh: true, reload: false,
    });
    const stranger = await newShopper(shop);
    expect(JSON.parse((await stranger.ajax('checkout', ORDER)).body)).toEqual({
      result: 'failure', messages: '<ul class="woocommerce-error" role="alert"><li>Sorry, your session has expired. <a href="/shop/" class="wc-backward">Return to shop</a></li></ul>', refresh: false, reload: false,
    });
  });

  it('makes one order for a repeated Idempotency-Key, and refuses a malformed key', async () => {
    const { s, processNonce } = await atCheckout();
    const before = orders();
    const key = { 'Idempotency-Key': '5e0c2f3a-8c43-4c5e-9a43-2f2b8f0f6a11' };
    const fields = { ...ORDER, 'woocommerce-process-checkout-nonce': processNonce };
    const first = JSON.parse((await s.ajax('checkout', fields, key)).body);
    const retry = JSON.parse((await s.ajax('checkout', fields, key)).body);
    expect(first.result).toBe('success');
    expect(retry).toEqual(first);
    expect(orders()).toBe(before + 1);
    const bad = await s.ajax('checkout', fields, { 'Idempotency-Key': 'has spaces in it' });
    expect([bad.status, JSON.parse(bad.body).messages]).toEqual([400, '<ul class="woocommerce-error" role="alert"><li>We were unable to process your order, please try again.</li></ul>']);
  });

  it('refuses a field nobody could type (too long), as a failure', async () => {
    const { s, processNonce } = await atCheckout();
    const res = await s.ajax('checkout', { ...ORDER, order_comments: 'x'.repeat(20_001), 'woocommerce-process-checkout-nonce': processNonce });
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ result: 'failure', messages: expect.stringContaining('order_comments must be at most 20000 characters long.') });
  });
});

describe('?wc-ajax=update_order_review', () => {
  it('answers 403 -1 without its nonce', async () => {
    const { s } = await atCheckout();
    const res = await s.ajax('update_order_review', { security: 'abcdefabcd' });
    expect([res.status, res.body]).toEqual([403, '-1']);
  });

  it('answers the two fragments, with the rates of the zone the address is in', async () => {
    const { s, nonce } = await atCheckout();
    const review = async (fields: Record<string, string>) => JSON.parse((await s.ajax('update_order_review', { security: nonce('update_order_review_nonce'), payment_method: 'cod', ...fields })).body);
    const uk = await review({ country: 'GB', s_country: 'GB', has_full_address: 'false' });
    expect(Object.keys(uk)).toEqual(['result', 'messages', 'reload', 'fragments']);
    expect(uk).toMatchObject({ result: 'success', messages: '', reload: false });
    expect(Object.keys(uk.fragments)).toEqual(['.woocommerce-checkout-review-order-table', '.woocommerce-checkout-payment']);
    expect(uk.fragments['.woocommerce-checkout-review-order-table']).toMatch(/^<table class="shop_table woocommerce-checkout-review-order-table">/);
    expect(uk.fragments['.woocommerce-checkout-review-order-table']).toContain('value="flat_rate:1"');
    expect(uk.fragments['.woocommerce-checkout-review-order-table']).toContain('(includes <span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">£</span>3.83</bdi></span> VAT)');
    expect(uk.fragments['.woocommerce-checkout-payment']).toMatch(/^<div id="payment" class="woocommerce-checkout-payment">/);
    expect(uk.fragments['.woocommerce-checkout-payment']).toMatch(/id="payment_method_cod"[^>]*checked/);
    const europe = await review({ country: 'GB', s_country: 'FR', s_postcode: '75001', 'shipping_method[0]': 'flat_rate:1', has_full_address: 'true' });
    const table = europe.fragments['.woocommerce-checkout-review-order-table'] as string;
    expect(table).toContain('<input type="hidden" name="shipping_method[0]" data-index="0" id="shipping_method_0_flat_rate4" value="flat_rate:4" class="shipping_method">');
    expect(table).toContain('Flat rate: <span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">£</span>12.00</bdi></span>');
    expect(table).not.toContain('includes_tax');
  });

  it('keeps the chosen shipping rate and payment method for the page', async () => {
    const { s, nonce } = await atCheckout('belt');
    await s.ajax('update_order_review', { security: nonce('update_order_review_nonce'), payment_method: 'bacs', country: 'GB', s_country: 'GB', 'shipping_method[0]': 'local_pickup:3' });
    const page = await s.page('/shop/checkout/');
    expect(page).toMatch(/value="local_pickup:3" class="shipping_method" checked/);
    expect(page).toMatch(/id="payment_method_bacs"[^>]*checked/);
  });

  it("answers an emptied cart with WooCommerce's session-expired fragment for the whole form", async () => {
    const { s, nonce, processNonce } = await atCheckout();
    await s.ajax('checkout', { ...ORDER, 'woocommerce-process-checkout-nonce': processNonce });
    expect(JSON.parse((await s.ajax('update_order_review', { security: nonce('update_order_review_nonce') })).body)).toEqual({
      fragments: { 'form.woocommerce-checkout': '<ul class="woocommerce-error" role="alert"><li>Sorry, your session has expired. <a href="/shop/" class="wc-backward">Return to shop</a></li></ul>' },
    });
  });

  it('refuses fields its script never sends', async () => {
    const { s, nonce } = await atCheckout();
    const res = await s.ajax('update_order_review', { security: nonce('update_order_review_nonce'), has_full_address: 'maybe', bogus: '1' });
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ result: 'failure', fragments: {}, messages: expect.stringContaining('bogus is not a valid property of Object.') });
  });
});

describe('?wc-ajax=apply_coupon and remove_coupon', () => {
  it("answer WooCommerce's notice HTML for each outcome", async () => {
    const { s, nonce } = await atCheckout();
    const apply = async (code: string) => (await s.ajax('apply_coupon', { security: nonce('apply_coupon_nonce'), coupon_code: code, billing_email: '' })).body;
    expect(await apply('')).toBe('<ul class="woocommerce-error" role="alert"><li>Please enter a coupon code.</li></ul>');
    expect(await apply('nope')).toBe('<ul class="woocommerce-error" role="alert"><li>Coupon &quot;nope&quot; cannot be applied because it does not exist.</li></ul>');
    expect(await apply('expired')).toBe('<ul class="woocommerce-error" role="alert"><li>Coupon &quot;expired&quot; has expired.</li></ul>');
    expect(await apply('usedup')).toBe('<ul class="woocommerce-error" role="alert"><li>Usage limit for coupon &quot;usedup&quot; has been reached.</li></ul>');
    expect(await apply('fiver')).toBe('<ul class="woocommerce-error" role="alert"><li>The minimum spend for coupon &quot;fiver&quot; is <span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">£</span>20.00</bdi></span>.</li></ul>');
    expect(await apply('WELCOME10')).toBe('<div class="woocommerce-message" role="alert">Coupon code applied successfully.</div>');
    expect(await apply('welcome10')).toBe('<ul class="woocommerce-error" role="alert"><li>Coupon code &quot;welcome10&quot; already applied!</li></ul>');
    const remove = async (code: string) => (await s.ajax('remove_coupon', { security: nonce('remove_coupon_nonce'), coupon: code })).body;
    expect(await remove('')).toBe('<ul class="woocommerce-error" role="alert"><li>Sorry there was a problem removing this coupon.</li></ul>');
    expect(await remove('welcome10')).toBe('<div class="woocommerce-message" role="alert">Coupon has been removed.</div>');
  });

  it('answer 403 -1 without their nonces', async () => {
    const { s, nonce } = await atCheckout();
    expect((await s.ajax('apply_coupon', { security: nonce('remove_coupon_nonce'), coupon_code: 'welcome10' })).status).toBe(403);
    expect((await s.ajax('remove_coupon', { coupon: 'welcome10' })).body).toBe('-1');
  });
});

describe('cart page: ?wc-ajax=update_shipping_method and get_cart_totals', () => {
  it('keeps the chosen rate and answers the new cart totals', async () => {
    const s = await newShopper(shop);
    await s.add(productId(shop, 'belt'));
    const cart = await s.page('/shop/cart/');
    const res = await s.ajax('update_shipping_method', { security: settingValue(cart, 'update_shipping_method_nonce'), 'shipping_method[0]': 'local_pickup:3' });
    expect(res.body).toMatch(/^<div class="cart_totals">/);
    expect(res.body).toMatch(/value="local_pickup:3" class="shipping_method" checked/);
    expect(res.body).toContain('<tr class="order-total"><th>Total</th><td data-title="Total"><strong><span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">£</span>55.00</bdi></span></strong>');
    const totals = await s.get('/shop/?wc-ajax=get_cart_totals');
    expect(totals.body).toBe(res.body);
    expect((await s.ajax('update_shipping_method', { security: 'abcdefabcd', 'shipping_method[0]': 'flat_rate:1' })).status).toBe(403);
  });
});
