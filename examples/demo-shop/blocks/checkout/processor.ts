/**
 * The checkout's life cycle, as WooCommerce Blocks 10.9.1 runs it (its CheckoutProcessor, CheckoutEventsProvider and
 * PaymentEventsProvider effects and the stores' thunks), headless. Blocks reacts to store changes in React effects;
 * the model reacts the same way after each change (one microtask later, every rule against the same state, each
 * rule only when what it depends on changed, as an effect does):
 *
 * 1. submit → before_processing;
 * 2. before_processing: the onCheckoutValidation observers (emit, every one runs); no answer or only successes →
 *    processing, else their `errorMessage`s as notices (context `wc/checkout` unless given), idle with an error;
 * 3. processing without error and nothing calculating → payment processing, the onPaymentSetup observers
 *    (emitWithAbort): a success's `meta.paymentMethodData` is kept and the payment is ready; a failure or error
 *    shows its message in the payments area (`wc/checkout/payments` unless `messageContext`) and the payment has
 *    an error, which puts the checkout back to idle with its error flag;
 * 4. processing, payment ready (or nothing to pay) → POST /checkout with the addresses, the note, `payment_method`
 *    (the method's paymentMethodId) and `payment_data` ({key, value} pairs and `wc-{method}-new-payment-method`);
 *    the answer's payment_result becomes the payment result (`paymentDetails` as an object) and the redirect URL
 *    → after_processing; an error answer is shown (processErrorResponse) and flags the error;
 * 5. after_processing: onCheckoutSuccess (or, with the error flag, onCheckoutFail) observers with
 *    `{redirectUrl, orderId, customerId, orderNotes, processingResponse}`, emitWithAbort; an error or failure shows
 *    its message and, unless it says `retry: false`, lets the shopper try again (a success observer's error raises
 *    the error flag, so the fail observers run next); else complete;
 * 6. complete → the browser goes to the redirect URL, if there still is one (a wallet flow sets it to null);
 * 7. the payment goes back to idle when the checkout does without a ready payment, or when the checkout has an error.
 */
import { CHECKOUT_STATUS } from '../data/checkout-store.ts';
import { NOTICE_CONTEXTS } from '../data/notices-store.ts';
import { isValidationErrors } from '../data/validation-store.ts';
import { CHECKOUT_EVENTS } from '../events/checkout-events.ts';
import { isErrorResponse, isFailResponse, isSuccessResponse, RESPONSE_TYPES, shouldRetry, type ObserverResponse } from '../events/emitter.ts';
import { paymentDataOf, paymentResultOf, showErrorAnswer, SOMETHING_WENT_WRONG } from './checkout-response.ts';
import { CHECKOUT_BLOCK_EVENTS, type CheckoutModel } from './model.ts';

export const PAYMENT_ERROR_NOTICE_ID = 'wc-payment-error';

/** What the rules look at. */
interface Snapshot {
  readonly status: string;
  readonly hasError: boolean;
  readonly calculating: boolean;
  readonly complete: boolean;
  readonly paymentReady: boolean;
  readonly paymentError: boolean;
  readonly express: boolean;
  readonly willHaveError: boolean;
  readonly validationErrors: boolean;
}

export interface CheckoutProcessor {
  /** The Place Order button, and `onSubmit` in a payment method's props. */
  submit(): void;
  dispose(): void;
}

