<?php
/**
 * The payment provider's shopper tracks (SPEC 2.5, 7.6) on a store whose provider is the Stripe Gateway.
 *
 * WooPayments queues `product_page_view` on product pages and answers the `platform_tracks` admin-ajax action
 * itself. The WooCommerce Stripe Gateway (10.8.3) sends no shopper tracks at all: its front-end scripts record
 * nothing, and it records its own (admin) events through WooCommerce's Tracks as `wcstripe_*`. So on a store whose
 * provider is the Stripe Gateway and where nothing answers `platform_tracks`, this answers it: it checks the
 * nonce, takes only the events the tracking widget is given to send, and records them through WooCommerce's
 * Tracks as the gateway's (`wcstripe_product_page_view`), which sends them only when the shop owner allowed
 * WooCommerce's usage tracking.
 *
 * @package ShopIslands
 */

defined( 'ABSPATH' ) || exit;

/**
 * Answers `platform_tracks` where the Stripe Gateway is the provider and nothing else does.
 */
class Shop_Islands_Provider_Tracks {

	const ACTION = 'platform_tracks';
	const NONCE  = 'platform_tracks_nonce';

	/**
	 * The events the tracking widget is given to send (a single product page's view).
	 */
	const EVENTS = array( 'product_page_view' );

	/**
	 * The properties each event may carry: the widget sends `product_page_view` with none.
	 */
	const PROPERTIES = array( 'product_page_view' => array() );

	/**
	 * The longest event name and properties (JSON) taken, in bytes.
	 */
	const MAX_EVENT_BYTES      = 64;
	const MAX_PROPERTIES_BYTES = 512;

	/**
	 * Events taken from one address per window (a shopper views one product page per event).
	 */
	const RATE_LIMIT  = 100;
	const RATE_WINDOW = HOUR_IN_SECONDS;

	/**
	 * The transient counting one address's events (the address hashed).
	 */
	const RATE_PREFIX = 'shop_islands_tracks_';

	/**
	 * How the Stripe Gateway names its events in WooCommerce's Tracks.
	 */
	const STRIPE_PREFIX = 'wcstripe_';

	/**
	 * Settings.
	 *
	 * @var Shop_Islands_Options
	 */
	private $options;

	/**
	 * Bundles (whether the tracking widget is built).
	 *
	 * @var Shop_Islands_Assets
	 */
	private $assets;

	/**
	 * WooCommerce facts.
	 *
	 * @var Shop_Islands_Woo
	 */
	private $woo;

	/**
	 * Constructor.
	 *
	 * @param Shop_Islands_Options $options Settings.
	 * @param Shop_Islands_Assets  $assets  Bundles.
	 * @param Shop_Islands_Woo     $woo     WooCommerce facts.
	 */
	public function __construct( Shop_Islands_Options $options, Shop_Islands_Assets $assets, Shop_Islands_Woo $woo ) {
		$this->options = $options;
		$this->assets  = $assets;
		$this->woo     = $woo;
	}

	/**
	 * The Stripe Gateway is active and its card gateway enabled.
	 */
	public function stripe_is_provider(): bool {
		$settings = $this->woo->stripe_settings();
		return defined( 'WC_STRIPE_VERSION' ) && isset( $settings['enabled'] ) && 'yes' === $settings['enabled'];
	}

	/**
	 * wp_loaded callback (every plugin has registered its handlers by then, admin-ajax dispatches after it): answers
	 * `platform_tracks` when the tracking widget is on, the Stripe Gateway is the provider and nothing answers it yet.
	 */
	public function answer_where_needed() {
		if ( has_action( 'wp_ajax_' . self::ACTION ) || has_action( 'wp_ajax_nopriv_' . self::ACTION ) ) {
			return;
		}
		if ( ! $this->assets->available( 'tracking' ) || ! $this->options->widget_enabled( 'tracking' ) || ! $this->stripe_is_provider() ) {
			return;
		}
		add_action( 'wp_ajax_' . self::ACTION, array( $this, 'answer' ) );
		add_action( 'wp_ajax_nopriv_' . self::ACTION, array( $this, 'answer' ) );
	}

	/**
	 * The admin-ajax answer: 403 without a valid nonce, 429 past RATE_LIMIT events from one address in RATE_WINDOW,
	 * 413 for an event name or properties over their size, 400 for an event it does not take or properties it does
	 * not know; otherwise the event goes to WooCommerce's Tracks and the answer is a success.
	 */
	public function answer() {
		// phpcs:disable WordPress.Security.NonceVerification.Missing -- the nonce is what this checks first.
		$nonce = isset( $_POST['tracksNonce'] ) ? sanitize_text_field( wp_unslash( $_POST['tracksNonce'] ) ) : '';
		if ( ! wp_verify_nonce( $nonce, self::NONCE ) ) {
			wp_send_json_error( __( 'The page has expired: reload it.', 'shop-islands' ), 403 );
		}
		if ( ! $this->count_event() ) {
			wp_send_json_error( __( 'Too many events: try again later.', 'shop-islands' ), 429 );
		}
		$raw_event      = isset( $_POST['tracksEventName'] ) ? (string) wp_unslash( $_POST['tracksEventName'] ) : ''; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- compared with the known events below.
		$raw_properties = isset( $_POST['tracksEventProp'] ) ? (string) wp_unslash( $_POST['tracksEventProp'] ) : '{}'; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- decoded, then each name checked below.
		// phpcs:enable
		if ( strlen( $raw_event ) > self::MAX_EVENT_BYTES || strlen( $raw_properties ) > self::MAX_PROPERTIES_BYTES ) {
			wp_send_json_error( __( 'The event is too large.', 'shop-islands' ), 413 );
		}
		if ( ! in_array( $raw_event, self::EVENTS, true ) ) {
			wp_send_json_error( __( 'Unknown event.', 'shop-islands' ), 400 );
		}
		$properties = json_decode( $raw_properties, true );
		if ( ! is_array( $properties ) || array() !== array_diff( array_keys( $properties ), self::PROPERTIES[ $raw_event ] ) || array() !== array_filter( $properties, static function ( $value ) {
			return ! is_scalar( $value );
		} ) ) {
			wp_send_json_error( __( 'The event properties are not valid.', 'shop-islands' ), 400 );
		}
		if ( class_exists( 'WC_Tracks' ) ) {
			WC_Tracks::record_event( self::STRIPE_PREFIX . $raw_event, array_map( 'sanitize_text_field', array_map( 'strval', $properties ) ) );
		}
		wp_send_json_success();
	}

	/**
	 * Counts one event from the request's address: false once RATE_LIMIT were taken in its window (which starts at the
	 * address's first event and lasts RATE_WINDOW).
	 */
	private function count_event(): bool {
		$address = isset( $_SERVER['REMOTE_ADDR'] ) ? sanitize_text_field( wp_unslash( $_SERVER['REMOTE_ADDR'] ) ) : '';
		$key     = self::RATE_PREFIX . md5( $address );
		$now     = time();
		$counted = get_transient( $key );
		if ( ! is_array( $counted ) || ! isset( $counted['start'], $counted['count'] ) || $counted['start'] + self::RATE_WINDOW <= $now ) {
			$counted = array( 'start' => $now, 'count' => 0 );
		}
		if ( $counted['count'] >= self::RATE_LIMIT ) {
			return false;
		}
		++$counted['count'];
		set_transient( $key, $counted, max( 1, $counted['start'] + self::RATE_WINDOW - $now ) );
		return true;
	}
}
