/**
 * The checkout's second declared chunk (see every-page.ts): what the pages that take money share, the classic
 * checkout, the order-pay page and the parts fetched once a shopper acts on the checkout or the cart: payment
 * methods, notices (WooCommerce's, sanitised server ones), the blocking overlay, slides, the wc-ajax endpoints' names. Each of those exports MONEY_PATH,
 * so it is one chunk; the cart page fetches it with the cart's code at the shopper's first action, never at
 * start-up, and the account's address pages never. The session client is not in it: order-pay does not talk to
 * the shop (its form is sent as the page sends it).
 */
import { blockElement, isBlocked, unblockElement } from '@shop-islands/core/block-overlay';
import { whenPaymentMethodsRegistered } from '@shop-islands/core/checkout/registered-methods';
import { createNotice, findNoticesArea, showNotice } from '@shop-islands/core/notices';
import { requestErrorMessage } from '@shop-islands/core/request-errors';
import { emitPageEvent } from '@shop-islands/core/emit-page-event';
import { scrollToElement, slide } from '../dom/motion.ts';
import { APPLY_COUPON_ENDPOINT, REMOVE_COUPON_ENDPOINT, UPDATE_ORDER_REVIEW_ENDPOINT, UPDATE_SHIPPING_METHOD_ENDPOINT } from '../contract/requests.ts';
import { noticeGroup, removeNotices, scrollToNotices, serverFragment, showCheckoutNotice } from '../dom/notices.ts';
import { startPaymentMethods, whenMethodsNeedHosting } from '../payment-methods/payment-methods.ts';

export const MONEY_PATH = [
  blockElement,
  isBlocked,
  unblockElement,
  whenPaymentMethodsRegistered,
  createNotice,
  findNoticesArea,
  showNotice,
  requestErrorMessage,
  emitPageEvent,
  scrollToElement,
  slide,
  APPLY_COUPON_ENDPOINT,
  REMOVE_COUPON_ENDPOINT,
  UPDATE_ORDER_REVIEW_ENDPOINT,
  UPDATE_SHIPPING_METHOD_ENDPOINT,
  noticeGroup,
  removeNotices,
  scrollToNotices,
  serverFragment,
  showCheckoutNotice,
  startPaymentMethods,
  whenMethodsNeedHosting,
];
