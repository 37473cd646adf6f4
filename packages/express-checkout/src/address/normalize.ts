/**
 * Addresses as WooCommerce keeps them, made from what wallets send: the country in capitals, a state name
 * ('California', 'Co. Dublin') as its code when the page knows the country's states, and the postcode in
 * the country's format (wc_format_postcode: 'sw1a1aa' → 'SW1A 1AA', 'd02xy45' → 'D02 XY45',
 * '100011234' → '10001-1234'). The server's normalize_address has the last word; this makes what is sent
 * right already on pages that print the states (cart, checkout) and keeps the postcode tidy everywhere.
 */

/** A country's states as WooCommerce lists them: code → name. */
export type StatesTable = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** The part of an address normalisation touches. */
export interface NormalizableAddress { readonly country: string; readonly state: string; readonly postcode: string }

/** wc_normalize_postcode(): upper case, without spaces and hyphens. */
function compact(postcode: string): string {
  return postcode.trim().toUpperCase().replace(/[\s-]/g, '');
}

const insertAt = (text: string, index: number, what: string): string => {
  const at = index < 0 ? Math.max(text.length + index, 0) : Math.min(index, text.length);
  return text.slice(0, at) + what + text.slice(at);
};

/** Where wc_format_postcode() puts its separator, per country. */
const SEPARATORS: Readonly<Record<string, readonly [number, string]>> = {
  GB: [-3, ' '], CA: [-3, ' '], SE: [-2, ' '], IE: [3, ' '], NL: [4, ' '], BR: [-3, '-'], PL: [-3, '-'], JP: [3, '-'], PT: [4, '-'], US: [5, '-'], PR: [5, '-'],
};

/** wc_format_postcode(): the postcode as the country writes it. A redacted one ('SW1A ***') is left as it is. */
export function formatPostcode(postcode: string, country: string): string {
  if (postcode.includes('*')) return postcode.trim();
  const value = compact(postcode);
  const rule = SEPARATORS[country];
  // a partial postcode ('SW1A', as Apple Pay hands over while the sheet is open) is not split
  if (!rule || value.length <= Math.abs(rule[0]) + (rule[0] < 0 ? 1 : 0)) return value;
  const formatted = insertAt(value, rule[0], rule[1]);
  // a US or Puerto Rico ZIP without its four extra digits keeps no hyphen
  return formatted.replace(/-$/, '').trim();
}

/** remove_accents() and lower case, for comparing names. */
function comparable(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().trim();
}

/**
 * The country's code for a state as a wallet gives it: a code is kept, a name is matched, then the first
 * state whose name the text contains ('Co. Clare' → 'CE'), as the gateway's get_normalized_state() does.
 * Unknown text, or a country without a list, is left as it is.
 */
export function stateCode(state: string, country: string, states: StatesTable): string {
  const list = states[country];
  const text = state.trim();
  if (!text || !list || Object.keys(list).length === 0) return text;
  if (Object.hasOwn(list, text.toUpperCase())) return text.toUpperCase();
  const wanted = comparable(text);
  const entries = Object.entries(list);
  const named = entries.find(([, name]) => comparable(name) === wanted);
  if (named) return named[0];
  return entries.find(([, name]) => wanted.includes(comparable(name)))?.[0] ?? text;
}

/** The address with its country, state and postcode as WooCommerce keeps them. */
export function normalizeAddress<T extends NormalizableAddress>(address: T, states: StatesTable = {}): T {
  const country = address.country.trim().toUpperCase();
  return { ...address, country, state: stateCode(address.state, country, states), postcode: formatPostcode(address.postcode, country) };
}

/**
 * The states the page prints for WooCommerce's country pickers (`wc_country_select_params.countries`, JSON
 * text of country → states), when it prints them; an empty table otherwise.
 */
export function pageStates(scope: object = window): StatesTable {
  const params = (scope as { wc_country_select_params?: { countries?: unknown } }).wc_country_select_params;
  try {
    const parsed: unknown = typeof params?.countries === 'string' ? JSON.parse(params.countries) : params?.countries;
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(
      Object.entries(parsed as Record<string, unknown>).filter((entry): entry is [string, Record<string, string>] => typeof entry[1] === 'object' && entry[1] !== null && !Array.isArray(entry[1])),
    );
  } catch {
    return {};
  }
}
