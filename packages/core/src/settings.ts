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
  declare readonly path: string;

  constructor(path: string, expected: string, value: unknown) {
    super(
      `Invalid setting ${path}: expected ${expected}, got ${
        value === undefined ? 'nothing' : Array.isArray(value) ? 'a list' : typeof value === 'string' || value === null ? JSON.stringify(value) : typeof value
      }`,
    );
    this.path = path;
    this.name = 'SettingsError';
  }
}

/** The one error path of every reader. */
function fail(path: string, expected: string, value: unknown): never {
  throw new SettingsError(path, expected, value);
}

const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && isFinite(value);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads the keys of an object value, each with the reader `readerOf` gives for it, naming them `path.key`. */
const readKeys = <T>(value: Record<string, unknown>, keys: string[], path: string, readerOf: (key: string) => Reader<unknown>): T =>
  Object.fromEntries(keys.map((key) => [key, readerOf(key)(value[key], `${path}.${key}`)])) as T;

export const text: Reader<string> = (value, path) =>
  typeof value === 'string' ? value : isFiniteNumber(value) ? String(value) : fail(path, 'text', value);

/** The yes spellings come first; an index past them is a no. */
const FLAG_WORDS: readonly unknown[] = ['1', 'true', 'yes', 'on', 1, true, '', '0', 'false', 'no', 'off', 0, false];

export const flag: Reader<boolean> = (value, path) => {
  const index = FLAG_WORDS.indexOf(typeof value === 'string' ? value.trim().toLowerCase() : value);
  return index < 0 ? fail(path, 'a yes/no flag', value) : index < 6;
};

export const numeric: Reader<number> = (value, path) => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return isFiniteNumber(number) ? number : fail(path, 'a number', value);
};

export const oneOf =
  <const T extends string>(choices: readonly T[]): Reader<T> =>
  (value, path) =>
    choices.includes(text(value, path) as T) ? (text(value, path) as T) : fail(path, `one of ${choices.join(', ')}`, value);

/** An absent (undefined or null) value becomes `fallback`; a present but malformed one still fails. */
export const optional =
  <T>(reader: Reader<T>, fallback: T): Reader<T> =>
  (value, path) =>
    value == null ? fallback : reader(value, path);

export const listOf =
  <T>(reader: Reader<T>): Reader<T[]> =>
  (value, path) =>
    // PHP arrays with holes and localized lists sometimes arrive as objects keyed '0', '1', …
    (Array.isArray(value) ? value : isRecord(value) ? Object.values(value) : fail(path, 'a list', value)).map((item, index) =>
      reader(item, `${path}[${index}]`),
    );

export const recordOf =
  <T>(reader: Reader<T>): Reader<Record<string, T>> =>
  (value, path) =>
    // An empty PHP array is printed as [] rather than {}.
    Array.isArray(value) && !value.length
      ? {}
      : isRecord(value)
        ? readKeys(value, Object.keys(value), path, () => reader)
        : fail(path, 'a keyed object', value);

export type Shape<T> = { [K in keyof T]: Reader<T[K]> };

export const shape =
  <T>(fields: Shape<T>): Reader<T> =>
  (value, path) =>
    isRecord(value)
      ? readKeys(value, Object.keys(fields), path, (key) => (fields as Record<string, Reader<unknown>>)[key]!)
      : fail(path, 'an object', value);

/** Reads and validates a localized global such as `window.wc_checkout_params`. Throws SettingsError when absent or malformed. */
export function readGlobalSettings<T>(name: string, reader: Reader<T>, scope: object = window): T {
  return reader((scope as Record<string, unknown>)[name], name);
}

/** Like readGlobalSettings, but an absent global gives null (the widget is simply not configured on this page). */
export function readOptionalGlobalSettings<T>(name: string, reader: Reader<T>, scope: object = window): T | null {
  return readGlobalSettings(name, optional<T | null>(reader, null), scope);
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
  const values: Record<string, unknown> = {};
  for (const key of Object.keys(fields)) values[key] = element.getAttribute(`data-${key}`) ?? undefined;
  return shape(fields)(values, `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}>`);
}
