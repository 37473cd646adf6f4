<?php
/**
 * Settings page under WooCommerce → Shop Islands (Settings → Shop Islands without WooCommerce).
 *
 * @package ShopIslands
 */

defined( 'ABSPATH' ) || exit;

/**
 * Settings API page: the built widgets on/off with their replace-legacy toggles, storefront behaviours,
 * search box options (SPEC 3.2). A refused value shows its error at the top and beside its field.
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
	 * Built bundles: only widgets that exist are offered.
	 *
	 * @var Shop_Islands_Manifest
	 */
	private $manifest;

	/**
	 * Settings errors of this request, by code (a field id).
	 *
	 * @var array
	 */
	private $field_errors = array();

	/**
	 * Constructor.
	 *
	 * @param Shop_Islands_Options  $options  Settings.
	 * @param Shop_Islands_Manifest $manifest Built bundles.
	 */
	public function __construct( Shop_Islands_Options $options, Shop_Islands_Manifest $manifest ) {
		$this->options  = $options;
		$this->manifest = $manifest;
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
	 * The menu the page sits under: WooCommerce, or Settings without it.
	 */
	private function parent(): string {
		return class_exists( 'WooCommerce' ) ? 'woocommerce' : 'options-general.php';
	}

	/**
	 * Adds the menu item (admin_menu).
	 */
	public function add_page() {
		add_submenu_page( $this->parent(), __( 'Shop Islands', 'shop-islands' ), __( 'Shop Islands', 'shop-islands' ), $this->capability(), self::PAGE, array( $this, 'render' ) );
	}

	/**
	 * The settings page.
	 */
	public function render() {
		if ( ! current_user_can( $this->capability() ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to manage these settings.', 'shop-islands' ), 403 );
		}
		foreach ( get_settings_errors( Shop_Islands_Options::OPTION ) as $error ) {
			$this->field_errors[ $error['code'] ] = $error['message'];
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
		$features = array(
			'theme'               => __( 'Theme behaviours (header toggles, sub-menus, side cart, slider, reveal) for themes built on Shop Islands markup. Leave off on Storefront and other themes that ship their own.', 'shop-islands' ),
			'adaptive_background' => __( "Adaptive product background: the product summary takes the colour of its main image (restyles the summary as a card; check it suits your theme).", 'shop-islands' ),
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
		$built    = array_values( array_filter( Shop_Islands_Options::WIDGETS, array( $this->manifest, 'has_widget' ) ) );
		echo '<div class="wrap"><h1>' . esc_html__( 'Shop Islands', 'shop-islands' ) . '</h1>';
		if ( 'options-general.php' !== $this->parent() ) {
			// Under Settings, WordPress prints the settings messages itself.
			settings_errors();
		}
		echo '<form method="post" action="' . esc_url( admin_url( 'options.php' ) ) . '">';
		settings_fields( self::GROUP );
		echo '<h2>' . esc_html__( 'Widgets', 'shop-islands' ) . '</h2>';
		if ( array() === $built ) {
			echo '<p>' . esc_html__( 'No widget bundles are installed: the plugin package is incomplete. Reinstall it from its zip.', 'shop-islands' ) . '</p>';
		}
		echo '<table class="form-table" role="presentation"><tbody>';
		foreach ( $built as $widget ) {
			echo '<tr><th scope="row">' . esc_html( $labels[ $widget ] ) . '</th><td><fieldset><legend class="screen-reader-text">' . esc_html( $labels[ $widget ] ) . '</legend>';
			$this->shown( 'widgets', $widget );
			$this->checkbox( "{$name}[widgets][{$widget}]", "si-widget-{$widget}", ! empty( $settings['widgets'][ $widget ] ), __( 'On', 'shop-islands' ) );
			if ( isset( Shop_Islands_Options::LEGACY_HANDLES[ $widget ] ) ) {
				echo '<br />';
				$this->shown( 'replace_legacy', $widget );
				$this->checkbox(
					"{$name}[replace_legacy][{$widget}]",
					"si-legacy-{$widget}",
					! empty( $settings['replace_legacy'][ $widget ] ),
					/* translators: %s: script handles */
					sprintf( __( 'Replace legacy scripts (%s)', 'shop-islands' ), implode( ', ', Shop_Islands_Options::LEGACY_HANDLES[ $widget ] ) )
				);
				if ( 'payments' === $widget ) {
					echo '<br /><span class="description">' . esc_html__( 'Only with the checkout\'s legacy scripts replaced too: the payment forms place their orders through the checkout widget.', 'shop-islands' ) . '</span>';
				}
			}
			if ( 'storefront' === $widget ) {
				foreach ( $features as $feature => $label ) {
					echo '<br />';
					$this->shown( 'storefront', $feature );
					$this->checkbox( "{$name}[storefront][{$feature}]", 'si-storefront-' . str_replace( '_', '-', $feature ), ! empty( $settings['storefront'][ $feature ] ), $label );
				}
			}
			echo '</fieldset></td></tr>';
		}
		echo '</tbody></table>';
		if ( in_array( 'live-search', $built, true ) ) {
			$source = 'aws' === Shop_Islands_Search_Box::source()
				? __( "Search boxes answer from Advanced Woo Search (its aws_action request): it is active.", 'shop-islands' )
				: __( "Search boxes answer from WooCommerce's own product search (the Store API's products route): Advanced Woo Search is not active.", 'shop-islands' );
			echo '<h2>' . esc_html__( 'Search box', 'shop-islands' ) . '</h2><p id="si-search-source">' . esc_html( $source ) . '</p><table class="form-table" role="presentation"><tbody>';
			$this->number_row( "{$name}[search][min_chars]", 'min_chars', __( 'Minimum characters', 'shop-islands' ), (int) $settings['search']['min_chars'], Shop_Islands_Options::MIN_CHARS );
			$this->number_row( "{$name}[search][timeout]", 'timeout', __( 'Typing delay (ms)', 'shop-islands' ), (int) $settings['search']['timeout'], Shop_Islands_Options::TIMEOUT );
			$id = Shop_Islands_Options::field_id( 'placeholder' );
			echo '<tr><th scope="row"><label for="' . esc_attr( $id ) . '">' . esc_html__( 'Placeholder', 'shop-islands' ) . '</label></th><td><input type="text" class="regular-text" id="' . esc_attr( $id ) . '" name="' . esc_attr( "{$name}[search][placeholder]" ) . '" value="' . esc_attr( $settings['search']['placeholder'] ) . '" maxlength="100"' . $this->error_attributes( $id ) . ' />' . $this->error_text( $id ) . '</td></tr>'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in the helpers.
			$id = Shop_Islands_Options::field_id( 'buttons_order' );
			echo '<tr><th scope="row"><label for="' . esc_attr( $id ) . '">' . esc_html__( 'Search button', 'shop-islands' ) . '</label></th><td><select id="' . esc_attr( $id ) . '" name="' . esc_attr( "{$name}[search][buttons_order]" ) . '"' . $this->error_attributes( $id ) . '>'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in the helper.
			foreach ( array(
				'1' => __( 'None', 'shop-islands' ),
				'2' => __( 'After the field', 'shop-islands' ),
				'3' => __( 'Before the field', 'shop-islands' ),
			) as $value => $label ) {
				echo '<option value="' . esc_attr( $value ) . '"' . selected( $settings['search']['buttons_order'], $value, false ) . '>' . esc_html( $label ) . '</option>';
			}
			echo '</select>' . $this->error_text( $id ) . '</td></tr><tr><th scope="row">' . esc_html__( 'Options', 'shop-islands' ) . '</th><td><fieldset><legend class="screen-reader-text">' . esc_html__( 'Options', 'shop-islands' ) . '</legend>'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in the helper.
			foreach ( $flags as $flag => $label ) {
				$this->checkbox( "{$name}[search][{$flag}]", Shop_Islands_Options::field_id( $flag ), ! empty( $settings['search'][ $flag ] ), $label );
				echo '<br />';
			}
			echo '</fieldset></td></tr></tbody></table>';
		}
		submit_button();
		echo '</form></div>';
	}

	/**
	 * Names a switch as shown, so saving the form changes it (switches of widgets not built are kept).
	 *
	 * @param string $group Settings group.
	 * @param string $key   Switch key.
	 */
	private function shown( string $group, string $key ) {
		printf( '<input type="hidden" name="%s[shown][]" value="%s" />', esc_attr( Shop_Islands_Options::OPTION ), esc_attr( "$group:$key" ) );
	}

	/**
	 * aria-invalid and aria-describedby for a field whose value was refused.
	 *
	 * @param string $id Field id.
	 */
	private function error_attributes( string $id ): string {
		return isset( $this->field_errors[ $id ] ) ? sprintf( ' aria-invalid="true" aria-describedby="%s"', esc_attr( "$id-error" ) ) : '';
	}

	/**
	 * The refused value's message, beside its field.
	 *
	 * @param string $id Field id.
	 */
	private function error_text( string $id ): string {
		return isset( $this->field_errors[ $id ] ) ? sprintf( '<p class="description shop-islands-field-error" id="%s" style="color:#b32d2e"><strong>%s</strong></p>', esc_attr( "$id-error" ), esc_html( $this->field_errors[ $id ] ) ) : '';
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
	 * @param string $key   Search option key.
	 * @param string $label Label text.
	 * @param int    $value Current value.
	 * @param int[]  $range Lowest and highest allowed.
	 */
	private function number_row( string $name, string $key, string $label, int $value, array $range ) {
		$id = Shop_Islands_Options::field_id( $key );
		printf(
			'<tr><th scope="row"><label for="%1$s">%2$s</label></th><td><input type="number" id="%1$s" name="%3$s" value="%4$d" min="%5$d" max="%6$d" step="1"%7$s />%8$s</td></tr>',
			esc_attr( $id ),
			esc_html( $label ),
			esc_attr( $name ),
			$value,
			$range[0],
			$range[1],
			$this->error_attributes( $id ), // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in the helper.
			$this->error_text( $id ) // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in the helper.
		);
	}
}
