/**
 * When the box searches in the mobile full-screen overlay (AWS's 'mobile_screen'): on narrow viewports only. While
 * it is open, the box is a modal dialog (overlay-dialog.ts, fetched by the view the first time an overlay opens, so
 * wide screens never load it or its focus trap).
 */
export const NARROW_VIEWPORT = '(max-width: 768px)';

/** Decided by viewport width, never by user agent. */
export function isNarrowViewport(view: Window): boolean {
  return !!view.matchMedia?.(NARROW_VIEWPORT).matches;
}
