/**
 * The checkout's contact and address steps: fields labelled per country (wcSettings.countryData's locale over
 * Blocks' default fields), each field's error in `wc/store/validation` (hidden until the shopper leaves the field
 * or submits), and the addresses sent to the Store API's cart/update-customer once they are valid, so the
 * shipping rates and taxes follow them.
 */
import { useEffect, useId, useRef, type ReactElement } from 'react';
import type { Address } from '../data/cart-store.ts';
import { useModel } from './hooks.ts';
import type { CheckoutModel } from './model.ts';

export type AddressType = 'billing' | 'shipping';

interface FieldLocale {
  readonly label?: string;
  readonly required?: boolean;
  readonly hidden?: boolean;
}

export interface CountryData {
  readonly [country: string]: { readonly states?: Readonly<Record<string, string>>; readonly locale?: Readonly<Record<string, FieldLocale>> };
}

export interface AddressSettings {
  readonly countries: Readonly<Record<string, string>>;
  readonly countryData: CountryData;
  /** wcSettings.defaultFields: the shop's labels and which fields are required or hidden. */
  readonly defaultFields: Readonly<Record<string, FieldLocale>>;
}

/** Blocks' defaultFields (label, required, autocomplete), in their order. */
const DEFAULT_FIELDS: readonly { key: string; label: string; required: boolean; autocomplete: string; type?: string }[] = [
  { key: 'country', label: 'Country/Region', required: true, autocomplete: 'country' },
  { key: 'first_name', label: 'First name', required: true, autocomplete: 'given-name' },
  { key: 'last_name', label: 'Last name', required: true, autocomplete: 'family-name' },
  { key: 'address_1', label: 'Address', required: true, autocomplete: 'address-line1' },
  { key: 'address_2', label: 'Apartment, suite, etc.', required: false, autocomplete: 'address-line2' },
  { key: 'city', label: 'City', required: true, autocomplete: 'address-level2' },
  { key: 'state', label: 'State/County', required: true, autocomplete: 'address-level1' },
  { key: 'postcode', label: 'Postal code', required: true, autocomplete: 'postal-code' },
  { key: 'phone', label: 'Phone', required: false, autocomplete: 'tel', type: 'tel' },
];

export interface FieldSpec {
  readonly key: string;
  readonly label: string;
  readonly required: boolean;
  readonly autocomplete: string;
  readonly type?: string;
  readonly options?: Readonly<Record<string, string>>;
}

