/** `wc.blocksCheckoutEvents` (script handle wc-blocks-checkout-events): the checkout's validation, success and fail observers. */
import { createEmitter, type Emitter, type Subscribe } from './emitter.ts';

export const CHECKOUT_EVENTS = {
  CHECKOUT_SUCCESS: 'checkout_success',
  CHECKOUT_FAIL: 'checkout_fail',
  CHECKOUT_VALIDATION: 'checkout_validation',
} as const;

export interface CheckoutEventsApi {
  readonly CHECKOUT_EVENTS: typeof CHECKOUT_EVENTS;
  readonly checkoutEventsEmitter: Emitter;
  readonly checkoutEvents: { readonly onCheckoutValidation: Subscribe; readonly onCheckoutSuccess: Subscribe; readonly onCheckoutFail: Subscribe };
}

export function createCheckoutEvents(): CheckoutEventsApi {
  const checkoutEventsEmitter = createEmitter();
  return {
    CHECKOUT_EVENTS,
    checkoutEventsEmitter,
    checkoutEvents: {
      onCheckoutValidation: checkoutEventsEmitter.createSubscribeFunction(CHECKOUT_EVENTS.CHECKOUT_VALIDATION),
      onCheckoutSuccess: checkoutEventsEmitter.createSubscribeFunction(CHECKOUT_EVENTS.CHECKOUT_SUCCESS),
      onCheckoutFail: checkoutEventsEmitter.createSubscribeFunction(CHECKOUT_EVENTS.CHECKOUT_FAIL),
    },
  };
}
