import { describe, expect, it } from 'vitest';
import { blockElement, isBlocked, unblockElement } from './block-overlay.ts';

describe('blocking overlay', () => {
  it('covers the element with one white 0.6-opacity overlay and marks it busy', () => {
    document.body.innerHTML = '<form class="checkout"><button>Place order</button></form>';
    const form = document.querySelector<HTMLFormElement>('form');
    if (!form) throw new Error('markup missing');
    blockElement(form);
    blockElement(form);
    const overlays = form.querySelectorAll<HTMLElement>('.blockOverlay');
    expect(overlays).toHaveLength(1);
    expect(overlays[0]?.style.opacity).toBe('0.6');
    expect(overlays[0]?.style.background).toMatch(/#fff|rgb\(255, 255, 255\)/);
    expect(form.getAttribute('aria-busy')).toBe('true');
    expect(isBlocked(form)).toBe(true);
  });

  it('leaves an already positioned element\'s position alone', () => {
    document.body.innerHTML = '<div class="sticky" style="position: sticky"></div>';
    const box = document.querySelector<HTMLElement>('.sticky');
    if (!box) throw new Error('markup missing');
    blockElement(box);
    unblockElement(box);
    expect(box.style.position).toBe('sticky');
  });

  it('removes the overlay and busy state when unblocked', () => {
    document.body.innerHTML = '<div class="woocommerce-checkout-review-order"></div>';
    const review = document.querySelector<HTMLElement>('div');
    if (!review) throw new Error('markup missing');
    blockElement(review);
    expect(review.style.position).toBe('relative');
    unblockElement(review);
    expect(review.style.position).toBe('');
    expect(review.querySelector('.blockOverlay')).toBeNull();
    expect(review.hasAttribute('aria-busy')).toBe(false);
    expect(isBlocked(review)).toBe(false);
  });
});
