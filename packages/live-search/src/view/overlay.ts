/**
 * The mobile full-screen overlay (AWS's 'mobile_screen', narrow viewports only): while it is open, the
 * box is a modal dialog (overlay-dialog.ts, fetched the first time an overlay opens, so wide screens
 * never load it or its focus trap).
 */
export const NARROW_VIEWPORT = '(max-width: 768px)';

/** Decided by viewport width, never by user agent. */
export function isNarrowViewport(view: Window): boolean {
  return typeof view.matchMedia === 'function' && view.matchMedia(NARROW_VIEWPORT).matches;
}

export interface OverlayOptions {
  readonly container: HTMLElement;
  readonly input: HTMLInputElement;
  readonly label: string;
  readonly instance: number;
  /** Back was pressed while the overlay was open. */
  readonly onBack: () => void;
  /** Set while focus returns to the field after closing, so that focus does not reopen the overlay. */
  readonly returningFocus: { current: boolean };
}

/** Opens the overlay (its page work fetched on first use); returns what closes it. */
export function openMobileOverlay({ container, input, label, instance, onBack, returningFocus }: OverlayOptions): () => void {
  let close: (() => void) | null = null;
  let closed = false;
  const refocus = (): void => {
    returningFocus.current = true;
    input.focus();
    returningFocus.current = false;
  };
  import('./overlay-dialog.ts').then(
    ({ openOverlayDialog }) => {
      if (!closed) close = openOverlayDialog({ container, input, label, instance, onBack, refocus });
    },
    (error: unknown) => console.error('[shop-islands] live search: the overlay could not load', error),
  );
  return () => {
    closed = true;
    close?.();
  };
}
