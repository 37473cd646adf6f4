/**
 * The only way server HTML (notices, fragments, search excerpts, price HTML) reaches the page:
 * sanitised by DOMPurify first. DOMPurify is the largest file the suite ships, so it is fetched on
 * first use (`import()`), not at page start: a page that never shows server HTML never loads it.
 * Putting sanitised markup in the page is html-fragments.ts.
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

