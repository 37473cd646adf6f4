import { describe, expect, it } from 'vitest';
import type { CountryLocales } from '../contract/settings.ts';
import { fieldLocaleFor, localiseAddressBlock, stateControlFor, type AddressLocaleData, type BlockSnapshot, type RowSnapshot } from './localise.ts';
import { orderRows } from './row-order.ts';

// WC_Countries::get_default_address_fields() and a few of get_country_locale()'s entries (10.9.1).
const locales: CountryLocales = {
  default: {
    first_name: { label: 'First name', required: true, class: ['form-row-first'], priority: 10 },
    last_name: { label: 'Last name', required: true, class: ['form-row-last'], priority: 20 },
    company: { label: 'Company name', required: false, class: ['form-row-wide'], priority: 30 },
    country: { label: 'Country/Region', required: true, class: ['form-row-wide', 'address-field', 'update_totals_on_change'], priority: 40 },
    address_1: { label: 'Street address', placeholder: 'House number and street name', required: true, class: ['form-row-wide', 'address-field'], priority: 50 },
    address_2: { label: 'Flat, suite, unit, etc.', placeholder: 'Apartment, suite, unit, etc. (optional)', required: false, class: ['form-row-wide', 'address-field'], priority: 60 },
    city: { label: 'Town / City', required: true, class: ['form-row-wide', 'address-field'], priority: 70 },
    state: { label: 'State / County', required: true, class: ['form-row-wide', 'address-field'], priority: 80 },
    postcode: { label: 'Postcode / ZIP', required: true, class: ['form-row-wide', 'address-field'], priority: 90 },
    phone: { label: 'Phone', required: true, class: ['form-row-wide'], priority: 100 },
  },
  GB: { postcode: { label: 'Postcode' }, state: { label: 'County', required: false } },
  IE: { postcode: { required: true, label: 'Eircode' }, state: { label: 'County' } },
  SE: { postcode: { priority: 65 }, state: { required: false, hidden: true } },
  US: { postcode: { label: 'ZIP Code' }, state: { label: 'State' } },
  BA: { postcode: { priority: 65 }, state: { label: 'Canton', required: false, hidden: true } },
  NG: { postcode: { label: 'Postcode', required: false, hidden: true }, state: { label: 'State' } },
  HU: {
    last_name: { class: ['form-row-first'], priority: 10 },
    first_name: { class: ['form-row-last'], priority: 20 },
    postcode: { class: ['form-row-first', 'address-field'], priority: 65 },
    city: { class: ['form-row-last', 'address-field'] },
    address_1: { priority: 71 },
    address_2: { priority: 72 },
    state: { label: 'County', required: false },
  },
};

const data: AddressLocaleData = {
  locales,
  localisedKeys: ['address_1', 'address_2', 'state', 'postcode', 'city', 'country', 'phone'],
  states: { SE: {}, US: { AL: 'Alabama', NY: 'New York', AA: 'Armed Forces (AA)' }, IE: { D: 'Dublin', CO: 'Cork' }, NG: { LA: 'Lagos' } },
  optionalText: 'optional',
  selectStateText: 'Select an option…',
};

const KEYS = ['first_name', 'last_name', 'company', 'country', 'address_1', 'address_2', 'city', 'state', 'postcode', 'phone', 'email'];
const PRIORITIES: Record<string, number> = { first_name: 10, last_name: 20, company: 30, country: 40, address_1: 50, address_2: 60, city: 70, state: 80, postcode: 90, phone: 100, email: 110 };

/** The billing rows as WooCommerce prints them for a GB shop. */
const billingRows = (prefix = 'billing'): RowSnapshot[] =>
  KEYS.map((key) => ({ id: `${prefix}_${key}_field`, key: key === 'email' ? null : key, priority: PRIORITIES[key]!, hasVisibleLabel: key !== 'address_2' }));

const block = (country: string, extra: Partial<BlockSnapshot> = {}): BlockSnapshot => ({ country, rows: billingRows(), stateControl: 'text', stateValue: '', ...extra });

const field = (result: ReturnType<typeof localiseAddressBlock>, key: string) => result.fields.find((f) => f.key === key)!;

