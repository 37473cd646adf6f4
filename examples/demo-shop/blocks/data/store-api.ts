/**
 * The Store API as WooCommerce Blocks 10.9.1 calls it (wp.apiFetch plus its wc-blocks-middleware): JSON bodies,
 * the session cookie, and a `Nonce` header on every request that changes something. The nonce starts as
 * `wcBlocksMiddlewareConfig.storeApiNonce` and is replaced by each answer's `Nonce` header. Blocks sends no
 * `Cart-Token` (its cart is the session's, by cookie), so neither does the model.
 */
export interface StoreApiAnswer<T = unknown> {
  readonly ok: boolean;
  readonly status: number;
  readonly body: T;
}

/** An error answer of the Store API (`{code, message, data: {status, …}}`). */
export interface StoreApiErrorBody {
  readonly code: string;
  readonly message: string;
  readonly data?: { readonly status?: number; readonly [key: string]: unknown } | null;
}

export class StoreApiError extends Error {
  readonly code: string;
  readonly status: number;
  readonly body: StoreApiErrorBody;
  constructor(status: number, body: StoreApiErrorBody) {
    super(body.message);
    this.code = body.code;
    this.status = status;
    this.body = body;
  }
}

export interface StoreApiClient {
  /** The raw answer, whatever its status (the checkout reads 4xx bodies too). */
  send<T = unknown>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<StoreApiAnswer<T>>;
  /** The answer's body, or a StoreApiError for a status >= 300. */
  request<T = unknown>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T>;
}

/** Blocks' fallback text for an answer that is not JSON. */
export const INVALID_JSON: StoreApiErrorBody = { code: 'invalid_json', message: 'The response is not a valid JSON response.' };

export function createStoreApiClient(options: { root: string; nonce: string; fetch?: typeof fetch }): StoreApiClient {
  let nonce = options.nonce;
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const send = async <T,>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<StoreApiAnswer<T>> => {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (method !== 'GET') headers.Nonce = nonce;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await doFetch(`${options.root.replace(/\/$/, '')}/${path}`, {
      method,
      headers,
      credentials: 'same-origin',
      cache: 'no-store',
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    nonce = response.headers.get('Nonce') ?? nonce;
    let parsed: unknown;
    try {
      parsed = await response.json();
    } catch {
      parsed = INVALID_JSON;
    }
    return { ok: response.ok, status: response.status, body: parsed as T };
  };
  return {
    send,
    async request(method, path, body) {
      const answer = await send(method, path, body);
      if (answer.status >= 300) throw new StoreApiError(answer.status, answer.body as StoreApiErrorBody);
      return answer.body as never;
    },
  };
}
