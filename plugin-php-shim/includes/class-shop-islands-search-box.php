<?php
/**
 * The live search box: Advanced Woo Search's markup, rendered by a shortcode, widget or template tag.
 *
 * @package ShopIslands
 */

defined( 'ABSPATH' ) || exit;

/**
 * Renders `[shop_islands_search]`, and enqueues the live-search widget wherever a box is printed: ours,
 * and every Advanced Woo Search box (shortcode, widget, seamless theme box) when the widget replaces
 * AWS's script. While AWS's own script runs ('Replace legacy scripts' off) it serves every box, ours
 * included, and the widget is not loaded: a term is never searched twice.
 */
class Shop_Islands_Search_Box {

	/**
	 * Settings.
	 *
	 * @var Shop_Islands_Options
	 */
	private $options;

	/**
	 * Bundles.
	 *
	 * @var Shop_Islands_Assets
	 */
	private $assets;

	/**
	 * Legacy script replacement.
	 *
	 * @var Shop_Islands_Legacy
	 */
	private $legacy;

	/**
	 * Boxes rendered so far (for unique field ids).
	 *
	 * @var int
	 */
	private $count = 0;

	/**
	 * Constructor.
	 *
	 * @param Shop_Islands_Options $options Settings.
	 * @param Shop_Islands_Assets  $assets  Bundles.
	 * @param Shop_Islands_Legacy  $legacy  Legacy script replacement.
	 */
	public function __construct( Shop_Islands_Options $options, Shop_Islands_Assets $assets, Shop_Islands_Legacy $legacy ) {
		$this->options = $options;
		$this->assets  = $assets;
		$this->legacy  = $legacy;
	}

	/**
	 * Filter aws_searchbox_markup: Advanced Woo Search printed a box (shortcode, widget, seamless theme box).
	 *
	 * @param string $markup The box.
	 * @return string
	 */
	public function after_aws_box( $markup ) {
		if ( $this->legacy->replaces( 'live-search' ) ) {
			$this->assets->enqueue( 'live-search' );
		}
		return $markup;
	}

	/**
	 * Who answers our boxes: Advanced Woo Search's `aws_action` while AWS is active, else WooCommerce's own
	 * product search through the Store API's public products route (GET, no nonce, cacheable; the engine behind
	 * the store's product search, ElasticPress included, answers it).
	 *
	 * @return string 'aws' or 'store-api'.
	 */
	public static function source(): string {
		return class_exists( 'AWS_Main' ) ? 'aws' : 'store-api';
	}

	/**
	 * Shortcode callback.
	 *
	 * @param array|string $atts Shortcode attributes.
	 */
	public function shortcode( $atts ): string {
		$atts = shortcode_atts(
			array(
				'placeholder' => '',
				'id'          => '',
			),
			is_array( $atts ) ? $atts : array(),
			'shop_islands_search'
		);
		return $this->render( $atts );
	}

	/**
	 * Box markup; enqueues the widget.
	 *
	 * @param array $args placeholder, id.
	 */
	public function render( array $args ): string {
		if ( ! $this->legacy->legacy_runs( 'live-search' ) ) {
			$this->assets->enqueue( 'live-search' );
		}
		++$this->count;
		$search      = $this->options->search();
		$placeholder = ! empty( $args['placeholder'] ) ? (string) $args['placeholder'] : ( '' !== $search['placeholder'] ? $search['placeholder'] : __( 'Search', 'shop-islands' ) );
		$field_id    = ! empty( $args['id'] ) ? sanitize_html_class( (string) $args['id'] ) : 'aws-search-field-' . $this->count;
		$flag        = static function ( bool $on ): string {
			return $on ? 'true' : 'false';
		};
		$lang        = function_exists( 'determine_locale' ) ? substr( determine_locale(), 0, 2 ) : '';
		$store_api   = 'store-api' === self::source();
		$attributes  = array(
			'data-url'           => esc_url( $store_api ? rest_url( 'wc/store/v1/products' ) : admin_url( 'admin-ajax.php' ) ),
			'data-source'        => $store_api ? 'store-api' : 'aws',
			'data-siteurl'       => esc_url( home_url() ),
			'data-lang'          => esc_attr( $lang ),
			'data-show-loader'   => $flag( $search['show_loader'] ),
			'data-show-more'     => $flag( $search['show_more'] ),
			'data-show-page'     => $flag( $search['show_page'] ),
			'data-ajax-search'   => $flag( $search['ajax_search'] ),
			'data-show-clear'    => $flag( $search['show_clear'] ),
			'data-mobile-screen' => $flag( $search['mobile_screen'] ),
			'data-use-analytics' => $flag( $search['use_analytics'] ),
			'data-min-chars'     => esc_attr( (string) $search['min_chars'] ),
			'data-buttons-order' => esc_attr( $search['buttons_order'] ),
			'data-timeout'       => esc_attr( (string) $search['timeout'] ),
			'data-is-mobile'     => $flag( wp_is_mobile() ),
			'data-page-id'       => esc_attr( (string) get_queried_object_id() ),
			'data-tax'           => '',
		);
		$attr_html   = '';
		foreach ( $attributes as $name => $value ) {
			$attr_html .= sprintf( ' %s="%s"', $name, $value );
		}
		$button = '';
		if ( '1' !== $search['buttons_order'] ) {
			$button = '<div class="aws-search-btn aws-form-btn"><span class="aws-search-btn_icon"><svg focusable="false" aria-hidden="true" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24px"><path d="M15.5 14h-.79l-.28-.27A6.47 6.47 0 0 0 16 9.5 6.5 6.5 0 1 0 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19l-4.99-5zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14z"></path></svg></span></div>';
		}
		return '<div class="aws-container"' . $attr_html . '>'
			. '<form class="aws-search-form" action="' . esc_url( home_url( '/' ) ) . '" method="get" role="search">'
			. '<div class="aws-wrapper">'
			. '<label class="aws-search-label" for="' . esc_attr( $field_id ) . '">' . esc_html( $placeholder ) . '</label>'
			. '<input type="search" name="s" id="' . esc_attr( $field_id ) . '" value="' . esc_attr( get_search_query() ) . '" class="aws-search-field" placeholder="' . esc_attr( $placeholder ) . '" autocomplete="off" />'
			. '<input type="hidden" name="post_type" value="product">'
			. '<input type="hidden" name="type_aws" value="true">'
			. '<div class="aws-search-clear"><span aria-label="' . esc_attr__( 'Clear Search', 'shop-islands' ) . '">&times;</span></div>'
			. '<div class="aws-loader"></div>'
			. '</div>'
			. $button
			. '</form></div>';
	}
}
