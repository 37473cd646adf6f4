/**
 * The settings Stripe Payments prints for its buy-now buttons, read under the plugin's own names:
 * `wpASPNG` (payment box address, slug, prefetch, cache key) and one object per button (SPEC 3.3),
 * pushed onto `wpaspInitOnDocReady` before the bundle loads or handed to `stripeHandlerNG`.
 * A small reader of its own rather than core's general one: this widget must stay under the plugin's
 * 2.6 KB handler. A missing or malformed required key throws, naming it.
 */
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

export interface AmountOptions {
  readonly applySepOpts: boolean;
  readonly decimalSep: string;
  readonly thousandSep: string;
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

type Raw = Record<string, unknown>;

/** A text setting (numbers as printed by PHP count); `required` ones throw naming the key, else `fallback`. */
function text(raw: Raw, key: string, path: string, required?: boolean, fallback = ''): string {
  const value = raw[key];
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (required || value != null) throw new TypeError(`${path}.${key} is not text: ${JSON.stringify(value)}`);
  return fallback;
}

/** PHP's flags: true, 1, '1', 'true', 'yes', 'on'. */
const flag = (value: unknown): boolean => value === true || /^(1|true|yes|on)$/i.test(String(value));

/** A number (or numeric text) at least 0, else 0. */
const numeric = (value: unknown): number => (Number(value) >= 0 ? Number(value) : 0);

const record = (value: unknown): Raw => (value && typeof value === 'object' ? (value as Raw) : {});

/** `wpASPNG`. */
export function readCommon(value: unknown, path: string = BUY_NOW_GLOBALS.common): CommonSettings {
  const raw = record(value);
  return { iframeUrl: text(raw, 'iframeUrl', path, true), ppSlug: text(raw, 'ppSlug', path, false, 'asp-payment-box'), prefetch: flag(raw.prefetch), ckey: text(raw, 'ckey', path) };
}

/** One button's settings, as the plugin prints them (its `[asp_product]` data carries more keys, which are left aside). */
export function readButton(value: unknown, path: string): ButtonSettings {
  const raw = record(value);
  const opts = record(raw.amountOpts);
  return {
    uniq_id: text(raw, 'uniq_id', path, true),
    product_id: text(raw, 'product_id', path, true),
    iframe_url: text(raw, 'iframe_url', path, true),
    preload: flag(raw.preload),
    prefetch: flag(raw.prefetch),
    show_custom_amount_input: flag(raw.show_custom_amount_input),
    thankyou_page_url: text(raw, 'thankyou_page_url', path),
    // Never guessed: the amount's decimals depend on it (JPY has none).
    currency: text(raw, 'currency', path, true),
    zeroCents: Array.isArray(raw.zeroCents) ? raw.zeroCents.map(String) : [],
    attachToElement: text(raw, 'attachToElement', path, false) || '',
    minAmountCheck: flag(raw.minAmountCheck),
    minAmounts: Object.fromEntries(Object.entries(record(raw.minAmounts)).map(([code, minor]) => [code, numeric(minor)])),
    min_amount: numeric(raw.min_amount),
    amountOpts: flag(opts.applySepOpts)
      ? { applySepOpts: true, decimalSep: text(opts, 'decimalSep', path, false, '.'), thousandSep: text(opts, 'thousandSep', path, false, ',') }
      : { applySepOpts: false, decimalSep: '.', thousandSep: ',' },
  };
}

/** `wpASPNG`, or null when the page does not print it (then link and attach triggers are off). */
export function readCommonSettings(scope: object = window): CommonSettings | null {
  const value = (scope as Raw)[BUY_NOW_GLOBALS.common];
  return value == null ? null : readCommon(value);
}

/** Every button's settings; an absent list means no buttons on this page. */
export function readButtonSettings(scope: object = window): ButtonSettings[] {
  const list = (scope as Raw)[BUY_NOW_GLOBALS.buttons];
  return Array.isArray(list) ? list.map((item, index) => readButton(item, `${BUY_NOW_GLOBALS.buttons}[${index}]`)) : [];
}
