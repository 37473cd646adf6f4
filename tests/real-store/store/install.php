<?php
/**
 * Installs the real store from the released plugins: WordPress, WooCommerce (classic cart/checkout pages,
 * free shipping, flat rate too for Ireland, a 10 % coupon), Storefront, the sample catalogue, Advanced Woo Search (index built, seamless on), Stripe Payments (one
 * product and an [asp_product] page), the Stripe Gateway in test mode with placeholder keys, cash on
 * delivery, Google Analytics for WooCommerce with a test measurement id (its gtag.js from googletagmanager.com
cannot load offline; the pages' dataLayer pushes are what the journeys compare), WP Statistics and the WP Consent
API installed (their tables and settings made) but left inactive: the journeys switch them on for the set-ups that
have them (harness/store.ts, useSetUp), and Shop Islands installed but inactive.
 *
 * Two processes, because a plugin's code only runs fully in a request that loads it from the start:
 *   php install.php base <site dir>                          WordPress, the theme and the plugins activated
 *   php install.php shop <site dir> <catalogue csv> <info>   WooCommerce's pages, catalogue, plugin settings
 *
 * @package ShopIslandsRealStore
 */

if ( PHP_SAPI !== 'cli' || $argc < 3 || ! in_array( $argv[1], array( 'base', 'shop' ), true ) || ( 'shop' === $argv[1] && $argc < 5 ) ) {
	fwrite( STDERR, "usage: php install.php base <site dir> | php install.php shop <site dir> <catalogue csv> <info json out>\n" );
	exit( 2 );
}
$phase    = $argv[1];
$site_dir = rtrim( $argv[2], '/' );

$_SERVER['HTTP_HOST']   = parse_url( getenv( 'SHOP_ISLANDS_STORE_URL' ), PHP_URL_HOST ) . ':' . parse_url( getenv( 'SHOP_ISLANDS_STORE_URL' ), PHP_URL_PORT );
$_SERVER['REQUEST_URI'] = '/';
if ( 'base' === $phase ) {
	define( 'WP_INSTALLING', true );
}
require $site_dir . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
add_filter( 'pre_wp_mail', '__return_true' );

/**
 * Stops the install with a message.
 *
 * @param string $message What failed.
 */
function shop_islands_fail( string $message ) {
	fwrite( STDERR, "install failed: $message\n" );
	exit( 1 );
}

/**
 * Activates one plugin, failing loudly.
 *
 * @param string $file Plugin file relative to the plugins folder.
 */
function shop_islands_activate( string $file ) {
	$result = activate_plugin( $file, '', false, false );
	if ( is_wp_error( $result ) ) {
		shop_islands_fail( "activate $file: " . $result->get_error_message() );
	}
}

if ( 'base' === $phase ) {
	$installed = wp_install( 'Shop Islands Real Store', 'admin', 'admin@example.com', false, '', 'admin-password', 'en_US' );
	if ( empty( $installed['user_id'] ) ) {
		shop_islands_fail( 'wp_install' );
	}
	update_option( 'permalink_structure', '/%postname%/' );
	update_option( 'blog_public', '0' );
	switch_theme( 'storefront' );
	$plugins = array(
		'woocommerce/woocommerce.php',
		'advanced-woo-search/advanced-woo-search.php',
		'stripe-payments/accept-stripe-payments.php',
		'woocommerce-gateway-stripe/woocommerce-gateway-stripe.php',
		'woocommerce-google-analytics-integration/woocommerce-google-analytics-integration.php',
		'wp-consent-api/wp-consent-api.php',
		'wp-statistics/wp-statistics.php',
	);
	foreach ( $plugins as $plugin ) {
		shop_islands_activate( $plugin );
	}
	echo "installed base\n";
	exit( 0 );
}

$catalogue = $argv[3];
$info_file = $argv[4];
wp_set_current_user( 1 ); // The importer creates categories and tags only for a user who may manage them.

