import type { RequestContext } from '../shop-context.ts';
import { ADDRESS_DATA } from '../domain/address.ts';
import { addressLocaleJson, countryStatesJson } from '../domain/address-data.ts';
import { CHECKOUT_OPTIONS } from '../domain/shop-settings.ts';

/** woocommerce_params, printed on every WooCommerce page. */
export function woocommerceParams(): Record<string, unknown> {
  return {
    ajax_url: '/shop/wp-admin/admin-ajax.php',
    wc_ajax_url: '/shop/?wc-ajax=%%endpoint%%',
    i18n_password_show: 'Show password',
    i18n_password_hide: 'Hide password',
  };
}

export function addToCartParams(): Record<string, unknown> {
  return {
    ajax_url: '/shop/wp-admin/admin-ajax.php',
    wc_ajax_url: '/shop/?wc-ajax=%%endpoint%%',
    i18n_view_cart: 'View basket',
    cart_url: '/shop/cart/',
    is_cart: '',
    cart_redirect_after_add: 'no',
  };
}

export function cartFragmentsParams(): Record<string, unknown> {
  return {
    ajax_url: '/shop/wp-admin/admin-ajax.php',
    wc_ajax_url: '/shop/?wc-ajax=%%endpoint%%',
    cart_hash_key: 'wc_cart_hash_shopislands',
    fragment_name: 'wc_fragments_shopislands',
    request_timeout: '5000',
  };
}

/** Settings every storefront page prints (WooCommerce enqueues these site-wide). */
export function commonSettings(): Record<string, unknown> {
  return { woocommerce_params: woocommerceParams(), wc_add_to_cart_params: addToCartParams(), wc_cart_fragments_params: cartFragmentsParams(), aws_vars: awsVars() };
}

/** aws_vars, printed by Advanced Woo Search for its drop-down labels. */
export function awsVars(): Record<string, string> {
  return { sale: 'Sale!', sku: 'SKU: ', showmore: 'View all results', noresults: 'Nothing found' };
}

/** shopIslandsStoreApi, printed by the Shop Islands plugin for the storefront widget (Store API root + nonce). */
export function storeApiSettings(ctx: RequestContext): { root: string; nonce: string } {
  return { root: '/shop/wp-json/wc/store/v1', nonce: ctx.shop.nonces.createNonce(ctx.session.id, 'wc_store_api') };
}

/**
 * wc_checkout_params (WC_Frontend_Scripts, handle wc-checkout) on the checkout (`is_checkout` '1') and the
 * order-pay page ('0'). Printed by wp_localize_script: scalars as strings, the list of gateways that draw
 * their own place-order button as a JSON list.
 */
export function checkoutParams(ctx: RequestContext, isCheckout: boolean): Record<string, unknown> {
  const nonce = (action: string): string => ctx.shop.nonces.createNonce(ctx.session.id, action);
  return {
    ajax_url: '/shop/wp-admin/admin-ajax.php',
    wc_ajax_url: '/shop/?wc-ajax=%%endpoint%%',
    update_order_review_nonce: nonce('update-order-review'),
    ...couponNonces(ctx),
    option_guest_checkout: CHECKOUT_OPTIONS.guestCheckout ? 'yes' : 'no',
    checkout_url: '/shop/?wc-ajax=checkout',
    is_checkout: isCheckout ? '1' : '0',
    debug_mode: '',
    i18n_checkout_error: 'There was an error processing your order. Please check for any charges in your payment method and review your <a href="/shop/my-account/orders/">order history</a> before placing the order again.',
    gateways_with_custom_place_order_button: [],
  };
}

/** The coupon nonces the checkout and the cart print (apply_coupon, remove_coupon). */
function couponNonces(ctx: RequestContext): Record<'apply_coupon_nonce' | 'remove_coupon_nonce', string> {
  return {
    apply_coupon_nonce: ctx.shop.nonces.createNonce(ctx.session.id, 'apply-coupon'),
    remove_coupon_nonce: ctx.shop.nonces.createNonce(ctx.session.id, 'remove-coupon'),
  };
}

/** wc_cart_params (handle wc-cart), as WooCommerce localizes it for cart.js: exactly these keys. */
export function cartParams(ctx: RequestContext): Record<string, unknown> {
  return {
    ajax_url: '/shop/wp-admin/admin-ajax.php',
    wc_ajax_url: '/shop/?wc-ajax=%%endpoint%%',
    update_shipping_method_nonce: ctx.shop.nonces.createNonce(ctx.session.id, 'update-shipping-method'),
    ...couponNonces(ctx),
  };
}

/** wc_address_i18n_params: the locale and the rows it styles, as JSON text (domain/address-data.ts). */
export function addressI18nParams(): Record<string, unknown> {
  return {
    ...addressLocaleJson(ADDRESS_DATA),
    i18n_required_text: 'required',
    i18n_optional_text: 'optional',
  };
}

/** wc_country_select_params: every country's states as JSON text ([] for none), and SPEC 5.3's texts. */
export function countrySelectParams(): Record<string, unknown> {
  return {
    countries: countryStatesJson(ADDRESS_DATA),
    i18n_select_state_text: 'Select an option…',
    i18n_no_matches: 'No matches found',
    i18n_ajax_error: 'Loading failed',
    i18n_input_too_short_1: 'Please enter 1 or more characters',
    i18n_input_too_short_n: 'Please enter %qty% or more characters',
    i18n_input_too_long_1: 'Please delete 1 character',
    i18n_input_too_long_n: 'Please delete %qty% characters',
    i18n_selection_too_long_1: 'You can only select 1 item',
    i18n_selection_too_long_n: 'You can only select %qty% items',
    i18n_load_more: 'Loading more results…',
    i18n_searching: 'Searching…',
  };
}
