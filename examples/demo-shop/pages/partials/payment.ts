import type { Gateway } from '../../domain/gateways.ts';
import { CHECKOUT_OPTIONS } from '../../domain/shop-settings.ts';
import { flagAttr, html, type SafeHtml } from '../html.ts';

/**
 * templates/checkout/payment-method.php for each gateway: the radio (WooCommerce's script hides it when it
 * is the only one) and the payment box, printed only when the gateway has a description or fields and
 * hidden unless it is the chosen one.
 */
export function paymentMethods(gateways: Gateway[], chosen: string | undefined, fieldsOf?: (gateway: Gateway) => SafeHtml): SafeHtml {
  const selected = gateways.find((g) => g.id === chosen)?.id ?? gateways[0]?.id;
  return html`<ul class="wc_payment_methods payment_methods methods">
${gateways.map((g) => html`<li class="wc_payment_method payment_method_${g.id}">
<input id="payment_method_${g.id}" type="radio" class="input-radio" name="payment_method" value="${g.id}"${flagAttr('checked', g.id === selected)} data-order_button_text="${g.orderButtonText ?? ''}">
<label for="payment_method_${g.id}">${g.title}</label>
${g.description || g.form ? html`<div class="payment_box payment_method_${g.id}"${g.id === selected ? '' : html` style="display:none;"`}>${g.form === 'stripe-upe' && fieldsOf ? fieldsOf(g) : html`${g.description ? html`<p>${g.description}</p>` : ''}${g.form === 'stripe-upe' ? stripeUpeForm() : ''}`}</div>` : ''}
</li>`)}
</ul>`;
}

/** templates/checkout/terms.php: the privacy text, the terms (shown inline by the link) and the required checkbox. */
export function termsAndConditions(accepted: boolean): SafeHtml {
  return html`<div class="woocommerce-terms-and-conditions-wrapper">
<div class="woocommerce-privacy-policy-text"><p>Your personal data will be used to process your order, support your experience throughout this website, and for other purposes described in our <a href="/privacy-policy/" class="woocommerce-privacy-policy-link" target="_blank">privacy policy</a>.</p></div>
${CHECKOUT_OPTIONS.termsPage ? html`<div class="woocommerce-terms-and-conditions" style="display: none; max-height: 200px; overflow: auto;"><p>These are the demo shop's terms and conditions. Orders are not fulfilled; no money changes hands.</p></div>
<p class="form-row validate-required">
<label class="woocommerce-form__label woocommerce-form__label-for-checkbox checkbox">
<input type="checkbox" class="woocommerce-form__input woocommerce-form__input-checkbox input-checkbox" name="terms"${flagAttr('checked', accepted)} id="terms">
<span class="woocommerce-terms-and-conditions-checkbox-text">I have read and agree to the website <a href="/terms/" class="woocommerce-terms-and-conditions-link" target="_blank">terms and conditions</a></span>&nbsp;<abbr class="required" title="required">*</abbr>
</label>
<input type="hidden" name="terms-field" value="1">
</p>` : ''}
</div>`;
}

export interface CheckoutPaymentOptions {
  gateways: Gateway[];
  chosen: string | undefined;
  /** The cart's total is above zero (WC_Cart::needs_payment). */
  needsPayment: boolean;
  termsAccepted: boolean;
  /** The process-checkout nonce field. */
  nonceField: SafeHtml;
  /** A gateway's own payment fields (the Stripe gateway's payment_fields()). */
  fieldsOf?: (gateway: Gateway) => SafeHtml;
}

/** templates/checkout/payment.php: `#payment.woocommerce-checkout-payment`, the update_order_review fragment. */
export function checkoutPayment(o: CheckoutPaymentOptions): SafeHtml {
  return html`<div id="payment" class="woocommerce-checkout-payment">
${o.needsPayment ? paymentMethods(o.gateways, o.chosen, o.fieldsOf) : ''}
<div class="form-row place-order">
<noscript>Since your browser does not support JavaScript, or it is disabled, please ensure you click the <em>Update Totals</em> button before placing your order. You may be charged more than the amount stated above if you fail to do so.<br><button type="submit" class="button alt" name="woocommerce_checkout_update_totals" value="Update totals">Update totals</button></noscript>
${termsAndConditions(o.termsAccepted)}
<button type="submit" class="button alt" name="woocommerce_checkout_place_order" id="place_order" value="Place order" data-value="Place order">Place order</button>
${o.nonceField}
</div></div>`;
}

/** The payment part of templates/checkout/form-pay.php: `#payment` (no class) with `woocommerce_pay` and the pay nonce. */
export function orderPayPayment(o: Omit<CheckoutPaymentOptions, 'nonceField'> & { payNonceField: SafeHtml; buttonText?: string }): SafeHtml {
  const button = o.buttonText ?? 'Pay for order';
  return html`<div id="payment">
${o.needsPayment ? paymentMethods(o.gateways, o.chosen, o.fieldsOf) : ''}
<div class="form-row">
<input type="hidden" name="woocommerce_pay" value="1">
${termsAndConditions(o.termsAccepted)}
<button type="submit" class="button alt" id="place_order" value="${button}" data-value="${button}">${button}</button>
${o.payNonceField}
</div></div>`;
}

/** The Stripe gateway's UPE form (WC_Stripe_UPE_Payment_Gateway::payment_fields): the card extension mounts the provider's Payment Element into it. */
export function stripeUpeForm(): SafeHtml {
  return html`<fieldset id="wc-stripe-upe-form" class="wc-upe-form wc-payment-form">
<div class="wc-stripe-upe-element" data-payment-method-type="card"></div>
<div id="wc-stripe-upe-errors" role="alert"></div>
<input id="wc-stripe-payment-method-upe" type="hidden" name="wc-stripe-payment-method-upe">
<input id="wc_stripe_selected_upe_payment_type" type="hidden" name="wc_stripe_selected_upe_payment_type">
</fieldset>`;
}
