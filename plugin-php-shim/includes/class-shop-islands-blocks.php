<?php
/**
 * 'Replace legacy scripts' in WooCommerce's Checkout block: a gateway's blocks integration script is served from
 * the widget's blocks build under the gateway's own handle, so WooCommerce Blocks loads ours where it would have
 * loaded the gateway's, and the payment methods register under the same names with the same settings
 * (`getSetting( 'stripe_data' )`, printed by the gateway's integration as before).
 *
 * @package ShopIslands
 */

defined( 'ABSPATH' ) || exit;

/**
 * Swaps a blocks integration handle's file for a blocks entry (src, dependencies, version).
 */
class Shop_Islands_Blocks {

	/**
	 * The gateways' blocks integration handles each widget replaces, with where the legacy file comes from.
	 */
	const INTEGRATIONS = array(
		'payments' => array(
			'handle' => 'wc-stripe-blocks-integration',
			'source' => '/woocommerce-gateway-stripe/',
			// Stripe.js stays a dependency: the gateway enqueues it with its integration, and ours uses that copy.
			'keep'   => array( 'stripe' ),
		),
	);

	/**
	 * Settings.
	 *
	 * @var Shop_Islands_Options
	 */
	private $options;

	/**
	 * The build's manifest.
	 *
	 * @var Shop_Islands_Manifest
	 */
	private $manifest;

	/**
	 * Constructor.
	 *
	 * @param Shop_Islands_Options  $options  Settings.
	 * @param Shop_Islands_Manifest $manifest The build's manifest.
	 */
	public function __construct( Shop_Islands_Options $options, Shop_Islands_Manifest $manifest ) {
		$this->options  = $options;
		$this->manifest = $manifest;
	}

	/**
	 * Runs before scripts print (header and footer: Blocks registers integration scripts while rendering the block).
	 */
	public function replace() {
		if ( is_admin() ) {
			return;
		}
		foreach ( self::INTEGRATIONS as $widget => $integration ) {
			$entry  = $this->manifest->blocks_entry( $widget );
			$script = wp_scripts()->query( $integration['handle'], 'registered' );
			if ( null === $entry || ! $script || ! $this->options->widget_enabled( $widget ) || ! $this->options->replaces_legacy( $widget ) ) {
				continue;
			}
			if ( ! is_string( $script->src ) || false === strpos( $script->src, $integration['source'] ) ) {
				continue; // Ours already, or another plugin's file under that name.
			}
			$script->src  = $this->manifest->url( $entry['js'] );
			$script->deps = array_values( array_unique( array_merge( array_intersect( $script->deps, $integration['keep'] ), $entry['dependencies'] ) ) );
			$script->ver  = $entry['hash'];
			$script->textdomain = null; // The gateway's translations are for its own file.
		}
	}
}
