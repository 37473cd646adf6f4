/**
 * The one HTTP client every widget uses to talk to the shop: admin-ajax, `?wc-ajax=…` endpoints
 * and the Store API. It posts form data the way jQuery.ajax did, adds nonces, enforces a timeout,
 * honours abort signals and turns every failure into a RequestError.
 */
import { encodeForm, type FormFields } from './form-encoding.ts';
import { isRequestError, RequestError } from './request-error.ts';

export const DEFAULT_TIMEOUT_MS = 30_000;
export const ENDPOINT_PLACEHOLDER = '%%endpoint%%';

export { RequestError, type RequestFailure } from './request-error.ts';

export interface RequestOptions {
  /** Aborting it rejects the request with a RequestError of failure 'aborted'. */
  readonly signal?: AbortSignal;
  /** Gives up after this long (default 30 s) with a RequestError of failure 'timeout'; Infinity never gives up. */
  readonly timeoutMs?: number;
  readonly headers?: Readonly<Record<string, string>>;
  /**
   * For endpoints whose JSON may be wrapped in stray output (PHP notices, plugin echoes):
   * the JSON is read from the first occurrence of this text, for example '{"result'.
   */
  readonly jsonStartsWith?: string;
}

export type FormBody = FormFields | URLSearchParams;

/** `wc_checkout_params.wc_ajax_url` and friends hold '%%endpoint%%'; this fills it in. */
export function endpointUrl(template: string, endpoint: string): string {
  if (!template.includes(ENDPOINT_PLACEHOLDER)) {
    throw new Error(`The AJAX URL ${template} has no ${ENDPOINT_PLACEHOLDER} placeholder`);
  }
  return template.replace(ENDPOINT_PLACEHOLDER, encodeURIComponent(endpoint));
}

/** A finished answer: its headers and its whole body, read inside the timeout and abort window. */
export interface Answer {
  readonly headers: Headers;
  readonly text: string;
}

/** Performs a request with timeout and abort handling; rejects with RequestError for network failures and non-2xx answers. */
export async function send(url: string, init: RequestInit, { signal, timeoutMs = DEFAULT_TIMEOUT_MS, headers }: RequestOptions = {}): Promise<Answer> {
  const controller = new AbortController();
  const abort = (): void => controller.abort();
  let timedOut = false;
  // Infinity waits as long as the answer takes (an order being placed: SPEC 4.5).
  const timer = Number.isFinite(timeoutMs)
    ? setTimeout(() => {
        timedOut = true;
        abort();
      }, timeoutMs)
    : undefined;
  if (signal) {
    if (signal.aborted) abort();
    signal.addEventListener('abort', abort);
  }
  try {
    const response = await fetch(url, {
      credentials: 'same-origin',
      ...init,
      headers: { 'X-Requested-With': 'XMLHttpRequest', ...init.headers, ...headers },
      signal: controller.signal,
    });
    const text = await response.text();
    if (!response.ok) throw new RequestError('status', url, response.status, text, response.headers);
    return { headers: response.headers, text };
  } catch (error) {
    throw isRequestError(error) ? error : new RequestError(timedOut ? 'timeout' : controller.signal.aborted ? 'aborted' : 'network', url);
  } finally {
    clearTimeout(timer);
    if (signal) signal.removeEventListener('abort', abort);
  }
}

/** Parses a JSON answer, failing with RequestError 'parse'; see RequestOptions.jsonStartsWith. */
export function parseJson(text: string, url: string, startsWith?: string): unknown {
  try {
    return JSON.parse(startsWith ? text.slice(Math.max(0, text.indexOf(startsWith))) : text);
  } catch {
    throw new RequestError('parse', url, null, text);
  }
}

async function sendForm(url: string, body: FormBody, options: RequestOptions): Promise<string> {
  const answer = await send(
    url,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8' },
      body: body instanceof URLSearchParams ? body : encodeForm(body),
    },
    options,
  );
  return answer.text;
}

/** POSTs form data and returns the parsed JSON answer (unvalidated: map it in the widget's api.ts). */
export async function postForm(url: string, body: FormBody, options: RequestOptions = {}): Promise<unknown> {
  return parseJson(await sendForm(url, body, options), url, options.jsonStartsWith);
}

/** POSTs form data and returns the answer as text (endpoints that reply with an HTML notice). */
export function postFormForText(url: string, body: FormBody, options: RequestOptions = {}): Promise<string> {
  return sendForm(url, body, options);
}

/** POSTs to admin-ajax.php with `action` set. */
export function postAdminAjax(
  adminAjaxUrl: string,
  action: string,
  fields: FormFields,
  options: RequestOptions = {},
): Promise<unknown> {
  return postForm(adminAjaxUrl, { action, ...fields }, options);
}

/**
 * Keeps only the newest of a series of requests alive (live search terms, checkout updates):
 * each call to next() aborts the signal it handed out before.
 */
export class LatestRequest {
  declare private controller?: AbortController;

  next(): AbortSignal {
    this.cancel();
    return (this.controller = new AbortController()).signal;
  }

  cancel(): void {
    if (this.controller) this.controller.abort();
    this.controller = undefined;
  }
}
