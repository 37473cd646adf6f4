import { describe, expect, it } from 'vitest';
import { formatPostcode, isValidEmail, isValidPhone, isValidPostcode } from './address.ts';

describe('postcodes (WC_Validation::is_postcode, wc_format_postcode)', () => {
  it.each([
    ['GB', 'SW1A 1AA', true], ['GB', 'sw1a1aa', true], ['GB', 'GIR 0AA', true], ['GB', 'BFPO 801', true], ['GB', 'XX', false], ['GB', 'Q1 1AA', false],
    ['US', '90210', true], ['US', '90210-1234', true], ['US', '9021', false],
    ['IE', 'D02 X285', true], ['IE', 'd02x285', true], ['IE', 'B02 X285', false],
    ['DE', '10115', true], ['DE', '00115', false], ['NL', '1012 AB', true], ['NL', '1012 SA', false],
    ['SE', '114 55', true], ['SE', '11455', true], ['JP', '100-0001', true], ['IN', '110001', true], ['IN', '010001', false],
    ['CA', 'K1A 0B1', true], ['CA', 'W1A 0B1', false], ['PT', '1000-001', true], ['PL', '00-950', true],
    ['FR', '75001', true], ['FR', '7500', false], ['AU', 'anything 123', true], ['GB', 'SW1A_1AA', false],
  ])('%s %s → %s', (country, postcode, valid) => {
    expect(isValidPostcode(formatPostcode(postcode, country), country)).toBe(valid);
  });

  it('formats as the country writes it', () => {
    expect(formatPostcode(' sw1a1aa ', 'GB')).toBe('SW1A 1AA');
    expect(formatPostcode('d02x285', 'IE')).toBe('D02 X285');
    expect(formatPostcode('902101234', 'US')).toBe('90210-1234');
    expect(formatPostcode('90210', 'US')).toBe('90210');
    expect(formatPostcode('1000001', 'JP')).toBe('100-0001');
    expect(formatPostcode('11455', 'SE')).toBe('114 55');
  });
});

describe('phone (WC_Validation::is_phone)', () => {
  it('takes digits, spaces and # _ - + / ( ) . only', () => {
    for (const phone of ['020 7946 0000', '+44 (0)20 7946-0958', '555.123.4567', '#12/34_5']) expect([phone, isValidPhone(phone)]).toEqual([phone, true]);
    for (const phone of ['call me', '020 7946 000x', '+44 20 ☎']) expect([phone, isValidPhone(phone)]).toEqual([phone, false]);
  });
});

describe("email (WordPress's is_email)", () => {
  it('takes an ASCII address with a dotted domain', () => {
    for (const email of ['ada@example.com', 'a.b+c@sub.example.co.uk', "o'neil@example.ie"]) expect([email, isValidEmail(email)]).toEqual([email, true]);
  });
  it('refuses what WordPress refuses, Unicode included', () => {
    for (const email of ['nope', 'a@b.c', '@example.com', 'ada@example', 'ada@@example.com', 'ada@exa..mple.com', 'ada@-example.com', 'josé@correo.es', 'ada@exam ple.com']) {
      expect([email, isValidEmail(email)]).toEqual([email, false]);
    }
  });
});
