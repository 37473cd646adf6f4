/**
 * Live search in Chromium, keyboard only: the header's Advanced Woo Search box on the demo shop.
 * Run: npm run build && node --import tsx --test tests/e2e/live-search.test.ts
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { importWooCsv } from '../../examples/demo-shop/db/import-woo-csv.ts';
import { expectNoSeriousA11yViolations, useShop } from './harness.ts';

const PAYLOAD_CSV = fileURLToPath(new URL('./fixtures/live-search-payload.csv', import.meta.url));

/**
 * Puts focus in the header's search field the way a keyboard user does: the theme's search toggle, once the
 * storefront widget has made it a toggle (before that it is hidden and the panel's state is not settled; a
 * check of its visibility alone raced the widget's start and could wait forever for a focus that never came).
 */
async function focusSearchField(page: Page): Promise<void> {
  const toggle = page.locator('.search-toggle.si-toggle');
  await toggle.waitFor();
  await toggle.focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.activeElement?.classList.contains('aws-search-field'));
}

const XSS_TRAP = "Object.defineProperty(window, '__xss', { set() { document.documentElement.setAttribute('data-xss', 'executed'); }, configurable: true })";

const combobox = (page: Page) => page.getByRole('combobox', { name: 'Search' });
const optionTexts = (page: Page): Promise<string[]> => page.getByRole('listbox').getByRole('option').evaluateAll((els) => els.map((el) => (el.querySelector('.aws_result_title') ?? el).textContent ?? ''));

/**
 * Serves /shop/ with a second AWS box in the footer, near the bottom of the page (as a footer search
 * widget prints it), and with `edit` applied to the page's boxes.
 */
async function withFooterBox(page: Page, shopUrl: string, edit: (html: string) => string = (html) => html): Promise<void> {
  await page.route(new URL('/shop/', shopUrl).href, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    const headerBox = /<div class="aws-container"[\s\S]*?<\/form><\/div>/.exec(body)?.[0];
    assert.ok(headerBox, 'the page prints an AWS box');
    const footerBox = headerBox.replaceAll('aws-header-search', 'aws-footer-search').replace('>Search</label>', '>Search the shop</label>');
    await route.fulfill({ response, body: edit(body.replace('<p class="site-info">', `${footerBox}<p class="site-info">`)) });
  });
}

/** The box's drop-down and field, measured in the viewport. */
const dropdownBox = (page: Page, selector: string) =>
  page.locator(selector).evaluate((container) => {
    const list = container.querySelector('.aws-search-result')!.getBoundingClientRect();
    const field = container.querySelector('.aws-search-field')!.getBoundingClientRect();
    return { listTop: list.top, listBottom: list.bottom, listHeight: list.height, fieldTop: field.top, fieldBottom: field.bottom, viewport: innerHeight };
  });

/** The text of the option aria-activedescendant points at. */
const activeOption = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const id = document.activeElement?.getAttribute('aria-activedescendant');
    const option = id ? document.getElementById(id) : null;
    return (option?.querySelector('.aws_result_title') ?? option)?.textContent ?? '';
  });

