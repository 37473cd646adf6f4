/**
 * The update_order_review request body (SPEC 7.3.1), built from a snapshot of the checkout form the
 * DOM adapter takes when the scheduler says `send-update`. Field order and spellings are WooCommerce's.
 */
import type { FormFields } from '@shop-islands/core/form-encoding';

export interface AddressValues {
  readonly country: string;
  readonly state: string;
  readonly postcode: string;
  readonly city: string;
  readonly address_1: string;
  readonly address_2: string;
}

export interface OrderReviewSnapshot {
  /** `wc_checkout_params.update_order_review_nonce`. */
  readonly security: string;
  /** The checked `payment_method` radio's value, '' when none. */
  readonly paymentMethod: string;
  readonly billing: AddressValues;
  /** `#ship-to-different-address input` is checked. */
  readonly shipToDifferentAddress: boolean;
  readonly shipping: AddressValues;
  /** The control values of the visible `.address-field.validate-required` rows (billing and shipping). */
  readonly requiredAddressValues: readonly string[];
  /** `form.checkout` serialized. */
  readonly postData: string;
  /** Chosen shipping method per package (`data-index` → value). */
  readonly shippingMethods: Readonly<Record<string, string>>;
}

/** SPEC 5.3: false when any visible required address field is empty. */
export function hasFullAddress(requiredAddressValues: readonly string[]): boolean {
  return requiredAddressValues.every((value) => value !== '');
}

export function buildOrderReviewPayload(snapshot: OrderReviewSnapshot, updateShippingMethod: boolean): FormFields {
  const { billing } = snapshot;
  // Shipping goes to the billing address unless the shopper ships elsewhere.
  const shipping = snapshot.shipToDifferentAddress ? snapshot.shipping : billing;
  return {
    security: snapshot.security,
    payment_method: snapshot.paymentMethod,
    country: billing.country,
    state: billing.state,
    postcode: billing.postcode,
    city: billing.city,
    address: billing.address_1,
    address_2: billing.address_2,
    s_country: shipping.country,
    s_state: shipping.state,
    s_postcode: shipping.postcode,
    s_city: shipping.city,
    s_address: shipping.address_1,
    s_address_2: shipping.address_2,
    has_full_address: hasFullAddress(snapshot.requiredAddressValues),
    post_data: snapshot.postData,
    ...(updateShippingMethod ? { shipping_method: snapshot.shippingMethods } : {}),
  };
}
