/** Checkout timings (SPEC 9.5, and WooCommerce 10.9.1 where the spec is silent). Milliseconds unless named. */
export const TIMING = {
  /** An order review update follows the last address keystroke by this much (Tab is ignored). */
  typingPauseMs: 1000,
  /** `update_checkout` waits this long, so that several triggers make one request. */
  updateScheduleMs: 5,
  /** Payment boxes slide open and shut. */
  paymentBoxSlideMs: 230,
  /** The coupon and login forms slide open and shut. */
  toggleSlideMs: 400,
  /** jQuery's default: create-account fields, the shipping address, the inline terms. */
  defaultSlideMs: 400,
  /** After the login form opens, the page scrolls to it… */
  loginScrollMs: 300,
  /** …stopping this far above it (px). */
  loginScrollOffsetPx: 50,
  /** `$.scroll_to_notices`: scroll duration and the gap left above the notices (px). */
  noticesScrollMs: 1000,
  noticesScrollOffsetPx: 100,
  /** The cart's shipping calculator: jQuery's 'slow'. */
  shippingCalculatorSlideMs: 600,
} as const;

/** The blocking overlay over a busy part of the page (SPEC 9.5). */
export const BLOCK_OVERLAY = { background: '#fff', opacity: 0.6 } as const;
