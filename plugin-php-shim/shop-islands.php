<?php
/**
 * Plugin Name:       Shop Islands
 * Plugin URI:        https://github.com/shop-islands/shop-islands
 * Description:       Small, accessible island widgets for WooCommerce shops: storefront, live search, buy-now, checkout, payments, express checkout and tracking. Loads each bundle only on the pages that need it and can replace the legacy scripts it supersedes.
 * Version:           0.1.0
 * Requires at least: 6.1
 * Requires PHP:      7.4
 * Author:            Shop Islands contributors
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       shop-islands
 * Domain Path:       /languages
 * WC requires at least: 7.0
 * WC tested up to:   10.9
 *
 * @package ShopIslands
 */

defined( 'ABSPATH' ) || exit;

define( 'SHOP_ISLANDS_VERSION', '0.1.0' );
define( 'SHOP_ISLANDS_FILE', __FILE__ );
define( 'SHOP_ISLANDS_DIR', plugin_dir_path( __FILE__ ) );

require_once SHOP_ISLANDS_DIR . 'includes/class-shop-islands-options.php';
require_once SHOP_ISLANDS_DIR . 'includes/class-shop-islands-manifest.php';
require_once SHOP_ISLANDS_DIR . 'includes/class-shop-islands-woo.php';
require_once SHOP_ISLANDS_DIR . 'includes/class-shop-islands-page-rules.php';
require_once SHOP_ISLANDS_DIR . 'includes/class-shop-islands-assets.php';
require_once SHOP_ISLANDS_DIR . 'includes/class-shop-islands-legacy.php';
require_once SHOP_ISLANDS_DIR . 'includes/class-shop-islands-blocks.php';
require_once SHOP_ISLANDS_DIR . 'includes/class-shop-islands-search-box.php';
require_once SHOP_ISLANDS_DIR . 'includes/class-shop-islands-search-widget.php';
require_once SHOP_ISLANDS_DIR . 'includes/class-shop-islands-buy-now.php';
require_once SHOP_ISLANDS_DIR . 'includes/class-shop-islands-admin.php';
require_once SHOP_ISLANDS_DIR . 'includes/class-shop-islands-nonces.php';
require_once SHOP_ISLANDS_DIR . 'includes/class-shop-islands-checkout-idempotency.php';
require_once SHOP_ISLANDS_DIR . 'includes/class-shop-islands-provider-tracks.php';
require_once SHOP_ISLANDS_DIR . 'includes/class-shop-islands-plugin.php';
foreach ( glob( SHOP_ISLANDS_DIR . 'includes/settings/class-*.php' ) as $shop_islands_settings_file ) {
	require_once $shop_islands_settings_file;
}
unset( $shop_islands_settings_file );

/**
 * Template tag: prints a live search box (the same markup as Advanced Woo Search).
 *
 * @param array $args Optional box overrides (placeholder, id).
 */
function shop_islands_search_form( $args = array() ) {
	echo Shop_Islands_Plugin::instance()->search_box()->render( is_array( $args ) ? $args : array() ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped while built.
}

add_action( 'plugins_loaded', array( 'Shop_Islands_Plugin', 'boot' ) );
add_action( 'before_woocommerce_init', array( 'Shop_Islands_Plugin', 'declare_woocommerce_compatibility' ) );