// WooCommerce, with the classic shortcode cart and checkout pages (its activation created block pages).
WC_Install::install();
WC_Install::create_pages();
foreach ( array( 'cart' => '[woocommerce_cart]', 'checkout' => '[woocommerce_checkout]' ) as $shop_islands_page => $shop_islands_shortcode ) {
	wp_update_post(
		array(
			'ID'           => wc_get_page_id( $shop_islands_page ),
			'post_content' => '<!-- wp:shortcode -->' . $shop_islands_shortcode . '<!-- /wp:shortcode -->',
		)
	);
}
// High-performance order storage, as WooCommerce sets it up for new shops (no orders to move yet).
wc_get_container()->get( Automattic\WooCommerce\Internal\DataStores\Orders\DataSynchronizer::class )->create_database_tables();
update_option( 'woocommerce_custom_orders_table_enabled', 'yes' );
update_option( 'woocommerce_custom_orders_table_data_sync_enabled', 'no' );
update_option( 'woocommerce_store_address', '1 High Street' );
update_option( 'woocommerce_store_city', 'London' );
update_option( 'woocommerce_default_country', 'GB' );
update_option( 'woocommerce_store_postcode', 'SW1A 1AA' );
update_option( 'woocommerce_currency', 'GBP' );
update_option( 'woocommerce_coming_soon', 'no' );
update_option( 'woocommerce_onboarding_profile', array( 'skipped' => true ) );
update_option( 'woocommerce_task_list_hidden', 'yes' );
update_option( 'woocommerce_allow_tracking', 'no' );
update_option( 'woocommerce_show_marketplace_suggestions', 'no' );
update_option( 'woocommerce_enable_guest_checkout', 'yes' );
update_option( 'woocommerce_cod_settings', array( 'enabled' => 'yes', 'title' => 'Cash on delivery', 'enable_for_virtual' => 'yes' ) );
update_option( 'woocommerce_bacs_settings', array( 'enabled' => 'no' ) );

// Free shipping everywhere, so physical products can be ordered.
$zone = new WC_Shipping_Zone( 0 );
$zone->add_shipping_method( 'free_shipping' );
$zone->save();

// Ireland, a zone of its own with two rates (flat rate and free shipping), so a checkout shipping there offers a
// choice of methods; every other address keeps the one free shipping method above.
$ireland = new WC_Shipping_Zone();
$ireland->set_zone_name( 'Ireland' );
$ireland->add_location( 'IE', 'country' );
$ireland->save();
$ireland_flat = $ireland->add_shipping_method( 'flat_rate' );
update_option( "woocommerce_flat_rate_{$ireland_flat}_settings", array( 'title' => 'Flat rate', 'tax_status' => 'none', 'cost' => '5' ) );
$ireland->add_shipping_method( 'free_shipping' );

// Downloadable files of the catalogue point at its original host: allow them without an approved-directory list.
update_option( 'wc_downloads_approved_directories_mode', 'disabled' );

// The sample catalogue (images mapped to nothing: downloads fail offline and would fail each row).
require_once WC_ABSPATH . 'includes/import/class-wc-product-csv-importer.php';
require_once WC_ABSPATH . 'includes/admin/importers/class-wc-product-csv-importer-controller.php';
update_option( 'woocommerce_weight_unit', 'lbs' );
update_option( 'woocommerce_dimension_unit', 'in' );
$headers    = str_getcsv( (string) strtok( (string) file_get_contents( $catalogue ), "\n" ), ',', '"', '\\' );
$controller = new WC_Product_CSV_Importer_Controller();
$auto_map   = new ReflectionMethod( $controller, 'auto_map_columns' );
$auto_map->setAccessible( true );
$fields = $auto_map->invoke( $controller, $headers, false );
$to     = array();
foreach ( $headers as $heading ) {
	$to[] = 'Images' === $heading ? '' : (string) ( $fields[ $heading ] ?? '' );
}
$importer = new WC_Product_CSV_Importer(
	$catalogue,
	array(
		'parse'   => true,
		'mapping' => array(
			'from' => $headers,
			'to'   => $to,
		),
	)
);
// The importer stops after 20 s by default (a batch of an admin's import): on a loaded machine that left a partial catalogue.
add_filter( 'woocommerce_product_importer_time_exceeded', '__return_false' );
$imported = $importer->import();
if ( ! empty( $imported['failed'] ) ) {
	foreach ( $imported['failed'] as $failure ) {
		fwrite( STDERR, 'import: ' . ( is_wp_error( $failure ) ? $failure->get_error_message() : wp_json_encode( $failure ) ) . "\n" );
	}
	shop_islands_fail( count( $imported['failed'] ) . ' catalogue rows failed to import' );
}

// Storefront, with a static home page on its Homepage template (product sections).
$home = wp_insert_post(
	array(
		'post_type'     => 'page',
		'post_status'   => 'publish',
		'post_title'    => 'Home',
		'post_content'  => '<p>Welcome to the Shop Islands real store.</p>',
		'page_template' => 'template-homepage.php',
	)
);
update_option( 'show_on_front', 'page' );
update_option( 'page_on_front', $home );
update_option( 'storefront_nux_dismissed', true );

// Advanced Woo Search: default settings with seamless on, and its index built.
$aws = AWS_Admin_Options::get_default_settings();
$aws['seamless'] = 'true';
update_option( 'aws_settings', $aws );
update_option( 'aws_hide_welcome_notice', 'true' );
$aws_data = new ReflectionProperty( AWS(), 'data' ); // AWS read its (empty) settings when it loaded.
$aws_data->setAccessible( true );
$aws_data->setValue( AWS(), array_merge( (array) $aws_data->getValue( AWS() ), array( 'settings' => $aws ) ) );
$_REQUEST['action'] = 'aws-reindex'; // AWS writes its current index format only while reindexing from its admin page.
$aws_table          = new AWS_Table();
$aws_table->reindex_table_job();
unset( $_REQUEST['action'] );

