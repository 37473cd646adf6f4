/**
 * Express checkout in Chromium on the demo's classic pages: the wallet button drawn into the Stripe Gateway's
 * own container, the demo wallet sheet (the provider's test-mode Express Checkout Element), the gateway's wc-ajax
 * endpoints and the Store API. Orders are checked in the shop's database: one per purchase, with the shipping the
 * shopper chose.
 * Run: npm run build && node --import tsx --test tests/e2e/express-checkout.test.ts
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { Page, Request } from 'playwright-core';
import type { Manifest } from '../../esbuild.config.ts';
import { orderPayUrl } from '../../examples/demo-shop/domain/orders.ts';
import { chooseInSheet, openSheet, payBeltAtFlatRate, sheet, sheetTotal, walletButton } from './express-shopper.ts';
import { CONNECTION_ERROR, failNext, FAULT_CONSOLE_NOISE } from './faults.ts';
import { expectNoSeriousA11yViolations, useShop } from './harness.ts';

const total = sheetTotal;

interface OrderRow { id: number; order_key: string; status: string; total: number; shipping_total: number; shipping_method: string | null; payment_method_title: string; shipping: string; customer_note: string; meta: string }

describe('express checkout on classic pages', () => {
  const h = useShop();
  const orders = (): OrderRow[] => h.shop.db.prepare('SELECT * FROM orders ORDER BY id').all() as OrderRow[];
  const productId = (slug: string): number => (h.shop.db.prepare('SELECT id FROM products WHERE slug = ?').get(slug) as { id: number }).id;

  async function storeCart(page: Page): Promise<{ items: { name: string; quantity: number }[]; shipping_address: Record<string, string> }> {
    return page.evaluate(async () => (await fetch('/shop/wp-json/wc/store/v1/cart')).json());
  }

  it('buys from a product page: the sheet opens before the cart is touched, the quantity is the chosen one, one order with its shipping, the shopper\'s cart back', async () => {
    const page = await h.open(`/shop/?add-to-cart=${productId('cap')}`);
    await page.goto(new URL('/shop/product/beanie/', h.url).href);
    await walletButton(page);
    assert.equal(await page.locator('#wc-stripe-express-checkout-element').isVisible(), true);
    // the quantity the shopper chose is what the button sells
    const priced = page.waitForResponse((r) => r.url().includes('wc-ajax=wc_stripe_get_selected_product_data'));
    await page.getByLabel('Product quantity').fill('2');
    await priced;
    // hold the temporary cart's request: the sheet must already be open, inside the click
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => { release = resolve; });
    let reached = (): void => undefined;
    const addItemSent = new Promise<void>((resolve) => { reached = resolve; });
    await page.route(/wc\/store\/v1\/cart\/add-item/, async (route) => {
      reached();
      await held;
      await route.continue();
    });
    await (await walletButton(page)).click();
    await sheet(page).getByText('Beanie (x2): £36.00').waitFor();
    await addItemSent;
    assert.equal(await sheet(page).isVisible(), true, 'the sheet is open while the temporary cart is still being made');
    release();
    await sheet(page).getByRole('radio', { name: /^Flat rate/ }).waitFor();
    assert.equal(await total(page).innerText(), 'Total: £41.00');
    await expectNoSeriousA11yViolations(page, 'product page with the wallet sheet open');
    await sheet(page).getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(/\/checkout\/order-received\/\d+\//);
    await page.getByText('Order received').first().waitFor();
    const placed = orders();
    assert.equal(placed.length, 1);
    assert.deepEqual({ status: placed[0]!.status, total: placed[0]!.total, shipping: placed[0]!.shipping_total, title: placed[0]!.payment_method_title }, { status: 'processing', total: 4100, shipping: 500, title: 'Google Pay (Stripe)' });
    // the order attribution the page gathered (WooCommerce's element beside the button) travels with the order
    assert.equal((JSON.parse(placed[0]!.meta) as Record<string, string>)._wc_order_attribution_source_type, 'typein');
    // the cap the shopper had in the cart is there again
    assert.deepEqual((await storeCart(page)).items.map((i) => [i.name, i.quantity]), [['Cap', 1]]);
  });

  it('changes the total when the shopper picks another shipping option, and stores the order with it', async () => {
    const page = await h.open('/shop/product/belt/');
    await openSheet(page);
    // the belt ships free in the UK: that is the first option, and the total holds no shipping
    await payBeltAtFlatRate(page, () => orders().length);
    const order = orders().at(-1)!;
    assert.deepEqual([order.total, order.shipping_total, order.shipping_method], [6000, 500, 'Flat rate']);
  });

  it('cancelling puts the shopper\'s cart, address and rate back', async () => {
    const page = await h.open(`/shop/?add-to-cart=${productId('cap')}`);
    await page.goto(new URL('/shop/product/beanie/', h.url).href);
    const before = await storeCart(page);
    const ordersBefore = orders().length;
    await openSheet(page);
    await chooseInSheet(page, /^Aoife Byrne/, 'wc_stripe_get_shipping_options');
    assert.deepEqual((await storeCart(page)).items.map((i) => i.name), ['Beanie'], 'the sheet works on the product alone');
    const restored = page.waitForResponse((r) => r.url().includes('cart/update-customer'));
    await sheet(page).getByRole('button', { name: 'Cancel' }).click();
    await restored;
    await page.waitForFunction(() => fetch('/shop/wp-json/wc/store/v1/cart').then((r) => r.json()).then((c) => c.items.length === 1 && c.items[0].name === 'Cap'));
    const after = await storeCart(page);
    assert.deepEqual(after.items.map((i) => [i.name, i.quantity]), [['Cap', 1]]);
    assert.deepEqual(after.shipping_address, before.shipping_address);
    assert.equal(orders().length, ordersBefore);
  });

  it('pays the cart from the cart page: every item, the chosen shipping, the cart emptied', async () => {
    const page = await h.open(`/shop/?add-to-cart=${productId('beanie')}`);
    await page.goto(new URL(`/shop/?add-to-cart=${productId('cap')}`, h.url).href);
    await page.goto(new URL('/shop/cart/', h.url).href);
    await walletButton(page);
    await expectNoSeriousA11yViolations(page, 'cart page with the wallet button');
    // WooCommerce redraws the cart totals, the gateway's container with them: the button comes back in the new one
    const redrawn = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/shop/cart/'));
    await page.locator('.cart_item', { hasText: 'Beanie' }).getByRole('spinbutton').fill('2');
    await page.getByRole('button', { name: 'Update basket' }).click();
    await redrawn;
    await page.locator('.cart_totals').getByText('Free shipping').first().waitFor();
    await openSheet(page);
    const lines = await sheet(page).getByRole('list', { name: 'Order summary' }).innerText();
    assert.match(lines, /Subtotal/);
    // two beanies and a cap ship free in the UK
    assert.equal(await total(page).innerText(), 'Total: £52.00');
    const before = orders().length;
    await sheet(page).getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(/order-received/);
    const order = orders().at(-1)!;
    assert.equal(orders().length, before + 1);
    assert.deepEqual([order.total, order.shipping_total], [2 * 1800 + 1600, 0]);
    assert.deepEqual((await storeCart(page)).items, []);
  });

  it('completes a 3D Secure card from the checkout page and lands on order-received, with the order note', async () => {
    const page = await h.open(`/shop/?add-to-cart=${productId('beanie')}`);
    await page.goto(new URL('/shop/checkout/', h.url).href);
    await page.getByLabel('Order notes').fill('Ring the bell twice');
    await page.locator('#wc-stripe-express-checkout-button-separator').getByText('OR').waitFor();
    await openSheet(page);
    await sheet(page).getByRole('radio', { name: /3155/ }).check();
    await sheet(page).getByRole('button', { name: 'Pay' }).click();
    const challenge = page.getByRole('dialog', { name: '3D Secure 2 Test Page' });
    await challenge.waitFor();
    await expectNoSeriousA11yViolations(page, 'checkout with the 3D Secure challenge');
    await challenge.getByRole('button', { name: 'Complete authentication' }).click();
    await page.waitForURL(/\/checkout\/order-received\/\d+\/\?key=/);
    await page.getByText('Order received').first().waitFor();
    const order = orders().at(-1)!;
    assert.deepEqual([order.status, order.total, order.shipping_total, order.customer_note], ['processing', 2300, 500, 'Ring the bell twice']);
  });

  it('shows that an address no zone ships to gets no shipping, keeps Pay off and places no order', async () => {
    const page = await h.open('/shop/product/beanie/');
    await openSheet(page);
    const before = orders().length;
    await chooseInSheet(page, /^Pat Frost/, 'wc_stripe_get_shipping_options');
    await sheet(page).getByRole('status').getByText('This address cannot be used. Choose another one.').waitFor();
    assert.equal(await sheet(page).getByRole('button', { name: 'Pay' }).isDisabled(), true);
    await sheet(page).getByRole('button', { name: 'Cancel' }).click();
    const notice = page.locator('.woocommerce-notices-wrapper .woocommerce-error');
    await notice.getByText('There are no shipping options available. Please ensure that your address has been entered correctly, or contact us if you need any help.').waitFor();
    await expectNoSeriousA11yViolations(page, 'product page with the no-shipping notice');
    assert.equal(orders().length, before);
  });

  it('normalises a wallet address (the county\'s name, the Eircode) before the order is placed', async () => {
    const page = await h.open('/shop/product/beanie/');
    await openSheet(page);
    await chooseInSheet(page, /^Aoife Byrne/, 'wc_stripe_get_shipping_options');
    await page.waitForFunction(() => [...document.querySelectorAll('[role="dialog"] strong')].some((s) => s.textContent === 'Total: £30.00'));
    const placed = page.waitForRequest((r) => r.url().endsWith('/wc/store/v1/checkout'));
    await sheet(page).getByRole('button', { name: 'Pay' }).click();
    const request: Request = await placed;
    assert.equal(request.headers()['x-wcstripe-express-checkout'], 'true');
    assert.match(request.headers()['x-wcstripe-express-checkout-nonce'] ?? '', /^[a-f0-9]{10}$/);
    assert.match(request.headers().nonce ?? '', /^[a-f0-9]{10}$/);
    const body = request.postDataJSON() as { shipping_address: Record<string, unknown> };
    assert.deepEqual([body.shipping_address.country, body.shipping_address.state, body.shipping_address.postcode, body.shipping_address.method], ['IE', 'D', 'D02 XY45', ['flat_rate:4']]);
    await page.waitForURL(/order-received/);
    const order = orders().at(-1)!;
    assert.deepEqual([order.total, order.shipping_total], [3000, 1200]);
    const shipping = JSON.parse(order.shipping) as Record<string, string>;
    assert.deepEqual([shipping.first_name, shipping.state, shipping.postcode, shipping.country], ['Aoife', 'D', 'D02 XY45', 'IE']);
  });

  it('shows the button for a variable product once its options are chosen, priced as the variation', async () => {
    const page = await h.open('/shop/product/hoodie/');
    assert.equal(await page.locator('#wc-stripe-express-checkout-element').isVisible(), false);
    await page.getByLabel('Color', { exact: true }).selectOption('blue');
    await page.getByLabel('Logo', { exact: true }).selectOption('yes');
    await walletButton(page);
    await page.waitForFunction(() => (document.querySelector('#wc-stripe-express-checkout-element') as HTMLElement | null)?.style.display === 'block');
    await openSheet(page);
    assert.equal(await total(page).innerText(), 'Total: £50.00');
    await sheet(page).getByRole('button', { name: 'Cancel' }).click();
  });

  it('shows a failure before the payment in the sheet itself, and puts the cart back on cancel', async () => {
    const page = await h.open(`/shop/?add-to-cart=${productId('cap')}`);
    await page.goto(new URL('/shop/product/beanie/', h.url).href);
    await walletButton(page);
    // the shop cannot be reached while the temporary cart is being made
    await page.route(/wc\/store\/v1\/cart\/add-item/, (route) => route.abort('connectionrefused'), { times: 1 });
    h.ignoreErrors(/net::ERR_CONNECTION_REFUSED|Failed to load resource/);
    await (await walletButton(page)).click();
    await sheet(page).waitFor();
    await sheet(page).getByRole('button', { name: 'Pay' }).click();
    await sheet(page).getByRole('status').getByText('An error occurred while connecting to the server. Please try again.').waitFor();
    assert.equal(await sheet(page).isVisible(), true, 'the sheet stays open with the message');
    await sheet(page).getByRole('button', { name: 'Cancel' }).click();
    await page.waitForFunction(() => fetch('/shop/wp-json/wc/store/v1/cart').then((r) => r.json()).then((c) => c.items.length === 1 && c.items[0].name === 'Cap'));
  });

  it('tells a declined card on the page, puts the cart back, and pays the same order on the next try', async () => {
    const page = await h.open(`/shop/?add-to-cart=${productId('cap')}`);
    await page.goto(new URL('/shop/product/beanie/', h.url).href);
    const before = orders().length;
    h.allowHttpError(400, /\/wc\/store\/v1\/checkout$/);
    await openSheet(page);
    await sheet(page).getByRole('radio', { name: /0002/ }).check();
    await sheet(page).getByRole('button', { name: 'Pay' }).click();
    const notice = page.locator('.woocommerce-notices-wrapper .woocommerce-error');
    await notice.getByText('There was an error processing the payment: The card was declined.').waitFor();
    await page.waitForFunction(() => fetch('/shop/wp-json/wc/store/v1/cart').then((r) => r.json()).then((c) => c.items.length === 1 && c.items[0].name === 'Cap'));
    assert.equal(orders().length, before + 1);
    assert.equal(orders().at(-1)!.status, 'failed');
    await expectNoSeriousA11yViolations(page, 'product page with the declined card notice');
    await openSheet(page);
    await sheet(page).getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(/order-received/);
    assert.equal(orders().length, before + 1, 'the failed order was paid, not a second one made');
    assert.equal(orders().at(-1)!.status, 'processing');
  });

  it('works from a cached page: the nonces of another session are refused once, fresh ones fetched, the order placed', async () => {
    // the page as a full-page cache kept it for an earlier visitor
    const cached = (await h.shop.app.inject({ url: '/shop/product/beanie/' })).body;
    h.allowHttpError(403, /wc-ajax=wc_stripe_|\/wc\/store\/v1\//);
    // the page's other widgets meet the stale nonces too (their own retries are theirs to prove)
    h.allowHttpError(403, /admin-ajax\.php/);
    const context = await h.newContext();
    const page = await context.newPage();
    await page.route(/\/shop\/product\/beanie\/$/, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=UTF-8', body: cached }));
    const refused: string[] = [];
    page.on('response', (r) => { if (r.status() === 403) refused.push(new URL(r.url()).search || new URL(r.url()).pathname); });
    await page.goto(new URL('/shop/product/beanie/', h.url).href);
    const before = orders().length;
    await openSheet(page);
    await sheet(page).getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(/order-received/);
    assert.equal(orders().length, before + 1);
    assert.ok(refused.length > 0, 'the cached nonces were refused');
    assert.ok(refused.every((r) => !/shop_islands_nonces/.test(r)));
  });

  /** A classic card order for a beanie whose payment failed (posted without a card: the card form is another widget's), its order-pay page open. */
  async function orderWaitingOnOrderPay(): Promise<{ page: Page; order: OrderRow }> {
    const page = await h.open(`/shop/?add-to-cart=${productId('beanie')}`);
    await page.goto(new URL('/shop/checkout/', h.url).href);
    await page.evaluate(async () => {
      const form = document.querySelector<HTMLFormElement>('form.checkout')!;
      const data = new FormData(form);
      const fields: Record<string, string> = {
        billing_first_name: 'Jo', billing_last_name: 'Bloggs', billing_address_1: '1 Test Street', billing_city: 'London', billing_postcode: 'SW1A 1AA',
        billing_phone: '07700900123', billing_email: 'jo@example.com', billing_country: 'GB', payment_method: 'stripe', terms: 'on', 'terms-field': '1',
      };
      for (const [name, value] of Object.entries(fields)) data.set(name, value);
      await fetch('/shop/?wc-ajax=checkout', { method: 'POST', body: new URLSearchParams([...data].map(([k, v]) => [k, String(v)])) });
    });
    const order = orders().at(-1)!;
    assert.equal(order.status, 'failed');
    await page.goto(new URL(orderPayUrl(order), h.url).href);
    await page.locator('#wc-stripe-express-checkout-button-separator').getByText('OR').waitFor();
    return { page, order };
  }

  it('pays an order waiting on order-pay through its own checkout route', async () => {
    const { page, order } = await orderWaitingOnOrderPay();
    const paid = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes(`/wc/store/v1/checkout/${order.id}?key=`));
    await (await walletButton(page)).click();
    await sheet(page).waitFor();
    assert.equal(await total(page).innerText(), 'Total: £23.00');
    await sheet(page).getByRole('button', { name: 'Pay' }).click();
    assert.match((await paid).url(), /billing_email=jo%40example.com/);
    await page.waitForURL(/order-received/);
    assert.deepEqual([orders().at(-1)!.id, orders().at(-1)!.status, orders().at(-1)!.payment_method_title], [order.id, 'processing', 'Google Pay (Stripe)']);
  });

  it("order-pay: the payment's answer lost after the shop charged the order; the retry (a new sheet, the same idempotency key) lands on it: one charge", async () => {
    h.ignoreErrors(FAULT_CONSOLE_NOISE);
    const { page, order } = await orderWaitingOnOrderPay();
    const route = new RegExp(`/wc/store/v1/checkout/${order.id}\\?key=`);
    const keys: string[] = [];
    page.on('request', (r) => { if (r.method() === 'POST' && route.test(r.url())) keys.push(r.headers()['idempotency-key'] ?? ''); });
    const charges = (): number =>
      (h.shop.db.prepare("SELECT COUNT(*) AS n FROM stripe_payment_intents WHERE status = 'succeeded' AND CAST(json_extract(object, '$.metadata.order_id') AS INTEGER) = ?").get(order.id) as { n: number }).n;
    await (await walletButton(page)).click();
    const lost = await failNext(page, route, 'answer-lost');
    await sheet(page).getByRole('button', { name: 'Pay' }).click();
    await lost.reached;
    await page.locator('.woocommerce-error').getByText(CONNECTION_ERROR, { exact: true }).waitFor();
    assert.equal(orders().find((o) => o.id === order.id)!.status, 'processing', 'the shop paid the order');
    assert.equal(charges(), 1);
    await (await walletButton(page)).click();
    await sheet(page).getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(new RegExp(`/order-received/${order.id}/`));
    assert.equal(charges(), 1, 'one charge');
    assert.equal(orders().at(-1)!.id, order.id, 'no other order');
    assert.equal(keys.length, 2);
    assert.match(keys[0]!, /^[0-9a-f-]{36}$/);
    assert.equal(keys[1], keys[0], 'the retry sent the same key');
  });

  it('loads nothing of a React stack for the button: only the express entry, its chunks and the provider\'s script', async () => {
    const manifest = JSON.parse(readFileSync(new URL('../../dist/manifest.json', import.meta.url), 'utf8')) as Manifest;
    const context = await h.newContext();
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (r) => { if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname); });
    await page.goto(new URL('/shop/product/beanie/', h.url).href);
    await walletButton(page);
    const ours = scripts.filter((s) => s.includes('/shop-islands/dist/')).map((s) => s.replace(/^.*\/dist\//, ''));
    const sources = ours.flatMap((file) => manifest.files[file]?.sources ?? []);
    assert.deepEqual(sources.filter((s) => /node_modules\/(preact|react|react-dom)\//.test(s)), [], 'no React or preact for the button');
    assert.ok(!scripts.some((s) => /wp-element|react|lodash|wp-data|wp-api-fetch/.test(s)), `no WordPress React stack: ${scripts.join(', ')}`);
  });
});
