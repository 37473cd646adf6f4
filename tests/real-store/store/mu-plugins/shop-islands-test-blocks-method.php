<?php
/**
 * The block checkout journeys' test payment method (tests/e2e/fixtures/blocks-payment-method.tsx, built as a
 * Shop Islands blocks entry is). While the option `shop_islands_test_blocks_method` is 'yes':
 * - WooCommerce's cash on delivery script for the Checkout block (handle wc-payment-method-cod) is served from
 *   the built fixture the journey wrote to `mu-plugins/shop-islands-e2e/`, with the dependencies its build
 *   declared, as Shop Islands' 'Replace' serves its own script under a gateway's handle;
 * - what the Store API receives as `payment_data` is kept on the order (meta `_shop_islands_test_payment_data`),
 *   read from the request as a gateway's PHP reads it.
 *
 * @package ShopIslandsRealStore
 */

/** Whether the journey switched the test method on. */
function shop_islands_test_blocks_method_on(): bool {
	return 'yes' === get_option( 'shop_islands_test_blocks_method' );
}

add_action(
	'wp_print_footer_scripts',
	static function () {
		$dir  = WPMU_PLUGIN_DIR . '/shop-islands-e2e';
		$file = $dir . '/blocks-payment-method.json';
		if ( ! shop_islands_test_blocks_method_on() || ! file_exists( $file ) ) {
			return;
		}
		$script = wp_scripts()->query( 'wc-payment-method-cod', 'registered' );
		if ( ! $script ) {
			return;
		}
		$build        = json_decode( (string) file_get_contents( $file ), true );
		$script->src  = WPMU_PLUGIN_URL . '/shop-islands-e2e/blocks-payment-method.js';
		$script->deps = (array) $build['dependencies'];
		$script->ver  = (string) $build['hash'];
	},
	0 // Before WordPress prints the footer scripts.
);

add_action(
	'woocommerce_store_api_checkout_update_order_from_request',
	static function ( $order, $request ) {
		if ( shop_islands_test_blocks_method_on() ) {
			$order->update_meta_data( '_shop_islands_test_payment_data', wp_json_encode( $request->get_param( 'payment_data' ) ) );
		}
	},
	10,
	2
);
