<?php
/**
 * Settings page under WooCommerce → Shop Islands (Settings → Shop Islands without WooCommerce).
 *
 * @package ShopIslands
 */

defined( 'ABSPATH' ) || exit;

/**
 * Settings API page: widgets on/off, replace-legacy toggles, search box options (SPEC 3.2).
 */
class Shop_Islands_Admin {

	const PAGE  = 'shop-islands';
	const GROUP = 'shop_islands';

	/**
	 * Settings.
	 *
	 * @var Shop_Islands_Options
	 */
	private $options;

	/**
	 * Constructor.
	 *
	 * @param Shop_Islands_Options $options Settings.
	 */
	public function __construct( Shop_Islands_Options $options ) {
		$this->options = $options;
	}

	/**
	 * Capability needed to change the settings.
	 */
	public function capability(): string {
		return class_exists( 'WooCommerce' ) ? 'manage_woocommerce' : 'manage_options';
	}

	/**
	 * Registers the option with its sanitize callback (admin_init).
	 */
	public function register_setting() {
		register_setting(
			self::GROUP,
			Shop_Islands_Options::OPTION,
			array(
				'type'              => 'array',
				'sanitize_callback' => array( 'Shop_Islands_Options', 'sanitize' ),
				'default'           => Shop_Islands_Options::defaults(),
				'show_in_rest'      => false,
			)
		);
	}

	/**
	 * Adds the menu item (admin_menu).
	 */
	public function add_page() {
		$parent = class_exists( 'WooCommerce' ) ? 'woocommerce' : 'options-general.php';
		add_submenu_page( $parent, __( 'Shop Islands', 'shop-islands' ), __( 'Shop Islands', 'shop-islands' ), $this->capability(), self::PAGE, array( $this, 'render' ) );
	}

