/**
 * The buy-now pop-up in Chromium: the Beanie's product page carries one purchase button, a blog post a
 * payment box link, and the buy-now buttons page every kind: a plain purchase button, a custom amount
 * button, a payment box link and an `asp-attach-product` element. Payments go through the demo's
 * test-mode card provider inside the pop-up's frame.
 * Run: npm run build && node --import tsx --test tests/e2e/buy-now.test.ts
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { Frame, FrameLocator, Locator, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations, injectAxe, useShop } from './harness.ts';

const PRODUCT_PAGE = '/shop/product/beanie/';
/** Every kind of buy-now button, side by side (linked from the home page). */
const BUTTONS_PAGE = '/shop/buy-now-buttons/';

const dialog = (page: Page): Locator => page.getByRole('dialog', { name: 'Payment', exact: true });
const popups = (page: Page): Locator => page.locator('.asp-popup-iframe-cont[role="dialog"]');
const box = (page: Page): FrameLocator => page.frameLocator('.asp-popup-iframe-cont:not([hidden]) iframe');
/**
 * The buy-now buttons page's (and a post's) payment box link, once it opens the pop-up: the link triggers' code is a
 * file the widget fetches on pages that have such links, and marks the links it took over (before, a click goes to
 * the payment box page itself).
 */
const boxLink = (page: Page): Locator => page.locator('a[aria-haspopup="dialog"]', { hasText: 'Pay for Beanie by card' });
const cardFrame = (page: Page): FrameLocator => box(page).frameLocator('iframe[title="Secure payment input frame"]');

async function firstBlogPost(page: Page): Promise<string> {
  await page.goto(new URL('/blog/', page.url()).href);
  const href = await page.locator('.si-blog-grid .entry-title a').first().getAttribute('href');
  assert.ok(href, 'the blog lists a post');
  return href;
}

/** The pop-up is open: visible, focus inside it, and the payment box loaded with its pay button ready. */
async function expectOpen(page: Page): Promise<void> {
  await dialog(page).waitFor({ state: 'visible' });
  assert.equal(await dialog(page).evaluate((el) => el.contains(document.activeElement)), true, 'focus is in the pop-up');
  await box(page).getByRole('button', { name: /^Pay £/ }).waitFor();
  await page.waitForFunction(() => {
    const frame = document.querySelector<HTMLIFrameElement>('.asp-popup-iframe-cont:not([hidden]) iframe');
    return frame?.contentDocument?.querySelector<HTMLButtonElement>('#submit-btn')?.disabled === false;
  });
}

async function expectClosed(page: Page): Promise<void> {
  // Closed, and gone from the screen once its fade-out has ended.
  await page.waitForFunction(() => [...document.querySelectorAll<HTMLElement>('.asp-popup-iframe-cont')].every((el) => el.hidden && getComputedStyle(el).display === 'none'));
}

async function frameSrc(page: Page): Promise<URL> {
  const src = await page.locator('.asp-popup-iframe-cont:not([hidden]) iframe').getAttribute('src');
  assert.ok(src);
  return new URL(src);
}

async function payWithCard(page: Page, number: string, click: 'click' | 'dblclick' = 'click'): Promise<void> {
  const card = cardFrame(page);
  await card.getByLabel('Card number').fill(number);
  await card.getByLabel('Expiration date').fill('12 / 34');
  await card.getByLabel('Security code').fill('123');
  const postcode = card.getByLabel('Postcode');
  if (await postcode.count()) await postcode.fill('SW1A 1AA');
  await box(page).getByRole('button', { name: /^Pay £/ })[click]();
}

/** Pays with a card the provider declines, sees the decline in the box, closes the pop-up and opens it again; returns the box's error area. */
async function declineCloseAndReopen(page: Page, opener: Locator): Promise<Locator> {
  await box(page).getByRole('button', { name: /^Pay £/ }).waitFor();
  await payWithCard(page, '4000 0000 0000 0002');
  const error = box(page).locator('#global-error');
  await error.filter({ hasText: /declined/i }).waitFor();
  await page.keyboard.press('Escape');
  await expectClosed(page);
  await opener.click();
  await dialog(page).waitFor({ state: 'visible' });
  return error;
}

