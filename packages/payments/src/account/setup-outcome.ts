/**
 * What follows the gateway's answer when a payment method is saved through a setup intent (SPEC 4.8): done
 * (the form goes on with the setup intent's id), a redirect to the provider's page, Cash App's wallet setup
 * with its return address, or a confirmation in place (3D Secure) that redirects only when it must.
 */
import type { SetupIntentAnswer } from '../intents/api.ts';
import { CASHAPP } from '../payment-methods/method-types.ts';

export type SetupNext =
  | { readonly kind: 'done'; readonly setupIntentId: string }
  | { readonly kind: 'redirect'; readonly url: string }
  | { readonly kind: 'cashapp'; readonly clientSecret: string; readonly returnUrl: string }
  | { readonly kind: 'confirm'; readonly clientSecret: string };

const decoded = (url: string): string => {
  try {
    return decodeURIComponent(url);
  } catch {
    return '';
  }
};

export function nextAfterSetup(answer: SetupIntentAnswer): SetupNext {
  if (answer.status === 'succeeded') return { kind: 'done', setupIntentId: answer.id };
  if (answer.status === 'requires_action' && answer.redirectUrl) return { kind: 'redirect', url: answer.redirectUrl };
  if (answer.paymentType === CASHAPP) return { kind: 'cashapp', clientSecret: answer.clientSecret, returnUrl: decoded(answer.returnUrl) };
  return { kind: 'confirm', clientSecret: answer.clientSecret };
}
