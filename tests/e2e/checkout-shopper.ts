/**
 * A shopper on the demo's classic checkout, for the checkout journeys and the update-count bench: a cart
 * with a product, the checkout opened and its start-up totals update settled, fields typed as a person
 * types them (a click, keys with a delay, Tab to leave), country pickers driven by keyboard, a coupon typed into
 * the checkout's coupon form, and the update_order_review requests the page sent. The real-store journeys use it too.
 */
import assert from 'node:assert/strict';
import type { Locator, Page, Request } from 'playwright-core';

export const GB_ADDRESS: ReadonlyArray<readonly [label: string, text: string]> = [
  ['First name', 'Ada'],
  ['Last name', 'Lovelace'],
  ['Street address', '12 St James Square'],
  ['Town / City', 'London'],
  ['Postcode', 'SW1Y 4JH'],
  ['Phone', '020 7946 0958'],
  ['Email address', 'ada@example.com'],
];

/** GB_ADDRESS as the classic checkout's form posts it, for orders sent over HTTP (the load bench, the real-store idempotency journey). */
export const GB_BILLING_FIELDS: Readonly<Record<string, string>> = {
  billing_first_name: 'Ada',
  billing_last_name: 'Lovelace',
  billing_country: 'GB',
  billing_address_1: '12 St James Square',
  billing_city: 'London',
  billing_postcode: 'SW1Y 4JH',
  billing_phone: '020 7946 0958',
  billing_email: 'ada@example.com',
};

/** Requests to `?wc-ajax={endpoint}` the page sends from now on. */
export function countRequests(page: Page, endpoint: string): { readonly count: number; readonly requests: Request[] } {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).searchParams.get('wc-ajax') === endpoint) requests.push(request);
  });
  return {
    get count() {
      return requests.length;
    },
    requests,
  };
}

/** No totals update is in flight: the review table and payment box are not blocked. */
export async function totalsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('.woocommerce-checkout-payment.processing, .woocommerce-checkout-review-order-table.processing'));
}

/** Adds `sku` to a new visitor's cart, opens the checkout and waits for its start-up totals update to be applied. */
export async function openCheckout(page: Page, base: string, productId: number, path = '/shop/checkout/'): Promise<void> {
  await page.goto(new URL(`/shop/?add-to-cart=${productId}`, base).href);
  const started = page.waitForResponse((response) => response.url().includes('wc-ajax=update_order_review'));
  await page.goto(new URL(path, base).href);
  await started;
  await totalsSettled(page);
}

/** A new visitor (its own browser context, through the harness's open()) with the beanie in the cart, on the checkout, its start-up totals settled. */
export async function openBeanieCheckout(h: { readonly url: string; readonly shop: { readonly db: Parameters<typeof productId>[0] }; open(path: string): Promise<Page> }): Promise<Page> {
  const page = await h.open('/shop/');
  await openCheckout(page, h.url, productId(h.shop.db, 'woo-beanie'));
  return page;
}

/** The billing field named `label` (the shipping block has fields of the same names). */
export function billingField(page: Page, label: string): Locator {
  return page.locator('.woocommerce-billing-fields').getByRole('textbox', { name: label, exact: true });
}

/** Clicks into the billing field named `label`, types `text` key by key, then leaves with Tab. */
export async function typeField(page: Page, label: string, text: string, delay = 25): Promise<void> {
  await billingField(page, label).click();
  await page.keyboard.type(text, { delay });
  await page.keyboard.press('Tab');
}

export async function typeFields(page: Page, fields: ReadonlyArray<readonly [string, string]>, delay?: number): Promise<void> {
  for (const [label, text] of fields) await typeField(page, label, text, delay);
}

/** Chooses `option` in the country or state picker named `name` (in `scope`), by keyboard: focus, open, type, Enter. */
export async function pickOption(page: Page, name: string, option: string, scope: Page | Locator = page.locator('.woocommerce-billing-fields, .woocommerce-shipping-calculator')): Promise<void> {
  const picker = scope.getByRole('combobox', { name, exact: true });
  await openPicker(page, picker);
  await page.keyboard.type(option, { delay: 20 });
  // A country's block is localised once the page announces country_to_state_changing (WooCommerce's scripts and
  // ours alike; ours may first fetch the localising code): what the shopper sees next is read after it.
  const country = await picker.evaluate((element) => element.closest('.select2, .shop-islands-picker')?.previousElementSibling?.matches('.country_to_state') === true);
  await pickHighlighted(page, option, country);
}

/**
 * Opens a country or state picker by keyboard (Enter, for our combobox and selectWoo alike) and waits until
 * typing goes to its open list (keys typed before would be lost): our combobox keeps focus and says it is
 * expanded; selectWoo (WooCommerce's fork, the legacy profile on the real store) focuses the highlighted
 * option, from which it forwards typing to the search field.
 */
export async function openPicker(page: Page, picker: Locator): Promise<void> {
  // Until the page's script sets its picker up, the combobox of that name is the native select itself.
  await picker.and(page.locator(':not(select)')).waitFor();
  await picker.focus();
  await page.keyboard.press('Enter');
  await waitForOpenList(page);
}

async function waitForOpenList(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const active = document.activeElement;
    return active?.closest('.select2-container--open .select2-dropdown') != null || (active?.getAttribute('role') === 'combobox' && active.getAttribute('aria-expanded') === 'true');
  });
}

/** The text a picker shows: our combobox's value or placeholder, selectWoo's rendered choice. */
export async function pickerText(picker: Locator): Promise<string> {
  return picker.evaluate((element) => (element instanceof HTMLInputElement ? element.value || element.placeholder : (element.textContent ?? '').trim()));
}

