// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { dropdownMaxHeight, fieldMetrics, placement } from './placement.ts';

describe('placement', () => {
  it('opens below when 500 px or more of page remains below the field', () => {
    expect(placement({ fieldTop: 100, fieldBottom: 140, pageHeight: 640 })).toBe('below');
  });

  it('flips above when less than 500 px remains below and there is more room above', () => {
    expect(placement({ fieldTop: 900, fieldBottom: 940, pageHeight: 1400 })).toBe('above');
  });

  it('stays below on a short page where the field sits near the top', () => {
    expect(placement({ fieldTop: 20, fieldBottom: 60, pageHeight: 300 })).toBe('below');
  });
});

describe('dropdownMaxHeight', () => {
  it('fills the room between the field and the edge of the viewport it opens towards', () => {
    expect(dropdownMaxHeight('below', { top: 60, bottom: 100 }, 740)).toBe(640);
    expect(dropdownMaxHeight('above', { top: 500, bottom: 540 }, 600)).toBe(500);
  });

  it('keeps at least half the viewport when the field sits near that edge, and never exceeds the viewport', () => {
    expect(dropdownMaxHeight('below', { top: 650, bottom: 690 }, 740)).toBe(370);
    expect(dropdownMaxHeight('above', { top: 20, bottom: 60 }, 600)).toBe(300);
    expect(dropdownMaxHeight('below', { top: -400, bottom: -360 }, 740)).toBe(740);
  });

  it('gives a field fixed to the screen the room there is: the page cannot scroll it to more', () => {
    expect(dropdownMaxHeight('above', { top: 200, bottom: 244 }, 740, 'viewport')).toBe(200);
  });
});

describe('fieldMetrics', () => {
  it('measures a field in the flow against the whole page', () => {
    expect(fieldMetrics('page', { top: 100, bottom: 140 }, { scrollY: 2000, height: 4000, viewportHeight: 740 })).toEqual({ fieldTop: 2100, fieldBottom: 2140, pageHeight: 4000 });
  });

  it("measures a field fixed to the screen (a phone's footer bar) against the viewport, however long the page", () => {
    const metrics = fieldMetrics('viewport', { top: 600, bottom: 644 }, { scrollY: 0, height: 6000, viewportHeight: 740 });
    expect(metrics).toEqual({ fieldTop: 600, fieldBottom: 644, pageHeight: 740 });
    expect(placement(metrics)).toBe('above');
    // Measured against the page it would open below, off screen.
    expect(placement(fieldMetrics('page', { top: 600, bottom: 644 }, { scrollY: 0, height: 6000, viewportHeight: 740 }))).toBe('below');
  });
});
