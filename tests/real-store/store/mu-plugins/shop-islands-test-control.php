<?php
/**
 * Test control of the real-store suite: the running store changes profile by changing options (never by
 * reinstalling), through the warm server so each change costs one request. Only when wp-config.php
 * defines SHOP_ISLANDS_TEST_TOKEN (a random token per run) and the request carries it; otherwise this
 * file does nothing.
 *
 *   POST /?shop_islands_test=<command>   header X-Shop-Islands-Test-Token, JSON body, JSON answer
 *   options  {"name": value, "other": null}              sets options (null deletes)
 *   plugins  {"shop-islands/shop-islands.php": true}     activates (true) or deactivates plugins, then lists the active ones
 *   get      ["name", ...]                               reads options
 *   orders   {"after": 0}                                orders newer than an id, newest first
 *   order    {"product": 21}                             a pending guest order: its id, pay and received URLs
 *   compat   {"plugin": "shop-islands/shop-islands.php"} WooCommerce features it declared itself compatible or not with
 *   meta     {"order": 12, "prefix": "_wc_order_attribution_"} an order's meta data whose keys start with the prefix
 *   post     {"type": "page", "status": "publish", "title": "…", "content": "…"} creates a post: its id and address
 *   delete   {"id": 12}                                   deletes a post for good
 *   uninstall {"plugin": "shop-islands/shop-islands.php"} deactivates a plugin and runs its uninstall (its files stay)
 *   notes    {"order": 12}                           an order's status, paid date and notes (oldest first), as its admin screen lists them
 *   asp_order {"trans_id": "ch_…"}                  Stripe Payments' order for a charge: title, post status, its status events
 *   …        commands other test mu-plugins answer through the `shop_islands_test_command` filter
 *
 * @package ShopIslandsRealStore
 */

defined( 'ABSPATH' ) || exit;

if ( ! defined( 'SHOP_ISLANDS_TEST_TOKEN' ) || ! isset( $_GET['shop_islands_test'] ) ) { // phpcs:ignore WordPress.Security.NonceVerification.Recommended
	return;
}

