// @vitest-environment node
/**
 * Every test card and test payment method of Stripe's testing documentation (docs.stripe.com/testing) that we model,
 * through the official `stripe` client over real HTTP against the provider: the intent's status, the 3D Secure
 * challenge and what follows it, and each decline's code, decline_code and message as Stripe documents them.
 */
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { AUTHORIZE_PATH } from '../keys.ts';
import { useProviderClient } from './stripe-client-testing.ts';

const client = useProviderClient();

type Outcome =
  | { status: 'succeeded' }
  | { status: 'requires_action'; afterChallenge: Outcome }
  | { declined: { code: string; decline_code?: string; message: string } };

const ok: Outcome = { status: 'succeeded' };
const challenge = (afterChallenge: Outcome): Outcome => ({ status: 'requires_action', afterChallenge });
const declined = (code: string, message: string, decline_code?: string): Outcome => ({ declined: { code, message, ...(decline_code ? { decline_code } : {}) } });
const GENERIC = 'Your card was declined.';

/** [what Stripe's page calls it, card number, test payment method, outcome]. */
const CARDS: [string, string, string | null, Outcome][] = [
  ['Visa', '4242424242424242', 'pm_card_visa', ok],
  ['Visa (debit)', '4000056655665556', 'pm_card_visa_debit', ok],
  ['Mastercard', '5555555555554444', 'pm_card_mastercard', ok],
  ['3D Secure not supported (American Express)', '378282246310005', 'pm_card_amex_threeDSecureNotSupported', ok],
  ['authenticate unless set up', '4000002500003155', 'pm_card_authenticationRequiredOnSetup', challenge(ok)],
  ['always authenticate', '4000002760003184', 'pm_card_authenticationRequired', challenge(ok)],
  ['authenticate unless set up (another)', '4000003800000446', null, challenge(ok)],
  ['3D Secure required', '4000000000003063', 'pm_card_threeDSecureRequired', challenge(ok)],
  ['3D Secure 2 required', '4000000000003220', 'pm_card_threeDSecure2Required', challenge(ok)],
  ['3D Secure supported, optional', '4000000000003055', 'pm_card_threeDSecureOptional', ok],
  ['3D Secure required, declined after authentication', '4000008400001629', 'pm_card_threeDSecureRequiredChargeDeclined', challenge(declined('card_declined', GENERIC, 'generic_decline'))],
  ['already set up, insufficient funds', '4000008260003178', 'pm_card_authenticationRequiredChargeDeclinedInsufficientFunds', challenge(declined('card_declined', 'Your card has insufficient funds.', 'insufficient_funds'))],
  ['generic decline', '4000000000000002', 'pm_card_visa_chargeDeclined', declined('card_declined', GENERIC, 'generic_decline')],
  ['decline after attaching', '4000000000000341', 'pm_card_chargeCustomerFail', declined('card_declined', GENERIC, 'generic_decline')],
  ['insufficient funds decline', '4000000000009995', 'pm_card_visa_chargeDeclinedInsufficientFunds', declined('card_declined', 'Your card has insufficient funds.', 'insufficient_funds')],
  ['lost card decline', '4000000000009987', 'pm_card_visa_chargeDeclinedLostCard', declined('card_declined', GENERIC, 'lost_card')],
  ['stolen card decline', '4000000000009979', 'pm_card_visa_chargeDeclinedStolenCard', declined('card_declined', GENERIC, 'stolen_card')],
  ['expired card decline', '4000000000000069', 'pm_card_chargeDeclinedExpiredCard', declined('expired_card', 'Your card has expired.', 'expired_card')],
  ['incorrect CVC decline', '4000000000000127', 'pm_card_chargeDeclinedIncorrectCvc', declined('incorrect_cvc', "Your card's security code is incorrect.", 'incorrect_cvc')],
  ['processing error decline', '4000000000000119', 'pm_card_chargeDeclinedProcessingError', declined('processing_error', 'An error occurred while processing your card. Try again in a little bit.', 'processing_error')],
  ['exceeding velocity limit decline', '4000000000006975', 'pm_card_visa_chargeDeclinedVelocityLimitExceeded', declined('card_declined', GENERIC, 'card_velocity_exceeded')],
  ['always blocked (Radar)', '4100000000000019', 'pm_card_radarBlock', declined('card_declined', GENERIC, 'fraudulent')],
];

/** Confirms a £10 intent with the method, completing a 3D Secure challenge as the shopper would: the outcome seen. */
async function pay(paymentMethod: string): Promise<Outcome> {
  const attempt = await client.stripe.paymentIntents.create({ amount: 1000, currency: 'gbp', payment_method: paymentMethod, confirm: true }).catch((e: unknown) => e);
  if (attempt instanceof Stripe.errors.StripeCardError) return declined(attempt.code ?? '', attempt.message, attempt.decline_code);
  if (attempt instanceof Error) throw attempt;
  const intent = attempt as Stripe.PaymentIntent;
  if (intent.status !== 'requires_action') return { status: intent.status } as Outcome;
  expect(intent.next_action?.type).toBe('use_stripe_sdk');
  const answer = await fetch(new URL(AUTHORIZE_PATH, client.provider.url), {
    method: 'POST',
    body: new URLSearchParams({ intent: intent.id, client_secret: intent.client_secret ?? '', outcome: 'complete' }),
    redirect: 'manual',
  });
  expect(answer.status).toBeLessThan(400);
  const after = await client.stripe.paymentIntents.retrieve(intent.id);
  const error = after.last_payment_error;
  return challenge(after.status === 'succeeded' ? ok : declined(error?.code ?? after.status, error?.message ?? '', error?.decline_code));
}

describe("Stripe's test cards at the provider", () => {
  it.each(CARDS)('%s: card %s', async (_name, number, _method, outcome) => {
    const method = await client.stripe.paymentMethods.create({ type: 'card', card: { number, exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: '123' } });
    expect(await pay(method.id)).toEqual(outcome);
  });

  it.each(CARDS.filter(([, , method]) => method !== null))('%s: card %s as its test payment method %s', async (_name, _number, method, outcome) => {
    expect(await pay(method!)).toEqual(outcome);
  });

  it('incorrect number decline: 4242424242424241 is refused when the method is made, with incorrect_number', async () => {
    const error = await client.stripe.paymentMethods.create({ type: 'card', card: { number: '4242424242424241', exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: '123' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(error).toMatchObject({ code: 'incorrect_number', message: 'Your card number is incorrect.', param: 'number' });
  });
});
