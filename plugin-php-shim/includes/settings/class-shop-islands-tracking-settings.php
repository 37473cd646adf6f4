<?php
/**
 * Tracking settings. The widget reads the settings the legacy plugins print, as they print them: Google Analytics
 * for WooCommerce's `ga4w` (with the events its WooCommerce hooks collected on the page), WooCommerce's
 * `wc_order_attribution` and WP Statistics' `WP_Statistics_Tracker_Object`. The plugin prints nothing in their place; it only says whether the page has any of them.
 * What it prints itself is the payment provider's tracks queue, and only where something answers it.
 *
 * @package ShopIslands
 */

defined( 'ABSPATH' ) || exit;

/**
 * Which tracking settings the page carries, and the provider tracks queue.
 */
class Shop_Islands_Tracking_Settings {

	/**
	 * Legacy handles whose printed settings one of the widget's parts reads: GA4 for WooCommerce's main.js (its
	 * data script, printing `ga4w`, depends on it) and WooCommerce's order attribution (`wc_order_attribution`).
	 */
	const SETTINGS_HANDLES = array( 'woocommerce-google-analytics-integration', 'wc-order-attribution' );

	/**
	 * The provider tracks queue the widget reads (WooPayments' shopper tracks shape).
	 */
	const TRACKS_GLOBAL = 'wc_woopayments_frontend_tracks_params';

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
	 * Whether the page carries settings for any part of the widget (after the legacy plugins enqueued theirs:
	 * GA4 for WooCommerce at wp_enqueue_scripts priority 5, WooCommerce's order attribution at 10).
	 */
	public function page_has_settings(): bool {
		foreach ( self::SETTINGS_HANDLES as $handle ) {
			if ( wp_script_is( $handle, 'enqueued' ) ) {
				return true;
			}
		}
		return null !== $this->provider_tracks();
	}

	/**
	 * Globals printed before the bundle: the provider tracks queue only (the legacy plugins print the rest).
	 *
	 * @return array{localize: array, inline: array}
	 */
	public function globals(): array {
		$tracks = $this->provider_tracks();
		return array(
			'localize' => null === $tracks ? array() : array( self::TRACKS_GLOBAL => $tracks ),
			'inline'   => array(),
		);
	}

	/**
	 * The provider tracks queue of a single product page: `product_page_view`, posted to admin-ajax as
	 * `platform_tracks` with a `platform_tracks_nonce` nonce. Queued only when something on this site answers
	 * `platform_tracks` for this visitor: WooPayments does, and on a store whose provider is the Stripe Gateway (which
	 * sends no shopper tracks itself) this plugin does (Shop_Islands_Provider_Tracks). Without one there is nobody to
	 * send it to.
	 *
	 * @return array|null
	 */
	private function provider_tracks() {
		$action = is_user_logged_in() ? 'wp_ajax_' . Shop_Islands_Provider_Tracks::ACTION : 'wp_ajax_nopriv_' . Shop_Islands_Provider_Tracks::ACTION;
		if ( ! $this->woo->is( 'is_product' ) || ! has_action( $action ) ) {
			return null;
		}
		return array(
			'ajaxUrl' => admin_url( 'admin-ajax.php' ),
			'nonce'   => wp_create_nonce( Shop_Islands_Provider_Tracks::NONCE ),
			'events'  => array_map(
				static function ( $event ) {
					return array(
						'event'      => $event,
						'properties' => (object) array(),
					);
				},
				Shop_Islands_Provider_Tracks::EVENTS
			),
		);
	}
}
