/**
 * The checkout's field rules (SPEC 5.3): required (a checkbox must be ticked, anything else non-empty),
 * email (RFC-style, Unicode allowed) and phone (only digits, spaces and # _ - + / ( ) . allowed).
 * Pure functions over a field's value; validation/validate-fields.ts shows them on the page.
 */

export interface FieldRules {
  readonly required: boolean;
  readonly email: boolean;
  readonly phone: boolean;
}

export interface FieldValue {
  readonly checkbox: boolean;
  readonly value: string;
  readonly checked: boolean;
}

/** The validity states of SPEC 4.5, plus `unvalidated` (typed since the last check, or never checked). */
export type Validity = 'unvalidated' | 'validated' | 'invalid-required' | 'invalid-email' | 'invalid-phone';

// Local part: a dot-atom of letters, marks, digits and the RFC 5322 atext symbols, or a quoted string.
const ATOM = "[\\p{L}\\p{M}\\p{N}!#$%&'*+\\-/=?^_`{|}~]+";
const LOCAL_PART = `(?:${ATOM}(?:\\.${ATOM})*|"(?:[^"\\\\\\r\\n]|\\\\.)*")`;
// Domain: dot-separated labels (no leading or trailing hyphen), at least two, the last starting with a letter.
const LABEL_TAIL = '(?:[\\p{L}\\p{M}\\p{N}-]*[\\p{L}\\p{M}\\p{N}])?';
const DOMAIN = `(?:[\\p{L}\\p{M}\\p{N}]${LABEL_TAIL}\\.)+\\p{L}${LABEL_TAIL}\\.?`;
const EMAIL = new RegExp(`^${LOCAL_PART}@${DOMAIN}$`, 'u');

export function isValidEmail(value: string): boolean {
  return EMAIL.test(value);
}

const PHONE_CHARACTERS = /[\s#0-9_\-+/().]/g;

export function isValidPhone(value: string): boolean {
  return value.replace(PHONE_CHARACTERS, '') === '';
}

/** The first rule the value breaks, in WooCommerce's order (required, then email, then phone), or 'validated'. */
export function checkField(rules: FieldRules, field: FieldValue): Exclude<Validity, 'unvalidated'> {
  if (rules.required && (field.checkbox ? !field.checked : field.value === '')) return 'invalid-required';
  if (rules.email && field.value !== '' && !isValidEmail(field.value)) return 'invalid-email';
  if (rules.phone && !isValidPhone(field.value)) return 'invalid-phone';
  return 'validated';
}
