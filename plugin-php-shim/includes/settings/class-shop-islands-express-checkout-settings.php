<?php
/**
 * Express checkout settings. The widget reads `wc_stripe_express_checkout_params` as the Stripe Gateway prints
 * it (its express handle stays, without its file: Shop_Islands_Legacy), so the plugin prints no copy of it,
 * and no express nonce, ever. It adds the Store API's root and nonce, and only while the gateway is enabled.
 *
 * @package ShopIslands
 */

defined( 'ABSPATH' ) || exit;

/**
 * Builds the express-checkout widget's globals.
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
	 * Globals printed before the bundle: `shopIslandsStoreApi` (the root the Store API answers at and its nonce).
	 *
	 * @return array{localize: array, inline: array}
	 */
	public function globals(): array {
		if ( ! $this->woo->active() || ! Shop_Islands_Nonces::stripe_gateway_enabled() ) {
			return array(
				'localize' => array(),
				'inline'   => array(),
			);
		}
		return array(
			'localize' => array(),
			'inline'   => array(
				'shopIslandsStoreApi' => Shop_Islands_Nonces::store_api(),
			),
		);
	}
}
