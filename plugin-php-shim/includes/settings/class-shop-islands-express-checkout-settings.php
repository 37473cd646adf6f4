<?php
/**
 * Express checkout settings: wc_stripe_express_checkout_params (SPEC 3.10), publishable key only.
 *
 * @package ShopIslands
 */

defined( 'ABSPATH' ) || exit;

/**
 * Builds the express-checkout widget's globals with the Stripe gateway's nonce actions.
 */
class Shop_Islands_Express_Checkout_Settings {

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
		$stripe = $this->woo->stripe_settings();
		return array(
			'localize' => array(
				'wc_stripe_express_checkout_params' => array(
					'ajax_url'         => $this->woo->wc_ajax_url( '%%endpoint%%' ),
					'stripe'           => array(
						'publishable_key'             => $this->woo->stripe_publishable_key(),
						'allow_prepaid_card'          => 'yes',
						'locale'                      => str_replace( '_', '-', substr( get_locale(), 0, 5 ) ),
						'is_link_enabled'             => false,
						'is_express_checkout_enabled' => ! isset( $stripe['express_checkout'] ) || 'yes' === $stripe['express_checkout'],
					),
					'nonce'            => array(
						'payment'                       => wp_create_nonce( 'wc-stripe-express-checkout' ),
						'shipping'                      => wp_create_nonce( 'wc-stripe-express-checkout-shipping' ),
						'update_shipping'               => wp_create_nonce( 'wc-stripe-update-shipping-method' ),
						'normalize_address'             => wp_create_nonce( 'wc-stripe-express-checkout-normalize-address' ),
						'get_cart_details'              => wp_create_nonce( 'wc-stripe-get-cart-details' ),
						'add_to_cart'                   => wp_create_nonce( 'wc-stripe-add-to-cart' ),
						'clear_cart'                    => wp_create_nonce( 'wc-stripe-clear-cart' ),
						'get_selected_product_data'     => wp_create_nonce( 'wc-stripe-get-selected-product-data' ),
						'checkout'                      => wp_create_nonce( 'woocommerce-process_checkout' ),
						'pay_for_order'                 => wp_create_nonce( 'wc-stripe-pay-for-order' ),
						'wc_store_api'                  => wp_create_nonce( 'wc_store_api' ),
						'wc_store_api_express_checkout' => wp_create_nonce( 'wc_store_api_express_checkout' ),
					),
					'checkout'         => array(
						'url'           => $this->woo->wc_ajax_url( 'checkout' ),
						'currency_code' => strtolower( $this->woo->currency() ),
						'country_code'  => substr( (string) get_option( 'woocommerce_default_country', 'GB' ), 0, 2 ),
					),
					'is_pay_for_order' => $this->woo->is_order_pay(),
					'is_product_page'  => $this->woo->is( 'is_product' ),
					'is_cart_page'     => $this->woo->is( 'is_cart' ),
					'is_checkout_page' => $this->woo->is_checkout_form(),
				),
			),
			'inline'   => array(),
		);
	}
}
