/** The demo shopper at the classic checkout: Ada's billing details, cash on delivery, terms ticked, order placed. */
import type { Page } from 'playwright-core';

export async function placeClassicOrder(page: Page): Promise<void> {
  await page.fill('#billing_first_name', 'Ada');
  await page.fill('#billing_last_name', 'Lovelace');
  await page.fill('#billing_address_1', '12 Analytical Row');
  await page.fill('#billing_city', 'London');
  await page.fill('#billing_postcode', 'SW1A 1AA');
  await page.fill('#billing_phone', '020 7946 0000');
  await page.fill('#billing_email', 'ada@example.com');
  await page.check('#payment_method_cod', { force: true });
  const terms = page.locator('#terms');
  if ((await terms.count()) > 0) await terms.check({ force: true });
  await Promise.all([page.waitForURL(/order-received\/(\d+)\/\?key=/), page.click('#place_order')]);
}
