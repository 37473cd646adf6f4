/**
 * Focus kept across a swap of WooCommerce's markup (the cart redrawn, the order review's fragments, the cart's
 * totals). A swap that takes the focused control away leaves focus on the page's body, as WooCommerce's scripts do,
 * sending a keyboard or screen-reader shopper back to the top of the page. After the swap, when the control is gone
 * and focus is on the body, it goes to the same control in the new markup if it can take focus (by id, then name),
 * else to the fallback, else to the notice (made focusable).
 */
export interface FocusPlan {
  /** The control to keep; by default the one focused as the swap starts. */
  readonly control?: Element | null;
  /** Where focus goes when the control is not in the new markup (given the control that was). */
  readonly fallback?: (control: Element) => Element | null;
  /** Last: the notice the swap shows. */
  readonly notice?: () => Element | null;
}

/** Runs `swap` and keeps focus across it (see above); resolves to what the swap resolves to. */
export async function keepFocus<T>(doc: Document, swap: () => T | Promise<T>, { control = doc.activeElement, fallback, notice }: FocusPlan = {}): Promise<T> {
  const result = await swap();
  if (control && !control.isConnected && doc.activeElement === doc.body) {
    const name = control.getAttribute('name');
    const shown = notice?.() as HTMLElement | null | undefined;
    if (shown && !shown.hasAttribute('tabindex')) shown.tabIndex = -1;
    [control.id && doc.getElementById(control.id), name && doc.getElementsByName(name)[0], fallback?.(control), shown].some((place) => {
      if (place) (place as HTMLElement).focus();
      return place && place === doc.activeElement;
    });
  }
  return result;
}
