/**
 * The only way server HTML (notices, fragments, search excerpts, price HTML) reaches the page:
 * sanitised by DOMPurify first. DOMPurify is the largest file the suite ships, so it is fetched on
 * first use (`import()`), not at page start: a page that never shows server HTML never loads it.
 */

/** HTML that went through the sanitiser; only this may reach innerHTML or dangerouslySetInnerHTML. */
export type SafeHtml = string & { readonly __sanitised: true };

export type Sanitize = (html: string) => SafeHtml;

/** No HTML at all: trivially safe. */
export const NO_HTML = '' as SafeHtml;

/** Resolves to the sanitiser, loading DOMPurify on the first call (the module system keeps it after that). */
export async function loadSanitizer(): Promise<Sanitize> {
  const { default: purify } = await import('dompurify');
  return (html) => purify.sanitize(html) as SafeHtml;
}

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
