/**
 * The one call the live search makes: Advanced Woo Search's `aws_action`, posted to the box's `data-url` (checked
 * to be on the page's own origin when the box's settings were read) with a plain `XMLHttpRequest`, as AWS's: core's HTTP client
 * brings timeouts, nonces and error kinds this call does not use, and more bytes than AWS's whole script can spare.
 */
import { sanitizeInline } from '@shop-islands/core';
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
 * POSTs the AWS request fields (as jQuery.ajax did: a form, with the site's cookies and X-Requested-With) and
 * returns the answer read with its HTML sanitised (core's inline sanitiser: AWS's answers carry highlights and
 * price HTML only). Rejects with an Error when the request fails or is aborted through `signal` ('aws_action error',
 * 'aws_action abort': the session tells an abort by its signal), when the server answers with an error status, or when
 * the answer is not a JSON object.
 */
export async function searchProducts(request: SearchRequest, signal: AbortSignal): Promise<SearchResults> {
  const xhr = await new Promise<XMLHttpRequest>((resolve, reject) => {
    const x = new XMLHttpRequest();
    // Quoted: the build shortens the widget's own `open` (esbuild.config.ts's MANGLED_PROPS), never this one.
    x['open']('POST', request.url);
    x.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    x.onload = () => resolve(x);
    x.onerror = x.onabort = (event) => reject(Error(`aws_action ${event.type}`));
    signal.onabort = () => x.abort();
    x.send(
      new URLSearchParams({
        action: 'aws_action',
        keyword: request.keyword,
        aws_page: request.pageId,
        aws_tax: request.tax,
        lang: request.lang,
        pageurl: request.pageUrl,
        typedata: 'json',
      }),
    );
  });
  const text = xhr.responseText;
  if (xhr.status > 299) throw new Error(`aws_action answered ${xhr.status}`);
  // Stray output before the JSON (PHP notices) must not break the search. An answer without a '{' is no JSON
  // object whatever is read from it (slice(-1) reads its last character), so it is refused.
  return readSearchResponse(JSON.parse(text.slice(text.indexOf('{'))), sanitizeInline);
}
