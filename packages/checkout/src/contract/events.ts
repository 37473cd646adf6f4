/**
 * The jQuery event names WooCommerce's checkout, address and cart scripts fire and listen to, spelt only
 * here (see CONTRACT.md §2 for their arguments and timing). Events fired on `document.body` unless noted.
 */

/** Start-up on the checkout page (`is_checkout === '1'`); answered by an order review update. */
export const INIT_CHECKOUT = 'init_checkout';
/** Listened to and fired: `[{update_shipping_method?: false}]`. */
export const UPDATE_CHECKOUT = 'update_checkout';
/** `[answer]` after an order review update was applied. */
export const UPDATED_CHECKOUT = 'updated_checkout';
/** `[errorHtml]` after a failed order submit. */
export const CHECKOUT_ERROR = 'checkout_error';
export const PAYMENT_METHOD_SELECTED = 'payment_method_selected';
/** `[couponCode]`, after every apply answer, errors included. */
export const APPLIED_COUPON_IN_CHECKOUT = 'applied_coupon_in_checkout';
/** `[couponCode]`. */
export const REMOVED_COUPON_IN_CHECKOUT = 'removed_coupon_in_checkout';
/** `[country, $wrapper]`: the state control was replaced or refilled. */
export const COUNTRY_TO_STATE_CHANGED = 'country_to_state_changed';
/** `[country, $wrapper]`: fired after every country change; the address locale is applied on it. */
export const COUNTRY_TO_STATE_CHANGING = 'country_to_state_changing';
export const WC_ADDRESS_I18N_READY = 'wc_address_i18n_ready';
export const WC_CUSTOM_PLACE_ORDER_BUTTON_REGISTERED = 'wc_custom_place_order_button_registered';

// Handlers on `form.checkout` (jQuery `triggerHandler`); one returning `false` vetoes.
/** `[wc_checkout_form]`, before every submit. */
export const CHECKOUT_PLACE_ORDER = 'checkout_place_order';
/** `[result, wc_checkout_form]` on a success answer; `false` turns it into the error path. */
export const CHECKOUT_PLACE_ORDER_SUCCESS = 'checkout_place_order_success';
/** Fired on the form by other scripts to request an order review update. */
export const FORM_UPDATE = 'update';
/** Fired on a field by other scripts to revalidate it. */
export const FORM_VALIDATE = 'validate';

/** `checkout_place_order_{gateway}`: the veto for the chosen payment method only. */
export function placeOrderEventFor(gatewayId: string): string {
  return `${CHECKOUT_PLACE_ORDER}_${gatewayId}`;
}

// The classic cart page's events (cart.js).
/** Listened to on `document`: refresh the cart form. */
export const WC_UPDATE_CART = 'wc_update_cart';
export const ADDED_TO_CART = 'added_to_cart';
export const UPDATED_WC_DIV = 'updated_wc_div';
export const UPDATED_CART_TOTALS = 'updated_cart_totals';
export const WC_CART_EMPTIED = 'wc_cart_emptied';
export const UPDATED_SHIPPING_METHOD = 'updated_shipping_method';
/** `[couponCode]`. */
export const APPLIED_COUPON = 'applied_coupon';
/** `[couponCode]`. */
export const REMOVED_COUPON = 'removed_coupon';
export const ITEM_REMOVED_FROM_CLASSIC_CART = 'item_removed_from_classic_cart';
