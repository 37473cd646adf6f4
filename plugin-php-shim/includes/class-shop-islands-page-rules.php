<?php
/**
 * Which widgets belong on the current front-end page.
 *
 * @package ShopIslands
 */

defined( 'ABSPATH' ) || exit;

/**
 * Page rules of issue 7: storefront and tracking everywhere on the front end; checkout and payments on
 * checkout, order-pay and the account payment-method pages; express checkout on product, cart and checkout.
 * Live search and buy-now are enqueued by the markup that needs them (shortcodes, widget, template tag).
 */
class Shop_Islands_Page_Rules {

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
	 * Widgets the current page needs before any markup is rendered.
	 *
	 * @return string[]
	 */
	public function widgets_for_request(): array {
		if ( is_admin() ) {
			return array();
		}
		$widgets = array( 'storefront', 'tracking' );
		$payment = $this->woo->is_checkout_form() || $this->woo->is_order_pay() || $this->woo->is_payment_method_page();
		if ( $payment ) {
			$widgets[] = 'checkout';
			$widgets[] = 'payments';
		}
		if ( $this->woo->is( 'is_product' ) || $this->woo->is( 'is_cart' ) || $this->woo->is_checkout_form() ) {
			$widgets[] = 'express-checkout';
		}
		return $widgets;
	}
}
