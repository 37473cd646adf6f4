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
		$session = $this->session_id();
		if ( '' === $session ) {
			return;
		}
		// One order in flight per session (a second tab's submit waits for the first, then finds its cart paid for);
		// one kept answer per session and key.
		$lock     = self::PREFIX . 'l' . substr( hash( 'sha256', $session ), 0, 40 );
		$placed   = self::PREFIX . 'p' . substr( hash( 'sha256', $session ), 0, 40 );
		$answer   = self::PREFIX . 'a' . substr( hash( 'sha256', $session . '|' . $key ), 0, 40 );
		// When this request's session (and cart) was read: at its start.
		$arrived  = isset( $_SERVER['REQUEST_TIME_FLOAT'] ) ? (float) $_SERVER['REQUEST_TIME_FLOAT'] : microtime( true );
		$deadline = microtime( true ) + self::WAIT_SECONDS;
		while ( true ) {
			$this->replay_kept( $answer );
			if ( null === $this->read( $lock ) && $this->lock( $lock ) ) {
				// The order in flight may have been this key's: its answer is kept now.
				$this->replay_kept( $answer, $lock );
				$this->refuse_if_placed_meanwhile( $placed, $arrived, $lock );
				$this->capture( $lock, $answer, $placed );
				return;
			}
			if ( microtime( true ) > $deadline ) {
				// The first request is still being processed: this one makes no order; the shopper's retry, with the same key, gets its answer.
				wp_send_json( self::failure( __( 'We were unable to process your order, please try again.', 'woocommerce' ) ), 409 ); // phpcs:ignore WordPress.WP.I18n.TextDomainMismatch -- WooCommerce's own text, translated as it translates it.
			}
			usleep( self::POLL_MICROSECONDS );
		}
	}

	/**
	 * Answers the success kept for this key, when there is one (and releases `$release`, a lock this request took).
	 *
	 * @param string      $answer  Transient name of the key's answer.
	 * @param string|null $release Transient name of a lock to release first.
	 */
	private function replay_kept( string $answer, $release = null ) {
		$row = $this->read( $answer );
		if ( null === $row || ! isset( $row['answer'] ) || ! is_array( $row['answer'] ) ) {
			return;
		}
		if ( null !== $release ) {
			$this->forget( $release );
		}
		header( 'Idempotent-Replayed: true' );
		wp_send_json( $row['answer'], isset( $row['status'] ) ? (int) $row['status'] : 200 );
	}

	/**
	 * Another submit of this session placed an order while this one waited: this request's cart, read as it
	 * arrived, is gone. Answers what WooCommerce answers a submit whose cart is empty, without running it on the
	 * stale cart (which would make a second order).
	 *
	 * @param string $placed  Transient name of the session's last placed order.
	 * @param float  $arrived When this request arrived.
	 * @param string $lock    Transient name of the session's lock, held: released first.
	 */
	private function refuse_if_placed_meanwhile( string $placed, float $arrived, string $lock ) {
		$row = $this->read( $placed );
		if ( null === $row || (float) $row['placed'] < $arrived ) {
			return;
		}
		$this->forget( $lock );
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
	 *
	 * @param string $lock   Transient name of the session's lock, held.
	 * @param string $answer Transient name of the key's answer.
	 * @param string $placed Transient name of the session's last placed order.
	 */
	private function capture( string $lock, string $answer, string $placed ) {
		$this->held = array( $lock, $answer, $placed );
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
		list( $lock, $name, $placed ) = $this->held;
		$this->held                   = null;
		$answer                       = null;
		if ( ob_get_level() >= $this->buffer_level ) {
			while ( ob_get_level() > $this->buffer_level ) {
				ob_end_flush();
			}
			$answer = self::rescue_json( (string) ob_get_contents() );
		}
		if ( is_array( $answer ) && isset( $answer['result'] ) && 'success' === $answer['result'] ) {
			global $wpdb;
			$now    = time();
			$status = http_response_code();
			$wpdb->query( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- read by direct queries.
				$wpdb->prepare(
					"INSERT INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, %s, 'off'), (%s, %s, 'off') ON DUPLICATE KEY UPDATE option_value = VALUES(option_value)",
					'_transient_' . $name,
					wp_json_encode( array( 'answer' => $answer, 'status' => is_int( $status ) ? $status : 200, 'expires' => $now + self::KEEP_SECONDS ) ),
					'_transient_timeout_' . $name,
					(string) ( $now + self::KEEP_SECONDS )
				)
			);
		}
		$this->release = array( $lock, is_array( $answer ) && isset( $answer['result'] ) && 'success' === $answer['result'] ? $placed : null );
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
