/**
 * The only way server HTML (notices, fragments, search excerpts, price HTML) reaches the page:
 * sanitised by DOMPurify first.
 */
import DOMPurify from 'dompurify';

/** Sanitised HTML, safe for innerHTML or React's dangerouslySetInnerHTML. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html);
}

/** Sanitised HTML as a detached fragment, ready to insert. */
export function htmlToFragment(html: string, doc: Document = document): DocumentFragment {
  const template = doc.createElement('template');
  template.innerHTML = sanitizeHtml(html);
  return template.content;
}

/**
 * Replaces page parts with fresh server markup, as WooCommerce's `fragments` answers require:
 * each key is a selector, each value the new outer HTML of the matching elements.
 * Returns how many elements were replaced.
 */
export function replaceFragments(fragments: Readonly<Record<string, string>>, doc: Document = document): number {
  let replaced = 0;
  for (const [selector, html] of Object.entries(fragments)) {
    for (const element of doc.querySelectorAll(selector)) {
      element.replaceWith(htmlToFragment(html, doc));
      replaced += 1;
    }
  }
  return replaced;
}
