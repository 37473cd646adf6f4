/** The one call the live search makes: Advanced Woo Search's `aws_action`, posted to the box's `data-url`. */
import { postForm, sanitizeInline } from '@shop-islands/core';
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
 * POSTs the AWS request fields and returns the validated answer with its HTML sanitised (core's inline
 * sanitiser: AWS's answers carry highlights and price HTML only); rejects with RequestError or SettingsError.
 */
export async function searchProducts(request: SearchRequest, signal: AbortSignal): Promise<SearchResults> {
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
  return readSearchResponse(json, (html) => sanitizeInline(html));
}
