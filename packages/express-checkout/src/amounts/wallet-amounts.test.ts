import { describe, expect, it } from 'vitest';
import { convertMinor, decodeEntities, fromGatewayItems, fromStoreCart, reconcile, sum, type StoreCartTotals } from './wallet-amounts.ts';

const cart = (overrides: Partial<StoreCartTotals['totals']> = {}, needsShipping = true): StoreCartTotals => ({
  items: [
    { name: 'Beanie', quantity: 2, totals: { line_subtotal: '3000' } },
    { name: 'Hoodie', quantity: 1, variation: [{ attribute: 'Color', value: 'Blue' }], totals: { line_subtotal: '3750' } },
  ],
  totals: { total_price: '8517', total_tax: '1350', total_shipping: '417', total_discount: '0', currency_minor_unit: 2, ...overrides },
  needs_shipping: needsShipping,
});

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

  it('turns a Store API cart into lines that add up to its total: items before discounts, tax, shipping, discount', () => {
    const amounts = fromStoreCart(cart({ total_price: '8017', total_discount: '500' }), 2);
    expect(amounts).toEqual({
      amount: 8017,
      lineItems: [
        { name: 'Beanie (x2)', amount: 3000 }, { name: 'Hoodie Color: Blue', amount: 3750 }, { name: 'Tax', amount: 1350 },
        { name: 'Shipping', amount: 417 }, { name: 'Discount', amount: -500 },
      ],
    });
    expect(sum(amounts.lineItems)).toBe(amounts.amount);
  });

  it('lists shipping only when the cart ships, a free rate included, and takes refunds off the total', () => {
    expect(fromStoreCart(cart({ total_price: '8100', total_shipping: '0' }), 2).lineItems.map((l) => l.name)).toContain('Shipping');
    expect(fromStoreCart(cart({ total_price: '8100', total_shipping: null }, false), 2).lineItems.map((l) => l.name)).not.toContain('Shipping');
    expect(fromStoreCart(cart({ total_price: '8617', total_refund: '100', total_shipping: '517' }), 2)).toMatchObject({ amount: 8517, lineItems: expect.arrayContaining([{ name: 'Refund', amount: -100 }]) });
  });

  it('converts between the shop\'s decimals and Stripe\'s exactly, half away from zero', () => {
    expect(convertMinor(1999, 2, 2)).toBe(1999);
    expect(convertMinor(1235, 0, 0)).toBe(1235);
    expect(convertMinor(123_550, 2, 0)).toBe(1236);
    expect(convertMinor(-123_550, 2, 0)).toBe(-1236);
    expect(convertMinor(123_549, 2, 0)).toBe(1235);
    expect(convertMinor(512, 2, 3)).toBe(5120);
    expect(() => convertMinor(12.5, 2, 2)).toThrow(RangeError);
    // a yen shop kept with two decimals
    expect(fromStoreCart({ ...cart({ total_price: '150000', total_tax: '0', total_shipping: null, currency_minor_unit: 2 }, false), items: [{ name: 'Teapot', quantity: 1, totals: { line_subtotal: '150000' } }] }, 0))
      .toEqual({ amount: 1500, lineItems: [{ name: 'Teapot', amount: 1500 }] });
  });

  it('decodes the HTML entities of Store API names', () => {
    expect(decodeEntities('Salt &amp; pepper &#8211; &quot;set&quot; &#x2F;')).toBe('Salt & pepper – "set" /');
    expect(decodeEntities('&unknown;')).toBe('&unknown;');
  });
});
