import type { PaymentIntent, SetupIntent } from '@stripe/stripe-js';
import { afterAuthentication, type CardBehaviour } from './test-cards.ts';

/** A Stripe API error object (the `error` member of an error response and of `last_payment_error`). */
export type StripeApiError = Omit<PaymentIntent.LastPaymentError, 'type'> & {
  type: PaymentIntent.LastPaymentError.Type;
  message: string;
  /** On a failed confirmation, the intent as it now stands (as Stripe's 402 responses carry it). */
  payment_intent?: PaymentIntent;
  setup_intent?: SetupIntent;
};

export function cardError(code: string, message: string, declineCode?: string, param?: string): StripeApiError {
  return { type: 'card_error', code, message, ...(declineCode ? { decline_code: declineCode } : {}), ...(param ? { param } : {}) };
}

export function invalidRequest(code: string, message: string, param?: string): StripeApiError {
  return { type: 'invalid_request_error', code, message, ...(param ? { param } : {}) };
}

/** The error a charge with this card ends in, or null when the charge goes through. */
export function chargeError(behaviour: CardBehaviour): StripeApiError | null {
  switch (behaviour) {
    case 'card_declined':
      return cardError('card_declined', 'Your card was declined.', 'generic_decline');
    case 'insufficient_funds':
      return cardError('card_declined', 'Your card has insufficient funds.', 'insufficient_funds');
    case 'lost_card':
      return cardError('card_declined', 'Your card was declined.', 'lost_card');
    case 'stolen_card':
      return cardError('card_declined', 'Your card was declined.', 'stolen_card');
    case 'card_velocity_exceeded':
      return cardError('card_declined', 'Your card was declined.', 'card_velocity_exceeded');
    case 'fraudulent':
      return cardError('card_declined', 'Your card was declined.', 'fraudulent');
    case 'expired_card':
      return cardError('expired_card', 'Your card has expired.', 'expired_card', 'exp_month');
    case 'incorrect_cvc':
      return cardError('incorrect_cvc', "Your card's security code is incorrect.", 'incorrect_cvc', 'cvc');
    case 'processing_error':
      return cardError('processing_error', 'An error occurred while processing your card. Try again in a little bit.', 'processing_error');
    case 'succeed':
    case 'authenticate':
      return null;
    case 'authenticate_then_decline':
    case 'authenticate_then_insufficient_funds':
      return chargeError(afterAuthentication(behaviour));
  }
}

export const AUTHENTICATION_FAILURE: StripeApiError = invalidRequest(
  'payment_intent_authentication_failure',
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
);

export function unexpectedState(kind: 'PaymentIntent' | 'SetupIntent', status: string): StripeApiError {
  return invalidRequest(
    kind === 'PaymentIntent' ? 'payment_intent_unexpected_state' : 'setup_intent_unexpected_state',
    `You cannot confirm this ${kind} because it has a status of ${status}.`,
  );
}
