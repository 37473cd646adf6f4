<?php
/**
 * Visitor statistics and consent on the real store:
 * - the test control's `statistics` command: what WP Statistics' own reports count (its models, as its overview
 *   uses them): `hits` (page views), `views` (its pages table) and `visitors`, all time;
 * - a stand-in for a consent banner working through the WP Consent API (Complianz, CookieYes, … work this way),
 *   switched on by the option `shop_islands_test_consent_banner` set to 'optin': the site's consent type is opt-in
 *   (`wp_get_consent_type`), so nothing is allowed before the visitor decides, and the visitor's choices are the
 *   WP Consent API's own cookies, which its `wp_set_consent()` sets. WP Statistics integrates with the WP Consent API
 *   only next to a banner it knows: the stand-in answers its `is_plugin_active()` check for Complianz (a plugin
 *   file that is not there, so WordPress loads nothing for it).
 *
 * @package ShopIslandsRealStore
 */

add_filter(
	'shop_islands_test_command',
	static function ( $answer, $command ) {
		if ( 'statistics' !== $command ) {
			return $answer;
		}
		if ( ! class_exists( '\WP_Statistics\Models\VisitorsModel' ) ) {
			wp_send_json( array( 'error' => 'WP Statistics is not active' ), 409 );
		}
		$visitors = new \WP_Statistics\Models\VisitorsModel();
		$views    = new \WP_Statistics\Models\ViewsModel();
		return array(
			'hits'     => $visitors->countHits(),
			'views'    => $views->countViewsFromPagesOnly(),
			'visitors' => $visitors->countVisitors(),
		);
	},
	10,
	2
);

if ( 'optin' === get_option( 'shop_islands_test_consent_banner' ) ) {
	add_filter(
		'wp_get_consent_type',
		static function () {
			return 'optin';
		}
	);
	add_filter(
		'option_active_plugins',
		static function ( $plugins ) {
			// Not while the test control switches plugins: it would store the stand-in in the option.
			if ( isset( $_GET['shop_islands_test'] ) || ! is_array( $plugins ) ) { // phpcs:ignore WordPress.Security.NonceVerification.Recommended
				return $plugins;
			}
			return array_merge( $plugins, array( 'complianz-gdpr/complianz-gpdr.php' ) );
		}
	);
}
