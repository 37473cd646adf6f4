import { describe, expect, it } from 'vitest';
import { formatMoney, fromMinorUnits, toMinorUnits, toTwoDecimals } from './money.ts';

describe('money', () => {
  it('reads Store API minor-unit amounts, with minor unit 2 by default', () => {
    expect(fromMinorUnits('1999')).toBe(19.99);
    expect(fromMinorUnits(1999, 2)).toBe(19.99);
    expect(fromMinorUnits(500, 0)).toBe(500);
    expect(fromMinorUnits('12345', 3)).toBe(12.345);
  });

  it('converts back to whole minor units without floating-point drift', () => {
    expect(toMinorUnits(19.99)).toBe(1999);
    expect(toMinorUnits(0.1 + 0.2)).toBe(30);
    expect(toMinorUnits(500, 0)).toBe(500);
  });

  it('rejects values that are not amounts', () => {
    expect(() => fromMinorUnits('12.3abc')).toThrow('Not an amount: 12.3abc');
    expect(() => toMinorUnits(Number.NaN)).toThrow(RangeError);
  });

  it('formats prices for the en-GB GBP shop', () => {
    expect(formatMoney(19.99, 'GBP', 'en-GB')).toBe('£19.99');
    expect(formatMoney(1234.5, 'GBP', 'en-GB')).toBe('£1,234.50');
  });

  it('shows amounts with two decimals', () => {
    expect(toTwoDecimals(5)).toBe('5.00');
    expect(toTwoDecimals(12.345)).toBe('12.35');
  });
});
