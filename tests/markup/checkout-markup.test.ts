// @vitest-environment node
/**
 * The demo's checkout, order-pay and cart pages carry every id, name and class the checkout enhancer
 * relies on (packages/checkout/src/contract/markup.ts), in each shop state the list names. The
 * real-store suite runs the same list against WooCommerce's own pages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShop, type Shop } from '../../examples/demo-shop/app.ts';
import { ADA, inputValue, newShopper, productId, type Shopper } from '../../examples/demo-shop/testing/shopper.ts';
import { CART_MARKUP, CHECKOUT_MARKUP, ORDER_PAY_MARKUP, type MarkupCondition } from '../../packages/checkout/src/contract/markup.ts';
import { missing, present } from './markup-check.ts';

let shop: Shop;
beforeAll(async () => {
  shop = await createShop({ port: 0, products: 0, quiet: true, distDir: '/nonexistent' });
});
afterAll(async () => {
  await shop.close();
});

const EVERY_CHECKOUT_STATE: MarkupCondition[] = [
  'guest', 'guest-signup', 'account-password', 'login-reminder', 'coupons-enabled', 'needs-shipping-address', 'several-shipping-methods', 'needs-payment', 'terms-page', 'has-coupon',
];

async function shopperWith(slugs: string[], coupon?: string): Promise<Shopper> {
  const s = await newShopper(shop);
  for (const slug of slugs) await s.add(productId(shop, slug));
  if (coupon) {
    const checkout = await s.page('/shop/checkout/');
    const nonce = /"apply_coupon_nonce":"([a-f0-9]+)"/.exec(checkout)![1]!;
    await s.ajax('apply_coupon', { security: nonce, coupon_code: coupon });
  }
  return s;
}

describe('checkout page markup (CHECKOUT_MARKUP)', () => {
  it('a guest with a shippable cart, a coupon and several shipping methods: every item', async () => {
    const s = await shopperWith(['beanie'], 'welcome10');
    expect(missing(await s.page('/shop/checkout/'), CHECKOUT_MARKUP, EVERY_CHECKOUT_STATE)).toEqual([]);
  });

  it('a guest buying only a download: no shipping block, everything else', async () => {
    const s = await shopperWith(['album']);
    const html = await s.page('/shop/checkout/');
    const state = EVERY_CHECKOUT_STATE.filter((c) => c !== 'needs-shipping-address' && c !== 'several-shipping-methods' && c !== 'has-coupon');
    expect(missing(html, CHECKOUT_MARKUP, state)).toEqual([]);
    expect(present(html, CHECKOUT_MARKUP, ['needs-shipping-address', 'several-shipping-methods', 'has-coupon'])).toEqual([]);
  });

  it('a logged-in customer: no login or account fields, the rest', async () => {
    const s = await shopperWith(['beanie']);
    const account = await s.page('/shop/my-account/');
    await s.post('/shop/my-account/', { login: 'Log in', username: 'customer@example.com', password: 'shopper', 'woocommerce-login-nonce': inputValue(account, 'woocommerce-login-nonce') });
    const html = await s.page('/shop/checkout/');
    expect(missing(html, CHECKOUT_MARKUP, ['coupons-enabled', 'needs-shipping-address', 'several-shipping-methods', 'needs-payment', 'terms-page'])).toEqual([]);
    expect(present(html, CHECKOUT_MARKUP, ['guest', 'guest-signup', 'account-password', 'login-reminder'])).toEqual([]);
  });
});

describe('order-pay page markup (ORDER_PAY_MARKUP)', () => {
  it('an order waiting for payment: every item', async () => {
    shop.context.gateways.register({ id: 'later', title: 'Pay later', description: 'Pending until paid.', process: () => ({ status: 'pending' }) });
    const s = await shopperWith(['beanie']);
    const checkout = await s.page('/shop/checkout/');
    const placed = await s.ajax('checkout', { ...ADA, payment_method: 'later', 'terms-field': '1', terms: 'on', 'woocommerce-process-checkout-nonce': inputValue(checkout, 'woocommerce-process-checkout-nonce') });
    const redirect = (JSON.parse(placed.body) as { redirect: string }).redirect;
    expect(redirect).toMatch(/\/order-pay\//);
    expect(missing(await s.page(redirect), ORDER_PAY_MARKUP, ['needs-payment'])).toEqual([]);
  });
});

describe('cart page markup (CART_MARKUP)', () => {
  it('a cart with a shippable item and a coupon: every item', async () => {
    const s = await shopperWith(['beanie'], 'welcome10');
    expect(missing(await s.page('/shop/cart/'), CART_MARKUP, ['cart-items', 'has-coupon', 'needs-shipping-address'])).toEqual([]);
  });

  it('a cart with a download only: no shipping calculator', async () => {
    const s = await shopperWith(['album']);
    const html = await s.page('/shop/cart/');
    expect(missing(html, CART_MARKUP, ['cart-items'])).toEqual([]);
    expect(present(html, CART_MARKUP, ['needs-shipping-address', 'has-coupon'])).toEqual([]);
  });
});
