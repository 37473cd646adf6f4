/**
 * The mobile overlay (AWS's 'mobile_screen', narrow viewports only), loaded the first time an overlay opens: the
 * whole `.aws-container` becomes a modal dialog at the end of <body> (a placeholder keeps its place, as
 * AWS does), focus is trapped inside, and a history entry lets Back close it. Returns what undoes it all.
 */
import { trapFocus } from '@shop-islands/core';

interface OverlayHistoryState {
  readonly awsOverlay?: number;
}

export interface OverlayDialog {
  readonly container: HTMLElement;
  readonly input: HTMLInputElement;
  readonly label: string;
  readonly instance: number;
  /** Back was pressed while the overlay was open. */
  readonly onBack: () => void;
  /** Set while focus returns to the field after closing, so that focus does not reopen the overlay. */
  readonly returningFocus: { current: boolean };
}

export function openOverlayDialog({ container, input, label, instance, onBack, returningFocus }: OverlayDialog): () => void {
  const doc = container.ownerDocument;
  const view = doc.defaultView ?? window;
  const placeholder = doc.createElement('div');
  placeholder.className = 'aws-placement-container';
  container.after(placeholder);
  doc.body.append(container);
  container.classList.add('aws-mobile-fixed');
  container.setAttribute('role', 'dialog');
  container.setAttribute('aria-modal', 'true');
  container.setAttribute('aria-label', label);
  doc.body.classList.add('aws-overlay');
  const release = trapFocus(container);
  input.focus();

  view.history.pushState({ awsOverlay: instance } satisfies OverlayHistoryState, '');
  view.addEventListener('popstate', onBack);

  return () => {
    view.removeEventListener('popstate', onBack);
    if ((view.history.state as OverlayHistoryState | null)?.awsOverlay === instance) view.history.back();
    release();
    placeholder.replaceWith(container);
    container.classList.remove('aws-mobile-fixed');
    container.removeAttribute('role');
    container.removeAttribute('aria-modal');
    container.removeAttribute('aria-label');
    doc.body.classList.remove('aws-overlay');
    // Focus goes back to the field, flagged so that it does not reopen the overlay.
    returningFocus.current = true;
    input.focus();
    returningFocus.current = false;
  };
}
