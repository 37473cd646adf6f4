/**
 * A buy-now payment on the real store, through Stripe Payments' own payment box and PHP: its pp-handler.js on
 * the provider's Stripe.js double (the Card Element, createToken), its bundled stripe-php on the provider's REST
 * face (payment intent, the token redeemed on confirmation, the charge). The same box serves both profiles: opened
 * by Stripe Payments' stripeHandlerNG (legacy) or by our pop-up ('Replace legacy scripts').
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { FrameLocator, Page } from 'playwright-core';
import { useStoreBrowser } from '../harness/browser.ts';
import { CARDS, cardFrame, fillCard } from '../harness/card-shopper.ts';
import { ASP_KEYS } from '../harness/stripe-provider.ts';
import { info, PROVIDER_URL, useProfile, wp } from '../harness/store.ts';

const GIFT_CARD = new URL(info.urls.gift_card ?? '').pathname;

interface AspOrder {
  title: string;
  post_status: string;
  status: string;
  events: string[];
  pi_id: string;
}

/** Fills the payment box (name, email, the card in its Card Element) and pays; the page then shows Stripe Payments' result. */
async function payInBox(page: Page, box: FrameLocator, email: string): Promise<string> {
  await box.locator('#billing-name').fill('Ada Lovelace');
  await box.locator('#email').fill(email);
  await fillCard(cardFrame(box), CARDS.visa);
  await Promise.all([page.waitForURL(/\/stripe-checkout-result\//), box.locator('#submit-btn').click()]);
  const result = page.locator('.entry-content');
  await result.getByText('Thank you for your payment.').waitFor();
  const text = await result.innerText();
  assert.match(text, new RegExp(`Email\\s+${email.replace('.', '\\.')}`));
  assert.match(text, /Total Amount:\s+£25\.00/);
  const charge = /Transaction ID\s+(ch_\w+)/.exec(text)?.[1];
  assert.ok(charge, 'the result page names the charge');
  return charge;
}

/** What Stripe Payments stored, and the charge at the provider its PHP made (read with its secret key). */
async function expectPaid(charge: string): Promise<void> {
  const order = await wp<AspOrder>('asp_order', { trans_id: charge });
  assert.deepEqual({ title: order.title, post_status: order.post_status, status: order.status }, { title: '[Test Mode] 1 x Gift card - £25.00', post_status: 'publish', status: 'paid' });
  const res = await fetch(`${PROVIDER_URL}/v1/charges/${charge}`, { headers: { Authorization: `Bearer ${ASP_KEYS.secret}` } });
  const paid = (await res.json()) as { amount: number; currency: string; paid: boolean; captured: boolean; payment_intent: string };
  assert.deepEqual({ amount: paid.amount, currency: paid.currency, paid: paid.paid, captured: paid.captured, payment_intent: paid.payment_intent }, { amount: 2500, currency: 'gbp', paid: true, captured: true, payment_intent: order.pi_id });
}

describe("a buy-now payment through Stripe Payments' payment box", () => {
  const browser = useStoreBrowser();

  test('legacy: [asp_product] opens its pop-up, the card is charged and the order stored', async () => {
    await useProfile('legacy');
    const { page } = await browser.open(GIFT_CARD);
    await page.getByRole('button', { name: 'Buy Now' }).click();
    const charge = await payInBox(page, page.frameLocator('iframe.asp-popup-iframe'), 'legacy.buyer@example.com');
    await expectPaid(charge);
  });

  test("Shop Islands: our pop-up serves the same box, and the payment completes the same way", async () => {
    await useProfile('shop-islands');
    const { page } = await browser.open(GIFT_CARD);
    await page.getByRole('button', { name: 'Buy Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Payment' });
    await dialog.waitFor();
    const charge = await payInBox(page, dialog.frameLocator('iframe[title="Payment form"]'), 'our.buyer@example.com');
    await expectPaid(charge);
  });
});
