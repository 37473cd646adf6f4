<?php
/**
 * The plugin's settings: defaults, reading, and validating what the settings page sends.
 *
 * @package ShopIslands
 */

defined( 'ABSPATH' ) || exit;

/**
 * Reads and validates the `shop_islands_settings` option.
 */
class Shop_Islands_Options {

	const OPTION = 'shop_islands_settings';

	const WIDGETS = array( 'storefront', 'live-search', 'buy-now', 'checkout', 'payments', 'express-checkout', 'tracking' );

	/**
	 * Legacy script handles each widget supersedes. Storefront has none: the theme keeps its own scripts.
	 */
	const LEGACY_HANDLES = array(
		'live-search'      => array( 'aws-script', 'aws-pro-script' ),
		'buy-now'          => array( 'stripe-handler-ng' ),
		// WooCommerce's checkout.js (checkout and order-pay), cart.js and the address scripts both use; selectWoo,
		// which WooCommerce enqueues on cart, checkout and account pages for the country and state pickers only
		// (our pickers replace it; LEGACY_ALONGSIDE says where).
		'checkout'         => array( 'wc-checkout', 'wc-cart', 'wc-address-i18n', 'wc-country-select', 'selectWoo' ),
		'payments'         => array( 'wc-stripe-upe-classic' ),
		'express-checkout' => array( 'wc_stripe_express_checkout' ),
		// Google Analytics for WooCommerce's main.js; WooCommerce's order attribution, the sourcebuster library it
		// loads, and its WP Consent API glue (printed when that plugin is active); WP Statistics' tracker.js.
		'tracking'         => array( 'woocommerce-google-analytics-integration', 'wc-order-attribution', 'sourcebuster-js', 'wp-consent-api-integration', 'wp-statistics-tracker' ),
	);

	/**
	 * Replaced handles whose printed settings the widget reads as the legacy plugin prints them: Google Analytics
	 * for WooCommerce's `ga4w` (its data script depends on main.js), WooCommerce's `wc_order_attribution` and the
	 * consent category its WP Consent API glue sets, WP Statistics' `WP_Statistics_Tracker_Object`; WooCommerce's `wc_checkout_params`, `wc_cart_params`,
	 * `wc_address_i18n_params` and `wc_country_select_params`. Their files do not load, but the handles stay
	 * enqueued without source, so their settings are still printed, and scripts depending on them (the Stripe
	 * Gateway's UPE script depends on `wc-checkout`) still print. The Stripe Gateway's `wc_stripe_upe_params`
	 * likewise, where a payment form shows (Shop_Islands_Legacy removes the handle elsewhere).
	 */
	const LEGACY_SETTINGS_KEPT = array(
		'woocommerce-google-analytics-integration',
		'wc-order-attribution',
		'wp-consent-api-integration',
		'wp-statistics-tracker',
		'wc-checkout',
		'wc-cart',
		'wc-address-i18n',
		'wc-country-select',
		// The Stripe Gateway's express checkout: `wc_stripe_express_checkout_params` (and order-pay's data) stay printed; React, lodash and the rest it pulled in do not load.
		'wc_stripe_express_checkout',
		'wc-stripe-upe-classic',
	);

	/**
	 * Where each replaced handle's file comes from: a fragment of its address (the plugin's folder and the file).
	 * A handle of the same name whose file is elsewhere (another plugin registering its own `sourcebuster-js`,
	 * say) is not the legacy script and is left alone. A handle listed in LEGACY_HANDLES without an entry here is
	 * never touched: add its source with it.
	 */
	const LEGACY_SOURCES = array(
		'aws-script'                               => '/advanced-woo-search/',
		'aws-pro-script'                           => '/advanced-woo-search-pro/',
		'stripe-handler-ng'                        => '/stripe-payments/',
		'wc-checkout'                              => '/woocommerce/assets/js/frontend/checkout',
		'wc-cart'                                  => '/woocommerce/assets/js/frontend/cart',
		'wc-address-i18n'                          => '/woocommerce/assets/js/frontend/address-i18n',
		'wc-country-select'                        => '/woocommerce/assets/js/frontend/country-select',
		'selectWoo'                                => '/woocommerce/assets/js/selectWoo/',
		'wc-stripe-upe-classic'                    => '/woocommerce-gateway-stripe/',
		'wc_stripe_express_checkout'               => '/woocommerce-gateway-stripe/',
		'woocommerce-google-analytics-integration' => '/woocommerce-google-analytics-integration/',
		'wc-order-attribution'                     => '/woocommerce/assets/js/frontend/order-attribution',
		'sourcebuster-js'                          => '/woocommerce/assets/js/sourcebuster/',
		'wp-consent-api-integration'               => '/woocommerce/assets/js/frontend/wp-consent-api-integration',
		'wp-statistics-tracker'                    => '/wp-statistics/',
	);

