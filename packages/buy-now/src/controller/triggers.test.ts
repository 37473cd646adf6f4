import { describe, expect, it } from 'vitest';
import { triggerSelector } from './trigger-selector.ts';
import { matchAttachClass, matchTriggerLink, paymentBoxUrl, randomUniqId } from './triggers.ts';

const slug = 'asp-payment-box';
const page = 'https://shop.example/shop/blog/post/';

describe('matchTriggerLink', () => {
  it('recognises show_pp links and keeps the parameters after the product id', () => {
    expect(matchTriggerLink('https://shop.example/?asp_action=show_pp&product_id=12&price=5&ref=blog', slug)).toEqual({
      productId: '12',
      params: [
        ['price', '5'],
        ['ref', 'blog'],
      ],
    });
  });

  it('recognises payment box links by their slug', () => {
    expect(matchTriggerLink('/shop/asp-payment-box/?product_id=7', slug)).toEqual({ productId: '7', params: [] });
    expect(matchTriggerLink('/shop/asp-payment-box/?lang=en&product_id=7&price=3#top', slug)).toEqual({
      productId: '7',
      params: [['price', '3']],
    });
  });

  it('ignores other links', () => {
    expect(matchTriggerLink('/shop/product/hoodie/?product_id=7', slug)).toBeNull();
    expect(matchTriggerLink('/?asp_action=show_pp', slug)).toBeNull();
    expect(matchTriggerLink('/shop/asp-payment-box/', slug)).toBeNull();
  });
});

describe('matchAttachClass', () => {
  it('finds the product id in the class list', () => {
    expect(matchAttachClass('button asp-attach-product-42 big')).toBe('42');
    expect(matchAttachClass('asp-attach-product-9')).toBe('9');
  });

  it('ignores classes that only contain the prefix', () => {
    expect(matchAttachClass('asp-attach-product-')).toBeNull();
    expect(matchAttachClass('no-asp-attach-product-4x')).toBeNull();
  });
});

describe('triggerSelector', () => {
  it('selects both link kinds and attach elements', () => {
    document.body.innerHTML = `
      <a id="a" href="/?asp_action=show_pp&product_id=1">a</a>
      <a id="b" href="/shop/asp-payment-box/?product_id=2">b</a>
      <span id="c" class="x asp-attach-product-3">c</span>
      <a id="d" href="/shop/">d</a>`;
    const ids = [...document.querySelectorAll(triggerSelector(slug))].map((el) => el.id);
    expect(ids).toEqual(['a', 'b', 'c']);
  });
});

describe('paymentBoxUrl', () => {
  it('builds the box address from the configured base, never from the link host', () => {
    const target = matchTriggerLink('https://evil.example/?asp_action=show_pp&product_id=12&ref=x', slug);
    expect(target).not.toBeNull();
    if (!target) return;
    expect(paymentBoxUrl('/shop/asp-payment-box/', target, '9.99', page)).toBe(
      'https://shop.example/shop/asp-payment-box/?product_id=12&ref=x&price=9.99',
    );
  });
});

describe('randomUniqId', () => {
  it('gives 9 lower-case letters and digits, different each time', () => {
    const ids = new Set(Array.from({ length: 20 }, randomUniqId));
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]{9}$/);
    expect(ids.size).toBeGreaterThan(15);
  });
});
