<?php
/**
 * Live search settings: aws_vars (the box's own options are data-* attributes in its markup).
 *
 * @package ShopIslands
 */

defined( 'ABSPATH' ) || exit;

/**
 * Builds the live-search widget's globals.
 */
class Shop_Islands_Live_Search_Settings {

	/**
	 * Globals printed before the bundle.
	 *
	 * @return array{localize: array, inline: array}
	 */
	public function globals(): array {
		return array(
			'localize' => array(
				'aws_vars' => array(
					'sale'      => __( 'Sale!', 'shop-islands' ),
					'sku'       => __( 'SKU: ', 'shop-islands' ),
					'showmore'  => __( 'View all results', 'shop-islands' ),
					'noresults' => __( 'Nothing found', 'shop-islands' ),
				),
			),
			'inline'   => array(),
		);
	}
}
