/**
 * The page event bridge. Third-party scripts listen on `document.body` with jQuery and expect
 * extra arguments (`$(document.body).on('updated_checkout', (e, data) => …)`), so when the page has
 * jQuery events are triggered through it; without jQuery they are DOM CustomEvents whose
 * `detail` holds the argument list. Listening works for both kinds.
 */

/** Event names shared with WooCommerce and its plugins. Spelt only here. */
export const PAGE_EVENTS = {
  updateCheckout: 'update_checkout',
  updatedCheckout: 'updated_checkout',
  checkoutError: 'checkout_error',
  initCheckout: 'init_checkout',
  paymentMethodSelected: 'payment_method_selected',
  appliedCoupon: 'applied_coupon_in_checkout',
  removedCoupon: 'removed_coupon_in_checkout',
  countryToStateChanged: 'country_to_state_changed',
  addedToCart: 'added_to_cart',
  removedFromCart: 'removed_from_cart',
  fragmentsRefreshed: 'wc_fragments_refreshed',
  fragmentsLoaded: 'wc_fragments_loaded',
  updatedWcDiv: 'updated_wc_div',
  updatedCartTotals: 'updated_cart_totals',
  searchNoResults: 'aws_search_no_results',
} as const;

export type PageEventName = (typeof PAGE_EVENTS)[keyof typeof PAGE_EVENTS];

/** The part of jQuery the bridge needs; the page's own jQuery is used, never a bundled one. */
interface JQueryLike {
  (element: Element): {
    trigger(name: string, args: readonly unknown[]): unknown;
    on(name: string, handler: (event: { originalEvent?: Event }, ...args: unknown[]) => void): unknown;
    off(name: string, handler: (event: { originalEvent?: Event }, ...args: unknown[]) => void): unknown;
  };
}

function pageJQuery(view: Window): JQueryLike | null {
  const candidate = (view as unknown as { jQuery?: unknown }).jQuery;
  return typeof candidate === 'function' ? (candidate as JQueryLike) : null;
}

function argsOf(event: Event | undefined): unknown[] {
  const detail = event instanceof CustomEvent ? (event.detail as unknown) : undefined;
  return Array.isArray(detail) ? detail : [];
}

/** Announces `name` on document.body with `args`, as WooCommerce's scripts do. */
export function emitPageEvent(name: string, args: readonly unknown[] = [], doc: Document = document): void {
  const view = doc.defaultView;
  const jq = view ? pageJQuery(view) : null;
  if (jq) {
    jq(doc.body).trigger(name, args);
    return;
  }
  doc.body.dispatchEvent(new CustomEvent(name, { bubbles: true, detail: [...args] }));
}

/** Listens for `name` on document.body, however it was announced. Returns the function that stops listening. */
export function onPageEvent(
  name: string,
  listener: (args: unknown[]) => void,
  doc: Document = document,
): () => void {
  const view = doc.defaultView;
  const jq = view ? pageJQuery(view) : null;
  if (jq) {
    const handler = (event: { originalEvent?: Event }, ...args: unknown[]): void =>
      listener(args.length > 0 ? args : argsOf(event.originalEvent));
    jq(doc.body).on(name, handler);
    return () => jq(doc.body).off(name, handler);
  }
  const handler = (event: Event): void => listener(argsOf(event));
  doc.body.addEventListener(name, handler);
  return () => doc.body.removeEventListener(name, handler);
}
