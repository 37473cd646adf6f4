<?php
/**
 * Checkout settings: wc_checkout_params, wc_address_i18n_params, wc_country_select_params.
 *
 * @package ShopIslands
 */

defined( 'ABSPATH' ) || exit;

/**
 * Builds the checkout widget's globals in WooCommerce's shapes; nonces are created per request.
 */
class Shop_Islands_Checkout_Settings {

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
		$countries = $this->woo->countries();
		$locale    = is_object( $countries ) && method_exists( $countries, 'get_country_locale' ) ? $countries->get_country_locale() : array();
		$fields    = is_object( $countries ) && method_exists( $countries, 'get_country_locale_field_selectors' ) ? $countries->get_country_locale_field_selectors() : array();
		$states    = array();
		if ( is_object( $countries ) && method_exists( $countries, 'get_allowed_country_states' ) && method_exists( $countries, 'get_shipping_country_states' ) ) {
			$states = array_merge( $countries->get_allowed_country_states(), $countries->get_shipping_country_states() );
		}
		return array(
			'localize' => array(
				'wc_checkout_params'       => array(
					'ajax_url'                  => $this->woo->ajax_url(),
					'wc_ajax_url'               => $this->woo->wc_ajax_url( '%%endpoint%%' ),
					'update_order_review_nonce' => wp_create_nonce( 'update-order-review' ),
					'apply_coupon_nonce'        => wp_create_nonce( 'apply-coupon' ),
					'remove_coupon_nonce'       => wp_create_nonce( 'remove-coupon' ),
					'option_guest_checkout'     => $this->woo->option( 'woocommerce_enable_guest_checkout', 'yes' ),
					'checkout_url'              => $this->woo->wc_ajax_url( 'checkout' ),
					'is_checkout'               => $this->woo->is_checkout_form() ? 1 : 0,
					'debug_mode'                => defined( 'WP_DEBUG' ) && WP_DEBUG,
					'i18n_checkout_error'       => __( 'There was an error processing your order. Please check for any charges in your payment method and review your order history before placing the order again.', 'shop-islands' ),
				),
				'wc_address_i18n_params'   => array(
					'locale'             => wp_json_encode( (object) $locale ),
					'locale_fields'      => wp_json_encode( (object) $fields ),
					'i18n_required_text' => __( 'required', 'shop-islands' ),
					'i18n_optional_text' => __( 'optional', 'shop-islands' ),
				),
				'wc_country_select_params' => array(
					'countries'                 => wp_json_encode( (object) $states ),
					'i18n_select_state_text'    => __( 'Select an option&hellip;', 'shop-islands' ),
					'i18n_no_matches'           => __( 'No matches found', 'shop-islands' ),
					'i18n_ajax_error'           => __( 'Loading failed', 'shop-islands' ),
					'i18n_input_too_short_1'    => __( 'Please enter 1 or more characters', 'shop-islands' ),
					'i18n_input_too_short_n'    => __( 'Please enter %qty% or more characters', 'shop-islands' ),
					'i18n_input_too_long_1'     => __( 'Please delete 1 character', 'shop-islands' ),
					'i18n_input_too_long_n'     => __( 'Please delete %qty% characters', 'shop-islands' ),
					'i18n_selection_too_long_1' => __( 'You can only select 1 item', 'shop-islands' ),
					'i18n_selection_too_long_n' => __( 'You can only select %qty% items', 'shop-islands' ),
					'i18n_load_more'            => __( 'Loading more results&hellip;', 'shop-islands' ),
					'i18n_searching'            => __( 'Searching&hellip;', 'shop-islands' ),
				),
			),
			'inline'   => array(),
		);
	}
}
