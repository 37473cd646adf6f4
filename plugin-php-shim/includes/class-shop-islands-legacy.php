<?php
/**
 * 'Replace legacy scripts': removes the script handles a widget supersedes.
 *
 * @package ShopIslands
 */

defined( 'ABSPATH' ) || exit;

/**
 * Dequeues legacy handles when their widget is on and its toggle is set, so the two never run together.
 */
class Shop_Islands_Legacy {

	/**
	 * Settings.
	 *
	 * @var Shop_Islands_Options
	 */
	private $options;

	/**
	 * Bundles and their availability.
	 *
	 * @var Shop_Islands_Assets
	 */
	private $assets;

	/**
	 * Addresses of the legacy files replaced on this request (for their preload hints).
	 *
	 * @var string[]
	 */
	private $replaced_srcs = array();

	/**
	 * Constructor.
	 *
	 * @param Shop_Islands_Options $options Settings.
	 * @param Shop_Islands_Assets  $assets  Bundles.
	 */
	public function __construct( Shop_Islands_Options $options, Shop_Islands_Assets $assets ) {
		$this->options = $options;
		$this->assets  = $assets;
	}

	/**
	 * Whether the widget is built, on, and replaces its legacy scripts. Payments places its orders through the
	 * checkout widget (WooCommerce's checkout.js knows nothing of our payment forms), so it replaces the Stripe
	 * Gateway's script only where checkout replaces WooCommerce's.
	 *
	 * @param string $widget Widget name.
	 */
	public function replaces( string $widget ): bool {
		return isset( Shop_Islands_Options::LEGACY_HANDLES[ $widget ] ) && $this->assets->available( $widget ) && $this->options->replaces_legacy( $widget )
			&& ( 'payments' !== $widget || $this->replaces( 'checkout' ) );
	}

	/**
	 * Whether a legacy script the widget would replace runs on this page: then the widget stays away from
	 * the markup that script serves, so nothing is handled twice ('Replace legacy scripts' off).
	 *
	 * @param string $widget Widget name.
	 */
	public function legacy_runs( string $widget ): bool {
		if ( $this->replaces( $widget ) || ! isset( Shop_Islands_Options::LEGACY_HANDLES[ $widget ] ) ) {
			return false;
		}
		foreach ( Shop_Islands_Options::LEGACY_HANDLES[ $widget ] as $handle ) {
			if ( wp_script_is( $handle, 'enqueued' ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Handles to remove on this request.
	 *
	 * @return string[]
	 */
	public function handles_to_replace(): array {
		$handles = array();
		foreach ( Shop_Islands_Options::LEGACY_HANDLES as $widget => $widget_handles ) {
			if ( $this->replaces( $widget ) ) {
				$handles = array_merge( $handles, $widget_handles );
			}
		}
		return $handles;
	}

	/**
	 * Runs late on wp_enqueue_scripts and again just before head and footer scripts print.
	 * A registered legacy handle becomes an empty alias: scripts that depend on it still print,
	 * but its file does not load. A handle whose settings the widget reads (LEGACY_SETTINGS_KEPT)
	 * stays enqueued with its printed data, without its file, and keeps only the dependencies that
	 * are kept handles too (so their settings print as well). A widget that serves wherever its
	 * legacy scripts would have run (SERVES_WHERE_REPLACED) is enqueued on a page that enqueues them.
	 */
	public function replace() {
		if ( is_admin() ) {
			return;
		}
		$scripts = wp_scripts();
		foreach ( $this->handles_to_replace() as $handle ) {
			$script = isset( $scripts->registered[ $handle ] ) ? $scripts->registered[ $handle ] : null;
			if ( null !== $script && $script->src ) {
				$this->replaced_srcs[] = (string) $script->src;
			}
			if ( null !== $script && in_array( $handle, Shop_Islands_Options::LEGACY_SETTINGS_KEPT, true ) && ! $this->settings_unused( $handle ) ) {
				$script->src  = false;
				$script->deps = array_values( array_intersect( $script->deps, Shop_Islands_Options::LEGACY_SETTINGS_KEPT ) );
				continue;
			}
			wp_dequeue_script( $handle );
			if ( null !== $script && false !== $script->src ) {
				wp_deregister_script( $handle );
				wp_register_script( $handle, false, array(), SHOP_ISLANDS_VERSION, true );
			}
		}
		// Stripe.js, which the gateway enqueues on product and cart pages too: only a page with a payment form needs
		// it (a legacy script that depends on it, express checkout's, still brings it).
		if ( $this->replaces( 'payments' ) && $this->nothing_to_serve( 'payments' ) ) {
			wp_dequeue_script( 'stripe' );
		}
		foreach ( Shop_Islands_Options::SERVES_WHERE_REPLACED as $widget ) {
			if ( $this->replaces( $widget ) && $this->any_enqueued( Shop_Islands_Options::LEGACY_HANDLES[ $widget ] ) && ! $this->nothing_to_serve( $widget ) ) {
				$this->assets->enqueue( $widget );
			}
		}
	}

	/**
	 * Pages where a legacy script is enqueued with nothing to do there: checkout.js on the order-received page
	 * (no form, no address); the Stripe Gateway's UPE script anywhere but checkout, order-pay (with the
	 * subscriptions' change of payment method) and the account's payment-method pages.
	 *
	 * @param string $widget Widget name.
	 */
	private function nothing_to_serve( string $widget ): bool {
		$received = function_exists( 'is_order_received_page' ) && is_order_received_page();
		if ( 'payments' === $widget ) {
			$payment_form = ( function_exists( 'is_checkout' ) && is_checkout() && ! $received ) || ( function_exists( 'is_add_payment_method_page' ) && is_add_payment_method_page() );
			return ! $payment_form;
		}
		return 'checkout' === $widget && $received;
	}

	/**
	 * A kept handle whose settings nothing reads on this page: the gateway's `wc_stripe_upe_params` where
	 * payments has no form to serve, removed with its script.
	 *
	 * @param string $handle Script handle.
	 */
	private function settings_unused( string $handle ): bool {
		return in_array( $handle, Shop_Islands_Options::LEGACY_HANDLES['payments'], true ) && $this->nothing_to_serve( 'payments' );
	}

	/**
	 * Whether a page enqueues any of the handles itself. Only as another script's dependency does not count:
	 * the Stripe Gateway's UPE script needs `wc-checkout` on product and cart pages, where there is no checkout.
	 *
	 * @param string[] $handles Script handles.
	 */
	private function any_enqueued( array $handles ): bool {
		return array() !== array_intersect( $handles, wp_scripts()->queue );
	}

	/**
	 * Filter wp_preload_resources: a replaced file is not preloaded either (the Stripe gateway preloads
	 * its express checkout script, which the browser would then download for nothing).
	 *
	 * @param array $resources Resources to preload, each with an href.
	 * @return array
	 */
	public function drop_preloads( $resources ) {
		if ( ! is_array( $resources ) || array() === $this->replaced_srcs ) {
			return $resources;
		}
		return array_values(
			array_filter(
				$resources,
				function ( $resource ) {
					$href = is_array( $resource ) && isset( $resource['href'] ) ? strtok( (string) $resource['href'], '?' ) : '';
					return ! in_array( $href, array_map( 'strval', $this->replaced_srcs ), true );
				}
			)
		);
	}
}
