// @vitest-environment node
/**
 * Every nonce the spec names (SPEC 6: update order review, apply and remove coupon, the payment and setup intent
 * actions, update failed order, save appearance, express checkout actions; the Store API's Nonce header), and
 * every other nonce-checked endpoint the demo answers, refused with 403 when missing or wrong, over real HTTP.
 * 'Wrong' is a real nonce of the same session for another action, and a nonce of another session for this one;
 * the right nonce gets past the check (so the 403 is the nonce's doing).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShop, type Shop } from '../app.ts';
import { newShopper, productId, type Shopper } from '../testing/shopper.ts';

let shop: Shop;
beforeAll(async () => {
  shop = await createShop({ port: 0, products: 5, quiet: true, distDir: '/nonexistent' });
});
afterAll(async () => {
  await shop.close();
});

/** SPEC 6 and 7's nonce-checked calls, by how they are reached. */
const SPEC_WC_AJAX = [
  'update_order_review', 'apply_coupon', 'remove_coupon', 'update_shipping_method',
  'wc_stripe_create_payment_intent', 'wc_stripe_init_setup_intent', 'wc_stripe_update_payment_intent', 'wc_stripe_update_order_status',
  'wc_stripe_confirm_change_payment', 'wc_stripe_update_failed_order', 'wc_stripe_save_appearance',
];
const SPEC_ADMIN_AJAX = ['wc_stripe_create_and_confirm_setup_intent', 'platform_tracks', 'asp_pp_req_token'];

interface Checked { name: string; url: string; action: string; field: string; extra: Record<string, string> }

function checkedEndpoints(): Checked[] {
  const endpoints = shop.context.endpoints;
  const { actions, wcAjax } = endpoints.ajaxNames();
  return [
    ...wcAjax.flatMap((name) => {
      const spec = endpoints.wcAjax(name);
      return spec?.nonceAction === undefined ? [] : [{ name, url: `/shop/?wc-ajax=${name}`, action: spec.nonceAction, field: spec.nonceField ?? '_ajax_nonce', extra: {} }];
    }),
    ...actions.flatMap((name) => {
      const spec = endpoints.ajaxAction(name);
      return spec?.nonceAction === undefined ? [] : [{ name, url: '/shop/wp-admin/admin-ajax.php', action: spec.nonceAction, field: spec.nonceField ?? '_ajax_nonce', extra: { action: name } }];
    }),
  ];
}

describe('nonces: missing or wrong is 403', () => {
  let shopper: Shopper;
  let sessionId: string;
  beforeAll(async () => {
    shopper = await newShopper(shop);
    await shopper.add(productId(shop, 'beanie'));
    sessionId = shopper.cookie().split('=')[1]!;
  });

  it("checks every nonce the spec names: each of those endpoints declares its nonce (and every express checkout action the demo answers)", () => {
    const names = checkedEndpoints().map((c) => c.name);
    for (const name of [...SPEC_WC_AJAX, ...SPEC_ADMIN_AJAX]) expect(names, name).toContain(name);
    const { actions, wcAjax } = shop.context.endpoints.ajaxNames();
    // The gateway's own calls (wc_stripe_*: intents, express checkout) are never answered without a nonce.
    for (const name of [...actions, ...wcAjax].filter((n) => n.startsWith('wc_stripe_'))) expect(names, name).toContain(name);
  });

  it('admin-ajax and wc-ajax: a missing nonce, another action’s nonce and another session’s nonce get 403 -1; the right one gets past the check', async () => {
    const other = await newShopper(shop);
    const otherSession = other.cookie().split('=')[1]!;
    const table = checkedEndpoints();
    expect(table.length).toBeGreaterThanOrEqual(SPEC_WC_AJAX.length + SPEC_ADMIN_AJAX.length);
    for (const c of table) {
      const anotherAction = shop.context.nonces.createNonce(sessionId, `${c.action}-other`);
      const anotherSession = shop.context.nonces.createNonce(otherSession, c.action);
      const cases: [string, Record<string, string>][] = [
        ['missing', {}],
        ['empty', { [c.field]: '' }],
        ['another action', { [c.field]: anotherAction }],
        ["another session's", { [c.field]: anotherSession }],
      ];
      for (const [label, nonce] of cases) {
        const answer = await shopper.post(c.url, { ...c.extra, ...nonce });
        expect([c.name, label, answer.status, answer.body]).toEqual([c.name, label, 403, '-1']);
      }
      const right = await shopper.post(c.url, { ...c.extra, [c.field]: shop.context.nonces.createNonce(sessionId, c.action) });
      expect([c.name, 'right nonce', right.status]).not.toEqual([c.name, 'right nonce', 403]);
    }
  });

  it('Store API: every route that changes something refuses a missing Nonce header (woocommerce_rest_missing_nonce) and a wrong one (woocommerce_rest_invalid_nonce) with 403, and changes nothing', async () => {
    const mutations = shop.context.endpoints.storeRoutes().filter((r) => r.method !== 'GET');
    expect(mutations.map((r) => r.path)).toEqual(expect.arrayContaining(['cart/add-item', 'cart/apply-coupon', 'checkout']));
    // The previous test's right nonces reached every action, express checkout's cart-emptying ones among them.
    await shopper.add(productId(shop, 'beanie'));
    const cartBefore = (await shopper.store('GET', 'cart')).json;
    const orders = (): number => (shop.db.prepare('SELECT COUNT(*) AS n FROM orders').get() as { n: number }).n;
    const ordersBefore = orders();
    const wrong = shop.context.nonces.createNonce(sessionId, 'wp_rest');
    const itemKey = String(cartBefore.items[0].key);
    // A body each route accepts (WordPress checks the parameters before the route's nonce check runs).
    const VALID: Record<string, object> = {
      'cart/add-item': { id: productId(shop, 'hoodie'), quantity: 1 },
      'cart/remove-item': { key: itemKey },
      'cart/update-item': { key: itemKey, quantity: 5 },
      'cart/apply-coupon': { code: 'WELCOME10' },
      'cart/remove-coupon': { code: 'WELCOME10' },
      'cart/update-customer': { billing_address: { city: 'Paris' } },
      'cart/select-shipping-rate': { package_id: 0, rate_id: 'local_pickup:1' },
      checkout: { billing_address: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', country: 'GB', address_1: '1 Row', city: 'London', postcode: 'SW1A 1AA' }, payment_method: 'cod' },
    };
    // Paying an order from order-pay (CheckoutOrder, a cart route too): the same body.
    VALID['checkout/:id'] = VALID.checkout!;
    for (const route of mutations) {
      expect(VALID, `a valid body for ${route.path}`).toHaveProperty([route.path]);
      const url = `/shop/wp-json/wc/store/v1/${route.path.replace(':id', '1')}`;
      for (const [label, headers, code] of [
        ['missing', {}, 'woocommerce_rest_missing_nonce'],
        ['wrong', { nonce: wrong }, 'woocommerce_rest_invalid_nonce'],
      ] as const) {
        const answer = await shop.app.inject({ method: route.method, url, headers: { cookie: shopper.cookie(), ...headers }, payload: VALID[route.path]! });
        expect([route.path, label, answer.statusCode, answer.statusCode === 403 ? answer.json().code : answer.body]).toEqual([route.path, label, 403, code]);
      }
    }
    expect((await shopper.store('GET', 'cart')).json.items).toEqual(cartBefore.items);
    expect(orders()).toBe(ordersBefore);
  });
});
