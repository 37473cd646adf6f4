import { describe, expect, it } from 'vitest';
import { showCartCount } from './cart-count.ts';

describe('showCartCount', () => {
  it('writes the subtotal and the item count into the header cart button', () => {
    document.body.innerHTML = '<button><span class="amount">£0.00</span> <span class="count">0 items</span></button>';
    const button = document.querySelector('button') as HTMLElement;
    showCartCount(button, { items: [], itemsCount: 1, subtotal: 18, currency: 'GBP' }, 'en-GB');
    expect(button.textContent).toBe('£18.00 1 item');
    showCartCount(button, { items: [], itemsCount: 3, subtotal: 108.5, currency: 'GBP' }, 'en-GB');
    expect(button.textContent).toBe('£108.50 3 items');
  });
});