export function startCheckoutProcessor(model: CheckoutModel): CheckoutProcessor {
  const { checkout, payment, cart, notices, validation, checkoutEvents, blockEvents } = model;
  let sending = false;
  let scheduled = false;
  let previous: Snapshot | null = null;

  const snapshot = (): Snapshot => {
    const express = payment.select.isExpressPaymentMethodActive();
    const validationErrors = validation.select.hasValidationErrors();
    return {
      status: checkout.select.getCheckoutStatus(),
      hasError: checkout.select.hasError(),
      calculating: checkout.select.isCalculating(),
      complete: checkout.select.isComplete(),
      paymentReady: payment.select.isPaymentReady(),
      paymentError: payment.select.hasPaymentError(),
      express,
      validationErrors,
      willHaveError: (validationErrors && !express) || payment.select.hasPaymentError(),
    };
  };

  /** The built-in validation observer (priority 0, not while an express method pays): a payment error stops the order. */
  const checkValidation = (): unknown =>
    !payment.select.isExpressPaymentMethodActive() && payment.select.hasPaymentError() ? { type: RESPONSE_TYPES.ERROR, errorMessage: 'There was a problem with your payment option.', context: NOTICE_CONTEXTS.PAYMENTS } : true;
  const unsubscribeValidation = checkoutEvents.checkoutEvents.onCheckoutValidation(checkValidation, 0);

  async function emitValidation(): Promise<void> {
    for (const notice of notices.select.getNotices()) if (notice.status === 'error') notices.dispatch.removeNotice(notice.id);
    const answers = await checkoutEvents.checkoutEventsEmitter.emit(CHECKOUT_EVENTS.CHECKOUT_VALIDATION);
    if (answers.length === 0 || answers.every(isSuccessResponse)) {
      checkout.dispatch.__internalSetProcessing();
      return;
    }
    for (const { errorMessage, validationErrors, context = NOTICE_CONTEXTS.CHECKOUT } of answers) {
      if (typeof errorMessage === 'string' && errorMessage) notices.dispatch.createErrorNotice(errorMessage, { context });
      if (isValidationErrors(validationErrors)) validation.dispatch.setValidationErrors(validationErrors);
    }
    checkout.dispatch.__internalSetIdle();
    checkout.dispatch.__internalSetHasError();
  }

  async function emitPaymentSetup(): Promise<void> {
    notices.dispatch.removeNotice(PAYMENT_ERROR_NOTICE_ID, NOTICE_CONTEXTS.PAYMENTS);
    const answers = await blockEvents.emitWithAbort(CHECKOUT_BLOCK_EVENTS.PAYMENT_SETUP, {});
    let success: ObserverResponse | undefined;
    let error: ObserverResponse | undefined;
    let billingAddress: unknown;
    let shippingAddress: unknown;
    for (const answer of answers) {
      if (isSuccessResponse(answer)) success = answer; // the last success wins
      if (isErrorResponse(answer) || isFailResponse(answer)) error = answer;
      billingAddress = answer.meta?.billingAddress;
      shippingAddress = answer.meta?.shippingAddress;
    }
    const isAddress = (value: unknown): value is Record<string, string> => typeof value === 'object' && value !== null;
    const showError = (answer: ObserverResponse): void => {
      if (typeof answer.message === 'string' && answer.message.length > 0) {
        const context = typeof answer.messageContext === 'string' && answer.messageContext.length > 0 ? answer.messageContext : NOTICE_CONTEXTS.PAYMENTS;
        notices.dispatch.createErrorNotice(answer.message, { id: PAYMENT_ERROR_NOTICE_ID, isDismissible: false, context });
      }
    };
    const dataOf = (answer: ObserverResponse): Record<string, unknown> => {
      const data = answer.meta?.paymentMethodData;
      return typeof data === 'object' && data !== null && data.constructor === Object ? (data as Record<string, unknown>) : {};
    };
    if (success && !error) {
      if (isAddress(billingAddress)) cart.dispatch.setBillingAddress(billingAddress);
      if (isAddress(shippingAddress)) cart.dispatch.setShippingAddress(shippingAddress);
      payment.dispatch.__internalSetPaymentMethodData(dataOf(success));
      payment.dispatch.__internalSetPaymentReady();
    } else if (error && isFailResponse(error)) {
      showError(error);
      if (isAddress(billingAddress)) cart.dispatch.setBillingAddress(billingAddress);
      payment.dispatch.__internalSetPaymentMethodData(dataOf(error));
      payment.dispatch.__internalSetPaymentError();
    } else if (error) {
      showError(error);
      payment.dispatch.__internalSetPaymentError();
      if (isValidationErrors(error.validationErrors)) validation.dispatch.setValidationErrors(error.validationErrors);
    } else {
      payment.dispatch.__internalSetPaymentReady();
    }
  }

  async function placeOrder(): Promise<void> {
    sending = true;
    for (const context of Object.values(NOTICE_CONTEXTS)) notices.dispatch.removeAllNotices(undefined, context);
    notices.dispatch.removeAllNotices();
    const { billingAddress, shippingAddress } = cart.select.getCustomerData();
    const cartData = cart.select.getCartData();
    const active = payment.select.getActivePaymentMethod();
    const methods = { ...model.registry.getExpressPaymentMethods(), ...model.registry.getPaymentMethods() };
    const body = {
      additional_fields: {},
      billing_address: billingAddress,
      create_account: checkout.select.getShouldCreateAccount(),
      customer_note: checkout.select.getOrderNotes(),
      customer_password: '',
      extensions: { ...checkout.select.getExtensionData() },
      shipping_address: cartData.needsShipping ? shippingAddress : undefined,
      ...(cartData.needsPayment
        ? { payment_method: methods[active]?.paymentMethodId, payment_data: paymentDataOf(payment.select.getPaymentMethodData(), payment.select.getShouldSavePaymentMethod(), active) }
        : {}),
    };
    const processAnswer = (answer: Parameters<typeof paymentResultOf>[0]): void => {
      const result = paymentResultOf(answer);
      checkout.dispatch.__internalSetRedirectUrl(result.redirectUrl || '');
      payment.dispatch.__internalSetPaymentResult(result);
      checkout.dispatch.__internalSetAfterProcessing();
    };
    try {
      const answer = await model.api.send<Record<string, unknown>>('POST', 'checkout', body);
      if (answer.ok) {
        processAnswer(answer.body);
        return;
      }
      // Blocks flags the error before it reads the error's body.
      checkout.dispatch.__internalSetHasError(true);
      await Promise.resolve();
      const error = answer.body as { data?: { cart?: Record<string, unknown> } };
      if (error.data?.cart) cart.dispatch.receiveCartContents(error.data.cart);
      showErrorAnswer(answer.body, notices.dispatch);
      processAnswer(answer.body);
    } catch {
      const message = checkout.select.getCustomerId() !== 0
        ? "Something went wrong when placing the order. Check your account's order history or your email for order updates before retrying."
        : 'Something went wrong when placing the order. Check your email for order updates before retrying.';
      showErrorAnswer({ code: 'unknown_error', message, data: null }, notices.dispatch);
      checkout.dispatch.__internalSetHasError(true);
    } finally {
      sending = false;
    }
  }

  const checkoutNoticesHaveErrors = (): boolean =>
    [...Object.values(NOTICE_CONTEXTS)].some((context) => notices.select.getNotices(context).some((notice) => notice.status === 'error'));

  async function emitAfterProcessing(): Promise<void> {
    const data = {
      redirectUrl: checkout.select.getRedirectUrl(),
      orderId: checkout.select.getOrderId(),
      customerId: checkout.select.getCustomerId(),
      orderNotes: checkout.select.getOrderNotes(),
      processingResponse: payment.select.getPaymentResult(),
    };
    const optionsOf = (answer: ObserverResponse): { context: string } | undefined =>
      typeof answer.messageContext === 'string' && answer.messageContext ? { context: answer.messageContext } : undefined;
    if (checkout.select.hasError()) {
      const answers = await checkoutEvents.checkoutEventsEmitter.emitWithAbort(CHECKOUT_EVENTS.CHECKOUT_FAIL, data);
      let error: ObserverResponse | null = null;
      for (const answer of answers) {
        if ((isErrorResponse(answer) || isFailResponse(answer)) && typeof answer.message === 'string' && answer.message) {
          error = answer;
          notices.dispatch.createErrorNotice(answer.message, optionsOf(answer));
        }
      }
      if (error !== null) {
        if (shouldRetry(error)) checkout.dispatch.__internalSetIdle();
        else checkout.dispatch.__internalSetComplete(error);
        return;
      }
      if (!checkoutNoticesHaveErrors()) {
        notices.dispatch.createErrorNotice(data.processingResponse?.message || SOMETHING_WENT_WRONG, { id: 'checkout', context: NOTICE_CONTEXTS.CHECKOUT });
      }
      checkout.dispatch.__internalSetIdle();
      return;
    }
    const answers = await checkoutEvents.checkoutEventsEmitter.emitWithAbort(CHECKOUT_EVENTS.CHECKOUT_SUCCESS, data);
    let success: ObserverResponse | null = null;
    let error: ObserverResponse | null = null;
    for (const answer of answers) {
      if (isSuccessResponse(answer)) success = answer;
      if (isErrorResponse(answer) || isFailResponse(answer)) error = answer;
    }
    if (success && !error) checkout.dispatch.__internalSetComplete(success);
    else if (error) {
      if (typeof error.message === 'string' && error.message) notices.dispatch.createErrorNotice(error.message, optionsOf(error));
      if (shouldRetry(error)) checkout.dispatch.__internalSetHasError(true);
      else checkout.dispatch.__internalSetComplete(error);
    } else checkout.dispatch.__internalSetComplete();
  }

  const changed = <K extends keyof Snapshot>(now: Snapshot, before: Snapshot | null, keys: readonly K[]): boolean =>
    before === null || keys.some((key) => now[key] !== before[key]);

  function react(): void {
    scheduled = false;
    const now = snapshot();
    const before = previous;
    previous = now;
    const running = now.status === CHECKOUT_STATUS.PROCESSING || now.status === CHECKOUT_STATUS.BEFORE_PROCESSING;

    // The error flag follows the fields' and the payment's errors while the order is on its way.
    if (now.willHaveError !== now.hasError && running && !now.express && changed(now, before, ['willHaveError', 'hasError', 'status', 'express'])) {
      checkout.dispatch.__internalSetHasError(now.willHaveError);
    }
    if (now.status === CHECKOUT_STATUS.BEFORE_PROCESSING && changed(now, before, ['status'])) void emitValidation();
    const paying = now.status === CHECKOUT_STATUS.PROCESSING && !now.hasError && !now.calculating;
    if (paying && changed(now, before, ['status', 'hasError', 'calculating'])) {
      payment.dispatch.__internalSetPaymentProcessing();
      void emitPaymentSetup();
    }
    if (now.status === CHECKOUT_STATUS.IDLE && !now.paymentReady && changed(now, before, ['status', 'paymentReady'])) payment.dispatch.__internalSetPaymentIdle();
    if (now.hasError && now.paymentReady && changed(now, before, ['hasError', 'paymentReady'])) payment.dispatch.__internalSetPaymentIdle();
    const paid = now.status === CHECKOUT_STATUS.PROCESSING && !now.hasError && !now.willHaveError && (now.paymentReady || !cart.select.getCartData().needsPayment);
    if (paid && !sending) void placeOrder();
    if (now.status === CHECKOUT_STATUS.AFTER_PROCESSING && changed(now, before, ['status', 'hasError'])) void emitAfterProcessing();
    if (changed(now, before, ['complete']) && before !== null) {
      const redirectUrl = checkout.select.getRedirectUrl();
      if (redirectUrl) model.navigate(redirectUrl);
    }
    // Blocks shows every field error once the checkout stopped for them.
    if (now.status === CHECKOUT_STATUS.IDLE && now.hasError && now.validationErrors && changed(now, before, ['status', 'hasError', 'validationErrors'])) {
      validation.dispatch.showAllValidationErrors();
    }
  }

  const schedule = (): void => {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(react);
  };
  const unsubscribe = model.subscribe(schedule);
  schedule();

  return {
    submit() {
      checkout.dispatch.__internalSetBeforeProcessing();
    },
    dispose() {
      unsubscribe();
      unsubscribeValidation();
    },
  };
}
