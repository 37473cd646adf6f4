import { afterEach, describe, expect, it } from 'vitest';
import { ensureButton, ensureId } from './ensure-button.ts';

describe('ensureButton', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('replaces a link with a button that keeps its label, classes, data and content', () => {
    document.body.innerHTML =
      '<a class="cart-contents" href="/shop/cart/" title="View your shopping cart" data-x="1"><span class="count">2 items</span></a>';
    const button = ensureButton(document.querySelector('a') as HTMLElement);
    expect(document.querySelector('a')).toBeNull();
    expect(button.isConnected).toBe(true);
    expect(button.type).toBe('button');
    expect(button.className).toBe('cart-contents');
    expect(button.title).toBe('View your shopping cart');
    expect(button.dataset.x).toBe('1');
    expect(button.hasAttribute('href')).toBe(false);
    expect(button.querySelector('.count')?.textContent).toBe('2 items');
  });

  it('keeps an existing button and stops it submitting forms', () => {
    document.body.innerHTML = '<form><button class="menu-toggle">Menu</button></form>';
    const original = document.querySelector('button') as HTMLButtonElement;
    expect(ensureButton(original)).toBe(original);
    expect(original.type).toBe('button');
  });
});

describe('ensureId', () => {
  it('keeps an id and invents a free one otherwise', () => {
    document.body.innerHTML = '<div id="panel"></div><div id="si-panel-1"></div><div class="x"></div>';
    expect(ensureId(document.getElementById('panel') as HTMLElement, 'si-panel')).toBe('panel');
    expect(ensureId(document.querySelector('.x') as HTMLElement, 'si-panel')).toBe('si-panel-2');
  });
});
