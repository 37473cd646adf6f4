/**
 * Accounts at the checkout, in Chromium on the demo: a returning customer logs in from the checkout's login
 * form and comes back to billing fields filled from their account; a guest who ticks 'Create an account?'
 * is logged in after the order and finds it under My account; an email already registered gets
 * WooCommerce's message; a customer edits an address under My account > Addresses (pickers, localised fields,
 * the shop's checks) and the checkout starts from it.
 * Run: npm run build && node --import tsx --test tests/e2e/checkout-accounts.test.ts
 */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DEMO_CUSTOMER } from '../../examples/demo-shop/db/seed.ts';
import { expectNoSeriousA11yViolations, useShop } from './harness.ts';
import { billingField, GB_ADDRESS, openCheckout, pickOption, productId, typeFields } from './checkout-shopper.ts';

describe('checkout enhancer: accounts at the checkout', () => {
  const h = useShop({ products: 0 });
  let beanie = 0;

  before(() => {
    beanie = productId(h.shop.db, 'woo-beanie');
  });

  it("logs in from the checkout's login form and returns to billing fields filled from the account", async () => {
    const page = await h.open('/shop/');
    await openCheckout(page, h.url, beanie);
    const toggle = page.locator('a.showlogin');
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
    await toggle.click();
    const form = page.locator('form.login');
    await form.waitFor();
    assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
    await form.getByRole('textbox', { name: 'Username or email' }).click();
    await page.keyboard.type(DEMO_CUSTOMER.email, { delay: 20 });
    await page.keyboard.press('Tab');
    await page.keyboard.type(DEMO_CUSTOMER.password, { delay: 20 });
    await Promise.all([page.waitForURL(/\/shop\/checkout\/$/), form.getByRole('button', { name: 'Login' }).click()]);

    assert.equal(await page.locator('a.showlogin').count(), 0, 'logged in: no login reminder');
    assert.equal(await billingField(page, 'First name').inputValue(), 'Sam');
    assert.equal(await billingField(page, 'Last name').inputValue(), 'Shopper');
    assert.equal(await billingField(page, 'Email address').inputValue(), DEMO_CUSTOMER.email);
    assert.equal(await billingField(page, 'Postcode').inputValue(), 'SW1A 1AA');
    assert.equal(await page.locator('.woocommerce-checkout-review-order-table .cart_item').count(), 1, 'the guest cart came along');
  });

  it('creates the account with the order, logs the guest in, and shows the order under My account', async () => {
    const page = await h.open('/shop/');
    await openCheckout(page, h.url, beanie);
    await typeFields(page, GB_ADDRESS.map(([label, value]) => [label, label === 'Email address' ? 'new.shopper@example.com' : value] as const));
    const create = page.getByRole('checkbox', { name: 'Create an account?' });
    const password = page.getByLabel('Create account password');
    assert.ok(await password.isHidden());
    await create.check();
    await password.waitFor();
    assert.equal(await password.inputValue(), '');
    await password.click();
    await page.keyboard.type('a long new passphrase', { delay: 20 });
    await page.getByLabel('Cash on delivery').check();
    await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
    await Promise.all([page.waitForURL(/\/order-received\//), page.getByRole('button', { name: 'Place order' }).click()]);

    const order = h.shop.db.prepare('SELECT id, number, customer_id FROM orders ORDER BY id DESC LIMIT 1').get() as { id: number; number: string; customer_id: number | null };
    assert.ok(order.customer_id, 'the order belongs to the new customer');
    await page.goto(new URL('/shop/my-account/orders/', h.url).href);
    assert.equal(await page.locator('.woocommerce-orders-table').getByRole('link', { name: `#${order.number}` }).count(), 1);
  });

  it("tells a guest whose email has an account to log in (WooCommerce's message)", async () => {
    const page = await h.open('/shop/');
    await openCheckout(page, h.url, beanie);
    await typeFields(page, GB_ADDRESS.map(([label, value]) => [label, label === 'Email address' ? DEMO_CUSTOMER.email : value] as const));
    await page.getByRole('checkbox', { name: 'Create an account?' }).check();
    await page.getByLabel('Create account password').click();
    await page.keyboard.type('another passphrase', { delay: 20 });
    await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
    await page.getByRole('button', { name: 'Place order' }).click();
    const errors = page.locator('.woocommerce-NoticeGroup-checkout .woocommerce-error');
    await errors.waitFor();
    assert.match((await errors.textContent()) ?? '', /An account is already registered with your email address\. Please log in\./);
  });

  it("edits the shipping address under My account's Addresses: the country picker localises the form, a missing town is refused, the checkout starts from what was saved", async () => {
    const page = await h.open('/shop/my-account/');
    await page.fill('#username', DEMO_CUSTOMER.email);
    await page.fill('#password', DEMO_CUSTOMER.password);
    await Promise.all([page.waitForURL(/\/shop\/my-account\/$/), page.getByRole('button', { name: 'Log in' }).click()]);
    await page.getByRole('navigation', { name: 'Account pages' }).getByRole('link', { name: 'Addresses' }).click();
    await Promise.all([page.waitForURL(/\/edit-address\/shipping\/$/), page.getByRole('link', { name: /^(Add|Edit) Shipping address$/ }).click()]);
    await expectNoSeriousA11yViolations(page, 'the shipping address form');

    await pickOption(page, 'Country/Region', 'Ireland', page.locator('.woocommerce-address-fields'));
    await page.getByRole('textbox', { name: /^Eircode/ }).waitFor();
    await page.getByRole('textbox', { name: /^First name/ }).fill('Ada');
    await page.getByRole('textbox', { name: /^Last name/ }).fill('Lovelace');
    await page.getByRole('textbox', { name: /^Street address/ }).fill('1 Merrion Square');
    await page.getByRole('textbox', { name: /^Eircode/ }).fill('D02 X285');
    await page.getByRole('textbox', { name: /^Phone/ }).fill('01 234 5678');
    await page.getByRole('textbox', { name: /^Town \/ City/ }).fill('');
    await pickOption(page, 'County', 'Dublin', page.locator('.woocommerce-address-fields'));
    await Promise.all([page.waitForLoadState(), page.getByRole('button', { name: 'Save address' }).click()]);
    await page.getByRole('alert').filter({ hasText: 'Shipping Town / City is a required field.' }).waitFor();
    assert.equal(await page.getByRole('textbox', { name: /^Street address/ }).inputValue(), '1 Merrion Square', 'nothing typed is lost');
    await expectNoSeriousA11yViolations(page, 'the shipping address form refused');

    await page.getByRole('textbox', { name: /^Town \/ City/ }).fill('Dublin');
    await Promise.all([page.waitForURL(/\/edit-address\/\?updated=1$/), page.getByRole('button', { name: 'Save address' }).click()]);
    await page.getByText('Address changed successfully.').waitFor();
    assert.match((await page.locator('.woocommerce-Address').nth(1).locator('address').textContent()) ?? '', /^Ada Lovelace.*1 Merrion Square.*Dublin.*D02 X285.*Ireland$/);

    await openCheckout(page, h.url, beanie);
    assert.equal(await page.locator('#shipping_address_1').inputValue(), '1 Merrion Square');
    assert.equal(await page.locator('#shipping_country').inputValue(), 'IE');
  });
});
