/**
 * Money helpers. The Store API and the tracking data carry integer amounts in minor units with a
 * `currency_minor_unit`; money = amount / 10^minor unit (SPEC 9.3), minor unit defaulting to 2.
 */
export const DEFAULT_MINOR_UNIT = 2;

/** 1999 with minor unit 2 → 19.99. Accepts the Store API's string amounts ('1999'). */
export function fromMinorUnits(amount: number | string, minorUnit: number = DEFAULT_MINOR_UNIT): number {
  const value = typeof amount === 'number' ? amount : Number(amount);
  if (!Number.isFinite(value)) throw new RangeError(`Not an amount: ${String(amount)}`);
  return value / 10 ** minorUnit;
}

/** 19.99 with minor unit 2 → 1999, rounded to the nearest minor unit. */
export function toMinorUnits(amount: number, minorUnit: number = DEFAULT_MINOR_UNIT): number {
  if (!Number.isFinite(amount)) throw new RangeError(`Not an amount: ${String(amount)}`);
  return Math.round(amount * 10 ** minorUnit);
}

/** Formats a major-unit amount for shoppers, for example formatMoney(19.99, 'GBP', 'en-GB') → '£19.99'. */
export function formatMoney(amount: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
}

/** A decimal with exactly two places, as amount fields show it ('5' → '5.00'). */
export function toTwoDecimals(amount: number): string {
  return amount.toFixed(2);
}
