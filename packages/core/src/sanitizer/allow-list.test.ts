// @vitest-environment jsdom
// (jsdom has no HTML Sanitizer API, so this is DOMPurify with the allow-list; Chromium runs both sanitisers
// on the same markup in tests/e2e/sanitizer.test.ts.)
import { describe, expect, it } from 'vitest';
import { ALLOW_LIST, ATTRIBUTES, HTML_ELEMENTS, SVG_ELEMENTS } from './allow-list.ts';
import { WOOCOMMERCE_MARKUP } from './fixtures/woocommerce-markup.ts';
import { nativeConfig } from './native.ts';
import { purifyConfig, purifySanitizer } from './purify.ts';

/** The markup as the page would parse it unsanitised, less `xmlns` (in HTML the parser gives svg its namespace; the attribute is inert). */
const parsed = (html: string): DocumentFragment => {
  const template = document.createElement('template');
  template.innerHTML = html;
  template.content.querySelectorAll('[xmlns]').forEach((element) => element.removeAttribute('xmlns'));
  return template.content;
};

const serialised = (fragment: DocumentFragment): string => {
  const box = document.createElement('div');
  box.append(fragment.cloneNode(true));
  return box.innerHTML;
};

describe('the allow-list', () => {
  it.each(Object.entries(WOOCOMMERCE_MARKUP))('keeps %s exactly as WooCommerce prints it', async (_, html) => {
    const sanitizer = await purifySanitizer(ALLOW_LIST);
    const clean = sanitizer.fragment(html, document);
    expect(serialised(clean)).toBe(serialised(parsed(html)));
    expect(clean.isEqualNode(parsed(html))).toBe(true);
  });

  it('lists no element that runs script, loads another document or changes the rules of the page', () => {
    const names = [...HTML_ELEMENTS, ...SVG_ELEMENTS].map((name) => name.toLowerCase());
    for (const banned of ['script', 'style', 'link', 'meta', 'base', 'iframe', 'frame', 'frameset', 'object', 'embed', 'template', 'noscript', 'math', 'foreignobject', 'use', 'animate', 'set', 'image', 'dialog', 'slot']) {
      expect(names, banned).not.toContain(banned);
    }
  });

  it('lists no attribute that runs script, sends a form elsewhere or opens what the page did not', () => {
    const names = ATTRIBUTES.map((name) => name.toLowerCase());
    expect(names.filter((name) => name.startsWith('on'))).toEqual([]);
    for (const banned of ['formaction', 'formmethod', 'formtarget', 'formenctype', 'formnovalidate', 'form', 'srcdoc', 'ping', 'popover', 'popovertarget', 'popovertargetaction', 'autofocus', 'xlink:href', 'is', 'nonce']) {
      expect(names, banned).not.toContain(banned);
    }
  });

  it('is the same list for the browser sanitiser and for DOMPurify', () => {
    const native = nativeConfig();
    const purify = purifyConfig(ALLOW_LIST);
    expect(native.elements.map((element) => (typeof element === 'string' ? element : element.name))).toEqual(purify.ALLOWED_TAGS?.filter((tag) => tag !== '#text'));
    expect(native.attributes.map((name) => name.toLowerCase())).toEqual(purify.ALLOWED_ATTR);
    expect(native.dataAttributes).toBe(purify.ALLOW_DATA_ATTR);
    // The browser's list names the svg icons in the svg namespace, where they are.
    expect(native.elements.filter((element) => typeof element !== 'string')).toEqual(SVG_ELEMENTS.map((name) => ({ name, namespace: 'http://www.w3.org/2000/svg' })));
  });
});

describe('the DOMPurify fallback', () => {
  it('drops script, handlers, javascript: addresses and the attributes that redirect a form', async () => {
    const sanitizer = await purifySanitizer(ALLOW_LIST);
    const clean = sanitizer.html(
      '<img src="x" onerror="alert(1)"><svg onload="alert(2)"><path d="M0 0"></path></svg><script>alert(3)</script>' +
        '<a href="javascript:alert(4)">Mug</a><form action="javascript:alert(5)"><button formaction="https://evil.test/">Go</button><input form="other" name="card"></form>' +
        '<iframe srcdoc="<script>alert(6)</script>"></iframe><noscript><p title="</noscript><img src=x onerror=alert(7)>"></p></noscript>' +
        '<div style="background:url(javascript:alert(8))">styled</div>',
    );
    expect(clean).toBe(
      '<img src="x"><svg><path d="M0 0"></path></svg><a>Mug</a><form><button>Go</button><input name="card"></form><div style="background:url(javascript:alert(8))">styled</div>',
    );
  });

  it('drops an id or name that would shadow a property of the document or of a form', async () => {
    const sanitizer = await purifySanitizer(ALLOW_LIST);
    expect(sanitizer.html('<img name="cookie" id="forms" src="x"><input name="submit"><input name="coupon_code">')).toBe('<img src="x"><input><input name="coupon_code">');
  });
});
