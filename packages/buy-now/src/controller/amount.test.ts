import { describe, expect, it } from 'vitest';
import { buttonAmountRules, checkAmount, formatAmount, MAX_AMOUNT_MINOR, parseAmount, type AmountFormat, type AmountRules } from './amount.ts';

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

describe('checkAmount', () => {
  const rules: AmountRules = { format: gb, minimum: 1800, maximum: MAX_AMOUNT_MINOR };

  it('gives the amount, the field text and the payment box value', () => {
    expect(checkAmount('$1,234.5', rules)).toEqual({ minor: 123450, display: '1234.50', boxValue: '1234.50' });
    expect(checkAmount('1.234,5', { ...rules, format: de })).toEqual({ minor: 123450, display: '1234,50', boxValue: '1234.50' });
  });

  it('refuses zero and text, then below the minimum, then above the maximum', () => {
    expect(checkAmount('0', rules)).toEqual({ reason: 'invalid' });
    expect(checkAmount('12abc', rules)).toEqual({ reason: 'invalid' });
    expect(checkAmount('5', rules)).toEqual({ reason: 'below-minimum', limit: 1800 });
    expect(checkAmount('17.99', rules)).toEqual({ reason: 'below-minimum', limit: 1800 });
    expect(checkAmount('18', rules)).toMatchObject({ minor: 1800 });
    expect(checkAmount('999,999.99', rules)).toMatchObject({ minor: 99_999_999 });
    expect(checkAmount('1,000,000', rules)).toEqual({ reason: 'above-maximum', limit: 99_999_999 });
    expect(checkAmount('99999999', rules)).toEqual({ reason: 'above-maximum', limit: 99_999_999 });
  });
});

describe('buttonAmountRules', () => {
  const button = {
    currency: 'GBP', zeroCents: ['JPY'], minAmountCheck: false, minAmounts: {}, min_amount: 0,
    amountOpts: { applySepOpts: false, decimalSep: ',', thousandSep: '.' },
  };

  it('reads 1,234.56 unless the plugin applies the shop’s separators', () => {
    expect(buttonAmountRules(button).format).toEqual(gb);
    expect(buttonAmountRules({ ...button, amountOpts: { ...button.amountOpts, applySepOpts: true } }).format).toEqual(de);
    expect(buttonAmountRules({ ...button, currency: 'jpy' }).format).toEqual(yen);
  });

  it('takes the product minimum, the per-currency minimum only while that check is on, and at least one unit', () => {
    expect(buttonAmountRules(button)).toMatchObject({ minimum: 1, maximum: MAX_AMOUNT_MINOR });
    expect(buttonAmountRules({ ...button, min_amount: 1800 }).minimum).toBe(1800);
    expect(buttonAmountRules({ ...button, minAmounts: { GBP: 30 } }).minimum).toBe(1);
    expect(buttonAmountRules({ ...button, minAmountCheck: true }).minimum).toBe(50);
    expect(buttonAmountRules({ ...button, minAmountCheck: true, minAmounts: { GBP: 30 } }).minimum).toBe(30);
  });
});
