/**
 * Live search without Advanced Woo Search: the box the plugin prints when AWS is not active answers from
 * WooCommerce's Store API (`data-source="store-api"`, `data-url` the products route), here the demo shop's.
 * Run: npm run build && node --import tsx --test tests/e2e/live-search-store-api.test.ts
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { Page, Request } from 'playwright-core';
import { expectNoSeriousA11yViolations, useShop } from './harness.ts';
import { failNext } from './faults.ts';

const STORE_PRODUCTS = /\/wc\/store\/v1\/products\?/;

/** Serves /shop/ with its header box as the plugin prints it where AWS is not active: the Store API's products route. */
async function withStoreApiBox(page: Page, shopUrl: string): Promise<void> {
  await page.route(new URL('/shop/', shopUrl).href, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    assert.ok(body.includes('data-url="/shop/?wc-ajax=aws_action"'), 'the page prints an AWS box');
    await route.fulfill({ response, body: body.replace('data-url="/shop/?wc-ajax=aws_action"', 'data-url="/shop/wp-json/wc/store/v1/products" data-source="store-api"') });
  });
}

/** Every search request the page sends: the Store API's (their `search` parameter) and any `aws_action`. */
function searchRequests(page: Page): { store: string[]; aws: string[] } {
  const sent = { store: [] as string[], aws: [] as string[] };
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (STORE_PRODUCTS.test(request.url())) sent.store.push(url.searchParams.get('search') ?? '');
    if (url.searchParams.get('wc-ajax') === 'aws_action' || (request.postData() ?? '').includes('action=aws_action')) sent.aws.push(request.postData() ?? '');
  });
  return sent;
}

async function openField(page: Page): Promise<void> {
  const toggle = page.locator('.search-toggle.si-toggle');
  await toggle.waitFor();
  await toggle.focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.activeElement?.classList.contains('aws-search-field'));
}

const options = (page: Page) => page.getByRole('listbox', { name: 'Search' }).getByRole('option');

