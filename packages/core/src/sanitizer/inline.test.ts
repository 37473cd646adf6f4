// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeInline } from './inline.ts';

/** What the sanitised markup becomes in a page: parsed again, as innerHTML does. */
const reparsed = (html: string): HTMLElement => {
  const host = document.createElement('div');
  host.innerHTML = sanitizeInline(html);
  return host;
};

describe('sanitizeInline', () => {
  it("keeps AWS's highlights and WooCommerce's price HTML, with their classes", () => {
    expect(sanitizeInline('<strong>Hood</strong>ie')).toBe('<strong>Hood</strong>ie');
    const price =
      '<del aria-hidden="true"><span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol" translate="no">£</span>45.00</bdi></span></del> ' +
      '<span class="screen-reader-text">Original price was: £45.00.</span><ins aria-hidden="true"><span class="woocommerce-Price-amount amount"><bdi>42.00</bdi></span></ins>';
    expect(sanitizeInline(price)).toBe(price.replace(' translate="no"', ''));
    expect(sanitizeInline('<p>Top <em>picks</em><br>today</p>')).toBe('<p>Top <em>picks</em><br>today</p>');
    expect(sanitizeInline('Tom &amp; Jerry &lt;3')).toBe('Tom &amp; Jerry &lt;3');
  });

  it('removes script and style with their content, and svg, math, frames and templates whole', () => {
    for (const hostile of [
      'A<script>window.__xss=1</script>B',
      'A<style>body{display:none}</style>B',
      'A<svg><script>window.__xss=1</script><a href="javascript:0">x</a></svg>B',
      'A<svg onload="window.__xss=1"></svg>B',
      'A<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=1"></style></mglyph></table></mtext></math>B',
      'A<iframe src="javascript:window.__xss=1"></iframe>B',
      'A<template><img src=x onerror="window.__xss=1"></template>B',
      'A<noscript><p title="</noscript><img src=x onerror=window.__xss=1>"></noscript>B',
    ]) {
      const host = reparsed(hostile);
      expect(host.querySelectorAll('script, style, svg, math, iframe, template, noscript, img, a, [onerror], [onload], [href], [src]'), hostile).toHaveLength(0);
      // What is left is text: none of the payload's code (only jsdom's parse of <noscript>, without scripting, leaves '">')
      expect(host.children, hostile).toHaveLength(0);
      expect(host.textContent, hostile).toMatch(/^A(">)?B$/);
    }
  });

  it('drops every attribute but class and aria-hidden: event handlers, styles, URLs', () => {
    expect(sanitizeInline('<strong onclick="window.__xss=1" style="position:fixed" id="cookie" data-x="1" class="hit">Hood</strong>')).toBe('<strong class="hit">Hood</strong>');
    expect(sanitizeInline('<span onmouseover="window.__xss=1" aria-hidden="true">x</span>')).toBe('<span aria-hidden="true">x</span>');
  });

  it('keeps the text of elements it does not list, never the elements: links, images, forms, buttons', () => {
    expect(sanitizeInline('<a href="javascript:window.__xss=1">Click</a> <img src=x onerror="window.__xss=1">me')).toBe('Click me');
    expect(sanitizeInline('<form action="https://evil.test"><button formaction="javascript:0">Go</button><input name="s"></form>')).toBe('Go');
    const host = reparsed('<a href="javascript:0"><strong>Hood</strong></a><img src=x onerror=alert(1)>');
    expect(host.querySelectorAll('a, img, [onerror], [href]')).toHaveLength(0);
    expect(host.querySelector('strong')?.textContent).toBe('Hood');
  });

  it('drops comments, and markup written as text stays text', () => {
    expect(sanitizeInline('A<!-- <img src=x onerror=alert(1)> -->B')).toBe('AB');
    expect(reparsed('&lt;img src=x onerror="window.__xss=1"&gt;Payload').textContent).toBe('<img src=x onerror="window.__xss=1">Payload');
    expect(reparsed('&lt;img src=x onerror="window.__xss=1"&gt;Payload').querySelector('img')).toBeNull();
  });
});
