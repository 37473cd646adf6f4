<?php
/**
 * Minimal classic template: head, content, an optional template-tag search box, footer.
 *
 * @package ShopIslandsTests
 */
?><!DOCTYPE html>
<html <?php language_attributes(); ?>>
<head><meta charset="<?php bloginfo( 'charset' ); ?>"><title><?php wp_title(); ?></title><?php wp_head(); ?></head>
<body <?php body_class(); ?>>
<main>
<?php
if ( isset( $_GET['si_template_tag'] ) && function_exists( 'shop_islands_search_form' ) ) { // phpcs:ignore WordPress.Security.NonceVerification.Recommended
	shop_islands_search_form();
}
while ( have_posts() ) {
	the_post();
	echo '<article>';
	the_content();
	echo '</article>';
}
?>
</main>
<?php
if ( isset( $_GET['si_sidebar'] ) ) { // phpcs:ignore WordPress.Security.NonceVerification.Recommended
	dynamic_sidebar( 'sidebar-1' );
}
?>
<?php wp_footer(); ?>
</body>
</html>
