<?php
/**
 * Test hook for the real-store suite: `?si_template_tag=1` prints Shop Islands' search box through its
 * template tag before the content, as a theme template calling shop_islands_search_form() would.
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
