/**
 * The mobile full-screen overlay: the whole `.aws-container` becomes a modal dialog at the end of
 * <body> (a placeholder keeps its place, as AWS does), focus stays inside, and a history entry
 * lets Back close it.
 */
import { useLayoutEffect, useRef, type RefObject } from 'react';
import { trapFocus } from '@shop-islands/core';

export const NARROW_VIEWPORT = '(max-width: 768px)';

/** Decided by viewport width, never by user agent. */
export function isNarrowViewport(view: Window): boolean {
  return typeof view.matchMedia === 'function' && view.matchMedia(NARROW_VIEWPORT).matches;
}

interface OverlayHistoryState {
  readonly awsOverlay?: number;
}

export interface OverlayOptions {
  readonly container: HTMLElement;
  readonly input: HTMLInputElement;
  readonly open: boolean;
  readonly label: string;
  readonly instance: number;
  /** Back was pressed while the overlay was open. */
  readonly onBack: () => void;
  /** Set while focus returns to the field after closing, so that focus does not reopen the overlay. */
  readonly returningFocus: RefObject<boolean>;
}

export function useMobileOverlay(options: OverlayOptions): void {
  const onBack = useRef(options.onBack);
  onBack.current = options.onBack;
  const { container, input, open, label, instance, returningFocus } = options;

  useLayoutEffect(() => {
    if (!open) return undefined;
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
    const onPopState = (): void => onBack.current();
    view.addEventListener('popstate', onPopState);

    return () => {
      view.removeEventListener('popstate', onPopState);
      if ((view.history.state as OverlayHistoryState | null)?.awsOverlay === instance) view.history.back();
      release();
      placeholder.replaceWith(container);
      container.classList.remove('aws-mobile-fixed');
      container.removeAttribute('role');
      container.removeAttribute('aria-modal');
      container.removeAttribute('aria-label');
      doc.body.classList.remove('aws-overlay');
      returningFocus.current = true;
      input.focus();
      returningFocus.current = false;
    };
  }, [open, container, input, label, instance, returningFocus]);
}
