import { describe, expect, it } from 'vitest';
import { parseCustomAmount, readAmount, type AmountRules } from './amount.ts';

const gbp: AmountRules = { currency: 'GBP', zeroCents: ['JPY', 'KRW'], checkMinimum: false, minimums: {} };

describe('readAmount', () => {
  it('drops dollar signs, commas and spaces before reading the decimal', () => {
    expect(readAmount('$1,234.5')).toBe(1234.5);
    expect(readAmount(' 1 000.25 ')).toBe(1000.25);
    expect(Number.isNaN(readAmount('abc'))).toBe(true);
  });
});

describe('parseCustomAmount', () => {
  it('rewrites a valid amount with two decimals and gives its minor units', () => {
    expect(parseCustomAmount('$1,234.5', gbp)).toEqual({ ok: true, display: '1234.50', minor: 123450 });
    expect(parseCustomAmount('5', gbp)).toEqual({ ok: true, display: '5.00', minor: 500 });
    expect(parseCustomAmount('0.015', gbp)).toEqual({ ok: true, display: '0.02', minor: 2 });
  });

  it('refuses text that is not a number, and amounts of zero or less', () => {
    expect(parseCustomAmount('abc', gbp)).toEqual({ ok: false, reason: 'invalid' });
    expect(parseCustomAmount('', gbp)).toEqual({ ok: false, reason: 'invalid' });
    expect(parseCustomAmount('0', gbp)).toEqual({ ok: false, reason: 'invalid' });
    expect(parseCustomAmount('-3', gbp)).toEqual({ ok: false, reason: 'invalid' });
    expect(parseCustomAmount('0.001', gbp)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('keeps zero-decimal currencies whole', () => {
    const yen = { ...gbp, currency: 'jpy' };
    expect(parseCustomAmount('1,500', yen)).toEqual({ ok: true, display: '1500', minor: 1500 });
    expect(parseCustomAmount('99.6', yen)).toEqual({ ok: true, display: '100', minor: 100 });
  });

  it('lets amounts under 0.50 through while the minimum check is off', () => {
    expect(parseCustomAmount('0.10', gbp)).toEqual({ ok: true, display: '0.10', minor: 10 });
  });

  it('enforces 0.50, or the currency minimum, when the check is on', () => {
    const checked = { ...gbp, checkMinimum: true };
    expect(parseCustomAmount('0.49', checked)).toEqual({ ok: false, reason: 'below-minimum', minimumDisplay: '0.50' });
    expect(parseCustomAmount('0.50', checked)).toEqual({ ok: true, display: '0.50', minor: 50 });
    const perCurrency = { ...checked, minimums: { GBP: 30 } };
    expect(parseCustomAmount('0.30', perCurrency)).toEqual({ ok: true, display: '0.30', minor: 30 });
  });
});