// Stripe Payments: placeholder test keys, one product, a page with its button.
$asp                             = (array) get_option( 'AcceptStripePayments-settings', array() );
$asp['is_live']                  = 0;
$asp['api_publishable_key_test'] = 'pk_test_shopislandsrealstore';
$asp['api_secret_key_test']      = 'sk_test_shopislandsrealstore';
$asp['currency_code']            = 'GBP';
update_option( 'AcceptStripePayments-settings', $asp );
$asp_product = wp_insert_post(
	array(
		'post_type'   => 'asp-products',
		'post_status' => 'publish',
		'post_title'  => 'Gift card',
		'meta_input'  => array(
			'asp_product_price'       => '25',
			'asp_product_currency'    => 'GBP',
			'asp_product_quantity'    => 1,
			'asp_product_button_text' => 'Buy Now',
		),
	)
);
$asp_page    = wp_insert_post(
	array(
		'post_type'    => 'page',
		'post_status'  => 'publish',
		'post_title'   => 'Gift card',
		'post_name'    => 'gift-card',
		'post_content' => '[asp_product id="' . $asp_product . '"]',
	)
);

// WooCommerce Stripe Gateway in test mode with placeholder keys (its scripts cannot reach js.stripe.com offline).
update_option(
	'woocommerce_stripe_settings',
	array(
		'enabled'                          => 'yes',
		'title'                            => 'Credit card',
		'testmode'                         => 'yes',
		'test_publishable_key'             => 'pk_test_shopislandsrealstore',
		'test_secret_key'                  => 'sk_test_SECRET_must_not_leak',
		'publishable_key'                  => 'pk_live_shopislandsrealstore',
		'secret_key'                       => 'sk_live_SECRET_must_not_leak',
		'test_webhook_secret'              => 'whsec_test_must_not_leak',
		'webhook_secret'                   => 'whsec_must_not_leak',
		'express_checkout'                 => 'yes',
		'express_checkout_button_locations' => array( 'product', 'cart', 'checkout' ),
		// The suite's test-mode provider (harness/stripe-provider.ts) answers for Stripe with these methods on.
		'upe_checkout_experience_enabled'  => 'yes',
		'upe_checkout_experience_accepted_payments' => array( 'card', 'sepa_debit', 'ideal', 'boleto', 'wechat_pay' ),
		'saved_cards'                      => 'yes',
		'pmc_enabled'                      => 'yes', // The provider's payment method configuration decides (Link off: the store's own save checkbox shows).
		'capture'                          => 'yes',
		'logging'                          => 'yes',
	)
);

// Google Analytics for WooCommerce: its activation defaults (product ids as item ids) and a test measurement id.
update_option( 'woocommerce_google_analytics_settings', array_merge( (array) get_option( 'woocommerce_google_analytics_settings', array() ), array( 'ga_id' => 'G-SHOPISLANDS' ) ) );

// WP Statistics: its defaults (client-side tracking: tracker.js sends a hit per page view), without the admin's
// notices. It and the WP Consent API stay installed but inactive (below): the set-ups that have them switch them on.
update_option( 'wp_statistics', array_merge( (array) get_option( 'wp_statistics', array() ), array( 'use_cache_plugin' => true, 'display_notifications' => false, 'privacy_audit' => false, 'share_anonymous_data' => false ) ) );
update_option( 'wp_statistics_disable_addons_notice', 'yes' );

