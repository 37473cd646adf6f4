<?php
/**
 * The plugin's settings: defaults, reading and sanitising.
 *
 * @package ShopIslands
 */

defined( 'ABSPATH' ) || exit;

/**
 * Reads and sanitises the `shop_islands_settings` option.
 */
class Shop_Islands_Options {

	const OPTION = 'shop_islands_settings';

	const WIDGETS = array( 'storefront', 'live-search', 'buy-now', 'checkout', 'payments', 'express-checkout', 'tracking' );

	/**
	 * Legacy script handles each widget supersedes.
	 */
	const LEGACY_HANDLES = array(
		'live-search'      => array( 'aws-script', 'aws-pro-script' ),
		'buy-now'          => array( 'stripe-handler-ng' ),
		'checkout'         => array( 'wc-checkout', 'wc-address-i18n', 'wc-country-select' ),
		'payments'         => array( 'wc-stripe-upe-classic' ),
		'express-checkout' => array( 'wc_stripe_express_checkout' ),
		'tracking'         => array(
			'wc-order-attribution',
			'woocommerce-google-analytics-integration',
			'woocommerce-google-analytics-integration-ga-integration',
			'woocommerce-google-analytics-integration-actions',
		),
	);

	const SEARCH_FLAGS = array( 'show_loader', 'show_more', 'show_page', 'show_clear', 'ajax_search', 'mobile_screen', 'use_analytics' );

	/**
	 * Default settings.
	 *
	 * @return array
	 */
	public static function defaults(): array {
		return array(
			'widgets'        => array_fill_keys( self::WIDGETS, true ),
			'replace_legacy' => array_fill_keys( array_keys( self::LEGACY_HANDLES ), false ),
			'search'         => array(
				'min_chars'     => 1,
				'timeout'       => 300,
				'show_loader'   => true,
				'show_more'     => true,
				'show_page'     => true,
				'show_clear'    => true,
				'ajax_search'   => true,
				'mobile_screen' => false,
				'use_analytics' => false,
				'buttons_order' => '1',
				'placeholder'   => '',
			),
		);
	}

	/**
	 * Current settings merged over the defaults.
	 *
	 * @return array
	 */
	public function all(): array {
		$stored = get_option( self::OPTION, array() );
		return self::sanitize( is_array( $stored ) ? $stored : array(), true );
	}

	/**
	 * Whether a widget is switched on.
	 *
	 * @param string $widget Widget name.
	 */
	public function widget_enabled( string $widget ): bool {
		$all = $this->all();
		return ! empty( $all['widgets'][ $widget ] );
	}

	/**
	 * Whether a widget replaces the legacy scripts it supersedes.
	 *
	 * @param string $widget Widget name.
	 */
	public function replaces_legacy( string $widget ): bool {
		$all = $this->all();
		return ! empty( $all['replace_legacy'][ $widget ] );
	}

	/**
	 * Search box options (SPEC 3.2).
	 *
	 * @return array
	 */
	public function search(): array {
		$all = $this->all();
		return $all['search'];
	}

	/**
	 * Settings API sanitize callback. Unchecked checkboxes are absent from a posted form, so a
	 * posted form ($stored false) reads missing flags as off; a stored value falls back to defaults.
	 *
	 * @param mixed $input  Raw value.
	 * @param bool  $stored Whether $input comes from the database rather than the settings form.
	 * @return array
	 */
	public static function sanitize( $input, bool $stored = false ): array {
		$input    = is_array( $input ) ? $input : array();
		$defaults = self::defaults();
		$clean    = array();

		foreach ( array( 'widgets', 'replace_legacy' ) as $group ) {
			$given = isset( $input[ $group ] ) && is_array( $input[ $group ] ) ? $input[ $group ] : array();
			foreach ( $defaults[ $group ] as $key => $default ) {
				$clean[ $group ][ $key ] = array_key_exists( $key, $given ) ? self::to_bool( $given[ $key ] ) : ( $stored ? $default : false );
			}
		}

		$search          = isset( $input['search'] ) && is_array( $input['search'] ) ? $input['search'] : array();
		$search_defaults = $defaults['search'];
		foreach ( self::SEARCH_FLAGS as $flag ) {
			$clean['search'][ $flag ] = array_key_exists( $flag, $search ) ? self::to_bool( $search[ $flag ] ) : ( $stored ? $search_defaults[ $flag ] : false );
		}
		$clean['search']['min_chars']     = isset( $search['min_chars'] ) ? min( 20, max( 1, absint( $search['min_chars'] ) ) ) : $search_defaults['min_chars'];
		$clean['search']['timeout']       = isset( $search['timeout'] ) ? min( 5000, max( 100, absint( $search['timeout'] ) ) ) : $search_defaults['timeout'];
		$order                            = isset( $search['buttons_order'] ) ? (string) $search['buttons_order'] : $search_defaults['buttons_order'];
		$clean['search']['buttons_order'] = in_array( $order, array( '1', '2', '3' ), true ) ? $order : $search_defaults['buttons_order'];
		$clean['search']['placeholder']   = isset( $search['placeholder'] ) ? sanitize_text_field( (string) $search['placeholder'] ) : '';

		return $clean;
	}

	/**
	 * Reads a checkbox-like value.
	 *
	 * @param mixed $value Raw value.
	 */
	private static function to_bool( $value ): bool {
		return in_array( $value, array( true, 1, '1', 'on', 'yes', 'true' ), true );
	}
}
