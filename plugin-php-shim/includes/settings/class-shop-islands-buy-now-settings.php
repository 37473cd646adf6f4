<?php
/**
 * Buy-now settings: Stripe Payments' wpASPNG and per-button data (asp_data_{uniq_id}).
 *
 * @package ShopIslands
 */

defined( 'ABSPATH' ) || exit;

/**
 * Builds the buy-now widget's globals from Stripe Payments' settings when it is installed.
 */
class Shop_Islands_Buy_Now_Settings {

	/**
	 * WooCommerce facts (for the currency fallback).
	 *
	 * @var Shop_Islands_Woo
	 */
	private $woo;

	/**
	 * Constructor.
	 *
	 * @param Shop_Islands_Woo $woo WooCommerce facts.
	 */
	public function __construct( Shop_Islands_Woo $woo ) {
		$this->woo = $woo;
	}

	/**
	 * Globals printed before the bundle.
	 *
	 * @return array{localize: array, inline: array}
	 */
	public function globals(): array {
		$settings = $this->asp_settings();
		$localize = array(
			'iframeUrl' => $this->iframe_url(),
			'ppSlug'    => 'asp-payment-box',
			'prefetch'  => ! empty( $settings['frontend_prefetch_scripts'] ) ? '1' : '0',
		);
		if ( class_exists( 'ASP_Utils' ) && method_exists( 'ASP_Utils', 'get_ckey' ) ) {
			$localize['ckey'] = (string) ASP_Utils::get_ckey();
		}
		return array(
			'localize' => array( 'wpASPNG' => $localize ),
			'inline'   => array(),
		);
	}

	/**
	 * Per-button data (SPEC 3.3).
	 *
	 * @param string $uniq_id        Button id suffix.
	 * @param int    $product_id     Stripe Payments product id.
	 * @param bool   $custom_amount  Whether the custom amount input is shown.
	 * @param string $thankyou_url   Thank-you page URL, or '' for the default.
	 * @return array
	 */
	public function button( string $uniq_id, int $product_id, bool $custom_amount, string $thankyou_url ): array {
		$settings = $this->asp_settings();
		return array(
			'uniq_id'                  => $uniq_id,
			'product_id'               => $product_id,
			'iframe_url'               => add_query_arg( 'product_id', $product_id, $this->iframe_url() ),
			'preload'                  => false,
			'prefetch'                 => ! empty( $settings['frontend_prefetch_scripts'] ),
			'show_custom_amount_input' => $custom_amount,
			'thankyou_page_url'        => '' !== $thankyou_url ? $thankyou_url : ( isset( $settings['checkout_url'] ) ? esc_url_raw( (string) $settings['checkout_url'] ) : home_url( '/' ) ),
			'currency'                 => isset( $settings['currency_code'] ) ? strtoupper( (string) $settings['currency_code'] ) : $this->woo->currency(),
			'zeroCents'                => array( 'JPY', 'MGA', 'VND', 'KRW', 'BIF', 'CLP', 'DJF', 'GNF', 'KMF', 'PYG', 'RWF', 'UGX', 'VUV', 'XAF', 'XOF', 'XPF' ),
			'attachToElement'          => null,
			// The shortcode prints a purchase form, which the pop-up submits; the box must not post itself too.
			'doSelfSubmit'             => false,
		);
	}

	/**
	 * Whether the payment box is on the site's own origin (scheme, host and port of home_url), as Stripe Payments' always
	 * is: then the widget's build for a same-origin box serves it (esbuild.config.ts BUY_NOW_SAME_ORIGIN), else the
	 * build for a box on any origin.
	 *
	 * @return bool
	 */
	public function box_on_site(): bool {
		$origin = static function ( string $url ): string {
			$parts = wp_parse_url( $url );
			if ( ! is_array( $parts ) || empty( $parts['host'] ) ) {
				return '';
			}
			$scheme = isset( $parts['scheme'] ) ? strtolower( $parts['scheme'] ) : '';
			$port   = isset( $parts['port'] ) ? (int) $parts['port'] : ( 'https' === $scheme ? 443 : 80 );
			return $scheme . '://' . strtolower( $parts['host'] ) . ':' . $port;
		};
		$box = $origin( $this->iframe_url() );
		return '' !== $box && $box === $origin( home_url( '/' ) );
	}

	/**
	 * Base URL of the payment box page.
	 */
	private function iframe_url(): string {
		if ( class_exists( 'ASP_Utils' ) && method_exists( 'ASP_Utils', 'get_base_pp_url' ) ) {
			return (string) ASP_Utils::get_base_pp_url();
		}
		return add_query_arg( 'asp_action', 'show_pp', home_url( '/' ) );
	}

	/**
	 * Stripe Payments' settings, without any key (only display options are read).
	 *
	 * @return array
	 */
	private function asp_settings(): array {
		$settings = get_option( 'AcceptStripePayments-settings', array() );
		return is_array( $settings ) ? $settings : array();
	}
}
