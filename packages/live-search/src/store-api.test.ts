// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { sanitizeInline } from '@shop-islands/core';
import { readSearchResponse } from './response.ts';
import { storeAnswer } from './store-api.ts';

const hoodie = {
  id: 1, name: 'Hoodie &amp; Zip', permalink: 'https://shop.test/product/hoodie/', sku: 'woo-hoodie', on_sale: true,
  price_html: '<span class="amount">£45.00</span><img src=x onerror="steal()">', is_in_stock: false,
  images: [{ src: 'https://shop.test/full.jpg', thumbnail: 'https://shop.test/thumb.jpg' }],
  stock_availability: { text: 'Out of stock', class: 'out-of-stock' },
  categories: [{ id: 3, name: 'Hoodies', slug: 'hoodies', link: 'https://shop.test/product-category/hoodies/' }, { id: 4, name: 'Clothing', slug: 'clothing', link: 'https://shop.test/product-category/clothing/' }],
};

describe('storeAnswer', () => {
  it("reads the Store API's products into the drop-down's results: thumbnail, price HTML sanitised, stock text, SKU, sale; categories naming the term", () => {
    const results = readSearchResponse(storeAnswer([hoodie, { ...hoodie, name: 'Beanie', images: [], categories: [hoodie.categories[0]] }], 'hoodie'), sanitizeInline);
    expect(results.products[0]).toMatchObject({ link: hoodie.permalink, title: 'Hoodie &amp; Zip', image: 'https://shop.test/thumb.jpg', sku: 'woo-hoodie', onSale: true, stock: { inStock: false, text: 'Out of stock' } });
    expect(String(results.products[0]!.price)).toBe('<span class="amount">£45.00</span>');
    expect(results.products[1]!.image).toBe('');
    expect(results.tax.product_cat!.map((term) => [term.name, term.link, term.count])).toEqual([['Hoodies', 'https://shop.test/product-category/hoodies/', null]]);
  });

  it('an answer that is not a list is refused', () => {
    expect(() => storeAnswer({ code: 'rest_no_route' }, 'hoodie')).toThrow('not a list');
  });
});
