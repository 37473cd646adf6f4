/**
 * Storefront behaviours on a real theme (issue 10, fixes 9 and 10): the Storefront theme ships its own
 * header, menu and cart scripts, so by default Shop Islands loads none of its storefront behaviours on
 * top of them; the adaptive product background is an opt-in setting.
 */
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { useStoreBrowser } from '../harness/browser.ts';
import { info, REPLACE_ALL, useProfile } from '../harness/store.ts';

const PRODUCT = new URL(info.products.hoodie_with_zipper?.url ?? '').pathname;
const ours = (paths: string[]): string[] => paths.filter((p) => p.includes('/plugins/shop-islands/dist/storefront'));

describe('storefront behaviours with the default settings', () => {
  const browser = useStoreBrowser();
  before(() => useProfile('shop-islands'));

  test("load nothing on top of the theme's own scripts: Storefront's menu works alone, the product summary keeps its look", async () => {
    const visit = await browser.open(PRODUCT, { viewport: { width: 375, height: 800 } });
    const scripts = (await visit.scripts()).map((s) => new URL(s.url).pathname);
    assert.deepEqual(ours(scripts), [], 'the storefront bundle is not loaded');
    assert.ok(scripts.some((s) => s.endsWith('/themes/storefront/assets/js/navigation.min.js')), "the theme's navigation script runs");
    assert.equal(await visit.page.locator('.si-adaptive').count(), 0);
    const menu = visit.page.getByRole('button', { name: 'Menu' });
    await menu.click();
    assert.equal(await menu.getAttribute('aria-expanded'), 'true');
    assert.match((await visit.page.locator('#site-navigation').getAttribute('class')) ?? '', /\btoggled\b/);
    await menu.click();
    assert.equal(await menu.getAttribute('aria-expanded'), 'false');
  });
});

describe('the adaptive product background, opted into', () => {
  const browser = useStoreBrowser();
  before(() => useProfile('shop-islands', { ...REPLACE_ALL, storefront: { adaptive_background: true } }));

  test("colours the product summary after its main image", async () => {
    const visit = await browser.open(PRODUCT);
    const scripts = (await visit.scripts()).map((s) => new URL(s.url).pathname);
    assert.equal(ours(scripts).length, 1, 'the storefront bundle is loaded');
    const product = visit.page.locator('.single-product div.product.si-adaptive');
    await product.waitFor();
    const colours = await product.evaluate((el) => ({ bg: el.style.getPropertyValue('--si-product-bg'), fg: el.style.getPropertyValue('--si-product-fg') }));
    assert.match(colours.bg, /^(#|rgb)/, 'background taken from the image');
    assert.ok(['#000', '#fff', '#000000', '#ffffff', 'rgb(0, 0, 0)', 'rgb(255, 255, 255)'].includes(colours.fg.trim()), `readable text colour: ${colours.fg}`);
  });
});
