<?php
/**
 * Installs the test site: WordPress, the test theme, Shop Islands, pages and users.
 * Usage: php install.php <site dir> <info json out>
 *
 * @package ShopIslandsTests
 */

if ( PHP_SAPI !== 'cli' || $argc < 3 ) {
	exit( 1 );
}
$site_dir  = rtrim( $argv[1], '/' );
$info_file = $argv[2];

$_SERVER['HTTP_HOST']   = 'localhost';
$_SERVER['REQUEST_URI'] = '/';
define( 'WP_INSTALLING', true );
require $site_dir . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

$result = wp_install( 'Shop Islands Test', 'admin', 'admin@example.com', false, '', 'admin-password', 'en_US' );
if ( empty( $result['user_id'] ) ) {
	fwrite( STDERR, "wp_install failed\n" );
	exit( 1 );
}

$subscriber = wp_insert_user(
	array(
		'user_login' => 'subscriber',
		'user_pass'  => 'subscriber-password',
		'user_email' => 'subscriber@example.com',
		'role'       => 'subscriber',
	)
);

$page = static function ( string $title, string $content ): int {
	return (int) wp_insert_post(
		array(
			'post_type'    => 'page',
			'post_status'  => 'publish',
			'post_title'   => $title,
			'post_content' => $content,
		)
	);
};

$pages = array(
	'plain'  => $page( 'Plain', '<p>Nothing interactive here.</p>' ),
	'search' => $page( 'Search', '[shop_islands_search placeholder="Search products"]' ),
	'buy'    => $page( 'Buy', '[shop_islands_buy_now product_id="42" label="Buy it now" custom_amount="1"]' ),
	'asp'    => $page( 'Stripe Payments button', '[asp_product id="7"]' ),
);

switch_theme( 'shop-islands-test' );

// The classic search widget in the theme's sidebar (the test theme prints the sidebar only on ?si_sidebar=1).
update_option( 'widget_shop_islands_search', array( 2 => array( 'title' => 'Find products' ), '_multiwidget' => 1 ) );
update_option(
	'sidebars_widgets',
	array(
		'wp_inactive_widgets' => array(),
		'sidebar-1'           => array( 'shop_islands_search-2' ),
		'array_version'       => 3,
	)
);
$activated = activate_plugin( 'shop-islands/shop-islands.php' );
if ( is_wp_error( $activated ) ) {
	fwrite( STDERR, 'activate_plugin failed: ' . $activated->get_error_message() . "\n" );
	exit( 1 );
}

// The Stripe gateway's settings as the gateway stores them, secrets included: only the publishable key may be printed.
update_option(
	'woocommerce_stripe_settings',
	array(
		'enabled'              => 'yes',
		'testmode'             => 'yes',
		'test_publishable_key' => 'pk_test_shopislands123',
		'test_secret_key'      => 'sk_test_SECRET_must_not_leak',
		'publishable_key'      => 'pk_live_shopislands456',
		'secret_key'           => 'sk_live_SECRET_must_not_leak',
		'webhook_secret'       => 'whsec_must_not_leak',
		'test_webhook_secret'  => 'whsec_test_must_not_leak',
	)
);

file_put_contents(
	$info_file,
	wp_json_encode(
		array(
			'pages'         => $pages,
			'subscriber_id' => $subscriber,
			'plugin_dir'    => WP_PLUGIN_DIR . '/shop-islands',
		)
	)
);
echo "installed\n";
