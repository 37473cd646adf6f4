import { describe, expect, it } from 'vitest';
import { formatAmount, MAX_AMOUNT_MINOR, parseAmount, readTypedAmount, type AmountFormat } from './amount.ts';

const gb: AmountFormat = { decimals: 2, decimalSeparator: '.', thousandSeparator: ',' };
const de: AmountFormat = { decimals: 2, decimalSeparator: ',', thousandSeparator: '.' };
const yen: AmountFormat = { decimals: 0, decimalSeparator: '.', thousandSeparator: ',' };

describe('parseAmount', () => {
  it('reads digits, the shop’s thousands separator in groups of three and one decimal separator, in minor units', () => {
    expect(parseAmount('18', gb)).toBe(1800);
    expect(parseAmount('1,234.5', gb)).toBe(123450);
    expect(parseAmount('1234.56', gb)).toBe(123456);
    expect(parseAmount('0.07', gb)).toBe(7);
    expect(parseAmount('1.234,56', de)).toBe(123456);
    expect(parseAmount('1,5', de)).toBe(150);
    expect(parseAmount('1,500', yen)).toBe(1500);
  });

  it('allows a currency sign and spaces around, and spaces as thousands separators (SPEC 5.1)', () => {
    expect(parseAmount(' $1,234.50 ', gb)).toBe(123450);
    expect(parseAmount('£20', gb)).toBe(2000);
    expect(parseAmount('20 €', de)).toBe(2000);
    expect(parseAmount('1 000.25', gb)).toBe(100025);
    expect(parseAmount('1\u00a0000,25', de)).toBe(100025);
  });

  it('refuses anything that is not strictly an amount (the issue 11 reports among them)', () => {
    for (const text of ['1e21', '12abc', 'abc', '', ' ', '-3', '+3', '1.234,56', '1,2,3', '12,34', '1,234.567', '0.015', '1..5', '1.5.0', '0x10', 'Infinity', '5 5', '$$5', '1_000']) {
      expect([text, parseAmount(text, gb)]).toEqual([text, null]);
    }
    expect(parseAmount('99.6', yen)).toBeNull();
    expect(parseAmount('1,234.56', de)).toBeNull();
  });

  it('reads very long numbers as too large rather than losing digits', () => {
    expect(parseAmount('99999999999999999999', gb)).toBe(Number.POSITIVE_INFINITY);
    expect(parseAmount('999999.99', gb)).toBe(MAX_AMOUNT_MINOR);
  });
});

describe('formatAmount', () => {
  it('writes minor units as decimal text without grouping', () => {
    expect(formatAmount(123450, 2)).toBe('1234.50');
    expect(formatAmount(5, 2)).toBe('0.05');
    expect(formatAmount(123450, 2, ',')).toBe('1234,50');
    expect(formatAmount(1500, 0)).toBe('1500');
  });
});

describe('readTypedAmount (the button, SPEC 5.1)', () => {
  it('removes currency signs, commas and spaces, and gives the amount with the currency\'s decimals', () => {
    expect(readTypedAmount('$1,234.5', 2)).toBe('1234.50');
    expect(readTypedAmount(' £ 20 ', 2)).toBe('20.00');
    expect(readTypedAmount('0.07', 2)).toBe('0.07');
    expect(readTypedAmount('¥1,500', 0)).toBe('1500');
  });

  it('refuses anything that is not strictly a decimal above zero, and cents in a currency without them', () => {
    for (const text of ['1e21', '12abc', 'abc', '', '-3', '+3', '1.234,56', '1,234.567', '0.015', '1..5', '0x10', 'Infinity', '0', '0.00', '1_000']) {
      expect([text, readTypedAmount(text, 2)]).toEqual([text, null]);
    }
    expect(readTypedAmount('99.6', 0)).toBeNull();
  });
});
