import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/dom';
import { enhanceSubmenus } from './submenus.ts';

describe('enhanceSubmenus', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  function setUp(): { parent: HTMLElement; link: HTMLElement } {
    document.body.innerHTML = `
      <nav class="main-navigation" aria-label="Primary">
        <ul class="menu">
          <li class="menu-item menu-item-has-children"><a href="/shop/">Shop</a>
            <ul class="sub-menu"><li><a href="/shop/clothing/">Clothing</a></li></ul>
          </li>
          <li class="menu-item"><a href="/blog/">Blog</a></li>
        </ul>
      </nav>`;
    enhanceSubmenus(document);
    const link = screen.getByRole('link', { name: 'Shop' });
    return { parent: link.parentElement as HTMLElement, link };
  }

  it('opens on hover and closes when the pointer leaves', () => {
    const { parent, link } = setUp();
    expect(link.getAttribute('aria-expanded')).toBe('false');
    expect(document.querySelector('nav')?.classList.contains('si-submenus')).toBe(true);
    fireEvent.mouseEnter(parent);
    expect(parent.classList.contains('is-open')).toBe(true);
    expect(link.getAttribute('aria-expanded')).toBe('true');
    fireEvent.mouseLeave(parent);
    expect(parent.classList.contains('is-open')).toBe(false);
  });

  it('stays open while focus moves inside and closes when it leaves', () => {
    const { parent, link } = setUp();
    link.focus();
    expect(parent.classList.contains('is-open')).toBe(true);
    screen.getByRole('link', { name: 'Clothing' }).focus();
    expect(parent.classList.contains('is-open')).toBe(true);
    screen.getByRole('link', { name: 'Blog' }).focus();
    expect(parent.classList.contains('is-open')).toBe(false);
  });

  it('closes on Escape and returns focus to the parent link', () => {
    const { parent, link } = setUp();
    const child = screen.getByRole('link', { name: 'Clothing' });
    child.focus();
    fireEvent.keyDown(child, { key: 'Escape' });
    expect(document.activeElement).toBe(link);
    expect(parent.classList.contains('is-open')).toBe(false);
  });
});
