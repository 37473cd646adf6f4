/**
 * Server markup into the page, always through the sanitiser (html.ts): detached fragments, and
 * WooCommerce `fragments` answers (selector → new outer HTML). Its own module, so that a widget that
 * only sanitises at start-up (live search) does not load what cart and checkout updates need.
 */
import { loadSanitizer } from './html.ts';

/** Sanitised server HTML as a detached fragment, ready to insert. */
export async function htmlToFragment(html: string, doc: Document = document): Promise<DocumentFragment> {
  const sanitize = await loadSanitizer();
  const template = doc.createElement('template');
  template.innerHTML = sanitize(html);
  return template.content;
}

/**
 * Hands each element a WooCommerce `fragments` answer names (each key a selector, each value the new
 * outer HTML) to `swap`, with its new markup sanitised. Resolves to how many elements there were.
 */
export async function eachFragment(
  fragments: Readonly<Record<string, string>>,
  swap: (element: Element, content: DocumentFragment) => void,
  doc: Document = document,
): Promise<number> {
  const sanitize = await loadSanitizer();
  let count = 0;
  for (const [selector, html] of Object.entries(fragments)) {
    for (const element of doc.querySelectorAll(selector)) {
      const template = doc.createElement('template');
      template.innerHTML = sanitize(html);
      swap(element, template.content);
      count += 1;
    }
  }
  return count;
}

/** Replaces page parts with fresh server markup (cart fragments); the checkout's swap keeps islands (checkout/fragments.ts). */
export function replaceFragments(fragments: Readonly<Record<string, string>>, doc: Document = document): Promise<number> {
  return eachFragment(fragments, (element, content) => element.replaceWith(content), doc);
}
