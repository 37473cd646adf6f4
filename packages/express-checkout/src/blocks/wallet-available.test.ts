/**
 * The wallet probe's amount: the block's cart total (Store API minor units of the store's currency, read by core's
 * cartTotalOf) in the minor units Stripe uses for the currency (core's toMinorUnits), never 0.
 */
import { describe, expect, it } from 'vitest';
import { probeAmount } from './wallet-available.ts';

describe('probeAmount', () => {
  it("is the cart's total in Stripe's minor units, whatever the store's own decimals", () => {
    expect(probeAmount({ total_price: '4500', currency_code: 'GBP', currency_minor_unit: 2 }, 2)).toBe(4500);
    expect(probeAmount({ total_price: '4500', currency_code: 'jpy', currency_minor_unit: 0 }, 0)).toBe(4500);
    // a store printing GBP with 3 decimals, and one printing JPY with 2: Stripe's units either way
    expect(probeAmount({ total_price: '45005', currency_code: 'GBP', currency_minor_unit: 3 }, 2)).toBe(4501);
    expect(probeAmount({ total_price: '450000', currency_code: 'JPY', currency_minor_unit: 2 }, 0)).toBe(4500);
    expect(probeAmount({ total_price: '12345', currency_code: 'KWD', currency_minor_unit: 3 }, 3)).toBe(12345);
  });

  it('is 1 (a positive amount Elements accepts) when the cart says no total, or no usable one', () => {
    expect(probeAmount(undefined, 2)).toBe(1);
    expect(probeAmount({ total_price: '0', currency_code: 'GBP', currency_minor_unit: 2 }, 2)).toBe(1);
    expect(probeAmount({ total_price: 'abc', currency_code: 'GBP', currency_minor_unit: 2 }, 2)).toBe(1);
    expect(probeAmount({ total_price: '4500', currency_minor_unit: 2 }, 2)).toBe(1);
  });
});
