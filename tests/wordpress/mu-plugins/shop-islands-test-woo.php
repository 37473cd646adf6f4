<?php
/**
 * Test-only must-use plugin: WooCommerce's conditional tags driven by the `si_page` query argument,
 * and stand-ins for the legacy script handles so their replacement can be asserted.
 * WooCommerce itself cannot be installed in the test environment.
 *
 * @package ShopIslandsTests
 */

defined( 'ABSPATH' ) || exit;

/**
 * Page type requested by the test (?si_page=checkout, product, cart, order-pay, ...).
 */
function shop_islands_test_page(): string {
	return isset( $_GET['si_page'] ) ? sanitize_key( wp_unslash( $_GET['si_page'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended
}

function is_woocommerce() {
	return in_array( shop_islands_test_page(), array( 'shop', 'product' ), true );
}
function is_product() {
	return 'product' === shop_islands_test_page();
}
function is_cart() {
	return 'cart' === shop_islands_test_page();
}
function is_checkout() {
	return in_array( shop_islands_test_page(), array( 'checkout', 'order-pay', 'order-received' ), true );
}
function is_account_page() {
	return in_array( shop_islands_test_page(), array( 'account', 'add-payment-method', 'payment-methods' ), true );
}
function is_checkout_pay_page() {
	return 'order-pay' === shop_islands_test_page();
}
function is_order_received_page() {
	return 'order-received' === shop_islands_test_page();
}
function is_add_payment_method_page() {
	return 'add-payment-method' === shop_islands_test_page();
}
function is_wc_endpoint_url( $endpoint = false ) {
	$endpoints = array( 'order-pay', 'order-received', 'add-payment-method', 'payment-methods' );
	$page      = shop_islands_test_page();
	return false === $endpoint ? in_array( $page, $endpoints, true ) : $endpoint === $page;
}

// No outgoing HTTP from the test site (update checks would wait for the network).
add_filter(
	'pre_http_request',
	static function () {
		return new WP_Error( 'shop_islands_test_offline', 'offline test site' );
	}
);

add_action(
	'wp_enqueue_scripts',
	static function () {
		$base = content_url( 'mu-plugins/legacy/' );
		wp_register_script( 'wc-country-select', $base . 'country-select.js', array( 'jquery' ), '9.0', true );
		wp_register_script( 'wc-address-i18n', $base . 'address-i18n.js', array( 'jquery', 'wc-country-select' ), '9.0', true );
		wp_register_script( 'wc-checkout', $base . 'checkout.js', array( 'jquery', 'wc-country-select', 'wc-address-i18n' ), '9.0', true );
		wp_localize_script( 'wc-checkout', 'wc_checkout_params', array( 'printed_by' => 'legacy-woocommerce' ) );
		wp_register_script( 'wc-stripe-upe-classic', $base . 'upe_classic.js', array( 'jquery', 'wc-checkout' ), '9.0', true );
		wp_register_script( 'wc_stripe_express_checkout', $base . 'express_checkout.js', array( 'jquery' ), '9.0', true );
		wp_register_script( 'aws-script', $base . 'aws-common.js', array( 'jquery' ), '3.0', true );
		wp_register_script( 'stripe-handler-ng', $base . 'stripe-handler-ng.js', array( 'jquery' ), '2.0', true );
		wp_register_script( 'wc-order-attribution', $base . 'order-attribution.js', array(), '9.0', true );
		wp_register_script( 'woocommerce-google-analytics-integration', $base . 'ga-actions.js', array(), '2.0', true );

		wp_enqueue_script( 'aws-script' );
		wp_enqueue_script( 'stripe-handler-ng' );
		wp_enqueue_script( 'wc-order-attribution' );
		wp_enqueue_script( 'woocommerce-google-analytics-integration' );
		if ( is_checkout() || is_add_payment_method_page() ) {
			wp_enqueue_script( 'wc-checkout' );
			wp_enqueue_script( 'wc-stripe-upe-classic' );
		}
		if ( is_product() || is_cart() || is_checkout() ) {
			wp_enqueue_script( 'wc_stripe_express_checkout' );
		}
	},
	10
);

// Stand-in for Stripe Payments' [asp_product] shortcode output.
add_shortcode(
	'asp_product',
	static function ( $atts ) {
		$id = isset( $atts['id'] ) ? absint( $atts['id'] ) : 0;
		return '<div class="asp_product_buy_btn_container"><form id="asp_ng_form_legacy' . $id . '" class="asp-stripe-form" method="post"><button id="asp_ng_button_legacy' . $id . '" type="submit" class="asp_product_buy_btn">Buy Now</button></form></div>';
	}
);
