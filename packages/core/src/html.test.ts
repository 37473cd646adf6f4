// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { htmlToFragment, replaceFragments } from './html-fragments.ts';
import { loadSanitizer } from './html.ts';

describe('loadSanitizer', () => {
  it('keeps markup and text but drops scripts and event handlers', async () => {
    const sanitize = await loadSanitizer();
    const clean = sanitize('<span class="price">£5<script>alert(1)</script></span><img src="x" onerror="alert(2)">');
    expect(clean).toBe('<span class="price">£5</span><img src="x">');
  });

  it('drops javascript: links', async () => {
    const sanitize = await loadSanitizer();
    expect(sanitize('<a href="javascript:alert(1)">Mug</a>')).toBe('<a>Mug</a>');
  });
});

describe('htmlToFragment', () => {
  it('builds insertable nodes from sanitised HTML', async () => {
    const fragment = await htmlToFragment('<li>One</li><li onclick="x()">Two</li>');
    const list = document.createElement('ul');
    list.append(fragment);
    expect(list.outerHTML).toBe('<ul><li>One</li><li>Two</li></ul>');
  });
});

describe('replaceFragments', () => {
  it("swaps each selector's elements for the new markup, sanitised", async () => {
    document.body.innerHTML =
      '<div class="widget_shopping_cart_content">old</div><table><tbody><tr class="order-total"><td>£1</td></tr></tbody></table>';
    const replaced = await replaceFragments({
      'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content"><p>2 items<script>steal()</script></p></div>',
      '.missing': '<div>never</div>',
    });
    expect(replaced).toBe(1);
    expect(document.querySelector('.widget_shopping_cart_content')?.outerHTML).toBe(
      '<div class="widget_shopping_cart_content"><p>2 items</p></div>',
    );
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });
});
