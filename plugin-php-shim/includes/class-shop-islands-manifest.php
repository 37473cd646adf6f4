<?php
/**
 * Reads the build's dist/manifest.json.
 *
 * @package ShopIslands
 */

defined( 'ABSPATH' ) || exit;

/**
 * The widgets and files of the built bundles.
 */
class Shop_Islands_Manifest {

	/**
	 * Parsed manifest, or null when missing or malformed.
	 *
	 * @var array|null
	 */
	private $data;

	/**
	 * Folder holding the bundles.
	 *
	 * @var string
	 */
	private $dir;

	/**
	 * URL of that folder, with a trailing slash.
	 *
	 * @var string
	 */
	private $url;

	/**
	 * Constructor.
	 *
	 * @param string $dir Folder holding manifest.json and the bundles.
	 * @param string $url URL of that folder.
	 */
	public function __construct( string $dir, string $url ) {
		$this->dir  = trailingslashit( $dir );
		$this->url  = trailingslashit( $url );
		$this->data = $this->load();
	}

	/**
	 * Whether a usable manifest was found.
	 */
	public function is_valid(): bool {
		return null !== $this->data;
	}

	/**
	 * Widget entries keyed by widget name: js, css (or null), imports, hash.
	 *
	 * @return array
	 */
	public function widgets(): array {
		return null === $this->data ? array() : $this->data['widgets'];
	}

	/**
	 * One widget's entry, or null.
	 *
	 * @param string $widget Widget name.
	 * @return array|null
	 */
	public function widget( string $widget ) {
		$widgets = $this->widgets();
		return isset( $widgets[ $widget ] ) ? $widgets[ $widget ] : null;
	}

	/**
	 * The files a widget's entry fetches at once on one page (the page's part and the chunks it imports), built on
	 * their own per page (esbuild.config.ts PAGE_BUILDS); empty for other widgets and pages.
	 *
	 * @param string $widget Widget name.
	 * @param string $page   Page name: checkout, order-pay, cart, addresses.
	 * @return string[]
	 */
	public function page_files( string $widget, string $page ): array {
		$entry = $this->widget( $widget );
		return null !== $entry && isset( $entry['pages'][ $page ] ) ? $entry['pages'][ $page ] : array();
	}

	/**
	 * A widget's stylesheet on one page, when that page's code has one (checkout: the pickers' styles, on the pages
	 * that render pickers; esbuild.config.ts PAGE_BUILDS), or null.
	 *
	 * @param string $widget Widget name.
	 * @param string $page   Page name: checkout, order-pay, cart, addresses.
	 */
	public function page_style( string $widget, string $page ) {
		$entry = $this->widget( $widget );
		return null !== $entry && isset( $entry['page_styles'][ $page ] ) ? $entry['page_styles'][ $page ] : null;
	}

	/**
	 * Another build of a widget's entry, using the same chunks (buy-now: 'same-origin', for a payment box on the site's
	 * own origin; esbuild.config.ts BUY_NOW_SAME_ORIGIN), or null.
	 *
	 * @param string $widget  Widget name.
	 * @param string $variant Variant name.
	 */
	public function variant( string $widget, string $variant ) {
		$entry = $this->widget( $widget );
		return null !== $entry && isset( $entry['variants'][ $variant ] ) ? $entry['variants'][ $variant ] : null;
	}

	/**
	 * A widget's block checkout build (`js`, the script `dependencies` it needs first, `hash`), or null.
	 *
	 * @param string $widget Widget name.
	 * @return array|null
	 */
	public function blocks_entry( string $widget ) {
		return null !== $this->data && isset( $this->data['blocks'][ $widget ] ) ? $this->data['blocks'][ $widget ] : null;
	}

	/**
	 * Whether the widget's bundle is built (settings are offered only for widgets that exist).
	 *
	 * @param string $widget Widget name.
	 */
	public function has_widget( string $widget ): bool {
		return null !== $this->widget( $widget );
	}

	/**
	 * Content hash of a file, falling back to the given value.
	 *
	 * @param string $file     File name relative to dist/.
	 * @param string $fallback Value when the file is not listed.
	 */
	public function file_hash( string $file, string $fallback ): string {
		if ( null !== $this->data && isset( $this->data['files'][ $file ]['hash'] ) && is_string( $this->data['files'][ $file ]['hash'] ) ) {
			return $this->data['files'][ $file ]['hash'];
		}
		return $fallback;
	}

