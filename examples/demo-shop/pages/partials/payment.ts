import type { Gateway } from '../../domain/gateways.ts';
import { flagAttr, html, type SafeHtml } from '../html.ts';

/** templates/checkout/payment.php + payment-method.php. `nonceField` is the process-checkout (or pay) nonce markup. */
export function paymentSection(gateways: Gateway[], chosen: string | undefined, opts: { buttonText: string; terms: boolean; nonceField: SafeHtml; needsPayment: boolean }): SafeHtml {
  const selected = gateways.find((g) => g.id === chosen)?.id ?? gateways[0]?.id;
  return html`<div id="payment" class="woocommerce-checkout-payment">
${opts.needsPayment ? html`<ul class="wc_payment_methods payment_methods methods">
${gateways.map((g) => html`<li class="wc_payment_method payment_method_${g.id}">
<input id="payment_method_${g.id}" type="radio" class="input-radio" name="payment_method" value="${g.id}"${flagAttr('checked', g.id === selected)} data-order_button_text="${g.orderButtonText ?? ''}"${gateways.length === 1 ? html` style="display:none"` : ''}>
<label for="payment_method_${g.id}">${g.title}</label>
<div class="payment_box payment_method_${g.id}"${g.id === selected ? '' : html` style="display:none;"`}><p>${g.description}</p>${g.form === 'stripe-upe' ? stripeUpeForm() : ''}</div>
</li>`)}
</ul>` : ''}
<div class="form-row place-order">
<noscript>Since your browser does not support JavaScript, or it is disabled, please ensure you click the <em>Update Totals</em> button before placing your order. You may be charged more than the amount stated above if you fail to do so.<br><button type="submit" class="button alt" name="woocommerce_checkout_update_totals" value="Update totals">Update totals</button></noscript>
${opts.terms ? html`<div class="woocommerce-terms-and-conditions-wrapper">
<div class="woocommerce-privacy-policy-text"><p>Your personal data will be used to process your order, support your experience throughout this website, and for other purposes described in our <a href="/privacy-policy/" class="woocommerce-privacy-policy-link" target="_blank">privacy policy</a>.</p></div>
<div class="woocommerce-terms-and-conditions" style="display: none; max-height: 200px; overflow: auto;"><p>These are the demo shop's terms and conditions. Orders are not fulfilled; no money changes hands.</p></div>
<p class="form-row validate-required">
<label class="woocommerce-form__label woocommerce-form__label-for-checkbox checkbox">
<input type="checkbox" class="woocommerce-form__input woocommerce-form__input-checkbox input-checkbox" name="terms" id="terms">
<span class="woocommerce-terms-and-conditions-checkbox-text">I have read and agree to the website <a href="/terms/" class="woocommerce-terms-and-conditions-link" target="_blank">terms and conditions</a></span>&nbsp;<span class="required" aria-hidden="true">*</span>
</label>
<input type="hidden" name="terms-field" value="1">
</p></div>` : ''}
<button type="submit" class="button alt" name="woocommerce_checkout_place_order" id="place_order" value="${opts.buttonText}" data-value="${opts.buttonText}">${opts.buttonText}</button>
${opts.nonceField}
</div></div>`;
}

/** The Stripe gateway's UPE form (WC_Stripe_UPE_Payment_Gateway::payment_fields): the card extension mounts the provider's Payment Element into it. */
function stripeUpeForm(): SafeHtml {
  return html`<fieldset id="wc-stripe-upe-form" class="wc-upe-form wc-payment-form">
<div class="wc-stripe-upe-element" data-payment-method-type="card"></div>
<div id="wc-stripe-upe-errors" role="alert"></div>
<input id="wc-stripe-payment-method-upe" type="hidden" name="wc-stripe-payment-method-upe">
<input id="wc_stripe_selected_upe_payment_type" type="hidden" name="wc_stripe_selected_upe_payment_type">
</fieldset>`;
}
