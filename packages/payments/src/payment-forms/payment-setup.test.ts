/**
 * SPEC 4.7 step 1: the classic checkout's form is blocked before the provider's form is checked and the payment
 * method is made, not once the method exists.
 */
import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { describe, expect, it } from 'vitest';
import { isBlocked } from '@shop-islands/core/block-overlay';
import type { PaymentsPage } from '../classic/payments-page.ts';
import type { UpeSettings } from '../settings/upe-params.ts';
import type { PaymentForms } from './forms-runner.ts';
import { initialFormsState } from './forms-state.ts';
import { paymentSetup } from './payment-setup.ts';

describe('placing an order with a new card (SPEC 4.7)', () => {
  it('blocks the checkout form before the form is checked and before the payment method is made', async () => {
    document.body.innerHTML = '<form class="checkout"><div class="payment_box payment_method_stripe"></div></form>';
    const form = document.querySelector<HTMLElement>('form.checkout')!;
    const seen: string[] = [];
    const elements = { submit: async () => (seen.push(`submit blocked=${isBlocked(form)}`), {}) } as unknown as StripeElements;
    const stripe = { createPaymentMethod: async () => (seen.push(`create blocked=${isBlocked(form)}`), { paymentMethod: { id: 'pm_1' } }) } as unknown as Stripe;
    const forms = { store: { getState: () => initialFormsState(2300, 'GBP'), subscribe: () => () => undefined }, elementsOf: () => elements, stripe: async () => stripe, intentIdOf: () => null } as unknown as PaymentForms;
    const settings = { gatewayId: 'stripe', messages: {}, orderId: '' } as unknown as UpeSettings;
    const page = { doc: document, kind: 'checkout', settings, forms, billingValues: () => ({}), saveChecked: () => false, lastMethod: null } as unknown as PaymentsPage;
    const response = await paymentSetup(page, 'card');
    expect(seen).toEqual(['submit blocked=true', 'create blocked=true']);
    expect(response).toMatchObject({ meta: { paymentMethodData: { 'wc-stripe-payment-method': 'pm_1' } } });
  });
});
