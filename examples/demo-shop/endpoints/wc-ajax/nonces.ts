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
 * `?wc-ajax=shop_islands_nonces` (names=a,b): fresh nonces for the visitor's own session. A page served
 * from a full-page cache carries another session's nonces; the widgets' session client asks here once
 * when the server refuses one. Never cached; unknown names are left out.
 */
export function registerNonceRefresh(r: EndpointRegistry): void {
  r.registerWcAjax('shop_islands_nonces', {
    handler: (ctx, data) => {
      void ctx.reply.header('Cache-Control', 'no-store');
      const names = (data.names ?? '').split(',').filter((name) => Object.hasOwn(REFRESHABLE_NONCES, name));
      return { nonces: Object.fromEntries(names.map((name) => [name, ctx.shop.nonces.createNonce(ctx.session.id, REFRESHABLE_NONCES[name] ?? name)])) };
    },
  });
}
