/** The one call the live search makes: Advanced Woo Search's `aws_action`, posted to the box's `data-url`. */
import { loadSanitizer, postForm } from '@shop-islands/core';
import { readSearchResponse, type SearchResults } from './response.ts';

export interface SearchRequest {
  /** The box's `data-url`: admin-ajax.php or `/?wc-ajax=aws_action`. */
  readonly url: string;
  /** The cleaned term. */
  readonly keyword: string;
  readonly pageId: string;
  readonly tax: string;
  readonly lang: string;
  /** The page the shopper is on (AWS sends window.location.href). */
  readonly pageUrl: string;
}

/**
 * Starts loading what reading an answer needs (the HTML sanitiser), so that it is in before the first
 * answer: called when a shopper starts typing, 300 ms or more before the request goes. A failure here is
 * met again, and reported, by the request itself.
 */
export function prepareSearch(): void {
  loadSanitizer().catch(() => undefined);
}

/**
 * POSTs the AWS request fields and returns the validated answer with its HTML sanitised; rejects with
 * RequestError or SettingsError. The sanitiser is loaded by then, or loads alongside the request.
 */
export async function searchProducts(request: SearchRequest, signal: AbortSignal): Promise<SearchResults> {
  const sanitizer = loadSanitizer();
  const json = await postForm(
    request.url,
    {
      action: 'aws_action',
      keyword: request.keyword,
      aws_page: request.pageId,
      aws_tax: request.tax,
      lang: request.lang,
      pageurl: request.pageUrl,
      typedata: 'json',
    },
    // Stray output before the JSON (PHP notices) must not break the search.
    { signal, jsonStartsWith: '{' },
  );
  return readSearchResponse(json, await sanitizer);
}
