<?php
/**
 * Provider tracks on the real store:
 * - a stand-in for WooPayments' `platform_tracks` admin-ajax handler (no plugin of this store has one), switched on
 *   by the option `shop_islands_test_platform_tracks` set to 'yes'. Like WooPayments' handler it refuses a
 *   `tracksNonce` that is not a valid `platform_tracks_nonce` and a request without `tracksEventName` (403); what
 *   it accepts is appended to the option `shop_islands_test_platform_tracks_log` for the journey to read;
 * - with the option `shop_islands_test_wc_tracks` set to 'yes', what WooCommerce's Tracks sends (its pixel
 *   requests to pixel.wp.com, which cannot leave offline) is kept instead, one at a time, in the option
 *   `shop_islands_test_wc_tracks_log`: each event's name (`_en`) and properties.
 *
 * @package ShopIslandsRealStore
 */

add_action(
	'init',
	static function () {
		if ( 'yes' !== get_option( 'shop_islands_test_platform_tracks' ) ) {
			return;
		}
		$handler = static function () {
			// phpcs:disable WordPress.Security.NonceVerification.Missing -- the nonce is what this checks.
			$nonce = isset( $_POST['tracksNonce'] ) ? sanitize_text_field( wp_unslash( $_POST['tracksNonce'] ) ) : '';
			if ( ! wp_verify_nonce( $nonce, 'platform_tracks_nonce' ) ) {
				wp_send_json_error( 'You aren’t authorized to do that.', 403 );
			}
			if ( empty( $_POST['tracksEventName'] ) ) {
				wp_send_json_error( 'No valid event name or type.', 403 );
			}
			$log   = (array) get_option( 'shop_islands_test_platform_tracks_log', array() );
			$log[] = array(
				'event'      => sanitize_text_field( wp_unslash( $_POST['tracksEventName'] ) ),
				'properties' => isset( $_POST['tracksEventProp'] ) ? json_decode( wp_unslash( $_POST['tracksEventProp'] ), true ) : null, // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- decoded JSON, kept for the test to read.
			);
			// phpcs:enable
			update_option( 'shop_islands_test_platform_tracks_log', $log );
			wp_send_json_success();
		};
		add_action( 'wp_ajax_platform_tracks', $handler );
		add_action( 'wp_ajax_nopriv_platform_tracks', $handler );
	}
);

if ( 'yes' === get_option( 'shop_islands_test_wc_tracks' ) ) {
	add_filter( 'wc_tracks_use_batch_requests', '__return_false' );
	add_filter(
		'pre_http_request',
		static function ( $answer, $args, $url ) {
			if ( 0 !== strpos( (string) $url, 'https://pixel.wp.com/t.gif' ) ) {
				return $answer;
			}
			parse_str( (string) wp_parse_url( $url, PHP_URL_QUERY ), $query );
			$event = isset( $query['_en'] ) ? (string) $query['_en'] : '';
			unset( $query['_en'], $query['_ts'], $query['_tz'], $query['_rt'], $query['_'] );
			$log   = (array) get_option( 'shop_islands_test_wc_tracks_log', array() );
			$log[] = array(
				'event'      => $event,
				'properties' => $query,
			);
			update_option( 'shop_islands_test_wc_tracks_log', $log );
			return array(
				'headers'  => array(),
				'body'     => '',
				'response' => array(
					'code'    => 200,
					'message' => 'OK',
				),
				'cookies'  => array(),
				'filename' => null,
			);
		},
		10,
		3
	);
}
