/**
 * Keeps keyboard focus inside a container (full-screen panels, dialogs): Tab from the last
 * focusable element goes to the first and Shift+Tab from the first to the last; focus that lands
 * outside (a click, a script) is pulled back in.
 */
const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable=""]',
  '[contenteditable="true"]',
  '[tabindex]',
].join(',');

/** The elements inside `container` that Tab reaches, in document order. */
export function focusableElements(container: ParentNode): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.tabIndex >= 0 && !el.closest('[hidden],[inert]') && isShown(el),
  );
}

function isShown(el: HTMLElement): boolean {
  return typeof el.checkVisibility === 'function' ? el.checkVisibility({ visibilityProperty: true }) : true;
}

/** Traps focus in `container` and moves focus to its first focusable element; returns the release function. */
export function trapFocus(container: HTMLElement): () => void {
  const doc = container.ownerDocument;
  const onKeydown = (event: KeyboardEvent): void => {
    if (event.key !== 'Tab') return;
    const items = focusableElements(container);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = doc.activeElement;
    const wrapTo = event.shiftKey ? (active === first || !container.contains(active) ? last : null) : active === last || !container.contains(active) ? first : null;
    if (wrapTo) {
      event.preventDefault();
      wrapTo.focus();
    }
  };
  const onFocusin = (event: FocusEvent): void => {
    if (event.target instanceof Node && !container.contains(event.target)) focusableElements(container)[0]?.focus();
  };
  doc.addEventListener('keydown', onKeydown);
  doc.addEventListener('focusin', onFocusin);
  focusableElements(container)[0]?.focus();
  return () => {
    doc.removeEventListener('keydown', onKeydown);
    doc.removeEventListener('focusin', onFocusin);
  };
}
