<?php
/**
 * `?wc-ajax=shop_islands_nonces` (POST names=a,b): fresh nonces for the visitor's own session. A page served
 * from a full-page cache prints nonces of another session, which WordPress refuses with 403 `-1`; the widgets'
 * page-wide session client then asks here once and retries. Only the nonces listed here are handed out, and
 * the answer is never cached. Nothing is changed, so the request itself carries no nonce.
 *
 * @package ShopIslands
 */

defined( 'ABSPATH' ) || exit;

/**
 * The nonce refresh endpoint.
 */
class Shop_Islands_Nonces {

	/**
	 * Settings name, as the widgets hold it, => WordPress nonce action.
	 * Kept in step with the demo shop's REFRESHABLE_NONCES (examples/demo-shop/endpoints/wc-ajax/nonces.ts).
	 */
	const ACTIONS = array(
		'wc_store_api'                     => 'wc_store_api',
		'update_order_review_nonce'        => 'update-order-review',
		'apply_coupon_nonce'               => 'apply-coupon',
		'remove_coupon_nonce'              => 'remove-coupon',
		'createSetupIntentNonce'           => 'wc_stripe_create_setup_intent_nonce',
		'createPaymentIntentNonce'         => 'wc_stripe_create_payment_intent_nonce',
		'createAndConfirmSetupIntentNonce' => 'wc_stripe_create_and_confirm_setup_intent_nonce',
		'updatePaymentIntentNonce'         => 'wc_stripe_update_payment_intent_nonce',
		'updateFailedOrderNonce'           => 'wc_stripe_update_failed_order_nonce',
		'saveAppearanceNonce'              => 'wc_stripe_save_appearance_nonce',
	);

	/**
	 * The Stripe Gateway's express checkout nonces (wc_stripe_express_checkout_params.nonce.{key}, held as
	 * express_checkout_{key}), handed out only while the gateway is enabled, as the gateway prints them only then.
	 * Kept in step with the demo shop's EXPRESS_REFRESHABLE_NONCES.
	 */
	const EXPRESS_ACTIONS = array(
		'express_checkout_shipping'                      => 'wc-stripe-express-checkout-shipping',
		'express_checkout_update_shipping'               => 'wc-stripe-update-shipping-method',
		'express_checkout_normalize_address'             => 'wc-stripe-express-checkout-normalize-address',
		'express_checkout_get_cart_details'              => 'wc-stripe-get-cart-details',
		'express_checkout_add_to_cart'                   => 'wc-stripe-add-to-cart',
		'express_checkout_clear_cart'                    => 'wc-stripe-clear-cart',
		'express_checkout_get_selected_product_data'     => 'wc-stripe-get-selected-product-data',
		'express_checkout_pay_for_order'                 => 'wc-stripe-pay-for-order',
		'express_checkout_log_errors'                    => 'wc-stripe-log-errors',
		'express_checkout_wc_store_api_express_checkout' => 'wc_store_api_express_checkout',
	);

	/**
	 * wc_ajax_shop_islands_nonces callback: answers { nonces: { name: value } } for the known names asked for.
	 */
	public static function refresh() {
		nocache_headers();
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- it hands out this visitor's nonces; nothing is changed.
		$names  = isset( $_POST['names'] ) ? explode( ',', sanitize_text_field( wp_unslash( $_POST['names'] ) ) ) : array();
		$known  = self::stripe_gateway_enabled() ? array_merge( self::ACTIONS, self::EXPRESS_ACTIONS ) : self::ACTIONS;
		$nonces = array();
		foreach ( $names as $name ) {
			if ( isset( $known[ $name ] ) ) {
				$nonces[ $name ] = wp_create_nonce( $known[ $name ] );
			}
		}
		wp_send_json( array( 'nonces' => (object) $nonces ) );
	}

	/**
	 * `shopIslandsStoreApi`: the root the Store API answers at and its nonce, for the widgets that call it.
	 *
	 * @return array{root: string, nonce: string}
	 */
	public static function store_api(): array {
		return array(
			'root'  => esc_url_raw( rest_url( 'wc/store/v1' ) ),
			'nonce' => wp_create_nonce( 'wc_store_api' ),
		);
	}

	/**
	 * Whether the Stripe Gateway is installed and enabled (its settings say so).
	 */
	public static function stripe_gateway_enabled(): bool {
		$settings = get_option( 'woocommerce_stripe_settings', array() );
		return class_exists( 'WC_Stripe' ) && is_array( $settings ) && isset( $settings['enabled'] ) && 'yes' === $settings['enabled'];
	}
}
