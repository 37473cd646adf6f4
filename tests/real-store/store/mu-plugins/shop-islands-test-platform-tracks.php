<?php
/**
 * A stand-in for a payment provider's `platform_tracks` admin-ajax handler (WooPayments has one; no plugin of
 * this store does), switched on by the option `shop_islands_test_platform_tracks` set to 'yes'. Like
 * WooPayments' handler it refuses a `tracksNonce` that is not a valid `platform_tracks_nonce` and a request
 * without `tracksEventName` (403); what it accepts is appended to the option
 * `shop_islands_test_platform_tracks_log` for the journey to read.
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
