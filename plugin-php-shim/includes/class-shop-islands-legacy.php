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
	 * WooCommerce's page conditionals.
	 *
	 * @var Shop_Islands_Woo
	 */
	private $woo;

	/**
	 * Addresses of the legacy files replaced on this request (for their preload hints).
	 *
	 * @var string[]
	 */
	private $replaced_srcs = array();

	/**
	 * The handles replaced on this request (replace() runs again before head and footer scripts print).
	 *
	 * @var string[]
	 */
	private $replaced = array();

	/**
	 * Each replaced handle's dependencies as registered (a script enqueued later may still need them).
	 *
	 * @var array<string, string[]>
	 */
	private $registered_deps = array();

	/**
	 * Printed after WooCommerce's `wc_order_attribution` settings, where its order-attribution.js ran, when tracking
	 * replaces it: a stand-in for `setOrderTracking` that queues the calls classic scripts make before our tracking
	 * module runs (the Stripe Gateway's upe-blocks.js and express-checkout.js call it as they load); the module
	 * honours them in order (packages/tracking/src/index.ts). The queue's name is the module's EARLY_CALLS
	 * (packages/tracking/src/order-attribution/settings.ts): packages/tracking/src/index.test.ts holds the two equal.
	 */
	const ORDER_ATTRIBUTION_STAND_IN = 'window.wc_order_attribution && !window.wc_order_attribution.setOrderTracking && (window.wc_order_attribution.setOrderTracking = function (allow) { (window.wc_order_attribution.shopIslandsEarlyCalls = window.wc_order_attribution.shopIslandsEarlyCalls || []).push(allow); });';

	/**
	 * Constructor.
	 *
	 * @param Shop_Islands_Options $options Settings.
	 * @param Shop_Islands_Assets  $assets  Bundles.
	 * @param Shop_Islands_Woo     $woo     WooCommerce's page conditionals.
	 */
	public function __construct( Shop_Islands_Options $options, Shop_Islands_Assets $assets, Shop_Islands_Woo $woo ) {
		$this->options = $options;
		$this->assets  = $assets;
		$this->woo     = $woo;
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
		return ! $this->replaces( $widget ) && $this->legacy_enqueued( $widget );
	}

	/**
	 * Whether the widget takes over on this page what its legacy scripts would have done here: 'Replace legacy
	 * scripts' is ticked for it and one of them is enqueued (before they are removed: wp_enqueue_scripts, priority
	 * under 100).
	 *
	 * @param string $widget Widget name.
	 */
	public function replaced_on_page( string $widget ): bool {
		return $this->replaces( $widget ) && $this->legacy_enqueued( $widget );
	}

	/**
	 * Whether one of the widget's legacy scripts (its own file, not one by the same name) is enqueued on this page.
	 *
	 * @param string $widget Widget name.
	 */
	private function legacy_enqueued( string $widget ): bool {
		if ( ! isset( Shop_Islands_Options::LEGACY_HANDLES[ $widget ] ) ) {
			return false;
		}
		foreach ( array_diff( Shop_Islands_Options::LEGACY_HANDLES[ $widget ], array_keys( Shop_Islands_Options::LEGACY_ALONGSIDE ) ) as $handle ) {
			if ( wp_script_is( $handle, 'enqueued' ) && $this->is_legacy_file( $handle ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Whether a registered handle is the legacy script we know by that name: its file comes from where
	 * LEGACY_SOURCES says (another plugin's `sourcebuster-js` is not WooCommerce's), or we replaced it already.
	 *
	 * @param string $handle Script handle.
	 */
	private function is_legacy_file( string $handle ): bool {
		if ( in_array( $handle, $this->replaced, true ) ) {
			return true;
		}
		$script = wp_scripts()->query( $handle, 'registered' );
		$source = isset( Shop_Islands_Options::LEGACY_SOURCES[ $handle ] ) ? Shop_Islands_Options::LEGACY_SOURCES[ $handle ] : null;
		return $script instanceof _WP_Dependency && is_string( $script->src ) && null !== $source && false !== strpos( $script->src, $source );
	}

	/**
	 * The handles that scripts staying on the page depend on, directly or through other handles: what they
	 * need printed before them. Scripts without a file (inline data, such as GA4's `ga4w`, printed after main.js)
	 * and our own bundles do not count: neither needs what the legacy scripts depended on.
	 *
	 * @param string[] $replaced Handles being replaced.
	 * @return string[]
	 */
	private function needed_by_the_page( array $replaced ): array {
		$scripts = wp_scripts();
		$needed  = array();
		$visit   = function ( string $handle ) use ( &$visit, &$needed, $scripts ) {
			$script = isset( $scripts->registered[ $handle ] ) ? $scripts->registered[ $handle ] : null;
			if ( null === $script ) {
				return;
			}
			foreach ( $script->deps as $dependency ) {
				if ( ! isset( $needed[ $dependency ] ) ) {
					$needed[ $dependency ] = true;
					$visit( $dependency );
				}
			}
		};
		foreach ( $scripts->queue as $handle ) {
			$script = isset( $scripts->registered[ $handle ] ) ? $scripts->registered[ $handle ] : null;
			if ( null !== $script && $script->src && ! in_array( $handle, $replaced, true ) && 0 !== strpos( $handle, Shop_Islands_Assets::HANDLE_PREFIX ) ) {
				$visit( $handle );
			}
		}
		return array_keys( $needed );
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
	 * Runs late on wp_enqueue_scripts and again just before head and footer scripts print. A legacy handle (by
	 * name and by where its file comes from: LEGACY_SOURCES) loses its file only: it stays registered as it is,
	 * with what other plugins attached to it (inline scripts, localized data), so scripts that depend on it still
	 * print, after what it depended on (a gateway's script that declared only `wc-checkout` still gets jQuery).
	 * What nothing else on the page depends on keeps only the dependencies that are kept handles too: its own
	 * dependencies were its file's (GA4's main.js took wp-hooks and wp-i18n). A handle whose settings the widget
	 * reads (LEGACY_SETTINGS_KEPT) stays enqueued, so its data is printed; the others are dequeued and print only
	 * where a script depends on them. A widget that serves wherever its legacy scripts would have run
	 * (SERVES_WHERE_REPLACED) is enqueued on a page that enqueues them.
	 */
	public function replace() {
		if ( is_admin() ) {
			return;
		}
		$scripts  = wp_scripts();
		$replaced = array_values( array_filter( $this->handles_to_replace(), array( $this, 'is_legacy_file' ) ) );
		foreach ( $replaced as $handle ) {
			if ( ! isset( $this->registered_deps[ $handle ] ) ) {
				$this->registered_deps[ $handle ] = $scripts->registered[ $handle ]->deps;
			}
			$scripts->registered[ $handle ]->deps = $this->registered_deps[ $handle ];
		}
		$needed = $this->needed_by_the_page( $replaced );
		// A library (selectWoo) stays where a staying script needs it, or where its widget serves nothing.
		$replaced = array_values(
			array_filter(
				$replaced,
				function ( string $handle ) use ( $replaced ): bool {
					return ! isset( Shop_Islands_Options::LEGACY_ALONGSIDE[ $handle ] ) || ( ! $this->staying_script_needs( $handle, $replaced ) && $this->serves_beside( $handle ) );
				}
			)
		);
		foreach ( $replaced as $handle ) {
			if ( isset( Shop_Islands_Options::LEGACY_ALONGSIDE[ $handle ] ) ) {
				wp_dequeue_style( Shop_Islands_Options::LEGACY_ALONGSIDE[ $handle ] );
			}
		}
		foreach ( $replaced as $handle ) {
			$script = $scripts->registered[ $handle ];
			if ( $script->src ) {
				$this->replaced_srcs[] = (string) $script->src;
			}
			$this->replaced[] = $handle;
			$script->src      = false;
			if ( ! in_array( $handle, $needed, true ) ) {
				$script->deps = array_values( array_intersect( $script->deps, Shop_Islands_Options::LEGACY_SETTINGS_KEPT ) );
			}
			if ( ! in_array( $handle, Shop_Islands_Options::LEGACY_SETTINGS_KEPT, true ) || $this->settings_unused( $handle ) ) {
				wp_dequeue_script( $handle );
			}
		}
		$this->replaced = array_values( array_unique( $this->replaced ) );
		if ( in_array( 'wc-order-attribution', $replaced, true ) && ! in_array( self::ORDER_ATTRIBUTION_STAND_IN, (array) $scripts->get_data( 'wc-order-attribution', 'after' ), true ) ) {
			wp_add_inline_script( 'wc-order-attribution', self::ORDER_ATTRIBUTION_STAND_IN, 'after' );
		}
		// Stripe.js, which the gateway enqueues on product and cart pages too: only a page with a payment form needs
		// it (a legacy script that depends on it, express checkout's, still brings it), or one where our express
		// checkout serves the gateway's button (it uses the page's Stripe.js).
		$express = $this->replaces( 'express-checkout' ) && $this->any_enqueued( Shop_Islands_Options::LEGACY_HANDLES['express-checkout'] );
		if ( $this->replaces( 'payments' ) && $this->nothing_to_serve( 'payments' ) && ! $express ) {
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
		$received = $this->woo->is( 'is_order_received_page' );
		if ( 'payments' === $widget ) {
			$payment_form = ( $this->woo->is( 'is_checkout' ) && ! $received ) || $this->woo->is( 'is_add_payment_method_page' );
			return ! $payment_form;
		}
		return 'checkout' === $widget && $received;
	}

	/**
	 * A kept handle whose settings nothing reads on this page: the gateway's `wc_stripe_upe_params` where
	 * payments has no form to serve, removed with its script, unless the gateway's own express checkout script
	 * stays on the page (it reads them, and throws 'Stripe initialization data is not available' without them:
	 * the order-received page, where the gateway enqueues it too).
	 *
	 * @param string $handle Script handle.
	 */
	private function settings_unused( string $handle ): bool {
		$express_reads_them = ! $this->replaces( 'express-checkout' ) && wp_script_is( 'wc_stripe_express_checkout', 'enqueued' );
		return in_array( $handle, Shop_Islands_Options::LEGACY_HANDLES['payments'], true ) && $this->nothing_to_serve( 'payments' ) && ! $express_reads_them;
	}

	/**
	 * Whether a script staying on the page depends on the library `$handle`, directly or through other staying
	 * handles: a file's or an inline script's (WooCommerce's product categories widget registers its dropdown's
	 * selectWoo call as a script without a file). Replaced handles and our bundles do not count.
	 *
	 * @param string   $handle   A LEGACY_ALONGSIDE handle.
	 * @param string[] $replaced Handles being replaced.
	 */
	private function staying_script_needs( string $handle, array $replaced ): bool {
		$scripts = wp_scripts();
		$seen    = array();
		$pending = array_values( array_diff( $scripts->queue, $replaced ) );
		while ( array() !== $pending ) {
			$current = array_pop( $pending );
			if ( isset( $seen[ $current ] ) || in_array( $current, $replaced, true ) || 0 === strpos( $current, Shop_Islands_Assets::HANDLE_PREFIX ) || ! isset( $scripts->registered[ $current ] ) ) {
				continue;
			}
			$seen[ $current ] = true;
			foreach ( $scripts->registered[ $current ]->deps as $dependency ) {
				if ( $dependency === $handle ) {
					return true;
				}
				$pending[] = $dependency;
			}
		}
		return false;
	}

	/**
	 * Whether the widget whose library `$handle` is serves this page because of its other handles (checkout's
	 * scripts on checkout, cart and the account's address pages), or replaced it already on this request.
	 *
	 * @param string $handle A LEGACY_ALONGSIDE handle.
	 */
	private function serves_beside( string $handle ): bool {
		if ( in_array( $handle, $this->replaced, true ) ) {
			return true;
		}
		foreach ( Shop_Islands_Options::LEGACY_HANDLES as $widget => $handles ) {
			if ( in_array( $handle, $handles, true ) ) {
				// The account's address form enqueues WooCommerce's address scripts only as it is printed, after the
				// head (where selectWoo prints): that page is known by name, the one the checkout's files are chosen by.
				$address_form = 'checkout' === $widget && 'addresses' === $this->woo->built_page();
				return ( $this->any_enqueued( $handles ) || $address_form ) && ! $this->nothing_to_serve( $widget );
			}
		}
		return false;
	}

	/**
	 * Whether a page enqueues any of the handles itself. Only as another script's dependency does not count:
	 * the Stripe Gateway's UPE script needs `wc-checkout` on product and cart pages, where there is no checkout.
	 *
	 * @param string[] $handles Script handles.
	 */
	private function any_enqueued( array $handles ): bool {
		$page_scripts = array_diff( $handles, array_keys( Shop_Islands_Options::LEGACY_ALONGSIDE ) );
		return array() !== array_filter( array_intersect( $page_scripts, wp_scripts()->queue ), array( $this, 'is_legacy_file' ) );
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
