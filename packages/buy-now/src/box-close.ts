/**
 * The payment box's own close button. Stripe Payments' box page draws one in its header (`#modal-close-btn`,
 * a span titled 'Close' that goes back over the box's history entry, after which the box calls
 * `WPASPClosePaymentPopup`: popup.ts), inside the frame; the pop-up's own button would be a second one, drawn
 * over the page's header. When the box is on the page's origin and shows its button, that button is the
 * pop-up's one close button: the pop-up hides its own and makes the box's a real one for the keyboard and
 * screen readers (role button, its title its name; Enter and Space click it). Escape pressed inside such a box
 * closes the pop-up too (the page never sees keys pressed in the frame). A box on another origin, or one
 * without its own button, leaves the pop-up's button in place.
 */
import { isShown } from './frame-bridge.ts';

/**
 * Wires the loaded box: Escape inside it closes the pop-up, Enter and Space on its own close button click it.
 * Returns that button when it shows, or null when the pop-up's own button is needed. Called on each load of the
 * frame: its listeners go with the document they are on.
 */
export function adoptBoxClose(iframe: HTMLIFrameElement, onClose: () => void): HTMLElement | null {
  const doc = iframe.contentDocument;
  const button = doc?.getElementById('modal-close-btn');
  doc?.addEventListener('keydown', (event) => {
    const { key } = event;
    if (key === 'Escape') onClose();
    else if (button?.contains(event.target as Node) && (key === 'Enter' || key === ' ')) button.click();
    else return;
    event.preventDefault();
  });
  // Not shown (display: none on it or an ancestor): the pop-up's own button stays.
  if (!button || !isShown(button)) return null;
  button.setAttribute('role', 'button');
  return button;
}
