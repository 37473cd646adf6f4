/**
 * Where the drop-down goes (SPEC 9.1): above the field when less than 500 px remains below it in the
 * viewport the field sits in, measured without the drop-down; and how tall it may be.
 *
 * A field in the page's flow scrolls with the page, so what remains below it is the rest of the page. A
 * field fixed to the screen (Storefront's handheld footer bar on phones) never scrolls: what remains below
 * it is the rest of the screen, however long the page.
 */

export const FLIP_THRESHOLD_PX = 500;

export type Placement = 'above' | 'below';

export interface FieldMetrics {
  /** Distance from the top of the field's frame (the page, or the screen for a fixed field) to the top of the field, in CSS pixels. */
  readonly fieldTop: number;
  /** Distance from the top of that frame to the bottom of the field. */
  readonly fieldBottom: number;
  /** Full height of that frame: the document's scroll height, or the viewport's height for a fixed field. */
  readonly pageHeight: number;
}

/** What the field sits in: the scrolling page, or the viewport when an ancestor is fixed to the screen. */
export type FieldFrame = 'page' | 'viewport';

/**
 * The field's metrics in its frame, from its viewport rectangle (getBoundingClientRect), the page's
 * scroll offset and height, and the viewport's height.
 */
export function fieldMetrics(
  frame: FieldFrame,
  rect: { readonly top: number; readonly bottom: number },
  page: { readonly scrollY: number; readonly height: number; readonly viewportHeight: number },
): FieldMetrics {
  if (frame === 'viewport') return { fieldTop: rect.top, fieldBottom: rect.bottom, pageHeight: page.viewportHeight };
  return { fieldTop: rect.top + page.scrollY, fieldBottom: rect.bottom + page.scrollY, pageHeight: page.height };
}

/** Flips above only when the frame above the field offers more room than the little left below. */
export function placement(metrics: FieldMetrics): Placement {
  const below = metrics.pageHeight - metrics.fieldBottom;
  return below < FLIP_THRESHOLD_PX && metrics.fieldTop > below ? 'above' : 'below';
}

/** The least height the drop-down keeps, as a share of the viewport, when little of the screen is left beside the field. */
const MIN_VIEWPORT_SHARE = 0.5;

/**
 * The drop-down's height limit, in CSS pixels: the room between the field and the edge of the
 * viewport it opens towards, but never less than half the viewport (the page scrolls to the rest)
 * and never more than the whole viewport. A field fixed to the screen cannot scroll to the rest: its
 * drop-down gets the room there is.
 */
export function dropdownMaxHeight(where: Placement, field: { readonly top: number; readonly bottom: number }, viewportHeight: number, frame: FieldFrame = 'page'): number {
  const room = where === 'above' ? field.top : viewportHeight - field.bottom;
  const least = frame === 'viewport' ? 0 : viewportHeight * MIN_VIEWPORT_SHARE;
  return Math.round(Math.min(viewportHeight, Math.max(room, least)));
}
