// @vitest-environment node
/**
 * Validated input on every endpoint (issue 22): every admin-ajax action, wc-ajax endpoint, Store API route and
 * plugin REST route the demo answers, sent hostile fields with the right nonce (so validation, not the nonce check,
 * meets them): over-long text, markup, control and non-ASCII characters, arrays and nested brackets where text is
 * expected, numbers out of range. Each answer is a refusal or an answer in the endpoint's own shape, never a 500,
 * and the server keeps answering.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShop, type Shop } from '../app.ts';
import { newShopper, productId } from '../testing/shopper.ts';

let shop: Shop;
beforeAll(async () => {
  shop = await createShop({ port: 0, products: 5, quiet: true, distDir: '/nonexistent' });
});
afterAll(async () => {
  await shop.close();
});

/** Field values a hostile or broken client sends. */
const HOSTILE_VALUES = ['x'.repeat(100_000), '<script>alert(1)</script>', '\u0000\u0001\u001f', 'é€😀\u202e', '-1', '1e309', 'NaN', '99999999999999999999', '[]', '{"a":1}', ''];
/** Names every endpoint might read. */
const FIELD_NAMES = ['product_id', 'quantity', 'id', 'key', 'code', 'coupon_code', 'coupon', 'keyword', 'order_id', 'intent_id', 'stripe_order_id', 'payment_method', 'payment_method_type', 'amount', 'appearance', 'shipping_method[0]', 'post_data', 'billing_email', 'country', 'names', 'tracksEventProp', 'event_data'];

function form(value: string, extra: Record<string, string>): string {
  const params = new URLSearchParams(extra);
  for (const name of FIELD_NAMES) params.append(name, value);
  // Text where an array is expected and the reverse: a[]=, nested brackets.
  params.append('quantity[]', value);
  params.append('cart[a][b][c]', value);
  return params.toString();
}

describe('every endpoint validates what it is sent', () => {
  it('admin-ajax and wc-ajax: hostile fields with the right nonce get a refusal or an answer, never a 500', async () => {
    const shopper = await newShopper(shop);
    await shopper.add(productId(shop, 'beanie'));
    const session = shopper.cookie().split('=')[1]!;
    const endpoints = shop.context.endpoints;
    const { actions, wcAjax } = endpoints.ajaxNames();
    const targets = [
      ...actions.map((name) => ({ name, url: '/shop/wp-admin/admin-ajax.php', spec: endpoints.ajaxAction(name)!, extra: { action: name } })),
      ...wcAjax.map((name) => ({ name, url: `/shop/?wc-ajax=${name}`, spec: endpoints.wcAjax(name)!, extra: {} as Record<string, string> })),
    ];
    expect(targets.length).toBeGreaterThan(20);
    for (const { name, url, spec, extra } of targets) {
      const nonce = spec.nonceAction === undefined ? {} : { [spec.nonceField ?? '_ajax_nonce']: shop.context.nonces.createNonce(session, spec.nonceAction) };
      for (const value of HOSTILE_VALUES) {
        const answer = await shop.app.inject({ method: 'POST', url, payload: form(value, { ...extra, ...nonce }), headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: shopper.cookie() } });
        expect([name, value.slice(0, 20), answer.statusCode < 500]).toEqual([name, value.slice(0, 20), true]);
      }
    }
  }, 120_000);

  it('the Store API and plugin REST routes: hostile JSON bodies get rest_invalid_param or an answer, never a 500', async () => {
    const shopper = await newShopper(shop);
    await shopper.add(productId(shop, 'beanie'));
    const session = shopper.cookie().split('=')[1]!;
    const nonce = shop.context.nonces.createNonce(session, 'wc_store_api');
    const routes = [
      ...shop.context.endpoints.storeRoutes().map((r) => ({ method: r.method, url: `/shop/wp-json/wc/store/v1/${r.path.replace(':id', '1')}` })),
      ...shop.context.endpoints.restRoutes().map((r) => ({ method: r.method, url: `/shop/wp-json/${r.route}` })),
    ];
    const bodies: unknown[] = [
      ...HOSTILE_VALUES.map((v) => ({ id: v, quantity: v, key: v, code: v, rate_id: v, billing_address: { email: v, country: v }, payment_method: v })),
      { id: [1, 2], quantity: { a: 1 }, billing_address: 'x', payment_data: 'x', extensions: [] },
      { id: 1e308, quantity: -5 }, [], 'x', null,
    ];
    for (const route of routes) {
      for (const body of bodies) {
        const answer = await shop.app.inject({ method: route.method, url: route.url, payload: JSON.stringify(body), headers: { 'content-type': 'application/json', cookie: shopper.cookie(), nonce } });
        expect([route.url, JSON.stringify(body).slice(0, 30), answer.statusCode < 500]).toEqual([route.url, JSON.stringify(body).slice(0, 30), true]);
      }
    }
    expect((await shopper.store('GET', 'cart')).status).toBe(200);
  }, 120_000);
});
