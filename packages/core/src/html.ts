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
 * Replaces page parts with fresh server markup, as WooCommerce's `fragments` answers require:
 * each key is a selector, each value the new outer HTML of the matching elements.
 * Resolves to how many elements were replaced.
 */
export async function replaceFragments(fragments: Readonly<Record<string, string>>, doc: Document = document): Promise<number> {
  const sanitize = await loadSanitizer();
  let replaced = 0;
  for (const [selector, html] of Object.entries(fragments)) {
    for (const element of doc.querySelectorAll(selector)) {
      const template = doc.createElement('template');
      template.innerHTML = sanitize(html);
      element.replaceWith(template.content);
      replaced += 1;
    }
  }
  return replaced;
}
