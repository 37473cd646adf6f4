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
 * (then it serves ours too, from the same settings). Replacing the handler, it also loads wherever the
 * handler would (every page), for payment box links and attach elements.
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
	 * Whether a button the widget serves was rendered on this page.
	 *
	 * @var bool
	 */
	private $has_button = false;

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
	 * Action wp_enqueue_scripts (after Stripe Payments enqueues its handler, before it is removed): where that handler
	 * would load, on every page, the widget loads in its place. Its payment box links and `asp-attach-product-{id}`
	 * elements work on any page, a menu's or a footer's too, not only beside a button.
	 */
	public function where_handler_loads() {
		if ( $this->legacy->replaced_on_page( 'buy-now' ) ) {
			$this->enqueue();
			add_action( 'wp_print_footer_scripts', array( $this, 'loader_where_no_button' ), 1 );
		}
	}

	/**
	 * Action wp_print_footer_scripts (before they are printed): on a page where no button was rendered, the widget's
	 * script becomes its loader (packages/buy-now/src/loader/), told the entry's address: the entry is fetched only when
	 * the page has a payment box link or an attach element.
	 */
	public function loader_where_no_button() {
		if ( $this->has_button ) {
			return;
		}
		$entry = $this->assets->script_url( 'buy-now' );
		if ( $this->assets->use_variant( 'buy-now', 'loader' ) ) {
			$this->assets->add_before( 'buy-now', 'var shopIslandsBuyNow = ' . wp_json_encode( array( 'entry' => $entry ), JSON_HEX_TAG | JSON_HEX_AMP ) . ';' );
		}
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
			$this->has_button = true;
			return $this->enqueue() . $output;
		}
		return $output;
	}

	/**
	 * Enqueues the widget with the `stripeHandlerNG` stand-in, once, and has the pop-up's template printed: in the
	 * footer, before the widget's script, or (a button rendered while the footer is printed) returned here, to go
	 * with that button. '' when nothing is to be printed here.
	 */
	private function enqueue(): string {
		if ( wp_script_is( Shop_Islands_Assets::handle( 'buy-now' ), 'enqueued' ) ) {
			return '';
		}
		$this->assets->enqueue( 'buy-now' );
		// Stripe Payments' payment box is on the site itself: the build without the cross-origin code serves it.
		if ( $this->settings->box_on_site() ) {
			$this->assets->use_variant( 'buy-now', 'same-origin' );
		}
		$this->assets->add_before( 'buy-now', 'window.stripeHandlerNG = window.stripeHandlerNG || function (data) { (window.wpaspInitOnDocReady = window.wpaspInitOnDocReady || []).push(data); };' );
		if ( did_action( 'wp_footer' ) ) {
			return self::popup_template();
		}
		add_action( 'wp_footer', array( $this, 'print_popup_template' ), 1 );
		return '';
	}

	/**
	 * Action wp_footer (on a page that loads the widget, before its script): prints the pop-up's template.
	 */
	public function print_popup_template() {
		echo self::popup_template(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped where built.
	}

	/**
	 * The pop-up's markup, translated, which the widget copies for each pop-up (packages/buy-now/src/view/dialog.ts;
	 * the same markup as its fixtures/popup-template.ts, checked on the real store). A dialog labelled 'Payment'
	 * holding a close button, the payment box frame and a focus guard; no whitespace between the tags (the widget
	 * copies the first node).
	 */
	private static function popup_template(): string {
		return sprintf(
			'<template id="shop-islands-buy-now-popup"><dialog class="asp-popup-iframe-cont" role="dialog" aria-label="%1$s" hidden=""><button type="button" class="asp-popup-close" aria-label="%2$s">&times;</button><iframe class="asp-popup-iframe" title="%3$s" allow="payment"></iframe><span class="asp-popup-guard" tabindex="0"></span></dialog></template>' . "\n",
			esc_attr__( 'Payment', 'shop-islands' ),
			esc_attr__( 'Close', 'shop-islands' ),
			esc_attr__( 'Payment form', 'shop-islands' )
		);
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
		$problem    = $this->product_problem( $product_id, (string) $atts['product_id'] );
		if ( '' !== $problem ) {
			// Nothing for shoppers; the reason for whoever can fix the page.
			return $this->editor_note( $problem . ' ' . __( 'Nothing is shown to shoppers here.', 'shop-islands' ) );
		}
		$thankyou = $this->thankyou_url( (string) $atts['thankyou_url'] );
		$note     = '';
		if ( null === $thankyou ) {
			$thankyou = '';
			$note     = $this->editor_note(
				sprintf(
					/* translators: %s: the thankyou_url attribute as written. */
					__( 'thankyou_url "%s" is not on this site (nor a host the allowed_redirect_hosts filter allows): shoppers go to the default thank-you page instead.', 'shop-islands' ),
					(string) $atts['thankyou_url']
				)
			);
		}
		$legacy_runs = $this->legacy->legacy_runs( 'buy-now' );
		if ( ! $legacy_runs ) {
			$this->has_button = true;
			$note             = $this->enqueue() . $note;
		}
		$uniq_id     = wp_generate_password( 9, false, false );
		$custom      = in_array( (string) $atts['custom_amount'], array( '1', 'yes', 'true' ), true );
		$button_data = $this->settings->button( $uniq_id, $product_id, $custom, $thankyou );
		wp_add_inline_script(
			$legacy_runs ? 'stripe-handler-ng' : Shop_Islands_Assets::handle( 'buy-now' ),
			sprintf(
				'var asp_data_%1$s = %2$s;' . "\n" . 'window.wpaspInitOnDocReady = window.wpaspInitOnDocReady || []; window.wpaspInitOnDocReady.push(asp_data_%1$s);',
				$uniq_id,
				// Hex-escaped < > &: Stripe Payments' settings (currency, thank-you page) cannot end the script element.
				wp_json_encode( $button_data, JSON_HEX_TAG | JSON_HEX_AMP )
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
		return $note . sprintf(
			'<div class="asp_product_buy_btn_container"><form id="asp_ng_form_%1$s" class="asp-stripe-form" method="post" action="">%2$s<div id="error_explanation_%1$s" class="asp_ng_error_explanation" role="alert"></div><input type="hidden" name="asp_product_id" value="%3$d" /><div class="asp-child-hidden-fields"></div><button id="asp_ng_button_%1$s" type="submit" class="asp_product_buy_btn" disabled>%4$s</button></form></div>',
			esc_attr( $uniq_id ),
			$amount, // Escaped above.
			$product_id,
			esc_html( (string) $atts['label'] )
		);
	}

	/**
	 * Why a product id cannot have a button ('' when it can): the button sells a published Stripe Payments
	 * product, never a draft, a deleted product or some other post (its id would open a payment box for it).
	 *
	 * @param int    $product_id The id, as a number.
	 * @param string $written    The attribute as written.
	 */
	private function product_problem( int $product_id, string $written ): string {
		$label = __( 'Shop Islands buy-now button:', 'shop-islands' );
		if ( 0 === $product_id ) {
			/* translators: %s: the product_id attribute as written. */
			return $label . ' ' . sprintf( __( 'product_id "%s" is not a product id.', 'shop-islands' ), $written );
		}
		$post = get_post( $product_id );
		if ( ! $post instanceof WP_Post ) {
			/* translators: %d: product id. */
			return $label . ' ' . sprintf( __( 'there is no product %d (deleted?).', 'shop-islands' ), $product_id );
		}
		if ( self::products_type() !== $post->post_type ) {
			$type = get_post_type_object( $post->post_type );
			/* translators: 1: id, 2: what the post is (Page, Post, …). */
			return $label . ' ' . sprintf( __( '%1$d is a %2$s, not a Stripe Payments product.', 'shop-islands' ), $product_id, $type ? $type->labels->singular_name : $post->post_type );
		}
		if ( 'publish' !== $post->post_status ) {
			if ( 'trash' === $post->post_status ) {
				/* translators: %d: product id. */
				return $label . ' ' . sprintf( __( 'product %d is in the trash.', 'shop-islands' ), $product_id );
			}
			$status = get_post_status_object( $post->post_status );
			/* translators: 1: product id, 2: its status (Draft, Pending, Scheduled, Private). */
			return $label . ' ' . sprintf( __( 'product %1$d is not published (%2$s).', 'shop-islands' ), $product_id, $status ? $status->label : $post->post_status );
		}
		return '';
	}

	/**
	 * Stripe Payments' product post type (the plugin lets it be renamed).
	 */
	private static function products_type(): string {
		return class_exists( 'ASPMain' ) && isset( ASPMain::$products_slug ) ? (string) ASPMain::$products_slug : 'asp-products';
	}

	/**
	 * The thank-you address, validated as WordPress validates a redirect (this site, or a host the
	 * allowed_redirect_hosts filter allows): '' when none was given, null when it goes elsewhere.
	 *
	 * @param string $written The attribute as written.
	 */
	private function thankyou_url( string $written ): ?string {
		if ( '' === trim( $written ) ) {
			return '';
		}
		$url = esc_url_raw( trim( $written ), array( 'http', 'https' ) );
		if ( '' === $url ) {
			return null;
		}
		$valid = wp_validate_redirect( $url, '' );
		return '' === $valid ? null : $valid;
	}

	/**
	 * A note for whoever can edit the page the shortcode is on (no one else sees it).
	 *
	 * @param string $text The note.
	 */
	private function editor_note( string $text ): string {
		$post_id  = get_the_ID();
		$can_edit = $post_id ? current_user_can( 'edit_post', $post_id ) : current_user_can( 'edit_posts' );
		if ( ! $can_edit ) {
			return '';
		}
		return '<p class="shop-islands-editor-note" role="note">' . esc_html( $text ) . ' <em>' . esc_html__( '(Only people who can edit this page see this note.)', 'shop-islands' ) . '</em></p>';
	}
}
