<?php
/**
 * Wires the plugin's parts to WordPress hooks.
 *
 * @package ShopIslands
 */

defined( 'ABSPATH' ) || exit;

/**
 * The plugin: builds its parts once and hooks them in.
 */
class Shop_Islands_Plugin {

	/**
	 * The one instance.
	 *
	 * @var Shop_Islands_Plugin|null
	 */
	private static $instance = null;

	/**
	 * Bundles.
	 *
	 * @var Shop_Islands_Assets
	 */
	private $assets;

	/**
	 * Search box renderer.
	 *
	 * @var Shop_Islands_Search_Box
	 */
	private $search_box;

	/**
	 * Buy-now buttons.
	 *
	 * @var Shop_Islands_Buy_Now
	 */
	private $buy_now;

	/**
	 * Legacy script replacement.
	 *
	 * @var Shop_Islands_Legacy
	 */
	private $legacy;

	/**
	 * Blocks integration scripts served from the blocks builds.
	 *
	 * @var Shop_Islands_Blocks
	 */
	private $blocks;

	/**
	 * Page rules.
	 *
	 * @var Shop_Islands_Page_Rules
	 */
	private $rules;

	/**
	 * Settings page.
	 *
	 * @var Shop_Islands_Admin
	 */
	private $admin;

	/**
	 * The provider's shopper tracks where the Stripe Gateway is the provider.
	 *
	 * @var Shop_Islands_Provider_Tracks
	 */
	private $provider_tracks;

	/**
	 * The plugin instance.
	 */
	public static function instance(): Shop_Islands_Plugin {
		if ( null === self::$instance ) {
			self::$instance = new self();
		}
		return self::$instance;
	}

	/**
	 * plugins_loaded callback.
	 */
	public static function boot() {
		self::instance()->hooks();
	}

	/**
	 * before_woocommerce_init callback: declares, the way WooCommerce documents it, that the plugin works
	 * with its order storage (HPOS: the plugin reads and writes no orders itself) and with the cart and
	 * checkout blocks (the bundles for classic pages stay out of them).
	 */
	public static function declare_woocommerce_compatibility() {
		if ( class_exists( 'Automattic\\WooCommerce\\Utilities\\FeaturesUtil' ) ) {
			\Automattic\WooCommerce\Utilities\FeaturesUtil::declare_compatibility( 'custom_order_tables', SHOP_ISLANDS_FILE, true );
			\Automattic\WooCommerce\Utilities\FeaturesUtil::declare_compatibility( 'cart_checkout_blocks', SHOP_ISLANDS_FILE, true );
		}
	}

	/**
	 * Builds the parts.
	 */
	private function __construct() {
		$woo          = new Shop_Islands_Woo();
		$options      = new Shop_Islands_Options();
		$buy_now      = new Shop_Islands_Buy_Now_Settings( $woo );
		$tracking     = new Shop_Islands_Tracking_Settings( $woo );
		$manifest     = new Shop_Islands_Manifest( SHOP_ISLANDS_DIR . 'dist', plugins_url( 'dist', SHOP_ISLANDS_FILE ) );
		$this->assets = new Shop_Islands_Assets(
			$manifest,
			$options,
			array(
				'storefront'       => new Shop_Islands_Storefront_Settings( $woo, $options ),
				'live-search'      => new Shop_Islands_Live_Search_Settings(),
				'buy-now'          => $buy_now,
				'payments'         => new Shop_Islands_Payments_Settings(),
				'express-checkout' => new Shop_Islands_Express_Checkout_Settings( $woo ),
				'tracking'         => $tracking,
			),
			$woo
		);
		$this->legacy     = new Shop_Islands_Legacy( $options, $this->assets, $woo );
		$this->blocks     = new Shop_Islands_Blocks( $options, $manifest );
		$this->search_box = new Shop_Islands_Search_Box( $options, $this->assets, $this->legacy );
		$this->buy_now    = new Shop_Islands_Buy_Now( $this->assets, $buy_now, $this->legacy );
		$this->rules      = new Shop_Islands_Page_Rules( $woo, $options, $this->legacy, $tracking );
		$this->admin      = new Shop_Islands_Admin( $options, $manifest );
		$this->provider_tracks = new Shop_Islands_Provider_Tracks( $options, $this->assets, $woo );
	}

	/**
	 * The search box renderer (template tag, widget).
	 */
	public function search_box(): Shop_Islands_Search_Box {
		return $this->search_box;
	}

	/**
	 * Hooks everything in.
	 */
	private function hooks() {
		add_action( 'init', array( $this, 'load_textdomain' ) );
		add_action( 'init', array( $this, 'register_shortcodes' ) );
		add_action( 'widgets_init', array( $this, 'register_widget' ) );
		add_action( 'wp_enqueue_scripts', array( $this->assets, 'register_all' ), 20 );
		add_action( 'wp_enqueue_scripts', array( $this, 'enqueue_for_page' ), 20 );
		add_action( 'wp_enqueue_scripts', array( $this->buy_now, 'where_handler_loads' ), 20 );
		add_action( 'wp_enqueue_scripts', array( $this->legacy, 'replace' ), 100 );
		add_action( 'wp_print_scripts', array( $this->legacy, 'replace' ), 1 );
		add_action( 'wp_print_footer_scripts', array( $this->legacy, 'replace' ), 1 );
		add_action( 'wp_print_scripts', array( $this->blocks, 'replace' ), 1 );
		add_action( 'wp_print_footer_scripts', array( $this->blocks, 'replace' ), 1 );
		add_filter( 'wp_preload_resources', array( $this->legacy, 'drop_preloads' ), 999 );
		add_filter( 'script_loader_tag', array( $this->assets, 'module_tag' ), 10, 2 );
		add_filter( 'do_shortcode_tag', array( $this->buy_now, 'after_shortcode' ), 10, 2 );
		add_filter( 'aws_searchbox_markup', array( $this->search_box, 'after_aws_box' ) );
		add_action( 'admin_init', array( $this->admin, 'register_setting' ) );
		add_action( 'admin_menu', array( $this->admin, 'add_page' ), 99 );
		add_filter( 'option_page_capability_' . Shop_Islands_Admin::GROUP, array( $this->admin, 'capability' ) );
		add_action( 'wc_ajax_shop_islands_nonces', array( 'Shop_Islands_Nonces', 'refresh' ) );
		add_action( 'wp_loaded', array( $this->provider_tracks, 'answer_where_needed' ), 99 );
		( new Shop_Islands_Checkout_Idempotency() )->hooks();
	}

	/**
	 * Loads translations.
	 */
	public function load_textdomain() {
		load_plugin_textdomain( 'shop-islands', false, dirname( plugin_basename( SHOP_ISLANDS_FILE ) ) . '/languages' );
	}

	/**
	 * Registers the shortcodes.
	 */
	public function register_shortcodes() {
		add_shortcode( 'shop_islands_search', array( $this->search_box, 'shortcode' ) );
		add_shortcode( 'shop_islands_buy_now', array( $this->buy_now, 'shortcode' ) );
	}

	/**
	 * Registers the classic search widget.
	 */
	public function register_widget() {
		register_widget( 'Shop_Islands_Search_Widget' );
	}

	/**
	 * Enqueues the widgets the page rules give this page.
	 */
	public function enqueue_for_page() {
		foreach ( $this->rules->widgets_for_request() as $widget ) {
			$this->assets->enqueue( $widget );
		}
	}
}
