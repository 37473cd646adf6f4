/** Where the drop-down goes (SPEC 9.1): above the field when less than 500 px of page remains below it. */

export const FLIP_THRESHOLD_PX = 500;

export type Placement = 'above' | 'below';

export interface FieldMetrics {
  /** Distance from the top of the page to the top of the field, in CSS pixels. */
  readonly fieldTop: number;
  /** Distance from the top of the page to the bottom of the field. */
  readonly fieldBottom: number;
  /** Full height of the page (document scroll height). */
  readonly pageHeight: number;
}

/** Flips above only when the page above the field offers more room than the little left below. */
export function placement(metrics: FieldMetrics): Placement {
  const below = metrics.pageHeight - metrics.fieldBottom;
  return below < FLIP_THRESHOLD_PX && metrics.fieldTop > below ? 'above' : 'below';
}
