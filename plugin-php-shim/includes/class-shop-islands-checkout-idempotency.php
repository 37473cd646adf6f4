<?php
/**
 * Idempotent order submits on a real store. The checkout widget sends an `Idempotency-Key` header with each
 * order attempt (the same key when it retries after a lost answer); WooCommerce itself ignores it, so a retry, a
 * double submit or a second tab could make a second order and a second payment intent.
 *
 * Around `?wc-ajax=checkout`, and the Store API's order routes (`POST /wc/store/v1/checkout`, `/checkout/{id}` for
 * order-pay; the express checkout sends the header), when the request carries the header:
 * - one order in flight per WooCommerce session (a Cart-Token's session for a headless client): the request takes
 *   the session's lock (an atomic `INSERT IGNORE` of a transient row holding a random owner token, as WordPress's
 *   own WP_Upgrader::create_lock() does) and runs WooCommerce's checkout. Another key of the session meanwhile, or a
 *   second checkout in the same PHP process (the Store API's batch route), is answered 409 at once; only the same
 *   key waits, for WAIT_SECONDS, for the first one's answer;
 * - the order is recorded under the key as soon as WooCommerce has made it, before payment, with a hash of what
 *   was asked (the body without nonces, the route, the order-pay order, the cart). A request with that key is
 *   answered from it: the kept success (the same order, the same redirect), or the order-received page of the
 *   order when it is paid but no answer was kept (the answer was lost, unreadable, or `pending`), or WooCommerce's
 *   checkout is run again when it is unpaid (WooCommerce resumes the order awaiting payment: no second order). This
 *   holds only while the order is this customer's, not failed nor cancelled (and on order-pay the route's order);
 *   otherwise the record is forgotten and the checkout runs (a payment that failed is paid again). The same key
 *   with another request is refused with 422, as Stripe refuses it;
 * - a failure before any order is made is not kept, so the shopper's retry (same key, fixed form) is processed.
 * Records expire after KEEP_SECONDS, a lock whose request died after its expiry; expired rows are deleted when a
 * lock is taken, and uninstall.php deletes every row. Requests without the header are left to WooCommerce.
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
	const KEY_PATTERN = '/^[\x21-\x7E]{1,255}\z/';

	/** The Store API's order routes: the cart's checkout, and an order's (order-pay). */
	const STORE_API_ROUTE = '#^/wc/store(/v1)?/checkout(/\(\?P<id>[^)]+\))?$#';

	/** Transient name prefix of the rows: a session's lock (`l…`) and last placed order (`p…`), a key's record (`a…`). uninstall.php deletes them by it. */
	const PREFIX = 'shop_islands_ck_';

	/** How long a key's record is kept. */
	const KEEP_SECONDS = 600;

	/** The shortest life of a lock (its request died): longer where max_execution_time is. */
	const LOCK_SECONDS = 120;

	/** How long a request with the key in flight waits for its answer before being answered 409. */
	const WAIT_SECONDS = 5;

	/** Between two looks at the lock and the record, in microseconds. */
	const POLL_MICROSECONDS = 100000;

	/** Fields a retry of one attempt sends anew (the payment method the gateway's form makes per submit): not part of what was asked. */
	const PER_ATTEMPT_FIELDS = array( 'wc-stripe-payment-method', '_wp_http_referer' );

	/**
	 * A checkout was guarded in this PHP process already: a second one (a batch's) is answered 409.
	 *
	 * @var bool
	 */
	private $entered = false;

	/**
	 * What this request holds: the lock's name and row, the record's name, the request's hash and cart, the order
	 * recorded, and the Store API request that took the lock (null for wc-ajax); null when nothing is held.
	 *
	 * @var array|null
	 */
	private $held = null;

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
		add_action( 'woocommerce_checkout_order_processed', array( $this, 'order_made' ), 1, 3 );
		add_action( 'woocommerce_store_api_checkout_order_processed', array( $this, 'order_made' ), 1 );
	}

	/**
	 * wc_ajax_checkout callback (priority 1): answers from the key's record, or refuses, or takes the session's lock
	 * and lets WooCommerce place the order.
	 */
	public function before_checkout() {
		if ( ! isset( $_SERVER[ self::SERVER_KEY ] ) ) {
			return;
		}
		$key = (string) wp_unslash( $_SERVER[ self::SERVER_KEY ] ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- matched against KEY_PATTERN below, never printed.
		$unable = __( 'We were unable to process your order, please try again.', 'woocommerce' ); // phpcs:ignore WordPress.WP.I18n.TextDomainMismatch -- WooCommerce's own text.
		if ( ! preg_match( self::KEY_PATTERN, $key ) ) {
			wp_send_json( self::failure( $unable ), 400 );
		}
		$body = wp_unslash( $_POST ); // phpcs:ignore WordPress.Security.NonceVerification.Missing -- WooCommerce checks the nonce; only hashed here.
		$this->enter(
			$key,
			self::request_hash( is_array( $body ) ? $body : array(), 'wc-ajax=checkout', 0 ),
			0,
			null,
			array(
				'replay'   => static function ( array $row ) {
					header( 'Idempotent-Replayed: true' );
					wp_send_json( $row['answer'], $row['status'] );
				},
				'paid'     => static function ( WC_Order $order ) {
					header( 'Idempotent-Replayed: true' );
					wp_send_json( array( 'result' => 'success', 'redirect' => $order->get_checkout_order_received_url() ) );
				},
				'busy'     => static function () use ( $unable ) {
					wp_send_json( self::failure( $unable ), 409 );
				},
				'mismatch' => static function () use ( $unable ) {
					wp_send_json( self::failure( $unable ), 422 );
				},
			)
		);
		if ( null !== $this->held ) {
			$this->capture();
		}
	}

	/**
	 * rest_dispatch_request filter: for a Store API order request with the header, answers from the key's record (or
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
		$unable = __( 'We were unable to process your order, please try again.', 'woocommerce' ); // phpcs:ignore WordPress.WP.I18n.TextDomainMismatch -- WooCommerce's own text.
		if ( ! preg_match( self::KEY_PATTERN, $key ) ) {
			return self::store_api_error( 'shop_islands_invalid_idempotency_key', $unable, 400 );
		}
		// The Store API loads the session inside the route (a Cart-Token's with its own handler, chosen by a filter).
		if ( function_exists( 'wc_load_cart' ) && ! did_action( 'woocommerce_load_cart_from_session' ) ) {
			wc_load_cart();
		}
		$order_id = (int) $request->get_param( 'id' );
		$params   = $request->get_json_params();
		return $this->enter(
			$key,
			self::request_hash( is_array( $params ) ? $params : $request->get_body_params(), $request->get_route(), $order_id ),
			$order_id,
			$request,
			array(
				'replay'   => static function ( array $row ) {
					$replayed = new WP_REST_Response( $row['answer'], $row['status'] );
					$replayed->header( 'Idempotent-Replayed', 'true' );
					return $replayed;
				},
				'paid'     => static function ( WC_Order $order ) {
					// The Store API's checkout answer's fields that name the order and where it goes next.
					$replayed = new WP_REST_Response(
						array(
							'order_id'       => $order->get_id(),
							'status'         => $order->get_status(),
							'order_key'      => $order->get_order_key(),
							'customer_id'    => $order->get_customer_id(),
							'payment_method' => $order->get_payment_method(),
							'payment_result' => array(
								'payment_status'  => 'success',
								'payment_details' => array(),
								'redirect_url'    => $order->get_checkout_order_received_url(),
							),
						),
						200
					);
					$replayed->header( 'Idempotent-Replayed', 'true' );
					return $replayed;
				},
				'busy'     => static function () use ( $unable ) {
					return self::store_api_error( 'shop_islands_order_in_progress', $unable, 409 );
				},
				'mismatch' => static function () use ( $unable ) {
					return self::store_api_error( 'shop_islands_idempotency_key_reused', $unable, 422 );
				},
			)
		) ?? $result;
	}

	/**
	 * rest_request_after_callbacks filter: the success of the Store API order request that took the lock is kept
	 * for its key (the lock is released at shutdown, once WooCommerce has saved the emptied cart).
	 *
	 * @param mixed           $response The route's answer.
	 * @param array           $handler  The route's handler.
	 * @param WP_REST_Request $request  The request.
	 * @return mixed $response, unchanged.
	 */
	public function after_store_api_checkout( $response, $handler, $request ) {
		unset( $handler );
		if ( null === $this->held || $this->held['request'] !== $request ) {
			return $response;
		}
		$answer = null;
		$status = 200;
		if ( $response instanceof WP_REST_Response ) {
			$data   = $response->get_data();
			$status = $response->get_status();
			$paid   = is_array( $data ) && isset( $data['payment_result']['payment_status'] ) && 'success' === $data['payment_result']['payment_status'];
			$answer = $paid && $status < 300 ? $data : null;
			if ( null !== $answer && isset( $data['order_id'] ) ) {
				$this->held['order'] = (int) $data['order_id'];
			}
		}
		$this->keep( $answer, $status );
		return $response;
	}

	/**
	 * woocommerce_checkout_order_processed and woocommerce_store_api_checkout_order_processed callback: the order
	 * WooCommerce made is recorded under the held key, before the gateway takes payment.
	 *
	 * @param int|WC_Order $order The order (its id, for the classic checkout's action).
	 */
	public function order_made( $order ) {
		if ( null === $this->held ) {
			return;
		}
		$this->held['order'] = $order instanceof WC_Order ? $order->get_id() : (int) $order;
		$this->write( $this->held['record'], $this->record( null, 200 ) );
	}

	/**
	 * One order in flight per session; one record per session and key. Returns what a callback of `$answers`
	 * answers: `replay` (the kept row), `paid` (the recorded order, paid, no answer kept), `busy` (another order of
	 * the session in flight, a second checkout in this process, or the same key's past WAIT_SECONDS), `mismatch`
	 * (the key was used for another request); or null, when this request takes the session's lock and runs.
	 *
	 * @param string               $key      The request's idempotency key.
	 * @param string               $hash     What was asked (request_hash()).
	 * @param int                  $order_id The order-pay route's order, or 0.
	 * @param WP_REST_Request|null $request  The Store API request, or null for wc-ajax.
	 * @param callable[]           $answers  The answers, by name.
	 * @return mixed
	 */
	private function enter( string $key, string $hash, int $order_id, $request, array $answers ) {
		if ( $this->entered ) {
			return $answers['busy']();
		}
		$this->entered = true;
		$session       = $this->session_id( $request );
		if ( '' === $session ) {
			return null;
		}
		$session_hash = substr( hash( 'sha256', $session ), 0, 40 );
		$lock         = self::PREFIX . 'l' . $session_hash;
		$record       = self::PREFIX . 'a' . substr( hash( 'sha256', $session . '|' . $key ), 0, 40 );
		$key_hash     = substr( hash( 'sha256', $key ), 0, 40 );
		$cart         = function_exists( 'WC' ) && WC()->cart ? ( WC()->cart->get_cart() ? WC()->cart->get_cart_hash() : '' ) : '';
		$deadline     = microtime( true ) + self::WAIT_SECONDS;
		while ( true ) {
			$verdict = $this->verdict( $record, $hash, $cart, $order_id );
			// A paid order without its answer may still be in flight: its answer is awaited under the lock.
			if ( 'run' !== $verdict[0] && 'paid' !== $verdict[0] ) {
				return $answers[ $verdict[0] ]( $verdict[1] );
			}
			$owner = $this->lock( $lock, $key_hash );
			if ( null !== $owner ) {
				// The order in flight may have been this key's: its record is there now.
				$verdict = $this->verdict( $record, $hash, $cart, $order_id );
				if ( 'run' !== $verdict[0] ) {
					$this->unlock( $lock, $owner );
					return $answers[ $verdict[0] ]( $verdict[1] );
				}
				// Another key placed the session's order after this request read its cart: running it would make a second order.
				$placed  = $this->read( self::PREFIX . 'p' . $session_hash );
				$arrived = isset( $_SERVER['REQUEST_TIME_FLOAT'] ) ? (float) $_SERVER['REQUEST_TIME_FLOAT'] : microtime( true );
				if ( null !== $placed && (float) $placed['placed'] >= $arrived ) {
					$this->unlock( $lock, $owner );
					return $answers['busy']( null );
				}
				$this->held = array(
					'lock'    => $lock,
					'owner'   => $owner,
					'record'  => $record,
					'hash'    => $hash,
					'cart'    => $cart,
					'order'   => 0,
					'request' => $request,
					'placed'  => self::PREFIX . 'p' . $session_hash,
				);
				// After WooCommerce has saved the session (shutdown, priority 20): a request let in then sees the emptied cart.
				add_action( 'shutdown', array( $this, 'release_lock' ), PHP_INT_MAX );
				return null;
			}
			$holder = $this->read( $lock );
			if ( ( null !== $holder && ( $holder['key'] ?? '' ) !== $key_hash ) || microtime( true ) > $deadline ) {
				return $answers['busy']( null );
			}
			usleep( self::POLL_MICROSECONDS );
		}
	}

	/**
	 * What the key's record says of this request: `run` (no record, or one forgotten now: its order failed, was
	 * cancelled, is not this customer's or not the route's; or an unpaid order, which WooCommerce resumes),
	 * `mismatch`, `replay` with the row, or `paid` with the order.
	 *
	 * @param string $record   The record's transient name.
	 * @param string $hash     This request's hash.
	 * @param string $cart     This request's cart hash ('' when empty).
	 * @param int    $order_id The order-pay route's order, or 0.
	 * @return array{0: string, 1: mixed}
	 */
	private function verdict( string $record, string $hash, string $cart, int $order_id ): array {
		$row = $this->read( $record );
		if ( null === $row ) {
			return array( 'run', null );
		}
		$order = isset( $row['order'] ) && function_exists( 'wc_get_order' ) ? wc_get_order( (int) $row['order'] ) : false;
		if ( ! $order instanceof WC_Order || $order->has_status( array( 'failed', 'cancelled' ) ) || (int) $order->get_customer_id() !== get_current_user_id() || ( $order_id > 0 && $order->get_id() !== $order_id ) ) {
			$this->forget( $record );
			return array( 'run', null );
		}
		// The cart is the one asked for, or the one the order emptied.
		if ( ( $row['hash'] ?? '' ) !== $hash || ( '' !== $cart && ( $row['cart'] ?? '' ) !== $cart ) ) {
			return array( 'mismatch', null );
		}
		$kept = isset( $row['answer'] ) && is_string( $row['answer'] ) ? json_decode( $row['answer'] ) : null;
		if ( is_object( $kept ) ) {
			return array( 'replay', array( 'answer' => $kept, 'status' => isset( $row['status'] ) ? (int) $row['status'] : 200 ) );
		}
		return $order->is_paid() ? array( 'paid', $order ) : array( 'run', null );
	}

	/**
	 * The hash of what was asked: the body without nonces and per-attempt fields, the route, the order-pay order.
	 *
	 * @param array  $body     The request's fields.
	 * @param string $route    The route.
	 * @param int    $order_id The order-pay route's order, or 0.
	 */
	private static function request_hash( array $body, string $route, int $order_id ): string {
		return hash( 'sha256', (string) wp_json_encode( array( self::asked( $body ), $route, $order_id ) ) );
	}

	/**
	 * The fields of a body that say what was asked, sorted by name (the Store API's `payment_data` pairs too).
	 *
	 * @param array $fields The fields.
	 */
	private static function asked( array $fields ): array {
		$kept = array();
		foreach ( $fields as $name => $value ) {
			if ( false !== stripos( (string) $name, 'nonce' ) || in_array( (string) $name, self::PER_ATTEMPT_FIELDS, true ) ) {
				continue;
			}
			if ( is_array( $value ) && isset( $value['key'] ) && is_string( $value['key'] ) && ( false !== stripos( $value['key'], 'nonce' ) || in_array( $value['key'], self::PER_ATTEMPT_FIELDS, true ) ) ) {
				continue;
			}
			$kept[ $name ] = is_array( $value ) ? self::asked( $value ) : $value;
		}
		ksort( $kept );
		return $kept;
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
	 * The visitor's WooCommerce session: the customer's id (a guest's is kept in the session cookie); for a Store
	 * API request with a valid Cart-Token, the token's (WooCommerce then loads that session, not the cookie's).
	 *
	 * @param WP_REST_Request|null $request The Store API request, or null.
	 */
	private function session_id( $request ): string {
		$token = null !== $request ? (string) $request->get_header( 'cart-token' ) : '';
		$utils = 'Automattic\WooCommerce\StoreApi\Utilities\CartTokenUtils';
		if ( '' !== $token && class_exists( $utils ) && $utils::validate_cart_token( $token ) ) {
			$payload = $utils::get_cart_token_payload( $token );
			return isset( $payload['user_id'] ) ? 'token:' . (string) $payload['user_id'] : '';
		}
		if ( ! function_exists( 'WC' ) || ! WC()->session ) {
			return '';
		}
		$session = WC()->session;
		$id      = method_exists( $session, 'get_customer_unique_id' ) ? $session->get_customer_unique_id() : $session->get_customer_id();
		return (string) $id;
	}

	/**
	 * A row as stored (read from the database each time: another request writes it), or null when absent or expired.
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
	 * Takes the lock: the row inserted (its random owner token in it), or null when another request has it. A lock
	 * expires after the longer of LOCK_SECONDS and max_execution_time (its request died): the next request takes it.
	 *
	 * @param string $name     Transient name.
	 * @param string $key_hash The key's hash: a request with the same key may wait for the holder.
	 * @return string|null
	 */
	private function lock( string $name, string $key_hash ) {
		global $wpdb;
		$this->forget_expired();
		$now      = time();
		$expires  = $now + max( self::LOCK_SECONDS, (int) ini_get( 'max_execution_time' ) + 10 );
		$row      = (string) wp_json_encode( array( 'owner' => bin2hex( random_bytes( 16 ) ), 'key' => $key_hash, 'expires' => $expires ) );
		$inserted = $wpdb->query( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- an atomic insert is the lock.
			$wpdb->prepare( "INSERT IGNORE INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, %s, 'off')", '_transient_' . $name, $row )
		);
		if ( 1 !== $inserted ) {
			return null;
		}
		$this->write_timeout( $name, $expires );
		return $row;
	}

	/**
	 * Releases a lock this request took: its row is deleted only while it is the one this request inserted.
	 *
	 * @param string $name  Transient name.
	 * @param string $owner The row as inserted.
	 */
	private function unlock( string $name, string $owner ) {
		global $wpdb;
		$deleted = $wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name = %s AND option_value = %s", '_transient_' . $name, $owner ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		if ( 1 === $deleted ) {
			$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name = %s", '_transient_timeout_' . $name ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		}
	}

	/**
	 * Captures what WooCommerce answers (its checkout ends with wp_send_json() and wp_die()), to keep it at shutdown.
	 */
	private function capture() {
		ob_start();
		$this->buffer_level = ob_get_level();
		// Before wp_ob_end_flush_all() (shutdown, priority 1) sends the buffers.
		add_action( 'shutdown', array( $this, 'keep_answer' ), 0 );
	}

	/**
	 * shutdown callback, first (before wp_ob_end_flush_all() sends the buffers): a success is kept for the key.
	 */
	public function keep_answer() {
		if ( null === $this->held || null !== $this->held['request'] ) {
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
	 * Keeps a success for the held key with its order (null: no success; the order recorded, if any, stays).
	 *
	 * @param array|null $answer The success answer.
	 * @param int        $status Its HTTP status.
	 */
	private function keep( $answer, int $status ) {
		if ( null !== $answer && $this->held['order'] > 0 ) {
			$this->write( $this->held['record'], $this->record( $answer, $status ) );
		}
	}

	/**
	 * The held key's record: its order, what was asked, and the answer (null: none yet).
	 *
	 * @param array|null $answer The success answer.
	 * @param int        $status Its HTTP status.
	 */
	private function record( $answer, int $status ): array {
		return array(
			'order'   => $this->held['order'],
			'hash'    => $this->held['hash'],
			'cart'    => $this->held['cart'],
			// Kept as its JSON text, read back with objects as objects: an empty `{}` answers as `{}`, not `[]`.
			'answer'  => null !== $answer ? wp_json_encode( $answer ) : null,
			'status'  => $status,
			'expires' => time() + self::KEEP_SECONDS,
		);
	}

	/**
	 * Writes a row and its timeout.
	 *
	 * @param string $name Transient name.
	 * @param array  $row  The row (with its `expires`).
	 */
	private function write( string $name, array $row ) {
		global $wpdb;
		$wpdb->query( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- read by direct queries.
			$wpdb->prepare(
				"INSERT INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, %s, 'off') ON DUPLICATE KEY UPDATE option_value = VALUES(option_value)",
				'_transient_' . $name,
				wp_json_encode( $row )
			)
		);
		$this->write_timeout( $name, (int) $row['expires'] );
	}

	/**
	 * Writes a row's `_transient_timeout_` companion, for WordPress's own clean-up and forget_expired().
	 *
	 * @param string $name    Transient name.
	 * @param int    $expires When the row expires.
	 */
	private function write_timeout( string $name, int $expires ) {
		global $wpdb;
		$wpdb->query( // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			$wpdb->prepare(
				"INSERT INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, %s, 'off') ON DUPLICATE KEY UPDATE option_value = VALUES(option_value)",
				'_transient_timeout_' . $name,
				(string) $expires
			)
		);
	}

	/**
	 * shutdown callback, last: notes when the session's order was placed (for a request of another key that read the
	 * cart before), then releases the session's lock this request took.
	 */
	public function release_lock() {
		if ( null === $this->held ) {
			return;
		}
		if ( $this->held['order'] > 0 ) {
			$this->write( $this->held['placed'], array( 'placed' => microtime( true ), 'expires' => time() + self::KEEP_SECONDS ) );
		}
		$this->unlock( $this->held['lock'], $this->held['owner'] );
		$this->held = null;
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
	 * Deletes a row and its timeout.
	 *
	 * @param string $name Transient name.
	 */
	private function forget( string $name ) {
		global $wpdb;
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name IN (%s, %s)", '_transient_' . $name, '_transient_timeout_' . $name ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
	}

	/**
	 * Deletes expired rows with their `_transient_timeout_` rows, and timeouts left without their row (WordPress's
	 * daily clean-up does too, but not on a store with a persistent object cache).
	 */
	private function forget_expired() {
		global $wpdb;
		$wpdb->query( // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			$wpdb->prepare(
				"DELETE t, v FROM {$wpdb->options} t LEFT JOIN {$wpdb->options} v ON v.option_name = CONCAT( '_transient_', SUBSTRING( t.option_name, 20 ) ) WHERE t.option_name LIKE %s AND CAST( t.option_value AS UNSIGNED ) < %d",
				$wpdb->esc_like( '_transient_timeout_' . self::PREFIX ) . '%',
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
