import { beforeEach, describe, expect, it } from 'vitest';
import { listen } from '../dom/listen.ts';
import { createFieldValidation, VALIDATION_EVENTS, VALIDITY_ROW_CLASSES, type FieldValidation } from './validate-fields.ts';

/** A checkout row as woocommerce_form_field prints it. */
const row = (id: string, label: string, classes: string, control: string): string =>
  `<p class="form-row ${classes}" id="${id}_field"><label for="${id}">${label}&nbsp;<span class="required" aria-hidden="true">*</span></label><span class="woocommerce-input-wrapper">${control}</span></p>`;

const FORM = `<form class="checkout woocommerce-checkout">
${row('billing_city', 'Town / City', 'form-row-wide address-field validate-required', '<input type="text" class="input-text" name="billing_city" id="billing_city">')}
${row('billing_postcode', 'Postcode', 'form-row-wide address-field validate-required validate-postcode', '<input type="text" class="input-text" name="billing_postcode" id="billing_postcode">')}
${row('billing_phone', 'Phone', 'form-row-wide validate-required validate-phone', '<input type="tel" class="input-text" name="billing_phone" id="billing_phone" aria-describedby="phone-hint">')}
${row('billing_email', 'Email address', 'form-row-wide validate-required validate-email', '<input type="email" class="input-text" name="billing_email" id="billing_email">')}
${row('billing_state', 'County', 'form-row-wide address-field validate-required', '<select name="billing_state" id="billing_state" class="state_select"><option value="">Select an option…</option><option value="AA">AA</option></select><span class="shop-islands-picker"><input role="combobox" class="shop-islands-picker__input"></span>')}
<p class="form-row validate-required" id="terms_field"><label class="checkbox"><input type="checkbox" class="input-checkbox" name="terms" id="terms"> <span>I have read and agree to the website terms and conditions</span>&nbsp;<abbr class="required" title="required">*</abbr></label></p>
</form>`;

let form: HTMLFormElement;
let validation: FieldValidation;
const $ = <E extends HTMLElement = HTMLInputElement>(selector: string): E => document.querySelector<E>(selector)!;
const rowOf = (id: string): HTMLElement => $(`#${id}_field`);
const note = (id: string): string | null => document.getElementById(`${id}_description`)?.textContent ?? null;
const validity = (id: string): string[] => [...rowOf(id).classList].filter((name) => name.startsWith('woocommerce-'));

/** The shopper leaves the field with this value in it. */
function enter(id: string, value: string): void {
  $(`#${id}`).value = value;
  $(`#${id}`).dispatchEvent(new Event('change', { bubbles: true }));
}
const type = (id: string): boolean => $(`#${id}`).dispatchEvent(new Event('input', { bubbles: true }));

beforeEach(() => {
  // A body of its own per test: listeners bound to an earlier test's form stay there.
  document.body.innerHTML = FORM;
  form = $<HTMLFormElement>('form');
  validation = createFieldValidation(form);
  listen(form, VALIDATION_EVENTS, validation.handle);
});

