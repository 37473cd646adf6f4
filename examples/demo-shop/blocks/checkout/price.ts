/** Money as the Store API sends it (minor units in a string, with the currency's fields), shown as WooCommerce formats it. */
export interface Currency {
  readonly code: string;
  readonly symbol: string;
  readonly thousandSeparator: string;
  readonly decimalSeparator: string;
  readonly minorUnit: number;
  readonly prefix: string;
  readonly suffix: string;
}

/** Blocks' getCurrencyFromPriceResponse. */
export function currencyOf(prices: Readonly<Record<string, unknown>>): Currency {
  return {
    code: String(prices.currency_code ?? 'USD'),
    symbol: String(prices.currency_symbol ?? '$'),
    thousandSeparator: String(prices.currency_thousand_separator ?? ','),
    decimalSeparator: String(prices.currency_decimal_separator ?? '.'),
    minorUnit: Number(prices.currency_minor_unit ?? 2),
    prefix: String(prices.currency_prefix ?? ''),
    suffix: String(prices.currency_suffix ?? ''),
  };
}

/** '4100' in GBP → '£41.00'; exact (string arithmetic, no floating point). */
export function formatPrice(minor: string | number, currency: Currency): string {
  const value = String(minor);
  const negative = value.startsWith('-');
  const digits = (negative ? value.slice(1) : value).padStart(currency.minorUnit + 1, '0');
  const whole = digits.slice(0, digits.length - currency.minorUnit).replace(/\B(?=(\d{3})+(?!\d))/g, currency.thousandSeparator);
  const fraction = currency.minorUnit > 0 ? `${currency.decimalSeparator}${digits.slice(-currency.minorUnit)}` : '';
  return `${negative ? '-' : ''}${currency.prefix}${whole}${fraction}${currency.suffix}`;
}