function buyNowOrders(h: ReturnType<typeof useShop>): Array<{ total: number; currency: string; transaction_id: string; product: string }> {
  return h.shop.db
    .prepare(
      `SELECT o.total, o.currency, o.transaction_id, i.name AS product FROM orders o JOIN order_items i ON i.order_id = o.id
       WHERE o.payment_method = 'stripe_buy_now' ORDER BY o.id`,
    )
    .all() as Array<{ total: number; currency: string; transaction_id: string; product: string }>;
}

/**
 * The product page with its payment box on another origin, http://pay.example (served by the same
 * demo shop), so the page and the box talk through postMessage only.
 */
async function productPageWithBoxElsewhere(h: ReturnType<typeof useShop>): Promise<{ page: Page; shopOrigin: string; boxOrigin: string }> {
  const page = await h.open('about:blank');
  const shopOrigin = new URL(h.url).origin;
  const boxOrigin = 'http://pay.example';
  await page.context().route(`${boxOrigin}/**`, async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `${shopOrigin}${url.pathname}${url.search}` });
    await route.fulfill({ response });
  });
  await page.route(`${shopOrigin}${PRODUCT_PAGE}`, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replaceAll('"iframe_url":"/shop/asp-payment-box/', `"iframe_url":"${boxOrigin}/shop/asp-payment-box/`);
    await route.fulfill({ response, body });
  });
  await page.goto(`${shopOrigin}${PRODUCT_PAGE}`);
  return { page, shopOrigin, boxOrigin };
}

