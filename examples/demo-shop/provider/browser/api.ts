import type { StripeError } from '@stripe/stripe-js';

export type ApiResult<T> = { ok: true; value: T } | { ok: false; error: StripeError };

export interface ProviderApi {
  get<T>(path: string, query: Record<string, string>): Promise<ApiResult<T>>;
  post<T>(path: string, body: Record<string, unknown>): Promise<ApiResult<T>>;
}

export const CONNECTION_ERROR: StripeError = {
  type: 'api_connection_error',
  message: 'An error occurred with our connection to Stripe. Request was retried 1 times.',
};

/**
 * The double's client for the demo provider API (the stand-in for api.stripe.com). Every request
 * carries the publishable key; `offline` simulates the network failing (the 'network' switch).
 */
export function createProviderApi(apiBase: string, publishableKey: string, offline = false): ProviderApi {
  async function send<T>(url: string, init: RequestInit): Promise<ApiResult<T>> {
    if (offline) return { ok: false, error: CONNECTION_ERROR };
    try {
      const response = await fetch(url, { ...init, credentials: 'omit', headers: { Authorization: `Bearer ${publishableKey}`, ...(init.body ? { 'Content-Type': 'application/json' } : {}) } });
      const json = (await response.json()) as T & { error?: StripeError };
      if (!response.ok || json.error) return { ok: false, error: json.error ?? CONNECTION_ERROR };
      return { ok: true, value: json };
    } catch {
      return { ok: false, error: CONNECTION_ERROR };
    }
  }
  return {
    get: (path, query) => send(`${apiBase}${path}?${new URLSearchParams(query)}`, { method: 'GET' }),
    post: (path, body) => send(`${apiBase}${path}`, { method: 'POST', body: JSON.stringify(body) }),
  };
}