export function productId(db: { prepare(sql: string): { get(...args: unknown[]): unknown } }, sku: string): number {
  return (db.prepare('SELECT id FROM products WHERE sku = ?').get(sku) as { id: number }).id;
}

/** Opens the checkout's coupon form from its toggle (which then says so; the code has focus), types `code` and presses Enter. */
export async function enterCoupon(page: Page, code: string): Promise<Locator> {
  const toggle = page.locator('a.showcoupon');
  await toggle.click();
  const field = page.getByRole('textbox', { name: 'Coupon:' });
  assert.ok(await field.evaluate((input) => input === document.activeElement), 'the coupon field has focus once shown');
  assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
  await page.keyboard.type(code, { delay: 25 });
  await page.keyboard.press('Enter');
  return field;
}

/** The shop refused the coupon: `message` shows under the code as an alert, linked to the field, which is marked invalid. */
export async function expectCouponError(page: Page, field: Locator, message: string): Promise<Locator> {
  const error = page.locator('#coupon-error-notice');
  await error.waitFor();
  assert.equal(await error.getAttribute('role'), 'alert');
  assert.equal(await error.textContent(), message);
  assert.equal(await field.getAttribute('aria-describedby'), 'coupon-error-notice');
  assert.equal(await field.getAttribute('aria-invalid'), 'true');
  return error;
}

/** Picks Local pickup and waits for the totals update it causes to be answered and applied (`updated_checkout`). */
export async function pickLocalPickup(page: Page): Promise<void> {
  const answered = page.waitForResponse((response) => response.url().includes('wc-ajax=update_order_review') && response.status() === 200);
  const updated = page.evaluate(
    () => new Promise<void>((resolve) => (window as unknown as { jQuery: (el: Element) => { one(name: string, fn: () => void): void } }).jQuery(document.body).one('updated_checkout', () => resolve())),
  );
  await page.getByLabel('Local pickup').check();
  await answered;
  await updated;
}

/**
 * A shopper by keyboard alone, on the checkout's billing block: the country picker (`countryName`) opened, the US
 * typed and chosen with Enter, Tab by Tab on to the state picker, which shows WooCommerce's placeholder, opened with
 * Enter, California chosen. `withListOpen` runs while each list is open (`'country'`, `'state'`: axe). Checks focus
 * stays on each picker after its choice, and what each picker controls while open and after.
 */
export async function pickCountryThenStateByKeyboard(page: Page, countryName: string, withListOpen: (list: 'country' | 'state') => Promise<void>): Promise<void> {
  // The billing block's pickers (selectWoo's open list has a search field, a combobox of the same name, outside the block).
  const block = page.locator('.woocommerce-billing-fields');
  const country = block.getByRole('combobox', { name: countryName });
  await openPicker(page, country);
  assert.equal(await country.getAttribute('aria-expanded'), 'true');
  const list = await country.getAttribute('aria-controls');
  assert.ok(list && (await page.locator(`#${list}`).getAttribute('role')) === 'listbox', 'the picker controls its open list');
  await withListOpen('country');
  await page.keyboard.type('United States', { delay: 20 });
  await pickHighlighted(page, 'United States (US)', true);
  assert.ok(await country.evaluate((el) => el === document.activeElement), 'focus stays on the country picker');
  assert.equal(await country.getAttribute('aria-expanded'), 'false', 'the list is shut once chosen');

  const state = block.getByRole('combobox', { name: 'State' });
  assert.equal(await pickerText(state), 'Select an option…');
  // Tab by Tab from the country picker (street, flat, town) to the state picker; Enter opens its list.
  for (let tab = 0; tab < 6 && !(await state.evaluate((el) => el === document.activeElement)); tab += 1) await page.keyboard.press('Tab');
  assert.ok(await state.evaluate((el) => el === document.activeElement), 'Tab reaches the state picker');
  await page.keyboard.press('Enter');
  await waitForOpenList(page);
  await withListOpen('state');
  await page.keyboard.type('Calif', { delay: 20 });
  await pickHighlighted(page, 'California', false);
  await page.waitForFunction(() => document.querySelector<HTMLSelectElement>('#billing_state')?.value === 'CA');
  assert.equal(await page.locator('#billing_country').inputValue(), 'US');
  assert.equal(await pickerText(state), 'California');
  assert.ok(await state.evaluate((el) => el === document.activeElement), 'focus stays on the state picker');
}

/** Enter on the open list's `option` once it shows; for a country, until the page announces the block localised. */
async function pickHighlighted(page: Page, option: string, country: boolean): Promise<void> {
  await page.getByRole('option', { name: option, exact: true }).waitFor();
  type Waiting = { __siLocalised?: Promise<boolean> };
  // The listener is in place before the key (an evaluate not awaited may run after it).
  if (country) {
    await page.evaluate(() => {
      (window as Waiting).__siLocalised = new Promise<boolean>((resolve) => {
        const jq = (window as unknown as { jQuery?: (el: Element) => { one(name: string, fn: () => void): void } }).jQuery;
        if (jq) jq(document.body).one('country_to_state_changing', () => resolve(true));
        else document.body.addEventListener('country_to_state_changing', () => resolve(true), { once: true });
        setTimeout(() => resolve(false), 10_000);
      });
    });
  }
  await page.keyboard.press('Enter');
  if (country && !(await page.evaluate(() => (window as Waiting).__siLocalised))) throw new Error(`choosing ${option}: no country_to_state_changing within 10 s`);
}
