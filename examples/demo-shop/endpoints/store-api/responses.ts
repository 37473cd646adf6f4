import type { ShopContext } from '../../shop-context.ts';
import type { DomainError } from '../../domain/result.ts';
import { CURRENCY } from '../../domain/money.ts';
import { messageHtml } from '../../pages/partials/notices.ts';

export const STORE_API_BASE = '/shop/wp-json/wc/store/v1';

export interface StoreApiError { code: string; message: string; data: { status: number } }

export function storeApiError(code: string, message: string, status: number): StoreApiError {
  return { code, message, data: { status } };
}

export function fromDomainError(e: DomainError): { status: number; body: StoreApiError } {
  // Store API messages are HTML, as WooCommerce sends them: names in them arrive escaped.
  return { status: e.status, body: storeApiError(e.code, messageHtml(e.message).value, e.status) };
}

/** Every Store API response carries a fresh nonce. */
export function storeNonceHeaders(shop: ShopContext, sessionId: string): Record<string, string> {
  return { Nonce: shop.nonces.createNonce(sessionId, 'wc_store_api'), 'Nonce-Timestamp': String(Math.floor(Date.now() / 1000)) };
}

export const CURRENCY_FIELDS = {
  currency_code: CURRENCY.code,
  currency_symbol: CURRENCY.symbol,
  currency_minor_unit: CURRENCY.minorUnit,
  currency_decimal_separator: CURRENCY.decimalSeparator,
  currency_thousand_separator: CURRENCY.thousandSeparator,
  currency_prefix: CURRENCY.prefix,
  currency_suffix: CURRENCY.suffix,
} as const;

/** Store API money is a string of minor units. */
export function amount(minor: number): string {
  return String(Math.round(minor));
}
