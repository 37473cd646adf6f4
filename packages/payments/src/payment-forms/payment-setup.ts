/**
 * SPEC 4.7 for a hosted method, fetched once the shopper starts on the form (or at the latest at the submit):
 * a saved token goes as it is; a new method is made (submit-runner.ts) and the order carries the fields the
 * gateway's PHP reads (SPEC 3.13). On order-pay the intent made for a method that cannot defer one learns the
 * order and the saving choice first (update_payment_intent).
 */
import { blockElement } from '@shop-islands/core/block-overlay';
import { NOTICE_CONTEXTS, RESPONSE_TYPES, type ObserverResponse } from '@shop-islands/core/checkout/lifecycle';
import { PAGE_FORMS } from '../classic/page-kind.ts';
import type { PaymentsPage } from '../classic/payments-page.ts';
import { messageFor } from '../errors/messages.ts';
import { gatewayIdOf } from '../payment-methods/method-types.ts';
import { savedTokenChosen } from '../saved-methods/tokens.ts';
import { BLIK_CODE_FIELD } from './blik.ts';
import { billingDetails, readBillingValues } from './billing-details.ts';
import { newMethodFields } from './hidden-fields.ts';
import { submitNewMethod } from './submit-runner.ts';

const failed = (message: string): ObserverResponse => ({ type: RESPONSE_TYPES.ERROR, message, messageContext: NOTICE_CONTEXTS.PAYMENTS });

export async function paymentSetup(page: PaymentsPage, type: string): Promise<ObserverResponse> {
  const { doc, settings, forms, kind } = page;
  const gatewayId = gatewayIdOf(type, settings.gatewayId);
  const box = doc.querySelector(`.payment_box.payment_method_${gatewayId}`) ?? doc;
  // SPEC 4.7 step 1: blocked before the form is checked and the method made; the page's checkout gives it back on a failure.
  const form = doc.querySelector<HTMLElement>(PAGE_FORMS[kind]);
  if (form) blockElement(form);
  const outcome = await submitNewMethod(
    forms,
    {
      type,
      savedTokenChosen: savedTokenChosen(box, type, settings.gatewayId),
      blikCode: (doc.getElementById(BLIK_CODE_FIELD) as HTMLInputElement | null)?.value ?? '',
      billingDetails: kind === 'checkout' ? billingDetails(page.billingValues?.() ?? readBillingValues(doc)) : undefined,
    },
    settings.messages,
  );
  if (outcome.kind === 'failed') return failed(outcome.message);
  if (outcome.kind === 'saved-token') return { type: RESPONSE_TYPES.SUCCESS };
  const save = page.saveChecked(type);
  page.lastMethod = { id: outcome.paymentMethodId, save };
  const intentId = forms.intentIdOf(type);
  if (intentId && kind === 'order-pay' && settings.orderId) {
    try {
      await (await page.api()).updatePaymentIntent({ intentId, orderId: settings.orderId, savePaymentMethod: save, type });
    } catch (error) {
      return failed(messageFor(error, settings.messages));
    }
  }
  return {
    type: RESPONSE_TYPES.SUCCESS,
    meta: { paymentMethodData: newMethodFields({ gatewayId: settings.gatewayId, type, paymentMethodId: outcome.paymentMethodId, intentId }) },
  };
}
