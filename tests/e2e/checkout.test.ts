/**
 * The checkout enhancer on the demo's classic checkout, in Chromium, typing as a person types (keys with a
 * delay, Tab between fields): a guest order to order-received and into SQLite, the update count while a GB
 * address is typed, localised address fields (IE, SE, US), validation states and messages, coupons, a double
 * click, a submit that fails offline (and one whose on-demand code cannot load), and axe with and without errors shown.
 * Run: npm run build && node --import tsx --test tests/e2e/checkout.test.ts
 */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expectNoSeriousA11yViolations, useShop } from './harness.ts';
import { billingField, countRequests, enterCoupon, expectCouponError, GB_ADDRESS, openBeanieCheckout, openCheckout, openPicker, pickCountryThenStateByKeyboard, pickOption, productId, totalsSettled, typeFields } from './checkout-shopper.ts';

interface OrderRow {
  id: number;
  status: string;
  payment_method: string;
  billing: string;
  total: number;
  customer_id: number | null;
  customer_note: string;
}

const text = async (page: Page, selector: string): Promise<string> => ((await page.locator(selector).first().textContent()) ?? '').replace(/\s+/g, ' ').trim();

describe('checkout enhancer: classic checkout', () => {
  const h = useShop({ products: 0 });
  let beanie = 0;
  const orders = (): OrderRow[] => h.shop.db.prepare('SELECT id, status, payment_method, billing, total, customer_id, customer_note FROM orders ORDER BY id').all() as OrderRow[];

  before(() => {
    beanie = productId(h.shop.db, 'woo-beanie');
  });

  const checkout = (): Promise<Page> => openBeanieCheckout(h);

  /** Ticks the terms box and picks cash on delivery, as a shopper does before placing the order. */
  async function readyToPay(page: Page): Promise<void> {
    await page.getByLabel('Cash on delivery').check();
    await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
  }

  it('takes a guest order to order-received, with the order stored', async () => {
    const page = await checkout();
    await typeFields(page, GB_ADDRESS);
    await page.getByRole('textbox', { name: 'Order notes (optional)' }).click();
    await page.keyboard.type('Leave it with the neighbour.', { delay: 25 });
    await readyToPay(page);
    assert.equal(await page.locator('#place_order').textContent(), 'Place order');

    const before = orders().length;
    await Promise.all([page.waitForURL(/\/order-received\/\d+\/\?key=/), page.getByRole('button', { name: 'Place order' }).click()]);

    assert.match(await text(page, 'h1'), /Order received/);
    const stored = orders();
    assert.equal(stored.length, before + 1);
    const order = stored.at(-1)!;
    assert.equal(order.payment_method, 'cod');
    assert.equal(order.status, 'processing');
    assert.equal(order.customer_note, 'Leave it with the neighbour.');
    assert.deepEqual(
      Object.fromEntries(Object.entries(JSON.parse(order.billing) as Record<string, string>).filter(([key]) => ['first_name', 'email', 'postcode', 'country'].includes(key))),
      { first_name: 'Ada', email: 'ada@example.com', postcode: 'SW1Y 4JH', country: 'GB' },
    );
    assert.ok(page.url().includes(`/order-received/${order.id}/`));
  });

  it('sends exactly one update_order_review while a full GB address is typed', async () => {
    const context = await h.newContext();
    const page = await context.newPage();
    await page.clock.install();
    await openCheckout(page, h.url, beanie);
    const updates = countRequests(page, 'update_order_review');

    await typeFields(page, GB_ADDRESS);
    // Any update still waiting on a timer (the 1000 ms after a key, the 5 ms schedule) goes now.
    await page.clock.runFor(3000);
    await totalsSettled(page);

    assert.equal(updates.count, 1);
    const sent = new URLSearchParams(updates.requests[0]!.postData() ?? '');
    assert.equal(sent.get('has_full_address'), 'true');
    assert.equal(sent.get('postcode'), 'SW1Y 4JH');
    assert.equal(sent.get('s_postcode'), 'SW1Y 4JH');
    assert.equal(sent.get('shipping_method[0]'), 'flat_rate:1');
  });

  it("localises the address fields: IE's Eircode is required, SE has no state, US picks a state from a list with AA", async () => {
    const page = await checkout();
    const postcodeRow = page.locator('#billing_postcode_field');

    await openPicker(page, page.getByRole('combobox', { name: 'Country/Region' }));
    await page.keyboard.type('Zzz', { delay: 20 });
    await page.getByRole('alert').filter({ hasText: 'No matches found' }).waitFor();
    await page.keyboard.press('Escape');
    await pickOption(page, 'Country/Region', 'Ireland');
    assert.equal(await text(page, '#billing_postcode_field label'), 'Eircode *');
    assert.ok(await postcodeRow.evaluate((row) => row.classList.contains('validate-required')));
    assert.equal(await page.locator('#billing_postcode').getAttribute('aria-required'), 'true');
    assert.ok(await page.getByRole('combobox', { name: 'Country/Region' }).evaluate((el) => el === document.activeElement), 'focus stays on the picker after a choice');

    await pickOption(page, 'Country/Region', 'Sweden');
    assert.equal(await page.locator('#billing_state').getAttribute('type'), 'hidden');
    assert.ok(await page.locator('#billing_state_field').isHidden());

    await pickOption(page, 'Country/Region', 'United States (US)');
    assert.equal(await text(page, '#billing_postcode_field label'), 'ZIP Code *');
    const state = page.getByRole('combobox', { name: 'State' });
    assert.equal(await state.getAttribute('aria-required'), 'true');
    assert.ok(await page.locator('#billing_state option[value="AA"]').count());
    await pickOption(page, 'State', 'Armed Forces (AA)');
    assert.equal(await page.locator('#billing_state').inputValue(), 'AA');
    await totalsSettled(page);
  });

  it('shows the state and message of a bad email and a bad phone, linked to the field, and clears them when typing', async () => {
    const page = await checkout();
    await typeFields(page, [
      ['Phone', 'call me maybe'],
      ['Email address', 'ada@example'],
    ]);
    const email = billingField(page, 'Email address');
    const phone = billingField(page, 'Phone');
    assert.equal(await email.getAttribute('aria-invalid'), 'true');
    assert.ok(await page.locator('#billing_email_field').evaluate((row) => row.matches('.woocommerce-invalid.woocommerce-invalid-email')));
    assert.equal(await page.locator(`#${await email.getAttribute('aria-describedby')}`).textContent(), 'Email address is not a valid email address.');
    assert.equal(await phone.getAttribute('aria-invalid'), 'true');
    assert.ok(await page.locator('#billing_phone_field').evaluate((row) => row.matches('.woocommerce-invalid.woocommerce-invalid-phone')));
    assert.equal(await page.locator('#billing_phone_description').textContent(), 'Phone is not a valid phone number.');

    await email.click();
    await page.keyboard.type('.com', { delay: 25 });
    assert.equal(await email.getAttribute('aria-invalid'), null);
    assert.equal(await page.locator('#billing_email_description').count(), 0);
    await page.keyboard.press('Tab');
    assert.ok(await page.locator('#billing_email_field').evaluate((row) => row.matches('.woocommerce-validated')));
    await expectNoSeriousA11yViolations(page, 'checkout with field errors');
  });

  it("shows the shop's field errors inline below each field and in a linked list above the form; axe finds nothing serious", async () => {
    const page = await checkout();
    await page.getByRole('button', { name: 'Place order' }).click();
    const group = page.locator('.woocommerce-NoticeGroup-checkout');
    await group.waitFor();
    const firstName = billingField(page, 'First name');
    assert.equal(await firstName.getAttribute('aria-invalid'), 'true');
    assert.equal(await page.locator('#billing_first_name_description').textContent(), 'Billing First name is a required field.');
    assert.equal(await group.locator('a[href="#billing_first_name"]').count(), 1);
    assert.ok(await group.locator('.woocommerce-error').evaluate((list) => list === document.activeElement), 'focus moves to the errors');
    assert.equal(await page.locator('form.checkout').evaluate((form) => form.classList.contains('processing')), false);
    await expectNoSeriousA11yViolations(page, 'checkout with server errors');
  });

  it('shows an invalid coupon inline under the input, and a valid coupon changes the totals', async () => {
    const page = await checkout();
    const code = await enterCoupon(page, 'NOPE');
    const error = await expectCouponError(page, code, 'Coupon "nope" cannot be applied because it does not exist.');
    await expectNoSeriousA11yViolations(page, 'checkout with a coupon error');

    await code.fill('');
    await page.keyboard.type('WELCOME10', { delay: 25 });
    assert.equal(await error.count(), 0, 'typing clears the error');
    const total = await text(page, '.order-total .amount');
    const recalculated = page.waitForRequest((request) => request.url().includes('wc-ajax=update_order_review'));
    await page.keyboard.press('Enter');
    await page.locator('.woocommerce-message', { hasText: 'Coupon code applied successfully.' }).waitFor();
    assert.equal((new URLSearchParams((await recalculated).postData() ?? '')).has('shipping_method[0]'), false, 'no shipping methods re-sent');
    await page.locator('tr.cart-discount').waitFor();
    await totalsSettled(page);
    assert.notEqual(await text(page, '.order-total .amount'), total);
    await page.locator('form.checkout_coupon').waitFor({ state: 'hidden' });
    assert.equal(await page.locator('#coupon_code').inputValue(), '', 'the applied code is cleared');
    assert.equal(await page.locator('a.showcoupon').getAttribute('aria-expanded'), 'false');

    const removed = page.waitForRequest((request) => request.url().includes('wc-ajax=update_order_review'));
    await page.locator('.woocommerce-remove-coupon').click();
    assert.equal((new URLSearchParams((await removed).postData() ?? '')).has('shipping_method[0]'), false, 'removing recalculates without shipping methods');
    await page.locator('.woocommerce-message', { hasText: 'Coupon has been removed.' }).waitFor();
    // The notice comes first; the recalculation that follows takes the discount row away.
    await page.locator('tr.cart-discount').waitFor({ state: 'detached' });
    await totalsSettled(page);
    assert.equal(await text(page, '.order-total .amount'), total);
    // The [Remove] link had focus and went with the row: focus is on the notice, not sent back to the page's top.
    assert.equal(await page.locator('.woocommerce-message', { hasText: 'Coupon has been removed.' }).evaluate((notice) => notice === document.activeElement), true, 'focus on the notice');
  });

  it('makes exactly one order from a double click on Place order', async () => {
    const page = await checkout();
    await typeFields(page, GB_ADDRESS);
    await readyToPay(page);
    const submits = countRequests(page, 'checkout');
    const before = orders().length;
    await Promise.all([page.waitForURL(/\/order-received\//), page.getByRole('button', { name: 'Place order' }).dblclick()]);
    assert.equal(submits.count, 1);
    assert.equal(orders().length, before + 1);
  });

  it("honours checkout_place_order vetoes: a gateway's handler stops the order, does its work and submits the form again itself", async () => {
    const page = await checkout();
    await typeFields(page, GB_ADDRESS);
    await readyToPay(page);
    const submits = countRequests(page, 'checkout');
    const asked: string[] = [];
    await page.exposeFunction('recordHandler', (name: string) => void asked.push(name));
    // What gateways do (the Stripe gateway's classic script among them): veto, work asynchronously, add a field, $form.submit().
    await page.evaluate(() => {
      const $ = (window as unknown as { jQuery: (el: unknown) => { on(n: string, f: (...a: unknown[]) => unknown): void; append(html: string): void; submit(): void } }).jQuery;
      const form = document.querySelector('form.checkout')!;
      const record = (window as unknown as { recordHandler: (name: string) => void }).recordHandler;
      $(form).on('checkout_place_order', () => void record('checkout_place_order'));
      $(form).on('checkout_place_order_cod', (_event, wcCheckoutForm) => {
        record(`checkout_place_order_cod ${(wcCheckoutForm as { get_payment_method(): string }).get_payment_method()}`);
        if (form.querySelector('[name="gateway_token"]')) return true;
        setTimeout(() => {
          $(form).append('<input type="hidden" name="gateway_token" value="tok_123">');
          $(form).submit();
        }, 50);
        return false;
      });
    });
    await Promise.all([page.waitForURL(/\/order-received\//), page.getByRole('button', { name: 'Place order' }).click()]);
    assert.equal(submits.count, 1);
    assert.equal(new URLSearchParams(submits.requests[0]!.postData() ?? '').get('gateway_token'), 'tok_123');
    assert.deepEqual(asked, ['checkout_place_order', 'checkout_place_order_cod cod', 'checkout_place_order', 'checkout_place_order_cod cod']);
  });

  it('keeps every typed field and unblocks the form when the order cannot be sent (offline), with SPEC 8.3\'s message; a retry makes one order', async () => {
    const page = await checkout();
    await typeFields(page, GB_ADDRESS);
    await typeFields(page, [['Company name (optional)', 'Analytical Engines Ltd']]);
    await page.getByRole('textbox', { name: 'Order notes (optional)' }).click();
    await page.keyboard.type('Ring twice.', { delay: 25 });
    await readyToPay(page);
    const typed = await page.locator('form.checkout').evaluate((form) => [...new FormData(form as HTMLFormElement)].filter(([name]) => !name.includes('nonce')));
    const before = orders().length;

    await page.context().setOffline(true);
    h.ignoreErrors(/net::ERR_INTERNET_DISCONNECTED/);
    await page.getByRole('button', { name: 'Place order' }).click();
    const notice = page.locator('.woocommerce-NoticeGroup-checkout .woocommerce-error');
    await notice.waitFor();
    assert.equal(await text(page, '.woocommerce-NoticeGroup-checkout .woocommerce-error'), 'An error occurred while connecting to the server. Please try again.');
    assert.equal(await page.locator('form.checkout').evaluate((form) => form.classList.contains('processing') || form.querySelector('.blockOverlay') !== null), false);
    assert.deepEqual(await page.locator('form.checkout').evaluate((form) => [...new FormData(form as HTMLFormElement)].filter(([name]) => !name.includes('nonce'))), typed);
    assert.equal(orders().length, before);

    await page.context().setOffline(false);
    const submits = countRequests(page, 'checkout');
    await Promise.all([page.waitForURL(/\/order-received\//), page.getByRole('button', { name: 'Place order' }).click()]);
    assert.equal(orders().length, before + 1);
    assert.ok(submits.requests[0]!.headers()['idempotency-key']);
  });

  it("keeps every typed field and says SPEC 8.3's message when the order-placing code (fetched on demand) cannot be loaded; no order is made", async () => {
    const page = await checkout();
    // The start-up code is in; the order-placing code, fetched on demand (the built files holding place-order/), fails.
    const manifest = JSON.parse(readFileSync(new URL('../../dist/manifest.json', import.meta.url), 'utf8')) as { files: Record<string, { sources: string[] }> };
    const placing = Object.entries(manifest.files).filter(([, file]) => file.sources.some((source) => source.startsWith('packages/checkout/src/place-order/'))).map(([name]) => name);
    assert.ok(placing.length > 0, 'the build has the order-placing code');
    await page.route((url) => placing.includes(url.pathname.split('/').pop() ?? ''), (route) => route.abort());
    h.ignoreErrors(/net::ERR_FAILED/);
    await typeFields(page, GB_ADDRESS);
    await readyToPay(page);
    const typed = await page.locator('form.checkout').evaluate((form) => [...new FormData(form as HTMLFormElement)]);
    const before = orders().length;
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.locator('.woocommerce-NoticeGroup-checkout .woocommerce-error').waitFor();
    assert.equal(await text(page, '.woocommerce-NoticeGroup-checkout .woocommerce-error'), 'An error occurred while connecting to the server. Please try again.');
    assert.equal(await page.locator('form.checkout').evaluate((form) => form.classList.contains('processing')), false);
    assert.deepEqual(await page.locator('form.checkout').evaluate((form) => [...new FormData(form as HTMLFormElement)]), typed);
    assert.equal(orders().length, before);
    assert.equal(page.url(), new URL('/shop/checkout/', h.url).href);
  });

  it('answers a retry after a lost answer with the order already made (same idempotency key)', async () => {
    const page = await checkout();
    await typeFields(page, GB_ADDRESS);
    await readyToPay(page);
    const before = orders().length;
    const keys: string[] = [];
    h.ignoreErrors(/net::ERR_CONNECTION_RESET/);
    // The first submit reaches the shop, which makes the order; its answer is lost on the way back.
    await page.route('**/?wc-ajax=checkout', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (keys.length > 1) return route.continue();
      await route.fetch();
      return route.abort('connectionreset');
    });
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.locator('.woocommerce-NoticeGroup-checkout .woocommerce-error').waitFor();
    assert.equal(orders().length, before + 1, 'the shop made the order');

    await Promise.all([page.waitForURL(/\/order-received\//), page.getByRole('button', { name: 'Place order' }).click()]);
    assert.equal(keys.length, 2);
    assert.equal(keys[1], keys[0]);
    assert.equal(orders().length, before + 1, 'the retry made no second order');
    assert.ok(page.url().includes(`/order-received/${orders().at(-1)!.id}/`));
  });

  it('reveals the shipping address when shipping elsewhere (its address then goes with the totals update), and the inline terms', async () => {
    const page = await checkout();
    const shipping = page.locator('div.shipping_address');
    assert.ok(await shipping.isHidden());
    await page.getByRole('checkbox', { name: 'Ship to a different address?' }).check();
    await shipping.waitFor();
    await totalsSettled(page);

    const update = page.waitForRequest((request) => request.url().includes('wc-ajax=update_order_review'));
    await pickOption(page, 'Country/Region', 'France', shipping);
    const sent = new URLSearchParams((await update).postData() ?? '');
    assert.deepEqual([sent.get('country'), sent.get('s_country')], ['GB', 'FR']);
    await totalsSettled(page);

    await page.getByRole('checkbox', { name: 'Ship to a different address?' }).uncheck();
    await shipping.waitFor({ state: 'hidden' });

    const terms = page.locator('.woocommerce-terms-and-conditions');
    const link = page.getByRole('link', { name: 'terms and conditions' });
    await link.click();
    await terms.waitFor();
    assert.equal(await link.getAttribute('aria-expanded'), 'true');
    await link.click();
    await terms.waitFor({ state: 'hidden' });
    assert.equal(await link.getAttribute('aria-expanded'), 'false');
  });

  it("slides with SPEC 9.5's timings, not at all when the shopper asks for reduced motion, and guards leaving while an order is on its way", async () => {
    // Every animation the page starts, recorded as it starts: on a loaded machine a 230 ms slide may be over before it is looked at.
    const recordAnimations = async (page: Page): Promise<void> => {
      await page.addInitScript(() => {
        const seen: number[] = ((window as unknown as { siAnimations: number[] }).siAnimations = []);
        const animate = Element.prototype.animate;
        Element.prototype.animate = function (this: Element, ...args: Parameters<Element['animate']>) {
          const animation = animate.apply(this, args);
          seen.push(Number(animation.effect?.getTiming().duration));
          return animation;
        };
      });
    };
    /** The durations of the animations started since the last call. */
    const durations = (page: Page): Promise<number[]> => page.evaluate(() => (window as unknown as { siAnimations: number[] }).siAnimations.splice(0));
    const page = await h.open('/shop/');
    await recordAnimations(page);
    await openCheckout(page, h.url, beanie);
    await durations(page);
    await page.getByLabel('Cash on delivery').check();
    assert.ok((await durations(page)).includes(230), 'payment boxes slide over 230 ms');
    await page.locator('a.showcoupon').click();
    assert.ok((await durations(page)).includes(400), 'the coupon form slides over 400 ms');

    const calm = await h.open('/shop/', { reducedMotion: 'reduce' });
    await recordAnimations(calm);
    await openCheckout(calm, h.url, beanie);
    await durations(calm);
    await calm.getByLabel('Cash on delivery').check();
    await calm.locator('a.showcoupon').click();
    assert.deepEqual(await durations(calm), []);
    assert.ok(await calm.locator('form.checkout_coupon').isVisible());

    // An order on its way: leaving the page asks first.
    await typeFields(page, GB_ADDRESS);
    await readyToPay(page);
    let release = (): void => undefined;
    await page.route('**/?wc-ajax=checkout', (route) => new Promise<void>((resolve) => (release = () => resolve(route.continue()))));
    const sent = page.waitForRequest((request) => request.url().includes('wc-ajax=checkout'));
    await page.getByRole('button', { name: 'Place order' }).click();
    await sent;
    const asked = new Promise<string>((resolve) => page.once('dialog', (dialog) => void dialog.dismiss().then(() => resolve(dialog.type()))));
    await page.close({ runBeforeUnload: true });
    assert.equal(await asked, 'beforeunload');
    // The shopper stayed: the order's answer arrives and lands on order-received (the page is left calm, with no
    // request held, before its context closes).
    const answered = page.waitForResponse((response) => response.url().includes('wc-ajax=checkout'));
    release();
    await answered;
    await page.waitForURL(/order-received/);
  });

  it('picks a country and then a state by keyboard alone; axe finds nothing serious with either list open', async () => {
    const page = await checkout();
    await pickCountryThenStateByKeyboard(page, 'Country/Region', async (list) => {
      await expectNoSeriousA11yViolations(page, `checkout with the ${list} list open`);
      // The picker typed into is named by the field's label, controls the open list and points at its highlighted option.
      const picker = page.locator(':focus');
      assert.equal(await picker.getAttribute('aria-label'), list === 'country' ? 'Country/Region' : 'State');
      const listbox = page.locator(`#${await picker.getAttribute('aria-controls')}`);
      assert.equal(await listbox.getAttribute('role'), 'listbox');
      assert.ok(await listbox.isVisible());
      assert.equal(await page.locator(`#${await picker.getAttribute('aria-activedescendant')}`).getAttribute('role'), 'option');
    });
    await totalsSettled(page);
    await expectNoSeriousA11yViolations(page, 'checkout after picking a country and a state');
  });

  it('on a phone, a tap opens the country list under the picker, within the screen, and a tap on an option chooses it', async () => {
    const page = await h.open('/shop/', { viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });
    await openCheckout(page, h.url, beanie);
    const picker = page.locator('.woocommerce-billing-fields').getByRole('combobox', { name: 'Country/Region', exact: true });
    await picker.tap();
    assert.equal(await picker.getAttribute('aria-expanded'), 'true');
    const list = page.locator(`#${await picker.getAttribute('aria-controls')}`);
    const [box, field] = [(await list.boundingBox())!, (await picker.boundingBox())!];
    assert.ok(box.x >= 0 && box.x + box.width <= 375 && box.height > 0 && box.height <= 740, `the list within the screen: ${JSON.stringify(box)}`);
    assert.ok(Math.abs(box.y - (field.y + field.height)) < 2, 'the list opens under the picker');
    await page.getByRole('option', { name: 'Ireland', exact: true }).tap();
    await page.waitForFunction(() => document.querySelector<HTMLSelectElement>('#billing_country')?.value === 'IE');
    assert.equal(await picker.inputValue(), 'Ireland');
    assert.equal(await picker.getAttribute('aria-expanded'), 'false');
    await totalsSettled(page);
  });

  it('passes axe on the checkout as it loads, with the coupon and login forms open', async () => {
    const page = await checkout();
    await expectNoSeriousA11yViolations(page, 'checkout');
    await page.locator('a.showcoupon').click();
    await page.locator('.showlogin').click();
    await page.locator('form.login').waitFor();
    await expectNoSeriousA11yViolations(page, 'checkout with coupon and login forms');
  });
});
