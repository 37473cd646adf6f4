<?php
/**
 * Which widgets belong on the current front-end page.
 *
 * @package ShopIslands
 */

defined( 'ABSPATH' ) || exit;

/**
 * Page rules: tracking everywhere on the front end, and storefront too when a storefront behaviour is
 * switched on (none is by default: the theme's own scripts stay in charge); payments on checkout,
 * order-pay and the account payment-method pages; express checkout on product, cart and checkout.
 * Live search and buy-now are enqueued by the markup that needs them; checkout wherever WooCommerce's
 * checkout, cart or address scripts would run and it replaces them (Shop_Islands_Legacy).
 */
class Shop_Islands_Page_Rules {

	/**
	 * WooCommerce facts.
	 *
	 * @var Shop_Islands_Woo
	 */
	private $woo;

	/**
	 * Settings.
	 *
	 * @var Shop_Islands_Options
	 */
	private $options;

	/**
	 * Constructor.
	 *
	 * @param Shop_Islands_Woo     $woo     WooCommerce facts.
	 * @param Shop_Islands_Options $options Settings.
	 */
	public function __construct( Shop_Islands_Woo $woo, Shop_Islands_Options $options ) {
		$this->woo     = $woo;
		$this->options = $options;
	}

	/**
	 * Widgets the current page needs before any markup is rendered.
	 *
	 * @return string[]
	 */
	public function widgets_for_request(): array {
		if ( is_admin() ) {
			return array();
		}
		$widgets = array() === $this->options->storefront_features() ? array( 'tracking' ) : array( 'storefront', 'tracking' );
		$payment = $this->woo->is_checkout_form() || $this->woo->is_order_pay() || $this->woo->is_payment_method_page();
		if ( $payment ) {
			$widgets[] = 'payments';
		}
		if ( $this->woo->is( 'is_product' ) || $this->woo->is( 'is_cart' ) || $this->woo->is_checkout_form() ) {
			$widgets[] = 'express-checkout';
		}
		return $widgets;
	}
}
