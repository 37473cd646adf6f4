/**
 * The settings Stripe Payments prints for its buy-now buttons, read under the plugin's own names:
 * `wpASPNG` (payment box address, slug, prefetch, cache key) and one object per button (SPEC 3.3),
 * pushed onto `wpaspInitOnDocReady` before the bundle loads or handed to `stripeHandlerNG`.
 * A small reader of its own rather than core's general one: this widget must stay under the plugin's
 * 2.6 KB handler. A missing required key throws, naming it; other keys fall back to their defaults.
 */
export const COMMON_GLOBAL = 'wpASPNG';
export const BUTTONS_GLOBAL = 'wpaspInitOnDocReady';
export const BUY_NOW_GLOBALS = { common: COMMON_GLOBAL, buttons: BUTTONS_GLOBAL } as const;
/** The payment box page's slug when `wpASPNG.ppSlug` is empty (Stripe Payments' default). */
export const DEFAULT_PP_SLUG = 'asp-payment-box';

export interface CommonSettings {
  /** Payment box address without product_id, e.g. '/shop/asp-payment-box/'. */
  readonly iframeUrl: string;
  /** Slug of the payment box page; links containing it followed by product_id open the pop-up. */
  readonly ppSlug: string;
  readonly prefetch: boolean;
  readonly ckey: string;
}

/**
 * What a pop-up button needs: all a link or attach trigger has (trigger.ts: no purchase form, no amount field, no
 * preload, its own element as the opener). The keys it leaves out are the plugin's buttons' (ButtonSettings): absent
 * rather than written out as defaults in the triggers' file (~20 B gzip of it).
 */
export interface PopupSettings {
  readonly uniq_id: string;
  readonly product_id: string;
  readonly iframe_url: string;
  readonly prefetch: boolean;
  readonly thankyou_page_url: string;
  readonly preload?: boolean;
  readonly show_custom_amount_input?: false;
  /** Selector of the element that opens the pop-up instead of the purchase button. */
  readonly attachToElement?: string;
}

/** One of the plugin's buttons, as printed (every key read, defaults filled in). */
export interface ButtonSettings extends Omit<PopupSettings, 'preload' | 'show_custom_amount_input' | 'attachToElement'> {
  readonly preload: boolean;
  readonly show_custom_amount_input: boolean;
  readonly attachToElement: string;
  /**
   * The product's currency (required, never guessed) and the plugin's `zeroCents` list as printed: the custom amount's
   * decimals come from them (`currencyDecimals` in controller/amount.ts, read in the amount field's own file).
   */
  readonly currency: string;
  readonly zeroCents: unknown;
}

/** Settings as printed: always read by quoted key (their names are the page's; the minifier shortens ours, esbuild.config.ts). */
type Raw = Record<string, unknown>;

/** A text setting (numbers as printed by PHP count), else ''. */
const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** A flag as PHP prints it: true, 1, '1', 'true', 'yes', 'on'. */
const flag = (value: unknown): boolean => value === true || /^(1|true|yes|on)$/i.test(String(value));

/** `value` as a record, once every key of `required` holds text; else throws, naming the first that does not. */
function record(value: unknown, path: string, required: readonly string[]): Raw {
  const raw = (value ?? {}) as Raw;
  for (const key of required) if (!text(raw[key]) && raw[key] !== '') throw new TypeError(`${path}.${key} is not text`);
  return raw;
}

/** `wpASPNG`. */
export function readCommon(value: unknown): CommonSettings {
  const raw = record(value, COMMON_GLOBAL, ['iframeUrl']);
  return { iframeUrl: text(raw['iframeUrl']), ppSlug: text(raw['ppSlug']) || DEFAULT_PP_SLUG, prefetch: flag(raw['prefetch']), ckey: text(raw['ckey']) };
}

/** One button's settings, as the plugin prints them (its `[asp_product]` data carries more keys, which are left aside). */
export function readButton(value: unknown, path: string): ButtonSettings {
  const raw = record(value, path, ['uniq_id', 'product_id', 'iframe_url', 'currency']);
  return {
    uniq_id: text(raw['uniq_id']),
    product_id: text(raw['product_id']),
    iframe_url: text(raw['iframe_url']),
    preload: flag(raw['preload']),
    prefetch: flag(raw['prefetch']),
    show_custom_amount_input: flag(raw['show_custom_amount_input']),
    thankyou_page_url: text(raw['thankyou_page_url']),
    attachToElement: text(raw['attachToElement']),
    currency: text(raw['currency']),
    zeroCents: raw['zeroCents'],
  };
}

/** `wpASPNG`, or null when the page does not print it (then link and attach triggers are off). */
export function readCommonSettings(scope: object = window): CommonSettings | null {
  const value = (scope as Raw)[COMMON_GLOBAL];
  return value == null ? null : readCommon(value);
}

/** Every button's settings; an absent list means no buttons on this page. */
export function readButtonSettings(scope: object = window): ButtonSettings[] {
  const list = (scope as Raw)[BUTTONS_GLOBAL];
  return Array.isArray(list) ? list.map((item, index) => readButton(item, `${BUTTONS_GLOBAL}[${index}]`)) : [];
}
