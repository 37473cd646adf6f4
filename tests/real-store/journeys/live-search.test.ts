/**
 * Live search on the real store, over Advanced Woo Search's own boxes: its [aws_search_form] shortcode
 * and Storefront's header box, which AWS's 'seamless' mode replaces with its box. Issue 10, fixes 1, 3,
 * 4 and 5.
 */
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from '../../browser/chromium.ts';
import { useStoreBrowser, type Visit } from '../harness/browser.ts';
import { info, useProfile } from '../harness/store.ts';

const SHORTCODE_BOX = '.entry-content .aws-container';
const HEADER_BOX = '.site-header .site-search .aws-container';
const BOXES: ReadonlyArray<[string, string, string]> = [
  ["AWS's [aws_search_form] box", new URL(info.urls.aws_search ?? '').pathname, SHORTCODE_BOX],
  ["Storefront's header box (AWS seamless)", new URL(info.urls.plain ?? '').pathname, HEADER_BOX],
];
const HOODIES = /Hoodie with (Zipper|Logo)/;

/** Types a term as a shopper does, at 100 ms a key. */
async function typeTerm(page: Page, box: string, term: string): Promise<Locator> {
  const field = page.locator(`${box} .aws-search-field`);
  await field.click();
  await field.pressSequentially(term, { delay: 100 });
  return field;
}

/** The options of the box's drop-down, once it shows the answer for the term. */
async function shownOptions(visit: Visit, box: string): Promise<Locator> {
  const options = visit.page.locator(box).getByRole('option');
  await options.first().waitFor();
  return options;
}

