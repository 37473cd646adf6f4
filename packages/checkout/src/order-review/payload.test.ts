import { encodeForm } from '@shop-islands/core/form-encoding';
import { describe, expect, it } from 'vitest';
import { buildOrderReviewPayload, hasFullAddress, type OrderReviewSnapshot } from './payload.ts';

const snapshot: OrderReviewSnapshot = {
  security: 'n0nce',
  paymentMethod: 'cod',
  billing: { country: 'GB', state: '', postcode: 'SW1Y 4JH', city: 'London', address_1: '12 St James Square', address_2: '' },
  shipToDifferentAddress: false,
  shipping: { country: 'IE', state: 'D', postcode: 'D02 X285', city: 'Dublin', address_1: '1 Main St', address_2: 'Flat 2' },
  requiredAddressValues: ['GB', '12 St James Square', 'London', 'SW1Y 4JH'],
  postData: 'billing_first_name=Ada&billing_country=GB',
  shippingMethods: { '0': 'flat_rate:1' },
};

describe('update_order_review payload', () => {
  it("sends the billing address as the shipping one unless shipping elsewhere, in WooCommerce's field order", () => {
    expect(encodeForm(buildOrderReviewPayload(snapshot, true)).toString()).toBe(
      [
        'security=n0nce',
        'payment_method=cod',
        'country=GB',
        'state=',
        'postcode=SW1Y+4JH',
        'city=London',
        'address=12+St+James+Square',
        'address_2=',
        's_country=GB',
        's_state=',
        's_postcode=SW1Y+4JH',
        's_city=London',
        's_address=12+St+James+Square',
        's_address_2=',
        'has_full_address=true',
        'post_data=billing_first_name%3DAda%26billing_country%3DGB',
        'shipping_method%5B0%5D=flat_rate%3A1',
      ].join('&'),
    );
  });

  it('sends the shipping block when shipping to a different address', () => {
    const body = encodeForm(buildOrderReviewPayload({ ...snapshot, shipToDifferentAddress: true }, true));
    expect([body.get('s_country'), body.get('s_state'), body.get('s_address_2'), body.get('country')]).toEqual(['IE', 'D', 'Flat 2', 'GB']);
  });

  it('leaves shipping methods out when they must not be updated', () => {
    expect(encodeForm(buildOrderReviewPayload(snapshot, false)).has('shipping_method[0]')).toBe(false);
  });

  it('says has_full_address=false while a visible required address field is empty', () => {
    expect(hasFullAddress(['GB', '', 'London'])).toBe(false);
    expect(encodeForm(buildOrderReviewPayload({ ...snapshot, requiredAddressValues: ['GB', ''] }, true)).get('has_full_address')).toBe('false');
    expect(hasFullAddress([])).toBe(true);
  });
});
