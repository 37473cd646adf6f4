<?php
/**
 * Payments settings: only the Store API's root and nonce. The widget reads the Stripe Gateway's own
 * `wc_stripe_upe_params` (SPEC 3.9), which the gateway keeps printing for its handle, left without its
 * file (Shop_Islands_Legacy); printed a second time here, ours would override the gateway's.
 *
 * @package ShopIslands
 */

defined( 'ABSPATH' ) || exit;

/**
 * Builds the payments widget's globals: `shopIslandsStoreApi`, with which it follows the cart's totals.
 */
class Shop_Islands_Payments_Settings {

	/**
	 * Globals printed before the bundle.
	 *
	 * @return array{localize: array, inline: array}
	 */
	public function globals(): array {
		return array(
			'localize' => array(),
			'inline'   => array(
				'shopIslandsStoreApi' => Shop_Islands_Nonces::store_api(),
			),
		);
	}
}
