/**
 * The money path on the demo's real classic checkout: a card number typed into the provider's Payment Element
 * (the demo's test-mode Stripe.js, in its own frame) survives a totals update whose `update_order_review`
 * answer replaces the payment fragment. The checkout enhancer (the real bundle the page loads) hosts the
 * method through core's payment registry and classic host, and applies the answer with core's
 * `swapFragments`. The shop runs without the Stripe gateway (so the card extension stays away): the
 * fixture fixtures/money-path-checkout.tsx plays a payment plugin that registers its method with core's API. The second journey keeps the enhancer off the page and applies the same answer as
 * checkout.js does (a plain replacement): the typed number is lost, the failure this guards against.
 */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { Manifest } from '../../esbuild.config.ts';
import type { Frame, Page } from 'playwright-core';
import { CARD_GATEWAY } from '../../examples/demo-shop/provider/server/card-gateway.ts';
import { pickLocalPickup, totalsSettled } from './checkout-shopper.ts';
import { buildPageScript } from './fixtures/build-page-script.ts';
import { addScriptFromPageOrigin, useShop } from './harness.ts';

const CARD = '4242 4242 4242 4242';

function cardFrame(page: Page): Frame {
  const frame = page.frames().find((f) => f.url().includes('/shop/demo/stripe/elements-inner.html'));
  assert.ok(frame, 'the Payment Element frame is on the page');
  return frame;
}

describe('money path: a payment element survives a totals update', () => {
  const h = useShop({ stripeGateway: false });
  let fixture = '';
  let beanie = 0;

  before(async () => {
    h.shop.context.gateways.register(CARD_GATEWAY);
    fixture = await buildPageScript('money-path-checkout.tsx');
    beanie = (h.shop.db.prepare("SELECT id FROM products WHERE sku = 'woo-beanie'").get() as { id: number }).id;
  });

  /** A checkout with a beanie in the cart, the card method chosen and a card number typed into the provider's frame. */
  async function checkoutWithTypedCard(swap: 'keep' | 'replace'): Promise<Page> {
    const page = await h.open(`/shop/?add-to-cart=${beanie}`);
    // checkout.js's way: the enhancer's bundle is kept off the page (an empty module in its place).
    if (swap === 'replace') await page.route(/\/dist\/checkout\.js/, (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
    // The enhancer updates the totals once at start; the card is typed once that is done.
    const started = swap === 'keep' ? page.waitForResponse((response) => response.url().includes('wc-ajax=update_order_review')) : null;
    await page.goto(new URL('/shop/checkout/', h.url).href);
    if (started) {
      await started;
      await totalsSettled(page);
    }
    await page.evaluate((mode) => Object.assign(window, { siFixtureSwap: mode }), swap);
    await page.addScriptTag({ url: '/shop/demo/stripe/v3/' });
    await addScriptFromPageOrigin(page, fixture, 'module');
    await page.getByLabel('Credit / Debit Card').check();
    const number = page.frameLocator('iframe[title="Secure payment input frame"]').getByLabel('Card number');
    await number.fill(CARD);
    assert.equal(await number.inputValue(), CARD);
    return page;
  }

  it('keeps the typed card number, in the same frame document, while the fragment around it is the server\'s new markup', async () => {
    const page = await checkoutWithTypedCard('keep');
    await cardFrame(page).evaluate(() => Object.assign(window, { typedBeforeUpdate: true }));
    await page.evaluate(() => {
      document.querySelector<HTMLElement>('#place_order')!.dataset.beforeUpdate = 'yes';
    });
    const totalBefore = await page.locator('.order-total .amount').first().textContent();

    await pickLocalPickup(page); // the demo answers with a new review table and payment fragment

    const number = page.frameLocator('iframe[title="Secure payment input frame"]').getByLabel('Card number');
    assert.equal(await number.inputValue(), CARD);
    assert.equal(await cardFrame(page).evaluate(() => (window as { typedBeforeUpdate?: boolean }).typedBeforeUpdate), true, 'the frame was never reloaded');
    assert.equal(await page.locator('iframe[title="Secure payment input frame"]').count(), 1);
    // The payment fragment is the answer's markup (the old Place order button is gone), and the totals changed.
    assert.equal(await page.locator('#place_order').getAttribute('data-before-update'), null);
    assert.notEqual(await page.locator('.order-total .amount').first().textContent(), totalBefore);
    assert.ok(await page.getByLabel('Credit / Debit Card').isChecked());
    assert.ok(await page.locator('.payment_box.payment_method_stripe iframe').isVisible());
  });

  it('fetches no classic host or preact of its own: none with offline methods alone, and a registered method is hosted with the host its bundle lent', async () => {
    const manifest = JSON.parse(readFileSync(new URL('../../dist/manifest.json', import.meta.url), 'utf8')) as Manifest;
    const hosting = Object.entries(manifest.files)
      .filter(([, file]) => file.sources.some((source) => source.startsWith('node_modules/preact/') || source.endsWith('checkout/classic-host.tsx')))
      .map(([name]) => name);
    assert.ok(hosting.length > 0, 'the build has the hosting code');
    const page = await h.open(`/shop/?add-to-cart=${beanie}`);
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname.split('/').pop() ?? ''));
    const started = page.waitForResponse((response) => response.url().includes('wc-ajax=update_order_review'));
    await page.goto(new URL('/shop/checkout/', h.url).href);
    await started;
    await totalsSettled(page);
    await page.getByLabel('Cash on delivery').check();
    assert.deepEqual(hosting.filter((file) => fetched.includes(file)), [], 'a checkout with offline methods alone fetches none of it');

    // The fixture, built apart, registers its method and lends the classic host it carries (core's lendClassicHost).
    await page.addScriptTag({ url: '/shop/demo/stripe/v3/' });
    await addScriptFromPageOrigin(page, fixture, 'module');
    await page.getByLabel('Credit / Debit Card').check();
    await page.frameLocator('iframe[title="Secure payment input frame"]').getByLabel('Card number').waitFor();
    assert.deepEqual(hosting.filter((file) => fetched.includes(file)), [], 'the checkout fetched no host of its own: the registering bundle brought it');
  });

  it('loses the typed number when the answer replaces the fragment as checkout.js does (the failure guarded against)', async () => {
    const page = await checkoutWithTypedCard('replace');
    await pickLocalPickup(page); // the demo answers with a new review table and payment fragment
    const number = page.frameLocator('iframe[title="Secure payment input frame"]').getByLabel('Card number');
    await number.waitFor();
    assert.equal(await number.inputValue(), '');
  });
});
