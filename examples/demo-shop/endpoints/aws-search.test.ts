// @vitest-environment node
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShop, SAMPLE_CSV, type Shop } from '../app.ts';
import { insertProduct } from '../db/catalogue-writer.ts';
import { importWooCsv } from '../db/import-woo-csv.ts';
import { openDb, type Db } from '../db/open.ts';
import { ensureSearchIndex } from '../db/search-index.ts';
import { generateProducts } from '../db/generate.ts';
import { awsSearchResponse, cachedAwsSearchJson, type AwsResponse } from './aws-search.ts';

const ORIGIN = 'http://shop.test';
let db: Db;

beforeAll(() => {
  db = openDb(join(mkdtempSync(join(tmpdir(), 'aws-search-')), 'shop.db'));
  importWooCsv(db, SAMPLE_CSV);
  generateProducts(db, 200);
  ensureSearchIndex(db);
});
afterAll(() => db.close());

const titles = (keyword: string): string[] => awsSearchResponse(db, keyword, ORIGIN).products.map((p) => p.title);

describe('aws_action search', () => {
  it('matches word prefixes: "hood" finds the Hoodie products', () => {
    const found = titles('hood');
    expect(found.length).toBeGreaterThan(3);
    expect(found.every((t) => /hood/i.test(t))).toBe(true);
    expect(found).toEqual(expect.arrayContaining(['Hoodie', 'Hoodie with Logo', 'Hoodie with Pocket', 'Hoodie with Zipper']));
  });

  it('ranks an exact title match first and offers it as the top result', () => {
    const answer = awsSearchResponse(db, 'hoodie', ORIGIN);
    expect(answer.products[0]?.title).toBe('Hoodie');
    expect(answer.data.top_results['Top results']?.[0]).toMatchObject({ name: 'Hoodie', link: `${ORIGIN}/shop/product/hoodie/` });
  });

  it('ranks an exact SKU match first', () => {
    expect(titles('woo-hoodie-with-pocket')[0]).toBe('Hoodie with Pocket');
    expect(titles('WOO-BEANIE')[0]).toBe('Beanie');
  });

  it('finds a variation by its SKU and returns the parent product link', () => {
    const answer = awsSearchResponse(db, 'woo-hoodie-blue-logo', ORIGIN);
    expect(answer.products[0]).toMatchObject({ title: 'Hoodie', link: `${ORIGIN}/shop/product/hoodie/`, sku: 'woo-hoodie' });
  });

  it('requires every word: "hoodie zipper" finds only the zipper hoodies', () => {
    const found = titles('hoodie zipper');
    expect(found).toContain('Hoodie with Zipper');
    expect(found.every((t) => /zip/i.test(t))).toBe(true);
  });

  it('answers in the SPEC 3.1 shape: price HTML, sale flag, stock text, image URL, categories with counts', () => {
    const answer = awsSearchResponse(db, 'beanie', ORIGIN);
    const beanie = answer.products.find((p) => p.title === 'Beanie')!;
    expect(beanie).toMatchObject({ link: `${ORIGIN}/shop/product/beanie/`, on_sale: true, stock_status: { status: true, text: 'In stock' }, sku: 'woo-beanie' });
    expect(beanie.price).toContain('<del aria-hidden="true">');
    expect(beanie.image).toMatch(/^http:\/\/shop\.test\/shop\/wp-content\/uploads\/.+\.png$/);
    const hoodies = awsSearchResponse(db, 'hoodies', ORIGIN).tax.product_cat?.find((c) => c.name === 'Hoodies');
    expect(hoodies?.link).toBe(`${ORIGIN}/shop/product-category/hoodies/`);
    expect(hoodies!.count).toBeGreaterThanOrEqual(4);
  });

  it('finds nothing for nonsense or punctuation only', () => {
    expect(awsSearchResponse(db, 'qwxzv', ORIGIN)).toEqual({ data: { top_text: '', notices: [], top_results: {} }, tax: {}, products: [] });
    expect(titles('"*()')).toEqual([]);
  });

  it('keeps the index in sync with products written after the build (triggers)', () => {
    insertProduct(db, { type: 'simple', name: 'Zanzibar Raincoat', sku: 'zz-rain', regularPrice: 5000, shortDescription: 'Waterproof' });
    expect(titles('zanzi')).toEqual(['Zanzibar Raincoat']);
    db.prepare("UPDATE products SET name = 'Zanzibar Poncho' WHERE sku = 'zz-rain'").run();
    expect(titles('raincoat')).toEqual([]);
    expect(titles('poncho')).toEqual(['Zanzibar Poncho']);
    db.prepare("UPDATE products SET status = 'draft' WHERE sku = 'zz-rain'").run();
    expect(titles('zanzi')).toEqual([]);
  });
});

