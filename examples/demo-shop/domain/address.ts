/**
 * The shop's countries, states and address rules (built once from domain/address-data.ts), and the
 * server's address checks as WooCommerce and WordPress make them: WC_Validation::is_postcode() and
 * is_phone(), wc_format_postcode(), and WordPress's is_email().
 */
import { buildAddressData, localisedAddressFields, type AddressData, type AddressFieldKey, type FieldDefinition } from './address-data.ts';

/** Every country the shop sells and ships to, with its states and locale (immutable data, built once). */
export const ADDRESS_DATA: AddressData = buildAddressData();

export { BASE_COUNTRY } from './address-data.ts';

export function countryExists(country: string): boolean {
  return Object.hasOwn(ADDRESS_DATA.countries, country);
}

/** The country's state list: a non-empty map (a select), an empty one (no state) or undefined (free text). */
export function statesOf(country: string): Readonly<Record<string, string>> | undefined {
  return ADDRESS_DATA.states[country];
}

/** The field definitions for `country` (the default, the country's overrides laid over it). */
export function addressFieldsFor(country: string): Record<AddressFieldKey, FieldDefinition> {
  return localisedAddressFields(ADDRESS_DATA, country);
}

/** wc_normalize_postcode(): upper case, without spaces and hyphens. */
export function normalizePostcode(postcode: string): string {
  return postcode.trim().toUpperCase().replace(/[\s-]/g, '');
}

const insertAt = (text: string, index: number, what: string): string => {
  const at = index < 0 ? Math.max(text.length + index, 0) : Math.min(index, text.length);
  return text.slice(0, at) + what + text.slice(at);
};

/** wc_format_postcode(): the postcode as the country writes it ('sw1a1aa' → 'SW1A 1AA'). */
export function formatPostcode(postcode: string, country: string): string {
  let p = normalizePostcode(postcode);
  switch (country) {
    case 'SE':
      p = insertAt(p, -2, ' ');
      break;
    case 'CA':
    case 'GB':
      p = insertAt(p, -3, ' ');
      break;
    case 'IE':
      p = insertAt(p, 3, ' ');
      break;
    case 'BR':
    case 'PL':
      p = insertAt(p, -3, '-');
      break;
    case 'JP':
      p = insertAt(p, 3, '-');
      break;
    case 'PT':
      p = insertAt(p, 4, '-');
      break;
    case 'PR':
    case 'US':
      p = insertAt(p, 5, '-').replace(/-$/, '');
      break;
    case 'NL':
      p = insertAt(p, 4, ' ');
      break;
  }
  return p.trim();
}

/** WC_Validation::is_gb_postcode(): the six UK shapes, GIR 0AA and BFPO numbers. */
function isGbPostcode(postcode: string): boolean {
  const a1 = '[abcdefghijklmnoprstuwyz]';
  const a2 = '[abcdefghklmnopqrstuvwxy]';
  const a3 = '[abcdefghjkpstuw]';
  const a4 = '[abehmnprvwxy]';
  const a5 = '[abdefghjlnpqrstuwxyz]';
  const shapes = [
    new RegExp(`^(${a1}${a2}?[0-9]{1,2})([0-9]${a5}{2})$`),
    new RegExp(`^(${a1}[0-9]${a3})([0-9]${a5}{2})$`),
    new RegExp(`^(${a1}${a2}[0-9]${a4})([0-9]${a5}{2})$`),
    /^(gir)(0aa)$/,
    /^(bfpo)([0-9]{1,4})$/,
    /^(bfpo)(c\/o[0-9]{1,3})$/,
  ];
  const compact = postcode.toLowerCase().replace(/ /g, '');
  return shapes.some((shape) => shape.test(compact));
}

const POSTCODE_SHAPES: Readonly<Record<string, RegExp>> = {
  AT: /^([0-9]{4})$/, BE: /^([0-9]{4})$/, CH: /^([0-9]{4})$/, HU: /^([0-9]{4})$/, NO: /^([0-9]{4})$/,
  BA: /^([7-8])([0-9]{4})$/,
  BR: /^([0-9]{5})(-)?([0-9]{3})$/,
  DE: /^(0[1-9]|[1-9][0-9])[0-9]{3}$/,
  DK: /^(DK-)?([1-24-9]\d{3}|3[0-8]\d{2})$/,
  ES: /^([0-9]{5})$/, FI: /^([0-9]{5})$/, EE: /^([0-9]{5})$/, FR: /^([0-9]{5})$/, IT: /^([0-9]{5})$/,
  IN: /^[1-9][0-9]{2}\s?[0-9]{3}$/,
  JP: /^([0-9]{3})(-?)([0-9]{4})$/,
  PT: /^([0-9]{4})(-)([0-9]{3})$/,
  PR: /^([0-9]{5})(-[0-9]{4})?$/, US: /^([0-9]{5})(-[0-9]{4})?$/,
  CA: /^([ABCEGHJKLMNPRSTVXY]\d[ABCEGHJKLMNPRSTVWXYZ])( )?(\d[ABCEGHJKLMNPRSTVWXYZ]\d)$/i,
  PL: /^([0-9]{2})(-)([0-9]{3})$/,
  CZ: /^(CZ-)?([0-9]{3})(\s?)([0-9]{2})$/, SE: /^(SE-)?([0-9]{3})(\s?)([0-9]{2})$/, SK: /^(SK-)?([0-9]{3})(\s?)([0-9]{2})$/,
  NL: /^([1-9][0-9]{3})(\s?)(?!SA|SD|SS)[A-Z]{2}$/i,
  SI: /^([1-9][0-9]{3})$/,
  LI: /^(94[8-9][0-9])$/,
};

/** WC_Validation::is_postcode(): letters, digits, spaces and hyphens only, in the country's shape where WooCommerce knows it. */
export function isValidPostcode(postcode: string, country: string): boolean {
  if (postcode.replace(/[\s\-A-Za-z0-9]/g, '').trim().length > 0) return false;
  if (country === 'GB') return isGbPostcode(postcode);
  if (country === 'IE') return /([AC-FHKNPRTV-Y]\d{2}|D6W)[0-9AC-FHKNPRTV-Y]{4}/.test(normalizePostcode(postcode));
  const shape = POSTCODE_SHAPES[country];
  return shape ? shape.test(postcode) : true;
}

/** WC_Validation::is_phone(): nothing left once digits, spaces and # _ - + / ( ) . are removed. */
export function isValidPhone(phone: string): boolean {
  return phone.replace(/[\s#0-9_\-+/().]/g, '').trim().length === 0;
}

/** WordPress's is_email(): an ASCII address with a dotted domain of letters, digits and inner hyphens. */
export function isValidEmail(email: string): boolean {
  if (email.length < 6 || email.indexOf('@', 1) === -1) return false;
  const at = email.indexOf('@');
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  if (!/^[a-zA-Z0-9!#$%&'*+/=?^_`{|}~.-]+$/.test(local)) return false;
  if (/\.{2,}/.test(domain) || domain.replace(/^[\s.\0\x0B]+|[\s.\0\x0B]+$/g, '') !== domain) return false;
  const subs = domain.split('.');
  if (subs.length < 2) return false;
  return subs.every((sub) => sub.replace(/^[\s\0\x0B-]+|[\s\0\x0B-]+$/g, '') === sub && /^[a-z0-9-]+$/i.test(sub));
}
