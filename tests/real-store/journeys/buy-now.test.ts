/**
 * Buy-now on the real store: Stripe Payments' own [asp_product] button (issue 10, fix 2) and ours.
 */
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { expectNoSeriousA11yViolations } from '../../browser/chromium.ts';
import { useStoreBrowser } from '../harness/browser.ts';
import { info, STORE_URL, useProfile } from '../harness/store.ts';
import { POPUP_TEMPLATE_HTML } from '../../../packages/buy-now/src/fixtures/popup-template.ts';

const GIFT_CARD = new URL(info.urls.gift_card ?? '').pathname;
const OUR_BUTTON = new URL(info.urls.our_buy ?? '').pathname;
/** No button: a payment box link and an `asp-attach-product-{id}` element alone (store/install.php). */
const LINKS_ONLY = new URL(info.urls.link_only ?? '').pathname;
const LINK_NAME = 'Pay for a gift card by card';

describe("[asp_product] with 'Replace legacy scripts' ticked", () => {
  const browser = useStoreBrowser();
  before(() => useProfile('shop-islands'));

  test("Buy Now opens our pop-up on Stripe Payments' own settings; Escape closes it and focus returns to the button", async () => {
    const visit = await browser.open(GIFT_CARD);
    const scripts = (await visit.scripts()).map((s) => new URL(s.url).pathname);
    assert.ok(!scripts.some((s) => s.endsWith('/stripe-handler-ng.js')), "Stripe Payments' handler is replaced");
    // The build for a payment box on the store's own origin, as Stripe Payments' box is (packages/buy-now/src/box-origin.ts).
    assert.ok(scripts.some((s) => s.includes('/shop-islands/dist/buy-now-same-origin.js')), 'the same-origin build');
    const button = visit.page.getByRole('button', { name: 'Buy Now' });
    await button.click();
    const dialog = visit.page.getByRole('dialog', { name: 'Payment' });
    await dialog.waitFor();
    const frame = dialog.locator('iframe');
    assert.equal(await frame.getAttribute('src'), `${STORE_URL}/asp-payment-box/?product_id=${info.asp_product}`);
    assert.equal(await frame.getAttribute('title'), 'Payment form');
    await expectNoSeriousA11yViolations(visit.page, 'the buy-now pop-up', ['[role="dialog"]']);
    await visit.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    assert.equal(await visit.page.evaluate(() => document.activeElement?.id ?? ''), await button.getAttribute('id'));
  });

  test("on a phone, the pop-up shows one close button, the payment box's own in its header, not ours over the theme's menu button: it closes the pop-up, as Escape does, and focus returns to Buy Now", async () => {
    const visit = await browser.open(GIFT_CARD, { viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true });
    const { page } = visit;
    const button = page.getByRole('button', { name: 'Buy Now' });
    const dialog = page.getByRole('dialog', { name: 'Payment' });
    const box = page.frameLocator('.asp-popup-iframe');
    const visibleCloses = async (): Promise<number> => (await page.locator('.asp-popup-close:visible').count()) + (await box.locator('#modal-close-btn:visible').count());
    const boxClose = box.getByRole('button', { name: 'Close' });
    await page.evaluate(() => ((window as { __stayed?: boolean }).__stayed = true));
    for (const closeWith of ['the close button', 'Escape'] as const) {
      await button.tap();
      await dialog.waitFor();
      await boxClose.waitFor();
      assert.equal(await visibleCloses(), 1, 'one close button shows');
      // Stripe Payments' box draws its button at its header's top right, over where the theme's menu button is on a
      // phone (the legacy pop-up too: its frame fills the screen). What matters is that the menu button lies under
      // the pop-up: a tap there reaches the close button, never the menu.
      const close = await boxClose.boundingBox();
      assert.ok(close, 'the close button has a box');
      const hit = await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.closest('.asp-popup-iframe-cont')?.id ?? document.elementFromPoint(x, y)?.className ?? '', [close.x + close.width / 2, close.y + close.height / 2] as const);
      assert.match(hit, /^asp-payment-popup-/, `a tap on the close button ${JSON.stringify(close)} lands in the pop-up, not on the page (${hit})`);
      // Focus is in the pop-up, on that button.
      await page.waitForFunction(() => (document.activeElement as HTMLIFrameElement | null)?.contentDocument?.activeElement?.id === 'modal-close-btn');
      if (closeWith === 'Escape') await page.keyboard.press('Escape');
      else await boxClose.tap();
      await dialog.waitFor({ state: 'hidden' });
      assert.equal(await page.evaluate(() => document.activeElement?.id ?? ''), await button.getAttribute('id'), `focus back on Buy Now after ${closeWith}`);
    }
    // The page stayed where it was: closing went back over the pop-up's own history entry only.
    assert.equal(new URL(page.url()).pathname, GIFT_CARD);
    assert.equal(await page.evaluate(() => (window as { __stayed?: boolean }).__stayed), true);
  });

  test("Back closes it through the payment box's own history entry, as Stripe Payments' box keeps it (it calls WPASPClosePaymentPopup, which the widget answers to), and the page stays; the pop-up is the markup the plugin printed", async () => {
    const visit = await browser.open(GIFT_CARD);
    const { page } = visit;
    // The plugin printed the pop-up's template, the markup the widget's own tests use.
    const printed = await page.evaluate(() => document.getElementById('shop-islands-buy-now-popup')?.outerHTML ?? '');
    const expected = await page.evaluate((markup) => {
      const holder = document.createElement('div');
      holder.innerHTML = markup;
      return holder.firstElementChild?.outerHTML ?? '';
    }, POPUP_TEMPLATE_HTML);
    assert.equal(printed, expected);

    const button = page.getByRole('button', { name: 'Buy Now' });
    const dialog = page.getByRole('dialog', { name: 'Payment' });
    await page.evaluate(() => ((window as { __stayed?: boolean }).__stayed = true));
    const length = await page.evaluate(() => history.length);
    for (const round of [1, 2]) {
      await button.click();
      await dialog.waitFor();
      // The box pushes its entry as it starts (first display) or when told it is displayed again.
      await page.frameLocator('.asp-popup-iframe').getByRole('button', { name: 'Close' }).waitFor();
      await page.waitForFunction(() => (document.querySelector<HTMLIFrameElement>('.asp-popup-iframe')?.contentWindow?.history.state as { aspPopup?: number } | null)?.aspPopup === 1);
      assert.equal(await page.evaluate(() => history.state), null, `round ${round}: the page pushed no entry of its own`);
      await page.evaluate(() => history.back());
      await dialog.waitFor({ state: 'hidden' });
      assert.equal(await page.evaluate(() => document.activeElement?.id ?? ''), await button.getAttribute('id'), `round ${round}: focus back on Buy Now`);
    }
    assert.equal(new URL(page.url()).pathname, GIFT_CARD);
    assert.equal(await page.evaluate(() => (window as { __stayed?: boolean }).__stayed), true);
    // One entry in all, the box's, taken back each time (the page sees a frame's push a moment later: waited for).
    await page.waitForFunction((before) => history.length === before + 1, length);
  });

  test("a button rendered while the footer is printed, after the hook that prints the pop-up's template, gets the template with it, and opens the pop-up", async () => {
    const visit = await browser.open(`/?si_footer_button=${info.asp_product}`);
    const { page } = visit;
    assert.equal(await page.locator('template#shop-islands-buy-now-popup').count(), 1, 'one template on the page');
    const button = page.getByRole('button', { name: 'Buy in the footer' });
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Payment' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  test("on a page without a button, where Stripe Payments' handler would have loaded, its payment box link and an asp-attach-product element open our pop-up (the attach element from the keyboard); Escape closes it, focus returns, and the page stays", async () => {
    const visit = await browser.open(LINKS_ONLY);
    const { page } = visit;
    const scripts = (await visit.scripts()).map((s) => new URL(s.url).pathname);
    assert.ok(!scripts.some((s) => s.endsWith('/stripe-handler-ng.js')), "Stripe Payments' handler is replaced");
    assert.ok(scripts.some((s) => s.endsWith('/shop-islands/dist/buy-now-loader.js')), 'ours loads in its place: the loader, on a page without a button');
    const link = page.getByRole('link', { name: LINK_NAME });
    // Taken over once the entry the loader fetched and the triggers' file are in (until then the link goes to the
    // payment box page itself).
    await page.locator('a[aria-haspopup="dialog"]').waitFor({ state: 'attached' });
    assert.ok((await visit.scripts()).some((s) => new URL(s.url).pathname.endsWith('/shop-islands/dist/buy-now-same-origin.js')), 'the loader fetched the entry');
    const address = page.url();
    const dialog = page.getByRole('dialog', { name: 'Payment' });
    const opened = async (): Promise<void> => {
      await dialog.waitFor();
      const src = new URL((await dialog.locator('iframe').getAttribute('src')) ?? '', STORE_URL);
      assert.equal(`${src.origin}${src.pathname}`, `${STORE_URL}/asp-payment-box/`);
      assert.equal(src.searchParams.get('product_id'), String(info.asp_product));
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      assert.equal(page.url(), address, 'the page stays');
    };
    await link.click();
    await opened();
    assert.equal(await page.evaluate(() => document.activeElement?.textContent ?? ''), LINK_NAME);
    const attach = page.getByRole('button', { name: 'Gift card by card' });
    await attach.focus();
    await page.keyboard.press('Enter');
    await opened();
    assert.equal(await page.evaluate(() => document.activeElement?.className ?? ''), `asp-attach-product-${info.asp_product}`);
  });

  test('our [shop_islands_buy_now] button checks its custom amount, then opens the pop-up with it', async () => {
    const visit = await browser.open(OUR_BUTTON);
    const amount = visit.page.getByLabel('Amount');
    await amount.fill('abc');
    await visit.page.getByRole('button', { name: 'Buy it now' }).click();
    const error = visit.page.getByRole('alert');
    assert.equal((await error.textContent())?.trim(), 'Enter valid amount');
    assert.equal(await amount.getAttribute('aria-invalid'), 'true');
    await amount.fill('12.5');
    await visit.page.getByRole('button', { name: 'Buy it now' }).click();
    await visit.page.getByRole('dialog', { name: 'Payment' }).waitFor();
    assert.equal(await amount.inputValue(), '12.50');
    await visit.page.keyboard.press('Escape');
  });
});

