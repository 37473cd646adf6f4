/**
 * The settings Stripe Payments prints for its buy-now buttons, read under the plugin's own names:
 * `wpASPNG` (payment box address, slug, prefetch, cache key) and one object per button (SPEC 3.3),
 * pushed onto `wpaspInitOnDocReady` before the bundle loads.
 */
import { flag, listOf, numeric, optional, readOptionalGlobalSettings, recordOf, shape, text, type Reader } from '@shop-islands/core';

export const BUY_NOW_GLOBALS = {
  common: 'wpASPNG',
  buttons: 'wpaspInitOnDocReady',
} as const;

export interface CommonSettings {
  /** Payment box address without product_id, e.g. '/shop/asp-payment-box/'. */
  readonly iframeUrl: string;
  /** Slug of the payment box page; links containing it followed by product_id open the pop-up. */
  readonly ppSlug: string;
  readonly prefetch: boolean;
  readonly ckey: string;
}

export interface ButtonSettings {
  readonly uniq_id: string;
  readonly product_id: string;
  readonly iframe_url: string;
  readonly preload: boolean;
  readonly prefetch: boolean;
  readonly show_custom_amount_input: boolean;
  readonly thankyou_page_url: string;
  readonly currency: string;
  readonly zeroCents: string[];
  /** Selector of the element that opens the pop-up instead of the purchase button. */
  readonly attachToElement: string;
  /** The 0.50 (or per-currency) minimum amount check; off unless turned on. */
  readonly minAmountCheck: boolean;
  /** Per-currency minimums in minor units. */
  readonly minAmounts: Record<string, number>;
  /** The product's own minimum for the custom amount, in minor units (the plugin's `min_amount`); 0 for none. */
  readonly min_amount: number;
  /** How the shop writes amounts (the plugin's `amountOpts`); without `applySepOpts` amounts read as 1,234.56. */
  readonly amountOpts: AmountOptions;
}

export interface AmountOptions {
  readonly applySepOpts: boolean;
  readonly decimalSep: string;
  readonly thousandSep: string;
}

const PLAIN_AMOUNTS: AmountOptions = { applySepOpts: false, decimalSep: '.', thousandSep: ',' };

const commonReader: Reader<CommonSettings> = shape<CommonSettings>({
  iframeUrl: text,
  ppSlug: optional(text, 'asp-payment-box'),
  prefetch: optional(flag, false),
  ckey: optional(text, ''),
});

const buttonReader: Reader<ButtonSettings> = shape<ButtonSettings>({
  uniq_id: text,
  product_id: text,
  iframe_url: text,
  preload: optional(flag, false),
  prefetch: optional(flag, false),
  show_custom_amount_input: optional(flag, false),
  thankyou_page_url: optional(text, ''),
  // Never guessed: the amount's decimals depend on it (JPY has none).
  currency: text,
  zeroCents: optional(listOf(text), []),
  attachToElement: optional(text, ''),
  minAmountCheck: optional(flag, false),
  minAmounts: optional(recordOf(numeric), {}),
  min_amount: optional(numeric, 0),
  amountOpts: optional(
    shape<AmountOptions>({ applySepOpts: optional(flag, false), decimalSep: optional(text, '.'), thousandSep: optional(text, ',') }),
    PLAIN_AMOUNTS,
  ),
});

/** `wpASPNG`, or null when the page does not print it (then link and attach triggers are off). */
export function readCommonSettings(scope: object = window): CommonSettings | null {
  return readOptionalGlobalSettings(BUY_NOW_GLOBALS.common, commonReader, scope);
}

/** Every button's settings; an absent list means no buttons on this page. */
export function readButtonSettings(scope: object = window): ButtonSettings[] {
  return readOptionalGlobalSettings(BUY_NOW_GLOBALS.buttons, listOf(buttonReader), scope) ?? [];
}
