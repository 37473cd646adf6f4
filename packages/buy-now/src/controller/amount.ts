/**
 * The custom amount a shopper types under a buy-now button (SPEC 5.1), read strictly and in minor
 * units: digits, the store's thousands separator between groups of three, one decimal separator
 * followed by no more digits than the currency has, and optionally a currency sign ('$20', '£20')
 * and spaces around. Anything else ('1e21', '12abc', '1.234,56' in a shop that writes 1,234.56) is
 * not an amount. Amounts are checked against the button's minimum and the provider's maximum before
 * the pop-up opens; the shop checks them again before it charges (examples/demo-shop).
 */

/** How the shop writes amounts: the currency's decimals and the store's separators. */
export interface AmountFormat {
  /** Digits after the decimal separator: 2, or 0 for zero-decimal currencies (the plugin's `zeroCents`). */
  readonly decimals: number;
  readonly decimalSeparator: string;
  readonly thousandSeparator: string;
}

/** The provider's largest amount in minor units (Stripe: 99,999,999, e.g. £999,999.99). */
export const MAX_AMOUNT_MINOR = 99_999_999;

/** The minimum in minor units of the plugin's (disabled by default) minimum check, when no per-currency minimum is set: 0.50. */
export const DEFAULT_MINIMUM_MINOR = 50;

/** Spaces a shop may group thousands with: space, no-break space, narrow no-break space. */
const SPACES = ' \u00a0\u202f';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The amount in minor units, or null when the text is not strictly an amount in this format.
 * '1,234.5' → 123450; '0' → 0 (whether zero is allowed is the caller's rule).
 */
export function parseAmount(raw: string, format: AmountFormat): number | null {
  const text = raw.trim().replace(/^\p{Sc}\s*/u, '').replace(/\s*\p{Sc}$/u, '');
  const group = `[${escapeRegExp(format.thousandSeparator + SPACES)}]`;
  const whole = `(\\d+|\\d{1,3}(?:${group}\\d{3})+)`;
  const fraction = format.decimals > 0 ? `(?:${escapeRegExp(format.decimalSeparator)}(\\d{1,${format.decimals}}))?` : '()';
  const match = new RegExp(`^${whole}${fraction}$`).exec(text);
  if (!match) return null;
  const digits = (match[1] ?? '').replace(/\D/g, '') + (match[2] ?? '').padEnd(format.decimals, '0');
  // Beyond 15 digits the exact value no longer matters: it is far above any maximum.
  return digits.length > 15 ? Number.POSITIVE_INFINITY : Number.parseInt(digits, 10);
}

/** Minor units as the decimal text a form field carries: 123450 → '1234.50' (no grouping). */
export function formatAmount(minor: number, decimals: number, decimalSeparator = '.'): string {
  if (decimals === 0) return String(minor);
  const text = String(minor).padStart(decimals + 1, '0');
  return `${text.slice(0, -decimals)}${decimalSeparator}${text.slice(-decimals)}`;
}

export interface AmountRules {
  readonly format: AmountFormat;
  /** The least the shopper may pay, in minor units (1 when there is no minimum). */
  readonly minimum: number;
  /** The most, in minor units (normally MAX_AMOUNT_MINOR). */
  readonly maximum: number;
}

export type AmountCheck =
  | {
      readonly reason?: undefined;
      readonly minor: number;
      /** What the field is rewritten to, in the shop's format ('1234.50'). */
      readonly display: string;
      /** What the payment box's amount field receives ('1234.50', always with a point). */
      readonly boxValue: string;
    }
  | { readonly reason: 'invalid' }
  /** `limit`: the minimum or the maximum, in minor units. */
  | { readonly reason: 'below-minimum' | 'above-maximum'; readonly limit: number };

/** Checks a typed amount: an amount at all, above zero, not below the minimum, not above the maximum. */
export function checkAmount(raw: string, rules: AmountRules): AmountCheck {
  const minor = parseAmount(raw, rules.format);
  if (minor === null || minor <= 0) return { reason: 'invalid' };
  if (minor < rules.minimum) return { reason: 'below-minimum', limit: rules.minimum };
  if (minor > rules.maximum) return { reason: 'above-maximum', limit: rules.maximum };
  const { decimals, decimalSeparator } = rules.format;
  return { minor, display: formatAmount(minor, decimals, decimalSeparator), boxValue: formatAmount(minor, decimals) };
}

export function isZeroCents(currency: string, zeroCents: readonly string[]): boolean {
  const code = currency.toUpperCase();
  return zeroCents.some((item) => item.toUpperCase() === code);
}

/** What a button's settings say about its amount (see settings.ts). */
export interface ButtonAmountSettings {
  readonly currency: string;
  readonly zeroCents: readonly string[];
  readonly minAmountCheck: boolean;
  readonly minAmounts: Readonly<Record<string, number>>;
  readonly min_amount: number;
  readonly amountOpts: { readonly applySepOpts: boolean; readonly decimalSep: string; readonly thousandSep: string };
}

/**
 * A button's rules: its currency's decimals; the shop's separators when the plugin applies them
 * (else 1,234.56); the product's minimum, raised to the per-currency minimum when that check is on;
 * the provider's maximum.
 */
export function buttonAmountRules(button: ButtonAmountSettings): AmountRules {
  const decimals = isZeroCents(button.currency, button.zeroCents) ? 0 : 2;
  const { applySepOpts, decimalSep, thousandSep } = button.amountOpts;
  const format = applySepOpts ? { decimals, decimalSeparator: decimalSep, thousandSeparator: thousandSep } : { decimals, decimalSeparator: '.', thousandSeparator: ',' };
  const currencyMinimum = button.minAmountCheck ? (button.minAmounts[button.currency.toUpperCase()] ?? DEFAULT_MINIMUM_MINOR) : 0;
  return { format, minimum: Math.max(1, button.min_amount, currencyMinimum), maximum: MAX_AMOUNT_MINOR };
}
