/**
 * The jQuery event names WooCommerce's checkout, address and cart scripts fire and listen to, spelt only
 * here (see CONTRACT.md §2 for their arguments and timing). Events fired on `document.body` unless noted.
 */
export const CHECKOUT_EVENTS = {
  /** Start-up on the checkout page (`is_checkout === '1'`); answered by an order review update. */
  initCheckout: 'init_checkout',
  /** Listened to and fired: `[{update_shipping_method?: false}]`. */
  updateCheckout: 'update_checkout',
  /** `[answer]` after an order review update was applied. */
  updatedCheckout: 'updated_checkout',
  /** `[errorHtml]` after a failed order submit. */
  checkoutError: 'checkout_error',
  paymentMethodSelected: 'payment_method_selected',
  /** `[couponCode]`, after every apply answer, errors included. */
  appliedCouponInCheckout: 'applied_coupon_in_checkout',
  /** `[couponCode]`. */
  removedCouponInCheckout: 'removed_coupon_in_checkout',
  /** `[country, $wrapper]`: the state control was replaced or refilled. */
  countryToStateChanged: 'country_to_state_changed',
  /** `[country, $wrapper]`: fired after every country change; the address locale is applied on it. */
  countryToStateChanging: 'country_to_state_changing',
  addressI18nReady: 'wc_address_i18n_ready',
  customPlaceOrderButtonRegistered: 'wc_custom_place_order_button_registered',
} as const;

/** Handlers on `form.checkout` (jQuery `triggerHandler`); one returning `false` vetoes. */
export const CHECKOUT_FORM_EVENTS = {
  /** `[wc_checkout_form]`, before every submit. */
  placeOrder: 'checkout_place_order',
  /** `[result, wc_checkout_form]` on a success answer; `false` turns it into the error path. */
  placeOrderSuccess: 'checkout_place_order_success',
  /** Fired on the form by other scripts to request an order review update. */
  update: 'update',
  /** Fired on a field by other scripts to revalidate it. */
  validate: 'validate',
} as const;

/** `checkout_place_order_{gateway}`: the veto for the chosen payment method only. */
export function placeOrderEventFor(gatewayId: string): string {
  return `${CHECKOUT_FORM_EVENTS.placeOrder}_${gatewayId}`;
}

/** The classic cart page's events (cart.js). */
export const CART_EVENTS = {
  /** Listened to on `document`: refresh the cart form. */
  updateCart: 'wc_update_cart',
  addedToCart: 'added_to_cart',
  updatedWcDiv: 'updated_wc_div',
  updatedCartTotals: 'updated_cart_totals',
  cartEmptied: 'wc_cart_emptied',
  updatedShippingMethod: 'updated_shipping_method',
  /** `[couponCode]`. */
  appliedCoupon: 'applied_coupon',
  /** `[couponCode]`. */
  removedCoupon: 'removed_coupon',
  itemRemoved: 'item_removed_from_classic_cart',
} as const;
