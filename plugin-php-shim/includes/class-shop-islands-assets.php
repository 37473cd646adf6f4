<?php
/**
 * Registers the widget bundles, prints them as ES modules and attaches their settings.
 *
 * @package ShopIslands
 */

defined( 'ABSPATH' ) || exit;

/**
 * Script registration, `type="module"` printing (works on WordPress 6.1, before the script-modules API)
 * and per-widget settings.
 */
class Shop_Islands_Assets {

	const HANDLE_PREFIX = 'shop-islands-';

	/**
	 * Built bundles.
	 *
	 * @var Shop_Islands_Manifest
	 */
	private $manifest;

	/**
	 * Settings.
	 *
	 * @var Shop_Islands_Options
	 */
	private $options;

	/**
	 * Settings builders keyed by widget name.
	 *
	 * @var array
	 */
	private $builders;

	/**
	 * Widgets whose settings were already attached this request.
	 *
	 * @var array
	 */
	private $attached = array();

	/**
	 * Inline globals already printed this request: one two widgets share (shopIslandsStoreApi) is printed once.
	 *
	 * @var array
	 */
	private $inline_printed = array();

	/**
	 * Whether translations for the site's language are installed (null until looked up).
	 *
	 * @var bool|null
	 */
	private $translated = null;

	/**
	 * WooCommerce's page conditionals.
	 *
	 * @var Shop_Islands_Woo
	 */
	private $woo;

	/**
	 * Shared chunks already preloaded this request.
	 *
	 * @var array
	 */
	private $preloaded = array();

	/**
	 * Constructor.
	 *
	 * @param Shop_Islands_Manifest $manifest Built bundles.
	 * @param Shop_Islands_Options  $options  Settings.
	 * @param array                 $builders Settings builders keyed by widget (objects with a globals() method).
	 * @param Shop_Islands_Woo      $woo      WooCommerce's page conditionals (which page a widget built per page serves).
	 */
	public function __construct( Shop_Islands_Manifest $manifest, Shop_Islands_Options $options, array $builders, Shop_Islands_Woo $woo ) {
		$this->manifest = $manifest;
		$this->options  = $options;
		$this->builders = $builders;
		$this->woo      = $woo;
	}

	/**
	 * Script handle of a widget.
	 *
	 * @param string $widget Widget name.
	 */
	public static function handle( string $widget ): string {
		return self::HANDLE_PREFIX . $widget;
	}

	/**
	 * Whether the widget is built and switched on.
	 *
	 * @param string $widget Widget name.
	 */
	public function available( string $widget ): bool {
		return null !== $this->manifest->widget( $widget ) && $this->options->widget_enabled( $widget );
	}

	/**
	 * Registers every bundle listed in the manifest (wp_enqueue_scripts, after themes and WooCommerce).
	 */
	public function register_all() {
		foreach ( array_keys( $this->manifest->widgets() ) as $widget ) {
			$this->register( $widget );
		}
	}

	/**
	 * Enqueues a widget with its settings; safe to call more than once and after wp_head (prints in the footer).
	 *
	 * @param string $widget Widget name.
	 */
	public function enqueue( string $widget ) {
		if ( is_admin() || ! $this->available( $widget ) ) {
			return;
		}
		$this->register( $widget );
		$handle = self::handle( $widget );
		wp_enqueue_script( $handle );
		if ( wp_style_is( $handle, 'registered' ) ) {
			wp_enqueue_style( $handle );
		}
		// This page's own stylesheet (checkout's pickers' styles, only on the pages that render pickers).
		$page_style = $this->manifest->page_style( $widget, $this->woo->built_page() );
		if ( null !== $page_style ) {
			wp_enqueue_style( $handle . '-page', $this->manifest->url( $page_style ), array(), $this->manifest->file_hash( $page_style, $this->manifest->widget( $widget )['hash'] ) );
		}
		$this->attach_settings( $widget );
	}

	/**
	 * Points an enqueued widget's script at another build of its entry (manifest `variants`), when the build has one
	 * (then true).
	 *
	 * @param string $widget  Widget name.
	 * @param string $variant Variant name (buy-now: 'same-origin', 'loader').
	 */
	public function use_variant( string $widget, string $variant ): bool {
		$file   = $this->manifest->variant( $widget, $variant );
		$script = wp_scripts()->query( self::handle( $widget ), 'registered' );
		if ( null === $file || ! $script ) {
			return false;
		}
		$script->src = $this->manifest->url( $file );
		$script->ver = $this->manifest->file_hash( $file, (string) $script->ver );
		return true;
	}

	/**
	 * The address a registered widget's script is printed with (its version in the query), or '' when not registered.
	 *
	 * @param string $widget Widget name.
	 */
	public function script_url( string $widget ): string {
		$script = wp_scripts()->query( self::handle( $widget ), 'registered' );
		return $script ? add_query_arg( 'ver', (string) $script->ver, (string) $script->src ) : '';
	}

	/**
	 * Adds an inline script before a widget's bundle.
	 *
	 * @param string $widget Widget name.
	 * @param string $code   JavaScript.
	 */
	public function add_before( string $widget, string $code ) {
		wp_add_inline_script( self::handle( $widget ), $code, 'before' );
	}

