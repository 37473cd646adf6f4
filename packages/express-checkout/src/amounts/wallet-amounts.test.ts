import { describe, expect, it } from 'vitest';
import { fromGatewayItems, reconcile, sum } from './wallet-amounts.ts';

describe('wallet amounts (Stripe minor units)', () => {
  it('takes the gateway\'s lines and total, its keyed discount subtracting', () => {
    const items = [{ label: 'Subtotal', amount: 4500 }, { label: 'Tax', amount: 900 }, { key: 'total_shipping', label: 'Shipping', amount: 417 }, { key: 'total_discount', label: 'Discount', amount: 450 }];
    expect(fromGatewayItems(items, 5367)).toEqual({
      amount: 5367,
      lineItems: [{ name: 'Subtotal', amount: 4500 }, { name: 'Tax', amount: 900 }, { name: 'Shipping', amount: 417 }, { name: 'Discount', amount: -450 }],
    });
  });

  it('keeps the server\'s total, with the chosen shipping, and drops a breakdown that does not add up to it', () => {
    // a penny of rounding between WooCommerce's tax lines and its total: the total wins, the lines go
    const items = [{ label: 'Subtotal', amount: 1500 }, { label: 'Tax', amount: 300 }, { key: 'total_shipping', label: 'Shipping', amount: 417 }];
    expect(fromGatewayItems(items, 2300)).toEqual({ amount: 2300, lineItems: [] });
    expect(fromGatewayItems(items, 2217).lineItems).toHaveLength(3);
    expect(reconcile(0, [])).toEqual({ amount: 0, lineItems: [] });
  });

  it('adds lines up exactly, negative ones included', () => {
    expect(sum([{ name: 'Subtotal', amount: 4500 }, { name: 'Discount', amount: -450 }, { name: 'Tax', amount: 810 }])).toBe(4860);
    expect(fromGatewayItems([{ label: 'Album', amount: 1500 }], 1500)).toEqual({ amount: 1500, lineItems: [{ name: 'Album', amount: 1500 }] });
  });
});
