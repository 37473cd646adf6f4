import type { ShopContext } from '../../shop-context.ts';
import type { DomainError } from '../../domain/result.ts';
import type { InputProblem } from '../../input/schema-errors.ts';
import { formatPlain, type ShopCurrency } from '../../domain/money.ts';
import { messageHtml } from '../../pages/partials/notices.ts';

export const STORE_API_BASE = '/shop/wp-json/wc/store/v1';

export interface StoreApiError { code: string; message: string; data: { status: number } & Record<string, unknown> }

export function storeApiError(code: string, message: string, status: number): StoreApiError {
  return { code, message, data: { status } };
}

/**
 * WordPress's answer to parameters its schema refuses: `rest_missing_callback_param` when required
 * ones are missing, else `rest_invalid_param` with a message per parameter.
 */
export function invalidParams(problems: readonly InputProblem[]): StoreApiError {
  const missing = problems.filter((p) => p.missing).map((p) => p.param);
  if (missing.length > 0) return { code: 'rest_missing_callback_param', message: `Missing parameter(s): ${missing.join(', ')}`, data: { status: 400, params: missing } };
  return {
    code: 'rest_invalid_param',
    message: `Invalid parameter(s): ${problems.map((p) => p.param).join(', ')}`,
    data: {
      status: 400,
      params: Object.fromEntries(problems.map((p) => [p.param, p.message])),
      details: Object.fromEntries(problems.map((p) => [p.param, { code: 'rest_invalid_param', message: p.message, data: null }])),
    },
  };
}

export function fromDomainError(e: DomainError): { status: number; body: StoreApiError } {
  // Store API messages are HTML, as WooCommerce sends them: names in them arrive escaped; an amount is
  // plain text, as the Store API strips wc_price()'s markup.
  const message = typeof e.message === 'string' ? e.message : e.message.map((part) => (typeof part === 'object' && 'amount' in part ? formatPlain(part.amount, part.currency) : part));
  return { status: e.status, body: storeApiError(e.code, messageHtml(message).value, e.status) };
}

/**
 * Every Store API response, error answers included, carries a fresh nonce and the session's cart token
 * (WooCommerce's AbstractCartRoute::add_response_headers). The demo's token is opaque (an HMAC of the
 * session, never the session id the httpOnly cookie protects) and only read by clients.
 */
export function storeNonceHeaders(shop: ShopContext, sessionId: string): Record<string, string> {
  return {
    Nonce: shop.nonces.createNonce(sessionId, 'wc_store_api'),
    'Nonce-Timestamp': String(Math.floor(Date.now() / 1000)),
    'Cart-Token': shop.nonces.createNonce(sessionId, 'cart_token'),
    'Cache-Control': 'no-store',
  };
}

/** The Store API's currency_* fields for the shop's currency (every prices and totals object carries them). */
export function currencyFields(currency: ShopCurrency): Record<string, string | number> {
  return {
    currency_code: currency.code,
    currency_symbol: currency.symbol,
    currency_minor_unit: currency.minorUnit,
    currency_decimal_separator: currency.decimalSeparator,
    currency_thousand_separator: currency.thousandSeparator,
    currency_prefix: currency.prefix,
    currency_suffix: currency.suffix,
  };
}

/** Store API money is a string of minor units. */
export function amount(minor: number): string {
  return String(Math.round(minor));
}
