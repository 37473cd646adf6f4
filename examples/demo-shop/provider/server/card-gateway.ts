/**
 * The Stripe gateway's classic checkout method ('stripe', 'Credit / Debit Card'), as far as the page
 * goes: its payment box prints the gateway's UPE form (WC_Stripe_UPE_Payment_Gateway::payment_fields),
 * into which the card-payment extension mounts the provider's Payment Element. Not registered by
 * default: the extension and the server side of card payments come with their own issue, so an order
 * placed with it only waits for payment (status pending). Register it with
 * `shop.context.gateways.register(CARD_GATEWAY)`.
 */
import type { Gateway } from '../../domain/gateways.ts';
import { html } from '../../pages/html.ts';

export const CARD_GATEWAY: Gateway = {
  id: 'stripe',
  title: 'Credit / Debit Card',
  description: 'Pay with your credit card.',
  fieldsHtml: () =>
    html`<fieldset id="wc-stripe-upe-form" class="wc-upe-form wc-payment-form">
<div class="wc-stripe-upe-element" data-payment-method-type="card"></div>
<div id="wc-stripe-upe-errors" role="alert"></div>
<input id="wc-stripe-payment-method-upe" type="hidden" name="wc-stripe-payment-method-upe">
<input id="wc_stripe_selected_upe_payment_type" type="hidden" name="wc_stripe_selected_upe_payment_type">
</fieldset>`.value,
  process: () => ({ status: 'pending' }),
};
