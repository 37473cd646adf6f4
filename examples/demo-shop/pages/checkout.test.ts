// @vitest-environment node
/**
 * The checkout page as WooCommerce 10.9.1 prints it, and its form posts without JavaScript: the order,
 * the login form (back to the checkout, prefilled, cart merged), the coupon form, and accounts made at
 * checkout. Real HTTP (inject) on a real SQLite shop.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShop, type Shop } from '../app.ts';
import { ADA, inputValue, newShopper, productId, type Shopper } from '../testing/shopper.ts';

let shop: Shop;
let clock = Date.parse('2026-06-01T12:00:00Z');
beforeAll(async () => {
  shop = await createShop({ port: 0, products: 0, quiet: true, distDir: '/nonexistent', now: () => clock });
});
afterAll(async () => {
  await shop.close();
});

const ORDER = { ...ADA, payment_method: 'cod', 'terms-field': '1', terms: 'on' };
const count = (sql: string, ...args: unknown[]): number => (shop.db.prepare(sql).get(...args) as { n: number }).n;

async function guestWith(slug = 'beanie'): Promise<Shopper> {
  const s = await newShopper(shop);
  await s.add(productId(shop, slug));
  return s;
}

describe('the checkout page markup', () => {
  it("prints WooCommerce's form, fields and parts", async () => {
    const s = await guestWith();
    const html = await s.page('/shop/checkout/');
    // WooCommerce's script adds novalidate; without it the browser's own checks run (the no-JS path).
    expect(html).toContain('<form name="checkout" method="post" class="checkout woocommerce-checkout" action="/shop/checkout/" enctype="multipart/form-data" aria-label="Checkout">');
    expect(html).toContain('<p class="form-row form-row-wide validate-required validate-phone" id="shipping_phone_field" data-priority="100"><label for="shipping_phone" class="required_field">Phone&nbsp;<span class="required" aria-hidden="true">*</span></label><span class="woocommerce-input-wrapper"><input type="tel" class="input-text" name="shipping_phone" id="shipping_phone" placeholder="" value="" aria-required="true" autocomplete="section-shipping shipping tel"></span></p>');
    expect(html).toContain('<select name="billing_country" id="billing_country" class="country_to_state country_select" aria-required="true" autocomplete="section-billing billing country" data-placeholder="Select a country / region…" data-label="Country/Region"><option value="">Select a country / region…</option>');
    expect(html).toContain('<option value="GB" selected="selected">United Kingdom (UK)</option>');
    expect(html).toContain('<label for="billing_address_2" class="screen-reader-text">Flat, suite, unit, etc.&nbsp;<span class="optional">(optional)</span></label>');
    // The parts WooCommerce's script hides are printed visible.
    expect(html).toContain('<div class="create-account"><p class="form-row validate-required" id="account_password_field" data-priority=""><label for="account_password" class="required_field">Create account password&nbsp;<span class="required" aria-hidden="true">*</span></label><span class="woocommerce-input-wrapper"><input type="password" class="input-text" name="account_password" id="account_password" placeholder="Password" value="" aria-required="true" autocomplete="new-password"></span></p>');
    expect(html).toContain('<div class="shipping_address"><div class="woocommerce-shipping-fields__field-wrapper">');
    expect(html).toContain('<input id="payment_method_bacs" type="radio" class="input-radio" name="payment_method" value="bacs" checked="checked" data-order_button_text="">');
    expect(html).toContain('<span class="woocommerce-terms-and-conditions-checkbox-text">I have read and agree to the website <a href="/terms/" class="woocommerce-terms-and-conditions-link" target="_blank">terms and conditions</a></span>&nbsp;<abbr class="required" title="required">*</abbr>');
    // The coupon toggle says what it opens (without WooCommerce's aria-label, which differs from its text); the form posts to the checkout itself.
    expect(html).toContain('<a href="#" role="button" aria-controls="woocommerce-checkout-form-coupon" aria-expanded="false" class="showcoupon">Click here to enter your code</a>');
    expect(html).toContain('<form class="checkout_coupon woocommerce-form-coupon" method="post" style="display:none" id="woocommerce-checkout-form-coupon">');
    // The login form: role=status notice, remember me, lost password, back to the checkout.
    expect(html).toContain('<div class="woocommerce-form-login-toggle"><div class="woocommerce-info" role="status">Returning customer? <a href="#" class="showlogin">Click here to login</a></div></div>');
    expect(html).toContain('<form class="woocommerce-form woocommerce-form-login login" method="post" style="display:none;">');
    expect(html).toContain('<input type="hidden" name="redirect" value="/shop/checkout/">');
    expect(html).toContain('id="rememberme"');
    expect(html).toContain('<p class="lost_password"><a href="/shop/my-account/lost-password/">Lost your password?</a></p>');
    // Notices come after the login and coupon forms, before the checkout form.
    expect(html.indexOf('woocommerce-checkout-form-coupon')).toBeLessThan(html.indexOf('<div class="woocommerce-notices-wrapper">'));
    expect(html.indexOf('<div class="woocommerce-notices-wrapper">')).toBeLessThan(html.indexOf('<form name="checkout"'));
  });

  it('prints the localized settings as WooCommerce does (from the address data)', async () => {
    const s = await guestWith();
    const html = await s.page('/shop/checkout/');
    const i18n = JSON.parse(/var wc_address_i18n_params = (.*?);<\/script>/.exec(html)![1]!) as { locale: string; locale_fields: string };
    expect(Object.keys(JSON.parse(i18n.locale_fields) as object)).toEqual(['address_1', 'address_2', 'state', 'postcode', 'city', 'country', 'phone']);
    expect((JSON.parse(i18n.locale) as Record<string, Record<string, unknown>>).IN).toMatchObject({ postcode: { label: 'PIN Code' } });
    const select = JSON.parse(/var wc_country_select_params = (.*?);<\/script>/.exec(html)![1]!) as { countries: string };
    expect((JSON.parse(select.countries) as Record<string, Record<string, string>>).US).toMatchObject({ AA: 'Armed Forces (AA)' });
    // Our pickers replace selectWoo: neither it nor select2's style is served.
    expect(html).not.toMatch(/selectWoo|select2\.css/);
  });

  it('shows a coupon with a remove link to the checkout that works without a nonce', async () => {
    const s = await guestWith();
    const html = await s.page('/shop/checkout/');
    await s.post('/shop/checkout/', { coupon_code: 'WELCOME10', apply_coupon: 'Apply coupon' });
    const withCoupon = await s.page('/shop/checkout/');
    expect(withCoupon).toContain('<tr class="cart-discount coupon-welcome10"><th>Coupon: welcome10</th><td>-<span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">£</span>1.80</bdi></span> <a role="button" aria-label="Remove welcome10 coupon" href="/shop/checkout/?remove_coupon=welcome10" class="woocommerce-remove-coupon" data-coupon="welcome10">[Remove]</a></td></tr>');
    expect(html).not.toContain('cart-discount');
    const removed = await s.page('/shop/checkout/?remove_coupon=welcome10');
    expect(removed).toContain('<div class="woocommerce-message" role="alert">Coupon has been removed.</div>');
    expect(removed).not.toContain('cart-discount');
  });
});

describe('placing an order without JavaScript', () => {
  it('shows the errors, keeps what was typed (not passwords), then places the order and shows it', async () => {
    const s = await guestWith();
    const nonce = inputValue(await s.page('/shop/checkout/'), 'woocommerce-process-checkout-nonce');
    const missing = await s.post('/shop/checkout/', { 'woocommerce-process-checkout-nonce': nonce, ...ADA, billing_phone: '', billing_country: 'US', billing_state: 'CA', createaccount: '1', account_password: 'hunter2hunter2', payment_method: 'cod', 'terms-field': '1' });
    expect(missing.status).toBe(200);
    expect(missing.body).toContain('<li data-id="billing_phone"><strong>Billing Phone</strong> is a required field.</li>');
    expect(missing.body).toContain('<li data-id="billing_postcode"><strong>Billing ZIP Code</strong> is not a valid postcode / ZIP.</li>');
    expect(missing.body).toContain('<li data-id="terms">Please read and accept the terms and conditions to proceed with your order.</li>');
    // The form comes back for the posted country, with what was typed.
    expect(missing.body).toContain('<option value="CA" selected="selected">California</option>');
    expect(missing.body).toContain('id="billing_city" placeholder="" value="London"');
    expect(missing.body).toContain('<input class="woocommerce-form__input woocommerce-form__input-checkbox input-checkbox" id="createaccount" checked="checked" type="checkbox" name="createaccount" value="1">');
    expect(missing.body).not.toContain('hunter2hunter2');
    const done = await s.post('/shop/checkout/', { 'woocommerce-process-checkout-nonce': nonce, ...ORDER, order_comments: 'Leave by the door' });
    expect(done.status).toBe(303);
    expect(done.location).toMatch(/^\/shop\/checkout\/order-received\/\d+\/\?key=wc_order_/);
    const received = await s.page(done.location!);
    expect(received).toContain('<p class="woocommerce-notice woocommerce-notice--success woocommerce-thankyou-order-received">Thank you. Your order has been received.</p>');
    expect(received).toContain('<tr><th scope="row">Shipping:</th><td><span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">£</span>5.00</bdi></span>&nbsp;<small class="shipped_via">via Flat rate</small></td></tr>');
    expect(received).toContain('<tr><th>Note:</th><td>Leave by the door</td></tr>');
    expect(received).toContain('<h2 class="woocommerce-column__title">Shipping address</h2>');
  });

  it('shows a double-clicked form (posted twice) the order the first post placed', async () => {
    const s = await guestWith();
    const nonce = inputValue(await s.page('/shop/checkout/'), 'woocommerce-process-checkout-nonce');
    const before = count('SELECT COUNT(*) AS n FROM orders');
    const first = await s.post('/shop/checkout/', { 'woocommerce-process-checkout-nonce': nonce, ...ORDER });
    const second = await s.post('/shop/checkout/', { 'woocommerce-process-checkout-nonce': nonce, ...ORDER });
    expect(second.location).toBe(first.location);
    expect(count('SELECT COUNT(*) AS n FROM orders')).toBe(before + 1);
  });

  it('refuses a stale page (wrong nonce) and keeps the form', async () => {
    const s = await guestWith();
    const res = await s.post('/shop/checkout/', { 'woocommerce-process-checkout-nonce': 'abcdefabcd', ...ORDER });
    expect(res.body).toContain('<li>We were unable to process your order, please try again.</li>');
    expect(res.body).toContain('value="Lovelace"');
  });
});

describe('logging in from the checkout', () => {
  it('returns to the checkout with the billing fields filled from the customer, the guest cart merged with theirs', async () => {
    // The customer left a belt in their cart last time.
    const earlier = await newShopper(shop);
    const account = await earlier.page('/shop/my-account/');
    await earlier.post('/shop/my-account/', { login: 'Log in', username: 'customer@example.com', password: 'shopper', 'woocommerce-login-nonce': inputValue(account, 'woocommerce-login-nonce') });
    await earlier.add(productId(shop, 'belt'));

    const s = await guestWith('beanie');
    const before = s.cookie();
    const checkout = await s.page('/shop/checkout/');
    const res = await s.post('/shop/checkout/', {
      username: 'customer@example.com', password: 'shopper', rememberme: 'forever', login: 'Login', redirect: '/shop/checkout/', 'woocommerce-login-nonce': inputValue(checkout, 'woocommerce-login-nonce'),
    });
    expect([res.status, res.location]).toEqual([303, '/shop/checkout/']);
    expect(s.cookie()).not.toBe(before);
    const page = await s.page('/shop/checkout/');
    expect(page).toContain('name="billing_first_name" id="billing_first_name" placeholder="" value="Sam"');
    expect(page).toContain('name="billing_postcode" id="billing_postcode" placeholder="" value="SW1A 1AA"');
    expect(page).toContain('name="billing_email" id="billing_email" placeholder="" value="customer@example.com"');
    expect(page).not.toContain('showlogin');
    expect(page).not.toContain('id="createaccount"');
    const items = [...page.matchAll(/<td class="product-name">([^&<]+)&nbsp;/g)].map((m) => m[1]);
    expect(items.sort()).toEqual(['Beanie', 'Belt']);
    // The old session is not logged in any more; its cart moved.
    expect(await earlier.page('/shop/cart/')).toContain('Your basket is currently empty.');
  });

  it('keeps the customer’s cart for their next login when they log out, and the old session is logged out', async () => {
    const s = await newShopper(shop);
    const account = await s.page('/shop/my-account/');
    await s.post('/shop/my-account/', { register: 'Register', email: 'lamarr@example.com', password: 'frequency-hop', 'woocommerce-register-nonce': inputValue(account, 'woocommerce-register-nonce') });
    const login = async () => {
      const page = await s.page('/shop/my-account/');
      return s.post('/shop/my-account/', { login: 'Log in', username: 'lamarr@example.com', password: 'frequency-hop', 'woocommerce-login-nonce': inputValue(page, 'woocommerce-login-nonce') });
    };
    await s.add(productId(shop, 'cap'));
    const loggedIn = s.cookie();
    await s.get('/shop/my-account/customer-logout/');
    expect(await s.page('/shop/cart/')).toContain('Your basket is currently empty.');
    await s.add(productId(shop, 'polo'));
    await login();
    const names = [...(await s.page('/shop/cart/')).matchAll(/<td scope="row" role="rowheader" class="product-name" data-title="Product"><a href="[^"]+">([^<]+)<\/a>/g)].map((m) => m[1]);
    expect(names.sort()).toEqual(['Cap', 'Polo']);
    const stolen = await shop.app.inject({ url: '/shop/my-account/', headers: { cookie: loggedIn } });
    expect(stolen.body).not.toContain('Hello <strong>');
  });

  it('shows the login form again with the error, and never a password or its hash', async () => {
    const s = await guestWith();
    const checkout = await s.page('/shop/checkout/');
    const res = await s.post('/shop/checkout/', { username: 'customer@example.com', password: 'not-the-password', login: 'Login', redirect: '/shop/checkout/', 'woocommerce-login-nonce': inputValue(checkout, 'woocommerce-login-nonce') });
    expect(res.body).toContain('<li><strong>Error:</strong> The password you entered for the email address <strong>customer@example.com</strong> is incorrect.</li>');
    expect(res.body).toContain('<form class="woocommerce-form woocommerce-form-login login" method="post">');
    expect(res.body).not.toContain('not-the-password');
    const hash = (shop.db.prepare("SELECT password_hash FROM customers WHERE email = 'customer@example.com'").get() as { password_hash: string }).password_hash;
    expect(res.body).not.toContain(hash.split('$')[2]!);
  });

  it('slows repeated failures down with WooCommerce’s wording, and lets the customer in after the wait', async () => {
    const s = await guestWith();
    const checkout = await s.page('/shop/checkout/');
    const attempt = (password: string) => s.post('/shop/checkout/', { username: 'grace-throttle@example.com', password, login: 'Login', 'woocommerce-login-nonce': inputValue(checkout, 'woocommerce-login-nonce') });
    shop.db.prepare("INSERT INTO customers (email, password_hash) SELECT 'grace-throttle@example.com', password_hash FROM customers WHERE email = 'customer@example.com'").run();
    for (let i = 0; i < 5; i += 1) expect((await attempt('wrong')).body).toContain('is incorrect.');
    expect((await attempt('shopper')).body).toContain('<li><strong>Error:</strong> Too many requests. Please wait 30 seconds before trying again.</li>');
    clock += 31_000;
    expect((await attempt('shopper')).location).toBe('/shop/my-account/');
  });

  it('goes back only to a page of this shop', async () => {
    const s = await guestWith();
    const checkout = await s.page('/shop/checkout/');
    const res = await s.post('/shop/checkout/', { username: 'customer@example.com', password: 'shopper', login: 'Login', redirect: 'https://evil.example/phish', 'woocommerce-login-nonce': inputValue(checkout, 'woocommerce-login-nonce') });
    expect(res.location).toBe('/shop/my-account/');
  });
});

describe('creating an account at checkout', () => {
  it('creates the customer, logs them in and lists the order under my-account', async () => {
    const s = await guestWith();
    const nonce = inputValue(await s.page('/shop/checkout/'), 'woocommerce-process-checkout-nonce');
    const res = JSON.parse((await s.ajax('checkout', { ...ORDER, billing_email: 'hopper@example.com', createaccount: '1', account_password: 'cobol-1959', 'woocommerce-process-checkout-nonce': nonce })).body);
    expect(res.result).toBe('success');
    const orders = await s.page('/shop/my-account/orders/');
    expect(orders).toContain(`<a href="${res.redirect}">#${res.order_id}</a>`);
    expect(await s.page('/shop/my-account/')).toContain('Hello <strong>Ada</strong>');
  });

  it("tells a registered email to log in, with WooCommerce's link that opens the login form", async () => {
    const s = await guestWith();
    const nonce = inputValue(await s.page('/shop/checkout/'), 'woocommerce-process-checkout-nonce');
    const res = JSON.parse((await s.ajax('checkout', { ...ORDER, billing_email: 'customer@example.com', createaccount: '1', account_password: 'x', 'woocommerce-process-checkout-nonce': nonce })).body);
    expect(res).toEqual({
      result: 'failure', refresh: false, reload: false,
      messages: '<ul class="woocommerce-error" role="alert"><li>An account is already registered with your email address. <a href="#" class="showlogin">Please log in.</a></li></ul>',
    });
  });
});
