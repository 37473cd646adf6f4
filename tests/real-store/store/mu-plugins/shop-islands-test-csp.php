<?php
/**
 * Test hook for the real-store suite: with `?si_csp_nonce=1`, every script WordPress prints through its script API
 * (wp_get_script_tag, wp_get_inline_script_tag: enqueued files, localized data, inline scripts) carries
 * nonce="si-test-nonce", as a Content-Security-Policy plugin adds its nonce through the `wp_script_attributes` and
 * `wp_inline_script_attributes` filters. A script printed any other way (echoed) lacks it (journeys/inline-scripts).
 *
 * @package ShopIslandsRealStore
 */

if ( isset( $_GET['si_csp_nonce'] ) ) { // phpcs:ignore WordPress.Security.NonceVerification.Recommended
	$shop_islands_test_nonce = static function ( $attributes ) {
		return array_merge( (array) $attributes, array( 'nonce' => 'si-test-nonce' ) );
	};
	add_filter( 'wp_script_attributes', $shop_islands_test_nonce );
	add_filter( 'wp_inline_script_attributes', $shop_islands_test_nonce );
}