describe('live search', () => {
  const h = useShop();

  it('typing "hood" shows the Hoodie products, announced in a live region', async () => {
    const page = await h.open('/shop/');
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => void (new URL(response.url()).pathname.endsWith('.js') && scripts.push(response.text())));
    await focusSearchField(page);
    await page.keyboard.type('hood', { delay: 60 });
    await page.getByRole('listbox', { name: 'Search' }).waitFor();
    const titles = await optionTexts(page);
    for (const name of ['Hoodie', 'Hoodie with Logo', 'Hoodie with Pocket', 'Hoodie with Zipper']) assert.ok(titles.some((t) => t.startsWith(name)), `${name} in ${titles.join(' | ')}`);
    assert.equal(await combobox(page).getAttribute('aria-expanded'), 'true');
    assert.match((await page.getByRole('status').filter({ hasText: 'results available' }).textContent()) ?? '', /^\d+ results available\.$/);
    // The widget's file, fetched as the shopper reached for the box, is compiled as it loads (V8's compile hint,
    // esbuild.config.ts's EAGER_COMPILED), so no compiling falls between the answer and the results shown.
    const widget = (await Promise.all(scripts)).filter((body) => body.includes('aws-search-result--above'));
    assert.equal(widget.length, 1, 'the widget file was fetched once the shopper reached for the box');
    assert.ok(widget[0]!.startsWith('//# allFunctionsCalledOnLoad\n'), widget[0]!.slice(0, 60));
  });

  it('arrow keys move through the results and Enter opens the highlighted product', async () => {
    const page = await h.open('/shop/');
    await focusSearchField(page);
    await page.keyboard.type('hoodie with', { delay: 40 });
    await page.getByRole('listbox').waitFor();
    let steps = 0;
    while (!(await activeOption(page)).startsWith('Hoodie with Logo') && steps < 15) {
      await page.keyboard.press('ArrowDown');
      steps += 1;
    }
    assert.ok((await activeOption(page)).startsWith('Hoodie with Logo'), 'Hoodie with Logo was reached with ArrowDown');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowDown');
    await Promise.all([page.waitForURL('**/shop/product/hoodie-with-logo/'), page.keyboard.press('Enter')]);
    assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Hoodie with Logo');
  });

  it('Escape closes the drop-down, a second Escape clears the field; the clear button resets so the same term shows again', async () => {
    const page = await h.open('/shop/');
    await focusSearchField(page);
    await page.keyboard.type('beanie', { delay: 40 });
    await page.getByRole('listbox').waitFor();
    await page.keyboard.press('Escape');
    assert.equal(await combobox(page).getAttribute('aria-expanded'), 'false');
    assert.equal(await combobox(page).inputValue(), 'beanie');
    await page.keyboard.press('Escape');
    assert.equal(await combobox(page).inputValue(), '');
    await page.keyboard.type('beanie', { delay: 40 });
    await page.getByRole('listbox').waitFor();
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Clear search');
    await page.keyboard.press('Enter');
    assert.equal(await combobox(page).inputValue(), '');
    assert.equal(await combobox(page).getAttribute('aria-expanded'), 'false');
    await page.keyboard.type('beanie', { delay: 40 });
    await page.getByRole('listbox').waitFor();
    assert.ok((await optionTexts(page)).some((t) => t.startsWith('Beanie')));
  });

  it('a nonsense term shows Nothing found', async () => {
    const page = await h.open('/shop/');
    await focusSearchField(page);
    const noResults = page.evaluate(() => new Promise<string>((resolve) => document.addEventListener('awsNoResults', (e) => resolve((e as CustomEvent<{ term: string }>).detail.term), { once: true })));
    await page.keyboard.type('qxzvwk', { delay: 40 });
    await page.getByRole('option', { name: 'Nothing found' }).waitFor();
    assert.equal(await noResults, 'qxzvwk');
    assert.equal(await page.getByRole('status').filter({ hasText: 'Nothing found' }).count(), 1);
  });

  it('a field of only spaces never goes to the results page: Enter submits nothing', async () => {
    const page = await h.open('/shop/');
    await focusSearchField(page);
    const submitted = page.evaluate(
      () => new Promise<boolean>((resolve) => document.addEventListener('submit', (event) => resolve(event.defaultPrevented), { once: true })),
    );
    await page.keyboard.type('   ');
    await page.keyboard.press('Enter');
    assert.equal(await submitted, true, 'the submission was blocked');
    assert.equal(new URL(page.url()).pathname + new URL(page.url()).search, '/shop/');
  });

  it('Enter without a highlighted result goes to the full results page, served from the same index', async () => {
    const page = await h.open('/shop/');
    await focusSearchField(page);
    await page.keyboard.type('zipper', { delay: 40 });
    await Promise.all([page.waitForURL(/\/\?s=zipper&post_type=product&type_aws=true$/), page.keyboard.press('Enter')]);
    const titles = await page.locator('.woocommerce-loop-product__title').allTextContents();
    assert.ok(titles.includes('Hoodie with Zipper'));
    assert.ok(titles.every((t) => /zip/i.test(t)), titles.join(' | '));
  });

  it('without JavaScript the form still submits to the results page', async () => {
    const page = await h.open('/shop/', { javaScriptEnabled: false });
    await page.locator('.aws-search-field').focus();
    await page.keyboard.type('beanie');
    await Promise.all([page.waitForURL(/\/\?s=beanie&post_type=product&type_aws=true$/), page.keyboard.press('Enter')]);
    assert.ok((await page.locator('.woocommerce-loop-product__title').allTextContents()).includes('Beanie'));
  });

  it('opens a full-screen overlay at 375 px wide, closed by its button, Escape and Back', async () => {
    const page = await h.open('/shop/', { viewport: { width: 375, height: 740 } });
    const start = page.url();
    await focusSearchField(page);
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await dialog.waitFor();
    const box = await dialog.boundingBox();
    assert.ok(box && box.width >= 370 && box.height >= 700, `the overlay covers the screen: ${JSON.stringify(box)}`);
    await page.keyboard.type('hood', { delay: 40 });
    await dialog.getByRole('listbox').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await dialog.waitFor();
    await page.goBack();
    await dialog.waitFor({ state: 'detached' });
    assert.equal(page.url(), start);

    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await dialog.waitFor();
    await page.keyboard.press('Shift+Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Close');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
  });

  it('after Close or Escape, a tap on the field reopens the overlay, and typing searches inside it', async () => {
    const page = await h.open('/shop/', { viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await page.locator('.search-toggle').tap();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Close' }).tap();
    await dialog.waitFor({ state: 'detached' });
    await combobox(page).tap();
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await combobox(page).tap();
    await dialog.waitFor();
    await page.keyboard.type('hood', { delay: 40 });
    await dialog.getByRole('listbox').waitFor();
    assert.equal(await page.locator('.aws-container:not([role="dialog"]) .aws-search-result:not([hidden])').count(), 0, 'no inline drop-down');
  });

  it('a box near the bottom of the page opens its drop-down above the field, no taller than the viewport', async () => {
    const page = await h.open('about:blank', { viewport: { width: 1280, height: 600 } });
    await withFooterBox(page, h.url);
    await page.goto(new URL('/shop/', h.url).href);
    // The field becomes a combobox once the widget loads, on the shopper's first reach for a box.
    const field = page.locator('#colophon .aws-search-field');
    await field.scrollIntoViewIfNeeded();
    await field.focus();
    await page.keyboard.type('hoodie', { delay: 40 });
    await page.getByRole('listbox', { name: 'Search the shop' }).waitFor();
    const box = await dropdownBox(page, '#colophon .aws-container');
    assert.ok(box.listBottom <= box.fieldTop + 1, `the drop-down is above the field: ${JSON.stringify(box)}`);
    assert.ok(box.listTop >= 0 && box.listHeight <= box.viewport, `the drop-down fits in the viewport: ${JSON.stringify(box)}`);
    // Its last result is still reachable from the keyboard.
    await page.keyboard.press('ArrowUp');
    await page.waitForFunction(() => {
      const option = document.getElementById(document.activeElement?.getAttribute('aria-activedescendant') ?? '');
      const rect = option?.getBoundingClientRect();
      return option?.textContent === 'View all results' && rect !== undefined && rect.top >= 0 && rect.bottom <= innerHeight;
    });
  });

  it("on a phone, a box in a footer bar fixed to the bottom (Storefront's handheld bar) opens above the field, its first result on screen and not covered", async () => {
    const page = await h.open('about:blank', { viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true });
    // Storefront's markup and rules for its handheld footer bar (fixed, bottom 0), its search box raised above the bar.
    await withFooterBox(page, h.url, (html) => {
      const box = /<div class="aws-container"[\s\S]*?<\/form><\/div>/.exec(html)![0].replaceAll('aws-header-search', 'aws-handheld-search').replace('data-mobile-screen="true"', 'data-mobile-screen="false"');
      const bar = `<div class="storefront-handheld-footer-bar" style="position:fixed;bottom:0;left:0;right:0;z-index:9999;background:#333"><ul style="margin:0;padding:0;list-style:none"><li class="search active" style="position:relative;height:4.2em"><div class="site-search" style="position:absolute;bottom:100%;left:0;right:0;padding:1em;background:#333">${box}</div></li></ul></div>`;
      return html.replace('</body>', `${bar}</body>`);
    });
    await page.goto(new URL('/shop/', h.url).href);
    const field = page.locator('.storefront-handheld-footer-bar .aws-search-field');
    await field.tap();
    await page.keyboard.type('hoodie', { delay: 40 });
    const first = page.locator('.storefront-handheld-footer-bar').getByRole('option').first();
    await first.waitFor();
    assert.equal(await page.getByRole('dialog').count(), 0, 'inline, not the overlay');
    const box = await dropdownBox(page, '.storefront-handheld-footer-bar .aws-container');
    assert.ok(box.listBottom <= box.fieldTop + 1, `the drop-down is above the field: ${JSON.stringify(box)}`);
    assert.ok(box.listTop >= 0, `the drop-down starts on screen: ${JSON.stringify(box)}`);
    // The first result is on screen, and it is what a tap at its middle reaches.
    const hit = await first.evaluate((option) => {
      const rect = option.getBoundingClientRect();
      const top = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      return { onScreen: rect.top >= 0 && rect.bottom <= innerHeight, reached: top !== null && option.contains(top) };
    });
    assert.deepEqual(hit, { onScreen: true, reached: true });
    await first.tap();
    await page.waitForURL(/\/shop\/product\/hoodie/);
  });

  it('inline on a phone (mobile-screen off), the drop-down is no taller than the viewport', async () => {
    const page = await h.open('about:blank', { viewport: { width: 375, height: 740 } });
    await withFooterBox(page, h.url, (html) => html.replaceAll('data-mobile-screen="true"', 'data-mobile-screen="false"'));
    await page.goto(new URL('/shop/', h.url).href);
    await focusSearchField(page);
    await page.keyboard.type('hoodie', { delay: 40 });
    await page.getByRole('listbox', { name: 'Search' }).waitFor();
    assert.equal(await page.getByRole('dialog').count(), 0);
    const box = await dropdownBox(page, '#site-search .aws-container');
    assert.ok(box.listHeight <= box.viewport, `the drop-down fits in the viewport: ${JSON.stringify(box)}`);
    assert.ok(box.listTop >= box.fieldBottom - 1, 'below the field in the header');
  });

  it('shows a product named with an HTML/script payload as text, and nothing executes', async () => {
    importWooCsv(h.shop.db, PAYLOAD_CSV);
    const page = await h.open('/shop/');
    // A trap on this page and the next ones: any script that runs `window.__xss = …` marks the page.
    await page.context().addInitScript(XSS_TRAP);
    await page.evaluate(XSS_TRAP);
    await focusSearchField(page);
    await page.keyboard.type('payload', { delay: 40 });
    await page.getByRole('listbox').waitFor();
    assert.deepEqual(await optionTexts(page), ['<img src=x onerror="window.__xss=1">Payload Hoodie', 'View all results']);
    assert.equal(await page.locator('.aws-search-result img[onerror]').count(), 0);
    await page.keyboard.press('ArrowUp');
    await Promise.all([page.waitForURL(/\?s=payload/), page.keyboard.press('Enter')]);
    assert.deepEqual(await page.locator('.woocommerce-loop-product__title').allTextContents(), ['<img src=x onerror="window.__xss=1">Payload Hoodie']);
    // Every image has loaded or failed (an onerror would have run by now), and the search widget is up again.
    await page.waitForLoadState('load');
    await page.waitForFunction(() => [...document.images].every((img) => img.complete));
    await focusSearchField(page);
    await combobox(page).waitFor();
    assert.equal(await page.evaluate(() => (window as { __xss?: unknown }).__xss), undefined);
    assert.equal(await page.locator('html[data-xss]').count(), 0);
  });

  it('has no serious or critical axe violations with the drop-down open', async () => {
    const page = await h.open('/shop/');
    await focusSearchField(page);
    await page.keyboard.type('hoodie', { delay: 40 });
    await page.getByRole('listbox').waitFor();
    await page.keyboard.press('ArrowDown');
    await expectNoSeriousA11yViolations(page, 'shop page with the live search drop-down open');
  });
});
