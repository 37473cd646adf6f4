<?php
/**
 * A small payment gateway as other plugins write them, for the checkout's 'Replace' journey
 * (journeys/checkout-plugins.test.ts). Only while the option `shop_islands_test_gateway` is 'yes':
 *
 * - the gateway 'Test button' (`si_test_button`) draws its own place-order button through WooCommerce's custom
 *   place-order button API (`has_custom_place_order_button`, `wc.customPlaceOrderButton.register`) and is paid
 *   at once when the order is placed;
 * - its script (shop-islands-test-gateway/gateway.js) declares `wc-checkout` alone as its dependency and uses
 *   jQuery, and the plugin attaches data to the handles 'Replace' takes the files of: localized data and an inline
 *   script on `wc-checkout`, inline scripts on `wc-country-select` (before) and `wc-address-i18n` (after);
 * - an add-on script of its own depends on Advanced Woo Search's `aws-script` (a handle 'Replace' takes away and does
 *   not keep enqueued), whose plugin attached localized data and an inline script to it;
 * - with `shop_islands_test_foreign_sourcebuster` 'yes' too, it registers a `sourcebuster-js` of its own before
 *   WooCommerce does (a handle named like WooCommerce's, with another file) and loads it on the checkout;
 * - with `shop_islands_test_select_box` 'yes' too, a script of its own on the checkout depends on `selectWoo` (a
 *   library 'Replace' takes away only where nothing staying needs it).
 *
 * @package ShopIslandsRealStore
 */

defined( 'ABSPATH' ) || exit;

if ( 'yes' !== get_option( 'shop_islands_test_gateway' ) ) {
	return;
}

add_action(
	'plugins_loaded',
	static function () {
		if ( ! class_exists( 'WC_Payment_Gateway' ) ) {
			return;
		}

		/**
		 * The test gateway.
		 */
		class Shop_Islands_Test_Button_Gateway extends WC_Payment_Gateway {

			/**
			 * Constructor.
			 */
			public function __construct() {
				$this->id                            = 'si_test_button';
				$this->method_title                  = 'Test button';
				$this->title                         = 'Test button';
				$this->description                   = 'Pays with the gateway’s own button.';
				$this->has_fields                    = false;
				$this->has_custom_place_order_button = true;
				$this->enabled                       = 'yes';
			}

			/**
			 * Paid at once.
			 *
			 * @param int $order_id Order id.
			 * @return array
			 */
			public function process_payment( $order_id ) {
				$order = wc_get_order( $order_id );
				$order->payment_complete();
				WC()->cart->empty_cart();
				return array(
					'result'   => 'success',
					'redirect' => $this->get_return_url( $order ),
				);
			}
		}

		add_filter(
			'woocommerce_payment_gateways',
			static function ( $gateways ) {
				$gateways[] = 'Shop_Islands_Test_Button_Gateway';
				return $gateways;
			}
		);
	},
	20
);

add_action(
	'wp_enqueue_scripts',
	static function () {
		if ( 'yes' === get_option( 'shop_islands_test_foreign_sourcebuster' ) ) {
			wp_register_script( 'sourcebuster-js', plugins_url( 'shop-islands-test-gateway/sourcebuster.js', __FILE__ ), array(), '1', true );
		}
	},
	1 // Before WooCommerce registers its own (which then keeps this one).
);

add_action(
	'wp_enqueue_scripts',
	static function () {
		if ( ! function_exists( 'is_checkout' ) || ! is_checkout() ) {
			return;
		}
		wp_enqueue_script( 'si-test-gateway', plugins_url( 'shop-islands-test-gateway/gateway.js', __FILE__ ), array( 'wc-checkout' ), '1', true );
		wp_localize_script( 'wc-checkout', 'siTestGatewayParams', array( 'attachedTo' => 'wc-checkout' ) );
		wp_add_inline_script( 'wc-checkout', 'window.siTestInline = (window.siTestInline || []).concat("wc-checkout after");', 'after' );
		wp_add_inline_script( 'wc-country-select', 'window.siTestInline = (window.siTestInline || []).concat("wc-country-select before");', 'before' );
		wp_add_inline_script( 'wc-address-i18n', 'window.siTestInline = (window.siTestInline || []).concat("wc-address-i18n after");', 'after' );
		if ( wp_script_is( 'aws-script', 'registered' ) ) {
			wp_enqueue_script( 'si-test-search-addon', plugins_url( 'shop-islands-test-gateway/search-addon.js', __FILE__ ), array( 'aws-script' ), '1', true );
			wp_localize_script( 'aws-script', 'siTestSearchParams', array( 'attachedTo' => 'aws-script' ) );
			wp_add_inline_script( 'aws-script', 'window.siTestInline = (window.siTestInline || []).concat("aws-script after");', 'after' );
		}
		if ( 'yes' === get_option( 'shop_islands_test_foreign_sourcebuster' ) ) {
			wp_enqueue_script( 'sourcebuster-js' );
		}
		if ( 'yes' === get_option( 'shop_islands_test_select_box' ) ) {
			wp_enqueue_script( 'si-test-select-box', plugins_url( 'shop-islands-test-gateway/select-box.js', __FILE__ ), array( 'selectWoo' ), '1', true );
		}
	},
	30
);
