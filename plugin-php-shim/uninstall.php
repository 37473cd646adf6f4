<?php
/**
 * Removes Shop Islands' settings when the plugin is deleted.
 *
 * @package ShopIslands
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

delete_option( 'shop_islands_settings' );
delete_site_option( 'shop_islands_settings' );