describe('address locale', () => {
  it('lays the country override over the default', () => {
    expect(fieldLocaleFor(locales, 'IE', 'postcode')).toEqual({ label: 'Eircode', required: true, class: ['form-row-wide', 'address-field'], priority: 90 });
    expect(fieldLocaleFor(locales, 'ZZ', 'postcode').label).toBe('Postcode / ZIP');
  });

  it('IE: the postcode is a required Eircode and the state a county select', () => {
    const result = localiseAddressBlock(data, block('IE'));
    expect(field(result, 'postcode')).toMatchObject({ label: 'Eircode', required: true, marker: { kind: 'required', text: '*' }, hidden: false });
    expect(field(result, 'state')).toMatchObject({ label: 'County', required: true, hidden: false });
    expect(result.state).toMatchObject({ kind: 'select', options: [{ value: '', label: 'Select an option…' }, { value: 'D', label: 'Dublin' }, { value: 'CO', label: 'Cork' }] });
  });

  it("GB: the county is free text and marked '(optional)'", () => {
    const result = localiseAddressBlock(data, block('GB', { stateValue: 'Kent' }));
    expect(field(result, 'state')).toMatchObject({ label: 'County', required: false, marker: { kind: 'optional', text: '(optional)' } });
    expect(result.state).toEqual({ kind: 'text', value: 'Kent' });
    expect(result.stateChanged).toBe(false);
  });

  it('SE: the state row is hidden with an empty hidden input, and the postcode moves before the city', () => {
    const result = localiseAddressBlock(data, block('SE', { stateControl: 'select', stateValue: 'NY' }));
    expect(field(result, 'state')).toMatchObject({ hidden: true, required: false });
    expect(result.state).toEqual({ kind: 'hidden', value: '' });
    expect(result.stateChanged).toBe(true);
    expect(result.order.indexOf('billing_postcode_field')).toBeLessThan(result.order.indexOf('billing_city_field'));
  });

  it('US: the state becomes a select including the armed forces, and keeps a value that is still offered', () => {
    const result = localiseAddressBlock(data, block('US', { stateControl: 'select', stateValue: 'AA' }));
    expect(result.state).toMatchObject({ kind: 'select', value: 'AA', placeholder: 'Select an option…' });
    expect(result.state.kind === 'select' && result.state.options.map((o) => o.value)).toEqual(['', 'AL', 'NY', 'AA']);
    expect(field(result, 'postcode').label).toBe('ZIP Code');
    expect(stateControlFor(data, 'US', 'text', 'Kent')).toMatchObject({ value: '' });
  });

  it('hides a free-text state the locale hides (BA), and a postcode (NG)', () => {
    expect(field(localiseAddressBlock(data, block('BA')), 'state')).toMatchObject({ hidden: true, label: 'Canton' });
    expect(localiseAddressBlock(data, block('BA')).state.kind).toBe('text');
    expect(field(localiseAddressBlock(data, block('NG')), 'postcode')).toMatchObject({ hidden: true, required: false });
  });

  it('shows the label as placeholder only where no label is visible', () => {
    const rows = billingRows().map((row) => (row.key === 'city' ? { ...row, hasVisibleLabel: false } : row));
    const result = localiseAddressBlock(data, block('GB', { rows }));
    expect(field(result, 'city').placeholder).toBe('Town / City');
    expect(field(result, 'postcode').placeholder).toBeNull();
    expect(field(result, 'address_1').placeholder).toBe('House number and street name');
  });

  it('HU: puts the last name first and the postcode before the city, without touching name labels', () => {
    const result = localiseAddressBlock(data, block('HU'));
    expect(result.order).toEqual([
      'billing_last_name_field',
      'billing_first_name_field',
      'billing_company_field',
      'billing_country_field',
      'billing_postcode_field',
      'billing_city_field',
      'billing_address_1_field',
      'billing_address_2_field',
      'billing_state_field',
      'billing_phone_field',
      'billing_email_field',
    ]);
    expect(field(result, 'last_name')).toMatchObject({ label: null, required: null, marker: null, layout: ['form-row-first'] });
    expect(field(result, 'postcode').layout).toEqual(['form-row-first', 'address-field']);
  });

  it('leaves rows that are not address fields alone', () => {
    expect(localiseAddressBlock(data, block('GB')).fields.some((f) => f.rowId === 'billing_email_field')).toBe(false);
  });
});

describe('row order', () => {
  it('sorts by priority, keeping document order for ties', () => {
    expect(orderRows([{ id: 'a', priority: 20 }, { id: 'b', priority: 10 }, { id: 'c', priority: 20 }])).toEqual(['b', 'a', 'c']);
  });

  it("gives a row without priority its predecessor's plus one (WooCommerce's hidden state row)", () => {
    expect(orderRows([{ id: 'city', priority: 70 }, { id: 'state', priority: null }, { id: 'postcode', priority: 65 }])).toEqual(['postcode', 'city', 'state']);
  });
});