describe('buy-now pop-up', () => {
  const h = useShop();

  it('opens from the purchase button, the custom amount button, a payment box link and an attach element', async () => {
    const page = await h.open(BUTTONS_PAGE);

    await page.getByRole('button', { name: 'Buy now for £18.00' }).click();
    await expectOpen(page);
    assert.equal((await frameSrc(page)).pathname, '/shop/asp-payment-box/');
    await page.keyboard.press('Escape');
    await expectClosed(page);

    await page.getByLabel(/Your amount/).fill('20');
    await page.getByRole('button', { name: 'Pay what you want' }).click();
    await expectOpen(page);
    await page.keyboard.press('Escape');
    await expectClosed(page);

    await boxLink(page).click();
    await expectOpen(page);
    assert.equal(page.url(), new URL(BUTTONS_PAGE, h.url).href, 'the link did not navigate');
    await page.keyboard.press('Escape');
    await expectClosed(page);

    await page.getByRole('button', { name: /Buy Beanie as a gift/ }).click();
    await expectOpen(page);
    assert.equal((await frameSrc(page)).searchParams.get('price'), '23.00');
    assert.equal(await box(page).locator('#pp-amount-display').textContent(), '£23.00');

    const post = await firstBlogPost(page);
    await page.goto(new URL(post, h.url).href);
    const showPp = boxLink(page);
    assert.match((await showPp.getAttribute('href')) ?? '', /asp_action=show_pp&product_id=\d+/);
    await showPp.click();
    await expectOpen(page);
    assert.equal(page.url(), new URL(post, h.url).href);
  });

  it("fetches only the code a page has: a plain button's page the widget's file alone, the buttons page the amount field's and the link triggers' files too", async () => {
    const manifest = JSON.parse(readFileSync(new URL('../../dist/manifest.json', import.meta.url), 'utf8')) as { files: Record<string, { sources: string[] }> };
    const fileOf = (source: string): string => {
      const [file, ...more] = Object.entries(manifest.files).filter(([, f]) => f.sources.includes(`packages/buy-now/src/${source}`)).map(([name]) => name);
      assert.ok(file && more.length === 0 && file !== 'buy-now.js', `${source} is built into a file of its own`);
      return file;
    };
    const [amountField, triggers] = [fileOf('amount-field.ts'), fileOf('trigger.ts')];
    const context = await h.newContext();
    const page = await context.newPage();
    const fetched: string[] = [];
    page.on('request', (request) => {
      const match = /\/shop-islands\/dist\/([^/?]+\.js)/.exec(request.url());
      if (match && [amountField, triggers, 'buy-now.js'].includes(match[1]!)) fetched.push(match[1]!);
    });
    await page.goto(new URL(PRODUCT_PAGE, h.url).href);
    await page.getByRole('button', { name: 'Buy now for £18.00' }).click();
    await expectOpen(page);
    assert.deepEqual(fetched, ['buy-now.js'], 'a plain purchase button: the one file');

    fetched.length = 0;
    await page.goto(new URL(BUTTONS_PAGE, h.url).href);
    // The amount field's button is enabled, and the link opens the pop-up, once their files are in.
    await page.getByRole('button', { name: 'Pay what you want', disabled: false }).waitFor();
    await boxLink(page).waitFor();
    // (buy-now.js itself may come from the browser's cache this time)
    assert.deepEqual(fetched.filter((file) => file !== 'buy-now.js').sort(), [amountField, triggers].sort());
  });

  it("when the amount field's or the link triggers' file cannot be fetched: one console error each, the amount button stays disabled, the link goes to the payment box page, which takes the payment itself", async () => {
    const manifest = JSON.parse(readFileSync(new URL('../../dist/manifest.json', import.meta.url), 'utf8')) as { widgets: Record<string, { lazy: string[] }> };
    const lazy = manifest.widgets['buy-now']?.lazy ?? [];
    assert.equal(lazy.length, 2, "the amount field's and the link triggers' files");
    h.allowHttpError(503, /\/shop-islands\/dist\/chunk-/);
    h.ignoreErrors(/\[shop-islands\] buy-now: TypeError: Failed to fetch dynamically imported module/);
    const context = await h.newContext();
    await context.route(/\/shop-islands\/dist\/chunk-[^/]+\.js/, (route) =>
      lazy.some((file) => route.request().url().includes(`/dist/${file}`)) ? route.fulfill({ status: 503, body: 'Service unavailable' }) : route.continue(),
    );
    const page = await context.newPage();
    let reported = 0;
    const bothReported = new Promise<void>((resolve) =>
      page.on('console', (message) => {
        if (/\[shop-islands\] buy-now: TypeError: Failed to fetch dynamically imported module/.test(message.text()) && ++reported === 2) resolve();
      }),
    );
    await page.goto(new URL(BUTTONS_PAGE, h.url).href);
    await bothReported;
    assert.equal(await page.getByRole('button', { name: 'Pay what you want' }).isDisabled(), true, 'no click skips the amount check');
    await page.getByRole('button', { name: 'Buy now for £18.00', disabled: false }).waitFor();
    const link = page.getByRole('link', { name: 'Pay for Beanie by card' });
    assert.equal(await link.getAttribute('aria-haspopup'), null);
    await link.click();
    await page.waitForURL(/\/shop\/asp-payment-box\/\?product_id=\d+/);
    await page.getByRole('button', { name: /^Pay £/ }).waitFor();
  });

  it('a product page shows the one buy-now button a shop would; the home page links to every kind, each with a line on what it shows', async () => {
    const product = await h.open(PRODUCT_PAGE);
    const summary = product.locator('.summary');
    assert.deepEqual(await summary.locator('button[id^="asp_ng_button_"]').allTextContents(), ['Buy now for £18.00']);
    for (const other of [summary.getByLabel(/Your amount/), summary.getByRole('link', { name: /by card/ }), summary.locator('[class*="asp-attach-product-"]')]) assert.equal(await other.count(), 0);
    // The button sits under the basket button.
    const basket = await summary.getByRole('button', { name: 'Add to basket' }).boundingBox();
    const buy = await summary.getByRole('button', { name: 'Buy now for £18.00' }).boundingBox();
    assert.ok(basket && buy && buy.y >= basket.y + basket.height, 'under the basket button');

    const page = await h.open('/');
    await page.getByRole('link', { name: 'Buy-now buttons' }).click();
    await page.waitForURL(`**${BUTTONS_PAGE}`);
    const kinds = page.locator('.asp-buy-now-variant');
    assert.deepEqual(await kinds.getByRole('heading').allTextContents(), ['A fixed price', "The shopper's own amount", 'A link to the payment box', 'A gift price']);
    for (const kind of await kinds.all()) assert.ok(((await kind.locator('.asp-buy-now-variant__what').textContent()) ?? '').length > 40, 'a line on what it shows');
    // 'Your amount': its label above the field, the button below it, nothing squeezed onto one line.
    const label = await page.getByText(/^Your amount \(£, at least £18\.00\)$/).boundingBox();
    const field = await page.getByLabel(/Your amount/).boundingBox();
    const button = await page.getByRole('button', { name: 'Pay what you want' }).boundingBox();
    assert.ok(label && field && button && field.y >= label.y + label.height && button.y >= field.y + field.height, `stacked: ${JSON.stringify({ label, field, button })}`);
    assert.ok(field.height >= 36, 'a field as tall as the others');
    await expectNoSeriousA11yViolations(page, 'the buy-now buttons page');
  });

  it("shows 'Enter valid amount' for 'abc' and does not open", async () => {
    const page = await h.open(BUTTONS_PAGE);
    const amount = page.getByLabel(/Your amount/);
    await amount.fill('abc');
    await page.getByRole('button', { name: 'Pay what you want' }).click();
    const describedBy = await amount.getAttribute('aria-describedby');
    assert.ok(describedBy);
    assert.equal(await page.locator(`[id="${describedBy}"]`).textContent(), 'Enter valid amount');
    assert.equal(await amount.getAttribute('aria-invalid'), 'true');
    assert.equal(await dialog(page).count(), 0, 'no pop-up was created');
  });

  it('refuses amounts that are not strictly numbers before anything opens; under the minimum, the box shows the shop\'s refusal and nothing is charged', async () => {
    const page = await h.open(BUTTONS_PAGE);
    const amount = page.getByLabel(/Your amount/);
    const error = page.locator('.asp_product_item_amount_input_container [role="alert"]');
    for (const typed of ['1e21', '12abc', '1.234,56']) {
      await amount.fill(typed);
      await page.getByRole('button', { name: 'Pay what you want' }).click();
      assert.equal(await error.textContent(), 'Enter valid amount', typed);
    }
    assert.equal(await dialog(page).count(), 0, 'no pop-up was created');

    // The shop decides the amount: £5 for an £18 minimum is its to refuse, in the box, with its message.
    const orders = buyNowOrders(h).length;
    await amount.fill('5');
    await page.getByRole('button', { name: 'Pay what you want' }).click();
    assert.equal(await error.textContent(), '');
    await expectOpen(page);
    await payWithCard(page, '4242 4242 4242 4242');
    await box(page).locator('#global-error').filter({ hasText: 'Minimum amount is £18.00' }).waitFor();
    assert.equal(buyNowOrders(h).length, orders, 'no order stored');
  });

  it("rewrites '$1,234.5' as 1234.50 and passes it into the frame (Enter in the field buys)", async () => {
    const page = await h.open(BUTTONS_PAGE);
    const amount = page.getByLabel(/Your amount/);
    await amount.fill('$1,234.5');
    await amount.press('Enter');
    await expectOpen(page);
    assert.equal(await amount.inputValue(), '1234.50');
    assert.equal(await box(page).locator('#amount').inputValue(), '1234.50');
    assert.equal(await box(page).locator('#pp-amount-display').textContent(), '£1,234.50');
    assert.equal(await box(page).getByRole('button', { name: 'Pay £1,234.50' }).count(), 1);

    // Shown again later: the same pop-up and frame, told the new amount.
    await page.keyboard.press('Escape');
    await expectClosed(page);
    await amount.fill('40');
    await amount.press('Enter');
    await dialog(page).waitFor({ state: 'visible' });
    await box(page).getByRole('button', { name: 'Pay £40.00' }).waitFor();
    assert.equal(await box(page).locator('#amount').inputValue(), '40.00');
    assert.equal(await popups(page).count(), 1);
  });

  it('pays with 4242 4242 4242 4242 and stores the order once, even when Pay is double-clicked', async () => {
    const page = await h.open(PRODUCT_PAGE);
    await page.getByRole('button', { name: 'Buy now for £18.00' }).dblclick();
    await expectOpen(page);
    assert.equal(await popups(page).count(), 1, 'one pop-up for a double-click');
    await payWithCard(page, '4242 4242 4242 4242', 'dblclick');
    await page.waitForURL(/\/shop\/checkout\/order-received\//);
    await page.getByText('Thank you. Your order has been received.').waitFor();

    const orders = buyNowOrders(h);
    assert.equal(orders.length, 1);
    assert.deepEqual({ ...orders[0], transaction_id: orders[0]?.transaction_id.slice(0, 3) }, { total: 1800, currency: 'GBP', transaction_id: 'pi_', product: 'Beanie' });

    // Posting the same paid intent again is refused and stores nothing.
    const productId = (h.shop.db.prepare("SELECT id FROM products WHERE slug = 'beanie'").get() as { id: number }).id;
    const again = await page.request.post(new URL('/shop/checkout-result/', h.url).href, {
      form: { asp_process_ipn: '1', asp_product_id: String(productId), asp_payment_intent: orders[0]?.transaction_id ?? '' },
      maxRedirects: 0,
    });
    assert.equal(again.status(), 409);
    assert.match(await again.text(), /This payment has already been used for an order\./);
    assert.equal(buyNowOrders(h).length, 1);
  });

  it("shows the provider's decline message inside the pop-up, and a retry with 4242 succeeds", async () => {
    // The provider's API answers a declined confirmation with 402, as Stripe's does; Chromium logs the status.
    h.ignoreErrors(/402 \(Payment Required\).*\/confirm/);
    const before = buyNowOrders(h).length;
    const page = await h.open(PRODUCT_PAGE);
    await page.getByRole('button', { name: 'Buy now for £18.00' }).click();
    await expectOpen(page);
    await payWithCard(page, '4000 0000 0000 0002');
    const alert = box(page).locator('#global-error');
    await alert.filter({ hasText: /declined/i }).waitFor();
    assert.equal(await dialog(page).isVisible(), true, 'the pop-up stays open');
    assert.equal(buyNowOrders(h).length, before);

    await payWithCard(page, '4242 4242 4242 4242');
    await page.waitForURL(/\/shop\/checkout\/order-received\//);
    assert.equal(buyNowOrders(h).length, before + 1);
  });

  it('after a decline, closing and opening the pop-up again shows no old error', async () => {
    h.ignoreErrors(/402 \(Payment Required\).*\/confirm/);
    const page = await h.open(PRODUCT_PAGE);
    const buy = page.getByRole('button', { name: 'Buy now for £18.00' });
    await buy.click();
    await expectOpen(page);
    const error = await declineCloseAndReopen(page, buy);
    await expectOpen(page);
    assert.equal(await error.isVisible(), false, 'the old error is gone');
    assert.equal(await box(page).getByRole('alert').filter({ hasText: /declined/i }).count(), 0);
  });

  it('holds focus inside the pop-up across its frame: Tab from Pay and Shift+Tab from Close never leave it', async () => {
    const page = await h.open(PRODUCT_PAGE);
    await page.getByRole('button', { name: 'Buy now for £18.00' }).click();
    await expectOpen(page);
    /** Where focus is: on an element of the dialog, inside the payment box frame, or elsewhere. */
    const focus = (): Promise<string> =>
      page.evaluate(() => {
        const active = document.activeElement;
        const popup = document.querySelector('.asp-popup-iframe-cont:not([hidden])');
        if (!document.hasFocus()) return 'outside the page';
        if (active instanceof HTMLIFrameElement && popup?.contains(active)) return `frame: ${active.contentDocument?.activeElement?.textContent ?? ''}`;
        return `${popup?.contains(active) ? 'dialog' : 'outside'}: ${active?.getAttribute('aria-label') || active?.tagName}`;
      });
    assert.equal(await focus(), 'dialog: Close');
    await box(page).getByRole('button', { name: /^Pay £/ }).focus();
    assert.equal(await focus(), 'frame: Pay £18.00');
    await page.keyboard.press('Tab');
    assert.equal(await focus(), 'dialog: Close', 'Tab from Pay wraps to the close button');
    await page.keyboard.press('Shift+Tab');
    assert.equal(await focus(), 'frame: Pay £18.00', 'Shift+Tab from Close wraps to Pay inside the frame');
    await page.keyboard.press('Tab');
    assert.equal(await focus(), 'dialog: Close');
    await page.keyboard.press('Tab');
    assert.match(await focus(), /^frame: /, 'Tab from Close goes into the frame');
  });

  it("keeps Back as Stripe Payments' box keeps it: one entry, the box's own, taken back when the pop-up closes another way, never one pushed since", async () => {
    const page = await h.open(PRODUCT_PAGE);
    const buy = page.getByRole('button', { name: 'Buy now for £18.00' });
    const boxFrame = (): Frame => {
      const frame = page.frames().find((f) => f.url().includes('/shop/asp-payment-box/'));
      assert.ok(frame, 'the payment box frame');
      return frame;
    };
    const length = await page.evaluate(() => history.length);
    await buy.click();
    await expectOpen(page);
    // The page answers to WPASPClosePaymentPopup, so the box pushed an entry in its frame; the page pushed none.
    await boxFrame().waitForFunction(() => (history.state as { aspPopup?: number } | null)?.aspPopup === 1);
    // (The page sees the new length a moment after the frame's push.)
    await page.waitForFunction((before) => history.length === before + 1, length);
    assert.equal(await page.evaluate(() => history.state), null);
    // Counts the box's history.back() calls (and still makes them): they are synchronous, their traversal is not.
    await boxFrame().evaluate(() => {
      const back = history.back.bind(history);
      const w = window as unknown as { backs: number };
      w.backs = 0;
      history.back = () => {
        w.backs += 1;
        back();
      };
    });
    const backs = (): Promise<number> => boxFrame().evaluate(() => (window as unknown as { backs: number }).backs);

    await page.keyboard.press('Escape');
    await expectClosed(page);
    assert.equal(await backs(), 1, "Escape takes the box's entry back");
    await boxFrame().waitForFunction(() => history.state === null);
    assert.equal(page.url(), new URL(PRODUCT_PAGE, h.url).href);

    // Shown again, the box is told so and pushes its entry again; an entry the page pushes since is left alone.
    await buy.click();
    await expectOpen(page);
    await boxFrame().waitForFunction(() => (history.state as { aspPopup?: number } | null)?.aspPopup === 1);
    await page.evaluate(() => history.pushState({ other: 1 }, ''));
    await page.keyboard.press('Escape');
    await expectClosed(page);
    assert.equal(await backs(), 1, 'no history.back() for an entry pushed since');
    assert.deepEqual(await page.evaluate(() => history.state), { other: 1 });
  });

  it('keeps an entry of its own for a payment box on another origin (which cannot reach the page): Escape drops it, Back closes it', async () => {
    const { page, shopOrigin } = await productPageWithBoxElsewhere(h);
    const buy = page.getByRole('button', { name: 'Buy now for £18.00' });
    const url = page.url();
    const length = await page.evaluate(() => history.length);
    await buy.click();
    await dialog(page).waitFor({ state: 'visible' });
    await box(page).getByRole('button', { name: 'Pay £18.00' }).waitFor();
    assert.equal(await page.evaluate(() => history.length), length + 1);
    // (Its key is one of the widget's shortened names.)
    assert.notEqual(await page.evaluate(() => history.state), null, "the page's own entry");
    await page.keyboard.press('Escape');
    await expectClosed(page);
    await page.waitForFunction(() => history.state === null);

    await buy.click();
    await dialog(page).waitFor({ state: 'visible' });
    await page.goBack();
    await expectClosed(page);
    assert.equal(page.url(), url, 'Back closed the pop-up without leaving the page');
    assert.equal(new URL(url).origin, shopOrigin);
  });

  it('takes a custom amount through 3D Secure in the provider\'s dialog inside the pop-up', async () => {
    const before = buyNowOrders(h).length;
    const page = await h.open(BUTTONS_PAGE);
    await page.getByLabel(/Your amount/).fill('25');
    await page.getByRole('button', { name: 'Pay what you want' }).click();
    await expectOpen(page);
    await box(page).getByRole('button', { name: 'Pay £25.00' }).waitFor();
    await payWithCard(page, '4000 0025 0000 3155');
    const challenge = box(page).getByRole('dialog', { name: '3D Secure 2 Test Page' });
    await challenge.waitFor();
    await challenge.getByRole('button', { name: 'Complete authentication' }).click();
    await page.waitForURL(/\/shop\/checkout\/order-received\//);
    const orders = buyNowOrders(h);
    assert.equal(orders.length, before + 1);
    assert.equal(orders.at(-1)?.total, 2500);
  });

  it('works with the payment box on another origin, through postMessage only', async () => {
    const before = buyNowOrders(h).length;
    const { page, shopOrigin, boxOrigin } = await productPageWithBoxElsewhere(h);
    await page.getByRole('button', { name: 'Buy now for £18.00' }).click();
    await dialog(page).waitFor({ state: 'visible' });
    assert.equal((await frameSrc(page)).origin, boxOrigin);
    // Once the box has loaded: before that the frame still holds its initial about:blank, which is the page's own.
    await box(page).getByRole('button', { name: 'Pay £18.00' }).waitFor();
    assert.equal(await page.locator('.asp-popup-iframe').evaluate((frame: HTMLIFrameElement) => frame.contentDocument), null, 'the page cannot reach into the box');
    await payWithCard(page, '4242 4242 4242 4242');
    await page.waitForURL(/\/shop\/checkout\/order-received\//);
    assert.equal(new URL(page.url()).origin, shopOrigin);
    assert.equal(buyNowOrders(h).length, before + 1);
  });

  it('a payment box on another origin shows no old error either when the pop-up opens again after a decline', async () => {
    h.ignoreErrors(/402 \(Payment Required\).*\/confirm/);
    const { page } = await productPageWithBoxElsewhere(h);
    const buy = page.getByRole('button', { name: 'Buy now for £18.00' });
    await buy.click();
    const error = await declineCloseAndReopen(page, buy);
    await error.waitFor({ state: 'hidden' });
    assert.equal(await error.textContent(), '');
  });

  it('a payment box link without a purchase form moves the page to the result after paying', async () => {
    const before = buyNowOrders(h).length;
    const page = await h.open(BUTTONS_PAGE);
    await boxLink(page).click();
    await expectOpen(page);
    await payWithCard(page, '4242 4242 4242 4242');
    await page.waitForURL(/\/shop\/checkout\/order-received\//);
    assert.equal(buyNowOrders(h).length, before + 1);
  });

  it('Escape and Back close it, scrolling is restored and focus returns to the opener', async () => {
    const page = await h.open(PRODUCT_PAGE);
    const opener = page.getByRole('button', { name: 'Buy now for £18.00' });
    await page.evaluate(() => window.scrollTo(0, 0));
    await opener.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 120));
    const scrollY = await page.evaluate(() => window.scrollY);
    assert.ok(scrollY > 0, 'the page is scrolled');

    await opener.click();
    await expectOpen(page);
    assert.equal(await page.evaluate(() => getComputedStyle(document.documentElement).overflow), 'hidden', 'page scrolling is locked');
    await page.keyboard.press('Escape');
    await expectClosed(page);
    assert.equal(await page.evaluate(() => window.scrollY), scrollY);
    assert.equal(await opener.evaluate((el) => el === document.activeElement), true, 'focus is back on the button');

    const url = page.url();
    await opener.click();
    await expectOpen(page);
    // Back (the browser's, as history.back() takes it): the box's entry, pushed in its frame once it has loaded.
    await page.evaluate(() => history.back());
    await expectClosed(page);
    assert.equal(page.url(), url, 'Back closed the pop-up without leaving the page');
    assert.equal(await page.evaluate(() => window.scrollY), scrollY);
    assert.equal(await opener.evaluate((el) => el === document.activeElement), true);

    // Reused on the next click: still one pop-up, shown again.
    await opener.click();
    await expectOpen(page);
    assert.equal(await popups(page).count(), 1);
  });

  it('fades out as it closes (SPEC 2.7), focus back on the opener at once; with reduced motion it closes without fading', async () => {
    const page = await h.open(PRODUCT_PAGE);
    const opener = page.getByRole('button', { name: 'Buy now for £18.00' });
    const closeNow = () => opener.evaluate((button) => {
      const dialog = document.querySelector('dialog.asp-popup-iframe-cont') as HTMLDialogElement;
      dialog.close();
      return { fading: dialog.getAnimations().some((a) => (a as CSSTransition).transitionProperty === 'opacity'), focusBack: document.activeElement === button };
    });
    await opener.click();
    await expectOpen(page);
    assert.deepEqual(await closeNow(), { fading: true, focusBack: true });
    await expectClosed(page);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await opener.click();
    await expectOpen(page);
    assert.deepEqual(await closeNow(), { fading: false, focusBack: true });
    await expectClosed(page);
  });

  it('Escape pressed in the card fields closes it too, and focus returns to the opener', async () => {
    const page = await h.open(PRODUCT_PAGE);
    const opener = page.getByRole('button', { name: 'Buy now for £18.00' });
    await opener.click();
    await expectOpen(page);
    // The card number field is in the provider's frame, inside the box's frame: the shopper is typing there.
    await cardFrame(page).getByLabel('Card number').focus();
    await page.keyboard.press('Escape');
    await expectClosed(page);
    assert.equal(await opener.evaluate((el) => el === document.activeElement), true, 'focus is back on the button');
  });

  it('has no serious accessibility violations with the pop-up open', async () => {
    const page = await h.open(PRODUCT_PAGE);
    await page.getByRole('button', { name: 'Buy now for £18.00' }).click();
    await expectOpen(page);
    await expectNoSeriousA11yViolations(page, 'product page with the buy-now pop-up open');

    // The payment box document inside the frame, checked on its own.
    const frame = page.frames().find((f) => f.url().includes('/shop/asp-payment-box/'));
    assert.ok(frame, 'the payment box frame');
    await injectAxe(frame);
    const serious = await frame.evaluate(async () => {
      type Axe = { run: (ctx: Document, opts: object) => Promise<{ violations: Array<{ id: string; impact: string | null; nodes: Array<{ target: string[] }> }> }> };
      const { violations } = await (window as unknown as { axe: Axe }).axe.run(document, { resultTypes: ['violations'] });
      return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} @ ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
    });
    assert.deepEqual(serious, [], 'axe found serious/critical violations in the payment box');
  });
});
