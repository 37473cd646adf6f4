import { describe, expect, it } from 'vitest';
import { isSafariLike, prefetchDocument, withCacheKey } from './environment.ts';

describe('isSafariLike', () => {
  it('is true for Safari on macOS and iOS, false for Chrome, Android and Firefox', () => {
    expect(isSafariLike('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15')).toBe(true);
    expect(isSafariLike('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1')).toBe(true);
    expect(isSafariLike('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36')).toBe(false);
    expect(isSafariLike('Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Safari/537.36')).toBe(false);
    expect(isSafariLike('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0')).toBe(false);
  });
});

describe('prefetchDocument', () => {
  it('adds a document prefetch of the address (per button, as Stripe Payments\' handler adds it)', () => {
    document.head.innerHTML = '';
    prefetchDocument(document, 'https://shop.example/shop/asp-payment-box/?product_id=1&ckey=k');
    const links = document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('as')).toBe('document');
    expect(links[0]?.href).toBe('https://shop.example/shop/asp-payment-box/?product_id=1&ckey=k');
  });
});

describe('withCacheKey', () => {
  it('adds the cache key', () => {
    expect(withCacheKey(new URL('https://shop.example/shop/asp-payment-box/?product_id=1'), 'k1')).toBe(
      'https://shop.example/shop/asp-payment-box/?product_id=1&ckey=k1',
    );
  });
  it('leaves the address as it is without one', () => {
    expect(withCacheKey(new URL('https://shop.example/shop/asp-payment-box/?product_id=1'), '')).toBe('https://shop.example/shop/asp-payment-box/?product_id=1');
  });
});
