// @vitest-environment node
/**
 * The cart page as WooCommerce prints it (cart.php, cart-totals.php, cart-shipping.php and the shipping
 * calculator) and its posts without JavaScript. Real HTTP on a real SQLite shop.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShop, type Shop } from '../app.ts';
import { inputValue, newShopper, pageGlobal, productId, type Shopper } from '../testing/shopper.ts';

let shop: Shop;
beforeAll(async () => {
  shop = await createShop({ port: 0, products: 0, quiet: true, distDir: '/nonexistent' });
});
afterAll(async () => {
  await shop.close();
});

async function cartWith(slug: string, quantity = 1): Promise<Shopper> {
  const s = await newShopper(shop);
  await s.add(productId(shop, slug), quantity);
  return s;
}

describe('the cart page', () => {
  it('prints wc_cart_params with exactly the keys cart.js reads, and the address settings for the calculator', async () => {
    const s = await cartWith('beanie');
    const html = await s.page('/shop/cart/');
    const params = pageGlobal(html, 'wc_cart_params');
    expect(Object.keys(params)).toEqual(['ajax_url', 'wc_ajax_url', 'update_shipping_method_nonce', 'apply_coupon_nonce', 'remove_coupon_nonce']);
    expect(params.wc_ajax_url).toBe('/shop/?wc-ajax=%%endpoint%%');
    expect(pageGlobal(html, 'wc_country_select_params')).toHaveProperty('countries');
    expect(pageGlobal(html, 'wc_address_i18n_params')).toHaveProperty('locale_fields');
  });

  it("prints WooCommerce's shipping calculator: its fields without markers or priorities, its own nonce", async () => {
    const s = await cartWith('beanie');
    const html = await s.page('/shop/cart/');
    expect(html).toContain('<p class="woocommerce-shipping-destination">Shipping options will be updated during checkout.</p><form class="woocommerce-shipping-calculator" action="/shop/cart/" method="post">');
    expect(html).toContain('<a href="#" class="shipping-calculator-button" aria-expanded="false" aria-controls="shipping-calculator-form" role="button">Calculate shipping</a>');
    expect(html).toContain('<section class="shipping-calculator-form" id="shipping-calculator-form" style="display:none;">');
    expect(html).toContain('<p class="form-row form-row-wide" id="calc_shipping_country_field"><label for="calc_shipping_country">Country / region</label><select name="calc_shipping_country" id="calc_shipping_country" class="country_to_state country_select" rel="calc_shipping_state"><option value="default">Select a country / region…</option>');
    expect(html).toContain('<p class="form-row form-row-wide" id="calc_shipping_state_field"><label for="calc_shipping_state">State / County</label><input type="text" class="input-text" value="" name="calc_shipping_state" id="calc_shipping_state"></p>');
    expect(html).toContain('<p class="form-row form-row-wide" id="calc_shipping_city_field"><label for="calc_shipping_city">City:</label>');
    expect(html).toContain('<p class="form-row form-row-wide" id="calc_shipping_postcode_field"><label for="calc_shipping_postcode">Postcode / ZIP:</label>');
    expect(html).toContain('<button type="submit" name="calc_shipping" value="1" class="button">Update</button>');
    expect(html).toMatch(/<input type="hidden" id="woocommerce-shipping-calculator-nonce" name="woocommerce-shipping-calculator-nonce" value="[a-f0-9]{10}">/);
    expect(html).toContain('<a role="button" href="/shop/cart/?remove_item=');
  });

  it('calculates shipping for the address it is given, and says so', async () => {
    const s = await cartWith('beanie');
    const nonce = inputValue(await s.page('/shop/cart/'), 'woocommerce-shipping-calculator-nonce');
    const res = await s.post('/shop/cart/', { calc_shipping_country: 'FR', calc_shipping_state: '', calc_shipping_city: 'Paris', calc_shipping_postcode: '75001', calc_shipping: '1', 'woocommerce-shipping-calculator-nonce': nonce });
    expect(res.body).toContain('<div class="woocommerce-info" role="status">Shipping costs updated.</div>');
    expect(res.body).toContain('<div class="cart_totals calculated_shipping">');
    expect(res.body).toContain('<p class="woocommerce-shipping-destination">Shipping to <strong>Paris, 75001, France</strong>. </p>');
    expect(res.body).toContain('>Change address</a>');
    expect(res.body).toContain('id="shipping_method_0_flat_rate4" value="flat_rate:4"');
    // France has no state: the calculator's state is a hidden input now.
    expect(res.body).toContain('<p class="form-row form-row-wide" id="calc_shipping_state_field"><input type="hidden" name="calc_shipping_state" id="calc_shipping_state"></p>');
    // The checkout starts from the same country.
    expect(await s.page('/shop/checkout/')).toContain('<option value="FR" selected="selected">France</option>');
  });

  it("refuses a bad postcode and a missing nonce with WooCommerce's and the demo's notices", async () => {
    const s = await cartWith('beanie');
    const nonce = inputValue(await s.page('/shop/cart/'), 'woocommerce-shipping-calculator-nonce');
    const bad = await s.post('/shop/cart/', { calc_shipping_country: 'US', calc_shipping_postcode: '123', calc_shipping: '1', 'woocommerce-shipping-calculator-nonce': nonce });
    expect(bad.body).toContain('<ul class="woocommerce-error" role="alert"><li>Please enter a valid postcode / ZIP.</li></ul>');
    const noNonce = await s.post('/shop/cart/', { calc_shipping_country: 'US', calc_shipping: '1' });
    expect(noNonce.body).toContain('<li>Your session has expired. Please try again.</li>');
    expect(noNonce.body).toContain('id="shipping_method_0_flat_rate1"');
  });

  it('removes a coupon by its link (no nonce, as WooCommerce), and drops one the cart no longer qualifies for', async () => {
    const s = await cartWith('beanie', 2);
    const page = await s.page('/shop/cart/');
    const cartNonce = inputValue(page, 'woocommerce-cart-nonce');
    expect((await s.post('/shop/cart/', { apply_coupon: 'Apply coupon', coupon_code: 'fiver', 'woocommerce-cart-nonce': cartNonce })).body).toContain('Coupon code applied successfully.');
    const key = /name="cart\[([a-f0-9]+)\]\[qty\]"/.exec(page)![1]!;
    const updated = await s.post('/shop/cart/', { update_cart: 'Update basket', [`cart[${key}][qty]`]: '1', 'woocommerce-cart-nonce': cartNonce });
    expect(updated.body).toContain('<li>Sorry, it seems the coupon &quot;fiver&quot; is invalid - it has now been removed from your order.</li>');
    expect(updated.body).not.toContain('coupon-fiver');
    await s.post('/shop/cart/', { apply_coupon: 'Apply coupon', coupon_code: 'welcome10', 'woocommerce-cart-nonce': cartNonce });
    const html = await s.page('/shop/cart/');
    expect(html).toContain('<a role="button" aria-label="Remove welcome10 coupon" href="/shop/cart/?remove_coupon=welcome10" class="woocommerce-remove-coupon" data-coupon="welcome10">[Remove]</a>');
    const removed = await s.page('/shop/cart/?remove_coupon=welcome10');
    expect(removed).toContain('<div class="woocommerce-message" role="alert">Coupon has been removed.</div>');
    expect(removed).not.toContain('coupon-welcome10');
  });
});

describe('lost password', () => {
  it("shows WooCommerce's form, and confirms without saying whether the account exists", async () => {
    const s = await newShopper(shop);
    const form = await s.page('/shop/my-account/lost-password/');
    expect(form).toContain('<form method="post" class="woocommerce-ResetPassword lost_reset_password">');
    const nonce = inputValue(form, 'woocommerce-lost-password-nonce');
    for (const login of ['customer@example.com', 'nobody@example.com']) {
      const res = await s.post('/shop/my-account/lost-password/', { user_login: login, wc_reset_password: 'true', 'woocommerce-lost-password-nonce': nonce });
      expect(res.body).toContain('<div class="woocommerce-info" role="status">Password reset email has been sent.</div>');
    }
  });
});
