// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cleanTerm, debounceDelay } from './term.ts';

describe('cleanTerm', () => {
  it('strips <>{}[] and slashes, collapses whitespace and trims', () => {
    expect(cleanTerm('  hood\\/ie  <b>{x}[y] ')).toBe('hoodie bxy');
    expect(cleanTerm('t-shirt   with\tlogo')).toBe('t-shirt with logo');
  });
});

describe('debounceDelay', () => {
  it('uses the configured value only above 100 ms', () => {
    expect(debounceDelay(100)).toBe(300);
    expect(debounceDelay(0)).toBe(300);
    expect(debounceDelay(101)).toBe(101);
  });
});
