/**
 * The props WooCommerce Blocks 10.9.1 gives a payment method's `content` (and, with onClick/onClose/onError, an
 * express method's): usePaymentMethodInterface's object, key for key.
 */
import { useMemo } from 'react';
import { NOTICE_CONTEXTS } from '../data/notices-store.ts';
import { RESPONSE_TYPES, type Subscribe } from '../events/emitter.ts';
import type { PaymentComponents } from './components.tsx';
import { useModel } from './hooks.ts';
import { CHECKOUT_BLOCK_EVENTS, type CheckoutModel } from './model.ts';
import { currencyOf, type Currency } from './price.ts';

export interface CheckoutContext {
  readonly model: CheckoutModel;
  readonly components: PaymentComponents;
  readonly submit: () => void;
  readonly settings: { readonly displayCartPricesIncludingTax: boolean };
}

export interface CartTotalItem {
  readonly key: string;
  readonly label: string;
  readonly value: number;
  readonly valueWithTax: number;
}

/** Blocks' prepareTotalItems. */
export function cartTotalItems(totals: Readonly<Record<string, unknown>>, needsShipping: boolean): CartTotalItem[] {
  const minor = (key: string): number => (typeof totals[key] === 'string' ? parseInt(totals[key] as string, 10) : 0);
  const item = (label: string, key: string): CartTotalItem => ({ key, label, value: minor(key), valueWithTax: minor(key) + minor(`${key}_tax`) });
  return [
    item('Subtotal:', 'total_items'),
    item('Fees:', 'total_fees'),
    item('Discount:', 'total_discount'),
    { key: 'total_tax', label: 'Taxes:', value: parseInt(String(totals.total_tax), 10), valueWithTax: parseInt(String(totals.total_tax), 10) },
    ...(needsShipping ? [item('Shipping:', 'total_shipping')] : []),
  ];
}

const warned = new Set<string>();
/** @wordpress/deprecated's message, once per name. */
function deprecated<F extends (...args: never[]) => unknown>(name: string, alternative: string, fn: F): F {
  return ((...args: Parameters<F>) => {
    if (!warned.has(name)) {
      warned.add(name);
      console.warn(`${name} is deprecated. Please use ${alternative} instead.`);
    }
    return fn(...args);
  }) as F;
}

/** Subscribe functions that stay the same for the page's life, as Blocks' do (methods put them in effect dependencies). */
function useEventRegistration(model: CheckoutModel) {
  return useMemo(() => {
    const { onCheckoutValidation, onCheckoutSuccess, onCheckoutFail } = model.checkoutEvents.checkoutEvents;
    const on = (event: string): Subscribe => model.blockEvents.createSubscribeFunction(event);
    const onPaymentSetup = on(CHECKOUT_BLOCK_EVENTS.PAYMENT_SETUP);
    return {
      onCheckoutAfterProcessingWithError: deprecated('onCheckoutAfterProcessingWithError', 'onCheckoutFail', onCheckoutFail),
      onCheckoutAfterProcessingWithSuccess: deprecated('onCheckoutAfterProcessingWithSuccess', 'onCheckoutSuccess', onCheckoutSuccess),
      onCheckoutBeforeProcessing: deprecated('onCheckoutBeforeProcessing', 'onCheckoutValidation', onCheckoutValidation),
      onCheckoutValidationBeforeProcessing: deprecated('onCheckoutValidationBeforeProcessing', 'onCheckoutValidation', onCheckoutValidation),
      onCheckoutSuccess,
      onCheckoutFail,
      onCheckoutValidation,
      onPaymentProcessing: deprecated('onPaymentProcessing', 'onPaymentSetup', onPaymentSetup),
      onPaymentSetup,
      onShippingRateFail: on(CHECKOUT_BLOCK_EVENTS.SHIPPING_RATES_FAIL),
      onShippingRateSelectFail: on(CHECKOUT_BLOCK_EVENTS.SHIPPING_RATE_SELECT_FAIL),
      onShippingRateSelectSuccess: on(CHECKOUT_BLOCK_EVENTS.SHIPPING_RATE_SELECT_SUCCESS),
      onShippingRateSuccess: on(CHECKOUT_BLOCK_EVENTS.SHIPPING_RATES_SUCCESS),
    };
  }, [model]);
}

export const SHIPPING_ERROR_TYPES = { NONE: 'none', INVALID_ADDRESS: 'invalid_address', UNKNOWN: 'unknown_error' } as const;

