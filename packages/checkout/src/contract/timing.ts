/** Checkout timings (SPEC 9.5, and WooCommerce 10.9.1 where the spec is silent). Milliseconds unless named. */

/** An order review update follows the last address keystroke by this much (Tab is ignored). */
export const TYPING_PAUSE_MS = 1000;
/** `update_checkout` waits this long, so that several triggers make one request. */
export const UPDATE_SCHEDULE_MS = 5;
/** Payment boxes slide open and shut. */
export const PAYMENT_BOX_SLIDE_MS = 230;
/** The coupon and login forms slide open and shut. */
export const TOGGLE_SLIDE_MS = 400;
/** jQuery's default: create-account fields, the shipping address, the inline terms. */
export const DEFAULT_SLIDE_MS = 400;
/** After the login form opens, the page scrolls to it… */
export const LOGIN_SCROLL_MS = 300;
/** …stopping this far above it (px). */
export const LOGIN_SCROLL_OFFSET_PX = 50;
/** `$.scroll_to_notices`: scroll duration and the gap left above the notices (px). */
export const NOTICES_SCROLL_MS = 1000;
export const NOTICES_SCROLL_OFFSET_PX = 100;
/** A gateway's own place-order button found an invalid field: the page scrolls to it (100 px above) over this. */
export const CUSTOM_BUTTON_SCROLL_MS = 500;
/** The cart's shipping calculator: jQuery's 'slow'. */
export const SHIPPING_CALCULATOR_SLIDE_MS = 600;

/** The blocking overlay over a busy part of the page (SPEC 9.5). */
export const BLOCK_OVERLAY = { background: '#fff', opacity: 0.6 } as const;