	/**
	 * Replaced handles that are libraries rather than page scripts: one goes only from a page the widget serves
	 * because of its other handles (selectWoo alone, on the account's dashboard, does not bring the checkout
	 * widget), and keeps its file when a script staying on the page depends on it (another plugin's select
	 * boxes). With it goes the style registered under the name given here (select2's).
	 */
	const LEGACY_ALONGSIDE = array( 'selectWoo' => 'select2' );

	/**
	 * Widgets that serve every page one of their replaced handles is enqueued on, instead of pages of their own:
	 * checkout goes wherever WooCommerce's checkout, cart or address scripts would have run (checkout, order-pay,
	 * cart, the account's address forms), so 'Replace legacy scripts' never leaves an address form dead; payments
	 * wherever the Stripe Gateway would have run its UPE script on a page with a payment form.
	 */
	const SERVES_WHERE_REPLACED = array( 'checkout', 'payments', 'express-checkout' );

	const SEARCH_FLAGS = array( 'show_loader', 'show_more', 'show_page', 'show_clear', 'ajax_search', 'mobile_screen', 'use_analytics' );

	/**
	 * Storefront behaviours a shop owner opts into: 'theme' (header toggles, sub-menus, side cart, slider,
	 * reveal, for themes built on Shop Islands' markup; Storefront and most themes ship their own) and
	 * 'adaptive_background' (the product summary takes its main image's colour).
	 */
	const STOREFRONT_FEATURES = array( 'theme', 'adaptive_background' );

	const MIN_CHARS = array( 1, 20 );
	const TIMEOUT   = array( 100, 5000 );
	const BUTTONS   = array( '1', '2', '3' );

