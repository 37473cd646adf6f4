<?php
/**
 * Removes what Shop Islands stored when the plugin is deleted: its settings, the 'Shop Islands search'
 * widget's instances (their option, and their places in the sidebars) and the checkout guard's rows (its locks and
 * records, with their timeouts), on every site of a multisite network as on a single site.
 *
 * @package ShopIslands
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

/**
 * Removes the plugin's options from the current site.
 */
function shop_islands_uninstall_site() {
	global $wpdb;
	delete_option( 'shop_islands_settings' );
	delete_option( 'widget_shop_islands_search' );
	// The checkout guard's rows (Shop_Islands_Checkout_Idempotency::PREFIX), written by direct queries.
	$wpdb->query( // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$wpdb->prepare(
			"DELETE FROM {$wpdb->options} WHERE option_name LIKE %s OR option_name LIKE %s",
			$wpdb->esc_like( '_transient_shop_islands_ck_' ) . '%',
			$wpdb->esc_like( '_transient_timeout_shop_islands_ck_' ) . '%'
		)
	);
	$sidebars = get_option( 'sidebars_widgets' );
	if ( ! is_array( $sidebars ) ) {
		return;
	}
	$changed = false;
	foreach ( $sidebars as $sidebar => $widgets ) {
		if ( ! is_array( $widgets ) ) {
			continue;
		}
		$kept = array_values(
			array_filter(
				$widgets,
				static function ( $widget ) {
					return ! is_string( $widget ) || 0 !== strpos( $widget, 'shop_islands_search-' );
				}
			)
		);
		if ( count( $kept ) !== count( $widgets ) ) {
			$sidebars[ $sidebar ] = $kept;
			$changed              = true;
		}
	}
	if ( $changed ) {
		update_option( 'sidebars_widgets', $sidebars );
	}
}

if ( is_multisite() ) {
	foreach ( get_sites( array( 'fields' => 'ids', 'number' => 0 ) ) as $shop_islands_site ) {
		switch_to_blog( (int) $shop_islands_site );
		shop_islands_uninstall_site();
		restore_current_blog();
	}
	delete_site_option( 'shop_islands_settings' );
} else {
	shop_islands_uninstall_site();
}
