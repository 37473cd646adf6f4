/**
 * Coupons as the page starts (the rest, coupons.ts, is fetched once the shopper reaches for them): the checkout's
 * coupon form hidden behind 'showcoupon', a disclosure that says what it opens and whether it is open
 * (role=button, aria-controls, aria-expanded, Space), and which clicks are the coupons' before they are in.
 */
import { REMOVE_COUPON, SHOW_COUPON } from '../contract/selectors.ts';
import { targetOf, type HeardEvent } from '../dom/listen.ts';
import type { Claim } from '../dom/on-demand.ts';

export function prepareCheckoutCouponForm(doc: Document, form: HTMLElement | null): void {
  const link = doc.querySelector<HTMLElement>(SHOW_COUPON);
  if (!form) return;
  form.style.display = 'none';
  if (!link) return;
  form.id ||= 'woocommerce-checkout-form-coupon';
  link.setAttribute('role', 'button');
  // WooCommerce names it 'Enter your coupon code' while it reads 'Click here to enter your code' (WCAG 2.5.3): the visible text names it.
  if (!(link.getAttribute('aria-label') ?? '').includes(link.textContent?.trim() ?? '')) link.removeAttribute('aria-label');
  link.setAttribute('aria-controls', form.id);
  link.setAttribute('aria-expanded', 'false');
}

/** A click or Space on a coupon link, taken before coupons.ts is in; without it a remove link goes to its address. */
export function couponLinkTaken(event: HeardEvent, checkout: boolean): Claim | null {
  if (event.type === 'keydown' && event.key !== ' ') return null;
  const removeLink = targetOf<HTMLAnchorElement>(event, REMOVE_COUPON);
  if (removeLink) return { prevent: true, fallback: () => removeLink.ownerDocument.defaultView?.location.assign(removeLink.href) };
  return checkout && targetOf(event, SHOW_COUPON) ? { prevent: true } : null;
}
