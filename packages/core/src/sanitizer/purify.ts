/**
 * The fallback for browsers without a usable HTML Sanitizer API: DOMPurify (`dist/vendor-dompurify-<hash>.js`,
 * 11.8 KB gzip), fetched on first use, with the same allow-list as the browser's sanitiser (handed in by load.ts). Elements off
 * the list go with their content, as they do there. DOMPurify also drops an `id` or `name` that would
 * shadow a property of the document or of a form (its SANITIZE_DOM default); native.ts does the same.
 */
import type { Config } from 'dompurify';
import type { SafeHtml } from '../html.ts';
import type { AllowList } from './allow-list.ts';
import type { HtmlSanitizer } from './load.ts';

/** The allow-list in DOMPurify's terms (it compares attribute names in lower case). */
export function purifyConfig(list: AllowList): Config {
  return {
    // '#text': DOMPurify adds text nodes to its list only when it keeps the content of removed elements
    ALLOWED_TAGS: [...list.htmlElements, ...list.svgElements, '#text'],
    ALLOWED_ATTR: list.attributes.map((name) => name.toLowerCase()),
    ALLOW_DATA_ATTR: list.dataAttributes,
    // the ARIA attributes are listed, as the browser's sanitiser needs them
    ALLOW_ARIA_ATTR: false,
    KEEP_CONTENT: false,
  };
}

export async function purifySanitizer(list: AllowList): Promise<HtmlSanitizer> {
  const { default: purify } = await import('dompurify');
  const config = purifyConfig(list);
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