export function usePaymentMethodInterface({ model, components, submit, settings }: CheckoutContext) {
  const eventRegistration = useEventRegistration(model);
  const cart = useModel(model, (m) => m.cart.select.getCartData());
  const customer = useModel(model, (m) => m.cart.select.getCustomerData());
  const selectingRate = useModel(model, (m) => m.cart.select.isShippingRateBeingSelected());
  const loadingRates = useModel(model, (m) => m.cart.select.isCustomerDataUpdating());
  const checkoutStatus = useModel(model, (m) => m.checkout.select.getCheckoutStatus());
  const calculating = useModel(model, (m) => m.checkout.select.isCalculating());
  const customerId = useModel(model, (m) => m.checkout.select.getCustomerId());
  const paymentIdle = useModel(model, (m) => m.payment.select.isPaymentIdle());
  const paymentStarted = useModel(model, (m) => m.payment.select.isExpressPaymentStarted());
  const paymentProcessing = useModel(model, (m) => m.payment.select.isPaymentProcessing());
  const paymentError = useModel(model, (m) => m.payment.select.hasPaymentError());
  const paymentReady = useModel(model, (m) => m.payment.select.isPaymentReady());
  const activePaymentMethod = useModel(model, (m) => m.payment.select.getActivePaymentMethod());
  const shouldSavePayment = useModel(model, (m) => m.payment.select.getShouldSavePaymentMethod());
  const expressActive = useModel(model, (m) => m.payment.select.isExpressPaymentMethodActive());
  const currency: Currency = useMemo(() => currencyOf(cart.totals), [cart.totals]);
  const selectedRates = useMemo(
    () => Object.fromEntries(cart.shippingRates.flatMap((pkg) => pkg.shipping_rates.filter((r) => r.selected).map((r) => [String(pkg.package_id), r.rate_id]))),
    [cart.shippingRates],
  );
  const setExpressPaymentError = useMemo(
    () => deprecated('setExpressPaymentError', 'the onError prop of express payment methods', (message = '') => model.payment.dispatch.__internalSetExpressPaymentError(message)),
    [model],
  );
  return {
    activePaymentMethod,
    billing: {
      appliedCoupons: cart.coupons,
      billingAddress: customer.billingAddress,
      billingData: customer.billingAddress,
      cartTotal: { label: 'Total', value: parseInt(cart.totals.total_price, 10) },
      cartTotalItems: cartTotalItems(cart.totals, cart.needsShipping),
      currency,
      customerId,
      displayPricesIncludingTax: settings.displayCartPricesIncludingTax,
    },
    cartData: { cartItems: cart.items, cartFees: cart.fees, extensions: cart.extensions },
    checkoutStatus: { isCalculating: calculating, isComplete: checkoutStatus === 'complete', isIdle: checkoutStatus === 'idle', isProcessing: checkoutStatus === 'processing' },
    components,
    emitResponse: { noticeContexts: NOTICE_CONTEXTS, responseTypes: RESPONSE_TYPES },
    eventRegistration,
    onSubmit: submit,
    paymentStatus: {
      isIdle: paymentIdle,
      isStarted: paymentStarted,
      isProcessing: paymentProcessing,
      hasError: paymentError,
      isReady: paymentReady,
      isDoingExpressPayment: expressActive,
      // Blocks keeps these deprecated names (since 9.6.0) as getters.
      get isPristine() {
        return deprecated('isPristine', 'isIdle', () => paymentIdle)();
      },
      get isFinished() {
        return deprecated('isFinished', 'hasError or isReady', () => paymentError || paymentReady)();
      },
      get hasFailed() {
        return deprecated('hasFailed', 'hasError', () => paymentError)();
      },
      get isSuccessful() {
        return deprecated('isSuccessful', 'isReady', () => paymentReady)();
      },
    },
    setExpressPaymentError,
    shippingData: {
      isSelectingRate: selectingRate,
      needsShipping: cart.needsShipping,
      selectedRates,
      setSelectedRates: (rateId: string, packageId?: number | null) => model.cart.dispatch.selectShippingRate(rateId, packageId),
      setShippingAddress: model.cart.dispatch.setShippingAddress,
      shippingAddress: customer.shippingAddress,
      shippingRates: cart.shippingRates,
      shippingRatesLoading: loadingRates,
    },
    shippingStatus: {
      shippingErrorStatus: { isPristine: true, isValid: true, hasInvalidAddress: false, hasError: false },
      shippingErrorTypes: SHIPPING_ERROR_TYPES,
    },
    shouldSavePayment,
  };
}

export type PaymentMethodInterface = ReturnType<typeof usePaymentMethodInterface>;
