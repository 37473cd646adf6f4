/**
 * The page event names shared with WooCommerce and its plugins: spelt only here and, for the fragment
 * events, in mount.ts. Listening is events.ts, announcing emit-page-event.ts (its own module, so that a
 * widget reading these names at start-up does not also load what another widget announces with).
 */
import { FRAGMENT_EVENTS } from './mount.ts';

const [updatedCheckout, fragmentsRefreshed, fragmentsLoaded, updatedWcDiv, updatedCartTotals] = FRAGMENT_EVENTS;

export const PAGE_EVENTS = {
  updateCheckout: 'update_checkout',
  updatedCheckout,
  checkoutError: 'checkout_error',
  initCheckout: 'init_checkout',
  paymentMethodSelected: 'payment_method_selected',
  appliedCoupon: 'applied_coupon_in_checkout',
  removedCoupon: 'removed_coupon_in_checkout',
  countryToStateChanged: 'country_to_state_changed',
  addedToCart: 'added_to_cart',
  removedFromCart: 'removed_from_cart',
  fragmentsRefreshed,
  fragmentsLoaded,
  updatedWcDiv,
  updatedCartTotals,
  searchNoResults: 'aws_search_no_results',
} as const;

export type PageEventName = (typeof PAGE_EVENTS)[keyof typeof PAGE_EVENTS];

