<?php
/**
 * The test store has no mail server: WordPress and WooCommerce emails are skipped (reported as sent) instead of failing on
 * a missing sendmail. Nothing else about the store is changed.
 *
 * @package ShopIslandsRealStore
 */

add_filter( 'pre_wp_mail', '__return_true' );
