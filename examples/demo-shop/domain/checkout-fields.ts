import { fieldsFor, STATES, type FieldDef } from './address-locale.ts';

export type AddressPrefix = 'billing' | 'shipping';

export interface CheckoutField extends FieldDef {
  name: string;
  key: string;
  type: 'text' | 'email' | 'tel' | 'country' | 'state';
}

/** WC_Checkout::get_checkout_fields() for one address group, localised for `country`, sorted by priority. */
export function addressFields(prefix: AddressPrefix, country: string): CheckoutField[] {
  const defs = fieldsFor(country);
  const fields: CheckoutField[] = Object.entries(defs).map(([key, def]) => ({
    ...def,
    key,
    name: `${prefix}_${key}`,
    autocomplete: `${prefix} ${def.autocomplete}`.replace(/^billing /, '').replace(/^shipping /, 'shipping '),
    type: key === 'country' ? 'country' : key === 'state' ? 'state' : 'text',
    ...(prefix === 'billing' && key === 'state' ? { required: false } : {}),
  }));
  if (prefix === 'billing') {
    fields.push({ key: 'phone', name: 'billing_phone', label: 'Phone', required: true, priority: 100, className: ['form-row-wide'], autocomplete: 'tel', type: 'tel' });
    fields.push({ key: 'email', name: 'billing_email', label: 'Email address', required: true, priority: 110, className: ['form-row-wide'], autocomplete: 'email', type: 'email' });
  }
  return fields.sort((a, b) => a.priority - b.priority);
}

/** A state field is hidden when the country's list is empty (SPEC 3.6) or the locale hides it. */
export function isFieldHidden(field: CheckoutField, country: string): boolean {
  if (field.hidden) return true;
  return field.key === 'state' && STATES[country] !== undefined && Object.keys(STATES[country]!).length === 0;
}
