<?php
/**
 * Registers one sidebar so the classic search widget can be placed.
 *
 * @package ShopIslandsTests
 */

add_action(
	'widgets_init',
	static function () {
		register_sidebar(
			array(
				'name' => 'Sidebar',
				'id'   => 'sidebar-1',
			)
		);
	}
);