describe('live search through the Store API (no Advanced Woo Search)', () => {
  const h = useShop();

  it("'hoodie' sends one Store API request and lists the hoodies with image, price, SKU and 'Sale!', the Hoodies category and 'View all results'; ArrowDown + Enter opens the first", async () => {
    const page = await h.open('/blog/');
    await withStoreApiBox(page, h.url);
    const sent = searchRequests(page);
    await page.goto(new URL('/shop/', h.url).href);
    await openField(page);
    await page.keyboard.type('hoodie', { delay: 60 });
    await options(page).first().waitFor();
    const texts = await options(page).allTextContents();
    // The category first, then the Store API's first page of products (10), then 'View all results'.
    assert.equal(texts[0], 'Hoodies', `the Hoodies category first in ${texts.join(' | ')}`);
    assert.equal(texts.length, 1 + 10 + 1, texts.join(' | '));
    assert.ok(texts.slice(1, -1).every((t) => /hoodie/i.test(t)), texts.join(' | '));
    assert.equal(texts.at(-1), 'View all results');
    const hoodie = page.locator('.aws_result_item').filter({ hasText: 'SKU: woo-hoodie' }).first();
    assert.equal(await hoodie.locator('.aws_result_title').textContent(), 'Hoodie');
    assert.match((await hoodie.locator('.aws_result_price').textContent()) ?? '', /^£42\.00 – £45\.00/);
    assert.match((await hoodie.locator('img').getAttribute('src')) ?? '', /\/wp-content\/uploads\/hoodie[^/]*\.(jpe?g|png|webp)$/);
    assert.equal(await hoodie.locator('.aws_result_sale').textContent(), 'Sale!');
    assert.equal(await page.locator('.aws_result_stock').filter({ hasText: /^\d+ in stock$/ }).count() >= 1, true, 'a managed product shows its stock text');
    assert.deepEqual(sent, { store: ['hoodie'], aws: [] });
    await expectNoSeriousA11yViolations(page, 'Store API results', ['.aws-container']);

    // The category comes first (taxonomy terms before products, as AWS orders them): the first product is one key further.
    const firstProduct = texts.findIndex((t) => t.includes('SKU: woo-hoodie'));
    for (let i = 0; i <= firstProduct; i++) await page.keyboard.press('ArrowDown');
    await Promise.all([page.waitForURL((url) => url.pathname.includes('/product/')), page.keyboard.press('Enter')]);
    assert.equal(await page.locator('h1.product_title').textContent(), 'Hoodie');
  });

  it("a nonsense term says 'Nothing found'; a cached term shows again with no request; only punctuation sends nothing; 300 characters are cut to 100", async () => {
    const page = await h.open('/blog/');
    await withStoreApiBox(page, h.url);
    const sent = searchRequests(page);
    await page.goto(new URL('/shop/', h.url).href);
    await openField(page);
    await page.keyboard.type('qwertyzzz', { delay: 60 });
    await page.getByRole('option', { name: 'Nothing found' }).waitFor();
    await page.keyboard.press('Escape');
    await page.keyboard.type('qwertyzzz', { delay: 60 });
    await page.getByRole('option', { name: 'Nothing found' }).waitFor();
    assert.deepEqual(sent.store, ['qwertyzzz']);

    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await page.keyboard.type('?!.,', { delay: 60 });
    await page.getByRole('option', { name: 'Nothing found' }).waitFor();
    assert.deepEqual(sent.store, ['qwertyzzz']);

    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    const long = 'hoodie '.repeat(43).slice(0, 300);
    const answered = page.waitForResponse(STORE_PRODUCTS);
    await page.locator('.aws-search-field').fill(long);
    await answered;
    assert.equal(sent.store.length, 2);
    assert.ok(sent.store[1]!.length <= 100 && long.startsWith(sent.store[1]!), `sent ${sent.store[1]!.length} characters`);
    assert.deepEqual(sent.aws, []);
  });

  it("a Store API reader that fails to load: each search logs 'Request failed', the box stays usable, and the page has no unhandled error", async () => {
    const manifest = JSON.parse(readFileSync(new URL('../../dist/manifest.json', import.meta.url), 'utf8')) as { files: Record<string, { sources: string[] }> };
    const reader = Object.keys(manifest.files).find((file) => manifest.files[file]!.sources.includes('packages/live-search/src/store-api.ts'));
    assert.ok(reader, 'the Store API reader is a file of its own');
    const page = await h.open('/blog/');
    await withStoreApiBox(page, h.url);
    let refused = 0;
    await page.route(`**/${reader}`, (route) => {
      refused += 1;
      return route.abort('failed');
    });
    h.ignoreErrors(/ERR_FAILED/);
    const sent = searchRequests(page);
    await page.goto(new URL('/shop/', h.url).href);
    const failed = page.waitForEvent('console', { predicate: (message) => message.type() === 'log' && message.text().startsWith('Request failed: hoodie') });
    await openField(page);
    await page.keyboard.type('hoodie', { delay: 60 });
    await failed;
    assert.ok(refused >= 1, 'the reader was asked for');
    assert.equal(await page.locator('.aws-search-form.aws-processing').count(), 0, 'the loader is hidden');
    assert.equal(await options(page).count(), 0);
    assert.deepEqual(sent, { store: [], aws: [] }, 'no search request without the reader');
    // The shopper can still submit the form: the field keeps what was typed.
    assert.equal(await page.locator('.aws-search-field').inputValue(), 'hoodie');
  });

  for (const fault of ['http-500', 'html'] as const) {
    it(`a ${fault === 'html' ? 'non-JSON' : 'failed (500)'} answer hides the loader and logs 'Request failed'`, async () => {
      const page = await h.open('/blog/');
      await withStoreApiBox(page, h.url);
      const logged: string[] = [];
      page.on('console', (message) => void (message.type() === 'log' && logged.push(message.text())));
      if (fault === 'http-500') {
        h.allowHttpError(500, STORE_PRODUCTS);
        h.ignoreErrors(/status of 500/);
      }
      await page.goto(new URL('/shop/', h.url).href);
      const injected = await failNext(page, STORE_PRODUCTS, fault);
      const failed = page.waitForEvent('console', { predicate: (message) => message.type() === 'log' && message.text().startsWith('Request failed: hoodie') });
      await openField(page);
      await page.keyboard.type('hoodie', { delay: 60 });
      await injected.reached;
      await failed;
      assert.equal(await page.locator('.aws-search-form.aws-processing').count(), 0, 'the loader is hidden');
      assert.ok(logged.some((line) => line.startsWith('Request failed: hoodie')), `logged: ${logged.join(' | ')}`);
      assert.equal(await options(page).count(), 0);
    });
  }
});
