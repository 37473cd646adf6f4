/**
 * The one HTTP client every widget uses to talk to the shop: admin-ajax, `?wc-ajax=…` endpoints
 * and the Store API. It posts form data the way jQuery.ajax did, adds nonces, enforces a timeout,
 * honours abort signals and turns every failure into a RequestError.
 */
import { encodeForm, type FormFields } from './form-encoding.ts';
import { RequestError } from './request-errors.ts';

export const DEFAULT_TIMEOUT_MS = 30_000;
export const ENDPOINT_PLACEHOLDER = '%%endpoint%%';

export interface RequestOptions {
  /** Aborting it rejects the request with a RequestError of failure 'aborted'. */
  readonly signal?: AbortSignal;
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
export async function send(url: string, init: RequestInit, options: RequestOptions = {}): Promise<Answer> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const forwardAbort = (): void => controller.abort();
  if (options.signal?.aborted) controller.abort();
  options.signal?.addEventListener('abort', forwardAbort, { once: true });
  try {
    const response = await fetch(url, {
      credentials: 'same-origin',
      ...init,
      headers: { 'X-Requested-With': 'XMLHttpRequest', ...init.headers, ...options.headers },
      signal: controller.signal,
    });
    const text = await response.text();
    if (!response.ok) throw new RequestError('status', url, response.status, text);
    return { headers: response.headers, text };
  } catch (error) {
    if (error instanceof RequestError) throw error;
    if (timedOut) throw new RequestError('timeout', url);
    if (controller.signal.aborted) throw new RequestError('aborted', url);
    throw new RequestError('network', url);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
  }
}

/** Parses a JSON answer, failing with RequestError 'parse'; see RequestOptions.jsonStartsWith. */
export function parseJson(text: string, url: string, startsWith?: string): unknown {
  const start = startsWith === undefined ? 0 : text.indexOf(startsWith);
  try {
    return JSON.parse(start > 0 ? text.slice(start) : text);
  } catch {
    throw new RequestError('parse', url, null, text);
  }
}

function formInit(body: FormBody): RequestInit {
  return {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8' },
    body: body instanceof URLSearchParams ? body : encodeForm(body),
  };
}

/** POSTs form data and returns the parsed JSON answer (unvalidated: map it in the widget's api.ts). */
export async function postForm(url: string, body: FormBody, options: RequestOptions = {}): Promise<unknown> {
  const answer = await send(url, formInit(body), options);
  return parseJson(answer.text, url, options.jsonStartsWith);
}

/** POSTs form data and returns the answer as text (endpoints that reply with an HTML notice). */
export async function postFormForText(url: string, body: FormBody, options: RequestOptions = {}): Promise<string> {
  const answer = await send(url, formInit(body), options);
  return answer.text;
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
  private controller: AbortController | null = null;

  next(): AbortSignal {
    this.controller?.abort();
    this.controller = new AbortController();
    return this.controller.signal;
  }

  cancel(): void {
    this.controller?.abort();
    this.controller = null;
  }
}
