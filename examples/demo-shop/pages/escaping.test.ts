// @vitest-environment node
/** Text from the database or a request reaches the shopper as text on every page and notice. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShop, type Shop } from '../app.ts';

const SCRIPT_NAME = '<img src=x onerror=alert(1)>';
const ESCAPED = '&lt;img src=x onerror=alert(1)&gt;';
const form = { 'content-type': 'application/x-www-form-urlencoded' };

let shop: Shop;
let capId: number;
beforeAll(async () => {
  shop = await createShop({ port: 0, products: 0, quiet: true, distDir: '/nonexistent' });
  capId = (shop.db.prepare("SELECT id FROM products WHERE slug = 'cap'").get() as { id: number }).id;
  shop.db.prepare("UPDATE products SET name = ?, stock_quantity = 1, stock_status = 'instock' WHERE id = ?").run(SCRIPT_NAME, capId);
});
afterAll(async () => {
  await shop.close();
});

function cookieOf(res: { headers: Record<string, unknown> }): string {
  const set = res.headers['set-cookie'];
  return String(Array.isArray(set) ? set[0] : set).split(';')[0]!;
}

function expectEscaped(body: string): void {
  expect(body).not.toContain(SCRIPT_NAME);
  expect(body).not.toMatch(/<img src=x/i);
}

describe('a product named like markup', () => {
  it('shows the stock notice of the cart form as text (the issue 11 report)', async () => {
    const res = await shop.app.inject({ method: 'POST', url: '/shop/cart/', headers: form, payload: `add-to-cart=${capId}&quantity=5` });
    expectEscaped(res.body);
    expect(res.body).toContain(`<ul class="woocommerce-error" role="alert"><li>You cannot add that amount of &quot;${ESCAPED}&quot; to the cart because there is not enough stock (1 remaining).</li></ul>`);
  });

  it('shows the add-to-cart link notice as text, escaped once', async () => {
    const res = await shop.app.inject({ url: `/shop/?add-to-cart=${capId}&quantity=5` });
    expectEscaped(res.body);
    expect(res.body).toContain(`You cannot add that amount of &quot;${ESCAPED}&quot; to the cart`);
  });

  it('shows the removal notice and the cart as text', async () => {
    const added = await shop.app.inject({ method: 'POST', url: '/?wc-ajax=add_to_cart', headers: form, payload: `product_id=${capId}&quantity=1` });
    const cookie = cookieOf(added);
    const cart = await shop.app.inject({ url: '/shop/cart/', headers: { cookie } });
    expectEscaped(cart.body);
    const remove = /href="(\/shop\/cart\/\?remove_item=[^"]+_wpnonce=[^"]+)"/.exec(cart.body)![1]!.replace(/&amp;/g, '&');
    const removed = await shop.app.inject({ url: remove, headers: { cookie } });
    expectEscaped(removed.body);
    expect(removed.body).toContain(`<div class="woocommerce-message" role="alert">\u201c${ESCAPED}\u201d removed.</div>`);
  });

  it('answers the Store API with the name escaped in its HTML message', async () => {
    const get = await shop.app.inject({ url: '/shop/wp-json/wc/store/v1/cart' });
    const res = await shop.app.inject({
      method: 'POST', url: '/shop/wp-json/wc/store/v1/cart/add-item', payload: { id: capId, quantity: 5 },
      headers: { nonce: String(get.headers.nonce), cookie: cookieOf(get) },
    });
    expect(res.json()).toMatchObject({ code: 'woocommerce_rest_cart_product_no_stock', message: `You cannot add that amount of &quot;${ESCAPED}&quot; to the cart because there is not enough stock (1 remaining).` });
  });
});

describe('shopper input echoed in notices', () => {
  it('shows a login name as text inside the emphasis', async () => {
    const page = await shop.app.inject({ url: '/shop/my-account/' });
    const nonce = /name="woocommerce-login-nonce" value="([^"]+)"/.exec(page.body)![1]!;
    const res = await shop.app.inject({
      method: 'POST', url: '/shop/my-account/', headers: { ...form, cookie: cookieOf(page) },
      payload: new URLSearchParams({ login: 'Log in', username: SCRIPT_NAME, password: 'x', 'woocommerce-login-nonce': nonce }).toString(),
    });
    expectEscaped(res.body);
    expect(res.body).toContain(`<li><strong>Error:</strong> The username <strong>${ESCAPED}</strong> is not registered on this site.`);
  });

  it('names a registered email as text in the registration error', async () => {
    const page = await shop.app.inject({ url: '/shop/my-account/' });
    const nonce = /name="woocommerce-register-nonce" value="([^"]+)"/.exec(page.body)![1]!;
    const res = await shop.app.inject({
      method: 'POST', url: '/shop/my-account/', headers: { ...form, cookie: cookieOf(page) },
      payload: new URLSearchParams({ register: 'Register', email: 'customer@example.com', password: 'x', 'woocommerce-register-nonce': nonce }).toString(),
    });
    expect(res.body).toContain('<li>An account is already registered with customer@example.com. Please log in or use a different email address.</li>');
  });
});
