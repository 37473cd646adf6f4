<?php
/**
 * Shop Islands' uninstall on a real WordPress multisite network: the real store's WordPress and plugin
 * files, with the network in tables of their own (prefix `msu_`) in the store's database, dropped again at
 * the end. Each phase is its own process, as WordPress loads multisite only from the start of a request:
 *
 *   php multisite-uninstall.php install <site dir>     a network with two sites
 *   php multisite-uninstall.php run <site dir>         the plugin's options (settings, the search widget and its
 *                                                      place in a sidebar) on both sites, the plugin uninstalled,
 *                                                      what is left printed as JSON
 *   php multisite-uninstall.php drop <site dir>        the network's tables dropped
 *
 * @package ShopIslandsRealStore
 */

if ( PHP_SAPI !== 'cli' || $argc < 3 || ! in_array( $argv[1], array( 'install', 'run', 'drop' ), true ) ) {
	fwrite( STDERR, "usage: php multisite-uninstall.php install|run|drop <site dir>\n" );
	exit( 2 );
}
$phase    = $argv[1];
$site_dir = rtrim( $argv[2], '/' );

// The store's database, as its wp-config.php names it; the network's tables are apart.
$config = (string) file_get_contents( $site_dir . '/wp-config.php' );
foreach ( array( 'DB_NAME', 'DB_USER', 'DB_PASSWORD', 'DB_HOST' ) as $constant ) {
	if ( ! preg_match( "/define\\( '$constant', '([^']*)' \\);/", $config, $match ) ) {
		fwrite( STDERR, "$constant not found in wp-config.php\n" );
		exit( 1 );
	}
	define( $constant, $match[1] );
}
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
$table_prefix = 'msu_'; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
$domain       = 'network.test';
define( 'WP_HOME', "http://$domain" );
define( 'WP_SITEURL', "http://$domain" );
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'DISABLE_WP_CRON', true );
define( 'ABSPATH', $site_dir . '/' );
$_SERVER['HTTP_HOST']   = $domain;
$_SERVER['REQUEST_URI'] = '/';
$_SERVER['SERVER_NAME'] = $domain;
$_SERVER['REMOTE_ADDR'] = '127.0.0.1';

if ( 'install' === $phase || 'drop' === $phase ) {
	define( 'WP_INSTALLING', true );
	define( 'WP_ALLOW_MULTISITE', true );
} else {
	define( 'MULTISITE', true );
	define( 'SUBDOMAIN_INSTALL', false );
	define( 'DOMAIN_CURRENT_SITE', $domain );
	define( 'PATH_CURRENT_SITE', '/' );
	define( 'SITE_ID_CURRENT_SITE', 1 );
	define( 'BLOG_ID_CURRENT_SITE', 1 );
}
require ABSPATH . 'wp-settings.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
add_filter( 'pre_wp_mail', '__return_true' );

/**
 * The network's tables (msu_ and its sites' msu_N_).
 */
function shop_islands_network_tables(): array {
	global $wpdb;
	return (array) $wpdb->get_col( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( 'msu_' ) . '%' ) );
}

if ( 'drop' === $phase ) {
	global $wpdb;
	foreach ( shop_islands_network_tables() as $table ) {
		$wpdb->query( "DROP TABLE IF EXISTS `$table`" ); // phpcs:ignore WordPress.DB
	}
	echo wp_json_encode( array( 'left' => shop_islands_network_tables() ) ) . "\n";
	exit( 0 );
}

if ( 'install' === $phase ) {
	foreach ( shop_islands_network_tables() as $table ) {
		$GLOBALS['wpdb']->query( "DROP TABLE IF EXISTS `$table`" ); // phpcs:ignore WordPress.DB
	}
	$installed = wp_install( 'Network', 'admin', 'admin@example.com', false, '', 'admin-password', 'en_US' );
	if ( empty( $installed['user_id'] ) ) {
		fwrite( STDERR, "wp_install failed\n" );
		exit( 1 );
	}
	require_once ABSPATH . 'wp-admin/includes/network.php';
	// As wp-admin/network.php does: the network's global tables, named for this install.
	foreach ( $GLOBALS['wpdb']->tables( 'ms_global' ) as $table => $prefixed_table ) {
		$GLOBALS['wpdb']->$table = $prefixed_table;
	}
	install_network();
	$result = populate_network( 1, $domain, 'admin@example.com', 'Network', '/', false );
	if ( is_wp_error( $result ) && 'no_wildcard_dns' !== $result->get_error_code() ) {
		fwrite( STDERR, 'populate_network: ' . $result->get_error_message() . "\n" );
		exit( 1 );
	}
	echo "installed network\n";
	exit( 0 );
}

// run: a second site, the plugin's options on both, the plugin network-active, then uninstalled.
$second = wpmu_create_blog( $domain, '/second/', 'Second shop', 1 );
if ( is_wp_error( $second ) ) {
	fwrite( STDERR, 'wpmu_create_blog: ' . $second->get_error_message() . "\n" );
	exit( 1 );
}
$sites = array( 1, (int) $second );
foreach ( $sites as $site ) {
	switch_to_blog( $site );
	update_option( 'shop_islands_settings', array( 'replace_legacy' => array( 'live-search' => true ) ) );
	update_option( 'widget_shop_islands_search', array( 2 => array( 'title' => 'Find products' ), '_multiwidget' => 1 ) );
	update_option( 'widget_text', array( 3 => array( 'text' => 'Hello' ), '_multiwidget' => 1 ) );
	update_option( 'sidebars_widgets', array( 'sidebar-1' => array( 'text-3', 'shop_islands_search-2' ), 'array_version' => 3 ) );
	restore_current_blog();
}
update_site_option( 'shop_islands_settings', array( 'network' => true ) );
$active = activate_plugin( 'shop-islands/shop-islands.php', '', true, true );
if ( is_wp_error( $active ) ) {
	fwrite( STDERR, 'activate: ' . $active->get_error_message() . "\n" );
	exit( 1 );
}
deactivate_plugins( 'shop-islands/shop-islands.php', true, true );
uninstall_plugin( 'shop-islands/shop-islands.php' );

$left = array();
foreach ( $sites as $site ) {
	switch_to_blog( $site );
	$left[ $site ] = array(
		'shop_islands_settings'      => get_option( 'shop_islands_settings', null ),
		'widget_shop_islands_search' => get_option( 'widget_shop_islands_search', null ),
		'widget_text'                => get_option( 'widget_text', null ),
		'sidebar-1'                  => get_option( 'sidebars_widgets', array() )['sidebar-1'] ?? null,
	);
	restore_current_blog();
}
echo wp_json_encode(
	array(
		'sites'   => $left,
		'network' => get_site_option( 'shop_islands_settings', null ),
	)
) . "\n";
