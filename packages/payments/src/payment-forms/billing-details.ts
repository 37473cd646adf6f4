/**
 * What the provider is told about the payer when a payment method is created (SPEC 3.12): the name (first and
 * last joined), email, phone and address from the shop's billing fields. Only the classic checkout has those
 * fields; elsewhere the Payment Element collects them (element-options.ts).
 */
import type { PaymentMethodCreateParams } from '@stripe/stripe-js';

/** The billing field values by name ('billing_first_name', …); missing fields read ''. */
export type BillingValues = Readonly<Record<string, string>>;

export function billingDetails(values: BillingValues): PaymentMethodCreateParams.BillingDetails {
  const value = (name: string): string => (values[name] ?? '').trim();
  return {
    name: `${value('billing_first_name')} ${value('billing_last_name')}`.trim(),
    email: value('billing_email'),
    phone: value('billing_phone'),
    address: {
      city: value('billing_city'),
      country: value('billing_country'),
      line1: value('billing_address_1'),
      line2: value('billing_address_2'),
      postal_code: value('billing_postcode'),
      state: value('billing_state'),
    },
  };
}

export const BILLING_FIELD_NAMES = ['billing_first_name', 'billing_last_name', 'billing_email', 'billing_phone', 'billing_city', 'billing_country', 'billing_address_1', 'billing_address_2', 'billing_postcode', 'billing_state'] as const;

/** The billing fields of the checkout form (the page's), by name. */
export function readBillingValues(doc: Document): BillingValues {
  return Object.fromEntries(BILLING_FIELD_NAMES.map((name) => [name, (doc.getElementById(name) as HTMLInputElement | null)?.value ?? '']));
}