describe('field validation on the checkout form', () => {
  it('marks a bad email invalid-email, with its message below the field linked by id', () => {
    enter('billing_email', 'jo@example');
    expect(validity('billing_email')).toEqual(['woocommerce-invalid', 'woocommerce-invalid-email']);
    expect(note('billing_email')).toBe('Email address is not a valid email address.');
    expect($('#billing_email_description').parentElement).toBe(rowOf('billing_email'));
    expect($('#billing_email').getAttribute('aria-invalid')).toBe('true');
    expect($('#billing_email').getAttribute('aria-describedby')).toBe('billing_email_description');
  });

  it('marks a bad phone invalid-phone, keeping the field\'s own description', () => {
    enter('billing_phone', 'ring me');
    expect(validity('billing_phone')).toEqual(['woocommerce-invalid', 'woocommerce-invalid-phone']);
    expect(note('billing_phone')).toBe('Phone is not a valid phone number.');
    expect($('#billing_phone').getAttribute('aria-describedby')).toBe('phone-hint billing_phone_description');
    type('billing_phone');
    expect($('#billing_phone').getAttribute('aria-describedby')).toBe('phone-hint');
  });

  it('marks an empty required field and an unticked required checkbox invalid-required (the checkbox, whose label is a sentence, without a message)', () => {
    enter('billing_city', '');
    $('#terms').dispatchEvent(new Event('validate', { bubbles: true }));
    expect(validity('billing_city')).toEqual(['woocommerce-invalid', 'woocommerce-invalid-required-field']);
    expect(note('billing_city')).toBe('Town / City is a required field.');
    expect(validity('terms')).toEqual(['woocommerce-invalid', 'woocommerce-invalid-required-field']);
    expect($('#terms').getAttribute('aria-invalid')).toBe('true');
    expect(note('terms')).toBeNull();
  });

  it('marks a good value validated, with no message, and a select\'s picker as its control', () => {
    enter('billing_email', 'jo@example.com');
    expect(validity('billing_email')).toEqual(['woocommerce-validated']);
    expect(note('billing_email')).toBeNull();
    expect($('#billing_email').hasAttribute('aria-invalid')).toBe(false);
    enter('billing_state', '');
    expect($('.shop-islands-picker__input').getAttribute('aria-invalid')).toBe('true');
    expect($('.shop-islands-picker__input').getAttribute('aria-describedby')).toBe('billing_state_description');
    enter('billing_state', 'AA');
    expect($('.shop-islands-picker__input').hasAttribute('aria-invalid')).toBe(false);
  });

  it('clears the state and message as soon as the shopper types', () => {
    enter('billing_email', 'bad');
    type('billing_email');
    expect(validity('billing_email')).toEqual([]);
    expect(note('billing_email')).toBeNull();
    expect($('#billing_email').hasAttribute('aria-invalid')).toBe(false);
    expect($('#billing_email').hasAttribute('aria-describedby')).toBe(false);
  });

  it('leaves the page alone when a check changes nothing', async () => {
    enter('billing_email', 'bad');
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(form, { attributes: true, childList: true, subtree: true, characterData: true });
    enter('billing_email', 'still bad');
    $('#billing_email').dispatchEvent(new Event('focusout', { bubbles: true }));
    await Promise.resolve();
    changes.push(...observer.takeRecords());
    observer.disconnect();
    expect(changes.filter((change) => change.attributeName !== 'value')).toEqual([]);
  });

  it("shows the server's message for a field until the shopper types there, over a passing client check", () => {
    validation.showServerMessages([{ id: 'billing_postcode', text: 'Billing Postcode is not a valid postcode / ZIP.' }]);
    enter('billing_postcode', 'XX1');
    expect(validity('billing_postcode')).toEqual(['woocommerce-validated']);
    expect($('#billing_postcode').getAttribute('aria-invalid')).toBe('true');
    expect(note('billing_postcode')).toBe('Billing Postcode is not a valid postcode / ZIP.');
    type('billing_postcode');
    expect($('#billing_postcode').hasAttribute('aria-invalid')).toBe(false);
    expect(note('billing_postcode')).toBeNull();
  });

  it('drops earlier server messages when new ones arrive, and joins two for one field', () => {
    validation.showServerMessages([{ id: 'billing_email', text: 'A.' }]);
    expect(note('billing_email')).toBe('A.');
    validation.showServerMessages([
      { id: 'billing_phone', text: 'B.' },
      { id: 'billing_phone', text: 'C.' },
    ]);
    expect(note('billing_email')).toBeNull();
    expect(note('billing_phone')).toBe('B. C.');
  });

  it('revalidates every shown field, and forgets a field whose rules changed', () => {
    rowOf('billing_postcode').style.display = 'none';
    validation.revalidate();
    expect(validity('billing_city')).toEqual(['woocommerce-invalid', 'woocommerce-invalid-required-field']);
    expect(validity('billing_postcode')).toEqual([]);
    validation.reset('billing_city');
    expect(validity('billing_city')).toEqual([]);
    expect(note('billing_city')).toBeNull();
  });

  it('gives each state WooCommerce row classes, and a new state replaces the old', () => {
    expect(VALIDITY_ROW_CLASSES['invalid-email']).toEqual(['woocommerce-invalid', 'woocommerce-invalid-email']);
    enter('billing_email', 'bad');
    enter('billing_email', '');
    expect(validity('billing_email')).toEqual(['woocommerce-invalid', 'woocommerce-invalid-required-field']);
    enter('billing_email', 'jo@example.com');
    expect(validity('billing_email')).toEqual(['woocommerce-validated']);
  });
});
