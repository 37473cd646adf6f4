/**
 * The payment box's own close button. Stripe Payments' box page draws one in its header (`#modal-close-btn`,
 * a span that goes back in history when clicked), inside the frame; the pop-up's own button would be a second
 * one, drawn over the page's header. When the box is on the page's origin and shows its button, that button
 * is the pop-up's one close button: the pop-up hides its own and makes the box's a real one (role, name,
 * Enter and Space), closing through the pop-up so that focus returns and the history entry goes once.
 * Escape pressed inside such a box closes the pop-up too (the page never sees keys pressed in the frame).
 * A box on another origin, or one without its own button, leaves the pop-up's button in place.
 */
import { BOX_IDS, frameDocument } from './frame-bridge.ts';

export interface BoxCloseOptions {
  /** The accessible name the box's button gets ('Close'). */
  readonly label: string;
  readonly onClose: () => void;
}

/** Rendered: not display: none, itself or an ancestor. */
function rendered(element: Element): boolean {
  if (typeof element.checkVisibility === 'function') return element.checkVisibility();
  const view = element.ownerDocument.defaultView;
  for (let node: Element | null = element; node; node = node.parentElement) if (view?.getComputedStyle(node).display === 'none') return false;
  return true;
}

/**
 * Wires the loaded box: Escape inside it closes the pop-up, and its own close button, when it shows one,
 * closes the pop-up (its own handler, which would go back in history a second time, never runs). Returns
 * that button, or null when the pop-up's own button is needed. Called on each load of the frame: its
 * listeners go with the document they are on.
 */
export function adoptBoxClose(iframe: HTMLIFrameElement, options: BoxCloseOptions): HTMLElement | null {
  const doc = frameDocument(iframe);
  if (!doc) return null;
  doc.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      options.onClose();
    }
  });
  const button = doc.getElementById(BOX_IDS.closeButton);
  if (!button || !rendered(button)) return null;
  const isButton = (target: EventTarget | null): boolean => target !== null && 'nodeType' in target && button.contains(target as Node);
  // Capturing on the document runs before the box's own listener on the button, and stops it.
  doc.addEventListener(
    'click',
    (event) => {
      if (!isButton(event.target)) return;
      event.stopPropagation();
      event.preventDefault();
      options.onClose();
    },
    true,
  );
  button.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    options.onClose();
  });
  if (!button.hasAttribute('role') && button.tagName !== 'BUTTON') button.setAttribute('role', 'button');
  button.setAttribute('aria-label', options.label);
  if (button.tabIndex < 0 || !button.hasAttribute('tabindex')) button.tabIndex = 0;
  return button;
}
