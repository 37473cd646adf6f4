/**
 * How a request to the shop failed (http.ts throws it). A module of its own, so that code that only tells
 * failures apart (request-errors.ts) does not bring the HTTP client along.
 */
/** Why a request to the shop did not give a usable answer. */
export type RequestFailure = 'timeout' | 'aborted' | 'network' | 'status' | 'parse';

/** The brand every copy of RequestError carries, so any bundle can tell one from another error. */
export const REQUEST_ERROR_KIND = 'shop-islands/request-error';

export class RequestError extends Error {
  declare readonly kind: typeof REQUEST_ERROR_KIND;
  declare readonly failure: RequestFailure;
  declare readonly url: string;
  declare readonly status: number | null;
  declare readonly body: string | null;
  /** The answer's headers when the server answered (a rotated nonce may come with an error answer). */
  declare readonly headers: Headers | null;

  constructor(failure: RequestFailure, url: string, status: number | null = null, body: string | null = null, headers: Headers | null = null) {
    super(`${failure} failure for ${url}${status === null ? '' : ` (HTTP ${status})`}`);
    Object.assign(this, { kind: REQUEST_ERROR_KIND, failure, url, status, body, headers, name: 'RequestError' });
  }
}

/**
 * True for a RequestError, whichever bundle's copy of this class threw it: the session client is shared across
 * separately built bundles (`pageShared`), so a widget hears failures thrown by the copy of the bundle that made
 * the session, which `instanceof` its own copy would not recognise. Use this, never `instanceof RequestError`.
 */
export function isRequestError(error: unknown): error is RequestError {
  return (error as { kind?: unknown } | null | undefined)?.kind === REQUEST_ERROR_KIND;
}
