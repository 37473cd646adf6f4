/**
 * Stripe.js out of reach on the real checkout (a blocked CDN, a network that drops it): the Stripe Gateway's own
 * upe-classic.js throws and leaves its card box empty; ours gives Stripe.js up after its timeout (the page's clock
 * moved on instead of waiting ten seconds), says so in the card box, and cash on delivery still completes.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Visit } from '../harness/browser.ts';
import { useStoreBrowser } from '../harness/browser.ts';
import { totalsSettled } from '../harness/checkout-shopper.ts';
import { placeCashOnDeliveryOrder, settled } from '../harness/shopper.ts';
import { info, useProfile } from '../harness/store.ts';

const CHECKOUT = new URL(info.urls.checkout ?? '/').pathname;
/** Stripe.js wherever it would come from: js.stripe.com, or a stand-in serving its paths. */
const STRIPE_JS = (url: URL): boolean => url.hostname === 'js.stripe.com' || /\/(clover|v3|[a-z]+)\/stripe\.js$|\/demo\/stripe\//.test(url.pathname);
const FAILED_TO_LOAD = /^Failed to load .+ payment method\. Please refresh the page and try again\.$/;

describe('payments: Stripe.js that never loads', () => {
  const browser = useStoreBrowser();

  /** A cart with the hoodie; the checkout opened with every Stripe.js request failing, and the page's clock installed. */
  async function checkoutWithoutStripe(): Promise<Visit> {
    // The browser reports the Stripe.js requests this test makes fail (from whichever host serves it).
    browser.allow(/^Failed to load resource: net::ERR_FAILED$/);
    const visit = await browser.open(`/?add-to-cart=${info.products.hoodie_with_zipper?.id}`);
    await visit.context.route(STRIPE_JS, (route) => route.abort('failed'));
    await visit.page.clock.install();
    await visit.page.goto(new URL(CHECKOUT, visit.page.url()).href);
    await settled(visit.page);
    await totalsSettled(visit.page);
    // Storefront hides the radios behind their labels: the shopper clicks the label.
    if (!(await visit.page.locator('#payment_method_stripe').isChecked())) await visit.page.locator('label[for="payment_method_stripe"]').click();
    assert.ok(await visit.page.locator('#payment_method_stripe').isChecked());
    return visit;
  }

  test("legacy: the gateway's script throws and its card box stays empty", async () => {
    await useProfile('legacy');
    browser.allow(/Stripe is not defined/);
    const { page, problems } = await checkoutWithoutStripe();
    await page.clock.runFor(10_000);
    assert.ok(problems.some((problem) => /Stripe is not defined/.test(problem.text) && problem.sources.some((source) => source.includes('/woocommerce-gateway-stripe/'))), 'upe-classic.js throws');
    assert.equal(await page.locator('.payment_box.payment_method_stripe [role="alert"]').filter({ hasText: /\S/ }).count(), 0, 'no message for the shopper');
  });

  test('ours: the card box says Stripe.js failed within the timeout, and cash on delivery completes', async () => {
    await useProfile('shop-islands');
    // The gateway's express checkout script (its own widget is not built yet) still runs, and throws without Stripe.js
    // as it does in legacy (on the order-received page; checked below to be its alone).
    browser.allow(/^ReferenceError: Stripe is not defined$/);
    const { page, problems } = await checkoutWithoutStripe();
    const message = page.locator('.payment_box.payment_method_stripe').getByRole('alert').filter({ hasText: FAILED_TO_LOAD });
    await page.clock.runFor(10_000);
    await message.waitFor();
    await page.clock.resume();
    // Storefront hides the radios behind their labels: the shopper clicks 'Cash on delivery'.
    await page.locator('label[for="payment_method_cod"]').click();
    const order = await placeCashOnDeliveryOrder(page);
    assert.ok(order.id > 0);
    assert.equal(order.posted.get('payment_method'), 'cod');
    const stripeUndefined = problems.filter((problem) => /Stripe is not defined/.test(problem.text));
    assert.deepEqual(stripeUndefined.filter((problem) => !problem.sources.some((source) => source.includes('/woocommerce-gateway-stripe/build/express-checkout.js'))), [], "only the gateway's express checkout script");
  });
});
