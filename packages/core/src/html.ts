/**
 * The only way server HTML (notices, fragments, search excerpts, price HTML) reaches the page: sanitised
 * first, by the browser's own HTML Sanitizer API where it has one that honours our allow-list, else by
 * DOMPurify (sanitizer/). The sanitiser is loaded on first use (`import()`), not at page start, and
 * DOMPurify, the largest file the suite ships, only in browsers without the API. Putting sanitised
 * markup in the page as nodes is html-fragments.ts.
 */

/** HTML that went through the sanitiser; only this may reach innerHTML or dangerouslySetInnerHTML. */
export type SafeHtml = string & { readonly __sanitised: true };

export type Sanitize = (html: string) => SafeHtml;

/** No HTML at all: trivially safe. */
export const NO_HTML = '' as SafeHtml;

/** Resolves to the sanitiser as a string function (for dangerouslySetInnerHTML); rejects when none can load. */
export async function loadSanitizer(): Promise<Sanitize> {
  const { loadHtmlSanitizer } = await import('./sanitizer/load.ts');
  const sanitizer = await loadHtmlSanitizer();
  return (html) => sanitizer.html(html);
}
