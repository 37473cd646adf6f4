/**
 * The WooCommerce Store API (`/wp-json/wc/store/v1/…`): JSON requests carrying the `Nonce` header.
 * The server may rotate the nonce in a response header; the client keeps using the newest one.
 */
import { parseJson, RequestError, send, type RequestOptions } from './http.ts';

export const STORE_API_NONCE_HEADER = 'Nonce';

/** A Store API error answer ({ code, message, data.status }). */
export class StoreApiError extends Error {
  declare readonly code: string;
  declare readonly status: number;

  constructor(code: string, message: string, status: number) {
    super(message);
    Object.assign(this, { code, status, name: 'StoreApiError' });
  }
}

export class StoreApiClient {
  declare private nonce: string;
  declare private readonly root: string;

  /** `root` is the Store API root, for example 'https://shop.test/shop/wp-json/wc/store' (with or without a trailing slash). */
  constructor(root: string, nonce: string) {
    this.root = root;
    this.nonce = nonce;
  }

  get(path: string, options: RequestOptions = {}): Promise<unknown> {
    return this.request('GET', path, undefined, options);
  }

  post(path: string, body: unknown, options: RequestOptions = {}): Promise<unknown> {
    return this.request('POST', path, body, options);
  }

  private async request(method: string, path: string, body: unknown, options: RequestOptions): Promise<unknown> {
    const url = `${this.root.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
    const headers: Record<string, string> = { Accept: 'application/json', [STORE_API_NONCE_HEADER]: this.nonce };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    try {
      const answer = await send(
        url,
        { method, headers, body: body === undefined ? undefined : JSON.stringify(body) },
        options,
      );
      this.nonce = answer.headers.get(STORE_API_NONCE_HEADER) ?? this.nonce;
      return answer.text === '' ? null : parseJson(answer.text, url);
    } catch (error) {
      throw toStoreApiError(error);
    }
  }
}

/** A RequestError whose body is a Store API error answer becomes a StoreApiError; anything else is returned as is. */
export function toStoreApiError(error: unknown): unknown {
  if (!(error instanceof RequestError) || error.failure !== 'status' || error.body === null) return error;
  try {
    const parsed: unknown = JSON.parse(error.body);
    if (typeof parsed === 'object' && parsed !== null && 'code' in parsed && 'message' in parsed) {
      return new StoreApiError(String(parsed.code), String(parsed.message), error.status ?? 0);
    }
  } catch {
    return error;
  }
  return error;
}
