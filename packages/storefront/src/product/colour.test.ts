import { describe, expect, it } from 'vitest';
import { AA_CONTRAST, averageRgba, BLACK, contrastRatio, readableTextOn, toCss, WHITE } from './colour.ts';

describe('colour', () => {
  it('averages pixels, weighting by alpha and ignoring transparent ones', () => {
    expect(averageRgba([255, 0, 0, 255, 0, 0, 255, 255])).toEqual({ r: 128, g: 0, b: 128 });
    expect(averageRgba([255, 255, 255, 0, 10, 20, 30, 255])).toEqual({ r: 10, g: 20, b: 30 });
    expect(averageRgba([1, 2, 3, 0])).toBeNull();
  });

  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio(BLACK, WHITE)).toBeCloseTo(21, 5);
    expect(contrastRatio(WHITE, WHITE)).toBe(1);
    expect(contrastRatio({ r: 118, g: 118, b: 118 }, WHITE)).toBeCloseTo(4.54, 2);
  });

  it('picks a text colour with at least AA contrast on any background', () => {
    expect(readableTextOn({ r: 250, g: 240, b: 200 })).toEqual(BLACK);
    expect(readableTextOn({ r: 30, g: 40, b: 90 })).toEqual(WHITE);
    for (let v = 0; v <= 255; v += 5) {
      for (const background of [{ r: v, g: v, b: v }, { r: v, g: 0, b: 255 - v }, { r: 255, g: v, b: 0 }]) {
        expect(contrastRatio(background, readableTextOn(background))).toBeGreaterThanOrEqual(AA_CONTRAST);
      }
    }
  });

  it('writes CSS colours', () => {
    expect(toCss({ r: 1, g: 2, b: 3 })).toBe('rgb(1, 2, 3)');
  });
});
