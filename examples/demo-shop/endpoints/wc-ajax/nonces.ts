import type { EndpointRegistry } from '../registry.ts';

/**
 * The nonces a page prints, by the settings name the widgets hold them under, and the WordPress nonce
 * action each is made for. Only these can be refreshed (the Shop Islands plugin answers the same list).
 */
export const REFRESHABLE_NONCES: Readonly<Record<string, string>> = {
  wc_store_api: 'wc_store_api',
  update_order_review_nonce: 'update-order-review',
  apply_coupon_nonce: 'apply-coupon',
  remove_coupon_nonce: 'remove-coupon',
  createSetupIntentNonce: 'wc_stripe_create_setup_intent_nonce',
  createPaymentIntentNonce: 'wc_stripe_create_payment_intent_nonce',
  createAndConfirmSetupIntentNonce: 'wc_stripe_create_and_confirm_setup_intent_nonce',
  updatePaymentIntentNonce: 'wc_stripe_update_payment_intent_nonce',
  updateFailedOrderNonce: 'wc_stripe_update_failed_order_nonce',
  saveAppearanceNonce: 'wc_stripe_save_appearance_nonce',
};

/**
 * The Stripe Gateway's express checkout nonces (`wc_stripe_express_checkout_params.nonce.{key}`, held as
 * `express_checkout_{key}`), handed out only where the gateway is available, as the gateway prints them only there.
 */
export const EXPRESS_REFRESHABLE_NONCES: Readonly<Record<string, string>> = {
  express_checkout_shipping: 'wc-stripe-express-checkout-shipping',
  express_checkout_update_shipping: 'wc-stripe-update-shipping-method',
  express_checkout_normalize_address: 'wc-stripe-express-checkout-normalize-address',
  express_checkout_get_cart_details: 'wc-stripe-get-cart-details',
  express_checkout_add_to_cart: 'wc-stripe-add-to-cart',
  express_checkout_clear_cart: 'wc-stripe-clear-cart',
  express_checkout_get_selected_product_data: 'wc-stripe-get-selected-product-data',
  express_checkout_pay_for_order: 'wc-stripe-pay-for-order',
  express_checkout_log_errors: 'wc-stripe-log-errors',
  express_checkout_wc_store_api_express_checkout: 'wc_store_api_express_checkout',
};

/**
 * `?wc-ajax=shop_islands_nonces` (names=a,b): fresh nonces for the visitor's own session. A page served
 * from a full-page cache carries another session's nonces; the widgets' session client asks here once
 * when the server refuses one. Never cached; unknown names are left out.
 */
export function registerNonceRefresh(r: EndpointRegistry): void {
  r.registerWcAjax('shop_islands_nonces', {
    handler: (ctx, data) => {
      void ctx.reply.header('Cache-Control', 'no-store');
      const known = ctx.shop.gateways.get('stripe') ? { ...REFRESHABLE_NONCES, ...EXPRESS_REFRESHABLE_NONCES } : REFRESHABLE_NONCES;
      const names = (data.names ?? '').split(',').filter((name) => Object.hasOwn(known, name));
      return { nonces: Object.fromEntries(names.map((name) => [name, ctx.shop.nonces.createNonce(ctx.session.id, known[name] ?? name)])) };
    },
  });
}
