/**
 * A shopper on the real store's classic pages, for journeys that need whole orders: each step waits until the
 * page has finished loading (its network idle), as a shopper reading the page would, so that what the page's
 * scripts do on load (analytics, attribution) is done before the next step.
 */
import type { Page, Request } from 'playwright-core';

/** Waits until the page's network is idle. */
export const settled = (page: Page): Promise<void> => page.waitForLoadState('networkidle');

/** Clicks, waits for the next page's address, then for it to settle. */
export async function follow(page: Page, url: RegExp | ((url: URL) => boolean), click: () => Promise<void>): Promise<void> {
  await Promise.all([page.waitForURL(url), click()]);
  await settled(page);
}

/** On a single product page: 'Add to cart' (WooCommerce's form post), then the page it answers with. */
export async function addToCart(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await page.locator('.woocommerce-message').waitFor();
  await settled(page);
}

/** The classic checkout's billing address of a London shopper (the fields the form shows: a logged-in customer's may be fewer). */
export async function fillBilling(page: Page, email: string): Promise<void> {
  const form = page.locator('form.checkout');
  for (const [label, value] of [
    ['First name', 'Ada'],
    ['Last name', 'Lovelace'],
    ['Street address', '12 St James Square'],
    ['Town / City', 'London'],
    ['Postcode', 'SW1Y 4JH'],
    ['Phone', '02079460000'],
    ['Email address', email],
  ] as const) {
    const field = form.getByLabel(label, { exact: false }).first();
    if (await field.isVisible()) await field.fill(value);
  }
}

export interface PlacedOrder {
  id: number;
  /** The checkout form's fields as the browser posted them to `?wc-ajax=checkout`. */
  posted: URLSearchParams;
}

/**
 * On the classic checkout page: fills the billing address of a London shopper, chooses cash on delivery, places
 * the order and waits for the order-received page.
 */
export async function placeCashOnDeliveryOrder(page: Page): Promise<PlacedOrder> {
  await fillBilling(page, 'ada@example.com');
  await page.locator('#payment_method_cod').check();
  const isCheckout = (request: Request): boolean => request.method() === 'POST' && new URL(request.url()).searchParams.get('wc-ajax') === 'checkout';
  const [checkout] = await Promise.all([page.waitForRequest(isCheckout), follow(page, /\/checkout\/order-received\/\d+\//, () => page.locator('#place_order').click())]);
  await page.getByText('Thank you. Your order has been received.').waitFor();
  return { id: Number(/order-received\/(\d+)\//.exec(page.url())?.[1]), posted: new URLSearchParams(checkout.postData() ?? '') };
}
