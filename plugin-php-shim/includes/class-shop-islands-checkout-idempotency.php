<?php
/**
 * Idempotent order submits on a real store. The checkout widget sends an `Idempotency-Key` header with each
 * order attempt (the same key when it retries after a lost answer); WooCommerce itself ignores it, so a retry, a
 * double submit or a second tab could make a second order and a second payment intent.
 *
 * Around `?wc-ajax=checkout`, per WooCommerce session and key:
 * - the first request takes a lock (an atomic `INSERT IGNORE` of a transient row, as WordPress's own
 *   WP_Upgrader::create_lock() does) and runs WooCommerce's checkout (and with it the gateway's payment, where
 *   the intent is made);
 * - a request with the same key while the first is in flight waits for it, then answers what it answered;
 * - a request with the same key after a success answers that success (the same order, the same redirect) and
 *   WooCommerce's checkout is not run again: no second order, no second intent;
 * - a failure is not kept: the lock is released, so the shopper's retry (same key, fixed form) is processed.
 * Keys expire after KEEP_SECONDS; the rows are WordPress transients, so its own clean-up of expired transients
 * removes them too. Requests without the header are left to WooCommerce untouched.
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

	/** Transient name prefix of a key's row. */
	const PREFIX = 'shop_islands_ck_';

	/** How long a key's answer is kept. */
	const KEEP_SECONDS = 600;

	/** A first request holding the lock longer than this is taken to have died; the next one takes over. */
	const LOCK_SECONDS = 120;

	/** How long a duplicate waits for the first request's answer before giving up (without making an order). */
	const WAIT_SECONDS = 90;

	/** Between two looks at the first request's row, in microseconds. */
	const POLL_MICROSECONDS = 100000;

	/**
	 * The row this request holds the lock of, or null.
	 *
	 * @var string|null
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
	}

	/**
	 * wc_ajax_checkout callback (priority 1).
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
		$name     = self::PREFIX . substr( hash( 'sha256', $session . '|' . $key ), 0, 40 );
		$deadline = microtime( true ) + self::WAIT_SECONDS;
		while ( true ) {
			$row = $this->read( $name );
			if ( null === $row ) {
				if ( $this->lock( $name ) ) {
					$this->capture( $name );
					return;
				}
			} elseif ( isset( $row['answer'] ) && is_array( $row['answer'] ) ) {
				header( 'Idempotent-Replayed: true' );
				wp_send_json( $row['answer'], isset( $row['status'] ) ? (int) $row['status'] : 200 );
			} elseif ( time() - (int) $row['locked'] > self::LOCK_SECONDS && $this->take_over( $name, $row ) ) {
				$this->capture( $name );
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
			$this->forget( $name );
			return null;
		}
		return $row;
	}

	/**
	 * Takes the lock: true when this request inserted the row, false when another one has it.
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
				wp_json_encode( array( 'locked' => $now, 'expires' => $now + self::KEEP_SECONDS ) )
			)
		);
		if ( 1 !== $inserted ) {
			return false;
		}
		$wpdb->query( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the transient's timeout, for WordPress's own clean-up.
			$wpdb->prepare(
				"INSERT INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, %s, 'off') ON DUPLICATE KEY UPDATE option_value = VALUES(option_value)",
				'_transient_timeout_' . $name,
				(string) ( $now + self::KEEP_SECONDS )
			)
		);
		$this->held = $name;
		return true;
	}

	/**
	 * Takes over the lock of a first request that died: only one of the waiting requests wins.
	 *
	 * @param string $name Transient name.
	 * @param array  $row  The row as read.
	 */
	private function take_over( string $name, array $row ): bool {
		global $wpdb;
		$now     = time();
		$updated = $wpdb->query( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- compare and swap.
			$wpdb->prepare(
				"UPDATE {$wpdb->options} SET option_value = %s WHERE option_name = %s AND option_value = %s",
				wp_json_encode( array( 'locked' => $now, 'expires' => $now + self::KEEP_SECONDS ) ),
				'_transient_' . $name,
				wp_json_encode( $row )
			)
		);
		if ( 1 !== $updated ) {
			return false;
		}
		$this->held = $name;
		return true;
	}

	/**
	 * Captures what WooCommerce answers (its checkout ends with wp_send_json() and wp_die()), to keep it at shutdown.
	 *
	 * @param string $name Transient name.
	 */
	private function capture( string $name ) {
		ob_start();
		$this->buffer_level = ob_get_level();
		// Before wp_ob_end_flush_all() (shutdown, priority 1) sends the buffers.
		add_action( 'shutdown', array( $this, 'keep_answer' ), 0 );
	}

	/**
	 * shutdown callback: a success is kept for the key; anything else releases it.
	 */
	public function keep_answer() {
		if ( null === $this->held ) {
			return;
		}
		$name       = $this->held;
		$this->held = null;
		if ( ob_get_level() < $this->buffer_level ) {
			$this->forget( $name );
			return;
		}
		while ( ob_get_level() > $this->buffer_level ) {
			ob_end_flush();
		}
		$answer = self::rescue_json( (string) ob_get_contents() );
		$status = http_response_code();
		if ( null === $answer || ! isset( $answer['result'] ) || 'success' !== $answer['result'] ) {
			$this->forget( $name );
			return;
		}
		global $wpdb;
		$now = time();
		$wpdb->update( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- read by direct queries.
			$wpdb->options,
			array( 'option_value' => wp_json_encode( array( 'answer' => $answer, 'status' => is_int( $status ) ? $status : 200, 'expires' => $now + self::KEEP_SECONDS ) ) ),
			array( 'option_name' => '_transient_' . $name )
		);
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
