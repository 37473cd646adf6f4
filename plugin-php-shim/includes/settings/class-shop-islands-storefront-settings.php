<?php
/**
 * Storefront settings: shopIslandsStorefront (the behaviours switched on), woocommerce_params,
 * wc_add_to_cart_params, and shopIslandsStoreApi only with the 'theme' group (its side cart is the one part that
 * calls the Store API): a page gets only the nonces it uses, so a full-page cache holds no more than it must.
 *
 * @package ShopIslands
 */

defined( 'ABSPATH' ) || exit;

/**
 * Builds the storefront widget's globals.
 */
class Shop_Islands_Storefront_Settings {

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
	 * Globals printed before the bundle.
	 *
	 * @return array{localize: array, inline: array}
	 */
	public function globals(): array {
		// WooCommerce prints its own params for its scripts: printed again they would only be a second copy.
		$localize = array();
		if ( ! wp_script_is( 'woocommerce', 'enqueued' ) ) {
			$localize['woocommerce_params'] = array(
				'ajax_url'    => $this->woo->ajax_url(),
				'wc_ajax_url' => $this->woo->wc_ajax_url( '%%endpoint%%' ),
			);
		}
		if ( ! wp_script_is( 'wc-add-to-cart', 'enqueued' ) ) {
			$localize['wc_add_to_cart_params'] = array(
				'ajax_url'                => $this->woo->ajax_url(),
				'wc_ajax_url'             => $this->woo->wc_ajax_url( '%%endpoint%%' ),
				'i18n_view_cart'          => __( 'View cart', 'shop-islands' ),
				'cart_url'                => $this->woo->cart_url(),
				'is_cart'                 => $this->woo->is( 'is_cart' ),
				'cart_redirect_after_add' => $this->woo->option( 'woocommerce_cart_redirect_after_add', 'no' ),
			);
		}
		$features = $this->options->storefront_features();
		// The widget's behaviour groups, as its bundle names them. WooCommerce's own scripts handle AJAX add-to-cart
		// and sorting on a WooCommerce store, so those are never asked for.
		$inline = array(
			'shopIslandsStorefront' => array(
				'features' => array_values(
					array_map(
						static function ( string $feature ): string {
							return str_replace( '_', '-', $feature );
						},
						$features
					)
				),
			),
		);
		if ( in_array( 'theme', $features, true ) ) {
			$inline['shopIslandsStoreApi'] = Shop_Islands_Nonces::store_api();
		}
		return array(
			'localize' => $localize,
			'inline'   => $inline,
		);
	}
}
