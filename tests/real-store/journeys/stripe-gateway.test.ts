/**
 * The real Stripe Gateway 10.8.3 taking payments offline against the test-mode provider (legacy profile).
 */
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { useStoreBrowser } from '../harness/browser.ts';
import { CARDS, fillBilling, fillCard, orderRecord, paymentFrame, webhooksDelivered } from '../harness/card-shopper.ts';
import { follow, settled } from '../harness/shopper.ts';
import { info, useProfile } from '../harness/store.ts';

const CHECKOUT = new URL(info.urls.checkout ?? '').pathname;

describe('the Stripe Gateway on classic checkout (legacy)', () => {
  const browser = useStoreBrowser();
  before(() => useProfile('legacy'));

  test('a 4242 card order', async () => {
    const visit = await browser.open(`/?add-to-cart=${info.products.hoodie_with_zipper?.id}`);
    const { page } = visit;
    await page.goto(new URL(CHECKOUT, page.url()).href);
    await settled(page);
    await fillBilling(page);
    await page.locator('#payment_method_stripe').check();
    await fillCard(paymentFrame(page.locator('.payment_method_stripe')), CARDS.visa);
    await follow(page, /\/order-received\/\d+\//, () => page.locator('#place_order').click());
    const id = Number(/order-received\/(\d+)\//.exec(page.url())?.[1]);
    await webhooksDelivered();
    const record = await orderRecord(id);
    console.log(JSON.stringify(record, null, 2));
    assert.equal(record.status, 'processing');
  });
});
