// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShop, type Shop } from '../../app.ts';

let shop: Shop;
beforeAll(async () => { shop = await createShop({ port: 0, products: 30, quiet: true }); });
afterAll(async () => { await shop.close(); });

describe('Store API products', () => {
  it('lists and searches products with pagination headers', async () => {
    const res = await shop.app.inject({ url: '/shop/wp-json/wc/store/v1/products?search=hoodie&per_page=2' });
    expect(res.statusCode).toBe(200);
    expect(res.headers.nonce).toMatch(/^[a-f0-9]{10}$/);
    expect(Number(res.headers['x-wp-total'])).toBeGreaterThanOrEqual(3);
    const items = res.json() as { name: string }[];
    expect(items).toHaveLength(2);
    items.forEach((p) => expect(p.name.toLowerCase()).toContain('hoodie'));
  });
  it('returns one product with prices in minor units and its variations, or 404', async () => {
    const hoodie = (await shop.app.inject({ url: '/shop/wp-json/wc/store/v1/products/45' })).json();
    expect(hoodie).toMatchObject({ id: 45, type: 'variable', sku: 'woo-hoodie', permalink: '/shop/product/hoodie/', prices: { price: '4200', currency_minor_unit: 2, currency_symbol: '£', price_range: { min_amount: '4200', max_amount: '4500' } } });
    expect(hoodie.variations).toHaveLength(4);
    expect(hoodie.categories[0]).toMatchObject({ name: 'Hoodies', slug: 'hoodies' });
    const missing = await shop.app.inject({ url: '/shop/wp-json/wc/store/v1/products/999999' });
    expect([missing.statusCode, missing.json().code]).toEqual([404, 'woocommerce_rest_product_invalid_id']);
  });
});

describe('Store API cart', () => {
  it('adds a variation by attributes, updates, applies a coupon and removes the item', async () => {
    const first = await shop.app.inject({ url: '/shop/wp-json/wc/store/v1/cart' });
    const cookie = String(first.headers['set-cookie']).split(';')[0]!;
    let nonce = String(first.headers.nonce);
    const call = async (path: string, payload: unknown): Promise<{ status: number; body: Record<string, any> }> => {
      const res = await shop.app.inject({ method: 'POST', url: `/shop/wp-json/wc/store/v1/${path}`, payload: payload as Record<string, unknown>, headers: { cookie, nonce } });
      nonce = String(res.headers.nonce);
      return { status: res.statusCode, body: res.json() };
    };
    const added = await call('cart/add-item', { id: 45, quantity: 1, variation: [{ attribute: 'pa_color', value: 'Blue' }, { attribute: 'Logo', value: 'Yes' }] });
    expect(added.status).toBe(201);
    const item = added.body.items[0];
    expect(item).toMatchObject({ id: 90, sku: 'woo-hoodie-blue-logo', name: 'Hoodie', variation: [{ attribute: 'Color', value: 'Blue' }, { attribute: 'Logo', value: 'Yes' }] });
    const updated = await call('cart/update-item', { key: item.key, quantity: 2 });
    expect(updated.body.items_count).toBe(2);
    expect(updated.body.totals.total_price).toBe('9000');
    expect(updated.body.shipping_rates[0].shipping_rates.find((r: { selected: boolean }) => r.selected).rate_id).toBe('free_shipping:2');
    const coupon = await call('cart/apply-coupon', { code: 'welcome10' });
    expect(coupon.body.coupons[0]).toMatchObject({ code: 'welcome10', discount_type: 'percent' });
    expect(coupon.body.totals.total_price).toBe('8100');
    const badCoupon = await call('cart/apply-coupon', { code: 'zzz' });
    expect([badCoupon.status, badCoupon.body.code]).toEqual([400, 'woocommerce_rest_cart_coupon_error']);
    const removed = await call('cart/remove-item', { key: item.key });
    expect(removed.body.items).toEqual([]);
    const gone = await call('cart/remove-item', { key: item.key });
    expect([gone.status, gone.body.code]).toEqual([409, 'woocommerce_rest_cart_invalid_key']);
  });
});

describe('cart page without JavaScript', () => {
  it('applies a coupon and updates quantities with the cart nonce, refuses without it', async () => {
    const first = await shop.app.inject({ url: '/shop/cart/' });
    const cookie = String(first.headers['set-cookie']).split(';')[0]!;
    const post = (data: Record<string, string>) => shop.app.inject({ method: 'POST', url: '/shop/cart/', payload: new URLSearchParams(data).toString(), headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' } });
    await post({ 'add-to-cart': '58', quantity: '1' });
    const page = (await shop.app.inject({ url: '/shop/cart/', headers: { cookie } })).body;
    const nonce = /name="woocommerce-cart-nonce" value="([a-f0-9]+)"/.exec(page)![1]!;
    const key = /name="cart\[([a-f0-9]+)\]\[qty\]"/.exec(page)![1]!;
    expect((await post({ apply_coupon: 'Apply coupon', coupon_code: 'fiver' })).body).toContain('Your session has expired. Please try again.');
    const applied = (await post({ apply_coupon: 'Apply coupon', coupon_code: 'fiver', 'woocommerce-cart-nonce': nonce })).body;
    expect(applied).toContain('Coupon code applied successfully.');
    expect(applied).toContain('Coupon: fiver');
    const updated = (await post({ update_cart: 'Update basket', [`cart[${key}][qty]`]: '3', 'woocommerce-cart-nonce': nonce })).body;
    expect(updated).toContain('Basket updated.');
    expect(updated).toMatch(/name="cart\[[a-f0-9]+\]\[qty\]" value="3"/);
  });
});