	/**
	 * Default settings.
	 *
	 * @return array
	 */
	public static function defaults(): array {
		return array(
			'widgets'        => array_fill_keys( self::WIDGETS, true ),
			'replace_legacy' => array_fill_keys( array_keys( self::LEGACY_HANDLES ), false ),
			'storefront'     => array_fill_keys( self::STOREFRONT_FEATURES, false ),
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
		return self::normalize( is_array( $stored ) ? $stored : array() );
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
	 * Storefront behaviours switched on.
	 *
	 * @return string[] Feature names from STOREFRONT_FEATURES.
	 */
	public function storefront_features(): array {
		$all = $this->all();
		return array_keys( array_filter( $all['storefront'] ) );
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
	 * The stored option over the defaults. Stored values were validated when saved; anything else
	 * (an option written by other code) is read as its default.
	 *
	 * @param array $stored Stored value.
	 * @return array
	 */
	public static function normalize( array $stored ): array {
		$defaults = self::defaults();
		$clean    = array();
		foreach ( array( 'widgets', 'replace_legacy', 'storefront' ) as $group ) {
			$given = isset( $stored[ $group ] ) && is_array( $stored[ $group ] ) ? $stored[ $group ] : array();
			foreach ( $defaults[ $group ] as $key => $default ) {
				$clean[ $group ][ $key ] = array_key_exists( $key, $given ) ? self::to_bool( $given[ $key ] ) : $default;
			}
		}
		$search = isset( $stored['search'] ) && is_array( $stored['search'] ) ? $stored['search'] : array();
		foreach ( $defaults['search'] as $key => $default ) {
			$clean['search'][ $key ] = $default;
		}
		foreach ( self::SEARCH_FLAGS as $flag ) {
			if ( array_key_exists( $flag, $search ) ) {
				$clean['search'][ $flag ] = self::to_bool( $search[ $flag ] );
			}
		}
		foreach ( array( 'min_chars' => self::MIN_CHARS, 'timeout' => self::TIMEOUT ) as $key => $range ) {
			$number = isset( $search[ $key ] ) ? self::whole_number( $search[ $key ], $range ) : null;
			if ( null !== $number ) {
				$clean['search'][ $key ] = $number;
			}
		}
		if ( isset( $search['buttons_order'] ) && in_array( (string) $search['buttons_order'], self::BUTTONS, true ) ) {
			$clean['search']['buttons_order'] = (string) $search['buttons_order'];
		}
		if ( isset( $search['placeholder'] ) && null !== self::plain_text( $search['placeholder'] ) ) {
			$clean['search']['placeholder'] = self::plain_text( $search['placeholder'] );
		}
		return $clean;
	}

	/**
	 * Settings API sanitize callback for the settings form. Unchecked checkboxes are absent from a posted
	 * form, so missing flags read as off. A bad value is refused: the field keeps its saved value and an
	 * error naming the field is added (shown at the top of the page and beside the field).
	 *
	 * @param mixed $input Posted value.
	 * @return array
	 */
	public static function sanitize( $input ): array {
		$input    = is_array( $input ) ? $input : array();
		$previous = get_option( self::OPTION, array() );
		$clean    = self::normalize( is_array( $previous ) ? $previous : array() );

		// The page lists only the widgets that are built; the others keep their saved switches.
		$shown = isset( $input['shown'] ) && is_array( $input['shown'] ) ? array_map( 'strval', $input['shown'] ) : null;
		foreach ( array( 'widgets', 'replace_legacy', 'storefront' ) as $group ) {
			$given = isset( $input[ $group ] ) && is_array( $input[ $group ] ) ? $input[ $group ] : array();
			foreach ( array_keys( $clean[ $group ] ) as $key ) {
				if ( null === $shown || in_array( "$group:$key", $shown, true ) ) {
					$clean[ $group ][ $key ] = array_key_exists( $key, $given ) && self::to_bool( $given[ $key ] );
				}
			}
		}

		$search = isset( $input['search'] ) && is_array( $input['search'] ) ? $input['search'] : array();
		foreach ( self::SEARCH_FLAGS as $flag ) {
			$clean['search'][ $flag ] = array_key_exists( $flag, $search ) && self::to_bool( $search[ $flag ] );
		}
		$fields = array(
			'min_chars' => array(
				'label' => __( 'Minimum characters', 'shop-islands' ),
				'range' => self::MIN_CHARS,
			),
			'timeout'   => array(
				'label' => __( 'Typing delay (ms)', 'shop-islands' ),
				'range' => self::TIMEOUT,
			),
		);
		foreach ( $fields as $key => $field ) {
			if ( ! array_key_exists( $key, $search ) ) {
				continue;
			}
			$number = self::whole_number( $search[ $key ], $field['range'] );
			if ( null === $number ) {
				self::refuse(
					$key,
					/* translators: 1: field label, 2: the value entered, 3: lowest allowed, 4: highest allowed, 5: the value kept */
					sprintf( __( '%1$s: "%2$s" is not a whole number from %3$d to %4$d. The saved value, %5$s, was kept.', 'shop-islands' ), $field['label'], self::shown( $search[ $key ] ), $field['range'][0], $field['range'][1], (string) $clean['search'][ $key ] )
				);
				continue;
			}
			$clean['search'][ $key ] = $number;
		}
		if ( array_key_exists( 'buttons_order', $search ) ) {
			if ( in_array( (string) $search['buttons_order'], self::BUTTONS, true ) ) {
				$clean['search']['buttons_order'] = (string) $search['buttons_order'];
			} else {
				self::refuse( 'buttons_order', __( 'Search button: choose one of the listed positions. The saved choice was kept.', 'shop-islands' ) );
			}
		}
		if ( array_key_exists( 'placeholder', $search ) ) {
			$text = self::plain_text( $search['placeholder'] );
			if ( null === $text ) {
				self::refuse(
					'placeholder',
					/* translators: %s: the saved placeholder */
					sprintf( __( 'Placeholder: use plain text of at most 100 characters, without HTML. The saved placeholder, "%s", was kept.', 'shop-islands' ), $clean['search']['placeholder'] )
				);
			} else {
				$clean['search']['placeholder'] = $text;
			}
		}
		return $clean;
	}

	/**
	 * Id of a search field on the settings page (also the code of its settings error).
	 *
	 * @param string $key Search option key.
	 */
	public static function field_id( string $key ): string {
		return 'si-search-' . str_replace( '_', '-', $key );
	}

	/**
	 * Adds the settings error of a refused field, once per request (WordPress may sanitise twice).
	 *
	 * @param string $key     Search option key.
	 * @param string $message What is wrong, and what was kept.
	 */
	private static function refuse( string $key, string $message ) {
		$code = self::field_id( $key );
		foreach ( get_settings_errors( self::OPTION ) as $error ) {
			if ( $error['code'] === $code ) {
				return;
			}
		}
		add_settings_error( self::OPTION, $code, $message, 'error' );
	}

	/**
	 * A whole number within a range, or null.
	 *
	 * @param mixed $value Raw value.
	 * @param int[] $range Lowest and highest allowed.
	 */
	private static function whole_number( $value, array $range ) {
		if ( is_int( $value ) ) {
			$value = (string) $value;
		}
		if ( ! is_string( $value ) || ! preg_match( '/^\s*\d{1,6}\s*$/', $value ) ) {
			return null;
		}
		$number = (int) $value;
		return $number >= $range[0] && $number <= $range[1] ? $number : null;
	}

	/**
	 * The value as plain text (spaces tidied, at most 100 characters), or null when it holds markup or is longer.
	 *
	 * @param mixed $value Raw value (options.php has already unslashed it).
	 */
	private static function plain_text( $value ) {
		if ( ! is_string( $value ) || wp_strip_all_tags( $value ) !== $value ) {
			return null;
		}
		$text = sanitize_text_field( $value );
		return mb_strlen( $text ) <= 100 ? $text : null;
	}

	/**
	 * A refused value as it may be quoted in a message (shortened, without markup).
	 *
	 * @param mixed $value Raw value.
	 */
	private static function shown( $value ): string {
		$text = is_scalar( $value ) ? (string) $value : '';
		return mb_substr( sanitize_text_field( $text ), 0, 40 );
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
