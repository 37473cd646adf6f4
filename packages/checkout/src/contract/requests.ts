/** The shop endpoints the checkout enhancer calls (CONTRACT.md §3), spelt once. */

/** `?wc-ajax=` endpoints, filled into `wc_ajax_url`'s `%%endpoint%%`. */
export const WC_AJAX_ENDPOINTS = {
  updateOrderReview: 'update_order_review',
  applyCoupon: 'apply_coupon',
  removeCoupon: 'remove_coupon',
  updateShippingMethod: 'update_shipping_method',
  getCartTotals: 'get_cart_totals',
} as const;

/**
 * Sent with every order submit: one random key per order attempt, the same on a retry, so that the
 * shop can answer a repeated submit with the order it already made (the demo dedupes on it).
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
