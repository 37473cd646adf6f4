import { chargeError, type StripeApiError } from './errors.ts';
import { afterAuthentication } from './test-cards.ts';
import { redirectAction, threeDSecureAction, voucherAction, walletAction, type ActionTarget } from './next-actions.ts';
import type { MethodBehaviour, ProviderNextAction } from './types.ts';

/** Where confirming an intent with a payment method leads, before it is written to either intent kind. */
export type Decision =
  | { kind: 'succeeded' }
  | { kind: 'processing' }
  | { kind: 'action'; nextAction: ProviderNextAction }
  | { kind: 'failed'; error: StripeApiError };

export function decide(behaviour: MethodBehaviour, authenticated: boolean, target: ActionTarget): Decision {
  switch (behaviour) {
    case 'authenticate':
    case 'authenticate_then_decline':
    case 'authenticate_then_insufficient_funds': {
      if (!authenticated) return { kind: 'action', nextAction: threeDSecureAction(target) };
      const error = chargeError(afterAuthentication(behaviour));
      return error ? { kind: 'failed', error } : { kind: 'succeeded' };
    }
    case 'redirect':
      return { kind: 'action', nextAction: redirectAction(target) };
    case 'voucher':
      return { kind: 'action', nextAction: voucherAction(target) };
    case 'wallet':
      return { kind: 'action', nextAction: walletAction(target) };
    case 'processing':
      return { kind: 'processing' };
    case 'succeed':
      return { kind: 'succeeded' };
    default: {
      const error = chargeError(behaviour);
      return error ? { kind: 'failed', error } : { kind: 'succeeded' };
    }
  }
}
