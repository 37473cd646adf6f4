// @vitest-environment happy-dom
// (happy-dom: the widget's XMLHttpRequest follows the page's URL, set to the shop's, with its cookies; the answer's HTML
// goes through the widget's sanitiser.)
/** Live search's client and reader (`searchProducts` → `readSearchResponse`) on the demo's real aws_action answers. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Shop } from '../../examples/demo-shop/app.ts';
import { setPageUrl } from '../../packages/core/src/testing/page-url.ts';
import { searchProducts } from '../../packages/live-search/src/api.ts';
import { hasResults } from '../../packages/live-search/src/response.ts';
import { readBoxSettings, type BoxSettings } from '../../packages/live-search/src/settings.ts';
import { onShop, startDemo } from './demo.ts';

let shop: Shop;
let box: BoxSettings;
beforeAll(async () => {
  shop = await startDemo();
  // The page is the shop's: the request goes to its own origin, as on a shop's page.
  setPageUrl(onShop(shop, '/shop/'));
  // The box as the shop prints it: its data-url and options are what the widget sends with.
  const page = new DOMParser().parseFromString(await (await fetch(onShop(shop, '/shop/'))).text(), 'text/html');
  box = readBoxSettings(page.querySelector('.aws-container')!);
});
afterAll(async () => {
  await shop.close();
});

const search = (keyword: string, url = box.url) =>
  searchProducts({ url: onShop(shop, url), keyword, pageId: box.pageId, tax: box.tax, lang: box.lang, pageUrl: onShop(shop, '/shop/') }, new AbortController().signal);

describe('aws_action contract', () => {
  it('reads the answer for a term: products with sanitised price HTML, categories, the exact-title top result', async () => {
    const results = await search('hoodie');
    expect(hasResults(results)).toBe(true);
    const titles = results.products.map((p) => p.title);
    expect(titles).toEqual(expect.arrayContaining(['Hoodie', 'Hoodie with Logo', 'Hoodie with Zipper']));
    const hoodie = results.products.find((p) => p.title === 'Hoodie')!;
    expect(hoodie).toMatchObject({ link: onShop(shop, '/shop/product/hoodie/'), stock: { inStock: true, text: 'In stock' }, sku: 'woo-hoodie' });
    expect(hoodie.price).toContain('woocommerce-Price-amount');
    expect(hoodie.price).toContain('£42.00');
    expect(hoodie.image).toMatch(/^http:\/\/.*\.png$/);
    expect(results.tax.product_cat?.map((t) => t.name)).toContain('Hoodies');
    expect(results.topResults['Top results']?.map((t) => t.name)).toEqual(['Hoodie']);
  });

  it('reads the same answer on admin-ajax', async () => {
    const viaWcAjax = await search('beanie');
    const viaAdminAjax = await search('beanie', '/shop/wp-admin/admin-ajax.php');
    expect(viaAdminAjax).toEqual(viaWcAjax);
    expect(viaAdminAjax.products.map((p) => p.title)).toContain('Beanie');
  });

  it('reads an answer with nothing found as no results', async () => {
    const results = await search('qxzv');
    expect(hasResults(results)).toBe(false);
    expect(results.products).toEqual([]);
  });

  it('keeps a product name with markup as text: titles are HTML, as AWS sends them, with the name escaped', async () => {
    shop.db.prepare("UPDATE products SET name = '<b>Bold</b> Cap' WHERE slug = 'cap'").run();
    const results = await search('bold cap');
    expect(results.products.map((p) => p.title)).toContain('&lt;b&gt;Bold&lt;/b&gt; Cap');
  });
});
