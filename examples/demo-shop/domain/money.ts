import { formatPrice, type Currency } from '@shop-islands/core/money';

/**
 * The currencies the demo can sell in, as WooCommerce's currency settings describe them (and as the Store
 * API prints them in its currency_* fields): GBP and EUR with 2 decimals, JPY with none. Amounts are
 * integers in the currency's minor units everywhere; they are printed by core's one formatter.
 */
export const SHOP_CURRENCIES = {
  GBP: { code: 'GBP', symbol: '£', minorUnit: 2, decimalSeparator: '.', thousandSeparator: ',', prefix: '£', suffix: '' },
  EUR: { code: 'EUR', symbol: '€', minorUnit: 2, decimalSeparator: '.', thousandSeparator: ',', prefix: '€', suffix: '' },
  JPY: { code: 'JPY', symbol: '¥', minorUnit: 0, decimalSeparator: '.', thousandSeparator: ',', prefix: '¥', suffix: '' },
} as const satisfies Record<string, Currency>;

/** Store currency settings (GBP, en-GB), as WooCommerce reports them. */
export const CURRENCY = SHOP_CURRENCIES.GBP;

/** 123456 → '1,234.56' (GBP); 1235 → '1,235' (JPY): the number without the symbol. */
export function formatDecimal(minor: number): string {
  return formatPrice(Math.round(minor), { ...CURRENCY, prefix: '', suffix: '' });
}

/** Plain text, e.g. '£18.00' ('-£5.00' when negative, as wc_price prints it). */
export function formatPlain(minor: number): string {
  return formatPrice(Math.round(minor), CURRENCY);
}
