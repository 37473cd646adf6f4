/**
 * Express checkout on the real store, with the Stripe Gateway 10.8.3:
 * - the settings the gateway prints for its express script on product, cart and checkout pages are recorded beside
 *   the widget (packages/express-checkout/src/fixtures/express-params.json, nonces and the store's address made
 *   independent of the run), whose contract test reads them with the widget's reader; this run checks the store
 *   still prints exactly that (SHOP_ISLANDS_RECORD=1 rewrites them);
 * - with 'Replace', the gateway's express-checkout.js and what only it pulled in (lodash, wp-html-entities; WordPress's
 *   React and wp-data go once the gateway's UPE script is replaced too) are not loaded on the product, cart and
 *   checkout pages, ours is and shows the wallet button in the gateway's container, with its settings still printed;
 * - a product-page express order through ours and the test wallet sheet is paid by the gateway's real PHP against the
 *   test-mode provider, and stored as the gateway's own express-checkout.js left it in the same store
 *   (stripe-gateway.test.ts's baseline 'express checkout, product page': status, total, the notes its PHP wrote);
 * - a cart-page express order to an Irish address with its flat rate chosen in the sheet, through the gateway's own
 *   script and then through ours on the same store: both £50.00 (the hoodie and the £5 rate), with the same status,
 *   payment and notes;
 * - in WooCommerce's Checkout block, the gateway's own express methods (upe-blocks.js, legacy) and ours
 *   (dist/express-checkout-blocks.js, registered under the same names with 'Replace') each pay the cart through the
 *   test wallet sheet: one order each, the same status, total and shipping line, and the same notes from the gateway's
 *   PHP; with 'Replace' for express checkout alone (tracking replaced: no page error from upe-blocks.js's early
 *   setOrderTracking call) and for payments alone (ours registers the express methods upe-blocks.js no longer does);
 * - the Cart block, on a page made at run time (the store's cart page stays the classic shortcode's): ours pays the cart.
 */
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { before, describe, test } from 'node:test';
import { useStoreBrowser } from '../harness/browser.ts';
import { orderRecord, webhooksDelivered } from '../harness/card-shopper.ts';
import { baselineOf, readBaseline, type BaselineOrder } from '../harness/gateway-baseline.ts';
import { follow, settled } from '../harness/shopper.ts';
import { RECORDED_ORIGIN } from '../harness/record.ts';
import { ROOT } from '../harness/setup.ts';
import { info, latestOrderId, ordersAfter, REPLACE_ALL, request, STORE_URL, useProfile, wp, type Jar, type Order } from '../harness/store.ts';
import { failNext } from '../../e2e/faults.ts';
import type { Page } from 'playwright-core';

const RECORD = process.env.SHOP_ISLANDS_RECORD === '1';
export const EXPRESS_PARAMS_FIXTURE = join(ROOT, 'packages', 'express-checkout', 'src', 'fixtures', 'express-params.json');
/** What a recorded nonce reads (each run, each session makes its own). */
const RECORDED_NONCE = '0123456789';

const path = (url: string | undefined): string => new URL(url ?? '/', STORE_URL).pathname;

/**
 * WooCommerce's Cart block as a page holds it before its inner blocks were saved: WooCommerce's Cart block renders it with
 * its default inner blocks, the express payment block among them (Cart::render). The store's cart page stays the classic
 * shortcode's: a page made at run time, deleted after.
 */
const CART_BLOCK = '<!-- wp:woocommerce/cart -->\n<div class="wp-block-woocommerce-cart alignwide is-loading"></div>\n<!-- /wp:woocommerce/cart -->';

function printedParams(html: string): unknown {
  const found = [...html.matchAll(/var wc_stripe_express_checkout_params = (\{.*?\});\n/g)].map((m) => m[1] ?? '');
  assert.equal(found.length, 1, 'the gateway prints its express settings once');
  return JSON.parse(found[0]!) as unknown;
}