	/**
	 * Public URL of a dist file.
	 *
	 * @param string $file File name relative to dist/.
	 */
	public function url( string $file ): string {
		return $this->url . ltrim( $file, '/' );
	}

	/**
	 * Reads and validates manifest.json.
	 *
	 * @return array|null
	 */
	private function load() {
		$path = $this->dir . 'manifest.json';
		if ( ! is_readable( $path ) ) {
			return null;
		}
		$decoded = json_decode( (string) file_get_contents( $path ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- local file.
		if ( ! is_array( $decoded ) || ! isset( $decoded['widgets'] ) || ! is_array( $decoded['widgets'] ) ) {
			return null;
		}
		$widgets = array();
		foreach ( $decoded['widgets'] as $name => $entry ) {
			if ( ! is_string( $name ) || ! preg_match( '/^[a-z0-9-]+$/', $name ) || ! is_array( $entry ) || empty( $entry['js'] ) || ! is_string( $entry['js'] ) || ! self::is_safe_file( $entry['js'] ) ) {
				continue;
			}
			$css       = isset( $entry['css'] ) && is_string( $entry['css'] ) && self::is_safe_file( $entry['css'] ) ? $entry['css'] : null;
			$imports   = isset( $entry['imports'] ) && is_array( $entry['imports'] ) ? array_values( array_filter( $entry['imports'], array( __CLASS__, 'is_safe_file' ) ) ) : array();
			$hash      = isset( $entry['hash'] ) && is_string( $entry['hash'] ) ? $entry['hash'] : SHOP_ISLANDS_VERSION;
			$pages     = array();
			foreach ( isset( $entry['pages'] ) && is_array( $entry['pages'] ) ? $entry['pages'] : array() as $page => $files ) {
				if ( is_string( $page ) && is_array( $files ) ) {
					$pages[ $page ] = array_values( array_filter( $files, array( __CLASS__, 'is_safe_file' ) ) );
				}
			}
			$page_styles = array();
			foreach ( isset( $entry['pageStyles'] ) && is_array( $entry['pageStyles'] ) ? $entry['pageStyles'] : array() as $page => $file ) {
				if ( is_string( $page ) && self::is_safe_file( $file ) ) {
					$page_styles[ $page ] = $file;
				}
			}
			$variants = array();
			foreach ( isset( $entry['variants'] ) && is_array( $entry['variants'] ) ? $entry['variants'] : array() as $variant => $file ) {
				if ( is_string( $variant ) && self::is_safe_file( $file ) ) {
					$variants[ $variant ] = $file;
				}
			}
			$widgets[ $name ] = array(
				'js'          => $entry['js'],
				'css'         => $css,
				'imports'     => $imports,
				'hash'        => $hash,
				'pages'       => $pages,
				'page_styles' => $page_styles,
				'variants'    => $variants,
			);
		}
		$blocks = array();
		foreach ( isset( $decoded['blocks'] ) && is_array( $decoded['blocks'] ) ? $decoded['blocks'] : array() as $name => $entry ) {
			if ( ! is_string( $name ) || ! is_array( $entry ) || ! isset( $entry['js'] ) || ! self::is_safe_file( $entry['js'] ) || ! isset( $entry['dependencies'] ) || ! is_array( $entry['dependencies'] ) ) {
				continue;
			}
			$blocks[ $name ] = array(
				'js'           => $entry['js'],
				'dependencies' => array_values( array_filter( $entry['dependencies'], 'is_string' ) ),
				'hash'         => isset( $entry['hash'] ) && is_string( $entry['hash'] ) ? $entry['hash'] : SHOP_ISLANDS_VERSION,
			);
		}
		return array(
			'widgets' => $widgets,
			'blocks'  => $blocks,
			'files'   => isset( $decoded['files'] ) && is_array( $decoded['files'] ) ? $decoded['files'] : array(),
		);
	}

	/**
	 * Whether a manifest path stays inside dist/.
	 *
	 * @param mixed $file Path from the manifest.
	 */
	public static function is_safe_file( $file ): bool {
		return is_string( $file ) && '' !== $file && false === strpos( $file, '..' ) && (bool) preg_match( '#^[A-Za-z0-9._/-]+$#', $file );
	}
}
