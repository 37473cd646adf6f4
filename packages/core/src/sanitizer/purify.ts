/**
 * The fallback for browsers without a usable HTML Sanitizer API: DOMPurify (`dist/vendor-dompurify.js`,
 * 11.8 KB gzip), fetched on first use, with the same allow-list as the browser's sanitiser. Elements off
 * the list go with their content, as they do there. DOMPurify also drops an `id` or `name` that would
 * shadow a property of the document or of a form (its SANITIZE_DOM default); native.ts does the same.
 */
import type { Config } from 'dompurify';
import type { SafeHtml } from '../html.ts';
import { ALLOW_DATA_ATTRIBUTES, ATTRIBUTES, HTML_ELEMENTS, SVG_ELEMENTS } from './allow-list.ts';
import type { HtmlSanitizer } from './load.ts';

/** The allow-list in DOMPurify's terms (it compares attribute names in lower case). */
export function purifyConfig(): Config {
  return {
    // '#text': DOMPurify adds text nodes to its list only when it keeps the content of removed elements
    ALLOWED_TAGS: [...HTML_ELEMENTS, ...SVG_ELEMENTS, '#text'],
    ALLOWED_ATTR: ATTRIBUTES.map((name) => name.toLowerCase()),
    ALLOW_DATA_ATTR: ALLOW_DATA_ATTRIBUTES,
    // the ARIA attributes are listed, as the browser's sanitiser needs them
    ALLOW_ARIA_ATTR: false,
    KEEP_CONTENT: false,
  };
}

export async function purifySanitizer(): Promise<HtmlSanitizer> {
  const { default: purify } = await import('dompurify');
  const config = purifyConfig();
  const html = (dirty: string): SafeHtml => purify.sanitize(dirty, config) as SafeHtml;
  return {
    kind: 'dompurify',
    html,
    fragment(dirty, doc) {
      const template = doc.createElement('template');
      template.innerHTML = html(dirty);
      return template.content;
    },
  };
}
