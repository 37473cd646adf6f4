// @vitest-environment node
/**
 * Bad input on every request that fills the cart gets WooCommerce's answer for it, and changes nothing:
 * wrong types and unknown fields (Fastify route schemas), zero, negative and huge quantities (the cart).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShop, type Shop } from '../app.ts';

let shop: Shop;
let beanie: number;
beforeAll(async () => {
  shop = await createShop({ port: 0, products: 0, quiet: true, distDir: '/nonexistent' });
  beanie = (shop.db.prepare("SELECT id FROM products WHERE slug = 'beanie'").get() as { id: number }).id;
});
afterAll(async () => {
  await shop.close();
});

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** A shopper with their own session (cookie) and the Store API nonce. */
async function shopper() {
  const first = await shop.app.inject({ url: '/shop/wp-json/wc/store/v1/cart' });
  const cookie = String(first.headers['set-cookie']).split(';')[0]!;
  let nonce = String(first.headers.nonce);
  return {
    cookie,
    async store(path: string, payload: unknown) {
      const res = await shop.app.inject({ method: 'POST', url: `/shop/wp-json/wc/store/v1/${path}`, payload: payload as object, headers: { cookie, nonce } });
      if (res.headers.nonce) nonce = String(res.headers.nonce);
      return { status: res.statusCode, body: res.json() as Record<string, any> };
    },
    async form(url: string, fields: string) {
      const res = await shop.app.inject({ method: 'POST', url, payload: fields, headers: { ...FORM, cookie } });
      return { status: res.statusCode, body: res.body };
    },
    async cart() {
      const res = await shop.app.inject({ url: '/shop/wp-json/wc/store/v1/cart', headers: { cookie } });
      return (res.json() as { items: { key: string; quantity: number }[] }).items.map((i) => [i.key, i.quantity]);
    },
  };
}

describe('Store API cart input', () => {
  it('refuses wrong types with rest_invalid_param, naming each field', async () => {
    const s = await shopper();
    const res = await s.store('cart/add-item', { id: beanie, quantity: 'lots' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'rest_invalid_param',
      message: 'Invalid parameter(s): quantity',
      data: { status: 400, params: { quantity: 'quantity is not of type integer.' } },
    });
    expect(await s.cart()).toEqual([]);
  });

  it('refuses unknown fields, also inside a variation', async () => {
    const s = await shopper();
    expect((await s.store('cart/add-item', { id: beanie, qty: 2 })).body).toMatchObject({ code: 'rest_invalid_param', data: { params: { qty: 'qty is not a valid property of Object.' } } });
    expect((await s.store('cart/add-item', { id: beanie, variation: [{ attribute: 'Color', value: 'Red', price: 1 }] })).body)
      .toMatchObject({ code: 'rest_invalid_param', data: { params: { variation: 'variation[0][price] is not a valid property of Object.' } } });
    expect(await s.cart()).toEqual([]);
  });

  it('answers a missing parameter with rest_missing_callback_param', async () => {
    const s = await shopper();
    expect(await s.store('cart/update-item', { quantity: 2 })).toEqual({ status: 400, body: { code: 'rest_missing_callback_param', message: 'Missing parameter(s): key', data: { status: 400, params: ['key'] } } });
  });

  it("refuses zero, negative and huge quantities with WooCommerce's messages", async () => {
    const s = await shopper();
    for (const quantity of [0, -5]) {
      expect(await s.store('cart/add-item', { id: beanie, quantity })).toMatchObject({ status: 400, body: { code: 'woocommerce_rest_product_invalid_quantity', message: 'You cannot add &quot;Beanie&quot; with a quantity less than or equal to 0 to the cart.' } });
    }
    for (const quantity of [10000, 1e21]) {
      expect(await s.store('cart/add-item', { id: beanie, quantity })).toMatchObject({ status: 400, body: { message: 'The maximum quantity of &quot;Beanie&quot; allowed in the cart is 9999' } });
    }
    expect(await s.cart()).toEqual([]);
    const added = await s.store('cart/add-item', { id: beanie, quantity: 2 });
    const key = added.body.items[0].key as string;
    expect((await s.store('cart/update-item', { key, quantity: -1 })).body).toMatchObject({ message: 'The minimum quantity of &quot;Beanie&quot; allowed in the cart is 1' });
    expect((await s.store('cart/update-item', { key, quantity: 123456 })).body).toMatchObject({ message: 'The maximum quantity of &quot;Beanie&quot; allowed in the cart is 9999' });
    expect(await s.cart()).toEqual([[key, 2]]);
  });
});

