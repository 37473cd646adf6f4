import { describe, expect, it } from 'vitest';
import { stripeDecimals, toStripeAmount } from './stripe-amount.ts';

describe("amounts in Stripe's minor units", () => {
  it('GBP: two decimals either side, unchanged', () => {
    expect(stripeDecimals('GBP')).toBe(2);
    expect(toStripeAmount(1999, 2, 'GBP')).toBe(1999);
    expect(toStripeAmount(0, 2, 'gbp')).toBe(0);
    // A shop that prices pounds without pence.
    expect(toStripeAmount(20, 0, 'GBP')).toBe(2000);
  });

  it('JPY: a zero-decimal currency; a shop keeping yen with decimals is rounded half away from zero', () => {
    expect(stripeDecimals('jpy')).toBe(0);
    expect(toStripeAmount(1235, 0, 'JPY')).toBe(1235);
    expect(toStripeAmount(123_450, 2, 'JPY')).toBe(1235);
    expect(toStripeAmount(123_449, 2, 'JPY')).toBe(1234);
  });

  it('KWD: three decimals whose last digit must be 0', () => {
    expect(stripeDecimals('KWD')).toBe(3);
    expect(toStripeAmount(5124, 3, 'KWD')).toBe(5120);
    expect(toStripeAmount(5125, 3, 'KWD')).toBe(5130);
    expect(toStripeAmount(512, 2, 'KWD')).toBe(5120);
    expect(toStripeAmount(5, 0, 'KWD')).toBe(5000);
  });

  it('refuses what is not an amount in minor units', () => {
    expect(() => toStripeAmount(19.99, 2, 'GBP')).toThrow(RangeError);
    expect(() => toStripeAmount(Number.NaN, 2, 'GBP')).toThrow(RangeError);
  });
});
