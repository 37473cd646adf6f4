// @vitest-environment jsdom
// (jsdom: the answer's HTML goes through DOMPurify, which happy-dom breaks.)
/**
 * Contract with Advanced Woo Search 3.67: its real `aws_action` answers, recorded on the real store by
 * the real-store suite (tests/real-store/journeys/contracts.test.ts) into `fixtures/`, go through the
 * widget's reader. A change in AWS's answer shape fails here first.
 */
import { describe, expect, it } from 'vitest';
import { sanitizeInline } from '@shop-islands/core';
import hoodie from './fixtures/aws-action-hoodie.json';
import qwerty from './fixtures/aws-action-qwerty.json';
import { hasResults, readSearchResponse } from './response.ts';

describe("Advanced Woo Search's recorded aws_action answers", () => {
  it("reads the answer for 'hoodie': products with their highlight markup kept, sanitised, and empty PHP arrays as nothing", async () => {
    const results = readSearchResponse(hoodie as unknown, (html: string) => sanitizeInline(html));
    expect(hasResults(results)).toBe(true);
    expect(results.tax).toEqual({});
    expect(results.topResults).toEqual({});
    expect(results.products.map((p) => p.title)).toEqual(['<strong>Hoodie</strong> with Zipper', '<strong>Hoodie</strong> with Logo']);
    expect(results.products[0]).toMatchObject({
      link: 'http://store.test/product/hoodie-with-zipper/',
      image: '',
      featured: false,
      stock: null,
      sku: '',
      onSale: false,
    });
    expect(results.products[0]?.price).toContain('45.00');
    expect(results.products[0]?.price).toContain('woocommerce-Price-amount');
  });

  it("reads the answer for a term with no match as 'nothing found'", async () => {
    const results = readSearchResponse(qwerty as unknown, (html: string) => sanitizeInline(html));
    expect(hasResults(results)).toBe(false);
    expect(results).toEqual({ topText: '', notices: [], topResults: {}, tax: {}, products: [] });
  });
});
