<?php
/**
 * Live search settings: aws_vars (the box's own options are data-* attributes in its markup).
 *
 * @package ShopIslands
 */

defined( 'ABSPATH' ) || exit;

/**
 * Builds the live-search widget's globals: `aws_vars` as Advanced Woo Search prints it, with the texts
 * its settings page sets ('View all results', 'Nothing found') when AWS is installed.
 */
class Shop_Islands_Live_Search_Settings {

	/**
	 * Globals printed before the bundle.
	 *
	 * @return array{localize: array, inline: array}
	 */
	public function globals(): array {
		$aws = get_option( 'aws_settings', array() );
		$aws = is_array( $aws ) ? $aws : array();
		return array(
			'localize' => array(
				'aws_vars' => array(
					'sale'      => __( 'Sale!', 'shop-islands' ),
					'sku'       => __( 'SKU: ', 'shop-islands' ),
					'showmore'  => $this->aws_text( $aws, 'show_more_text', __( 'View all results', 'shop-islands' ) ),
					'noresults' => $this->aws_text( $aws, 'not_found_text', __( 'Nothing found', 'shop-islands' ) ),
				),
			),
			'inline'   => array(),
		);
	}

	/**
	 * A text from AWS's settings as plain text (the widget renders it as text), or the default.
	 *
	 * @param array  $aws     AWS settings.
	 * @param string $key     Setting key.
	 * @param string $default Default text.
	 */
	private function aws_text( array $aws, string $key, string $default ): string {
		$text = isset( $aws[ $key ] ) && is_string( $aws[ $key ] ) ? trim( wp_strip_all_tags( html_entity_decode( stripslashes( $aws[ $key ] ) ) ) ) : '';
		return '' !== $text ? $text : $default;
	}
}