describe("buy-now with 'Replace legacy scripts' off (the default)", () => {
  const browser = useStoreBrowser();
  before(() => useProfile('shop-islands', { replace_legacy: { 'buy-now': false } }));

  test("Stripe Payments' handler serves its button and ours, and our bundle stays away", async () => {
    for (const path of [GIFT_CARD, OUR_BUTTON]) {
      const visit = await browser.open(path);
      const scripts = (await visit.scripts()).map((s) => new URL(s.url).pathname);
      assert.ok(scripts.some((s) => s.endsWith('/stripe-handler-ng.js')), `${path}: Stripe Payments' handler runs`);
      assert.ok(!scripts.some((s) => s.includes('/shop-islands/dist/buy-now')), `${path}: the buy-now bundle is not loaded`);
      assert.equal(await visit.page.locator('button[id^="asp_ng_button_"]').isDisabled(), false, `${path}: its handler enabled the button`);
    }
  });

  test("on a page without a button, Stripe Payments' handler (loaded on every page) opens its pop-up for a payment box link, and our bundle stays away", async () => {
    const visit = await browser.open(LINKS_ONLY);
    const scripts = (await visit.scripts()).map((s) => new URL(s.url).pathname);
    assert.ok(scripts.some((s) => s.endsWith('/stripe-handler-ng.js')), "Stripe Payments' handler runs");
    assert.ok(!scripts.some((s) => s.includes('/shop-islands/dist/buy-now')), 'the buy-now bundle is not loaded');
    await visit.page.getByRole('link', { name: LINK_NAME }).click();
    await visit.page.locator('.asp-popup-iframe-cont iframe').waitFor();
  });
});
