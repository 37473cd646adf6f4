<?php
/**
 * Buy-now buttons: our `[shop_islands_buy_now]` shortcode and Stripe Payments' own shortcodes.
 *
 * @package ShopIslands
 */

defined( 'ABSPATH' ) || exit;

/**
 * Enqueues the buy-now widget wherever a buy-now button is rendered and the widget serves it: Stripe
 * Payments' buttons when the widget replaces its handler, ours unless that handler runs on the page
 * (then it serves ours too, from the same settings).
 */
class Shop_Islands_Buy_Now {

	/**
	 * Stripe Payments (Tips and Tricks HQ) shortcodes that print a buy-now button.
	 */
	const LEGACY_SHORTCODES = array( 'asp_product', 'accept_stripe_payment', 'asp_show_all_products' );

	/**
	 * Bundles.
	 *
	 * @var Shop_Islands_Assets
	 */
	private $assets;

	/**
	 * Buy-now settings (wpASPNG).
	 *
	 * @var Shop_Islands_Buy_Now_Settings
	 */
	private $settings;

	/**
	 * Legacy script replacement.
	 *
	 * @var Shop_Islands_Legacy
	 */
	private $legacy;

	/**
	 * Constructor.
	 *
	 * @param Shop_Islands_Assets           $assets   Bundles.
	 * @param Shop_Islands_Buy_Now_Settings $settings Buy-now settings.
	 * @param Shop_Islands_Legacy           $legacy   Legacy script replacement.
	 */
	public function __construct( Shop_Islands_Assets $assets, Shop_Islands_Buy_Now_Settings $settings, Shop_Islands_Legacy $legacy ) {
		$this->assets   = $assets;
		$this->settings = $settings;
		$this->legacy   = $legacy;
	}

	/**
	 * Filter do_shortcode_tag: a Stripe Payments button was rendered. When the widget replaces Stripe
	 * Payments' handler it is loaded, with a stand-in for `stripeHandlerNG` that queues the button
	 * settings the shortcode's inline script hands over before the widget runs.
	 *
	 * @param string $output Shortcode output.
	 * @param string $tag    Shortcode name.
	 * @return string
	 */
	public function after_shortcode( $output, $tag ) {
		if ( in_array( $tag, self::LEGACY_SHORTCODES, true ) && $this->legacy->replaces( 'buy-now' ) ) {
			$this->enqueue();
		}
		return $output;
	}

	/**
	 * Enqueues the widget with the `stripeHandlerNG` stand-in, once.
	 */
	private function enqueue() {
		if ( wp_script_is( Shop_Islands_Assets::handle( 'buy-now' ), 'enqueued' ) ) {
			return;
		}
		$this->assets->enqueue( 'buy-now' );
		$this->assets->add_before( 'buy-now', 'window.stripeHandlerNG = window.stripeHandlerNG || function (data) { (window.wpaspInitOnDocReady = window.wpaspInitOnDocReady || []).push(data); };' );
	}

	/**
	 * `[shop_islands_buy_now product_id="12" label="Buy Now" custom_amount="0" price=""]`.
	 *
	 * @param array|string $atts Shortcode attributes.
	 */
	public function shortcode( $atts ): string {
		$atts       = shortcode_atts(
			array(
				'product_id'    => 0,
				'label'         => __( 'Buy Now', 'shop-islands' ),
				'custom_amount' => '0',
				'thankyou_url'  => '',
			),
			is_array( $atts ) ? $atts : array(),
			'shop_islands_buy_now'
		);
		$product_id = absint( $atts['product_id'] );
		if ( 0 === $product_id ) {
			return '';
		}
		$legacy_runs = $this->legacy->legacy_runs( 'buy-now' );
		if ( ! $legacy_runs ) {
			$this->enqueue();
		}
		$uniq_id     = wp_generate_password( 9, false, false );
		$custom      = in_array( (string) $atts['custom_amount'], array( '1', 'yes', 'true' ), true );
		$button_data = $this->settings->button( $uniq_id, $product_id, $custom, esc_url_raw( (string) $atts['thankyou_url'] ) );
		wp_add_inline_script(
			$legacy_runs ? 'stripe-handler-ng' : Shop_Islands_Assets::handle( 'buy-now' ),
			sprintf(
				'var asp_data_%1$s = %2$s;' . "\n" . 'window.wpaspInitOnDocReady = window.wpaspInitOnDocReady || []; window.wpaspInitOnDocReady.push(asp_data_%1$s);',
				$uniq_id,
				wp_json_encode( $button_data )
			),
			'before'
		);
		$amount = '';
		if ( $custom ) {
			$amount = sprintf(
				'<label class="asp_product_amount_label" for="stripeAmount_%1$s">%2$s</label> <input type="text" inputmode="decimal" id="stripeAmount_%1$s" class="asp_product_amount_input" name="stripeAmount" value="" />',
				esc_attr( $uniq_id ),
				esc_html__( 'Amount', 'shop-islands' )
			);
		}
		return sprintf(
			'<div class="asp_product_buy_btn_container"><form id="asp_ng_form_%1$s" class="asp-stripe-form" method="post" action="">%2$s<div id="error_explanation_%1$s" class="asp_ng_error_explanation" role="alert"></div><input type="hidden" name="asp_product_id" value="%3$d" /><div class="asp-child-hidden-fields"></div><button id="asp_ng_button_%1$s" type="submit" class="asp_product_buy_btn" disabled>%4$s</button></form></div>',
			esc_attr( $uniq_id ),
			$amount, // Escaped above.
			$product_id,
			esc_html( (string) $atts['label'] )
		);
	}
}
