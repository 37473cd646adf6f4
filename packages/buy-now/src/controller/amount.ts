/**
 * The custom amount a shopper types under a buy-now button (SPEC 5.1), read strictly and in minor
 * units: digits, the store's thousands separator between groups of three, one decimal separator
 * followed by no more digits than the currency has, and optionally a currency sign ('$20', '£20')
 * and spaces around. Anything else ('1e21', '12abc', '1.234,56' in a shop that writes 1,234.56) is
 * not an amount. The same reading serves the button (buy-button.ts: 'Enter valid amount' before the
 * pop-up opens) and the shop, which alone decides what is charged: its minimum and the provider's
 * maximum are the shop's checks, their messages shown by the payment box (examples/demo-shop).
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

/** A button's custom amount decimals: 0 in the plugin's `zeroCents` currencies (a list, or one code), else 2. */
export function currencyDecimals(settings: { readonly currency: string; readonly zeroCents: unknown }): number {
  const currency = settings.currency.toUpperCase();
  return ([settings.zeroCents].flat() as unknown[]).some((code) => String(code).toUpperCase() === currency) ? 0 : 2;
}

/**
 * A typed amount as the button takes it (SPEC 5.1): currency signs, commas and spaces removed, then strictly a
 * decimal with no more digits than the currency has (`decimals`: 2 at most, or 0 for the plugin's `zeroCents`), above
 * zero. Gives the text for the field and the payment box ('1234.50'), or null for 'Enter valid amount' ('1e21',
 * '12abc', '1.234,56'). No minimum or maximum here: the shop decides what it charges, and the box shows its answer.
 */
export function readTypedAmount(raw: string, decimals: number): string | null {
  const text = raw.replace(/[\s,\p{Sc}]/gu, '');
  return (decimals ? /^\d+(\.\d\d?)?$/ : /^\d+$/).test(text) && +text > 0 ? (+text).toFixed(decimals) : null;
}
