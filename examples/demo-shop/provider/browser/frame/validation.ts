/**
 * Live validation of the Payment Element's fields with Stripe's own messages and error codes.
 * Pure functions: the frame calls them on input and blur, and before creating a payment method.
 */
export type FieldCheck =
  | { state: 'empty'; code: string; message: string }
  | { state: 'incomplete'; code: string; message: string }
  | { state: 'invalid'; code: string; message: string }
  | { state: 'complete' };

const digitsOf = (value: string): string => value.replace(/\D/g, '');

export function cardBrand(digits: string): 'amex' | 'visa' | 'mastercard' | 'other' {
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  return 'other';
}

export function luhn(digits: string): boolean {
  const sum = [...digits].reverse().reduce((total, char, index) => {
    const digit = Number(char);
    if (index % 2 === 0) return total + digit;
    return total + (digit * 2 > 9 ? digit * 2 - 9 : digit * 2);
  }, 0);
  return digits.length > 0 && sum % 10 === 0;
}

export function checkCardNumber(value: string): FieldCheck {
  const digits = digitsOf(value);
  const message = 'Your card number is incomplete.';
  if (!digits) return { state: 'empty', code: 'incomplete_number', message };
  const length = cardBrand(digits) === 'amex' ? 15 : 16;
  if (digits.length < length) return { state: 'incomplete', code: 'incomplete_number', message };
  if (!luhn(digits) || digits.length > 19) return { state: 'invalid', code: 'invalid_number', message: 'Your card number is invalid.' };
  return { state: 'complete' };
}

/** Expiry as typed ('MM / YY'), checked against `today`. */
export function checkExpiry(value: string, today: Date): FieldCheck {
  const digits = digitsOf(value);
  const message = "Your card's expiration date is incomplete.";
  if (!digits) return { state: 'empty', code: 'incomplete_expiry', message };
  if (digits.length < 4) return { state: 'incomplete', code: 'incomplete_expiry', message };
  const month = Number(digits.slice(0, 2));
  const year = 2000 + Number(digits.slice(2, 4));
  if (month < 1 || month > 12) return { state: 'invalid', code: 'invalid_expiry_month', message: "Your card's expiration date is invalid." };
  const thisYear = today.getFullYear();
  if (year < thisYear) return { state: 'invalid', code: 'invalid_expiry_year_past', message: "Your card's expiration year is in the past." };
  if (year === thisYear && month < today.getMonth() + 1) return { state: 'invalid', code: 'invalid_expiry_month_past', message: "Your card's expiration date is in the past." };
  if (year > thisYear + 50) return { state: 'invalid', code: 'invalid_expiry_year', message: "Your card's expiration year is invalid." };
  return { state: 'complete' };
}

export function checkCvc(value: string, cardNumber: string): FieldCheck {
  const digits = digitsOf(value);
  const message = "Your card's security code is incomplete.";
  if (!digits) return { state: 'empty', code: 'incomplete_cvc', message };
  if (digits.length < (cardBrand(digitsOf(cardNumber)) === 'amex' ? 4 : 3)) return { state: 'incomplete', code: 'incomplete_cvc', message };
  return { state: 'complete' };
}

const POSTCODES: Record<string, RegExp> = {
  GB: /^[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}$/i,
  US: /^\d{5}(-\d{4})?$/,
};

export function checkPostalCode(value: string, country: string): FieldCheck {
  const trimmed = value.trim();
  const zip = country === 'US';
  const incomplete = zip ? 'Your ZIP is incomplete.' : 'Your postal code is incomplete.';
  if (!trimmed) return { state: 'empty', code: 'incomplete_zip', message: incomplete };
  const pattern = POSTCODES[country];
  if (!pattern) return trimmed.length >= 3 ? { state: 'complete' } : { state: 'incomplete', code: 'incomplete_zip', message: incomplete };
  if (pattern.test(trimmed)) return { state: 'complete' };
  return trimmed.replace(/\s/g, '').length < 5
    ? { state: 'incomplete', code: 'incomplete_zip', message: incomplete }
    : { state: 'invalid', code: 'invalid_zip', message: zip ? 'Your ZIP is invalid.' : 'Your postal code is invalid.' };
}

export function checkIban(value: string): FieldCheck {
  const iban = value.replace(/\s/g, '').toUpperCase();
  if (!iban) return { state: 'empty', code: 'incomplete_iban', message: 'Your IBAN is incomplete.' };
  if (iban.length < 15) return { state: 'incomplete', code: 'incomplete_iban', message: 'Your IBAN is incomplete.' };
  const rearranged = `${iban.slice(4)}${iban.slice(0, 4)}`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  const remainder = [...rearranged].reduce((acc, digit) => (acc * 10 + Number(digit)) % 97, 0);
  return /^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban) && remainder === 1 ? { state: 'complete' } : { state: 'invalid', code: 'invalid_iban', message: 'Your IBAN is invalid.' };
}

export function checkEmail(value: string): FieldCheck {
  const trimmed = value.trim();
  if (!trimmed) return { state: 'empty', code: 'incomplete_email', message: 'Your email address is incomplete.' };
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(trimmed)) return { state: 'invalid', code: 'invalid_email', message: 'Your email address is invalid.' };
  return { state: 'complete' };
}

export function checkRequired(value: string): FieldCheck {
  return value.trim() ? { state: 'complete' } : { state: 'empty', code: 'incomplete', message: 'This field is incomplete.' };
}

export function checkTaxId(value: string): FieldCheck {
  const digits = digitsOf(value);
  if (!digits) return { state: 'empty', code: 'incomplete_tax_id', message: 'Your CPF/CNPJ is incomplete.' };
  if (digits.length === 11 || digits.length === 14) return { state: 'complete' };
  return digits.length < 11 ? { state: 'incomplete', code: 'incomplete_tax_id', message: 'Your CPF/CNPJ is incomplete.' } : { state: 'invalid', code: 'invalid_tax_id', message: 'Your CPF/CNPJ is invalid.' };
}

/** 4242424242424242 → '4242 4242 4242 4242' (Amex 4-6-5). */
export function formatCardNumber(value: string): string {
  const digits = digitsOf(value).slice(0, 19);
  const groups = cardBrand(digits) === 'amex' ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const parts: string[] = [];
  groups.reduce((start, size) => {
    const part = digits.slice(start, start + size);
    if (part) parts.push(part);
    return start + size;
  }, 0);
  return parts.join(' ');
}

/** '1229' → '12 / 29'; a leading 2–9 becomes '0X / '. */
export function formatExpiry(value: string): string {
  const digits = digitsOf(value);
  const padded = /^[2-9]/.test(digits) ? `0${digits}` : digits;
  const trimmed = padded.slice(0, 4);
  return trimmed.length > 2 ? `${trimmed.slice(0, 2)} / ${trimmed.slice(2)}` : trimmed;
}
