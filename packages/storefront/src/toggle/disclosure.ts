/**
 * A toggle button that shows and hides a panel (WAI-ARIA disclosure): a real <button> with
 * aria-expanded/aria-controls, Escape closes the panel and returns focus to the button, and a
 * full-screen panel (`trap`) holds focus inside while open. The panel's look is CSS: it gets the
 * class `si-panel` (hidden unless `is-open`), so nothing is hidden before the script runs.
 */
import { trapFocus } from '@shop-islands/core';
import { ensureButton, ensureId } from './ensure-button.ts';

export const PANEL_CLASS = 'si-panel';
export const OPEN_CLASS = 'is-open';
/** Marks an enhanced toggle button (the theme may hide toggles that do nothing without JavaScript). */
export const TOGGLE_CLASS = 'si-toggle';

export interface DisclosureOptions {
  readonly toggle: HTMLElement;
  readonly panel: HTMLElement;
  /** Buttons inside the panel that force it closed. */
  readonly closeButtons?: readonly HTMLElement[];
  /** Hold focus inside the panel while it is open (full-screen panels). */
  readonly trap?: boolean;
  /** Called after every change, e.g. to set a class on the body. */
  readonly onChange?: (open: boolean) => void;
}

export interface Disclosure {
  readonly button: HTMLButtonElement;
  isOpen(): boolean;
  open(): void;
  /** Closes; focus goes back to the toggle button when `returnFocus` is set. */
  close(returnFocus?: boolean): void;
  destroy(): void;
}

export function createDisclosure(options: DisclosureOptions): Disclosure {
  const { panel } = options;
  const doc = panel.ownerDocument;
  const button = ensureButton(options.toggle);
  const closers = (options.closeButtons ?? []).map(ensureButton);
  button.setAttribute('aria-controls', ensureId(panel, 'si-panel'));
  button.setAttribute('aria-expanded', 'false');
  button.classList.add(TOGGLE_CLASS);
  panel.hidden = false;
  panel.classList.add(PANEL_CLASS);
  panel.classList.remove(OPEN_CLASS);
  let releaseFocus: (() => void) | null = null;

  const isOpen = (): boolean => button.getAttribute('aria-expanded') === 'true';

  const onKeydown = (event: KeyboardEvent): void => {
    if (event.key !== 'Escape' || !isOpen()) return;
    event.preventDefault();
    close(true);
  };

  function setOpen(open: boolean): void {
    button.setAttribute('aria-expanded', String(open));
    panel.classList.toggle(OPEN_CLASS, open);
    if (open) doc.addEventListener('keydown', onKeydown);
    else doc.removeEventListener('keydown', onKeydown);
    options.onChange?.(open);
  }

  function open(): void {
    if (isOpen()) return;
    setOpen(true);
    if (options.trap) releaseFocus = trapFocus(panel);
  }

  function close(returnFocus = false): void {
    if (!isOpen()) return;
    releaseFocus?.();
    releaseFocus = null;
    setOpen(false);
    if (returnFocus) button.focus();
  }

  const onToggle = (): void => (isOpen() ? close() : open());
  const onClose = (): void => close(true);
  button.addEventListener('click', onToggle);
  closers.forEach((closer) => closer.addEventListener('click', onClose));

  return {
    button,
    isOpen,
    open,
    close,
    destroy(): void {
      close();
      button.removeEventListener('click', onToggle);
      closers.forEach((closer) => closer.removeEventListener('click', onClose));
    },
  };
}
