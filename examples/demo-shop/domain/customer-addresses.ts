/**
 * The shopper's current billing and shipping addresses (WC_Customer): what this session was given (at
 * checkout, in the shipping calculator, through the Store API) over the logged-in customer's saved
 * addresses, with the shop's base country when none is known. The Store API prints them.
 */
import type { Db } from '../db/open.ts';
import { ADDRESS_DATA, BASE_COUNTRY, countryExists, formatPostcode, isValidEmail, isValidPhone, isValidPostcode, statesOf } from './address.ts';
import { getCustomer } from './customers.ts';
import { readSessionData, updateSessionData } from './sessions.ts';

const SHIPPING_KEYS = ['first_name', 'last_name', 'company', 'address_1', 'address_2', 'city', 'state', 'postcode', 'country', 'phone'] as const;
const BILLING_KEYS = [...SHIPPING_KEYS, 'email'] as const;

export type ShippingAddress = Record<(typeof SHIPPING_KEYS)[number], string>;
export type BillingAddress = Record<(typeof BILLING_KEYS)[number], string>;
export interface CustomerAddresses { billing: BillingAddress; shipping: ShippingAddress }

type Source = Readonly<Record<string, string | undefined>> | undefined;

/** Each key from the last source that has it, '' otherwise; the country defaults to the shop's. */
function fill<K extends string>(keys: readonly K[], ...sources: Source[]): Record<K, string> {
  const out: Record<string, string> = {};
  for (const key of keys) out[key] = sources.reduce((found: string, source) => source?.[key] || found, '');
  out.country ||= BASE_COUNTRY;
  return out as Record<K, string>;
}

export function customerAddresses(db: Db, sessionId: string, customerId: number | null): CustomerAddresses {
  const saved = customerId === null ? undefined : getCustomer(db, customerId);
  const data = readSessionData(db, sessionId);
  return {
    billing: fill(BILLING_KEYS, saved && { ...saved.billing, email: saved.billing.email || saved.email }, data.billing as Source),
    shipping: fill(SHIPPING_KEYS, saved?.shipping, data.shipping as Source),
  };
}

export interface AddressProblem { code: string; message: string }

/**
 * The Store API's address clean-up and checks (AbstractAddressSchema sanitize_callback / validate_callback,
 * BillingAddressSchema): the country in capitals, a state name turned into its code, the postcode
 * formatted; then a known country, a state of its list, a valid postcode, phone and email.
 */
export function checkStoreAddress(address: Partial<Record<string, string>>): { address: Partial<Record<string, string>>; problems: AddressProblem[] } {
  const clean: Partial<Record<string, string>> = Object.fromEntries(Object.entries(address).map(([k, v]) => [k, (v ?? '').replace(/<[^>]*>/g, '').trim()]));
  const country = (clean.country ?? '').toUpperCase();
  if (clean.country !== undefined) clean.country = country;
  const states = statesOf(country) ?? {};
  if (clean.state && Object.keys(states).length > 0) {
    // ValidationUtils::format_state(): a code or name in any case becomes the code; anything else is kept in capitals.
    const upper = clean.state.toUpperCase();
    clean.state = Object.keys(states).find((code) => code.toUpperCase() === upper) ?? Object.entries(states).find(([, name]) => name.toUpperCase() === upper)?.[0] ?? upper;
  }
  if (clean.postcode) clean.postcode = formatPostcode(clean.postcode, country);
  if (country && !countryExists(country)) {
    return { address: clean, problems: [{ code: 'invalid_country', message: `Invalid country code provided. Must be one of: ${Object.keys(ADDRESS_DATA.countries).join(', ')}` }] };
  }
  const problems: AddressProblem[] = [];
  if (clean.state && Object.keys(states).length > 0 && !Object.keys(states).includes(clean.state)) {
    problems.push({ code: 'invalid_state', message: `The provided state (${clean.state}) is not valid. Must be one of: ${Object.keys(states).join(', ')}` });
  }
  if (clean.postcode && !isValidPostcode(clean.postcode, country)) problems.push({ code: 'invalid_postcode', message: 'The provided postcode / ZIP is not valid' });
  if (clean.phone && !isValidPhone(clean.phone)) problems.push({ code: 'invalid_phone', message: 'The provided phone number is not valid' });
  if (clean.email && !isValidEmail(clean.email)) problems.push({ code: 'invalid_email', message: 'The provided email address is not valid' });
  return { address: clean, problems };
}

/** Keeps the addresses the Store API was given for this session (WC_Customer::set_props + save). */
export function updateCustomerAddresses(db: Db, sessionId: string, addresses: { billing?: Partial<Record<string, string>>; shipping?: Partial<Record<string, string>> }): void {
  const data = readSessionData(db, sessionId);
  updateSessionData(db, sessionId, {
    ...(addresses.billing ? { billing: { ...data.billing, ...addresses.billing } } : {}),
    ...(addresses.shipping ? { shipping: { ...data.shipping, ...addresses.shipping } } : {}),
  });
}
