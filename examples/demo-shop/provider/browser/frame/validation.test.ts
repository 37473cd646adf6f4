import { describe, expect, it } from 'vitest';
import { checkCardNumber, checkCvc, checkEmail, checkExpiry, checkIban, checkPostalCode, checkTaxId, formatCardNumber, formatExpiry } from './validation.ts';

const today = new Date(2026, 10, 25);

describe('Payment Element validation (Stripe messages)', () => {
  it.each([
    ['', 'empty', 'Your card number is incomplete.'],
    ['4242 4242', 'incomplete', 'Your card number is incomplete.'],
    ['4242 4242 4242 4241', 'invalid', 'Your card number is invalid.'],
  ])('card number %j is %s', (value, state, message) => {
    expect(checkCardNumber(value)).toMatchObject({ state, message });
  });

  it('accepts the test cards, and 15-digit Amex numbers', () => {
    expect(checkCardNumber('4242 4242 4242 4242')).toEqual({ state: 'complete' });
    expect(checkCardNumber('4000002500003155')).toEqual({ state: 'complete' });
    expect(checkCardNumber('378282246310005')).toEqual({ state: 'complete' });
  });

  it.each([
    ['12', 'incomplete', "Your card's expiration date is incomplete."],
    ['12 / 20', 'invalid', "Your card's expiration year is in the past."],
    ['10 / 26', 'invalid', "Your card's expiration date is in the past."],
    ['13 / 27', 'invalid', "Your card's expiration date is invalid."],
  ])('expiry %j is %s', (value, state, message) => {
    expect(checkExpiry(value, today)).toMatchObject({ state, message });
  });

  it('accepts this month and later', () => {
    expect(checkExpiry('11 / 26', today)).toEqual({ state: 'complete' });
    expect(checkExpiry('01 / 30', today)).toEqual({ state: 'complete' });
  });

  it('wants four CVC digits for Amex and three otherwise', () => {
    expect(checkCvc('12', '4242')).toMatchObject({ state: 'incomplete', message: "Your card's security code is incomplete." });
    expect(checkCvc('123', '4242')).toEqual({ state: 'complete' });
    expect(checkCvc('123', '3782 822463 10005')).toMatchObject({ state: 'incomplete' });
  });

  it('checks UK postcodes and US ZIP codes', () => {
    expect(checkPostalCode('SW1A 1AA', 'GB')).toEqual({ state: 'complete' });
    expect(checkPostalCode('SW1', 'GB')).toMatchObject({ state: 'incomplete', message: 'Your postal code is incomplete.' });
    expect(checkPostalCode('ABCDEFG', 'GB')).toMatchObject({ state: 'invalid', message: 'Your postal code is invalid.' });
    expect(checkPostalCode('1234', 'US')).toMatchObject({ message: 'Your ZIP is incomplete.' });
  });

  it('checks IBAN checksums, emails and Brazilian tax ids', () => {
    expect(checkIban('DE89 3704 0044 0532 0130 00')).toEqual({ state: 'complete' });
    expect(checkIban('DE89 3704 0044 0532 0130 01')).toMatchObject({ state: 'invalid', message: 'Your IBAN is invalid.' });
    expect(checkEmail('jo@')).toMatchObject({ message: 'Your email address is invalid.' });
    expect(checkTaxId('000.000.000-00')).toEqual({ state: 'complete' });
  });

  it('formats numbers and expiry as the shopper types', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatExpiry('1229')).toBe('12 / 29');
    expect(formatExpiry('4')).toBe('04');
  });
});
