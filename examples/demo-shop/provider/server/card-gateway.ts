/**
 * The Stripe gateway's classic checkout method ('stripe', 'Credit / Debit Card'), as far as the page
 * goes: its payment box carries the gateway's UPE form (WC_Stripe_UPE_Payment_Gateway::payment_fields, printed by pages/partials/payment.ts),
 * into which the card-payment extension mounts the provider's Payment Element. Not registered by
 * default: the extension and the server side of card payments come with their own issue, so an order
 * placed with it only waits for payment (status pending). Register it with
 * `shop.context.gateways.register(CARD_GATEWAY)`.
 */
import type { Gateway } from '../../domain/gateways.ts';

export const CARD_GATEWAY: Gateway = {
  id: 'stripe',
  title: 'Credit / Debit Card',
  description: 'Pay with your credit card.',
  form: 'stripe-upe',
  process: () => ({ status: 'pending' }),
};
