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
	 * Express checkout's blocks entry. The Stripe Gateway registers its express methods inside its blocks integration
	 * script (upe-blocks.js), so ours is a script of its own printed after that handle (whether the gateway's file or
	 * ours serves it): its methods, under the gateway's names, take the place of the gateway's in the registry.
	 */
	const EXPRESS = array(
		'widget' => 'express-checkout',
		'handle' => 'shop-islands-express-checkout-blocks',
		'after'  => 'wc-stripe-blocks-integration',
	);

	/**
	 * WooCommerce's Cart and Checkout block scripts, which read the registry (and list the payment integrations' handles).
	 */
	const BLOCK_SCRIPTS = array( 'wc-checkout-block-frontend', 'wc-cart-block-frontend', 'wc-checkout-block', 'wc-cart-block' );

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
	 * Whether payments' blocks entry serves the gateway's integration handle on this request (replace() runs more than once).
	 *
	 * @var bool
	 */
	private $integration_replaced = false;

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
			if ( 'payments' === $widget ) {
				$this->integration_replaced = true;
			}
		}
		$this->express();
	}

	/**
	 * With 'Replace' for express checkout: ours before every Cart or Checkout block script that loads the gateway's
	 * integration, and after that integration. Also wherever payments' blocks entry took upe-blocks.js's place,
	 * whatever express checkout's own settings: upe-blocks.js registered the gateway's express methods too, so
	 * without ours the blocks would lose their wallet buttons ('Replace' for payments but not for express checkout).
	 */
	private function express() {
		$widget = self::EXPRESS['widget'];
		$entry  = $this->manifest->blocks_entry( $widget );
		$chosen = $this->options->widget_enabled( $widget ) && $this->options->replaces_legacy( $widget );
		if ( null === $entry || ! ( $chosen || $this->integration_replaced ) ) {
			return;
		}
		foreach ( self::BLOCK_SCRIPTS as $handle ) {
			$script = wp_scripts()->query( $handle, 'registered' );
			if ( ! $script || ! in_array( self::EXPRESS['after'], $script->deps, true ) || in_array( self::EXPRESS['handle'], $script->deps, true ) ) {
				continue; // No block there, the gateway's integration not on it (inactive), or ours already before it.
			}
			if ( ! wp_script_is( self::EXPRESS['handle'], 'registered' ) ) {
				wp_register_script( self::EXPRESS['handle'], $this->manifest->url( $entry['js'] ), array_values( array_unique( array_merge( $entry['dependencies'], array( self::EXPRESS['after'] ) ) ) ), $entry['hash'], true );
			}
			$script->deps[] = self::EXPRESS['handle'];
		}
	}
}
