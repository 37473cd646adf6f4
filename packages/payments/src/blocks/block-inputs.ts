/**
 * What the Checkout block hands a payment method that the shared page object reads at the submit: the billing
 * address (under the classic fields' names, as the gateway's PHP and the provider's billing details take it) and
 * 'save payment information'. The block's props are the source; the view records the latest here.
 */
import type { BillingValues } from '../payment-forms/billing-details.ts';

/** Blocks' billing address (`billing.billingAddress`): first_name, …, email, phone. */
export type BlocksAddress = Readonly<Record<string, string | undefined>>;

export interface BlockInputs {
  billing: BillingValues;
  save: boolean;
}

export const createBlockInputs = (): BlockInputs => ({ billing: {}, save: false });

/** `{first_name: 'Grace'}` → `{billing_first_name: 'Grace'}`. */
export function classicBillingValues(address: BlocksAddress | undefined): BillingValues {
  return Object.fromEntries(Object.entries(address ?? {}).map(([key, value]) => [`billing_${key}`, value ?? '']));
}

/**
 * The fields upe-blocks.js adds to a new method's paymentMethodData besides the classic hidden fields: the
 * gateway id as `payment_method`, `save_payment_method` ('yes'/'no') and the billing address.
 */
export function blocksPaymentFields(gatewayId: string, inputs: BlockInputs): Record<string, string> {
  const billing = Object.fromEntries(
    ['email', 'first_name', 'last_name', 'address_1', 'address_2', 'city', 'state', 'postcode', 'country'].map((key) => [`billing_${key}`, inputs.billing[`billing_${key}`] ?? '']),
  );
  return { payment_method: gatewayId, save_payment_method: inputs.save ? 'yes' : 'no', ...billing };
}
