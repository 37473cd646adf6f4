// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { placement } from './placement.ts';

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