// A search page with AWS's shortcode, a plain page, and the sidebar with AWS's widget.
$page = static function ( string $slug, string $title, string $content ): int {
	return (int) wp_insert_post(
		array(
			'post_type'    => 'page',
			'post_status'  => 'publish',
			'post_title'   => $title,
			'post_name'    => $slug,
			'post_content' => $content,
		)
	);
};
$pages = array(
	'home'       => (int) $home,
	'gift_card'  => (int) $asp_page,
	'aws_search' => $page( 'find', 'Find a product', '[aws_search_form]' ),
	'plain'      => $page( 'about', 'About', '<p>Nothing interactive here.</p>' ),
	'our_search' => $page( 'our-search', 'Our search box', '[shop_islands_search placeholder="Search products"]' ),
	'both'       => $page( 'both-boxes', 'Both boxes', "[shop_islands_search placeholder=\"Our box\"]\n\n[aws_search_form]" ),
	'our_buy'    => $page( 'buy', 'Buy it now', '[shop_islands_buy_now product_id="' . $asp_product . '" label="Buy it now" custom_amount="1"]' ),
	// The gift card's button with a link to its payment box below it (Stripe Payments' link trigger): buy-now's
	// bytes row for a page whose widget fetches the triggers' code (journeys/script-bytes.test.ts).
	'gift_link'  => $page( 'gift-card-link', 'Gift card by link', '[asp_product id="' . $asp_product . '"]' . "\n\n" . '<p><a href="' . esc_url( add_query_arg( array( 'asp_action' => 'show_pp', 'product_id' => $asp_product ), home_url( '/' ) ) ) . '">Pay for a gift card by card</a></p>' ),
	// No button: a payment box link and an `asp-attach-product-{id}` element alone, which Stripe Payments' handler
	// (loaded on every page) opens a pop-up for (journeys/buy-now.test.ts).
	'link_only'  => $page( 'gift-card-links', 'Gift card links', '<p><a href="' . esc_url( add_query_arg( array( 'asp_action' => 'show_pp', 'product_id' => $asp_product ), home_url( '/' ) ) ) . '">Pay for a gift card by card</a></p>' . "\n\n" . '<p><span class="asp-attach-product-' . $asp_product . '">Gift card by card</span></p>' ),
	'cart'       => wc_get_page_id( 'cart' ),
	'checkout'   => wc_get_page_id( 'checkout' ),
	'myaccount'  => wc_get_page_id( 'myaccount' ),
	'shop'       => wc_get_page_id( 'shop' ),
);

// The admin has opted out of WooCommerce 10.9's order-milestone celebration, a full-screen overlay on the order
// screen of a store's first (100th, …) order that would cover the refund journey's buttons.
update_user_meta( (int) get_user_by( 'login', 'admin' )->ID, '_wc_egg_opted_out', 1 );

// Subscriber for capability checks.
$subscriber = wp_insert_user(
	array(
		'user_login' => 'subscriber',
		'user_pass'  => 'subscriber-password',
		'user_email' => 'subscriber@example.com',
		'role'       => 'subscriber',
	)
);

// A coupon: 10 % off the cart. Made last, as it is a post too: the catalogue's and pages' ids stay as recorded.
$coupon = new WC_Coupon();
$coupon->set_code( 'realstore10' );
$coupon->set_discount_type( 'percent' );
$coupon->set_amount( 10 );
$coupon->save();

// A page with WooCommerce's own Checkout block and its default inner blocks (what WC_Install puts on a new store's
// checkout page), for the block checkout journeys. Made after the coupon, so the ids recorded before it stay.
$checkout_block_content = new ReflectionMethod( 'WC_Install', 'get_checkout_block_content' );
$checkout_block_content->setAccessible( true );
$pages['checkout_block'] = $page( 'checkout-block', 'Checkout (block)', $checkout_block_content->invoke( null ) );

$hoodie = wc_get_product_id_by_sku( 'woo-hoodie-with-zipper' );
$beanie = wc_get_product_id_by_sku( 'woo-beanie' );
$album  = wc_get_product_id_by_sku( 'woo-album' ); // Virtual and downloadable: a cart with nothing to ship.

file_put_contents(
	$info_file,
	wp_json_encode(
		array(
			'pages'         => $pages,
			'urls'          => array_map( 'get_permalink', $pages ),
			'products'      => array(
				'hoodie_with_zipper' => array( 'id' => $hoodie, 'url' => get_permalink( $hoodie ) ),
				'beanie'             => array( 'id' => $beanie, 'url' => get_permalink( $beanie ) ),
				'album'              => array( 'id' => $album, 'url' => get_permalink( $album ) ),
			),
			'asp_product'   => (int) $asp_product,
			'coupon'        => $coupon->get_code(),
			'subscriber_id' => (int) $subscriber,
			'product_count' => (int) ( new WP_Query( array( 'post_type' => 'product', 'post_status' => 'publish', 'posts_per_page' => -1, 'fields' => 'ids' ) ) )->found_posts,
			'versions'      => array(
				'wordpress'   => get_bloginfo( 'version' ),
				'woocommerce' => WC()->version,
				'aws'         => AWS_VERSION,
				'asp'         => WP_ASP_PLUGIN_VERSION,
				'stripe'      => WC_STRIPE_VERSION,
				'storefront'  => wp_get_theme( 'storefront' )->get( 'Version' ),
				'ga4'         => WC_GOOGLE_ANALYTICS_INTEGRATION_VERSION,
				'statistics'  => WP_STATISTICS_VERSION,
				'consent'     => WP_CONSENT_API_VERSION,
			),
		),
		JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES
	)
);
deactivate_plugins( array( 'wp-statistics/wp-statistics.php', 'wp-consent-api/wp-consent-api.php' ), true );
echo "installed shop\n";
