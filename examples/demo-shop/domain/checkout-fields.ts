/**
 * WC_Checkout::get_checkout_fields(): the billing and shipping address fields for a country (the
 * default address fields with the country's locale laid over them, WC_Countries::get_address_fields),
 * the account fields and the order note. Pages print them (pages/partials/form-field.ts); the checkout
 * validates posted data against them (domain/checkout-validation.ts).
 */
import type { AddressFieldKey } from './address-data.ts';
import { addressFieldsFor, statesOf } from './address.ts';
import { CHECKOUT_OPTIONS } from './shop-settings.ts';

export type AddressPrefix = 'billing' | 'shipping';
export type FieldType = 'text' | 'email' | 'tel' | 'country' | 'state' | 'password' | 'textarea';

export interface CheckoutField {
  /** The posted name and element id: 'billing_first_name'. */
  name: string;
  /** The key within its group: 'first_name', 'account_password'. */
  key: string;
  type: FieldType;
  label: string;
  labelClass: string[];
  placeholder: string;
  required: boolean;
  /** The row's layout classes (form-row-first, address-field…), before validate-* are added. */
  classes: string[];
  /** 'state', 'postcode', 'phone', 'email'. */
  validate: string[];
  autocomplete: string;
  /** '' when the field has none (printed as data-priority=""). */
  priority: number | '';
  /** The locale hides it for this country (address-i18n.js hides the row; PHP still prints it). */
  hidden: boolean;
  /** For a state field: the country whose states it lists. */
  country?: string;
}

const ADDRESS_TITLES: Record<AddressPrefix, string> = { billing: 'Billing', shipping: 'Shipping' };

/** 'Billing First name': how WooCommerce names a field in its messages (_x('Billing %s', 'checkout-validation')). */
export function fieldTitle(prefix: AddressPrefix | 'account' | 'order', label: string): string {
  return prefix === 'billing' || prefix === 'shipping' ? `${ADDRESS_TITLES[prefix]} ${label}` : label;
}

/** WC_Countries::get_address_fields($country, "{$prefix}_"), sorted by priority; billing adds the email. */
export function addressFields(prefix: AddressPrefix, country: string): CheckoutField[] {
  const definitions = addressFieldsFor(country);
  const fields: CheckoutField[] = (Object.keys(definitions) as AddressFieldKey[]).map((key) => {
    const d = definitions[key];
    return {
      name: `${prefix}_${key}`,
      key,
      type: (d.type as FieldType | undefined) ?? 'text',
      label: d.label ?? '',
      labelClass: [...(d.label_class ?? [])],
      placeholder: d.placeholder ?? '',
      required: d.required === true,
      classes: [...(d.class ?? [])],
      validate: [...(d.validate ?? [])],
      autocomplete: d.autocomplete ? `section-${prefix} ${prefix} ${d.autocomplete}` : '',
      priority: d.priority ?? '',
      hidden: d.hidden === true,
      ...(key === 'state' ? { country } : {}),
    };
  });
  if (prefix === 'billing') {
    fields.push({
      name: 'billing_email', key: 'email', type: 'email', label: 'Email address', labelClass: [], placeholder: '', required: true,
      classes: ['form-row-wide'], validate: ['email'], autocomplete: 'section-billing billing email', priority: 110, hidden: false,
    });
  }
  // uasort by priority: stable, fields without one keep their place at the end.
  return fields.sort((a, b) => (a.priority === '' ? 0 : a.priority) - (b.priority === '' ? 0 : b.priority));
}

/** How the state is asked for in `country`: a list, nothing (an empty list) or free text. */
export function stateKind(country: string): 'select' | 'none' | 'text' {
  const states = statesOf(country);
  if (states === undefined) return 'text';
  return Object.keys(states).length === 0 ? 'none' : 'select';
}

/** The account fields of a guest checkout that creates an account (the shop lets shoppers choose a password). */
export function accountFields(): CheckoutField[] {
  if (CHECKOUT_OPTIONS.generatePassword) return [];
  return [{
    name: 'account_password', key: 'account_password', type: 'password', label: 'Create account password', labelClass: [], placeholder: 'Password',
    required: true, classes: [], validate: [], autocomplete: 'new-password', priority: '', hidden: false,
  }];
}

/** The order fields: the note about the order (SPEC 3.14). */
export function orderFields(): CheckoutField[] {
  return [{
    name: 'order_comments', key: 'order_comments', type: 'textarea', label: 'Order notes', labelClass: [],
    placeholder: 'Notes about your order, e.g. special notes for delivery.', required: false, classes: ['notes'], validate: [], autocomplete: '', priority: '', hidden: false,
  }];
}
