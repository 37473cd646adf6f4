/**
 * Accessibility of the failure paths (issue 22): each error state a shopper can meet on the money path, shown
 * in Chromium, is announced (an alert, or focus moved onto it), linked to its field where it is about one
 * (aria-describedby, aria-invalid), and axe finds nothing serious or critical with it on screen. Field errors,
 * a coupon refused, a declined card, the connection lost while placing the order, and an expired session.
 * (Other error states have their own axe checks: payments-flows (voucher, wallet code, BLIK's error),
 * buy-now (the payment box), order-pay.)
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { billingField, enterCoupon, expectCouponError, GB_ADDRESS, openBeanieCheckout, typeFields } from './checkout-shopper.ts';
import { expectNoSeriousA11yViolations, useShop } from './harness.ts';
import { CARDS, fillBilling, placeOrder, typeCard } from './payments-shopper.ts';

/** Whether assistive technology is told of `notice`: it is an alert (or inside one, or a live region), or has focus. */
async function announced(notice: Locator): Promise<boolean> {
  return notice.evaluate((el) => el.closest('[role="alert"], [aria-live="assertive"], [aria-live="polite"], [role="status"]') !== null || el.contains(document.activeElement) || el === document.activeElement);
}

describe('failure paths: announced, linked, and axe-clean', () => {
  const h = useShop({ products: 0 });
  const checkout = (): Promise<Page> => openBeanieCheckout(h);

  /** The checkout with a GB address typed, cash on delivery chosen and the terms ticked. */
  async function readyToPay(): Promise<Page> {
    const page = await checkout();
    await typeFields(page, GB_ADDRESS);
    await page.getByLabel('Cash on delivery').check();
    await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
    return page;
  }

  it('field errors from the browser and from the shop: each linked to its field and announced', async () => {
    const page = await checkout();
    await typeFields(page, [['Email address', 'ada@example']]);
    const email = billingField(page, 'Email address');
    assert.equal(await email.getAttribute('aria-invalid'), 'true');
    assert.equal(await page.locator(`#${await email.getAttribute('aria-describedby')}`).textContent(), 'Email address is not a valid email address.');
    await page.getByRole('button', { name: 'Place order' }).click();
    const list = page.locator('.woocommerce-NoticeGroup-checkout .woocommerce-error');
    await list.waitFor();
    assert.ok(await announced(list), 'the shop\'s errors are announced');
    const firstName = billingField(page, 'First name');
    assert.equal(await firstName.getAttribute('aria-invalid'), 'true');
    assert.equal(await page.locator(`#${await firstName.getAttribute('aria-describedby')}`).textContent(), 'Billing First name is a required field.');
    await expectNoSeriousA11yViolations(page, 'the checkout with field errors');
  });

  it('a coupon refused: under its field, linked and announced', async () => {
    const page = await checkout();
    const field = await enterCoupon(page, 'NOPE');
    const error = await expectCouponError(page, field, 'Coupon "nope" cannot be applied because it does not exist.');
    assert.ok(await announced(error));
    await expectNoSeriousA11yViolations(page, 'the checkout with a coupon refused');
  });

  it('a declined card: the gateway\'s words announced, the form usable', async () => {
    const page = await checkout();
    await page.getByLabel('Credit / Debit Card').check();
    await fillBilling(page);
    await typeCard(page, CARDS.declined);
    await placeOrder(page);
    const alert = page.getByRole('alert').filter({ hasText: 'The card was declined.' });
    await alert.waitFor();
    assert.ok(await announced(alert));
    assert.ok(await page.getByRole('button', { name: 'Place order' }).isEnabled());
    await expectNoSeriousA11yViolations(page, 'the checkout after a declined card');
  });

  it("the connection lost while placing the order: SPEC 8.3's message announced, the form usable", async () => {
    const page = await readyToPay();
    await page.context().setOffline(true);
    h.ignoreErrors(/net::ERR_INTERNET_DISCONNECTED/);
    await page.getByRole('button', { name: 'Place order' }).click();
    const notice = page.locator('.woocommerce-NoticeGroup-checkout .woocommerce-error');
    await notice.waitFor();
    assert.equal(((await notice.textContent()) ?? '').trim(), 'An error occurred while connecting to the server. Please try again.');
    assert.ok(await announced(notice));
    assert.ok(await page.getByRole('button', { name: 'Place order' }).isEnabled());
    await page.context().setOffline(false);
    await expectNoSeriousA11yViolations(page, 'the checkout after the connection was lost');
  });

  it("an expired session (the shop's cookie gone): WooCommerce's 'session has expired' announced, with its way back to the shop", async () => {
    const page = await readyToPay();
    await page.context().clearCookies();
    await page.getByRole('button', { name: 'Place order' }).click();
    const notice = page.locator('.woocommerce-error').filter({ hasText: 'Sorry, your session has expired.' }).first();
    await notice.waitFor();
    assert.ok(await announced(notice));
    assert.equal(await notice.getByRole('link', { name: 'Return to shop' }).count(), 1);
    await expectNoSeriousA11yViolations(page, 'the checkout after the session expired');
  });
});
