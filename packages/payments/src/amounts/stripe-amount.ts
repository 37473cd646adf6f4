/**
 * Amounts for Stripe: the shop keeps money in its own price decimals (the Store API's `currency_minor_unit`),
 * Stripe in the currency's minor unit as Stripe counts it: none for zero-decimal currencies (JPY, KRW…), three
 * for three-decimal ones (KWD, BHD…, whose last digit must be 0), two for the rest. Exact integer arithmetic,
 * rounded half away from zero where decimals are dropped.
 */

/** Stripe's zero-decimal currencies (lower-case). */
export const ZERO_DECIMAL_CURRENCIES: readonly string[] = ['bif', 'clp', 'djf', 'gnf', 'jpy', 'kmf', 'krw', 'mga', 'pyg', 'rwf', 'ugx', 'vnd', 'vuv', 'xaf', 'xof', 'xpf'];
/** Stripe's three-decimal currencies (lower-case): amounts must be a multiple of ten. */
export const THREE_DECIMAL_CURRENCIES: readonly string[] = ['bhd', 'jod', 'kwd', 'omr', 'tnd'];

/** How many decimals Stripe counts in `currency`. */
export function stripeDecimals(currency: string): number {
  const code = currency.toLowerCase();
  if (ZERO_DECIMAL_CURRENCIES.includes(code)) return 0;
  if (THREE_DECIMAL_CURRENCIES.includes(code)) return 3;
  return 2;
}

/** `amount / 10^digits`, rounded half away from zero. */
function dropDigits(amount: number, digits: number): number {
  const scale = 10 ** digits;
  const whole = Math.trunc(amount / scale);
  const rest = Math.abs(amount - whole * scale);
  return whole + (rest * 2 >= scale ? Math.sign(amount) : 0);
}

/**
 * An amount in the shop's minor units (`shopDecimals` places, e.g. the Store API's `total_price` with its
 * `currency_minor_unit`) in Stripe's minor units of `currency`: 1999 GBP (2) → 1999; 1235 JPY (0) → 1235;
 * 123500 JPY kept with 2 decimals → 1235; 5124 KWD (3) → 5120.
 */
export function toStripeAmount(amount: number, shopDecimals: number, currency: string): number {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`Not an amount in minor units: ${String(amount)}`);
  const target = stripeDecimals(currency);
  const converted = target >= shopDecimals ? amount * 10 ** (target - shopDecimals) : dropDigits(amount, shopDecimals - target);
  return target === 3 ? dropDigits(converted, 1) * 10 : converted;
}
