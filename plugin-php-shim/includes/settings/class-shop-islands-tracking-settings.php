<?php
/**
 * Tracking settings: ga4w (GA4 integration's shape) and wc_order_attribution.
 *
 * @package ShopIslands
 */

defined( 'ABSPATH' ) || exit;

/**
 * Builds the tracking widget's globals from the GA4 integration's and WooCommerce's settings.
 */
class Shop_Islands_Tracking_Settings {

	/**
	 * GA4 integration option keys and the events they switch on.
	 */
	const GA4_EVENTS = array(
		'ga_ecommerce_tracking_enabled'           => 'purchase',
		'ga_event_tracking_enabled'               => 'add_to_cart',
		'ga_enhanced_remove_from_cart_enabled'    => 'remove_from_cart',
		'ga_enhanced_product_impression_enabled'  => 'view_item_list',
		'ga_enhanced_product_click_enabled'       => 'select_content',
		'ga_enhanced_product_detail_view_enabled' => 'view_item',
		'ga_enhanced_checkout_process_enabled'    => 'begin_checkout',
	);

	/**
	 * Order attribution fields and their sourcebuster keys (SPEC 3.7).
	 */
	const ATTRIBUTION_FIELDS = array(
		'source_type'          => 'current.typ',
		'referrer'             => 'current_add.rf',
		'utm_campaign'         => 'current.cmp',
		'utm_source'           => 'current.src',
		'utm_medium'           => 'current.mdm',
		'utm_content'          => 'current.cnt',
		'utm_id'               => 'current.id',
		'utm_term'             => 'current.trm',
		'utm_source_platform'  => 'current.plt',
		'utm_creative_format'  => 'current.fmt',
		'utm_marketing_tactic' => 'current.tct',
		'session_entry'        => 'current_add.ep',
		'session_start_time'   => 'current_add.fd',
		'session_pages'        => 'session.pgs',
		'session_count'        => 'udata.vst',
		'user_agent'           => 'udata.uag',
	);

	/**
	 * WooCommerce facts.
	 *
	 * @var Shop_Islands_Woo
	 */
	private $woo;

	/**
	 * Constructor.
	 *
	 * @param Shop_Islands_Woo $woo WooCommerce facts.
	 */
	public function __construct( Shop_Islands_Woo $woo ) {
		$this->woo = $woo;
	}

	/**
	 * Globals printed before the bundle.
	 *
	 * @return array{localize: array, inline: array}
	 */
	public function globals(): array {
		$ga     = get_option( 'woocommerce_google_analytics_settings', array() );
		$ga     = is_array( $ga ) ? $ga : array();
		$events = array( 'search' );
		foreach ( self::GA4_EVENTS as $key => $event ) {
			if ( ! isset( $ga[ $key ] ) || 'yes' === $ga[ $key ] ) {
				$events[] = $event;
			}
		}
		return array(
			'localize' => array(
				'wc_order_attribution' => array(
					'params' => array(
						'lifetime'      => (float) apply_filters( 'wc_order_attribution_cookie_lifetime_months', 6 ),
						'session'       => (int) apply_filters( 'wc_order_attribution_session_length_minutes', 30 ),
						'base64'        => (bool) apply_filters( 'wc_order_attribution_use_base64_cookies', false ),
						'ajaxurl'       => admin_url( 'admin-ajax.php' ),
						'prefix'        => 'wc_order_attribution_',
						'allowTracking' => 'yes' === $this->woo->option( 'woocommerce_feature_order_attribution_enabled', 'yes' ),
					),
					'fields' => self::ATTRIBUTION_FIELDS,
				),
			),
			'inline'   => array(
				'ga4w' => array(
					'data'     => array(),
					'settings' => array(
						'tracker_function_name' => (string) apply_filters( 'woocommerce_gtag_tracker_variable', 'gtag' ),
						'events'                => $events,
						'identifier'            => isset( $ga['ga_product_identifier'] ) && 'product_id' === $ga['ga_product_identifier'] ? 'product_id' : 'product_sku',
					),
				),
			),
		);
	}
}
