<?php
/**
 * Router for PHP's built-in server: existing files are served as they are, everything else goes to
 * WordPress's index.php (pretty permalinks).
 *
 * @package ShopIslandsRealStore
 */

$shop_islands_path = (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH );
$shop_islands_file = $_SERVER['DOCUMENT_ROOT'] . $shop_islands_path;
if ( '/' !== $shop_islands_path && file_exists( $shop_islands_file ) && ( ! is_dir( $shop_islands_file ) || file_exists( rtrim( $shop_islands_file, '/' ) . '/index.php' ) ) ) {
	return false;
}
$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $_SERVER['DOCUMENT_ROOT'] . '/index.php';
require $_SERVER['DOCUMENT_ROOT'] . '/index.php';
