/**
 * The Stripe gateway's payment box contents (WC_Stripe_UPE_Payment_Gateway::payment_fields and its methods'):
 * the description, the customer's saved methods (WooCommerce's tokenization radios) where they can be used,
 * the UPE form with the container the card extension mounts the provider's form into (BLIK: its code field),
 * the 'save' checkbox, and on the account page the 'update all subscriptions' option.
 */
import type { Gateway } from '../../domain/gateways.ts';
import { gatewayIdOf, STRIPE_METHODS } from '../../stripe-gateway/methods.ts';
import { subscriptionsOf } from '../../stripe-gateway/subscriptions.ts';
import { tokenLabel, tokensOf } from '../../stripe-gateway/tokens.ts';
import type { RequestContext } from '../../shop-context.ts';
import { flagAttr, html, type SafeHtml } from '../html.ts';
import { stripeUpeForm } from './payment.ts';

export type PaymentFieldsPage = 'checkout' | 'order-pay' | 'change-payment' | 'add-payment-method';

function savedMethods(ctx: RequestContext, gatewayId: string): SafeHtml {
  const tokens = tokensOf(ctx.shop.db, ctx.session.customerId, gatewayId);
  if (ctx.session.customerId === null) return html``;
  const chosen = tokens.find((t) => t.is_default === 1) ?? tokens[0];
  return html`<ul class="woocommerce-SavedPaymentMethods wc-saved-payment-methods" data-count="${tokens.length}">
${tokens.map((t) => html`<li class="woocommerce-SavedPaymentMethods-token"><input id="wc-${gatewayId}-payment-token-${t.id}" type="radio" name="wc-${gatewayId}-payment-token" value="${t.id}" style="width:auto;" class="woocommerce-SavedPaymentMethods-tokenInput"${flagAttr('checked', t === chosen)}> <label for="wc-${gatewayId}-payment-token-${t.id}">${tokenLabel(t)}</label></li>`)}
${tokens.length > 0 ? html`<li class="woocommerce-SavedPaymentMethods-new"><input id="wc-${gatewayId}-payment-token-new" type="radio" name="wc-${gatewayId}-payment-token" value="new" style="width:auto;" class="woocommerce-SavedPaymentMethods-tokenInput"> <label for="wc-${gatewayId}-payment-token-new">Use a new payment method</label></li>` : ''}
</ul>`;
}

function upeForm(type: string, gatewayId: string): SafeHtml {
  if (type === 'blik') {
    return html`<fieldset id="wc-${gatewayId}-form" class="wc-payment-form" style="font-size: inherit;">
<div class="wc-stripe-upe-element" data-payment-method-type="blik"><p class="form-row validate-required" id="wc-stripe-blik-code_field" data-priority=""><label for="wc-stripe-blik-code">BLIK Code&nbsp;<span class="required" aria-hidden="true">*</span></label><span class="woocommerce-input-wrapper"><input type="text" class="input-text" name="wc-stripe-blik-code" id="wc-stripe-blik-code" maxlength="6" inputmode="numeric" autocomplete="off" aria-required="true"></span></p></div>
<p>After submitting your order, please authorize the payment in your mobile banking application.</p>
</fieldset>`;
  }
  if (type === 'card') return stripeUpeForm();
  return html`<fieldset id="wc-${gatewayId}-upe-form" class="wc-upe-form wc-payment-form">
<div class="wc-stripe-upe-element" data-payment-method-type="${type}"></div>
<div id="wc-${gatewayId}-upe-errors" role="alert"></div>
</fieldset>`;
}

function saveCheckbox(gatewayId: string, forced: boolean, hiddenForGuests: boolean): SafeHtml {
  const id = `wc-${gatewayId}-new-payment-method`;
  return html`<fieldset${forced ? html` style="display:none;"` : ''}><p class="form-row woocommerce-SavedPaymentMethods-saveNew"${hiddenForGuests ? html` style="display:none;"` : ''}><input id="${id}" name="${id}" type="checkbox" value="true" style="width:auto;"${flagAttr('checked', forced)}> <label for="${id}" style="display:inline;">Save payment information to my account for future purchases.</label></p></fieldset>`;
}

function updateAllSubscriptions(gatewayId: string): SafeHtml {
  const id = `wc-${gatewayId}-update-subs-payment-method-card`;
  return html`<p class="form-row" id="${id}_field"><label class="checkbox"><input type="checkbox" class="input-checkbox wc-stripe-update-all-subscriptions-payment-method" name="${id}" id="${id}" value="1"> Update the payment method for all of my current subscriptions</label></p>`;
}

/** The payment box of a Stripe gateway on `page`. */
export function stripePaymentFields(ctx: RequestContext, gateway: Gateway, page: PaymentFieldsPage): SafeHtml {
  const type = gateway.upeType ?? 'card';
  const method = STRIPE_METHODS.find((m) => m.type === type);
  const gatewayId = gatewayIdOf(type);
  const loggedIn = ctx.session.customerId !== null;
  const tokens = method?.reusable && page !== 'add-payment-method' ? savedMethods(ctx, gatewayId) : html``;
  // The card's option is printed for guests too (they may create an account); the others' for customers only.
  const save = method?.reusable && page !== 'change-payment' && (type === 'card' || loggedIn)
    ? saveCheckbox(gatewayId, page === 'add-payment-method', !loggedIn && type !== 'card')
    : html``;
  const hasSubscriptions = page === 'add-payment-method' && subscriptionsOf(ctx.shop.db, ctx.session.customerId).some((s) => s.status === 'active');
  return html`${gateway.description ? html`<p>${gateway.description}</p>` : ''}${tokens}${upeForm(type, gatewayId)}${save}${hasSubscriptions ? updateAllSubscriptions(gatewayId) : ''}`;
}
