/**
 * Submenus of the header navigation open on hover and on keyboard focus; Escape closes the open
 * submenu and returns focus to its parent link. Without the script, CSS (:hover, :focus-within)
 * does the opening; with it, the nav gets `si-submenus` and the `is-open` class decides.
 */
export const SUBMENU_PARENT = '.main-navigation .menu-item-has-children';
export const SUBMENU_READY_CLASS = 'si-submenus';

export function enhanceSubmenus(doc: Document): void {
  for (const item of doc.querySelectorAll<HTMLElement>(SUBMENU_PARENT)) {
    const link = item.querySelector<HTMLElement>(':scope > a');
    const submenu = item.querySelector<HTMLElement>(':scope > .sub-menu');
    if (!link || !submenu) continue;
    const setOpen = (open: boolean): void => {
      item.classList.toggle('is-open', open);
      link.setAttribute('aria-expanded', String(open));
    };
    setOpen(false);
    item.closest('nav, .main-navigation')?.classList.add(SUBMENU_READY_CLASS);
    item.addEventListener('mouseenter', () => setOpen(true));
    item.addEventListener('mouseleave', () => setOpen(item.contains(doc.activeElement)));
    item.addEventListener('focusin', () => setOpen(true));
    item.addEventListener('focusout', (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && item.contains(event.relatedTarget))) setOpen(false);
    });
    item.addEventListener('keydown', (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !item.classList.contains('is-open')) return;
      event.stopPropagation();
      link.focus();
      setOpen(false);
    });
  }
}
