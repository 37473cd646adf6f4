import { afterEach, describe, expect, it } from 'vitest';
import { focusableElements, trapFocus } from './focus-trap.ts';

function tab(shiftKey = false): boolean {
  const event = new KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true, cancelable: true });
  (document.activeElement ?? document.body).dispatchEvent(event);
  return event.defaultPrevented;
}

describe('trapFocus', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  function panel(): HTMLElement {
    document.body.innerHTML = `
      <button id="outside">Outside</button>
      <div id="panel">
        <button id="close">Close menu</button>
        <a id="hidden-link" href="/x" hidden>Hidden</a>
        <button disabled>Disabled</button>
        <a id="shop" href="/shop/">Shop</a>
      </div>`;
    return document.getElementById('panel') as HTMLElement;
  }

  it('lists only the elements Tab can reach', () => {
    expect(focusableElements(panel()).map((el) => el.id)).toEqual(['close', 'shop']);
  });

  it('focuses the first element and wraps Tab and Shift+Tab at the ends', () => {
    const release = trapFocus(panel());
    expect(document.activeElement?.id).toBe('close');
    expect(tab(true)).toBe(true);
    expect(document.activeElement?.id).toBe('shop');
    expect(tab()).toBe(true);
    expect(document.activeElement?.id).toBe('close');
    release();
  });

  it('pulls focus that lands outside back in, until released', () => {
    const release = trapFocus(panel());
    document.getElementById('outside')?.focus();
    expect(document.activeElement?.id).toBe('close');
    release();
    document.getElementById('outside')?.focus();
    expect(document.activeElement?.id).toBe('outside');
    expect(tab()).toBe(false);
  });
});