add_action(
	'wp_loaded',
	static function () {
		$token = isset( $_SERVER['HTTP_X_SHOP_ISLANDS_TEST_TOKEN'] ) ? (string) $_SERVER['HTTP_X_SHOP_ISLANDS_TEST_TOKEN'] : '';
		if ( strlen( SHOP_ISLANDS_TEST_TOKEN ) < 32 || ! hash_equals( SHOP_ISLANDS_TEST_TOKEN, $token ) ) {
			wp_send_json( array( 'error' => 'forbidden' ), 403 );
		}
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
		$args = json_decode( (string) file_get_contents( 'php://input' ), true );
		wp_send_json( shop_islands_test_command( sanitize_key( wp_unslash( $_GET['shop_islands_test'] ) ), is_array( $args ) ? $args : array() ) ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended
	},
	0
);

/**
 * Runs one command.
 *
 * @param string $command Command name.
 * @param array  $args    Its arguments.
 * @return mixed JSON answer.
 */
function shop_islands_test_command( string $command, array $args ) {
	switch ( $command ) {
		case 'options':
			foreach ( $args as $name => $value ) {
				if ( null === $value ) {
					delete_option( $name );
				} else {
					update_option( $name, $value );
				}
			}
			return array( 'ok' => true );
		case 'plugins':
			foreach ( $args as $file => $on ) {
				if ( $on ) {
					$result = activate_plugin( $file, '', false, true );
					if ( is_wp_error( $result ) ) {
						wp_send_json( array( 'error' => $result->get_error_message() ), 500 );
					}
				} else {
					deactivate_plugins( $file, true );
				}
			}
			return array_values( (array) get_option( 'active_plugins' ) );
		case 'get':
			$values = array();
			foreach ( $args as $name ) {
				$values[ $name ] = get_option( $name, null );
			}
			return $values;
		case 'orders':
			$orders = array();
			foreach ( wc_get_orders( array( 'limit' => 20, 'orderby' => 'id', 'order' => 'DESC' ) ) as $order ) {
				if ( $order->get_id() <= (int) ( $args['after'] ?? 0 ) ) {
					continue;
				}
				$orders[] = array(
					'id'             => $order->get_id(),
					'status'         => $order->get_status(),
					'payment_method' => $order->get_payment_method(),
					'total'          => $order->get_total(),
					'email'          => $order->get_billing_email(),
					'billing'        => $order->get_address( 'billing' ),
					'shipping'       => $order->get_address( 'shipping' ),
					'shipping_lines' => array_values( array_map( static function ( $item ) { return $item->get_method_id(); }, $order->get_items( 'shipping' ) ) ),
					'items'          => array_values(
						array_map(
							static function ( $item ) {
								return array( 'name' => $item->get_name(), 'quantity' => $item->get_quantity() );
							},
							$order->get_items()
						)
					),
				);
			}
			return $orders;
		case 'order':
			$order = wc_create_order();
			$order->add_product( wc_get_product( (int) $args['product'] ), 1 );
			$order->set_billing_email( 'pay@example.com' );
			$order->set_billing_country( 'GB' );
			$order->calculate_totals();
			$order->set_status( 'pending' );
			$order->save();
			return array(
				'id'       => $order->get_id(),
				'pay'      => $order->get_checkout_payment_url(),
				'received' => $order->get_checkout_order_received_url(),
			);
		case 'compat':
			$features = wc_get_container()->get( Automattic\WooCommerce\Internal\Features\FeaturesController::class );
			$plugin   = (string) $args['plugin'];
			return array(
				'features'               => $features->get_compatible_features_for_plugin( $plugin ),
				'hpos_enabled'           => wc_get_container()->get( Automattic\WooCommerce\Internal\DataStores\Orders\CustomOrdersTableController::class )->custom_orders_table_usage_is_enabled(),
				'incompatible_with_hpos' => in_array( $plugin, $features->get_compatible_plugins_for_feature( 'custom_order_tables', true )['incompatible'], true ),
			);
		case 'meta':
			$order = wc_get_order( (int) ( $args['order'] ?? 0 ) );
			if ( ! $order ) {
				wp_send_json( array( 'error' => 'no such order' ), 404 );
			}
			$meta = array();
			foreach ( $order->get_meta_data() as $item ) {
				$data = $item->get_data();
				if ( 0 === strpos( (string) $data['key'], (string) ( $args['prefix'] ?? '' ) ) ) {
					$meta[ $data['key'] ] = $data['value'];
				}
			}
			ksort( $meta );
			return (object) $meta;
		case 'post':
			$id = wp_insert_post(
				array(
					'post_type'    => (string) ( $args['type'] ?? 'page' ),
					'post_status'  => (string) ( $args['status'] ?? 'publish' ),
					'post_title'   => (string) ( $args['title'] ?? 'Test' ),
					'post_content' => (string) ( $args['content'] ?? '' ),
					'post_author'  => 1,
				),
				true
			);
			if ( is_wp_error( $id ) ) {
				wp_send_json( array( 'error' => $id->get_error_message() ), 500 );
			}
			return array( 'id' => $id, 'url' => get_permalink( $id ) );
		case 'delete':
			return array( 'ok' => (bool) wp_delete_post( (int) ( $args['id'] ?? 0 ), true ) );
		case 'delete-tokens':
			$user = get_user_by( 'login', (string) ( $args['user'] ?? '' ) );
			if ( ! $user ) {
				wp_send_json( array( 'error' => 'no such user' ), 404 );
			}
			$tokens = WC_Payment_Tokens::get_customer_tokens( $user->ID );
			foreach ( $tokens as $token ) {
				WC_Payment_Tokens::delete( $token->get_id() );
			}
			return array( 'deleted' => count( $tokens ) );
		case 'uninstall':
			$plugin = (string) ( $args['plugin'] ?? '' );
			deactivate_plugins( $plugin, true );
			uninstall_plugin( $plugin );
			return array( 'ok' => true );
		case 'notes':
			$order = wc_get_order( (int) ( $args['order'] ?? 0 ) );
			if ( ! $order ) {
				wp_send_json( array( 'error' => 'no such order' ), 404 );
			}
			$notes = wc_get_order_notes( array( 'order_id' => $order->get_id(), 'order' => 'ASC', 'orderby' => 'id' ) );
			return array(
				'status'         => $order->get_status(),
				'paid'           => null !== $order->get_date_paid(),
				'transaction_id' => $order->get_transaction_id(),
				'payment_method' => $order->get_payment_method(),
				'total'          => $order->get_total(),
				'refunded'       => (string) $order->get_total_refunded(),
				'notes'          => array_values(
					array_map(
						static function ( $note ) {
							return array( 'content' => wp_strip_all_tags( $note->content ), 'customer' => (bool) $note->customer_note, 'added_by' => $note->added_by );
						},
						$notes
					)
				),
			);
		case 'asp_order':
			$posts = get_posts(
				array(
					'post_type'   => 'stripe_order',
					'post_status' => 'any',
					'meta_key'    => 'trans_id', // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key
					'meta_value'  => (string) ( $args['trans_id'] ?? '' ), // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_value
				)
			);
			if ( ! $posts ) {
				wp_send_json( array( 'error' => 'no such order' ), 404 );
			}
			$events = (array) get_post_meta( $posts[0]->ID, 'asp_order_events', true );
			return array(
				'title'       => $posts[0]->post_title,
				'post_status' => $posts[0]->post_status,
				'status'      => get_post_meta( $posts[0]->ID, 'asp_order_status', true ),
				'events'      => array_values( array_map( static fn( $event ) => $event['status'] ?? '', $events ) ),
				'pi_id'       => get_post_meta( $posts[0]->ID, 'pi_id', true ),
			);
		default:
			// Commands other test mu-plugins answer (`shop_islands_test_command` filter), e.g. `statistics`.
			$answer = apply_filters( 'shop_islands_test_command', null, $command, $args );
			if ( null === $answer ) {
				wp_send_json( array( 'error' => "unknown command $command" ), 400 );
			}
			return $answer;
	}
	return null;
}
