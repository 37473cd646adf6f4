/**
 * A shopper on a Checkout block page, the demo's model (/shop/checkout-block/) or WooCommerce 10.9.1's own on the
 * real store: the same steps by the same labels, so one journey runs on both. Fields are filled by their labels,
 * a payment method is chosen by its label, and placing the order returns what was posted to the Store API.
 */
import assert from 'node:assert/strict';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { TEST_METHOD_LABEL } from './fixtures/blocks-payment-method-texts.ts';

export const BLOCK_GB_ADDRESS: ReadonlyArray<readonly [label: RegExp, text: string]> = [
  [/^Email address/, 'ada@example.com'],
  [/^First name/, 'Ada'],
  [/^Last name/, 'Lovelace'],
  [/^Address$|^Address \(optional\)/, '12 St James Square'],
  [/^City/, 'London'],
  // WooCommerce 10.9.1's block refuses an empty county for GB although it labels it optional.
  [/^County/, 'Greater London'],
  [/^Postcode/, 'SW1Y 4JH'],
  [/^Phone/, '020 7946 0958'],
];

/** The block is rendered and its payment methods are offered. */
export async function blockCheckoutReady(page: Page): Promise<void> {
  await page.locator('.wc-block-checkout__form').waitFor();
  await page.locator('input[name="radio-control-wc-payment-method-options"]').first().waitFor();
}

/** No cart update is on its way (address, shipping rate, coupon): the totals are the server's. */
export async function blockTotalsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('.wc-block-components-shipping-rates-control[aria-busy="true"], #shipping-option[aria-busy="true"], .wc-block-components-totals-coupon__form[aria-busy="true"], .wc-block-components-loading-mask.is-loading'));
}

/**
 * Fills the contact and shipping address fields (billing follows shipping, the block's default) and waits until
 * the block has saved the whole address with the Store API (cart/update-customer, batched by WooCommerce): in
 * WooCommerce 10.9.1 a Place Order click while that save is still pending is lost.
 */
export async function fillBlockAddress(page: Page, address: ReadonlyArray<readonly [RegExp, string]> = BLOCK_GB_ADDRESS): Promise<void> {
  const form = page.locator('.wc-block-checkout__form');
  const values = address.map(([, text]) => JSON.stringify(text));
  const saved = page.waitForResponse((response) => {
    const url = response.url();
    const body = response.request().postData() ?? '';
    const save = /\/wc\/store\/v1\/cart\/update-customer/.test(url) || (/\/wc\/store\/v1\/batch/.test(url) && body.includes('/cart/update-customer'));
    return save && values.every((value) => body.includes(value));
  });
  for (const [label, text] of address) {
    const field = form.getByLabel(label).first();
    await field.fill(text);
    await field.blur();
  }
  await saved;
}

/** Chooses the payment method whose radio is labelled `label`. */
export async function choosePaymentMethod(page: Page, label: string | RegExp): Promise<void> {
  await page.locator('#payment-method').getByLabel(label).check();
}

/** The address filled and saved, the test payment method (fixtures/blocks-payment-method.tsx) chosen, `reference` typed into it. */
export async function readyToPayWithTestMethod(page: Page, reference: string): Promise<void> {
  await fillBlockAddress(page);
  await blockTotalsSettled(page);
  await choosePaymentMethod(page, TEST_METHOD_LABEL);
  await page.getByLabel('Delivery reference').fill(reference);
}

export interface PlacedOrder {
  readonly request: Request;
  /** The JSON the block posted to the Store API's /checkout. */
  readonly body: { payment_method?: string; payment_data?: { key: string; value: unknown }[]; [key: string]: unknown };
}

/** Clicks Place Order and waits for the browser to reach the order-received page. */
export async function placeBlockOrder(page: Page): Promise<PlacedOrder> {
  const posted = page.waitForRequest((request) => request.method() === 'POST' && /\/wc\/store\/v1\/checkout(\?|$)/.test(request.url()));
  const received = page.waitForURL(/order-received/, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Place Order' }).click();
  const request = await posted;
  await received;
  return { request, body: JSON.parse(request.postData() ?? '{}') as PlacedOrder['body'] };
}

/** What the test method's observers reported (fixtures/blocks-payment-method.tsx), in order, across the tab's page loads. */
export async function recordTestMethodEvents(context: BrowserContext): Promise<{ event: string; data: unknown }[]> {
  const events: { event: string; data: unknown }[] = [];
  await context.exposeBinding('siE2eRecord', (_source, event: string, data: unknown) => void events.push({ event, data }));
  return events;
}

/** The payment_data pairs of a posted order, as an object. */
export function paymentDataOf(placed: PlacedOrder): Record<string, unknown> {
  assert.ok(Array.isArray(placed.body.payment_data), 'the order carries payment_data');
  return Object.fromEntries(placed.body.payment_data.map(({ key, value }) => [key, value]));
}
