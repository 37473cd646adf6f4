/**
 * Keeps keyboard focus inside a container (full-screen panels, dialogs): Tab from the last
 * focusable element goes to the first and Shift+Tab from the first to the last; focus that lands
 * outside (a click, a script) is pulled back in.
 */
const FOCUSABLE =
  ':is(a,area)[href],:is(button,select,textarea,input:not([type=hidden])):not([disabled]),iframe,[contenteditable=""],[contenteditable=true],[tabindex]';

/** The elements inside `container` that Tab reaches, in document order. */
export function focusableElements(container: ParentNode): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.tabIndex >= 0 && !el.closest('[hidden],[inert]') && (!el.checkVisibility || el.checkVisibility({ visibilityProperty: true })),
  );
}

/** Traps focus in `container` and moves focus to its first focusable element; returns the release function. */
export function trapFocus(container: HTMLElement): () => void {
  const doc = container.ownerDocument;
  const focusFirst = (): void => {
    const first = focusableElements(container)[0];
    if (first) first.focus();
  };
  const onKeydown = (event: KeyboardEvent): void => {
    if (event.key !== 'Tab') return;
    const items = focusableElements(container);
    const last = items[items.length - 1];
    const active = doc.activeElement;
    const outside = !container.contains(active);
    // Shift+Tab on the first (or from outside) wraps to the last; Tab on the last wraps to the first.
    const wrapTo = event.shiftKey ? (active === items[0] || outside) && last : (active === last || outside) && items[0];
    if (wrapTo || !last) event.preventDefault();
    if (wrapTo) wrapTo.focus();
  };
  const onFocusin = (event: FocusEvent): void => {
    if (event.target instanceof Node && !container.contains(event.target)) focusFirst();
  };
  doc.addEventListener('keydown', onKeydown);
  doc.addEventListener('focusin', onFocusin);
  focusFirst();
  return () => {
    doc.removeEventListener('keydown', onKeydown);
    doc.removeEventListener('focusin', onFocusin);
  };
}
