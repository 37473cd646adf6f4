/**
 * The gateway's test-mode instructions: in test mode its PHP prints each test card number as a button
 * ('Copy to clipboard'), and its upe-classic.js copied the number, without spaces, on a click. Ours does the
 * same, and names the button by the number it shows (WCAG 2.5.3, label in name: the gateway's aria-label hid the
 * number); 'Copy to clipboard' stays its title, so it is the button's description. Kept after fragment swaps.
 */
import { onPageEvent } from '@shop-islands/core/events';

const BUTTON = '.wc-stripe-copy-test-number';
const COPIED = 'state--success';

/** Each test-number button's name becomes the number it shows (its aria-label goes; its title describes it). */
export function nameByNumber(root: ParentNode): void {
  for (const button of root.querySelectorAll(BUTTON)) button.removeAttribute('aria-label');
}

/** What a click on a test-number button copies: its number without spaces, or null for any other click. */
export function numberToCopy(target: EventTarget | null): string | null {
  const button = target instanceof Element ? target.closest(BUTTON) : null;
  const number = button?.querySelector('span')?.textContent?.replace(/\s/g, '');
  return number ? number : null;
}

export function startTestNumberCopy(doc: Document): void {
  doc.addEventListener('click', (event) => {
    const number = numberToCopy(event.target);
    if (number === null) return;
    event.preventDefault();
    const button = (event.target as Element).closest(BUTTON);
    const clipboard = doc.defaultView?.navigator.clipboard;
    void clipboard?.writeText(number).then(
      () => button?.classList.add(COPIED),
      () => undefined,
    );
  });
  const name = (): void => nameByNumber(doc);
  onPageEvent('updated_checkout', name, doc);
  name();
}
