<?php
/**
 * Which widgets belong on the current front-end page.
 *
 * @package ShopIslands
 */

defined( 'ABSPATH' ) || exit;

/**
 * Page rules: storefront when a storefront behaviour is switched on (none is by default: the theme's own
 * scripts stay in charge); tracking where the page carries settings for one of its parts and no legacy
 * tracking script of the page runs instead (with 'Replace legacy scripts', it takes their place). Live search
 * and buy-now are enqueued by the markup that needs them; checkout wherever WooCommerce's checkout, cart or
 * address scripts would run and it replaces them, payments wherever the Stripe Gateway's UPE script would serve
 * a payment form and it replaces it, express checkout wherever the Stripe Gateway's express script would run
 * (Shop_Islands_Legacy).
 */
class Shop_Islands_Page_Rules {

	/**
	 * WooCommerce facts.
	 *
	 * @var Shop_Islands_Woo
	 */
	private $woo;

	/**
	 * Settings.
	 *
	 * @var Shop_Islands_Options
	 */
	private $options;

	/**
	 * Legacy script replacement (whether a legacy script serves the page instead).
	 *
	 * @var Shop_Islands_Legacy
	 */
	private $legacy;

	/**
	 * Tracking settings (whether the page carries any).
	 *
	 * @var Shop_Islands_Tracking_Settings
	 */
	private $tracking;

	/**
	 * Constructor.
	 *
	 * @param Shop_Islands_Woo               $woo      WooCommerce facts.
	 * @param Shop_Islands_Options           $options  Settings.
	 * @param Shop_Islands_Legacy            $legacy   Legacy script replacement.
	 * @param Shop_Islands_Tracking_Settings $tracking Tracking settings.
	 */
	public function __construct( Shop_Islands_Woo $woo, Shop_Islands_Options $options, Shop_Islands_Legacy $legacy, Shop_Islands_Tracking_Settings $tracking ) {
		$this->woo      = $woo;
		$this->options  = $options;
		$this->legacy   = $legacy;
		$this->tracking = $tracking;
	}

	/**
	 * Widgets the current page needs before any markup is rendered.
	 *
	 * @return string[]
	 */
	public function widgets_for_request(): array {
		if ( is_admin() ) {
			return array();
		}
		$widgets = array() === $this->options->storefront_features() ? array() : array( 'storefront' );
		if ( ! $this->legacy->legacy_runs( 'tracking' ) && $this->tracking->page_has_settings() ) {
			$widgets[] = 'tracking';
		}
		return $widgets;
	}
}
