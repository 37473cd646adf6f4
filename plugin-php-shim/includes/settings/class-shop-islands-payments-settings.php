<?php
/**
 * Payments settings: wc_stripe_upe_params (SPEC 3.9), publishable key only.
 *
 * @package ShopIslands
 */

defined( 'ABSPATH' ) || exit;

/**
 * Builds the payments widget's globals from the WooCommerce Stripe Gateway's settings.
 */
class Shop_Islands_Payments_Settings {

	const BILLING_FIELDS = array( 'billing_first_name', 'billing_last_name', 'billing_company', 'billing_country', 'billing_address_1', 'billing_address_2', 'billing_city', 'billing_state', 'billing_postcode', 'billing_phone', 'billing_email' );

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
		$order_id = absint( get_query_var( 'order-pay' ) );
		$params   = array(
			'key'                               => $this->woo->stripe_publishable_key(),
			'locale'                            => $this->stripe_locale(),
			'apiVersion'                        => '2024-06-20',
			'ajax_url'                          => $this->woo->wc_ajax_url( '%%endpoint%%' ),
			'wp_ajax_url'                       => admin_url( 'admin-ajax.php' ),
			'createSetupIntentNonce'            => wp_create_nonce( 'wc_stripe_create_setup_intent_nonce' ),
			'createPaymentIntentNonce'          => wp_create_nonce( 'wc_stripe_create_payment_intent_nonce' ),
			'createAndConfirmSetupIntentNonce'  => wp_create_nonce( 'wc_stripe_create_and_confirm_setup_intent_nonce' ),
			'updatePaymentIntentNonce'          => wp_create_nonce( 'wc_stripe_update_payment_intent_nonce' ),
			'updateFailedOrderNonce'            => wp_create_nonce( 'wc_stripe_update_failed_order_nonce' ),
			'saveAppearanceNonce'               => wp_create_nonce( 'wc_stripe_save_appearance_nonce' ),
			'paymentMethodsConfig'              => array(
				'card' => array(
					'isReusable'             => true,
					'supportsDeferredIntent' => true,
					'countries'              => array(),
					'title'                  => __( 'Credit / Debit Card', 'shop-islands' ),
					'isBnpl'                 => false,
					'showSaveOption'         => false,
					'gatewayId'              => 'stripe',
				),
			),
			'gatewayId'                         => 'stripe',
			'cartContainsSubscription'          => false,
			'subscriptionRequiresManualRenewal' => false,
			'isCheckout'                        => $this->woo->is_checkout_form(),
			'isOrderPay'                        => $this->woo->is_order_pay(),
			'isChangingPayment'                 => false,
			'isPaymentNeeded'                   => true,
			'isLoggedIn'                        => is_user_logged_in(),
			'isSignupOnCheckoutAllowed'         => 'yes' === $this->woo->option( 'woocommerce_enable_signup_and_login_from_checkout', 'yes' ),
			'enabledBillingFields'              => self::BILLING_FIELDS,
			'customerData'                      => array( 'billing_country' => $this->base_country() ),
			'cartTotal'                         => $this->cart_total(),
			'currency'                          => strtolower( $this->woo->currency() ),
			'isOCEnabled'                       => false,
			'OCLayout'                          => 'accordion',
			'paymentMethodConfigurationParentId' => '',
			'appearance'                        => '',
			'blocksAppearance'                  => '',
			'theme_name'                        => get_option( 'stylesheet' ),
			'orderId'                           => $order_id,
			'orderReceivedURL'                  => '',
			'genericErrorMessage'               => __( 'There was a problem processing the payment. Please check your email inbox and refresh the page to try again.', 'shop-islands' ),
			'invalid_wallet_type'               => __( 'Invalid wallet payment type, please try again or use an alternative method.', 'shop-islands' ),
			'isUPEEnabled'                      => true,
		);
		return array(
			'localize' => array( 'wc_stripe_upe_params' => array_merge( $params, self::messages() ) ),
			'inline'   => array(),
		);
	}

	/**
	 * Messages keyed by error code (SPEC 8.3).
	 *
	 * @return array
	 */
	public static function messages(): array {
		return array(
			'invalid_number'                        => __( 'The card number is not a valid credit card number.', 'shop-islands' ),
			'invalid_expiry_month'                  => __( 'The card\'s expiration month is invalid.', 'shop-islands' ),
			'invalid_expiry_year'                   => __( 'The card\'s expiration year is invalid.', 'shop-islands' ),
			'invalid_cvc'                           => __( 'The card\'s security code is invalid.', 'shop-islands' ),
			'incorrect_number'                      => __( 'The card number is incorrect.', 'shop-islands' ),
			'incomplete_number'                     => __( 'The card number is incomplete.', 'shop-islands' ),
			'incomplete_cvc'                        => __( 'The card\'s security code is incomplete.', 'shop-islands' ),
			'incomplete_expiry'                     => __( 'The card\'s expiration date is incomplete.', 'shop-islands' ),
			'expired_card'                          => __( 'The card has expired.', 'shop-islands' ),
			'incorrect_cvc'                         => __( 'The card\'s security code is incorrect.', 'shop-islands' ),
			'incorrect_zip'                         => __( 'The card\'s postcode failed validation.', 'shop-islands' ),
			'postal_code_invalid'                   => __( 'Invalid zip code, please correct and try again', 'shop-islands' ),
			'invalid_expiry_year_past'              => __( 'The card\'s expiration year is in the past', 'shop-islands' ),
			'card_declined'                         => __( 'The card was declined.', 'shop-islands' ),
			'missing'                               => __( 'There is no card on a customer that is being charged.', 'shop-islands' ),
			'processing_error'                      => __( 'An error occurred while processing the card.', 'shop-islands' ),
			'email_invalid'                         => __( 'Invalid email address, please correct and try again.', 'shop-islands' ),
			'invalid_request_error'                 => __( 'Unable to process this payment, please try again or use alternative method.', 'shop-islands' ),
			'amount_too_large'                      => __( 'The order total is too high for this payment method', 'shop-islands' ),
			'amount_too_small'                      => __( 'The order total is too low for this payment method', 'shop-islands' ),
			'country_code_invalid'                  => __( 'Invalid country code, please try again with a valid country code', 'shop-islands' ),
			'tax_id_invalid'                        => __( 'Invalid Tax Id, please try again with a valid tax id', 'shop-islands' ),
			'payment_intent_authentication_failure' => __( 'We are unable to authenticate your payment method. Please choose a different payment method and try again.', 'shop-islands' ),
			'insufficient_funds'                    => __( 'Your card has insufficient funds.', 'shop-islands' ),
		);
	}

	/**
	 * Stripe locale from the site locale (e.g. en-GB).
	 */
	private function stripe_locale(): string {
		return str_replace( '_', '-', substr( get_locale(), 0, 5 ) );
	}

	/**
	 * Shop base country.
	 */
	private function base_country(): string {
		$countries = $this->woo->countries();
		if ( is_object( $countries ) && method_exists( $countries, 'get_base_country' ) ) {
			return (string) $countries->get_base_country();
		}
		$default = (string) get_option( 'woocommerce_default_country', 'GB' );
		$parts   = explode( ':', $default );
		return $parts[0];
	}

	/**
	 * Cart total in minor units (0 without a cart).
	 */
	private function cart_total(): int {
		if ( $this->woo->active() && is_object( WC() ) && isset( WC()->cart ) && is_object( WC()->cart ) && method_exists( WC()->cart, 'get_total' ) ) {
			return (int) round( 100 * (float) WC()->cart->get_total( 'edit' ) );
		}
		return 0;
	}
}
