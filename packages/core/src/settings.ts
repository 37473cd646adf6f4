/**
 * Typed, validated readers for the settings WordPress prints into the page:
 * `wp_localize_script` globals (`wc_checkout_params`, `wc_stripe_upe_params`, …) and `data-*` attributes.
 *
 * `wp_localize_script` turns every scalar into a string, so the scalar readers accept the
 * string spellings WordPress produces ('1', '', 'yes', '300') as well as real JSON values.
 */

/** Reads one value; `path` names it in error messages (for example `wc_checkout_params.ajax_url`). */
export type Reader<T> = (value: unknown, path: string) => T;

export class SettingsError extends Error {
  constructor(readonly path: string, expected: string, value: unknown) {
    super(`Invalid setting ${path}: expected ${expected}, got ${describe(value)}`);
    this.name = 'SettingsError';
  }
}

function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  return typeof value === 'string' ? JSON.stringify(value) : typeof value;
}

/** The global names WooCommerce and its payment extension localize their settings under. Spelt only here. */
export const SETTINGS_GLOBALS = {
  checkout: 'wc_checkout_params',
  cartFragments: 'wc_cart_fragments_params',
  addToCart: 'wc_add_to_cart_params',
  countrySelect: 'wc_country_select_params',
  addressI18n: 'wc_address_i18n_params',
  paymentUpe: 'wc_stripe_upe_params',
  expressCheckout: 'wc_stripe_express_checkout_params',
  orderAttribution: 'wc_order_attribution',
  storeApi: 'wcSettings',
} as const;

export const text: Reader<string> = (value, path) => {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  throw new SettingsError(path, 'text', value);
};

const TRUE_WORDS: ReadonlySet<string> = new Set(['1', 'true', 'yes', 'on']);
const FALSE_WORDS: ReadonlySet<string> = new Set(['', '0', 'false', 'no', 'off']);

export const flag: Reader<boolean> = (value, path) => {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === 0) return value === 1;
  if (typeof value === 'string') {
    const word = value.trim().toLowerCase();
    if (TRUE_WORDS.has(word)) return true;
    if (FALSE_WORDS.has(word)) return false;
  }
  throw new SettingsError(path, 'a yes/no flag', value);
};

export const numeric: Reader<number> = (value, path) => {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    if (Number.isFinite(parsed)) return parsed;
  }
  throw new SettingsError(path, 'a number', value);
};

export function oneOf<const T extends string>(choices: readonly T[]): Reader<T> {
  return (value, path) => {
    const raw = text(value, path);
    const found = choices.find((choice) => choice === raw);
    if (found === undefined) throw new SettingsError(path, `one of ${choices.join(', ')}`, value);
    return found;
  };
}

/** An absent (undefined or null) value becomes `fallback`; a present but malformed one still fails. */
export function optional<T>(reader: Reader<T>, fallback: T): Reader<T> {
  return (value, path) => (value === undefined || value === null ? fallback : reader(value, path));
}

export function listOf<T>(reader: Reader<T>): Reader<T[]> {
  return (value, path) => {
    // PHP arrays with holes and localized lists sometimes arrive as objects keyed '0', '1', …
    const items = Array.isArray(value) ? value : isRecord(value) ? Object.values(value) : null;
    if (items === null) throw new SettingsError(path, 'a list', value);
    return items.map((item, index) => reader(item, `${path}[${index}]`));
  };
}

export function recordOf<T>(reader: Reader<T>): Reader<Record<string, T>> {
  return (value, path) => {
    // An empty PHP array is printed as [] rather than {}.
    if (Array.isArray(value) && value.length === 0) return {};
    if (!isRecord(value)) throw new SettingsError(path, 'a keyed object', value);
    const result: Record<string, T> = {};
    for (const [key, item] of Object.entries(value)) result[key] = reader(item, `${path}.${key}`);
    return result;
  };
}

export type Shape<T> = { [K in keyof T]: Reader<T[K]> };

export function shape<T>(fields: Shape<T>): Reader<T> {
  return (value, path) => {
    if (!isRecord(value)) throw new SettingsError(path, 'an object', value);
    const result = {} as T;
    for (const key of Object.keys(fields) as Array<keyof T & string>) {
      result[key] = fields[key](value[key], `${path}.${key}`);
    }
    return result;
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads and validates a localized global such as `window.wc_checkout_params`. Throws SettingsError when absent or malformed. */
export function readGlobalSettings<T>(name: string, reader: Reader<T>, scope: object = window): T {
  return reader((scope as Record<string, unknown>)[name], name);
}

/** Like readGlobalSettings, but an absent global gives null (the widget is simply not configured on this page). */
export function readOptionalGlobalSettings<T>(name: string, reader: Reader<T>, scope: object = window): T | null {
  const raw = (scope as Record<string, unknown>)[name];
  return raw === undefined || raw === null ? null : reader(raw, name);
}

/**
 * The reader widgets call at start-up: a missing or malformed global is reported once with a
 * console error naming the key, and the widget gets null and stays off. It never throws.
 */
export function loadGlobalSettings<T>(name: string, reader: Reader<T>, scope: object = window): T | null {
  try {
    return readGlobalSettings(name, reader, scope);
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    console.error(`[shop-islands] ${error.message}`);
    return null;
  }
}

/**
 * Reads an element's `data-*` attributes. Keys are the attribute names after `data-`, as the
 * markup spells them ('min-chars', 'show-loader'); a missing attribute reaches the reader as undefined.
 */
export function readDataAttributes<T>(element: Element, fields: Shape<T>): T {
  const values: Record<string, string | undefined> = {};
  for (const key of Object.keys(fields)) values[key] = element.getAttribute(`data-${key}`) ?? undefined;
  return shape(fields)(values, describeElement(element));
}

function describeElement(element: Element): string {
  const id = element.id ? `#${element.id}` : '';
  return `<${element.tagName.toLowerCase()}${id}>`;
}
