/**
 * Picks the page's sanitiser: the browser's own (native.ts) when it has an HTML Sanitizer API that honours
 * our allow-list, else DOMPurify (purify.ts, with the same list, and DOMPurify itself fetched only then).
 * Never neither: when DOMPurify cannot load, the promise rejects and no server HTML is shown. Loaded on demand (html.ts, html-fragments.ts), so no
 * start-up chunk carries it.
 */
import type { SafeHtml } from '../html.ts';
import { ALLOW_LIST } from './allow-list.ts';
import { nativeSanitizer } from './native.ts';

export interface HtmlSanitizer {
  /** Which sanitiser this is: the browser's HTML Sanitizer API or DOMPurify. */
  readonly kind: 'native' | 'dompurify';
  /** Sanitised markup, for callers that need a string (React's dangerouslySetInnerHTML). */
  html(html: string): SafeHtml;
  /** Sanitised nodes owned by `doc`, ready to insert. */
  fragment(html: string, doc: Document): DocumentFragment;
}

export async function loadHtmlSanitizer(win: Window = window): Promise<HtmlSanitizer> {
  return nativeSanitizer(win) ?? (await import('./purify.ts')).purifySanitizer(ALLOW_LIST);
}
