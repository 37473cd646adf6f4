/**
 * Where the drop-down goes (SPEC 9.1): above the field when less than 500 px of page remains below
 * it, measured without the drop-down; and how tall it may be.
 */

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

/** The least height the drop-down keeps, as a share of the viewport, when little of the screen is left beside the field. */
const MIN_VIEWPORT_SHARE = 0.5;

/**
 * The drop-down's height limit, in CSS pixels: the room between the field and the edge of the
 * viewport it opens towards, but never less than half the viewport (the page scrolls to the rest)
 * and never more than the whole viewport.
 */
export function dropdownMaxHeight(where: Placement, field: { readonly top: number; readonly bottom: number }, viewportHeight: number): number {
  const room = where === 'above' ? field.top : viewportHeight - field.bottom;
  return Math.round(Math.min(viewportHeight, Math.max(room, viewportHeight * MIN_VIEWPORT_SHARE)));
}
