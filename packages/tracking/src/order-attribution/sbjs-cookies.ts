/**
 * The sourcebuster cookie format, kept so that WooCommerce and anything else reading `sbjs_*` cookies
 * reads ours unchanged: `sbjs_{container}` holding `key=value|||key=value`, escaped like
 * encodeURIComponent plus `!~*'()`, optionally base64 without padding.
 */

/** sourcebuster's containers; WooCommerce removes every one of them when tracking is not allowed. */
export const SBJS_CONTAINERS = ['current', 'current_add', 'first', 'first_add', 'session', 'udata', 'promo', 'migrations'] as const;
export type SbjsContainer = (typeof SBJS_CONTAINERS)[number];
export const sbjsCookie = (container: SbjsContainer | string): string => `sbjs_${container}`;

export const NONE = '(none)';
const DELIMITER = '|||';

export type Packed = Record<string, string>;

const escapeValue = (value: string): string =>
  encodeURIComponent(value).replace(/[!~*'()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function unescapeValue(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** { typ: 'utm', src: 'news' } → 'typ=utm|||src=news' */
export const pack = (fields: Readonly<Packed>): string => Object.entries(fields).map(([key, value]) => `${key}=${value}`).join(DELIMITER);

export function unpack(text: string): Packed {
  const packed: Packed = {};
  for (const part of text.split(DELIMITER)) {
    const at = part.indexOf('=');
    packed[at < 0 ? part : part.slice(0, at)] = at < 0 ? '' : unescapeValue(part.slice(at + 1));
  }
  return packed;
}

/** A cookie's stored text for `value`. */
export function cookieContent(value: string, base64: boolean): string {
  const escaped = escapeValue(value);
  return base64 ? btoa(escaped).replace(/=+$/, '') : escaped;
}

/** The value back from a cookie's stored text (base64 is recognised, as sourcebuster does). */
export function cookieValue(content: string): string {
  let text = content;
  if (/^[A-Za-z0-9+/]+$/.test(text)) {
    try {
      text = atob(text.padEnd(Math.ceil(text.length / 4) * 4, '='));
    } catch {
      // not base64 after all
    }
  }
  return unescapeValue(text);
}
