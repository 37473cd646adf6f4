/**
 * The real store's checkout, cart and order-pay pages carry every id, name and class the checkout widget
 * relies on (packages/checkout/src/contract/markup-list.ts), in each shop state the list names, as WooCommerce
 * 10.9.1 prints them; and leave out what a state does not call for. tests/markup/checkout-markup.test.ts checks
 * the demo's pages against the same list, so the demo and the real store agree.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { CART_MARKUP, CHECKOUT_MARKUP, ORDER_PAY_MARKUP, type MarkupCondition } from '../../../packages/checkout/src/contract/markup.ts';
import { missing, present } from '../../markup/markup-check.ts';
import { CART_PATH, CHECKOUT_PATH } from '../harness/checkout-shopper.ts';
import { getOption, info, login, request, setOptions, SUBSCRIBER, useProfile, wp, type Jar } from '../harness/store.ts';

/** A setting WooCommerce prints for the page's checkout script. */
function param(html: string, name: string): string {
  const value = new RegExp(`"${name}":"([^"]+)"`).exec(html)?.[1];
  assert.ok(value, `${name} printed`);
  return value;
}

const EVERY_CHECKOUT_STATE: MarkupCondition[] = [
  'guest', 'guest-signup', 'account-password', 'login-reminder', 'coupons-enabled', 'needs-shipping-address', 'several-shipping-methods', 'needs-payment', 'terms-page', 'has-coupon',
];

/**
 * Shop settings that make WooCommerce print the optional parts: account creation (with a password) and login
 * at checkout, coupons, a terms page.
 */
const SHOP_STATE: Record<string, string | number> = {
  woocommerce_enable_signup_and_login_from_checkout: 'yes',
  woocommerce_registration_generate_password: 'no',
  woocommerce_enable_checkout_login_reminder: 'yes',
  woocommerce_enable_coupons: 'yes',
  woocommerce_terms_page_id: info.pages.plain ?? 0,
};

/** A new visitor's cookie jar with `products` in the cart (and `coupon` applied, as the checkout applies one). */
async function shopper(products: number[], coupon?: string, jar: Jar = new Map()): Promise<Jar> {
  for (const id of products) await request(`/?add-to-cart=${id}`, { jar });
  if (coupon) {
    const checkout = (await request(CHECKOUT_PATH, { jar })).html;
    const body = new URLSearchParams({ security: param(checkout, 'apply_coupon_nonce'), coupon_code: coupon });
    assert.match((await request('/?wc-ajax=apply_coupon', { method: 'POST', body, jar })).html, /Coupon code applied successfully/);
  }
  return jar;
}

/** Sends the shopper's address to the shop as the checkout's totals update does (Ireland has two shipping rates). */
async function shipTo(jar: Jar, country: string): Promise<void> {
  const checkout = (await request(CHECKOUT_PATH, { jar })).html;
  const body = new URLSearchParams({ security: param(checkout, 'update_order_review_nonce'), country, s_country: country, has_full_address: 'false', post_data: '' });
  const answer = JSON.parse((await request('/?wc-ajax=update_order_review', { method: 'POST', body, jar })).html) as { result: string };
  assert.equal(answer.result, 'success');
}

const hoodie = info.products.hoodie_with_zipper?.id ?? 0;
const album = info.products.album?.id ?? 0;

describe("the checkout widget's markup list against WooCommerce's own pages", () => {
  const saved: Record<string, unknown> = {};
  before(async () => {
    // Legacy: the pages exactly as WooCommerce prints them (the list is about WooCommerce's markup, not ours).
    await useProfile('legacy');
    for (const name of Object.keys(SHOP_STATE)) saved[name] = await getOption(name);
    await setOptions(SHOP_STATE);
  });
  after(() => setOptions(saved));

  describe('checkout page (CHECKOUT_MARKUP)', () => {
    test('a guest shipping to Ireland (two rates), with a coupon applied: every item', async () => {
      const jar = await shopper([hoodie], info.coupon);
      await shipTo(jar, 'IE');
      assert.deepEqual(missing((await request(CHECKOUT_PATH, { jar })).html, CHECKOUT_MARKUP, EVERY_CHECKOUT_STATE), []);
    });

    test('a guest buying only a download: no shipping block, everything else', async () => {
      const html = (await request(CHECKOUT_PATH, { jar: await shopper([album]) })).html;
      const state = EVERY_CHECKOUT_STATE.filter((c) => !['needs-shipping-address', 'several-shipping-methods', 'has-coupon'].includes(c));
      assert.deepEqual(missing(html, CHECKOUT_MARKUP, state), []);
      assert.deepEqual(present(html, CHECKOUT_MARKUP, ['needs-shipping-address', 'several-shipping-methods', 'has-coupon']), []);
    });

    test('a logged-in customer: no login or account fields, the rest', async () => {
      const jar = await shopper([hoodie], undefined, await login(SUBSCRIBER.user, SUBSCRIBER.password));
      const html = (await request(CHECKOUT_PATH, { jar })).html;
      assert.deepEqual(missing(html, CHECKOUT_MARKUP, ['coupons-enabled', 'needs-shipping-address', 'needs-payment', 'terms-page']), []);
      assert.deepEqual(present(html, CHECKOUT_MARKUP, ['guest', 'guest-signup', 'account-password', 'login-reminder', 'has-coupon']), []);
    });

    test("WooCommerce's defaults (no account creation or login at checkout, no terms page): none of those parts, the rest", async () => {
      await setOptions({ woocommerce_enable_signup_and_login_from_checkout: 'no', woocommerce_registration_generate_password: 'yes', woocommerce_terms_page_id: 0, woocommerce_enable_checkout_login_reminder: 'no' });
      try {
        const html = (await request(CHECKOUT_PATH, { jar: await shopper([hoodie]) })).html;
        assert.deepEqual(missing(html, CHECKOUT_MARKUP, ['guest', 'coupons-enabled', 'needs-shipping-address', 'needs-payment']), []);
        assert.deepEqual(present(html, CHECKOUT_MARKUP, ['guest-signup', 'account-password', 'terms-page', 'login-reminder', 'several-shipping-methods', 'has-coupon']), []);
      } finally {
        await setOptions(SHOP_STATE);
      }
    });
  });

  describe('order-pay page (ORDER_PAY_MARKUP)', () => {
    test('an order waiting for payment: every item', async () => {
      const { pay } = await wp<{ pay: string }>('order', { product: hoodie });
      const html = (await request(`${new URL(pay).pathname}${new URL(pay).search}`)).html;
      assert.deepEqual(missing(html, ORDER_PAY_MARKUP, ['needs-payment']), []);
    });
  });

  describe('cart page (CART_MARKUP)', () => {
    test('a cart with a shippable item and a coupon: every item', async () => {
      const html = (await request(CART_PATH, { jar: await shopper([hoodie], info.coupon) })).html;
      assert.deepEqual(missing(html, CART_MARKUP, ['cart-items', 'has-coupon', 'needs-shipping-address']), []);
    });

    test('a cart with a download only: no shipping calculator', async () => {
      const html = (await request(CART_PATH, { jar: await shopper([album]) })).html;
      assert.deepEqual(missing(html, CART_MARKUP, ['cart-items']), []);
      assert.deepEqual(present(html, CART_MARKUP, ['needs-shipping-address', 'has-coupon']), []);
    });
  });
});
