import { describe, expect, it } from 'vitest';
import { isAllowedUrl, originOf } from './origin.ts';

const base = 'https://shop.example/shop/product/hoodie/';

describe('originOf', () => {
  it('resolves relative addresses against the base', () => {
    expect(originOf('/shop/asp-payment-box/?product_id=3', base)).toBe('https://shop.example');
    expect(originOf('https://pay.example:8443/box', base)).toBe('https://pay.example:8443');
  });

  it('gives null for addresses that are not http(s)', () => {
    expect(originOf('javascript:alert(1)', base)).toBeNull();
    expect(originOf('data:text/html,hi', base)).toBeNull();
    expect(originOf('http://[bad', base)).toBeNull();
  });
});

describe('isAllowedUrl', () => {
  it('accepts only the listed origins', () => {
    expect(isAllowedUrl('/thank-you/', ['https://shop.example'], base)).toBe(true);
    expect(isAllowedUrl('https://evil.example/thank-you/', ['https://shop.example'], base)).toBe(false);
    expect(isAllowedUrl('//evil.example/x', ['https://shop.example'], base)).toBe(false);
    expect(isAllowedUrl('javascript:alert(1)', ['https://shop.example'], base)).toBe(false);
  });
});
