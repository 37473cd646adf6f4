import { describe, expect, it } from 'vitest';
import { readCurrency } from '@shop-islands/core';
import { showCartCount } from './cart-count.ts';

describe('showCartCount', () => {
  it('writes the subtotal (minor units, in the shop currency) and the item count into the header cart button', () => {
    document.body.innerHTML = '<button><span class="amount">£0.00</span> <span class="count">0 items</span></button>';
    const button = document.querySelector('button') as HTMLElement;
    const gbp = readCurrency({ currency_code: 'GBP', currency_symbol: '£', currency_minor_unit: 2, currency_prefix: '£' }, 'totals');
    showCartCount(button, { items: [], itemsCount: 1, subtotal: 1800, currency: gbp });
    expect(button.textContent).toBe('£18.00 1 item');
    showCartCount(button, { items: [], itemsCount: 3, subtotal: 10850, currency: gbp });
    expect(button.textContent).toBe('£108.50 3 items');
    const jpy = readCurrency({ currency_code: 'JPY', currency_symbol: '¥', currency_minor_unit: 0, currency_prefix: '¥' }, 'totals');
    showCartCount(button, { items: [], itemsCount: 2, subtotal: 3600, currency: jpy });
    expect(button.textContent).toBe('¥3,600 2 items');
  });
});
