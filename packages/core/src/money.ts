/**
 * Money in minor units. The Store API carries integer amounts (as strings) plus the shop's currency
 * fields (`currency_minor_unit`, symbol, prefix/suffix, separators); money = amount / 10^minor unit
 * (SPEC 9.3). Amounts stay integers until they are shown, and are shown by one formatter, built only
 * from those fields: the shop's own settings decide '£1,234.50', '1.234,50 €', '¥1,235' or 'KD 1.235'.
 */
import { numeric, optional, SettingsError, shape, text, type Reader } from './settings.ts';

export const DEFAULT_MINOR_UNIT = 2;

/** A currency as the Store API describes it. */
export interface Currency {
  /** ISO 4217 code, e.g. 'GBP'. */
  readonly code: string;
  /** Digits after the decimal separator: 2 for GBP and EUR, 0 for JPY, 3 for KWD. */
  readonly minorUnit: number;
  readonly symbol: string;
  /** Printed before / after the number, e.g. '£' / '' or '' / ' €'. */
  readonly prefix: string;
  readonly suffix: string;
  readonly decimalSeparator: string;
  readonly thousandSeparator: string;
}

/**
 * Reads the `currency_*` fields of a Store API `prices` or `totals` object. Missing separators and
 * affixes fall back to WooCommerce's defaults ('.', ',', symbol as prefix).
 */
export const readCurrency: Reader<Currency> = (value, path) => {
  const fields = shape({
    currency_code: text,
    currency_minor_unit: optional(numeric, DEFAULT_MINOR_UNIT),
    currency_symbol: optional(text, ''),
    currency_prefix: optional(text, ''),
    currency_suffix: optional(text, ''),
    currency_decimal_separator: optional(text, '.'),
    currency_thousand_separator: optional(text, ','),
  })(value, path);
  const minorUnit = fields.currency_minor_unit;
  if (!Number.isInteger(minorUnit) || minorUnit < 0 || minorUnit > 4) throw new SettingsError(`${path}.currency_minor_unit`, 'a whole number from 0 to 4', minorUnit);
  const symbol = fields.currency_symbol;
  const affixed = fields.currency_prefix !== '' || fields.currency_suffix !== '';
  return {
    code: fields.currency_code,
    minorUnit,
    symbol,
    prefix: affixed ? fields.currency_prefix : symbol,
    suffix: fields.currency_suffix,
    decimalSeparator: fields.currency_decimal_separator,
    thousandSeparator: fields.currency_thousand_separator,
  };
};

/** Reads an amount in minor units: a whole number, or the Store API's string of one ('1999'). */
export const minorAmount: Reader<number> = (value, path) => {
  const amount = numeric(value, path);
  if (!Number.isSafeInteger(amount)) throw new SettingsError(path, 'a whole amount in minor units', value);
  return amount;
};

/** A currency printed as a bare decimal ('1234.50'): amount fields, provider calls. */
export function plainCurrency(code: string, minorUnit: number = DEFAULT_MINOR_UNIT): Currency {
  return { code, minorUnit, symbol: '', prefix: '', suffix: '', decimalSeparator: '.', thousandSeparator: '' };
}

function wholeMinor(amount: number | string): number {
  const value = typeof amount === 'number' ? amount : amount.trim() === '' ? NaN : Number(amount);
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not an amount in minor units: ${String(amount)}`);
  return value;
}

/**
 * The one money formatter: integer minor units (or the Store API's string of them) → the shop's text,
 * for example formatPrice(123450, gbp) → '£1,234.50', formatPrice(1235, jpy) → '¥1,235'. Exact: no
 * floating point is involved. A negative amount gets its '-' before the prefix, as wc_price() prints it.
 */
export function formatPrice(minor: number | string, currency: Currency): string {
  const value = wholeMinor(minor);
  const unit = currency.minorUnit;
  const digits = String(Math.abs(value)).padStart(unit + 1, '0');
  const whole = digits.slice(0, digits.length - unit).replace(/\B(?=(\d{3})+$)/g, currency.thousandSeparator);
  const fraction = unit > 0 ? currency.decimalSeparator + digits.slice(-unit) : '';
  return `${value < 0 ? '-' : ''}${currency.prefix}${whole}${fraction}${currency.suffix}`;
}

/** 1999 with minor unit 2 → 19.99 (for analytics and providers that want major units). Accepts the Store API's strings. */
export function fromMinorUnits(amount: number | string, minorUnit: number = DEFAULT_MINOR_UNIT): number {
  return wholeMinor(amount) / 10 ** minorUnit;
}

/**
 * 19.99 with minor unit 2 → 1999, rounded half away from zero to a whole minor unit, without the
 * binary drift of a plain multiplication (1.005 → 101, 0.1 + 0.2 → 30).
 */
export function toMinorUnits(amount: number, minorUnit: number = DEFAULT_MINOR_UNIT): number {
  if (!Number.isFinite(amount)) throw new RangeError(`Not an amount: ${String(amount)}`);
  const scaled = Number((Math.abs(amount) * 10 ** minorUnit).toPrecision(15));
  return (amount < 0 ? -1 : 1) * Math.round(scaled);
}
