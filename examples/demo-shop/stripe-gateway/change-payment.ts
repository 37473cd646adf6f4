/**
 * Changing a subscription's payment method (WooCommerce Subscriptions' change-payment page with the gateway's
 * process_change_subscription_payment_method): the saved method chosen, or the new one posted, is set up for
 * later payments with a setup intent; one that asks for 3D Secure sends the page the confirmation hash
 * (`#wc-stripe-confirm-si:{subscription}:…`, finished by confirm_change_payment).
 */
import type { NonceService } from '../domain/nonces.ts';
import type { Db } from '../db/open.ts';
import { createIntentsService } from '../provider/server/index.ts';
import { localizedError } from './messages.ts';
import { gatewayIdOf, methodOfGateway } from './methods.ts';
import { UPDATE_ORDER_STATUS_NONCE } from './payment.ts';
import { setAllSubscriptionsToken, setSubscriptionToken, type SubscriptionRow } from './subscriptions.ts';
import { saveToken, tokenOf } from './tokens.ts';

export type ChangeOutcome = { kind: 'changed' } | { kind: 'confirm'; hash: string } | { kind: 'failed'; message: string };

export function changeSubscriptionMethod(
  shop: { db: Db; nonces: NonceService },
  sessionId: string,
  subscription: SubscriptionRow,
  posted: Readonly<Record<string, string | undefined>>,
): ChangeOutcome {
  const { db } = shop;
  const gatewayId = posted.payment_method ?? '';
  const method = methodOfGateway(gatewayId);
  if (!method || !method.reusable) return { kind: 'failed', message: 'Invalid payment method.' };
  const tokenChoice = posted[`wc-${gatewayId}-payment-token`];
  if (tokenChoice && tokenChoice !== 'new') {
    const token = tokenOf(db, subscription.customer_id, Number(tokenChoice));
    if (!token || token.gateway !== gatewayId) return { kind: 'failed', message: "The selected payment method isn't valid." };
    setSubscriptionToken(db, subscription.id, token.id);
    return { kind: 'changed' };
  }
  const paymentMethod = posted['wc-stripe-payment-method'] ?? '';
  if (!paymentMethod) return { kind: 'failed', message: localizedError({ code: 'invalid_request_error' }) };
  const stripe = createIntentsService(db);
  const setup = stripe.createSetupIntent({ paymentMethod, paymentMethodTypes: [method.type], confirm: true, usage: 'off_session', metadata: { subscription_id: String(subscription.id) } });
  if (!setup.ok) return { kind: 'failed', message: localizedError(setup.error) };
  if (setup.value.status === 'requires_action') {
    const nonce = shop.nonces.createNonce(sessionId, UPDATE_ORDER_STATUS_NONCE);
    return { kind: 'confirm', hash: `#wc-stripe-confirm-si:${subscription.id}:${setup.value.client_secret ?? ''}:${nonce}` };
  }
  if (setup.value.status !== 'succeeded') return { kind: 'failed', message: localizedError({ code: 'processing_error' }) };
  const saved = stripe.retrievePaymentMethod(paymentMethod);
  if (!saved.ok) return { kind: 'failed', message: localizedError(saved.error) };
  const token = saveToken(db, subscription.customer_id, gatewayIdOf(method.type), saved.value);
  if (posted.update_all_subscriptions_payment_method) setAllSubscriptionsToken(db, subscription.customer_id, token.id);
  else setSubscriptionToken(db, subscription.id, token.id);
  return { kind: 'changed' };
}
