/** The shop endpoints the checkout enhancer calls (CONTRACT.md §3), spelt once. */

// `?wc-ajax=` endpoints, filled into `wc_ajax_url`'s `%%endpoint%%`.
export const UPDATE_ORDER_REVIEW_ENDPOINT = 'update_order_review';
export const APPLY_COUPON_ENDPOINT = 'apply_coupon';
export const REMOVE_COUPON_ENDPOINT = 'remove_coupon';
export const UPDATE_SHIPPING_METHOD_ENDPOINT = 'update_shipping_method';
export const GET_CART_TOTALS_ENDPOINT = 'get_cart_totals';