	/**
	 * The settings page.
	 */
	public function render() {
		if ( ! current_user_can( $this->capability() ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to manage these settings.', 'shop-islands' ), 403 );
		}
		$settings = $this->options->all();
		$name     = Shop_Islands_Options::OPTION;
		$labels   = array(
			'storefront'       => __( 'Storefront', 'shop-islands' ),
			'live-search'      => __( 'Live search', 'shop-islands' ),
			'buy-now'          => __( 'Buy now', 'shop-islands' ),
			'checkout'         => __( 'Checkout', 'shop-islands' ),
			'payments'         => __( 'Payments', 'shop-islands' ),
			'express-checkout' => __( 'Express checkout', 'shop-islands' ),
			'tracking'         => __( 'Tracking', 'shop-islands' ),
		);
		$flags    = array(
			'show_loader'   => __( 'Show loader', 'shop-islands' ),
			'show_more'     => __( "Show 'View all results'", 'shop-islands' ),
			'show_page'     => __( 'Show the results page on submit', 'shop-islands' ),
			'show_clear'    => __( 'Show clear button', 'shop-islands' ),
			'ajax_search'   => __( 'Live (AJAX) suggestions', 'shop-islands' ),
			'mobile_screen' => __( 'Full-screen search on mobile', 'shop-islands' ),
			'use_analytics' => __( 'Send searches to analytics', 'shop-islands' ),
		);
		echo '<div class="wrap"><h1>' . esc_html__( 'Shop Islands', 'shop-islands' ) . '</h1>';
		settings_errors();
		echo '<form method="post" action="' . esc_url( admin_url( 'options.php' ) ) . '">';
		settings_fields( self::GROUP );
		echo '<h2>' . esc_html__( 'Widgets', 'shop-islands' ) . '</h2><table class="form-table" role="presentation"><tbody>';
		foreach ( $labels as $widget => $label ) {
			echo '<tr><th scope="row">' . esc_html( $label ) . '</th><td><fieldset>';
			$this->checkbox( "{$name}[widgets][{$widget}]", "si-widget-{$widget}", ! empty( $settings['widgets'][ $widget ] ), __( 'On', 'shop-islands' ) );
			if ( isset( Shop_Islands_Options::LEGACY_HANDLES[ $widget ] ) ) {
				echo '<br />';
				$this->checkbox(
					"{$name}[replace_legacy][{$widget}]",
					"si-legacy-{$widget}",
					! empty( $settings['replace_legacy'][ $widget ] ),
					/* translators: %s: script handles */
					sprintf( __( 'Replace legacy scripts (%s)', 'shop-islands' ), implode( ', ', Shop_Islands_Options::LEGACY_HANDLES[ $widget ] ) )
				);
			}
			echo '</fieldset></td></tr>';
		}
		echo '</tbody></table><h2>' . esc_html__( 'Search box', 'shop-islands' ) . '</h2><table class="form-table" role="presentation"><tbody>';
		$this->number_row( "{$name}[search][min_chars]", 'si-search-min-chars', __( 'Minimum characters', 'shop-islands' ), (int) $settings['search']['min_chars'], 1, 20 );
		$this->number_row( "{$name}[search][timeout]", 'si-search-timeout', __( 'Typing delay (ms)', 'shop-islands' ), (int) $settings['search']['timeout'], 100, 5000 );
		echo '<tr><th scope="row"><label for="si-search-placeholder">' . esc_html__( 'Placeholder', 'shop-islands' ) . '</label></th><td><input type="text" class="regular-text" id="si-search-placeholder" name="' . esc_attr( "{$name}[search][placeholder]" ) . '" value="' . esc_attr( $settings['search']['placeholder'] ) . '" /></td></tr>';
		echo '<tr><th scope="row"><label for="si-search-buttons-order">' . esc_html__( 'Search button', 'shop-islands' ) . '</label></th><td><select id="si-search-buttons-order" name="' . esc_attr( "{$name}[search][buttons_order]" ) . '">';
		foreach ( array(
			'1' => __( 'None', 'shop-islands' ),
			'2' => __( 'After the field', 'shop-islands' ),
			'3' => __( 'Before the field', 'shop-islands' ),
		) as $value => $label ) {
			echo '<option value="' . esc_attr( $value ) . '"' . selected( $settings['search']['buttons_order'], $value, false ) . '>' . esc_html( $label ) . '</option>';
		}
		echo '</select></td></tr><tr><th scope="row">' . esc_html__( 'Options', 'shop-islands' ) . '</th><td><fieldset>';
		foreach ( $flags as $flag => $label ) {
			$this->checkbox( "{$name}[search][{$flag}]", 'si-search-' . str_replace( '_', '-', $flag ), ! empty( $settings['search'][ $flag ] ), $label );
			echo '<br />';
		}
		echo '</fieldset></td></tr></tbody></table>';
		submit_button();
		echo '</form></div>';
	}

	/**
	 * Prints a labelled checkbox.
	 *
	 * @param string $name    Field name.
	 * @param string $id      Field id.
	 * @param bool   $checked State.
	 * @param string $label   Label text.
	 */
	private function checkbox( string $name, string $id, bool $checked, string $label ) {
		printf(
			'<label for="%1$s"><input type="checkbox" id="%1$s" name="%2$s" value="1"%3$s /> %4$s</label>',
			esc_attr( $id ),
			esc_attr( $name ),
			checked( $checked, true, false ),
			esc_html( $label )
		);
	}

	/**
	 * Prints a number input row.
	 *
	 * @param string $name  Field name.
	 * @param string $id    Field id.
	 * @param string $label Label text.
	 * @param int    $value Current value.
	 * @param int    $min   Minimum.
	 * @param int    $max   Maximum.
	 */
	private function number_row( string $name, string $id, string $label, int $value, int $min, int $max ) {
		printf(
			'<tr><th scope="row"><label for="%1$s">%2$s</label></th><td><input type="number" id="%1$s" name="%3$s" value="%4$d" min="%5$d" max="%6$d" /></td></tr>',
			esc_attr( $id ),
			esc_html( $label ),
			esc_attr( $name ),
			$value,
			$min,
			$max
		);
	}
}
