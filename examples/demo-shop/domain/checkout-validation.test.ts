import { describe, expect, it } from 'vitest';
import { readPostedCheckout, validatePostedCheckout, type Posted } from './checkout-validation.ts';
import { messageText, type Message } from './message.ts';

const ADA = {
  billing_first_name: 'Ada', billing_last_name: 'Lovelace', billing_country: 'GB', billing_address_1: '12 Analytical Row', billing_city: 'London',
  billing_postcode: 'SW1A 1AA', billing_phone: '020 7946 0000', billing_email: 'ada@example.com', payment_method: 'cod',
};
const SHIPPABLE = { needsShippingAddress: true, loggedIn: false };

function check(posted: Posted, shape = SHIPPABLE): { values: Record<string, string>; notices: { id?: string; text: string; message: Message }[] } {
  const checkout = readPostedCheckout(posted, shape);
  const notices = validatePostedCheckout(checkout, shape).map((n) => ({ id: n.id, text: messageText(n.message), message: n.message }));
  return { values: checkout.values, notices };
}

describe('required fields per country locale', () => {
  it('names each missing billing field, with its data-id, in WooCommerce words', () => {
    const { notices } = check({ billing_country: 'GB' });
    expect(notices).toEqual(expect.arrayContaining([
      expect.objectContaining({ id: 'billing_first_name', message: [{ strong: 'Billing First name' }, ' is a required field.'] }),
      expect.objectContaining({ id: 'billing_postcode', text: 'Billing Postcode is a required field.' }),
      expect.objectContaining({ id: 'billing_phone', text: 'Billing Phone is a required field.' }),
      expect.objectContaining({ id: 'billing_email', text: 'Billing Email address is a required field.' }),
    ]));
    // GB's county is optional; the company and the flat always are.
    expect(notices.map((n) => n.id)).not.toEqual(expect.arrayContaining(['billing_state']));
    expect(notices.map((n) => n.id).filter((id) => id === 'billing_company' || id === 'billing_address_2')).toEqual([]);
  });

  it("requires Ireland's Eircode by its own name, a US state from its list, and no state in Sweden", () => {
    expect(check({ ...ADA, billing_country: 'IE', billing_postcode: '', billing_state: 'D' }).notices.map((n) => n.text)).toEqual(['Billing Eircode is a required field.']);
    expect(check({ ...ADA, billing_country: 'US', billing_postcode: '90210' }).notices.map((n) => n.text)).toEqual(['Billing State is a required field.']);
    expect(check({ ...ADA, billing_country: 'SE', billing_postcode: '114 55' }).notices).toEqual([]);
  });

  it('checks the shipping address only when shipping elsewhere, and copies billing to it otherwise', () => {
    const same = check(ADA);
    expect(same.notices).toEqual([]);
    expect(same.values.shipping_city).toBe('London');
    const elsewhere = check({ ...ADA, ship_to_different_address: '1', shipping_country: 'FR' });
    expect(elsewhere.notices.map((n) => n.id)).toEqual(['shipping_first_name', 'shipping_last_name', 'shipping_address_1', 'shipping_postcode', 'shipping_city', 'shipping_phone']);
    expect(elsewhere.notices[3]!.text).toBe('Shipping Postcode / ZIP is a required field.');
    // A cart without a shippable item has no shipping address to check.
    expect(check({ ...ADA, ship_to_different_address: '1' }, { needsShippingAddress: false, loggedIn: false }).notices).toEqual([]);
  });
});

describe('formats', () => {
  it('refuses a bad email (and then does not call it missing), phone and postcode', () => {
    const { notices } = check({ ...ADA, billing_email: 'nope', billing_phone: 'call me', billing_postcode: 'XX' });
    expect(notices.map((n) => [n.id, n.text])).toEqual([
      ['billing_postcode', 'Billing Postcode is not a valid postcode / ZIP.'],
      ['billing_phone', 'Billing Phone is not a valid phone number.'],
      ['billing_email', 'Billing Email address is not a valid email address.'],
    ]);
  });

  it("links to Ireland's Eircode finder for a bad Eircode", () => {
    const [notice] = check({ ...ADA, billing_country: 'IE', billing_state: 'D', billing_postcode: 'B02 X285' }).notices;
    expect(notice).toMatchObject({ id: 'billing_postcode', message: [{ strong: 'Billing Eircode' }, ' is not valid. You can look up the correct Eircode ', { href: 'https://finder.eircode.ie', text: 'here' }, '.'] });
  });

  it('takes a state by code or name (any case) and keeps its code; lists the names otherwise', () => {
    expect(check({ ...ADA, billing_country: 'US', billing_postcode: '90210', billing_state: 'california' }).values.billing_state).toBe('CA');
    const [bad] = check({ ...ADA, billing_country: 'US', billing_postcode: '90210', billing_state: 'Atlantis' }).notices;
    expect(bad!.id).toBe('billing_state');
    expect(bad!.text).toMatch(/^Billing State is not valid\. Please enter one of the following: Alabama, Alaska, .*, Armed Forces \(AP\)$/);
  });

  it('formats the postcode, and says an unknown country code has no field of its own', () => {
    expect(check({ ...ADA, billing_postcode: 'sw1a1aa' }).values.billing_postcode).toBe('SW1A 1AA');
    const unknown = check({ ...ADA, billing_country: 'XX' }).notices;
    expect(unknown).toContainEqual({ id: undefined, text: "'XX' is not a valid country code.", message: "'XX' is not a valid country code." });
  });

  it('cleans text as wc_clean does: no tags, no line breaks', () => {
    expect(check({ ...ADA, billing_first_name: ' <b>Ada</b>\n ', order_comments: 'Leave it\nby the door <i>please</i>' }).values).toMatchObject({
      billing_first_name: 'Ada', order_comments: 'Leave it\nby the door please',
    });
  });
});

describe('account and terms', () => {
  it('asks a guest who creates an account for a password, and nobody else', () => {
    expect(check({ ...ADA, createaccount: '1' }).notices.map((n) => [n.id, n.text])).toEqual([['account_password', 'Create account password is a required field.']]);
    expect(check({ ...ADA, createaccount: '1' }, { needsShippingAddress: true, loggedIn: true }).notices).toEqual([]);
    expect(check({ ...ADA, createaccount: '1', account_password: 'secret' }).values.account_password).toBe('secret');
  });

  it('requires the terms when the box was shown', () => {
    expect(check({ ...ADA, 'terms-field': '1' }).notices).toEqual([
      { id: 'terms', text: 'Please read and accept the terms and conditions to proceed with your order.', message: 'Please read and accept the terms and conditions to proceed with your order.' },
    ]);
    expect(check({ ...ADA, 'terms-field': '1', terms: 'on' }).notices).toEqual([]);
  });
});
