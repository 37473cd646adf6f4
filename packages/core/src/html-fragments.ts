/**
 * Server markup into the page, always through the sanitiser (html.ts), as nodes (no string round trip):
 * detached fragments, and WooCommerce `fragments` answers (selector → new outer HTML). Its own module, so
 * that a widget that only sanitises at start-up (live search) does not load what cart and checkout updates need.
 */
import type { HtmlSanitizer } from './sanitizer/load.ts';

async function sanitizerFor(doc: Document): Promise<HtmlSanitizer> {
  const { loadHtmlSanitizer } = await import('./sanitizer/load.ts');
  return loadHtmlSanitizer(doc.defaultView ?? window);
}

/** Sanitised server HTML as a detached fragment, ready to insert. */
export async function htmlToFragment(html: string, doc: Document = document): Promise<DocumentFragment> {
  return (await sanitizerFor(doc)).fragment(html, doc);
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
  const sanitizer = await sanitizerFor(doc);
  let count = 0;
  for (const [selector, html] of Object.entries(fragments)) {
    for (const element of doc.querySelectorAll(selector)) {
      swap(element, sanitizer.fragment(html, doc));
      count += 1;
    }
  }
  return count;
}

/** Replaces page parts with fresh server markup (cart fragments); the checkout's swap keeps islands (checkout/fragments.ts). */
export function replaceFragments(fragments: Readonly<Record<string, string>>, doc: Document = document): Promise<number> {
  return eachFragment(fragments, (element, content) => element.replaceWith(content), doc);
}
