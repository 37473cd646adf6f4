/**
 * Runs SPEC 4.7's submit (submit.ts) for one method: the form checked with `elements.submit()`, then the
 * payment method made at the provider with the billing details (SPEC 3.12; BLIK's with its code's type).
 */
import type { PaymentMethodCreateParams } from '@stripe/stripe-js';
import { createStore } from '@shop-islands/core/store';
import { BLIK } from '../payment-methods/method-types.ts';
import { hasLoadError } from './forms-state.ts';
import type { PaymentForms } from './forms-runner.ts';
import { INITIAL_SUBMIT, submitStep, type SubmitEffect, type SubmitEvent, type SubmitOutcome } from './submit.ts';

export interface SubmitRequest {
  readonly type: string;
  readonly savedTokenChosen: boolean;
  /** BLIK's code as typed (ignored for other methods). */
  readonly blikCode: string;
  /** SPEC 3.12's details where the page has billing fields (the classic checkout); undefined elsewhere. */
  readonly billingDetails: PaymentMethodCreateParams.BillingDetails | undefined;
}

export function submitNewMethod(forms: PaymentForms, request: SubmitRequest, messages: Readonly<Record<string, string>>): Promise<SubmitOutcome> {
  return new Promise((resolve) => {
    const params = request.billingDetails ? { billing_details: request.billingDetails } : undefined;
    const run = (effect: SubmitEffect, dispatch: (event: SubmitEvent) => void): void => {
      const elements = forms.elementsOf(request.type);
      if (effect.type === 'check-form') {
        if (!elements) return dispatch({ type: 'form-checked', error: { message: '' } });
        void elements.submit().then(
          (result) => dispatch({ type: 'form-checked', error: result.error ?? null }),
          (error: unknown) => dispatch({ type: 'form-checked', error }),
        );
        return;
      }
      void forms
        .stripe()
        .then((stripe) =>
          request.type === BLIK || !elements
            ? stripe.createPaymentMethod({ type: 'blik', ...(params ?? {}) })
            : stripe.createPaymentMethod({ elements, ...(params ? { params } : {}) }),
        )
        .then(
          (result) => dispatch(result.error ? { type: 'method-failed', error: result.error } : { type: 'method-created', paymentMethodId: result.paymentMethod.id }),
          (error: unknown) => dispatch({ type: 'method-failed', error }),
        );
    };
    const store = createStore((state, event: SubmitEvent) => submitStep(state, event, messages), INITIAL_SUBMIT, run);
    store.subscribe(() => {
      const { phase, outcome } = store.getState();
      if (phase === 'done' && outcome) resolve(outcome);
    });
    store.dispatch({
      type: 'submit',
      savedTokenChosen: request.savedTokenChosen,
      hasLoadError: hasLoadError(forms.store.getState(), request.type),
      blikCode: request.type === BLIK ? request.blikCode : null,
    });
  });
}
