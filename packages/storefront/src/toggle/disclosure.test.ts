import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/dom';
import { createDisclosure, type Disclosure } from './disclosure.ts';

function escape(): void {
  fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
}

describe('createDisclosure', () => {
  let disclosure: Disclosure | null = null;
  afterEach(() => {
    disclosure?.destroy();
    disclosure = null;
    document.body.innerHTML = '';
  });

  function setUp(trap = false): { panel: HTMLElement; changes: boolean[] } {
    document.body.innerHTML = `
      <a class="menu-toggle" href="#site-navigation">Menu</a>
      <div class="menu-panel" hidden>
        <button class="menu-panel-close">Close menu</button>
        <a href="/shop/">Shop</a>
      </div>
      <a href="/elsewhere">Elsewhere</a>`;
    const panel = document.querySelector('.menu-panel') as HTMLElement;
    const changes: boolean[] = [];
    disclosure = createDisclosure({
      toggle: document.querySelector('.menu-toggle') as HTMLElement,
      panel,
      closeButtons: [panel.querySelector('.menu-panel-close') as HTMLElement],
      trap,
      onChange: (open) => changes.push(open),
    });
    return { panel, changes };
  }

  it('turns the theme link into a collapsed button controlling the panel', () => {
    const { panel } = setUp();
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button.tagName).toBe('BUTTON');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.hidden).toBe(false);
    expect(panel.classList.contains('is-open')).toBe(false);
  });

  it('opens and closes on clicks and reports each change', () => {
    const { panel, changes } = setUp();
    const button = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(panel.classList.contains('is-open')).toBe(true);
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(changes).toEqual([true, false]);
  });

  it('closes on Escape and returns focus to its button', () => {
    setUp();
    const button = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(button);
    screen.getByRole('link', { name: 'Shop' }).focus();
    escape();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('holds focus inside a trapping panel and its close button forces it closed', () => {
    setUp(true);
    const button = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(button);
    const close = screen.getByRole('button', { name: 'Close menu' });
    expect(document.activeElement).toBe(close);
    screen.getByRole('link', { name: 'Elsewhere' }).focus();
    expect(document.activeElement).toBe(close);
    fireEvent.click(close);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
    screen.getByRole('link', { name: 'Elsewhere' }).focus();
    expect(document.activeElement?.textContent).toBe('Elsewhere');
  });

  it('ignores Escape once closed', () => {
    const { changes } = setUp();
    escape();
    expect(changes).toEqual([]);
  });
});