/** The settings as printed, independent of the run: nonces fixed, the store's address replaced. */
function recorded(params: unknown): unknown {
  const text = JSON.stringify(params).split(STORE_URL).join(RECORDED_ORIGIN).split(STORE_URL.replace(/\//g, '\\/')).join(RECORDED_ORIGIN);
  const value = JSON.parse(text) as { nonce?: Record<string, string> };
  if (value.nonce) for (const key of Object.keys(value.nonce)) value.nonce[key] = RECORDED_NONCE;
  return value;
}

async function withCart(): Promise<Jar> {
  const jar: Jar = new Map();
  await request(`/?add-to-cart=${info.products.hoodie_with_zipper?.id}`, { jar });
  return jar;
}

async function pages(): Promise<Record<'product' | 'cart' | 'checkout', string>> {
  return {
    product: (await request(path(info.products.hoodie_with_zipper?.url))).html,
    cart: (await request(path(info.urls.cart), { jar: await withCart() })).html,
    checkout: (await request(path(info.urls.checkout), { jar: await withCart() })).html,
  };
}

describe('express checkout on the real store', () => {
  const browser = useStoreBrowser();

  /**
   * The cart page's wallet button pays the cart (the hoodie) to the sheet's Irish address with the flat rate chosen:
   * the sheet's total includes the rate; returns the order as stored.
   */
  async function payCartToIreland(): Promise<{ id: number; total: string; baseline: BaselineOrder }> {
    const { page } = await browser.open(path(info.products.hoodie_with_zipper?.url));
    await page.locator('button[name="add-to-cart"]').click();
    await page.locator('.woocommerce-message').waitFor();
    await page.goto(new URL(path(info.urls.cart), STORE_URL).href);
    await settled(page);
    await page.locator('#wc-stripe-express-checkout-element').getByRole('button', { name: 'Pay with Google Pay (test mode)' }).click();
    const sheet = page.getByRole('dialog', { name: 'Google Pay (test mode)' });
    await sheet.getByText('Subtotal: £45.00').waitFor();
    await choose(page, sheet.getByRole('radio', { name: /^Aoife Byrne/ }), 'wc_stripe_get_shipping_options');
    // the zone's first rate, chosen when the address was (checked again: a no-op then)
    await sheet.getByRole('radio', { name: /^Flat rate/ }).check();
    await sheet.locator('p > strong', { hasText: '£50.00' }).waitFor();
    await follow(page, /\/order-received\/\d+\//, () => sheet.getByRole('button', { name: 'Pay' }).click());
    await page.getByText('Thank you. Your order has been received.').waitFor();
    const id = Number(/order-received\/(\d+)\//.exec(page.url())?.[1]);
    await webhooksDelivered();
    const record = await orderRecord(id);
    return { id, total: record.total, baseline: baselineOf(record) };
  }

  /** The hoodie in a new shopper's cart, then the page at `url` (a block's page), settled. */
  async function hoodieOn(url: string | undefined): Promise<Awaited<ReturnType<typeof browser.open>>> {
    const visit = await browser.open(`/?add-to-cart=${info.products.hoodie_with_zipper?.id}`);
    await visit.page.goto(new URL(path(url), STORE_URL).href);
    await settled(visit.page);
    return visit;
  }

  /** The wallet sheet a block's button opened: the hoodie with free shipping paid; the orders made since `mark`. */
  async function payOpenSheet(page: Page, mark: number): Promise<Order[]> {
    const sheet = page.getByRole('dialog', { name: 'Google Pay (test mode)' });
    await sheet.getByText('Free shipping – £0.00').waitFor();
    await follow(page, /\/order-received\/\d+\//, () => sheet.getByRole('button', { name: 'Pay' }).click());
    await page.getByText('Thank you. Your order has been received.').waitFor();
    return ordersAfter(mark);
  }

  async function choose(page: Page, option: ReturnType<Page['getByRole']>, answeredBy: string): Promise<void> {
    const answered = page.waitForResponse((r) => r.url().includes(`wc-ajax=${answeredBy}`));
    await option.check();
    await answered;
  }

  describe('the settings the gateway prints', () => {
    before(() => useProfile('legacy'));

    test('wc_stripe_express_checkout_params on the product, cart and checkout pages, as recorded beside the widget', async () => {
      const live = Object.fromEntries(Object.entries(await pages()).map(([name, html]) => {
        assert.match(html, /<div id="wc-stripe-express-checkout-element"/, `the gateway's container on the ${name} page`);
        return [name, recorded(printedParams(html))];
      }));
      const text = `${JSON.stringify(live, null, 2)}\n`;
      if (RECORD) {
        mkdirSync(dirname(EXPRESS_PARAMS_FIXTURE), { recursive: true });
        writeFileSync(EXPRESS_PARAMS_FIXTURE, text);
        return;
      }
      assert.equal(text, readFileSync(EXPRESS_PARAMS_FIXTURE, 'utf8'), `${EXPRESS_PARAMS_FIXTURE} no longer matches the store: rerun with SHOP_ISLANDS_RECORD=1 and review the difference`);
    });
  });

  describe("with 'Replace'", () => {
    before(() => useProfile('shop-islands'));

    test("the gateway's script and what only it pulled in are gone from product, cart and checkout; ours shows the wallet button", async () => {
      const visit = await browser.open(path(info.products.hoodie_with_zipper?.url));
      for (const where of ['product', 'cart', 'checkout'] as const) {
        if (where !== 'product') {
          await visit.page.goto(new URL(path(where === 'cart' ? info.urls.cart : info.urls.checkout), STORE_URL).href);
        }
        const scripts = (await visit.scripts()).map((s) => s.url);
        assert.ok(scripts.some((url) => /shop-islands\/dist\/express-checkout\.js/.test(url)), `our express entry on the ${where} page`);
        // lodash and wp-html-entities were the express script's alone
        for (const gone of ['/woocommerce-gateway-stripe/build/express-checkout.js', '/wp-includes/js/dist/vendor/lodash.min.js', '/wp-includes/js/dist/html-entities.min.js']) {
          assert.ok(!scripts.some((url) => url.includes(gone)), `${gone} not loaded on the ${where} page`);
        }
        const html = await visit.page.content();
        assert.ok(printedParams(html));
        await visit.page.locator('#wc-stripe-express-checkout-element').getByRole('button', { name: 'Pay with Google Pay (test mode)' }).waitFor();
        if (where === 'product') {
          // the cart and checkout pages sell the cart: put the hoodie in it
          await visit.page.locator('button[name="add-to-cart"]').click();
          await visit.page.locator('.woocommerce-message').waitFor();
        }
      }
    });

    test("a product-page express order through ours is paid by the gateway's PHP and stored as its own script left it", async () => {
      const expected: BaselineOrder | undefined = readBaseline()['express checkout, product page'];
      assert.ok(expected, "stripe-gateway.test.ts's baseline for the legacy express order");
      const { page } = await browser.open(path(info.products.hoodie_with_zipper?.url));
      await settled(page);
      await page.locator('#wc-stripe-express-checkout-element').getByRole('button', { name: 'Pay with Google Pay (test mode)' }).click();
      const sheet = page.getByRole('dialog', { name: 'Google Pay (test mode)' });
      await sheet.getByText('Hoodie with Zipper: £45.00').waitFor();
      await sheet.getByText('Free shipping – £0.00').waitFor();
      await follow(page, /\/order-received\/\d+\//, () => sheet.getByRole('button', { name: 'Pay' }).click());
      await page.getByText('Thank you. Your order has been received.').waitFor();
      const id = Number(/order-received\/(\d+)\//.exec(page.url())?.[1]);
      await webhooksDelivered();
      const record = await orderRecord(id);
      // the hoodie with free shipping, as the legacy sheet charged it
      assert.equal(record.total, '45.00');
      const ours = baselineOf(record);
      assert.deepEqual({ ...ours, notes: [...ours.notes].sort() }, { ...expected, notes: [...expected.notes].sort() });
    });

    test("an express order's answer lost after the gateway made and charged it: the retry (the same idempotency key) lands on that order, no second one", async () => {
      const before = await latestOrderId();
      const { page } = await browser.open(path(info.products.hoodie_with_zipper?.url));
      await settled(page);
      browser.allow(/ERR_CONNECTION_RESET/);
      const button = page.locator('#wc-stripe-express-checkout-element').getByRole('button', { name: 'Pay with Google Pay (test mode)' });
      const sheet = page.getByRole('dialog', { name: 'Google Pay (test mode)' });
      const lost = await failNext(page, /wc(\/|%2F)store(\/|%2F)v1(\/|%2F)checkout($|[?&])/, 'answer-lost');
      await button.click();
      await sheet.getByText('Free shipping – £0.00').waitFor();
      await sheet.getByRole('button', { name: 'Pay' }).click();
      await lost.reached;
      await page.locator('.woocommerce-error').getByText('An error occurred while connecting to the server. Please try again.').waitFor();
      const made = await ordersAfter(before);
      assert.equal(made.length, 1, 'the gateway made the order');
      await button.click();
      await sheet.getByText('Free shipping – £0.00').waitFor();
      await follow(page, /\/order-received\/\d+\//, () => sheet.getByRole('button', { name: 'Pay' }).click());
      assert.match(page.url(), new RegExp(`/order-received/${made[0]!.id}/`), 'the retry lands on that order');
      assert.deepEqual((await ordersAfter(before)).map((o) => o.id), [made[0]!.id], 'no second order');
      const record = await orderRecord(made[0]!.id);
      assert.deepEqual([record.status, record.paid, record.total], ['processing', true, '45.00'], 'paid once');
    });

    test("a cart-page express order with the flat rate chosen in the sheet: £50.00, stored as the gateway's own script stores it on this store", async () => {
      await useProfile('legacy');
      let legacy: Awaited<ReturnType<typeof payCartToIreland>>;
      try {
        legacy = await payCartToIreland();
      } finally {
        await useProfile('shop-islands');
      }
      const ours = await payCartToIreland();
      assert.notEqual(ours.id, legacy.id);
      // the hoodie and the £5 flat rate: the shipping the sheet chose is in the order's total, in both
      assert.deepEqual([legacy.total, ours.total], ['50.00', '50.00']);
      const sorted = (order: BaselineOrder): BaselineOrder => ({ ...order, notes: [...order.notes].sort() });
      assert.deepEqual(sorted(ours.baseline), sorted(legacy.baseline));
    });
  });

  test("the Checkout block's express button: the gateway's own (legacy) and ours ('Replace') each pay the cart, stored alike", async () => {
    const placed: { order: Order; record: BaselineOrder }[] = [];
    for (const profile of ['legacy', 'shop-islands'] as const) {
      await useProfile(profile);
      const mark = await latestOrderId();
      const visit = await hoodieOn(info.urls.checkout_block);
      const { page } = visit;
      const express = page.locator('.wc-block-components-express-payment');
      await express.getByRole('button', { name: 'Pay with Google Pay (test mode)' }).click();
      const scripts = (await visit.scripts()).map((s) => new URL(s.url).pathname);
      assert.equal(scripts.some((p) => p.endsWith('/shop-islands/dist/express-checkout-blocks.js')), profile === 'shop-islands', `${profile}: our blocks entry`);
      const orders = await payOpenSheet(page, mark);
      assert.equal(orders.length, 1, `${profile}: one order`);
      await webhooksDelivered();
      placed.push({ order: orders[0]!, record: baselineOf(await orderRecord(orders[0]!.id)) });
    }
    const [legacy, ours] = placed as [(typeof placed)[0], (typeof placed)[0]];
    // the hoodie with free shipping, both times
    assert.deepEqual([ours.order.total, ours.order.shipping_lines, ours.order.items], ['45.00', ['free_shipping'], [{ name: 'Hoodie with Zipper', quantity: 1 }]]);
    assert.deepEqual([ours.order.total, ours.order.shipping_lines], [legacy.order.total, legacy.order.shipping_lines]);
    assert.equal(ours.record.status, 'processing');
    assert.deepEqual({ ...ours.record, notes: [...ours.record.notes].sort() }, { ...legacy.record, notes: [...legacy.record.notes].sort() });
  });

  test("with 'Replace' for express checkout but not payments, ours takes the place of the express methods upe-blocks.js registers", async () => {
    // Tracking replaced: upe-blocks.js calls wc_order_attribution.setOrderTracking() as it loads, before our tracking
    // module runs; the plugin's stand-in queues the call (a page error, which fails the test, without it).
    await useProfile('shop-islands', { replace_legacy: { ...REPLACE_ALL.replace_legacy, payments: false } });
    const visit = await browser.open(`/?add-to-cart=${info.products.hoodie_with_zipper?.id}`);
    await visit.page.goto(new URL(path(info.urls.checkout_block), STORE_URL).href);
    const express = visit.page.locator('.wc-block-components-express-payment');
    // our view's container (the gateway's is an unnamed div), the one wallet button on the page
    await express.locator('.wc-stripe-express-checkout-element--googlePay').getByRole('button', { name: 'Pay with Google Pay (test mode)' }).waitFor();
    assert.equal(await express.getByRole('button', { name: 'Pay with Google Pay (test mode)' }).count(), 1);
    // WordPress's print order
    const scripts = await visit.page.evaluate(() => [...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((s) => new URL(s.src).pathname));
    const at = (end: string): number => scripts.findIndex((p) => p.endsWith(end));
    assert.ok(at('/woocommerce-gateway-stripe/build/upe-blocks.js') >= 0, "the gateway's blocks integration still serves its card methods");
    assert.ok(at('/shop-islands/dist/express-checkout-blocks.js') > at('/woocommerce-gateway-stripe/build/upe-blocks.js'), 'ours after it');
  });

  test("with 'Replace' for payments but not express checkout, ours registers the gateway's express methods in upe-blocks.js's stead and pays the cart", async () => {
    await useProfile('shop-islands', { replace_legacy: { ...REPLACE_ALL.replace_legacy, 'express-checkout': false } });
    try {
      const mark = await latestOrderId();
      const visit = await hoodieOn(info.urls.checkout_block);
      const { page } = visit;
      const express = page.locator('.wc-block-components-express-payment');
      const button = express.locator('.wc-stripe-express-checkout-element--googlePay').getByRole('button', { name: 'Pay with Google Pay (test mode)' });
      await button.waitFor();
      const scripts = (await visit.scripts()).map((s) => new URL(s.url).pathname);
      assert.ok(scripts.some((p) => p.endsWith('/shop-islands/dist/payments-blocks.js')), 'payments: ours in the integration handle');
      assert.ok(!scripts.some((p) => p.includes('/woocommerce-gateway-stripe/build/upe-blocks')), 'upe-blocks.js is not loaded');
      assert.ok(scripts.some((p) => p.endsWith('/shop-islands/dist/express-checkout-blocks.js')), 'our express blocks entry is');
      const names = await page.evaluate(() => Object.keys((window as unknown as { wc: { wcBlocksRegistry: { getExpressPaymentMethods(): object } } }).wc.wcBlocksRegistry.getExpressPaymentMethods()).sort());
      assert.deepEqual(names, ['express_checkout_element_applePay', 'express_checkout_element_googlePay'], "the gateway's names");
      assert.equal(await express.getByRole('button', { name: 'Pay with Google Pay (test mode)' }).count(), 1);
      await button.click();
      const orders = await payOpenSheet(page, mark);
      assert.equal(orders.length, 1, 'one order');
      assert.deepEqual([orders[0]!.total, orders[0]!.shipping_lines], ['45.00', ['free_shipping']]);
      await webhooksDelivered();
      assert.equal((await orderRecord(orders[0]!.id)).status, 'processing');
    } finally {
      await useProfile('shop-islands');
    }
  });

  test("the Cart block's express button ('Replace'): ours pays the cart, one order stored", async () => {
    await useProfile('shop-islands');
    const page_ = await wp<{ id: number; url: string }>('post', { type: 'page', status: 'publish', title: 'Cart (block)', content: CART_BLOCK });
    try {
      const mark = await latestOrderId();
      const visit = await hoodieOn(page_.url);
      const { page } = visit;
      const express = page.locator('.wp-block-woocommerce-cart .wc-block-components-express-payment');
      await express.locator('.wc-stripe-express-checkout-element--googlePay').getByRole('button', { name: 'Pay with Google Pay (test mode)' }).click();
      const scripts = (await visit.scripts()).map((s) => new URL(s.url).pathname);
      assert.ok(scripts.some((p) => p.endsWith('/shop-islands/dist/express-checkout-blocks.js')), 'our blocks entry');
      const orders = await payOpenSheet(page, mark);
      assert.equal(orders.length, 1, 'one order');
      assert.deepEqual([orders[0]!.total, orders[0]!.shipping_lines, orders[0]!.items], ['45.00', ['free_shipping'], [{ name: 'Hoodie with Zipper', quantity: 1 }]]);
      await webhooksDelivered();
      assert.equal((await orderRecord(orders[0]!.id)).status, 'processing');
    } finally {
      await wp('delete', { id: page_.id });
    }
  });
});
