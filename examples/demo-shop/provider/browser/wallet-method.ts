import type { PaymentMethod } from '@stripe/stripe-js';
import type { ApiResult, ProviderApi } from './api.ts';
import type { SheetAddress } from './wallet-sheet.ts';

/** The card a demo wallet holds (Stripe's 4242 test card unless the shopper chose another), tokenised as a wallet card. */
export function createWalletPaymentMethod(
  api: ProviderApi,
  payer: { name: string; email: string; phone: string },
  billingAddress: SheetAddress | null,
  cardNumber = '4242424242424242',
): Promise<ApiResult<PaymentMethod>> {
  return api.post<PaymentMethod>('/payment_methods', {
    type: 'card',
    card: { number: cardNumber, exp_month: 12, exp_year: new Date().getFullYear() + 3, cvc: '123' },
    billing_details: {
      name: payer.name,
      email: payer.email,
      phone: payer.phone,
      address: billingAddress ? { line1: billingAddress.line1, line2: billingAddress.line2, city: billingAddress.city, state: billingAddress.state, postal_code: billingAddress.postal_code, country: billingAddress.country } : null,
    },
  });
}
