<?php
/**
 * The real store's Stripe, offline: the suite's test-mode provider (examples/demo-shop/provider, started by the
 * suite as its own process) stands in for api.stripe.com and js.stripe.com. Only when wp-config.php defines
 * SHOP_ISLANDS_STRIPE_PROVIDER (the provider's origin, e.g. http://127.0.0.1:12111); otherwise this file does
 * nothing. The plugins' own files are not changed:
 * - the Stripe Gateway's API requests (WordPress's HTTP API) go to the provider through `pre_http_request`;
 * - every script from https://js.stripe.com/ (the gateway's clover/stripe.js, Stripe Payments' v3/) is the
 *   provider's Stripe.js double, at the same path under the provider's /shop/demo/stripe/;
 * - Stripe Payments' bundled stripe-php (its own cURL client) gets the provider as its API base.
 *
 * @package ShopIslandsRealStore
 */

defined( 'ABSPATH' ) || exit;

if ( ! defined( 'SHOP_ISLANDS_STRIPE_PROVIDER' ) ) {
	return;
}

/**
 * The provider URL for a Stripe URL, or null when the URL is not Stripe's.
 *
 * @param string $url A URL.
 * @return string|null
 */
function shop_islands_test_stripe_url( string $url ) {
	$parts = wp_parse_url( $url );
	if ( empty( $parts['host'] ) || empty( $parts['scheme'] ) || 'https' !== $parts['scheme'] ) {
		return null;
	}
	$path  = $parts['path'] ?? '/';
	$query = isset( $parts['query'] ) ? '?' . $parts['query'] : '';
	if ( 'api.stripe.com' === $parts['host'] ) {
		return SHOP_ISLANDS_STRIPE_PROVIDER . $path . $query;
	}
	if ( 'js.stripe.com' === $parts['host'] ) {
		return SHOP_ISLANDS_STRIPE_PROVIDER . '/shop/demo/stripe' . $path . $query;
	}
	return null;
}

add_filter(
	'pre_http_request',
	static function ( $response, $args, $url ) {
		$target = shop_islands_test_stripe_url( (string) $url );
		if ( null === $target || false !== $response ) {
			return $response;
		}
		return wp_remote_request( $target, $args );
	},
	10,
	3
);

add_filter(
	'script_loader_src',
	static function ( $src ) {
		return shop_islands_test_stripe_url( (string) $src ) ?? $src;
	}
);

// Stripe Payments' payment box page prints its scripts itself (the first is https://js.stripe.com/v3/).
add_filter(
	'asp_ng_pp_output_add_scripts',
	static function ( $scripts ) {
		foreach ( (array) $scripts as $index => $script ) {
			if ( isset( $script['src'] ) ) {
				$scripts[ $index ]['src'] = shop_islands_test_stripe_url( (string) $script['src'] ) ?? $script['src'];
			}
		}
		return $scripts;
	}
);

// Stripe Payments' bundled stripe-php calls the API with cURL, from its own base URL.
add_action(
	'plugins_loaded',
	static function () {
		if ( class_exists( 'ASP_Utils' ) && method_exists( 'ASP_Utils', 'load_stripe_lib' ) ) {
			ASP_Utils::load_stripe_lib();
			\Stripe\Stripe::$apiBase = SHOP_ISLANDS_STRIPE_PROVIDER;
		}
	},
	20
);
