import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/dom';
import { enhanceCartToggle, enhanceMenuToggle, enhanceSearchToggle } from './header-toggles.ts';

const HEADER = `
  <div class="site">
    <header class="site-header">
      <a class="menu-toggle" href="#site-navigation">Menu</a>
      <a class="search-toggle" href="#site-search">Search</a>
      <div class="site-search" id="site-search">
        <form role="search"><label for="s">Search for:</label><input type="search" id="s" name="s"></form>
      </div>
      <ul class="site-header-cart"><li><a class="cart-contents" href="/shop/cart/" title="View your shopping cart"><span class="count">0 items</span></a></li></ul>
    </header>
  </div>
  <div class="side-cart-panel" hidden><button class="side-cart-close">Close cart</button></div>
  <div class="menu-panel" hidden><button class="menu-panel-close">Close menu</button><a href="/shop/">Shop</a></div>`;

describe('header toggles', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    document.body.className = '';
  });

  it('opens the side cart from the cart link-turned-button, shifting the site, and loads the cart', () => {
    document.body.innerHTML = HEADER;
    let loads = 0;
    enhanceCartToggle(document, () => (loads += 1));
    const button = screen.getByRole('button', { name: '0 items' });
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.body.classList.contains('side-cart-open')).toBe(true);
    expect(loads).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Close cart' }));
    expect(document.body.classList.contains('side-cart-open')).toBe(false);
    expect(document.activeElement).toBe(button);
  });

  it('moves focus into the side cart when it opens (the panel itself, announced by its name)', () => {
    document.body.innerHTML = HEADER;
    enhanceCartToggle(document, () => undefined);
    const button = screen.getByRole('button', { name: '0 items' });
    button.focus();
    fireEvent.click(button);
    const panel = document.querySelector<HTMLElement>('.side-cart-panel')!;
    expect(document.activeElement).toBe(panel);
    expect(panel.tabIndex).toBe(-1);
    fireEvent.keyDown(panel, { key: 'Escape' });
    expect(document.activeElement).toBe(button);
  });

  it('opens the full-screen menu with focus on its close button and marks the body', () => {
    document.body.innerHTML = HEADER;
    enhanceMenuToggle(document);
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(document.body.classList.contains('menu-panel-open')).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close menu' }));
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(document.body.classList.contains('menu-panel-open')).toBe(false);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Menu' }));
  });

  it('opens the search box with its field focused', () => {
    document.body.innerHTML = HEADER;
    enhanceSearchToggle(document);
    const button = screen.getByRole('button', { name: 'Search' });
    expect(button.getAttribute('aria-controls')).toBe('site-search');
    fireEvent.click(button);
    expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Search for:' }));
  });

  it('leaves a toggle alone when its panel is not on the page', () => {
    document.body.innerHTML = '<a class="menu-toggle" href="#nav">Menu</a>';
    expect(enhanceMenuToggle(document)).toBeNull();
    expect(screen.getByRole('link', { name: 'Menu' })).toBeTruthy();
  });
});
