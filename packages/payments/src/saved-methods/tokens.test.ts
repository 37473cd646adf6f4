import { describe, expect, it } from 'vitest';
import { applySavedMethods, chosenToken, savedMethodsView, savedTokenChosen } from './tokens.ts';

const BOX = `<div class="payment_box payment_method_stripe">
<ul class="woocommerce-SavedPaymentMethods wc-saved-payment-methods" data-count="1">
<li><input id="wc-stripe-payment-token-7" type="radio" name="wc-stripe-payment-token" value="7" class="woocommerce-SavedPaymentMethods-tokenInput" checked><label for="wc-stripe-payment-token-7">Visa ending in 4242</label></li>
<li><input id="wc-stripe-payment-token-new" type="radio" name="wc-stripe-payment-token" value="new" class="woocommerce-SavedPaymentMethods-tokenInput"><label for="wc-stripe-payment-token-new">Use a new payment method</label></li>
</ul><fieldset id="wc-stripe-upe-form" class="wc-upe-form wc-payment-form"></fieldset>
<fieldset><p class="form-row woocommerce-SavedPaymentMethods-saveNew"><input id="wc-stripe-new-payment-method" type="checkbox"></p></fieldset></div>`;

describe('saved methods against a new one (SPEC 4.7)', () => {
  it('shows the new-method form and the save option only with "new" chosen (or no saved method)', () => {
    expect(savedMethodsView('7', true)).toEqual({ showForm: false, showSave: false });
    expect(savedMethodsView('new', true)).toEqual({ showForm: true, showSave: true });
    expect(savedMethodsView(null, false)).toEqual({ showForm: true, showSave: false });
  });

  it("reads the chosen token of the method's radios, and applies the view to its box", () => {
    document.body.innerHTML = BOX;
    const box = document.querySelector<HTMLElement>('.payment_box')!;
    expect(chosenToken(box, 'card', 'stripe')).toBe('7');
    expect(savedTokenChosen(box, 'card', 'stripe')).toBe(true);
    expect(chosenToken(box, 'sepa_debit', 'stripe')).toBeNull();
    applySavedMethods(box, '7', true);
    expect(box.querySelector<HTMLElement>('.wc-payment-form')!.style.display).toBe('none');
    document.querySelector<HTMLInputElement>('#wc-stripe-payment-token-new')!.checked = true;
    expect(savedTokenChosen(box, 'card', 'stripe')).toBe(false);
    applySavedMethods(box, chosenToken(box, 'card', 'stripe'), true);
    expect(box.querySelector<HTMLElement>('.wc-payment-form')!.style.display).toBe('');
    expect(box.querySelector<HTMLElement>('.woocommerce-SavedPaymentMethods-saveNew')!.style.display).toBe('');
  });
});
