/**
 * The checkout enhancer's cart page (cart.js's replacement) on the demo, in Chromium: quantities, coupons,
 * shipping methods, the shipping calculator with localised fields, removing the last item, and axe.
 * Every change happens in place: the test marks the window and checks the mark survives.
 * Run: npm run build && node --import tsx --test tests/e2e/cart.test.ts
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { expectNoSeriousA11yViolations, useShop } from './harness.ts';
import { countRequests, pickOption, productId } from './checkout-shopper.ts';

const text = async (page: Page, selector: string): Promise<string> => ((await page.locator(selector).first().textContent()) ?? '').replace(/\s+/g, ' ').trim();

/** Resolves when `name` is next announced on the body with jQuery. */
const announced = (page: Page, name: string): Promise<void> =>
  page.evaluate((event) => new Promise<void>((resolve) => (window as unknown as { jQuery: (el: Element) => { one(n: string, fn: () => void): void } }).jQuery(document.body).one(event, () => resolve())), name);

describe('checkout enhancer: cart page', () => {
  const h = useShop({ products: 0 });

  async function cart(): Promise<Page> {
    const page = await h.open(`/shop/?add-to-cart=${productId(h.shop.db, 'woo-beanie')}`);
    await page.goto(new URL('/shop/cart/', h.url).href);
    // The cart page's part of the enhancer loads on demand; it has started once the update button waits for a change.
    await page.locator('form.woocommerce-cart-form button[name="update_cart"][disabled]').waitFor({ state: 'attached' });
    await page.evaluate(() => Object.assign(window, { stayed: true }));
    return page;
  }
  const stayed = (page: Page): Promise<boolean> => page.evaluate(() => (window as { stayed?: boolean }).stayed === true);

  it('updates a quantity in place once the shopper changes it', async () => {
    const page = await cart();
    const update = page.getByRole('button', { name: 'Update basket' });
    assert.ok(await update.isDisabled(), 'nothing to update yet');
    const quantity = page.getByRole('spinbutton', { name: /quantity/i });
    await quantity.click();
    await page.keyboard.press('ArrowUp');
    // The cart's own code arrives with the first interaction: wait until it has seen the change (a loaded machine
    // takes a moment), never for a time.
    await page.waitForFunction(() => document.querySelector<HTMLButtonElement>('button[name="update_cart"]')?.disabled === false);
    assert.ok(await update.isEnabled());
    const total = await text(page, '.order-total .amount');
    const updated = announced(page, 'updated_wc_div');
    await update.click();
    await updated;
    assert.equal(await page.getByRole('spinbutton', { name: /quantity/i }).inputValue(), '2');
    assert.notEqual(await text(page, '.order-total .amount'), total);
    assert.ok(await page.getByRole('button', { name: 'Update basket' }).isDisabled());
    assert.ok(await stayed(page));
  });

  it('shows a coupon error under the code, and applies a good coupon in place', async () => {
    const page = await cart();
    const code = page.getByRole('textbox', { name: 'Coupon:' });
    await code.click();
    await page.keyboard.type('NOPE', { delay: 25 });
    await page.keyboard.press('Enter');
    const error = page.locator('.coupon #coupon-error-notice');
    await error.waitFor();
    assert.equal(await error.textContent(), 'Coupon "nope" cannot be applied because it does not exist.');
    assert.equal(await code.getAttribute('aria-describedby'), 'coupon-error-notice');
    await expectNoSeriousA11yViolations(page, 'cart with a coupon error');

    await code.fill('');
    await page.keyboard.type('WELCOME10', { delay: 25 });
    const total = await text(page, '.order-total .amount');
    const updated = announced(page, 'updated_wc_div');
    await page.getByRole('button', { name: 'Apply coupon' }).click();
    await updated;
    await page.locator('.woocommerce-message', { hasText: 'Coupon code applied successfully.' }).waitFor();
    assert.notEqual(await text(page, '.order-total .amount'), total);
    assert.equal(await page.locator('tr.cart-discount').count(), 1);
    assert.ok(await stayed(page));
  });

  it('changes the shipping method with update_shipping_method, keeping focus on it', async () => {
    const page = await cart();
    const requests = countRequests(page, 'update_shipping_method');
    const total = await text(page, '.order-total .amount');
    const done = announced(page, 'updated_shipping_method');
    await page.getByRole('radio', { name: /Local pickup/ }).check();
    await done;
    assert.equal(requests.count, 1);
    assert.notEqual(await text(page, '.order-total .amount'), total);
    assert.ok(await page.getByRole('radio', { name: /Local pickup/ }).evaluate((radio) => radio === document.activeElement && (radio as HTMLInputElement).checked));
  });

  it('opens the shipping calculator, localises its fields by country and recalculates in place', async () => {
    const page = await cart();
    const toggle = page.getByRole('button', { name: /Calculate shipping|Change address/ });
    await toggle.click();
    // The cart's code is fetched at the shopper's first press: the calculator opens once it is in.
    await page.locator('.shipping-calculator-button[aria-expanded="true"]').waitFor();
    await page.locator('#shipping-calculator-form').waitFor();
    await pickOption(page, 'Country/Region', 'Ireland');
    assert.match(await text(page, '#calc_shipping_postcode_field label'), /^Eircode/);
    await page.getByRole('textbox', { name: /^Town \/ City/ }).fill('Dublin');
    await page.getByRole('textbox', { name: /^Eircode/ }).fill('D02 X285');
    const updated = announced(page, 'updated_wc_div');
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await updated;
    assert.match(await text(page, '.woocommerce-shipping-destination'), /Dublin/);
    assert.ok(await stayed(page));
    await expectNoSeriousA11yViolations(page, 'cart after a shipping calculation');
  });

  it('keeps focus in place when the cart is redrawn: a keyboard shopper is never sent back to the top of the page', async () => {
    const page = await cart();
    const focused = (): Promise<string> => page.evaluate(() => {
      const el = document.activeElement;
      return el && el !== document.body ? `${el.getAttribute('role') ?? el.tagName.toLowerCase()}: ${(el.textContent ?? '').replace(/\s+/g, ' ').trim()}` : 'nothing';
    });

    // The shipping calculator, sent with Enter on its Update button: focus on the button that opens it again.
    await page.getByRole('button', { name: /Calculate shipping|Change address/ }).press('Enter');
    await page.locator('#shipping-calculator-form').waitFor();
    await page.getByRole('textbox', { name: /^Postcode/ }).fill('SW1A 1AA');
    let updated = announced(page, 'updated_wc_div');
    await page.getByRole('button', { name: 'Update', exact: true }).press('Enter');
    await updated;
    assert.match(await focused(), /^button: (Calculate shipping|Change address)$/);

    // A coupon applied, then removed with its [Remove] link: focus on the notice saying so.
    const code = page.getByRole('textbox', { name: 'Coupon:' });
    await code.fill('WELCOME10');
    updated = announced(page, 'updated_wc_div');
    await code.press('Enter');
    await updated;
    updated = announced(page, 'updated_wc_div');
    await page.getByRole('button', { name: 'Remove welcome10 coupon' }).press('Enter');
    await updated;
    assert.match(await focused(), /Coupon has been removed\./);

    // A quantity changed and the basket updated with its button (disabled in the new markup): focus on the notice.
    await page.getByRole('spinbutton', { name: /quantity/i }).fill('2');
    updated = announced(page, 'updated_wc_div');
    await page.getByRole('button', { name: 'Update basket' }).press('Enter');
    await updated;
    assert.match(await focused(), /Basket updated\./);
    assert.ok(await stayed(page));
  });

  it('shows the empty cart when the last item is removed', async () => {
    const page = await cart();
    const emptied = announced(page, 'wc_cart_emptied');
    await page.getByRole('button', { name: /Remove .* from cart/ }).click();
    await emptied;
    await page.locator('.cart-empty', { hasText: 'Your basket is currently empty.' }).waitFor();
    assert.ok(await stayed(page));
  });

  it('passes axe on the cart page', async () => {
    const page = await cart();
    await expectNoSeriousA11yViolations(page, 'cart');
  });
});
