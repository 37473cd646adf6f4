/**
 * The custom amount a shopper types under a buy-now button (SPEC 5.1): dollar signs, commas and
 * spaces are removed and the rest is read as a decimal. A minimum amount check exists but is off
 * unless the settings turn it on (SPEC 9.2).
 */

/** The minimum in minor units when no per-currency minimum is set: 0.50. */
export const DEFAULT_MINIMUM_MINOR = 50;

export interface AmountRules {
  /** ISO code of the button's currency, for example 'GBP'. */
  readonly currency: string;
  /** Currencies without cents (the plugin's `zeroCents`), for example ['JPY', 'KRW']. */
  readonly zeroCents: readonly string[];
  /** Whether the minimum amount is enforced. Off in the observed configuration. */
  readonly checkMinimum: boolean;
  /** Per-currency minimums in minor units; other currencies use DEFAULT_MINIMUM_MINOR. */
  readonly minimums: Readonly<Record<string, number>>;
}

export type AmountResult =
  | {
      readonly ok: true;
      /** What the field is rewritten to and what the frame's amount field receives ('1234.50'). */
      readonly display: string;
      /** The amount in minor units (pence; yen for zero-cents currencies). */
      readonly minor: number;
    }
  | { readonly ok: false; readonly reason: 'invalid' }
  | { readonly ok: false; readonly reason: 'below-minimum'; readonly minimumDisplay: string };

export function isZeroCents(currency: string, zeroCents: readonly string[]): boolean {
  const code = currency.toUpperCase();
  return zeroCents.some((item) => item.toUpperCase() === code);
}

/** '$1,234.5' → 1234.5; text that does not start with a number → NaN. */
export function readAmount(raw: string): number {
  return Number.parseFloat(raw.replace(/[$, ]/g, ''));
}

export function parseCustomAmount(raw: string, rules: AmountRules): AmountResult {
  const amount = readAmount(raw);
  if (!Number.isFinite(amount) || amount <= 0) return { ok: false, reason: 'invalid' };
  const zero = isZeroCents(rules.currency, rules.zeroCents);
  const decimals = zero ? 0 : 2;
  const minor = Math.round(amount * 10 ** decimals);
  if (minor <= 0) return { ok: false, reason: 'invalid' };
  if (rules.checkMinimum) {
    const minimum = rules.minimums[rules.currency.toUpperCase()] ?? DEFAULT_MINIMUM_MINOR;
    if (minor < minimum) return { ok: false, reason: 'below-minimum', minimumDisplay: (minimum / 10 ** decimals).toFixed(decimals) };
  }
  return { ok: true, display: (minor / 10 ** decimals).toFixed(decimals), minor };
}
