/** Reading the page's elements as WooCommerce's scripts read them. */

/** Shown: not `display: none` itself and laid out (jQuery's `:visible`). */
export function isShown(element: HTMLElement): boolean {
  return element.style.display !== 'none' && element.getClientRects().length > 0;
}

/** The field row's label without its '*' or '(optional)' marker. */
export function rowLabel(row: Element): string {
  const label = row.querySelector('label')?.cloneNode(true) as HTMLElement | undefined;
  label?.querySelectorAll('.required, .optional').forEach((marker) => marker.remove());
  return (label?.textContent ?? '').replace(/\s+/g, ' ').trim();
}