describe('?wc-ajax=add_to_cart input', () => {
  it("answers bad quantities and unknown fields with WooCommerce's failure (go to the product) and adds nothing", async () => {
    const s = await shopper();
    for (const fields of [`product_id=${beanie}&quantity=-3`, `product_id=${beanie}&quantity=abc`, `product_id=${beanie}&quantity=1e21`, `product_id=${beanie}&qty=2`]) {
      const res = await s.form('/?wc-ajax=add_to_cart', fields);
      expect([fields, JSON.parse(res.body)]).toEqual([fields, { error: true, product_url: '/shop/product/beanie/' }]);
    }
    expect(await s.cart()).toEqual([]);
  });
});

describe('cart form input', () => {
  it('refuses a quantity that is not a whole number, with a notice, and adds nothing', async () => {
    const s = await shopper();
    const res = await s.form('/shop/cart/', `add-to-cart=${beanie}&quantity=2abc`);
    expect(res.status).toBe(400);
    expect(res.body).toContain('<ul class="woocommerce-error" role="alert"><li>Please enter a valid quantity.</li></ul>');
    expect(await s.cart()).toEqual([]);
  });

  it('refuses negative and huge quantities with the cart message', async () => {
    const s = await shopper();
    expect((await s.form('/shop/cart/', `add-to-cart=${beanie}&quantity=-2`)).body).toContain('You cannot add &quot;Beanie&quot; with a quantity less than or equal to 0 to the cart.');
    expect((await s.form('/shop/cart/', `add-to-cart=${beanie}&quantity=99999999999`)).body).toContain('The maximum quantity of &quot;Beanie&quot; allowed in the cart is 9999');
    expect((await s.form('/shop/product/beanie/', `add-to-cart=${beanie}&quantity=0`)).body).toContain('You cannot add &quot;Beanie&quot; with a quantity less than or equal to 0 to the cart.');
    expect(await s.cart()).toEqual([]);
  });

  it('says the basket was updated only when a quantity changed', async () => {
    const s = await shopper();
    await s.form('/shop/cart/', `add-to-cart=${beanie}&quantity=1`);
    const page = (await shop.app.inject({ url: '/shop/cart/', headers: { cookie: s.cookie } })).body;
    const nonce = /name="woocommerce-cart-nonce" value="([a-f0-9]+)"/.exec(page)![1]!;
    const key = String((await s.cart())[0]?.[0]);
    const update = (qty: Record<string, string>) => s.form('/shop/cart/', new URLSearchParams({ update_cart: 'Update basket', 'woocommerce-cart-nonce': nonce, ...qty }).toString());

    expect((await update({ [`cart[${key}][qty]`]: '1' })).body).not.toContain('Basket updated.');
    expect((await update({ [`cart[${key}][qty]`]: '' })).body).not.toContain('Basket updated.');
    const unknown = (await update({ [`cart[${'0'.repeat(32)}][qty]`]: '4' })).body;
    expect(unknown).toContain('Cart item no longer exists or is invalid.');
    expect(unknown).not.toContain('Basket updated.');
    const tooMany = (await update({ [`cart[${key}][qty]`]: '50000' })).body;
    expect(tooMany).toContain('The maximum quantity of &quot;Beanie&quot; allowed in the cart is 9999');
    expect(tooMany).not.toContain('Basket updated.');
    expect(await s.cart()).toEqual([[key, 1]]);
    expect((await update({ [`cart[${key}][qty]`]: '3' })).body).toContain('Basket updated.');
    expect(await s.cart()).toEqual([[key, 3]]);
  });

  it('refuses a bad quantity in the add-to-cart link', async () => {
    const s = await shopper();
    const res = await shop.app.inject({ url: `/shop/?add-to-cart=${beanie}&quantity=many`, headers: { cookie: s.cookie } });
    expect(res.body).toContain('<li>Please enter a valid quantity.</li>');
    expect(await s.cart()).toEqual([]);
  });
});

describe('one form flattener', () => {
  it('reads a repeated field the way PHP does (the last one) on pages and endpoints alike', async () => {
    const page = await shopper();
    await page.form('/shop/cart/', `add-to-cart=${beanie}&quantity=1&quantity=2`);
    expect((await page.cart()).map(([, quantity]) => quantity)).toEqual([2]);
    const ajax = await shopper();
    await ajax.form('/?wc-ajax=add_to_cart', `product_id=${beanie}&quantity=1&quantity=2`);
    expect((await ajax.cart()).map(([, quantity]) => quantity)).toEqual([2]);
  });
});
