/**
 * A shopper paying on the demo's pages with the test-mode provider (examples/demo-shop/provider): the
 * provider's Payment Element in its frame, the gateway's radios, the billing details, and the order placed.
 */
import type { FrameLocator, Locator, Page } from 'playwright-core';
import { openCheckout, openPicker, totalsSettled } from './checkout-shopper.ts';

export { openCheckout };

export const CARDS = {
  visa: '4242 4242 4242 4242',
  threeDSecure: '4000 0025 0000 3155',
  declined: '4000 0000 0000 0002',
} as const;

export const ADA: Readonly<Record<string, string>> = {
  billing_first_name: 'Ada',
  billing_last_name: 'Lovelace',
  billing_address_1: '12 Analytical Row',
  billing_city: 'London',
  billing_postcode: 'SW1A 1AA',
  billing_phone: '020 7946 0000',
  billing_email: 'ada@example.com',
};

/** The provider's Payment Element (its fields are in the provider's frame). */
export function paymentFrame(page: Page | Locator): FrameLocator {
  return page.frameLocator('iframe[title="Secure payment input frame"]');
}

/** Fills the billing fields (Ada's by default) and waits for the totals update they cause. */
export async function fillBilling(page: Page, values: Readonly<Record<string, string>> = ADA): Promise<void> {
  for (const [id, value] of Object.entries(values)) await page.fill(`#${id}`, value);
  await page.keyboard.press('Tab');
  await totalsSettled(page);
}

/** Chooses the billing country in its picker by keyboard, the option named exactly `country` (there may be longer names). */
export async function pickCountry(page: Page, country: string): Promise<void> {
  await openPicker(page, page.locator('.woocommerce-billing-fields').getByRole('combobox', { name: 'Country/Region', exact: true }));
  await page.keyboard.type(country, { delay: 20 });
  await page.getByRole('option', { name: country, exact: true }).click();
  await totalsSettled(page);
}

/** Types a card into the Payment Element (number, expiry, security code). */
export async function typeCard(page: Page, number: string, frame: FrameLocator = paymentFrame(page)): Promise<void> {
  await frame.getByLabel('Card number').fill(number);
  await frame.getByLabel('Expiration date').fill('12 / 34');
  await frame.getByLabel('Security code').fill('123');
}

/** Ticks the terms (once the totals have settled) and clicks Place order. */
export async function placeOrder(page: Page): Promise<void> {
  await totalsSettled(page);
  const terms = page.locator('#terms');
  if ((await terms.count()) > 0 && !(await terms.isChecked())) await terms.check();
  await page.locator('#place_order').click();
}

/** The order the shopper lands on after paying: its id, from the order-received page's address. */
export async function orderReceived(page: Page): Promise<number> {
  await page.waitForURL(/order-received\/(\d+)\//);
  return Number(/order-received\/(\d+)\//.exec(page.url())![1]);
}

/** A new visitor's checkout with `productId` in the cart, ready to pay by card: the card method, Ada's address, a card typed, the terms ticked. */
export async function readyToPayByCard(page: Page, base: string, productId: number, number: string = CARDS.visa): Promise<void> {
  await openCheckout(page, base, productId);
  await page.getByLabel('Credit / Debit Card').check();
  await fillBilling(page);
  await typeCard(page, number);
  await totalsSettled(page);
  await page.locator('#terms').check();
}
