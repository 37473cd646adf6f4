<?php
/**
 * Test hooks for the real-store suite:
 * - `?si_template_tag=1` prints Shop Islands' search box through its template tag before the content, as a
 *   theme template calling shop_islands_search_form() would;
 * - `?si_footer_button={product id}` renders a `[shop_islands_buy_now]` button while the footer is printed (as a
 *   footer widget hooked late would), after the hook where Shop Islands prints the pop-up's template;
 * - the option `shop_islands_test_tracking_allowed` set to 'no' answers WooCommerce's
 *   `wc_order_attribution_allow_tracking` filter with false, as a consent plugin does for a visitor who refused;
 * - related products come in a fixed order (by title): WooCommerce shuffles them on every product page view, and
 *   the tracking journeys compare what two visits of the same page report;
 * - the option `shop_islands_test_die_after_payment` set to 'yes' kills the next paid classic checkout after its
 *   payment, a page printed instead of its answer (journeys/checkout-guard.test.ts).
 *
 * @package ShopIslandsRealStore
 */

add_action(
	'storefront_before_content',
	static function () {
		if ( isset( $_GET['si_template_tag'] ) && function_exists( 'shop_islands_search_form' ) ) { // phpcs:ignore WordPress.Security.NonceVerification.Recommended
			shop_islands_search_form();
		}
	}
);

add_action(
	'wp_footer',
	static function () {
		if ( isset( $_GET['si_footer_button'] ) ) { // phpcs:ignore WordPress.Security.NonceVerification.Recommended
			echo do_shortcode( '[shop_islands_buy_now product_id="' . absint( $_GET['si_footer_button'] ) . '" label="Buy in the footer"]' ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended, WordPress.Security.EscapeOutput.OutputNotEscaped
		}
	},
	5
);

add_filter(
	'wc_order_attribution_allow_tracking',
	static function ( $allowed ) {
		return 'no' === get_option( 'shop_islands_test_tracking_allowed' ) ? false : $allowed;
	}
);

add_filter( 'woocommerce_product_related_posts_shuffle', '__return_false' );
add_filter(
	'woocommerce_output_related_products_args',
	static function ( $args ) {
		return array_merge( (array) $args, array( 'orderby' => 'title', 'order' => 'asc' ) );
	},
	100 // After the theme's own arguments (Storefront replaces them).
);

// The option `shop_islands_test_die_after_payment` set to 'yes': the next classic checkout whose payment succeeded
// dies there, printing a page instead of its JSON answer (a request that timed out or died after the charge). Once.
add_filter(
	'woocommerce_payment_successful_result',
	static function ( $result ) {
		if ( 'yes' === get_option( 'shop_islands_test_die_after_payment' ) && wp_doing_ajax() ) {
			delete_option( 'shop_islands_test_die_after_payment' );
			echo '<html><body>504 Gateway Time-out</body></html>';
			exit;
		}
		return $result;
	},
	PHP_INT_MAX
);
