<?php
/**
 * Guarded access to WooCommerce: every call checks that WooCommerce provides it.
 *
 * @package ShopIslands
 */

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce facts the widgets' settings are built from, with WordPress-only fallbacks.
 */
class Shop_Islands_Woo {

	/**
	 * Whether WooCommerce's main object is available.
	 */
	public function active(): bool {
		return function_exists( 'WC' ) && class_exists( 'WooCommerce' );
	}

	/**
	 * Calls a WooCommerce conditional tag when it exists.
	 *
	 * @param string $tag  Function name, e.g. is_checkout.
	 * @param array  $args Arguments.
	 */
	public function is( string $tag, array $args = array() ): bool {
		return function_exists( $tag ) && (bool) call_user_func_array( $tag, $args );
	}

	/**
	 * Order-received ("thank you") page.
	 */
	public function is_order_received(): bool {
		return $this->is( 'is_order_received_page' ) || $this->is( 'is_wc_endpoint_url', array( 'order-received' ) );
	}

	/**
	 * Order-pay page.
	 */
	public function is_order_pay(): bool {
		return $this->is( 'is_checkout_pay_page' ) || $this->is( 'is_wc_endpoint_url', array( 'order-pay' ) );
	}

	/**
	 * Classic checkout page proper (not order-pay, not order-received).
	 */
	public function is_checkout_form(): bool {
		return $this->is( 'is_checkout' ) && ! $this->is_order_pay() && ! $this->is_order_received();
	}

	/**
	 * The page a widget built page by page serves here, by the name esbuild.config.ts PAGE_BUILDS gives it (the
	 * manifest's `pages` and `pageStyles` keys): 'order-pay', 'checkout' (the form), 'cart', 'addresses' (the
	 * account's address form), or '' elsewhere. The plugin's one place for these pages: the files preloaded and the
	 * stylesheet linked (Shop_Islands_Assets) and selectWoo's rule (Shop_Islands_Legacy) all read it.
	 */
	public function built_page(): string {
		if ( $this->is_order_pay() ) {
			return 'order-pay';
		}
		if ( $this->is_checkout_form() ) {
			return 'checkout';
		}
		if ( $this->is( 'is_cart' ) ) {
			return 'cart';
		}
		// The account's address form: WooCommerce enqueues its address scripts there only as the form prints.
		return $this->is( 'is_wc_endpoint_url', array( 'edit-address' ) ) ? 'addresses' : '';
	}

	/**
	 * Admin AJAX URL as WooCommerce reports it.
	 */
	public function ajax_url(): string {
		if ( $this->active() && is_object( WC() ) && method_exists( WC(), 'ajax_url' ) ) {
			return (string) WC()->ajax_url();
		}
		return admin_url( 'admin-ajax.php', 'relative' );
	}

	/**
	 * Store AJAX endpoint URL (?wc-ajax=...).
	 *
	 * @param string $endpoint Endpoint name or the %%endpoint%% placeholder.
	 */
	public function wc_ajax_url( string $endpoint ): string {
		if ( class_exists( 'WC_AJAX' ) && method_exists( 'WC_AJAX', 'get_endpoint' ) ) {
			return (string) WC_AJAX::get_endpoint( $endpoint );
		}
		return add_query_arg( 'wc-ajax', $endpoint, home_url( '/', 'relative' ) );
	}

	/**
	 * A WooCommerce option (or the default when WooCommerce is absent).
	 *
	 * @param string $name    Option name.
	 * @param mixed  $default Default value.
	 * @return mixed
	 */
	public function option( string $name, $default ) {
		return get_option( $name, $default );
	}

	/**
	 * Shop currency code.
	 */
	public function currency(): string {
		return function_exists( 'get_woocommerce_currency' ) ? (string) get_woocommerce_currency() : (string) get_option( 'woocommerce_currency', 'GBP' );
	}

	/**
	 * Cart page URL.
	 */
	public function cart_url(): string {
		return function_exists( 'wc_get_cart_url' ) ? (string) wc_get_cart_url() : home_url( '/cart/' );
	}

	/**
	 * Settings of the WooCommerce Stripe Gateway, or an empty array when it is not installed.
	 *
	 * @return array
	 */
	public function stripe_settings(): array {
		$settings = get_option( 'woocommerce_stripe_settings', array() );
		return is_array( $settings ) ? $settings : array();
	}

	/**
	 * The gateway's publishable key for the current mode. Only the publishable key ever leaves here.
	 */
	public function stripe_publishable_key(): string {
		$settings = $this->stripe_settings();
		$test     = isset( $settings['testmode'] ) && 'yes' === $settings['testmode'];
		$key      = $test ? 'test_publishable_key' : 'publishable_key';
		$value    = isset( $settings[ $key ] ) && is_string( $settings[ $key ] ) ? trim( $settings[ $key ] ) : '';
		return 0 === strpos( $value, 'pk_' ) ? $value : '';
	}
}
