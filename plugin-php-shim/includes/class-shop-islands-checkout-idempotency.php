<?php
/**
 * Idempotent order submits on a real store. The checkout widget sends an `Idempotency-Key` header with each
 * order attempt (the same key when it retries after a lost answer); WooCommerce itself ignores it, so a retry, a
 * double submit or a second tab could make a second order and a second payment intent.
 *
 * Around `?wc-ajax=checkout` with that header:
 * - one order in flight per WooCommerce session: the request takes the session's lock (an atomic `INSERT IGNORE`
 *   of a transient row, as WordPress's own WP_Upgrader::create_lock() does) and runs WooCommerce's checkout (and
 *   with it the gateway's payment, where the intent is made); another submit of the session (a double submit, a
 *   second tab) waits for it;
 * - a success is kept per session and key: a request with that key, in flight meanwhile or sent later (a retry
 *   after a lost answer), answers it (the same order, the same redirect) and WooCommerce's checkout is not run
 *   again: no second order, no second intent. A second tab's submit (its own key) that waited while the first
 *   placed the order holds the cart as it was: it is answered as WooCommerce answers a cart that is gone ('Sorry,
 *   your session has expired.') rather than run on it;
 * - a failure is not kept, so the shopper's retry (same key, fixed form) is processed.
 * Answers expire after KEEP_SECONDS, a lock whose request died after LOCK_SECONDS; the rows are WordPress
 * transients, so its own clean-up of expired transients removes them too. Requests without the header are left
 * to WooCommerce untouched.
 *
 * The same guard, with the same session lock, wraps the Store API's order routes (`POST /wc/store/v1/checkout`, and
 * `/checkout/{id}` for order-pay) when they carry the header: the express checkout's wallet payment sends it. A
 * kept success is answered instead of running the route (`rest_dispatch_request`), a success of the route is kept
 * (`rest_request_after_callbacks`), and a request that waited while its session placed an order is answered as the
 * Store API answers an emptied cart.
 *
 * Kept in step with the demo shop's model (examples/demo-shop/domain/idempotency.ts).
 *
 * @package ShopIslands
 */

defined( 'ABSPATH' ) || exit;

/**
 * The order submit guard.
 */
class Shop_Islands_Checkout_Idempotency {

	/** The request header the checkout sends (packages/checkout/src/contract/requests.ts). */
	const SERVER_KEY = 'HTTP_IDEMPOTENCY_KEY';

	/** Printable ASCII without spaces, up to 255 characters (a UUID in practice): the demo's IDEMPOTENCY_KEY. */
	const KEY_PATTERN = '/^[\x21-\x7E]{1,255}$/';

	/** The Store API's order routes: the cart's checkout, and an order's (order-pay). */
	const STORE_API_ROUTE = '#^/wc/store(/v1)?/checkout(/\(\?P<id>[^)]+\))?$#';

	/** Transient name prefix of the rows: a session's lock (`l…`) and last placed order (`p…`), a key's answer (`a…`). */
	const PREFIX = 'shop_islands_ck_';

	/** How long a key's answer is kept. */
	const KEEP_SECONDS = 600;

	/** A request holding the session's lock longer than this is taken to have died; the next one takes it. */
	const LOCK_SECONDS = 120;

	/** How long a duplicate waits for the first request's answer before giving up (without making an order). */
	const WAIT_SECONDS = 90;

	/** Between two looks at the lock and the answer, in microseconds. */
	const POLL_MICROSECONDS = 100000;

	/**
	 * The session lock this request holds, its key's answer and the session's placed-order names, or null.
	 *
	 * @var array{0: string, 1: string, 2: string}|null
	 */
	private $held = null;

	/**
	 * The session lock to release at the end of the request, and the placed-order name to note (null: no order placed).
	 *
	 * @var array{0: string, 1: string|null}|null
	 */
	private $release = null;

	/**
	 * The output buffer level this request's answer is captured at.
	 *
	 * @var int
	 */
	private $buffer_level = 0;

	/**
	 * Hooks in before WooCommerce's own wc_ajax_checkout handler (priority 10).
	 */
	public function hooks() {
		add_action( 'wc_ajax_checkout', array( $this, 'before_checkout' ), 1 );
		add_filter( 'rest_dispatch_request', array( $this, 'before_store_api_checkout' ), 10, 4 );
		add_filter( 'rest_request_after_callbacks', array( $this, 'after_store_api_checkout' ), 10, 3 );
	}

