/** The hash flows' tests' shop: a checkout page on https://shop.example, and an intent's client secret. */
import type { FlowContext } from '../plan.ts';

export const SECRET = 'pi_3Abc123_secret_XyZ789';

export const CTX: FlowContext = {
  origin: 'https://shop.example',
  pageUrl: 'https://shop.example/checkout/',
  isCheckout: true,
  isOrderPay: false,
  isChangingPayment: false,
  orderId: '',
  orderReceivedUrl: 'https://shop.example/checkout/order-received/',
};
