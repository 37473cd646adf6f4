/**
 * The shopper's moves with express checkout on the demo's classic pages: the wallet button in the Stripe Gateway's
 * container, and the demo wallet sheet (the Stripe.js double's test-mode Express Checkout Element).
 * Shared by express-checkout.test.ts, faults.test.ts and double-actions.test.ts.
 */
import type { Locator, Page } from 'playwright-core';

export const WALLET_BUTTON = 'Pay with Google Pay (test mode)';

export const sheet = (page: Page): Locator => page.getByRole('dialog', { name: 'Google Pay (test mode)' });
export const sheetTotal = (page: Page): Locator => sheet(page).getByText(/^Total: /);

/** The wallet button is on the page, shown in the gateway's container. */
export async function walletButton(page: Page): Promise<Locator> {
  const button = page.locator('#wc-stripe-express-checkout-element').getByRole('button', { name: WALLET_BUTTON });
  await button.waitFor();
  return button;
}

/** Opens the sheet and waits for the shop's shipping options for the wallet's first address. */
export async function openSheet(page: Page): Promise<void> {
  const options = page.waitForResponse((r) => r.url().includes('wc-ajax=wc_stripe_get_shipping_options'));
  await (await walletButton(page)).click();
  await sheet(page).waitFor();
  await options;
  await sheet(page).getByRole('radio', { name: /^Flat rate/ }).waitFor();
}

/** The express payment's order request: the Store API checkout, sent with the express header and nonce. */
export const EXPRESS_ORDER = /\/wc\/store\/v1\/checkout$/;

/** Counts the express order requests the page sends from now on. */
export function countExpressOrders(page: Page): { count: number } {
  const counter = { count: 0 };
  page.on('request', (r) => { if (r.method() === 'POST' && EXPRESS_ORDER.test(r.url())) counter.count += 1; });
  return counter;
}

/** Picks an address or rate in the sheet (its radio named `name`) and waits for the shop's answer (`wc-ajax=answer`). */
export async function chooseInSheet(page: Page, name: RegExp, answer: string): Promise<void> {
  const answered = page.waitForResponse((r) => r.url().includes(`wc-ajax=${answer}`));
  await sheet(page).getByRole('radio', { name }).check();
  await answered;
}

/** Picks the rate named `name` and waits until the sheet's total reads `total` ('Total: £60.00'). */
export async function chooseRate(page: Page, name: RegExp, total: string): Promise<void> {
  await chooseInSheet(page, name, 'wc_stripe_update_shipping_method');
  await page.waitForFunction((text) => [...document.querySelectorAll('[role="dialog"] strong')].some((s) => s.textContent === text), total);
}

/** Pays in the sheet and waits for the order-received page; `orders` counts the shop's orders: exactly one more. */
export async function payInSheet(page: Page, orders: () => number): Promise<void> {
  const before = orders();
  await sheet(page).getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL(/order-received/);
  if (orders() !== before + 1) throw new Error(`expected one order more than ${before}, found ${orders()}`);
}

/** The belt in an open sheet (free shipping in the UK first): the flat rate moves the total from £55.00 to £60.00, then Pay makes one order. */
export async function payBeltAtFlatRate(page: Page, orders: () => number): Promise<void> {
  const first = await sheetTotal(page).innerText();
  if (first !== 'Total: £55.00') throw new Error(`the sheet opened at ${first}, not Total: £55.00`);
  await chooseRate(page, /^Flat rate/, 'Total: £60.00');
  await payInSheet(page, orders);
}