describe("live search with 'Replace legacy scripts' ticked", () => {
  const browser = useStoreBrowser();
  before(() => useProfile('shop-islands'));

  for (const [where, path, box] of BOXES) {
    test(`${where}: 'hoodie' typed at 100 ms a key sends one request and lists the hoodies; ArrowDown + Enter opens the first`, async () => {
      const visit = await browser.open(path);
      const field = await typeTerm(visit.page, box, 'hoodie');
      const options = await shownOptions(visit, box);
      assert.equal(await field.getAttribute('role'), 'combobox');
      assert.equal(await field.getAttribute('aria-expanded'), 'true');
      const texts = await options.allTextContents();
      assert.ok(texts.length >= 2 && texts.filter((t) => HOODIES.test(t)).length === 2, `hoodies listed: ${texts.join(' | ')}`);
      assert.deepEqual(visit.awsRequests(), [{ keyword: 'hoodie' }]);
      // AWS's highlight renders as formatting, never as literal markup.
      assert.ok(texts.every((t) => !t.includes('<strong>') && !t.includes('&lt;')), `no literal markup: ${texts.join(' | ')}`);
      assert.equal(await visit.page.locator(`${box} [role="option"] .aws_result_title strong`).first().textContent(), 'Hoodie');
      await expectNoSeriousA11yViolations(visit.page, `${where} with results`, [box]);

      await field.press('ArrowDown');
      const first = options.first();
      assert.equal(await field.getAttribute('aria-activedescendant'), await first.getAttribute('id'));
      const productUrl = info.products.hoodie_with_zipper?.url ?? '';
      await Promise.all([visit.page.waitForURL(new RegExp(`/product/hoodie-with-(zipper|logo)/$`)), field.press('Enter')]);
      assert.ok(visit.page.url() === productUrl || visit.page.url().includes('/product/hoodie-with-logo/'));
      assert.deepEqual(visit.awsRequests(), [{ keyword: 'hoodie' }], 'no request beyond the one term');
    });
  }

  test("on a phone, Storefront's handheld footer bar (fixed to the bottom) opens its drop-down above the field: the first result on screen and not covered", async () => {
    const visit = await browser.open('/', { viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true });
    const bar = visit.page.locator('.storefront-handheld-footer-bar');
    await bar.locator('li.search > a').tap();
    const field = bar.locator('.aws-search-field');
    await field.tap();
    await field.pressSequentially('hoodie', { delay: 100 });
    const first = bar.getByRole('option').first();
    await first.waitFor();
    assert.match((await first.textContent()) ?? '', HOODIES);
    const layout = await bar.locator('.aws-container').evaluate((container) => {
      const list = container.querySelector('.aws-search-result')!.getBoundingClientRect();
      const box = container.querySelector('.aws-search-field')!.getBoundingClientRect();
      return { listTop: list.top, listBottom: list.bottom, fieldTop: box.top, viewport: innerHeight };
    });
    assert.ok(layout.listBottom <= layout.fieldTop + 1 && layout.listTop >= 0, `above the field, on screen: ${JSON.stringify(layout)}`);
    // On screen, and what a tap at its middle reaches (nothing of the theme's covers it).
    const hit = await first.evaluate((option) => {
      const rect = option.getBoundingClientRect();
      const top = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      return { onScreen: rect.top >= 0 && rect.bottom <= innerHeight, reached: top !== null && option.contains(top) };
    });
    assert.deepEqual(hit, { onScreen: true, reached: true });
    await Promise.all([visit.page.waitForURL(/\/product\/hoodie-with-(zipper|logo)\/$/), first.tap()]);
  });

  test("on AWS's markup the box keeps AWS's own height and shows one clear button", async () => {
    await useProfile('legacy');
    const legacy = await browser.open(BOXES[0]![1]);
    const legacyHeight = (await legacy.page.locator(`${SHORTCODE_BOX} .aws-search-field`).boundingBox())?.height ?? 0;
    await typeTerm(legacy.page, SHORTCODE_BOX, 'hoodie');
    await legacy.page.locator('.aws-search-result .aws_result_item').first().waitFor();
    const legacyClears = await legacy.page.locator(`${SHORTCODE_BOX} .aws-search-clear:visible`).count();

    await useProfile('shop-islands');
    const ours = await browser.open(BOXES[0]![1]);
    const field = await typeTerm(ours.page, SHORTCODE_BOX, 'hoodie');
    await shownOptions(ours, SHORTCODE_BOX);
    assert.equal(legacyHeight, 44, "AWS's field is 44 px high");
    assert.equal((await field.boundingBox())?.height, legacyHeight, "the field keeps AWS's height");
    assert.equal(legacyClears, 1);
    const clears = ours.page.locator(`${SHORTCODE_BOX} .aws-search-clear:visible`);
    assert.equal(await clears.count(), 1, 'one clear button');
    assert.equal(await clears.getAttribute('aria-label'), 'Clear search');
    // Its mark sits in the middle of the field, as AWS's does.
    const middle = (rect: { y: number; height: number } | null): number => (rect ? rect.y + rect.height / 2 : Number.NaN);
    const offset = Math.abs(middle(await clears.locator('span').boundingBox()) - middle(await field.boundingBox()));
    assert.ok(offset <= 2, `the clear mark is ${offset} px off the field's middle`);
    await clears.click();
    assert.equal(await field.inputValue(), '');
  });
});

describe("live search with 'Replace legacy scripts' off (the default)", () => {
  const browser = useStoreBrowser();
  before(() => useProfile('shop-islands', { replace_legacy: { 'live-search': false } }));

  test("ours stays away while AWS's script serves every box: each term is searched once, in one drop-down", async () => {
    const visit = await browser.open(new URL(info.urls.both ?? '').pathname);
    const scripts = (await visit.scripts()).map((s) => new URL(s.url).pathname);
    assert.ok(scripts.some((s) => s.endsWith('/advanced-woo-search/assets/js/common.min.js')), "AWS's script runs");
    assert.ok(!scripts.some((s) => s.includes('/shop-islands/dist/live-search')), 'the live-search bundle is not loaded');
    const boxes = visit.page.locator('.entry-content .aws-container');
    assert.equal(await boxes.count(), 2, 'our box and AWS box');
    for (const [index, term] of [[0, 'hoodie'], [1, 'beanie']] as const) {
      const field = boxes.nth(index).locator('.aws-search-field');
      await field.click();
      await field.pressSequentially(term, { delay: 100 });
      await visit.page.locator('.aws-search-result:visible .aws_result_item').first().waitFor();
      assert.equal(visit.awsRequests().filter((r) => r.keyword === term).length, 1, `'${term}' searched once`);
      assert.equal(await visit.page.locator('.aws-search-result:visible').count(), 1, 'one drop-down');
      await field.press('Escape');
    }
  });
});
