/**
 * Finishing a confirmation the shop's server started (the order's intent, a setup intent for a saved method):
 * an intent waiting for the shopper (3D Secure) has its next action handled, Stripe's flow for intents
 * confirmed on the server; one still to be confirmed is confirmed; one already done is left as it is (a page
 * loaded again after it: the shop is told again, nothing is charged twice).
 */
import type { PaymentIntent, SetupIntent, Stripe, StripeError } from '@stripe/stripe-js';

export type ConfirmResult = { paymentIntent?: PaymentIntent; setupIntent?: SetupIntent; error?: StripeError };

const DONE = ['succeeded', 'processing', 'requires_capture'];

/**
 * `confirm` confirms an intent the server left unconfirmed (by default with confirmPayment / confirmSetup; a
 * voucher or wallet passes its own, e.g. confirmBoletoPayment).
 */
export async function finishConfirmation(stripe: Stripe, kind: 'pi' | 'si', clientSecret: string, confirm?: () => Promise<ConfirmResult>): Promise<ConfirmResult> {
  const current = kind === 'si' ? (await stripe.retrieveSetupIntent(clientSecret)).setupIntent : (await stripe.retrievePaymentIntent(clientSecret)).paymentIntent;
  if (current?.status === 'requires_action') return stripe.handleNextAction({ clientSecret });
  if (current && DONE.includes(current.status)) return kind === 'si' ? { setupIntent: current as SetupIntent } : { paymentIntent: current as PaymentIntent };
  if (confirm) return confirm();
  const options = { clientSecret, redirect: 'if_required' as const };
  return kind === 'si' ? stripe.confirmSetup(options) : stripe.confirmPayment(options);
}

