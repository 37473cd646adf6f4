/**
 * Live search on the real store with Advanced Woo Search deactivated (Storefront): our [shop_islands_search] box
 * answers from WooCommerce's own product search, the Store API's products route (issue 33).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { useStoreBrowser } from '../harness/browser.ts';
import { ADMIN, info, login, request, useProfile, wp } from '../harness/store.ts';

const AWS_PLUGIN = 'advanced-woo-search/advanced-woo-search.php';
const OUR_BOX = '.entry-content .aws-container';

describe('live search without Advanced Woo Search (the Store API path)', () => {
  const browser = useStoreBrowser();
  before(async () => {
    await useProfile('shop-islands');
    await wp('plugins', { [AWS_PLUGIN]: false });
  });
  after(() => wp('plugins', { [AWS_PLUGIN]: true }));

  test("'hoodie' sends one Store API request and lists the hoodies; ArrowDown + Enter opens one; a nonsense term says 'Nothing found'", async () => {
    const visit = await browser.open(new URL(info.urls.our_search ?? '').pathname);
    const sent: string[] = [];
    visit.page.on('request', (r) => {
      const url = new URL(r.url());
      if (/\/wc\/store\/v1\/products/.test(decodeURIComponent(url.pathname + url.search))) sent.push(url.searchParams.get('search') ?? '');
    });
    const box = visit.page.locator(OUR_BOX);
    assert.equal(await box.getAttribute('data-source'), 'store-api');
    const field = box.locator('.aws-search-field');
    await field.click();
    await field.pressSequentially('hoodie', { delay: 100 });
    const options = box.getByRole('option');
    await options.first().waitFor();
    const texts = await options.allTextContents();
    for (const name of ['Hoodie with Logo', 'Hoodie with Zipper', 'Hoodie with Pocket']) assert.ok(texts.some((t) => t.startsWith(name)), `${name} in ${texts.join(' | ')}`);
    assert.equal(texts.at(-1), 'View all results');
    assert.deepEqual(sent, ['hoodie']);
    assert.deepEqual(visit.awsRequests(), []);

    // A matching category (Hoodies) comes first, as AWS orders taxonomy terms before products; a product's row has a price.
    const firstProduct = texts.findIndex((t) => t.startsWith('Hoodie') && /\d/.test(t));
    for (let i = 0; i <= firstProduct; i++) await field.press('ArrowDown');
    const expected = texts[firstProduct]!;
    await Promise.all([visit.page.waitForURL(/\/product\/hoodie/), field.press('Enter')]);
    assert.ok(expected.startsWith((await visit.page.locator('h1.product_title').textContent()) ?? '-'), `opened ${visit.page.url()} for ${expected}`);

    const again = await browser.open(new URL(info.urls.our_search ?? '').pathname);
    const nonsense: string[] = [];
    again.page.on('request', (r) => void (/wc\/store\/v1\/products/.test(decodeURIComponent(r.url())) && nonsense.push(new URL(r.url()).searchParams.get('search') ?? '')));
    const field2 = again.page.locator(`${OUR_BOX} .aws-search-field`);
    await field2.click();
    await field2.pressSequentially('qwxzvbnq', { delay: 100 });
    await again.page.locator(OUR_BOX).getByRole('option', { name: 'Nothing found' }).waitFor();
    assert.deepEqual(nonsense, ['qwxzvbnq']);
  });

  test("the settings page says the boxes answer from WooCommerce's own product search, and why", async () => {
    const jar = await login(ADMIN.user, ADMIN.password);
    const page = await request('/wp-admin/admin.php?page=shop-islands', { jar });
    assert.match(page.html, /<p id="si-search-source">Search boxes answer from WooCommerce&#039;s own product search \(the Store API&#039;s products route\): Advanced Woo Search is not active\.<\/p>/);
  });
});
