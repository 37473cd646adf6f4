/**
 * The WooCommerce Store API's wire details: the `Nonce` header and its error answers
 * ({ code, message, data.status }). The client is the page's session (session.ts).
 */
import { RequestError } from './request-error.ts';

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