	/**
	 * Filter script_loader_tag: prints our bundles with type="module" and preloads their shared chunks, and on a page
	 * a widget is built for page by page (checkout, order-pay, cart, account addresses) that page's own files.
	 *
	 * @param string $tag    The tag WordPress built (may include translations and inline scripts).
	 * @param string $handle Script handle.
	 * @return string
	 */
	public function module_tag( $tag, $handle ) {
		if ( ! is_string( $tag ) || ! is_string( $handle ) || 0 !== strpos( $handle, self::HANDLE_PREFIX ) ) {
			return $tag;
		}
		$widget = substr( $handle, strlen( self::HANDLE_PREFIX ) );
		$entry  = $this->manifest->widget( $widget );
		if ( null === $entry ) {
			return $tag;
		}
		$id     = preg_quote( $handle . '-js', '/' );
		$tag    = preg_replace_callback(
			'/<script\b[^>]*\sid=([\'"])' . $id . '\1[^>]*>/',
			static function ( array $match ): string {
				$open = preg_replace( '/\stype=([\'"])[^\'"]*\1/', '', $match[0] );
				return preg_replace( '/^<script\b/', '<script type="module"', $open );
			},
			$tag
		);
		return $this->preload_links( array_merge( $entry['imports'], $this->manifest->page_files( $widget, $this->woo->built_page() ) ) ) . $tag;
	}

	/**
	 * Registers one widget's script and style.
	 *
	 * @param string $widget Widget name.
	 */
	private function register( string $widget ) {
		$entry  = $this->manifest->widget( $widget );
		$handle = self::handle( $widget );
		if ( null === $entry || wp_script_is( $handle, 'registered' ) ) {
			return;
		}
		$translated = $this->has_translations();
		wp_register_script( $handle, $this->manifest->url( $entry['js'] ), $this->dependencies( $widget, $translated ), $entry['hash'], true );
		if ( $translated ) {
			wp_set_script_translations( $handle, 'shop-islands', SHOP_ISLANDS_DIR . 'languages' );
		}
		if ( null !== $entry['css'] ) {
			wp_register_style( $handle, $this->manifest->url( $entry['css'] ), array(), $this->manifest->file_hash( $entry['css'], $entry['hash'] ) );
		}
	}

	/**
	 * Host-page dependencies of a widget. The bundles are modules, which run after every classic script
	 * of the page, so they need no jQuery of their own: they use the page's when it has one. WordPress's
	 * i18n script is only needed to bring translations; in English the bundles' own texts are the
	 * translations. Optional ones are declared only when the page registers them, because WordPress
	 * drops a script whose dependency is missing.
	 *
	 * @param string $widget     Widget name.
	 * @param bool   $translated Whether translations for the site's language are installed.
	 * @return string[]
	 */
	private function dependencies( string $widget, bool $translated ): array {
		$deps     = $translated ? array( 'wp-i18n' ) : array();
		$optional = array(
			'checkout'   => array( 'jquery' ),
			'storefront' => array( 'slick' ),
		);
		foreach ( isset( $optional[ $widget ] ) ? $optional[ $widget ] : array() as $handle ) {
			if ( wp_script_is( $handle, 'registered' ) ) {
				$deps[] = $handle;
			}
		}
		return $deps;
	}

	/**
	 * Whether the plugin has script translations for the site's language (languages/shop-islands-{locale}-*.json).
	 */
	private function has_translations(): bool {
		if ( null === $this->translated ) {
			$locale           = determine_locale();
			$this->translated = 'en_US' !== $locale && array() !== (array) glob( SHOP_ISLANDS_DIR . 'languages/shop-islands-' . $locale . '-*.json' );
		}
		return $this->translated;
	}

	/**
	 * Prints the widget's settings under the global names it reads, once per request.
	 *
	 * @param string $widget Widget name.
	 */
	private function attach_settings( string $widget ) {
		if ( isset( $this->attached[ $widget ] ) || ! isset( $this->builders[ $widget ] ) ) {
			return;
		}
		$this->attached[ $widget ] = true;
		$handle                    = self::handle( $widget );
		$globals                   = $this->builders[ $widget ]->globals();
		foreach ( $globals['localize'] as $name => $data ) {
			wp_localize_script( $handle, $name, $data );
		}
		foreach ( $globals['inline'] as $name => $data ) {
			if ( isset( $this->inline_printed[ $name ] ) ) {
				continue;
			}
			$this->inline_printed[ $name ] = true;
			// Hex-escaped < > &: a setting holding `<!--<script` or `</script>` cannot end the element or swallow the page after it.
			wp_add_inline_script( $handle, sprintf( 'var %s = %s;', $name, wp_json_encode( $data, JSON_HEX_TAG | JSON_HEX_AMP ) ), 'before' );
		}
	}

	/**
	 * `<link rel="modulepreload">` tags for chunks not yet preloaded.
	 *
	 * @param string[] $imports Chunk files relative to dist/.
	 */
	private function preload_links( array $imports ): string {
		$links = '';
		foreach ( $imports as $file ) {
			if ( isset( $this->preloaded[ $file ] ) ) {
				continue;
			}
			$this->preloaded[ $file ] = true;
			$links                   .= sprintf( "<link rel=\"modulepreload\" href=\"%s\" />\n", esc_url( $this->manifest->url( $file ) ) );
		}
		return $links;
	}
}