	/**
	 * wc_ajax_checkout callback (priority 1): answers a key's kept success, or waits for this session's order in
	 * flight, or takes the session's lock and lets WooCommerce place the order.
	 */
	public function before_checkout() {
		if ( ! isset( $_SERVER[ self::SERVER_KEY ] ) ) {
			return;
		}
		$key = (string) wp_unslash( $_SERVER[ self::SERVER_KEY ] ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- matched against KEY_PATTERN below, never printed.
		if ( ! preg_match( self::KEY_PATTERN, $key ) ) {
			wp_send_json( self::failure( __( 'We were unable to process your order, please try again.', 'woocommerce' ) ), 400 ); // phpcs:ignore WordPress.WP.I18n.TextDomainMismatch -- WooCommerce's own text.
		}
		$this->enter(
			$key,
			static function ( array $row ) {
				header( 'Idempotent-Replayed: true' );
				wp_send_json( $row['answer'], $row['status'] );
			},
			static function () {
				/* translators: %s: shop cart url (WooCommerce's own text, WC_Checkout::process_checkout()) */
				wc_add_notice( sprintf( __( 'Sorry, your session has expired. <a href="%s" class="wc-backward">Return to shop</a>', 'woocommerce' ), esc_url( wc_get_page_permalink( 'shop' ) ) ), 'error' ); // phpcs:ignore WordPress.WP.I18n.TextDomainMismatch -- WooCommerce's own text.
				wp_send_json(
					array(
						'result'   => 'failure',
						'messages' => wc_print_notices( true ),
						'refresh'  => false,
						'reload'   => false,
					)
				);
			},
			static function () {
				// The first request is still being processed: this one makes no order; the shopper's retry, with the same key, gets its answer.
				wp_send_json( self::failure( __( 'We were unable to process your order, please try again.', 'woocommerce' ) ), 409 ); // phpcs:ignore WordPress.WP.I18n.TextDomainMismatch -- WooCommerce's own text, translated as it translates it.
			}
		);
		if ( null !== $this->held ) {
			$this->capture();
		}
	}

	/**
	 * rest_dispatch_request filter: for a Store API order request with the header, answers a key's kept success (or
	 * refuses, as `enter()` decides) instead of running the route, or lets the route run holding the session's lock.
	 *
	 * @param mixed           $result  The answer another filter gave, or null.
	 * @param WP_REST_Request $request The request.
	 * @param string          $route   The matched route.
	 * @param array           $handler The route's handler.
	 * @return mixed The answer to send instead of running the route, or $result.
	 */
	public function before_store_api_checkout( $result, $request, $route, $handler ) {
		unset( $handler );
		$key = $request instanceof WP_REST_Request ? $request->get_header( 'idempotency-key' ) : null;
		if ( null !== $result || null === $key || 'POST' !== $request->get_method() || ! preg_match( self::STORE_API_ROUTE, $route ) ) {
			return $result;
		}
		if ( ! preg_match( self::KEY_PATTERN, $key ) ) {
			return self::store_api_error( 'shop_islands_invalid_idempotency_key', __( 'We were unable to process your order, please try again.', 'woocommerce' ), 400 ); // phpcs:ignore WordPress.WP.I18n.TextDomainMismatch -- WooCommerce's own text.
		}
		// The Store API loads the session inside the route; its cart-token handler is chosen by a filter of its own.
		if ( function_exists( 'wc_load_cart' ) && ! did_action( 'woocommerce_load_cart_from_session' ) ) {
			wc_load_cart();
		}
		return $this->enter(
			$key,
			static function ( array $row ) {
				$replayed = new WP_REST_Response( $row['answer'], $row['status'] );
				$replayed->header( 'Idempotent-Replayed', 'true' );
				return $replayed;
			},
			static function () {
				// What the Store API answers once the order emptied the cart (Checkout route, WooCommerce's own text).
				return self::store_api_error( 'woocommerce_rest_cart_empty', __( 'Cannot create order from empty cart.', 'woocommerce' ), 400 ); // phpcs:ignore WordPress.WP.I18n.TextDomainMismatch -- WooCommerce's own text.
			},
			static function () {
				return self::store_api_error( 'shop_islands_order_in_progress', __( 'We were unable to process your order, please try again.', 'woocommerce' ), 409 ); // phpcs:ignore WordPress.WP.I18n.TextDomainMismatch -- WooCommerce's own text.
			}
		) ?? $result;
	}

	/**
	 * rest_request_after_callbacks filter: the Store API order route's success is kept for the key (the lock is
	 * released at shutdown, once WooCommerce has saved the emptied cart).
	 *
	 * @param mixed           $response The route's answer.
	 * @param array           $handler  The route's handler.
	 * @param WP_REST_Request $request  The request.
	 * @return mixed $response, unchanged.
	 */
	public function after_store_api_checkout( $response, $handler, $request ) {
		unset( $handler, $request );
		if ( null === $this->held ) {
			return $response;
		}
		$answer = null;
		$status = 200;
		if ( $response instanceof WP_REST_Response ) {
			$data   = $response->get_data();
			$status = $response->get_status();
			$paid   = is_array( $data ) && isset( $data['payment_result']['payment_status'] ) && 'success' === $data['payment_result']['payment_status'];
			$answer = $paid && $status < 300 ? $data : null;
		}
		$this->keep( $answer, $status );
		add_action( 'shutdown', array( $this, 'release_lock' ), PHP_INT_MAX );
		return $response;
	}

	/**
	 * One order in flight per session (a second tab's submit waits for the first, then finds its cart paid for); one
	 * kept answer per session and key. Returns what `$replay` (a kept success), `$placed` (another request of the
	 * session placed an order while this one waited, on the cart this one read as it arrived: running it would make a
	 * second order) or `$busy` (the first request is still being processed after WAIT_SECONDS) answer; or null, when
	 * this request takes the session's lock (`$this->held`) and runs the checkout.
	 *
	 * @param string   $key    The request's idempotency key.
	 * @param callable $replay Given the kept row (`answer`, `status`).
	 * @param callable $placed Called when the session placed an order meanwhile.
	 * @param callable $busy   Called when the wait is over.
	 * @return mixed
	 */
	private function enter( string $key, callable $replay, callable $placed, callable $busy ) {
		$session = $this->session_id();
		if ( '' === $session ) {
			return null;
		}
		$session_hash = substr( hash( 'sha256', $session ), 0, 40 );
		$lock         = self::PREFIX . 'l' . $session_hash;
		$placed_name  = self::PREFIX . 'p' . $session_hash;
		$answer       = self::PREFIX . 'a' . substr( hash( 'sha256', $session . '|' . $key ), 0, 40 );
		// When this request's session (and cart) was read: at its start.
		$arrived  = isset( $_SERVER['REQUEST_TIME_FLOAT'] ) ? (float) $_SERVER['REQUEST_TIME_FLOAT'] : microtime( true );
		$deadline = microtime( true ) + self::WAIT_SECONDS;
		while ( true ) {
			$kept = $this->kept( $answer );
			if ( null !== $kept ) {
				return $replay( $kept );
			}
			if ( null === $this->read( $lock ) && $this->lock( $lock ) ) {
				// The order in flight may have been this key's: its answer is kept now.
				$kept = $this->kept( $answer );
				if ( null !== $kept ) {
					$this->forget( $lock );
					return $replay( $kept );
				}
				$row = $this->read( $placed_name );
				if ( null !== $row && (float) $row['placed'] >= $arrived ) {
					$this->forget( $lock );
					return $placed();
				}
				$this->held = array( $lock, $answer, $placed_name );
				return null;
			}
			if ( microtime( true ) > $deadline ) {
				return $busy();
			}
			usleep( self::POLL_MICROSECONDS );
		}
	}

	/**
	 * The success kept for this key (`answer`, `status`), or null.
	 *
	 * @param string $answer Transient name of the key's answer.
	 */
	private function kept( string $answer ) {
		$row = $this->read( $answer );
		// Kept as its JSON text, read back with objects as objects: an empty `{}` answers as `{}`, not `[]`.
		$kept = null !== $row && isset( $row['answer'] ) && is_string( $row['answer'] ) ? json_decode( $row['answer'] ) : null;
		if ( ! is_object( $kept ) ) {
			return null;
		}
		return array( 'answer' => $kept, 'status' => isset( $row['status'] ) ? (int) $row['status'] : 200 );
	}

	/**
	 * A Store API error answer, as its routes give them.
	 *
	 * @param string $code    Error code.
	 * @param string $message The message.
	 * @param int    $status  HTTP status.
	 */
	private static function store_api_error( string $code, string $message, int $status ): WP_REST_Response {
		return new WP_REST_Response( array( 'code' => $code, 'message' => $message, 'data' => array( 'status' => $status ) ), $status );
	}

	/**
	 * The visitor's WooCommerce session: the customer's id (a guest's is kept in the session cookie).
	 */
	private function session_id(): string {
		if ( ! function_exists( 'WC' ) || ! WC()->session ) {
			return '';
		}
		$session = WC()->session;
		$id      = method_exists( $session, 'get_customer_unique_id' ) ? $session->get_customer_unique_id() : $session->get_customer_id();
		return (string) $id;
	}

	/**
	 * A key's row as stored (read from the database each time: another request writes it), or null when absent or expired.
	 *
	 * @param string $name Transient name.
	 */
	private function read( string $name ) {
		global $wpdb;
		$value = $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", '_transient_' . $name ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- another request's writes must be seen; the object cache would hide them.
		if ( null === $value ) {
			return null;
		}
		$row = json_decode( $value, true );
		if ( ! is_array( $row ) || ! isset( $row['expires'] ) || (int) $row['expires'] < time() ) {
			// Only the row as read: a waiting request that took the lock since keeps it.
			$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name = %s AND option_value = %s", '_transient_' . $name, $value ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			return null;
		}
		return $row;
	}

	/**
	 * Takes the lock: true when this request inserted the row, false when another one has it. A lock expires after
	 * LOCK_SECONDS (its request died): the next request takes it.
	 *
	 * @param string $name Transient name.
	 */
	private function lock( string $name ): bool {
		global $wpdb;
		$this->forget_expired();
		$now      = time();
		$inserted = $wpdb->query( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- an atomic insert is the lock.
			$wpdb->prepare(
				"INSERT IGNORE INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, %s, 'off')",
				'_transient_' . $name,
				wp_json_encode( array( 'locked' => $now, 'expires' => $now + self::LOCK_SECONDS ) )
			)
		);
		if ( 1 !== $inserted ) {
			return false;
		}
		$wpdb->query( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the transient's timeout, for WordPress's own clean-up.
			$wpdb->prepare(
				"INSERT INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, %s, 'off') ON DUPLICATE KEY UPDATE option_value = VALUES(option_value)",
				'_transient_timeout_' . $name,
				(string) ( $now + self::LOCK_SECONDS )
			)
		);
		return true;
	}

	/**
	 * Captures what WooCommerce answers (its checkout ends with wp_send_json() and wp_die()), to keep it at shutdown.
	 */
	private function capture() {
		ob_start();
		$this->buffer_level = ob_get_level();
		// Before wp_ob_end_flush_all() (shutdown, priority 1) sends the buffers.
		add_action( 'shutdown', array( $this, 'keep_answer' ), 0 );
		// After WooCommerce has saved the session (shutdown, priority 20): a request let in then sees the emptied cart.
		add_action( 'shutdown', array( $this, 'release_lock' ), PHP_INT_MAX );
	}

	/**
	 * shutdown callback, first (before wp_ob_end_flush_all() sends the buffers): a success is kept for the key.
	 */
	public function keep_answer() {
		if ( null === $this->held ) {
			return;
		}
		$answer = null;
		if ( ob_get_level() >= $this->buffer_level ) {
			while ( ob_get_level() > $this->buffer_level ) {
				ob_end_flush();
			}
			$answer = self::rescue_json( (string) ob_get_contents() );
		}
		$status = http_response_code();
		$this->keep( is_array( $answer ) && isset( $answer['result'] ) && 'success' === $answer['result'] ? $answer : null, is_int( $status ) ? $status : 200 );
	}

	/**
	 * Keeps a success for the held key (null: the checkout failed, nothing is kept) and notes the lock to release.
	 *
	 * @param array|null $answer The success answer.
	 * @param int        $status Its HTTP status.
	 */
	private function keep( $answer, int $status ) {
		list( $lock, $name, $placed ) = $this->held;
		$this->held                   = null;
		if ( null !== $answer ) {
			global $wpdb;
			$now = time();
			$wpdb->query( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- read by direct queries.
				$wpdb->prepare(
					"INSERT INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, %s, 'off'), (%s, %s, 'off') ON DUPLICATE KEY UPDATE option_value = VALUES(option_value)",
					'_transient_' . $name,
					wp_json_encode( array( 'answer' => wp_json_encode( $answer ), 'status' => $status, 'expires' => $now + self::KEEP_SECONDS ) ),
					'_transient_timeout_' . $name,
					(string) ( $now + self::KEEP_SECONDS )
				)
			);
		}
		$this->release = array( $lock, null !== $answer ? $placed : null );
	}

	/**
	 * shutdown callback, last: notes when an order was placed (for submits of this session that waited meanwhile,
	 * holding the cart as it was), then releases the session's lock.
	 */
	public function release_lock() {
		if ( null === $this->release && null !== $this->held ) {
			$this->release = array( $this->held[0], null );
		}
		if ( null === $this->release ) {
			return;
		}
		list( $lock, $placed ) = $this->release;
		$this->release         = null;
		if ( null !== $placed ) {
			global $wpdb;
			$now = time();
			$wpdb->query( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- read by direct queries.
				$wpdb->prepare(
					"INSERT INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, %s, 'off'), (%s, %s, 'off') ON DUPLICATE KEY UPDATE option_value = VALUES(option_value)",
					'_transient_' . $placed,
					wp_json_encode( array( 'placed' => microtime( true ), 'expires' => $now + self::KEEP_SECONDS ) ),
					'_transient_timeout_' . $placed,
					(string) ( $now + self::KEEP_SECONDS )
				)
			);
		}
		$this->forget( $lock );
	}

	/**
	 * The answer's JSON: the whole output, or its `{"result…}` part when a plugin printed notices around it (as
	 * WooCommerce's checkout.js rescues it).
	 *
	 * @param string $output What the request printed.
	 */
	private static function rescue_json( string $output ) {
		$whole = json_decode( trim( $output ), true );
		if ( is_array( $whole ) ) {
			return $whole;
		}
		$start = strpos( $output, '{"result' );
		$end   = strrpos( $output, '}' );
		if ( false === $start || false === $end || $end <= $start ) {
			return null;
		}
		for ( $attempt = 0; $attempt < 20 && $end > $start; $attempt++ ) {
			$rescued = json_decode( substr( $output, $start, $end - $start + 1 ), true );
			if ( is_array( $rescued ) ) {
				return $rescued;
			}
			$end = strrpos( substr( $output, 0, $end ), '}' );
			if ( false === $end ) {
				return null;
			}
		}
		return null;
	}

	/**
	 * Deletes a key's row.
	 *
	 * @param string $name Transient name.
	 */
	private function forget( string $name ) {
		global $wpdb;
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name IN (%s, %s)", '_transient_' . $name, '_transient_timeout_' . $name ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
	}

	/**
	 * Deletes expired keys (WordPress's daily clean-up does too, but not on a store with a persistent object cache).
	 */
	private function forget_expired() {
		global $wpdb;
		$wpdb->query( // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			$wpdb->prepare(
				"DELETE a, b FROM {$wpdb->options} a, {$wpdb->options} b WHERE a.option_name LIKE %s AND b.option_name = CONCAT( '_transient_timeout_', SUBSTRING( a.option_name, 12 ) ) AND b.option_value < %d",
				$wpdb->esc_like( '_transient_' . self::PREFIX ) . '%',
				time()
			)
		);
	}

	/**
	 * WooCommerce's failure answer (WC_Checkout::send_ajax_failure_response()) with one error notice.
	 *
	 * @param string $message The notice.
	 */
	private static function failure( string $message ): array {
		return array(
			'result'   => 'failure',
			'messages' => '<ul class="woocommerce-error" role="alert"><li>' . esc_html( $message ) . '</li></ul>',
			'refresh'  => false,
			'reload'   => false,
		);
	}
}
