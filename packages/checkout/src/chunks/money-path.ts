/**
 * The checkout's second declared chunk (see every-page.ts): what the pages that take money share, the classic
 * checkout, the order-pay page and the parts fetched once a shopper acts on the checkout or the cart: payment
 * methods, slides, the wc-ajax endpoints' names (core's notices and blocking overlay are core's own chunks, loaded by
 * the parts that use them: order-pay's start-up does not). Each of those exports MONEY_PATH,
 * so it is one chunk; the cart page fetches it with the cart's code at the shopper's first action, never at
 * start-up, and the account's address pages never. The session client is not in it: order-pay does not talk to
 * the shop (its form is sent as the page sends it).
 */
import { scrollToElement, slide } from '../dom/motion.ts';
import { APPLY_COUPON_ENDPOINT, REMOVE_COUPON_ENDPOINT, UPDATE_ORDER_REVIEW_ENDPOINT, UPDATE_SHIPPING_METHOD_ENDPOINT } from '../contract/requests.ts';
import { startPaymentMethods, whenMethodsNeedHosting } from '../payment-methods/payment-methods.ts';

export const MONEY_PATH = [
  scrollToElement,
  slide,
  APPLY_COUPON_ENDPOINT,
  REMOVE_COUPON_ENDPOINT,
  UPDATE_ORDER_REVIEW_ENDPOINT,
  UPDATE_SHIPPING_METHOD_ENDPOINT,
  startPaymentMethods,
  whenMethodsNeedHosting,
];
