/**
 * The WooCommerce Store API's wire details: the `Nonce` header and its error answers
 * ({ code, message, data.status }). The client is the page's session (session.ts).
 */
import { isRequestError } from './request-error.ts';

export const STORE_API_NONCE_HEADER = 'Nonce';

/** The brand every copy of StoreApiError carries (see isStoreApiError). */
export const STORE_API_ERROR_KIND = 'shop-islands/store-api-error';

/** A Store API error answer ({ code, message, data.status }). */
export class StoreApiError extends Error {
  declare readonly kind: typeof STORE_API_ERROR_KIND;
  declare readonly code: string;
  declare readonly status: number;

  constructor(code: string, message: string, status: number) {
    super(message);
    Object.assign(this, { kind: STORE_API_ERROR_KIND, code, status, name: 'StoreApiError' });
  }
}

/** True for a StoreApiError made by any bundle's copy of core (the session is shared across bundles): never `instanceof`. */
export function isStoreApiError(error: unknown): error is StoreApiError {
  return (error as { kind?: unknown } | null | undefined)?.kind === STORE_API_ERROR_KIND;
}

/** A RequestError whose body is a Store API error answer becomes a StoreApiError; anything else is returned as is. */
export function toStoreApiError(error: unknown): unknown {
  if (!isRequestError(error) || error.failure !== 'status' || error.body === null) return error;
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
