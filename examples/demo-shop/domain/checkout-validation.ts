/**
 * The server's checks on a posted checkout (WC_Checkout::get_posted_data() and validate_posted_data()),
 * the same rules the checkout's script applies in the browser: required fields per the country's locale,
 * email, phone, the country's postcode shape and a state from the country's list. A crafted POST gets
 * the same messages, each with the id of its field (data-id), as WooCommerce words them.
 */
import { BASE_COUNTRY, countryExists, formatPostcode, isValidEmail, isValidPhone, isValidPostcode, statesOf } from './address.ts';
import { accountFields, addressFields, fieldTitle, orderFields, type AddressPrefix, type CheckoutField } from './checkout-fields.ts';
import type { Message } from './message.ts';
import { CHECKOUT_OPTIONS } from './shop-settings.ts';

/** A checkout notice: its message, and the field it is about (printed as data-id). */
/** A checkout refusal: its message, the field it is about (`id`), and the Store API's error code where it has its own. */
export interface CheckoutNotice { id?: string; message: Message; code?: string }

export type Posted = Readonly<Record<string, string | undefined>>;

/** The posted checkout, cleaned, with the fieldsets that apply to it. */
export interface PostedCheckout {
  /** Field name → cleaned value; the shipping fields copy the billing ones when not shipping elsewhere. */
  values: Record<string, string>;
  shipToDifferentAddress: boolean;
  createAccount: boolean;
  paymentMethod: string;
  termsShown: boolean;
  termsAccepted: boolean;
}

type Fieldset = AddressPrefix | 'account' | 'order';

/** wc_clean() / sanitize_text_field(): no tags, no line breaks or runs of white space, trimmed. */
export function cleanText(value: string): string {
  return value.replace(/<[^>]*>/g, '').replace(/[\r\n\t ]+/g, ' ').trim();
}

/** wc_sanitize_textarea(): tags removed, line breaks kept. */
function cleanTextarea(value: string): string {
  return value.replace(/<[^>]*>/g, '').replace(/\r\n?/g, '\n').trim();
}

function fieldsets(posted: Posted): Record<Fieldset, CheckoutField[]> {
  return {
    billing: addressFields('billing', posted.billing_country || BASE_COUNTRY),
    shipping: addressFields('shipping', posted.shipping_country || BASE_COUNTRY),
    account: accountFields(),
    order: orderFields(),
  };
}

function skipped(fieldset: Fieldset, c: Pick<PostedCheckout, 'shipToDifferentAddress' | 'createAccount'>, needsShippingAddress: boolean, loggedIn: boolean): boolean {
  if (fieldset === 'shipping') return !c.shipToDifferentAddress || !needsShippingAddress;
  if (fieldset === 'account') return loggedIn || !c.createAccount;
  return false;
}

/** get_posted_data(): the posted fields of the fieldsets that apply, cleaned. */
export function readPostedCheckout(posted: Posted, opts: { needsShippingAddress: boolean; loggedIn: boolean }): PostedCheckout {
  const head = {
    shipToDifferentAddress: (posted.ship_to_different_address ?? '') !== '',
    createAccount: CHECKOUT_OPTIONS.registrationAtCheckout && (posted.createaccount ?? '') !== '',
    paymentMethod: cleanText(posted.payment_method ?? ''),
    termsShown: posted['terms-field'] !== undefined,
    termsAccepted: posted.terms !== undefined,
  };
  const values: Record<string, string> = {};
  const sets = fieldsets(posted);
  for (const [fieldset, fields] of Object.entries(sets) as [Fieldset, CheckoutField[]][]) {
    if (skipped(fieldset, head, opts.needsShippingAddress, opts.loggedIn)) continue;
    for (const field of fields) {
      const raw = posted[field.name] ?? '';
      values[field.name] = field.type === 'password' ? raw : field.type === 'textarea' ? cleanTextarea(raw) : cleanText(raw);
    }
  }
  if (!head.shipToDifferentAddress || !opts.needsShippingAddress) {
    for (const field of sets.shipping) values[field.name] = values[`billing_${field.key}`] ?? '';
  }
  return { ...head, values };
}

/**
 * validate_posted_data(): each field of the fieldsets that apply, in WooCommerce's order of checks
 * (country, postcode, phone, email, state, required). Postcodes come back formatted and states as codes.
 */
export function validatePostedCheckout(checkout: PostedCheckout, opts: { needsShippingAddress: boolean; loggedIn: boolean }): CheckoutNotice[] {
  const notices: CheckoutNotice[] = [];
  const posted = checkout.values;
  const sets = fieldsets({ billing_country: posted.billing_country, shipping_country: posted.shipping_country });
  for (const [fieldset, fields] of Object.entries(sets) as [Fieldset, CheckoutField[]][]) {
    if (skipped(fieldset, checkout, opts.needsShippingAddress, opts.loggedIn)) continue;
    const country = posted[`${fieldset}_country`] ?? '';
    for (const field of fields) {
      const key = field.name;
      let value = posted[key] ?? '';
      const title: Message = [{ strong: fieldTitle(fieldset, field.label) }];
      const say = (text: string): void => { notices.push({ id: key, message: [...title, text] }); };
      if (field.type === 'country' && value !== '' && !countryExists(value)) {
        notices.push({ message: `'${value}' is not a valid country code.` });
      }
      if (field.validate.includes('postcode')) {
        value = formatPostcode(value, country);
        if (value !== '' && !isValidPostcode(value, country)) {
          if (country === 'IE') notices.push({ id: key, message: [...title, ' is not valid. You can look up the correct Eircode ', { href: 'https://finder.eircode.ie', text: 'here' }, '.'] });
          else say(' is not a valid postcode / ZIP.');
        }
      }
      if (field.validate.includes('phone') && value !== '' && !isValidPhone(value)) say(' is not a valid phone number.');
      if (field.validate.includes('email') && value !== '' && !isValidEmail(value)) {
        say(' is not a valid email address.');
        posted[key] = value;
        continue;
      }
      const states = statesOf(country);
      if (value !== '' && field.validate.includes('state') && states && Object.keys(states).length > 0) {
        const upper = value.toUpperCase();
        const code = Object.keys(states).find((c) => c.toUpperCase() === upper) ?? Object.entries(states).find(([, name]) => name.toUpperCase() === upper)?.[0];
        if (code === undefined) say(` is not valid. Please enter one of the following: ${Object.values(states).join(', ')}`);
        else value = code;
      }
      if (field.required && value === '') say(' is a required field.');
      posted[key] = value;
    }
  }
  if (checkout.termsShown && !checkout.termsAccepted) {
    notices.push({ id: 'terms', message: 'Please read and accept the terms and conditions to proceed with your order.' });
  }
  return notices;
}