describe('aws_action answer cache', () => {
  it('serves a stored answer until a catalogue write changes the search version', () => {
    const titlesOf = (): string[] => (JSON.parse(cachedAwsSearchJson(db, 'quokka', ORIGIN)) as AwsResponse).products.map((p) => p.title);
    expect(titlesOf()).toEqual([]);
    insertProduct(db, { type: 'simple', name: 'Quokka Tote', sku: 'qk-tote', regularPrice: 1200 });
    expect(titlesOf()).toEqual(['Quokka Tote']);
    db.prepare("UPDATE products SET name = 'Quokka Tote Bag' WHERE sku = 'qk-tote'").run();
    expect(titlesOf()).toEqual(['Quokka Tote Bag']);
  });
});

describe('aws_action over HTTP', () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await createShop({ port: 0, quiet: true, products: 20 });
  });
  afterAll(async () => shop.close());

  const post = async (path: string): Promise<{ status: number; body: { products: { title: string }[] } }> => {
    const response = await fetch(new URL(path, shop.url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ action: 'aws_action', keyword: 'hood', aws_page: '0', aws_tax: '', lang: '', pageurl: shop.url, typedata: 'json' }),
    });
    return { status: response.status, body: (await response.json()) as { products: { title: string }[] } };
  };

  it('answers on ?wc-ajax=aws_action and on admin-ajax without a nonce', async () => {
    for (const path of ['/shop/?wc-ajax=aws_action', '/shop/wp-admin/admin-ajax.php']) {
      const { status, body } = await post(path);
      expect(status).toBe(200);
      expect(body.products.map((p) => p.title)).toContain('Hoodie');
    }
  });

  it('sends a cached answer as the same JSON as a fresh one', async () => {
    const ask = (): Promise<Response> =>
      fetch(new URL('/shop/?wc-ajax=aws_action', shop.url), {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ action: 'aws_action', keyword: 'beanie', typedata: 'json' }),
      });
    const fresh = await ask();
    const cached = await ask();
    expect(cached.headers.get('content-type')).toBe('application/json; charset=UTF-8');
    const cachedBody = (await cached.json()) as AwsResponse;
    expect(cachedBody).toEqual(await fresh.json());
    expect(cachedBody.products.map((p) => p.title)).toContain('Beanie');
  });

  it('serves the full results page from the same index, exact matches first', async () => {
    const response = await fetch(new URL('/?s=woo-hoodie-blue-logo&post_type=product&type_aws=true', shop.url));
    const page = await response.text();
    expect(response.status).toBe(200);
    const names = [...page.matchAll(/<h2 class="woocommerce-loop-product__title">([^<]*)<\/h2>/g)].map((m) => m[1]);
    expect(names[0]).toBe('Hoodie');
    const hood = await (await fetch(new URL('/?s=hood&post_type=product&type_aws=true', shop.url))).text();
    expect(hood).toContain('Hoodie with Zipper');
    expect(hood).not.toContain('>Beanie<');
  });

  it('prints aws_vars on storefront pages', async () => {
    const page = await (await fetch(new URL('/shop/', shop.url))).text();
    expect(page).toContain('var aws_vars = {"sale":"Sale!","sku":"SKU: ","showmore":"View all results","noresults":"Nothing found"};');
  });
});
