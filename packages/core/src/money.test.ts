import { describe, expect, it } from 'vitest';
import { SettingsError } from './settings.ts';
import { formatPrice, fromMinorUnits, minorAmount, plainCurrency, readCurrency, toMinorUnits, type Currency } from './money.ts';

/** The currency fields WooCommerce's Store API prints for each shop setting (see endpoints/store-api in the demo). */
const GBP: Currency = readCurrency(
  { currency_code: 'GBP', currency_symbol: '£', currency_minor_unit: 2, currency_decimal_separator: '.', currency_thousand_separator: ',', currency_prefix: '£', currency_suffix: '' },
  'gbp',
);
const EUR: Currency = readCurrency(
  { currency_code: 'EUR', currency_symbol: '€', currency_minor_unit: 2, currency_decimal_separator: ',', currency_thousand_separator: '.', currency_prefix: '', currency_suffix: ' €' },
  'eur',
);
const JPY: Currency = readCurrency(
  { currency_code: 'JPY', currency_symbol: '¥', currency_minor_unit: 0, currency_decimal_separator: '.', currency_thousand_separator: ',', currency_prefix: '¥', currency_suffix: '' },
  'jpy',
);
const KWD: Currency = readCurrency(
  { currency_code: 'KWD', currency_symbol: 'د.ك', currency_minor_unit: 3, currency_decimal_separator: '.', currency_thousand_separator: ',', currency_prefix: 'KD ', currency_suffix: '' },
  'kwd',
);

describe('formatPrice: the one formatter, from the Store API currency fields', () => {
  it('formats GBP with pence', () => {
    expect(formatPrice(1999, GBP)).toBe('£19.99');
    expect(formatPrice('123450', GBP)).toBe('£1,234.50');
    expect(formatPrice(5, GBP)).toBe('£0.05');
    expect(formatPrice(0, GBP)).toBe('£0.00');
    expect(formatPrice(-500, GBP)).toBe('-£5.00');
  });

  it('formats EUR the way the shop sets it: suffix and continental separators', () => {
    expect(formatPrice(123456789, EUR)).toBe('1.234.567,89 €');
    expect(formatPrice(1800, EUR)).toBe('18,00 €');
  });

  it('formats JPY with no decimals at all', () => {
    expect(formatPrice(1800, JPY)).toBe('¥1,800');
    expect(formatPrice('1234567', JPY)).toBe('¥1,234,567');
    expect(formatPrice(7, JPY)).toBe('¥7');
  });

  it('formats a three-decimal currency (KWD)', () => {
    expect(formatPrice(1234567, KWD)).toBe('KD 1,234.567');
    expect(formatPrice(5, KWD)).toBe('KD 0.005');
  });

  it('prints bare decimals for amount fields and providers', () => {
    expect(formatPrice(123450, plainCurrency('GBP'))).toBe('1234.50');
    expect(formatPrice(1235, plainCurrency('JPY', 0))).toBe('1235');
  });

  it('refuses amounts that are not whole minor units', () => {
    expect(() => formatPrice(19.99, GBP)).toThrow(RangeError);
    expect(() => formatPrice('12.3abc', GBP)).toThrow('Not an amount in minor units: 12.3abc');
    expect(() => formatPrice('', GBP)).toThrow(RangeError);
  });
});

describe('readCurrency', () => {
  it('falls back to the symbol as prefix and WooCommerce separators when the fields are partial', () => {
    expect(readCurrency({ currency_code: 'GBP', currency_symbol: '£' }, 'totals')).toEqual({
      code: 'GBP', minorUnit: 2, symbol: '£', prefix: '£', suffix: '', decimalSeparator: '.', thousandSeparator: ',',
    });
  });

  it('names the bad field', () => {
    expect(() => readCurrency({ currency_code: 'XXX', currency_minor_unit: 9 }, 'totals')).toThrow(SettingsError);
    expect(() => readCurrency({ currency_minor_unit: 2 }, 'totals')).toThrow('Invalid setting totals.currency_code');
  });
});

describe('minor-unit arithmetic', () => {
  it('reads Store API minor-unit amounts in each currency', () => {
    expect(fromMinorUnits('1999', GBP.minorUnit)).toBe(19.99);
    expect(fromMinorUnits(1999)).toBe(19.99);
    expect(fromMinorUnits(1800, JPY.minorUnit)).toBe(1800);
    expect(fromMinorUnits('12345', KWD.minorUnit)).toBe(12.345);
  });

  it('converts to whole minor units, half away from zero, without floating-point drift', () => {
    expect(toMinorUnits(19.99, GBP.minorUnit)).toBe(1999);
    expect(toMinorUnits(0.1 + 0.2, EUR.minorUnit)).toBe(30);
    expect(toMinorUnits(1.005, GBP.minorUnit)).toBe(101);
    expect(toMinorUnits(-1.005, GBP.minorUnit)).toBe(-101);
    expect(toMinorUnits(1234.5, JPY.minorUnit)).toBe(1235);
    expect(toMinorUnits(1.2345, KWD.minorUnit)).toBe(1235);
  });

  it('adds prices in minor units exactly, where major units drift', () => {
    const lines = [toMinorUnits(0.1), toMinorUnits(0.2)];
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(formatPrice(lines.reduce((sum, line) => sum + line, 0), GBP)).toBe('£0.30');
    expect(formatPrice(3 * toMinorUnits(0.333, KWD.minorUnit), KWD)).toBe('KD 0.999');
  });

  it('rejects values that are not amounts', () => {
    expect(() => fromMinorUnits('12.3abc')).toThrow('Not an amount in minor units: 12.3abc');
    expect(() => toMinorUnits(Number.NaN)).toThrow(RangeError);
  });
});

describe('minorAmount', () => {
  it("reads the Store API's whole minor units and names a field that is not one", () => {
    expect(minorAmount('1999', 'prices.price')).toBe(1999);
    expect(minorAmount(0, 'prices.price')).toBe(0);
    expect(() => minorAmount('19.99', 'prices.price')).toThrow('Invalid setting prices.price: expected a whole amount in minor units, got "19.99"');
    expect(() => minorAmount('abc', 'prices.price')).toThrow(SettingsError);
  });
});
