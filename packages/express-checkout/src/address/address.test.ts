import { describe, expect, it } from 'vitest';
import { formatPostcode, normalizeAddress, pageStates, stateCode, type StatesTable } from './normalize.ts';
import { billingAddressOf, cleanPhone, destinationOf, shippingAddressOf, splitName } from './wallet-address.ts';

const STATES: StatesTable = {
  US: { CA: 'California', NY: 'New York', VA: 'Virginia', WV: 'West Virginia' },
  IE: { CW: 'Carlow', CE: 'Clare', D: 'Dublin' },
  ES: { M: 'Madrid', AV: 'Ávila' },
  GB: {},
};

describe('address normalisation', () => {
  it('writes postcodes as the country does', () => {
    expect(formatPostcode('sw1a1aa', 'GB')).toBe('SW1A 1AA');
    expect(formatPostcode(' n2 3aa ', 'GB')).toBe('N2 3AA');
    expect(formatPostcode('d02xy45', 'IE')).toBe('D02 XY45');
    expect(formatPostcode('100011234', 'US')).toBe('10001-1234');
    expect(formatPostcode('10118', 'US')).toBe('10118');
    expect(formatPostcode('1234ab', 'NL')).toBe('1234 AB');
    expect(formatPostcode('k1a0b1', 'CA')).toBe('K1A 0B1');
    expect(formatPostcode('1000001', 'JP')).toBe('100-0001');
    expect(formatPostcode('75008', 'FR')).toBe('75008');
  });

  it('leaves a partial or redacted postcode whole', () => {
    expect(formatPostcode('SW1A', 'GB')).toBe('SW1A');
    expect(formatPostcode('SW1A ***', 'GB')).toBe('SW1A ***');
    expect(formatPostcode('', 'GB')).toBe('');
  });

  it('turns state names into the country\'s codes, as the gateway matches them', () => {
    expect(stateCode('California', 'US', STATES)).toBe('CA');
    expect(stateCode('ny', 'US', STATES)).toBe('NY');
    expect(stateCode('West Virginia', 'US', STATES)).toBe('WV');
    expect(stateCode('Co. Dublin', 'IE', STATES)).toBe('D');
    expect(stateCode('County Clare', 'IE', STATES)).toBe('CE');
    expect(stateCode('avila', 'ES', STATES)).toBe('AV');
    expect(stateCode('Atlantis', 'US', STATES)).toBe('Atlantis');
    expect(stateCode('Greater London', 'GB', STATES)).toBe('Greater London');
    expect(stateCode('Bavaria', 'DE', STATES)).toBe('Bavaria');
  });

  it('normalises a whole address: country in capitals, state code, postcode format', () => {
    expect(normalizeAddress({ country: 'ie', state: 'Co. Dublin', postcode: 'd02xy45', city: 'Dublin 2' }, STATES)).toEqual({ country: 'IE', state: 'D', postcode: 'D02 XY45', city: 'Dublin 2' });
    expect(normalizeAddress({ country: 'US', state: 'New York', postcode: '10118' })).toEqual({ country: 'US', state: 'New York', postcode: '10118' });
  });

  it('reads the states a page prints for WooCommerce\'s country pickers', () => {
    expect(pageStates({ wc_country_select_params: { countries: JSON.stringify({ IE: { D: 'Dublin' }, GB: [] }) } })).toEqual({ IE: { D: 'Dublin' } });
    expect(pageStates({})).toEqual({});
    expect(pageStates({ wc_country_select_params: { countries: '{broken' } })).toEqual({});
  });
});

describe('wallet addresses as WooCommerce addresses', () => {
  const contact = {
    billingDetails: { name: 'Aoife  Ní Bhroin', email: 'aoife@example.com', phone: '+353 (1) 555-0100', address: { line1: '1 Grafton Street', line2: null, city: 'Dublin 2', state: 'Co. Dublin', postal_code: 'd02xy45', country: 'IE' } },
    shippingAddress: { name: 'Jo Bloggs', address: { line1: '1 Test Street', line2: 'Flat 2', city: 'London', state: '', postal_code: 'SW1A 1AA', country: 'GB', organization: 'Acme' } },
    shippingRate: { id: 'flat_rate:1' },
  };

  it('splits names and cleans phones', () => {
    expect(splitName('Aoife  Ní Bhroin')).toEqual({ first: 'Aoife', last: 'Ní Bhroin' });
    expect(splitName('Cher', '-')).toEqual({ first: 'Cher', last: '-' });
    expect(splitName(undefined)).toEqual({ first: '', last: '' });
    expect(cleanPhone('+353 (1) 555-0100')).toBe('+35315550100');
  });

  it('maps the billing details and the shipping address', () => {
    expect(billingAddressOf(contact)).toEqual({
      first_name: 'Aoife', last_name: 'Ní Bhroin', company: '', address_1: '1 Grafton Street', address_2: '', city: 'Dublin 2', state: 'Co. Dublin', postcode: 'd02xy45', country: 'IE',
      phone: '+35315550100', email: 'aoife@example.com',
    });
    expect(shippingAddressOf(contact)).toEqual({
      first_name: 'Jo', last_name: 'Bloggs', company: 'Acme', address_1: '1 Test Street', address_2: 'Flat 2', city: 'London', state: '', postcode: 'SW1A 1AA', country: 'GB', phone: '+35315550100',
    });
    expect(billingAddressOf({ billingDetails: { name: 'Cher', email: 'c@example.com', address: null } }).last_name).toBe('-');
    expect(shippingAddressOf({ billingDetails: contact.billingDetails })).toBeNull();
  });

  it('makes get_shipping_options\' fields from the partial address a wallet reports', () => {
    expect(destinationOf({ city: 'London', state: '', postal_code: 'SW1A', country: 'gb' })).toEqual({ country: 'GB', state: '', postcode: 'SW1A', city: 'London', address: '', address_2: '' });
  });
});
