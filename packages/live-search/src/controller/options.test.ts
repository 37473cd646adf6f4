// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { SearchResults } from '../response.ts';
import { searchOptions } from './options.ts';
import { NO_HTML, type SafeHtml } from '@shop-islands/core';

/** Fixtures stand for answers api.ts already sanitised. */
const safe = (html: string): SafeHtml => html as SafeHtml;

const results: SearchResults = {
  topText: safe('Top'),
  notices: [],
  topResults: { Popular: [{ link: '/p', name: safe('Popular pick'), content: NO_HTML }] },
  tax: { product_cat: [{ link: '/c/hoodies', name: safe('Hoodies'), count: 3, excerpt: NO_HTML }] },
  products: [{ link: '/product/hoodie/', title: safe('Hoodie'), image: '', featured: false, stock: null, sku: NO_HTML, excerpt: NO_HTML, price: NO_HTML, onSale: false }],
};

describe('searchOptions', () => {
  it('lists top results, taxonomy terms, products, then View all results', () => {
    expect(searchOptions(results, true).map((o) => (o.kind === 'all' ? 'all' : o.href))).toEqual(['/p', '/c/hoodies', '/product/hoodie/', 'all']);
  });

  it('leaves View all results out when switched off or when no product matched', () => {
    expect(searchOptions(results, false).map((o) => o.kind)).toEqual(['top', 'term', 'product']);
    expect(searchOptions({ ...results, products: [] }, true).map((o) => o.kind)).toEqual(['top', 'term']);
  });
});
