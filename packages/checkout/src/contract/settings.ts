/**
 * Readers for the settings WooCommerce localizes for its checkout, address and cart scripts
 * (class-wc-frontend-scripts.php; CONTRACT.md §1). `wp_localize_script` prints top-level scalars as
 * strings; `locale`, `locale_fields` and `countries` arrive as JSON text inside a string. Only the keys the
 * enhancer uses are read (WooCommerce's `debug_mode`, `ajax_url`, `i18n_required_text` and
 * `gateways_with_custom_place_order_button` are not): a key we ignore never stops the enhancer.
 */
import { flag, listOf, loadGlobalSettings, numeric, optional, recordOf, shape, text, type Reader } from '@shop-islands/core/settings';
import type { SETTINGS_GLOBALS } from '@shop-islands/core/settings-globals';

/** One field's definition or per-country override in `wc_address_i18n_params.locale`. */
export interface FieldLocale {
  readonly label?: string;
  readonly placeholder?: string;
  readonly required?: boolean;
  readonly hidden?: boolean;
  readonly priority?: number;
  /** Layout classes replacing form-row-first / form-row-last / form-row-wide. */
  readonly class?: readonly string[];
}

/** `default` plus one entry per country that overrides something (field key → override). */
export type CountryLocales = Readonly<Record<string, Readonly<Record<string, FieldLocale>>>>;

/** Country → state code → name; an empty map hides the state field; no entry means free text. */
export type CountryStates = Readonly<Record<string, Readonly<Record<string, string>>>>;

export interface CheckoutParams {
  readonly wc_ajax_url: string;
  readonly update_order_review_nonce: string;
  readonly apply_coupon_nonce: string;
  readonly remove_coupon_nonce: string;
  readonly option_guest_checkout: boolean;
  readonly checkout_url: string;
  readonly is_checkout: boolean;
  /** HTML (it links to the order history). */
  readonly i18n_checkout_error: string;
}

export interface AddressI18nParams {
  readonly locale: CountryLocales;
  /** Field key → comma-separated row selectors. */
  readonly locale_fields: Readonly<Record<string, string>>;
  readonly i18n_optional_text: string;
}

export interface CountrySelectParams {
  readonly countries: CountryStates;
  readonly i18n_select_state_text: string;
  readonly i18n_no_matches: string;
  readonly i18n_ajax_error: string;
  readonly i18n_input_too_short_1: string;
  readonly i18n_input_too_short_n: string;
  readonly i18n_input_too_long_1: string;
  readonly i18n_input_too_long_n: string;
  readonly i18n_selection_too_long_1: string;
  readonly i18n_selection_too_long_n: string;
  readonly i18n_load_more: string;
  readonly i18n_searching: string;
}

export interface CartParams {
  readonly wc_ajax_url: string;
  readonly update_shipping_method_nonce: string;
  readonly apply_coupon_nonce: string;
  readonly remove_coupon_nonce: string;
}

/** JSON printed inside a string (older WordPress escaped its quotes as `&quot;`), read with `reader`. */
export const jsonText =
  <T>(reader: Reader<T>): Reader<T> =>
  (value, path) => {
    if (typeof value !== 'string') return reader(value, path);
    let parsed: unknown;
    try {
      parsed = JSON.parse(value.replace(/&quot;/g, '"'));
    } catch {
      return reader(undefined, `${path} (not JSON)`);
    }
    return reader(parsed, path);
  };

/** An absent value stays absent (undefined), so that merging with the defaults keeps theirs. */
const maybe =
  <T>(reader: Reader<T>): Reader<T | undefined> =>
  (value, path) =>
    value == null ? undefined : reader(value, path);

/** Reads the keys a field locale may carry; the rest (autocomplete, validate, type…) is left out. */
const fieldLocale: Reader<FieldLocale> = (value, path) => {
  const read = shape<Record<keyof FieldLocale, unknown>>({
    label: maybe(text),
    placeholder: maybe(text),
    required: maybe(flag),
    hidden: maybe(flag),
    priority: maybe(numeric),
    class: maybe(listOf(text)),
  })(value, path);
  return Object.fromEntries(Object.entries(read).filter(([, v]) => v !== undefined)) as FieldLocale;
};

export const readCheckoutParams: Reader<CheckoutParams> = shape<CheckoutParams>({
  wc_ajax_url: text,
  update_order_review_nonce: text,
  apply_coupon_nonce: text,
  remove_coupon_nonce: text,
  option_guest_checkout: optional(flag, false),
  checkout_url: text,
  is_checkout: optional(flag, false),
  i18n_checkout_error: text,
});

export const readAddressI18nParams: Reader<AddressI18nParams> = shape<AddressI18nParams>({
  locale: jsonText(recordOf(recordOf(fieldLocale))),
  locale_fields: jsonText(recordOf(text)),
  i18n_optional_text: text,
});

const i18nTexts = {
  i18n_select_state_text: text,
  i18n_no_matches: text,
  i18n_ajax_error: text,
  i18n_input_too_short_1: text,
  i18n_input_too_short_n: text,
  i18n_input_too_long_1: text,
  i18n_input_too_long_n: text,
  i18n_selection_too_long_1: text,
  i18n_selection_too_long_n: text,
  i18n_load_more: text,
  i18n_searching: text,
};

export const readCountrySelectParams: Reader<CountrySelectParams> = shape<CountrySelectParams>({
  countries: jsonText(recordOf(recordOf(text))),
  ...i18nTexts,
});

export const readCartParams: Reader<CartParams> = shape<CartParams>({
  wc_ajax_url: text,
  update_shipping_method_nonce: text,
  apply_coupon_nonce: text,
  remove_coupon_nonce: text,
});

type Globals = typeof SETTINGS_GLOBALS;

/** A page's settings, or null when it does not print them (a malformed one is reported on the console). */
const settingsOf = <T>(name: string, reader: Reader<T>): T | null => loadGlobalSettings(name, optional<T | null>(reader, null));

const CHECKOUT_PARAMS: Globals['checkout'] = 'wc_checkout_params';
const ADDRESS_PARAMS: Globals['addressI18n'] = 'wc_address_i18n_params';
const COUNTRY_PARAMS: Globals['countrySelect'] = 'wc_country_select_params';
const CART_PARAMS: Globals['cart'] = 'wc_cart_params';

/** The settings WooCommerce prints on the page, each read once it is needed. */
export const pageSettings = {
  checkout: (): CheckoutParams | null => settingsOf(CHECKOUT_PARAMS, readCheckoutParams),
  addressI18n: (): AddressI18nParams | null => settingsOf(ADDRESS_PARAMS, readAddressI18nParams),
  countrySelect: (): CountrySelectParams | null => settingsOf(COUNTRY_PARAMS, readCountrySelectParams),
  cart: (): CartParams | null => settingsOf(CART_PARAMS, readCartParams),
};
