<?php
/**
 * Sets (or deletes with "null") one option on the test site: php wp-option.php <site dir> <name> <json value>
 *
 * @package ShopIslandsTests
 */

if ( PHP_SAPI !== 'cli' || $argc < 4 ) {
	exit( 1 );
}
$_SERVER['HTTP_HOST']   = 'localhost';
$_SERVER['REQUEST_URI'] = '/';
require rtrim( $argv[1], '/' ) . '/wp-load.php';
$value = json_decode( $argv[3], true );
if ( null === $value ) {
	delete_option( $argv[2] );
} else {
	update_option( $argv[2], $value );
}
echo wp_json_encode( get_option( $argv[2], null ) ), "\n";
