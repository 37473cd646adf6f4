/** Classic checkout markup for core's checkout tests. */

/** WooCommerce's templates/checkout/payment.php, as update_order_review answers it. */
export function paymentHtml({ description = 'Pay with your card.', nonce = 'n1', chosen = 'stripe', methods = ['stripe', 'cod'] } = {}): string {
  return `<div id="payment" class="woocommerce-checkout-payment">
<ul class="wc_payment_methods payment_methods methods">
${methods
  .map(
    (id) => `<li class="wc_payment_method payment_method_${id}">
<input id="payment_method_${id}" type="radio" class="input-radio" name="payment_method" value="${id}"${id === chosen ? ' checked' : ''}>
<label for="payment_method_${id}">${id}</label>
<div class="payment_box payment_method_${id}"${id === chosen ? '' : ' style="display:none;"'}><p>${id === 'stripe' ? description : 'Pay with cash upon delivery.'}</p>${
      id === 'stripe' ? '<fieldset id="wc-stripe-upe-form"><div class="wc-stripe-upe-element" data-payment-method-type="card"></div><input id="wc-stripe-po-number" type="text" name="po_number"></fieldset>' : ''
    }</div>
</li>`,
  )
  .join('\n')}
</ul>
<div class="form-row place-order"><p class="form-row validate-required"><input type="checkbox" name="terms" id="terms"></p>
<button type="submit" id="place_order">Place order</button><input type="hidden" name="woocommerce-process-checkout-nonce" value="${nonce}"></div>
</div>`;
}
