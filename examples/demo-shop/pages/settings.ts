import type { RequestContext } from '../shop-context.ts';
import { COUNTRIES, LOCALE, STATES, DEFAULT_ADDRESS_FIELDS } from '../domain/address-locale.ts';

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

export function checkoutParams(ctx: RequestContext, isCheckout: boolean): Record<string, unknown> {
  const nonce = (action: string): string => ctx.shop.nonces.createNonce(ctx.session.id, action);
  return {
    ajax_url: '/shop/wp-admin/admin-ajax.php',
    wc_ajax_url: '/shop/?wc-ajax=%%endpoint%%',
    update_order_review_nonce: nonce('update-order-review'),
    apply_coupon_nonce: nonce('apply-coupon'),
    remove_coupon_nonce: nonce('remove-coupon'),
    option_guest_checkout: 'yes',
    checkout_url: '/shop/?wc-ajax=checkout',
    is_checkout: isCheckout ? '1' : '0',
    debug_mode: false,
    i18n_checkout_error: 'There was an error processing your order. Please check for any charges in your payment method and review your <a href="/shop/my-account/orders/">order history</a> before placing the order again.',
  };
}

/** WC_Countries::get_default_address_fields() in the shape wc_address_i18n_params.locale.default carries. */
function defaultLocale(): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(DEFAULT_ADDRESS_FIELDS).map(([key, f]) => [key, {
      label: f.label, ...(f.placeholder ? { placeholder: f.placeholder } : {}), required: f.required, class: f.className, autocomplete: f.autocomplete, priority: f.priority,
    }]),
  );
}

export function addressI18nParams(): Record<string, unknown> {
  return {
    locale: JSON.stringify({ ...LOCALE, default: defaultLocale() }),
    locale_fields: JSON.stringify({
      address_1: '#billing_address_1_field, #shipping_address_1_field', address_2: '#billing_address_2_field, #shipping_address_2_field',
      state: '#billing_state_field, #shipping_state_field, #calc_shipping_state_field', postcode: '#billing_postcode_field, #shipping_postcode_field, #calc_shipping_postcode_field',
      city: '#billing_city_field, #shipping_city_field, #calc_shipping_city_field',
    }),
    i18n_required_text: 'required',
    i18n_optional_text: 'optional',
  };
}

export function countrySelectParams(): Record<string, unknown> {
  return {
    countries: JSON.stringify(Object.fromEntries(Object.keys(COUNTRIES).filter((c) => STATES[c] !== undefined).map((c) => [c, Object.keys(STATES[c]!).length === 0 ? [] : STATES[c]]))),
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
