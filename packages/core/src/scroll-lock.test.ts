import { afterEach, describe, expect, it } from 'vitest';
import { lockScroll } from './scroll-lock.ts';

afterEach(() => {
  document.body.removeAttribute('style');
  document.documentElement.removeAttribute('style');
  document.body.removeAttribute('data-scroll-locked');
});

describe('lockScroll', () => {
  it('pins the body at the current offset and scrolls back there on release', () => {
    document.body.style.position = 'relative';
    window.scrollTo(0, 640);
    const release = lockScroll();
    expect(document.documentElement.style.overflow).toBe('hidden');
    expect(document.body.style.position).toBe('fixed');
    expect(document.body.style.top).toBe('-640px');

    window.scrollTo(0, 0);
    release();
    expect(document.body.style.position).toBe('relative');
    expect(document.body.style.top).toBe('');
    expect(document.documentElement.style.overflow).toBe('');
    expect(window.scrollY).toBe(640);
  });

  it('leaves an outer lock in charge when locked twice', () => {
    window.scrollTo(0, 200);
    const outer = lockScroll();
    const inner = lockScroll();
    inner();
    expect(document.body.style.position).toBe('fixed');
    outer();
    expect(document.body.style.position).toBe('');
    expect(window.scrollY).toBe(200);
  });
});