/** The fields an address has in `country`: the country's labels and requirements over the defaults; hidden ones left out. */
export function addressFieldsFor(country: string, settings: AddressSettings): FieldSpec[] {
  const data = settings.countryData[country] ?? {};
  return DEFAULT_FIELDS.flatMap((base) => {
    const shop = settings.defaultFields[base.key] ?? {};
    const field = { ...base, label: shop.label ?? base.label, required: shop.required ?? base.required };
    const locale = data.locale?.[field.key] ?? {};
    if (locale.hidden ?? shop.hidden) return [];
    const states = field.key === 'state' ? data.states : undefined;
    if (states && Object.keys(states).length === 0) return [];
    const options = field.key === 'country' ? settings.countries : states;
    return [{ ...field, label: locale.label ?? field.label, required: locale.required ?? field.required, ...(options ? { options } : {}) }];
  });
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Blocks' messages: 'Please enter a valid first name', 'Please select a country/region', 'Please enter a valid email address'. */
export function fieldError(field: FieldSpec, value: string): string {
  if (field.key === 'email') return value === '' || !EMAIL.test(value) ? 'Please enter a valid email address' : '';
  if (!field.required || value.trim() !== '') return '';
  return field.options ? `Please select a ${field.label.toLowerCase()}` : `Please enter a valid ${field.label.toLowerCase()}`;
}

const errorId = (type: string, key: string): string => `${type}_${key}`;

/** Keeps this field's error in the validation store (hidden until shown) and returns the message to show, if any. */
function useFieldError(model: CheckoutModel, id: string, message: string): string {
  const error = useModel(model, (m) => m.validation.select.getValidationError(id));
  useEffect(() => {
    const current = model.validation.select.getValidationError(id);
    if (message === '') {
      if (current) model.validation.dispatch.clearValidationError(id);
    } else if (!current || current.message !== message) {
      model.validation.dispatch.setValidationErrors({ [id]: { message, hidden: current ? current.hidden : true } });
    }
  }, [model, id, message]);
  // A field that leaves the form (the billing one when it is the shipping one, a state the country lacks) takes its error with it.
  useEffect(() => () => model.validation.dispatch.clearValidationError(id), [model, id]);
  return error && !error.hidden ? error.message : '';
}

function Field({ model, type, field, value, onChange, onLeave }: {
  model: CheckoutModel;
  type: string;
  field: FieldSpec;
  value: string;
  onChange(value: string): void;
  onLeave(): void;
}): ReactElement {
  const id = `${type}-${field.key}`;
  const validationId = errorId(type, field.key);
  const message = fieldError(field, value);
  const shown = useFieldError(model, validationId, message);
  const show = (): void => {
    if (message) model.validation.dispatch.setValidationErrors({ [validationId]: { message, hidden: false } });
    onLeave();
  };
  const label = field.required ? field.label : `${field.label} (optional)`;
  const common = {
    id,
    'aria-invalid': shown ? true : undefined,
    'aria-describedby': shown ? `validate-error-${id}` : undefined,
    autoComplete: `${type === 'contact' ? '' : `${type} `}${field.autocomplete}`.trim(),
    required: field.required,
  };
  return (
    <div className={`wc-block-components-text-input wc-block-components-address-form__${field.key}${shown ? ' has-error' : ''}${value ? ' is-active' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {field.options ? (
        <select {...common} value={value} onChange={(e) => { onChange(e.target.value); onLeave(); }} onBlur={show}>
          <option value="">{`Select a ${field.label.toLowerCase()}`}</option>
          {Object.entries(field.options).map(([code, name]) => (
            <option key={code} value={code}>{name}</option>
          ))}
        </select>
      ) : (
        <input {...common} type={field.type ?? 'text'} value={value} onChange={(e) => onChange(e.target.value)} onBlur={show} />
      )}
      {shown ? (
        <div className="wc-block-components-validation-error" role="alert">
          <p id={`validate-error-${id}`}>{shown}</p>
        </div>
      ) : null}
    </div>
  );
}

/** Pushes the addresses to cart/update-customer a moment after the shopper left a field, when they are complete. */
function usePushAddresses(model: CheckoutModel, settings: AddressSettings): () => void {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const last = useRef('');
  useEffect(() => () => { if (timer.current) clearTimeout(timer.current); }, []);
  return () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const { billingAddress, shippingAddress } = model.cart.select.getCustomerData();
      const complete = (type: AddressType, address: Address): boolean =>
        addressFieldsFor(address.country ?? '', settings).every((field) => fieldError(field, address[field.key] ?? '') === '') &&
        (type === 'shipping' || fieldError({ key: 'email', label: 'Email address', required: true, autocomplete: 'email' }, billingAddress.email ?? '') === '');
      const data = {
        ...(complete('billing', billingAddress) ? { billing_address: billingAddress } : {}),
        ...(model.cart.select.getNeedsShipping() && complete('shipping', shippingAddress) ? { shipping_address: shippingAddress } : {}),
      };
      const key = JSON.stringify(data);
      if (key === '{}' || key === last.current) return;
      last.current = key;
      model.cart.dispatch.updateCustomerData(data).catch(() => {
        last.current = '';
      });
    }, 300);
  };
}

/** The email field (Blocks keeps it in billing_address.email). */
export function ContactStep({ model, settings }: { model: CheckoutModel; settings: AddressSettings }): ReactElement {
  const billing = useModel(model, (m) => m.cart.select.getCustomerData().billingAddress);
  const push = usePushAddresses(model, settings);
  const email: FieldSpec = { key: 'email', label: 'Email address', required: true, autocomplete: 'email', type: 'email' };
  const headingId = useId();
  return (
    <fieldset className="wc-block-checkout__contact-fields wc-block-components-checkout-step" id="contact-fields" aria-labelledby={headingId}>
      <legend className="screen-reader-text">Contact information</legend>
      <h2 id={headingId} className="wc-block-components-title wc-block-components-checkout-step__title">Contact information</h2>
      <p className="wc-block-components-checkout-step__description">We'll use this email to send you details and updates about your order.</p>
      <Field model={model} type="contact" field={email} value={billing.email ?? ''} onChange={(value) => model.cart.dispatch.setBillingAddress({ email: value })} onLeave={push} />
    </fieldset>
  );
}

/** One address step; the shipping one carries the 'Use same address for billing' box. */
export function AddressStep({ model, settings, type }: { model: CheckoutModel; settings: AddressSettings; type: AddressType }): ReactElement {
  const customer = useModel(model, (m) => m.cart.select.getCustomerData());
  const sameForBilling = useModel(model, (m) => m.checkout.select.getUseShippingAsBilling());
  const address = type === 'billing' ? customer.billingAddress : customer.shippingAddress;
  const push = usePushAddresses(model, settings);
  const fields = addressFieldsFor(address.country ?? '', settings);
  const headingId = useId();
  const set = (key: string, value: string): void => {
    const change = key === 'country' ? { country: value, state: '' } : { [key]: value };
    if (type === 'billing') model.cart.dispatch.setBillingAddress(change);
    else {
      model.cart.dispatch.setShippingAddress(change);
      if (sameForBilling) model.cart.dispatch.setBillingAddress(change);
    }
  };
  const title = type === 'billing' ? 'Billing address' : 'Shipping address';
  return (
    <fieldset className={`wc-block-checkout__${type}-fields wc-block-components-checkout-step`} id={`${type}-fields`} aria-labelledby={headingId}>
      <legend className="screen-reader-text">{title}</legend>
      <h2 id={headingId} className="wc-block-components-title wc-block-components-checkout-step__title">{title}</h2>
      <div className="wc-block-components-address-form">
        {fields.map((field) => (
          <Field key={`${address.country}-${field.key}`} model={model} type={type} field={field} value={address[field.key] ?? ''} onChange={(value) => set(field.key, value)} onLeave={push} />
        ))}
      </div>
      {type === 'shipping' ? (
        <div className="wc-block-components-checkbox wc-block-checkout__use-address-for-billing">
          <input
            id="checkbox-control-use-shipping-as-billing"
            type="checkbox"
            checked={sameForBilling}
            onChange={(e) => {
              model.checkout.dispatch.__internalSetUseShippingAsBilling(e.target.checked);
              if (e.target.checked) model.cart.dispatch.setBillingAddress({ ...customer.shippingAddress, email: customer.billingAddress.email ?? '' });
              push();
            }}
          />
          <label htmlFor="checkbox-control-use-shipping-as-billing">Use same address for billing</label>
        </div>
      ) : null}
    </fieldset>
  );
}
