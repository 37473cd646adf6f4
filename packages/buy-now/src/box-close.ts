/**
 * The payment box's own close button. Stripe Payments' box page draws one in its header (`#modal-close-btn`,
 * a span that goes back in history when clicked), inside the frame; the pop-up's own button would be a second
 * one, drawn over the page's header. When the box is on the page's origin and shows its button, that button
 * is the pop-up's one close button: the pop-up hides its own and makes the box's a real one (role, name,
 * Enter and Space), closing through the pop-up so that focus returns and the history entry goes once.
 * Escape pressed inside such a box closes the pop-up too (the page never sees keys pressed in the frame).
 * A box on another origin, or one without its own button, leaves the pop-up's button in place.
 */
import { isShown } from './frame-bridge.ts';

/**
 * Wires the loaded box: Escape inside it closes the pop-up, and its own close button, when it shows one,
 * closes the pop-up (its own handler, which would go back in history a second time, never runs). Returns
 * that button, named `label` ('Close'), or null when the pop-up's own button is needed. Called on each load
 * of the frame: its listeners go with the document they are on.
 */
export function adoptBoxClose(iframe: HTMLIFrameElement, label: string, onClose: () => void): HTMLElement | null {
  const doc = iframe.contentDocument;
  const button = doc?.getElementById('modal-close-btn');
  // Escape anywhere in the box; Enter and Space on its button; a click on it (captured on the document, so
  // before the box's own listener on the button, which is stopped).
  const closeOn = (event: Event): void => {
    const { key } = event as KeyboardEvent;
    if (key === 'Escape' || (button?.contains(event.target as Node) && (!key || key === 'Enter' || key === ' '))) {
      event.stopPropagation();
      event.preventDefault();
      onClose();
    }
  };
  doc?.addEventListener('keydown', closeOn);
  // Not shown (display: none on it or an ancestor): the pop-up's own button stays.
  if (!button || !isShown(button)) return null;
  doc!.addEventListener('click', closeOn, true);
  if (button.tagName !== 'BUTTON') button.setAttribute('role', button.getAttribute('role') ?? 'button');
  button.setAttribute('aria-label', label);
  if (button.tabIndex < 0) button.tabIndex = 0;
  return button;
}
