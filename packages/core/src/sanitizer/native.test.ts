// @vitest-environment jsdom
// jsdom has no HTML Sanitizer API. These tests give it stand-ins with the shapes the API has had, to test
// which sanitiser is chosen; the real API is tested in Chromium (tests/e2e/sanitizer.test.ts).
import { afterEach, describe, expect, it } from 'vitest';
import { loadHtmlSanitizer } from './load.ts';
import { nativeConfig, nativeSanitizer, type NativeSanitizerConfig } from './native.ts';

type Shape =
  /** Today's API: `new Sanitizer({elements, attributes, dataAttributes})`, its safe method removes script whatever the config. */
  | 'current'
  /** Chromium's first API: it read `allowElements`, so our config is ignored and its defaults strip forms and attributes. */
  | 'ignores-config'
  /** Honours the config but removes nothing unsafe (a broken or unsafe-only implementation). */
  | 'unsafe'
  /** Rejects the config (a browser whose validation rules differ). */
  | 'rejects';

const built: NativeSanitizerConfig[] = [];
let setHtmlCalls = 0;

/** Gives the page a stand-in Sanitizer API of `shape`. */
function installApi(shape: Shape): void {
  class Sanitizer {
    readonly config: NativeSanitizerConfig;
    constructor(config: NativeSanitizerConfig) {
      if (shape === 'rejects') throw new TypeError('invalid config');
      this.config = config;
      built.push(config);
    }
  }
  function setHTML(this: HTMLTemplateElement, html: string, { sanitizer }: { sanitizer: Sanitizer }): void {
    setHtmlCalls += 1;
    this.innerHTML = html;
    const config = sanitizer.config;
    const elements = shape === 'ignores-config' ? ['p', 'a', 'strong'] : config.elements.map((e) => (typeof e === 'string' ? e : e.name));
    const attributes = shape === 'ignores-config' ? ['href'] : config.attributes;
    for (const element of [...this.content.querySelectorAll('*')]) {
      if (!elements.includes(element.localName)) {
        element.remove();
        continue;
      }
      for (const { name, value } of [...element.attributes]) {
        const listed = attributes.includes(name) || (shape !== 'ignores-config' && config.dataAttributes && name.startsWith('data-'));
        const unsafe = shape !== 'unsafe' && (name.startsWith('on') || /^\s*javascript:/i.test(value));
        if (!listed || unsafe) element.removeAttribute(name);
      }
    }
  }
  Object.assign(window, { Sanitizer });
  Object.assign(HTMLTemplateElement.prototype, { setHTML });
}

afterEach(() => {
  Reflect.deleteProperty(window, 'Sanitizer');
  Reflect.deleteProperty(HTMLTemplateElement.prototype, 'setHTML');
  built.length = 0;
  setHtmlCalls = 0;
});

describe('choosing the sanitiser', () => {
  it('uses DOMPurify when the browser has no Sanitizer API', async () => {
    expect(nativeSanitizer(window)).toBeNull();
    expect((await loadHtmlSanitizer(window)).kind).toBe('dompurify');
  });

  it('uses DOMPurify when there is a Sanitizer but no setHTML', async () => {
    installApi('current');
    Reflect.deleteProperty(HTMLTemplateElement.prototype, 'setHTML');
    expect((await loadHtmlSanitizer(window)).kind).toBe('dompurify');
  });

  it.each<[string, Shape]>([
    ['ignores our allow-list (the first API shape)', 'ignores-config'],
    ['keeps event handlers and javascript: addresses', 'unsafe'],
    ['rejects our allow-list', 'rejects'],
  ])('uses DOMPurify when the API %s', async (_, shape) => {
    installApi(shape);
    const sanitizer = await loadHtmlSanitizer(window);
    expect(sanitizer.kind).toBe('dompurify');
    expect(sanitizer.html('<input name="qty" data-x="1" onclick="alert(1)">')).toBe('<input name="qty" data-x="1">');
  });

  it("uses the browser's API with the allow-list when it honours it", async () => {
    installApi('current');
    const sanitizer = await loadHtmlSanitizer(window);
    expect(sanitizer.kind).toBe('native');
    expect(built).toEqual([nativeConfig()]);
    const calls = setHtmlCalls;
    expect(sanitizer.html('<label for="qty">Qty</label><input id="qty" name="qty" data-x="1" onclick="alert(1)">')).toBe('<label for="qty">Qty</label><input id="qty" name="qty" data-x="1">');
    const fragment = sanitizer.fragment('<tr><td><input type="radio" name="payment_method" checked></td></tr>', document);
    expect(fragment.firstElementChild?.outerHTML).toBe('<tr><td><input type="radio" name="payment_method" checked=""></td></tr>');
    expect(setHtmlCalls).toBe(calls + 2);
  });
});

describe("the browser's sanitiser", () => {
  it('drops an id or name that would shadow a property of the document or of a form, as DOMPurify does', () => {
    installApi('current');
    const sanitizer = nativeSanitizer(window)!;
    expect(sanitizer.html('<img name="cookie" id="forms" src="x"><input name="submit"><input id="terms" name="coupon_code">')).toBe(
      '<img src="x"><input><input id="terms" name="coupon_code">',
    );
  });
});
