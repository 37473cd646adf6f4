/**
 * A method's views in the Checkout block, rendered with the page's React. The content is the classic pages' form
 * (payment-forms/payment-form.tsx: the form, its load error, onPaymentSetup and onCheckoutSuccess) fed with what
 * the block hands it: the cart's total (the form's amount follows every change), the billing address and
 * 'save payment information' for the submit, and upe-blocks.js's extra paymentMethodData fields. The saved
 * token's view finishes a saved card's confirmation (3D Secure) after the order. Both put a failed payment's
 * message in the payments area (payment-failed.ts).
 */
import { useEffect, useLayoutEffect, useMemo, type ReactElement } from 'react';
import type { EventRegistration } from '@shop-islands/core/checkout/lifecycle';
import { toStripeAmount } from '../amounts/stripe-amount.ts';
import type { PaymentsPage } from '../classic/payments-page.ts';
import { PaymentForm } from '../payment-forms/payment-form.tsx';
import { gatewayIdOf } from '../payment-methods/method-types.ts';
import { blocksPaymentFields, classicBillingValues, type BlockInputs, type BlocksAddress } from './block-inputs.ts';
import { paymentFailed } from './payment-failed.ts';

/** The props of WooCommerce Blocks' payment method interface this view reads. */
export interface BlocksMethodProps {
  readonly type: string;
  readonly page: PaymentsPage;
  readonly inputs: BlockInputs;
  readonly activePaymentMethod?: string;
  readonly eventRegistration?: EventRegistration;
  readonly shouldSavePayment?: boolean;
  readonly billing?: {
    readonly billingAddress?: BlocksAddress;
    readonly cartTotal: { readonly value: number };
    readonly currency: { readonly code: string; readonly minorUnit: number };
  };
}

export function BlocksMethod({ type, page, inputs, activePaymentMethod, eventRegistration, shouldSavePayment = false, billing }: BlocksMethodProps): ReactElement {
  const total = billing?.cartTotal.value;
  const currency = billing?.currency.code.toUpperCase() ?? '';
  const minorUnit = billing?.currency.minorUnit ?? 2;
  useEffect(() => {
    if (total !== undefined && currency) page.forms.setAmount(toStripeAmount(total, minorUnit, currency), currency);
  }, [page, total, minorUnit, currency]);
  useLayoutEffect(() => {
    inputs.billing = classicBillingValues(billing?.billingAddress);
    inputs.save = shouldSavePayment;
  });
  useEffect(() => page.forms.setSave(type, shouldSavePayment), [page, type, shouldSavePayment]);
  useEffect(() => eventRegistration?.onCheckoutFail((outcome) => paymentFailed(page.doc.defaultView ?? window, outcome)), [eventRegistration, page]);

  // The form's onPaymentSetup answer, with the fields upe-blocks.js sends too.
  const registration = useMemo<EventRegistration | undefined>(
    () =>
      eventRegistration && {
        ...eventRegistration,
        onPaymentSetup: (observer) =>
          eventRegistration.onPaymentSetup(async () => {
            const response = (await observer()) as { meta?: { paymentMethodData?: Record<string, unknown> } } | undefined;
            const data = response?.meta?.paymentMethodData;
            if (!data) return response;
            return { ...response, meta: { ...response.meta, paymentMethodData: { ...blocksPaymentFields(gatewayIdOf(type, page.settings.gatewayId), inputs), ...data } } };
          }),
      },
    [eventRegistration, type, page, inputs],
  );
  return <PaymentForm type={type} page={page} {...(activePaymentMethod === undefined ? {} : { activePaymentMethod })} {...(registration ? { eventRegistration: registration } : {})} />;
}

/** A saved token chosen: nothing to show; after the order, its confirmation (3D Secure) or its failure. */
export function SavedToken({ type, page, eventRegistration }: Pick<BlocksMethodProps, 'type' | 'page' | 'eventRegistration'>): null {
  useEffect(() => eventRegistration?.onCheckoutSuccess((outcome) => page.checkoutSucceeded(type, outcome)), [eventRegistration, type, page]);
  useEffect(() => eventRegistration?.onCheckoutFail((outcome) => paymentFailed(page.doc.defaultView ?? window, outcome)), [eventRegistration, page]);
  return null;
}
