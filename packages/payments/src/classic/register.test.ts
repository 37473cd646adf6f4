/**
 * All 22 method types of SPEC 1, from a `paymentMethodsConfig` printed as the gateway prints it: each registered
 * under its gateway id (the card's is the gateway's own), offered in its market, with a form whose options name
 * its type (a deferred intent), or an intent made first where it cannot defer one (BLIK, pre-authorised debits).
 */
import { describe, expect, it } from 'vitest';
import type { PaymentMethodConfig, PaymentRegistry } from '@shop-islands/core/checkout/payment-registry';
import { deferredElementsOptions } from '../payment-forms/element-options.ts';
import { readUpeParams } from '../settings/upe-params.ts';
import type { PaymentsPage } from './payments-page.ts';
import { featuresOf, registerMethods } from './register.ts';

/** SPEC 1's types in its order, each with a billing country and currency it is offered in, and whether it defers its intent and can be reused. */
const TYPES: readonly [type: string, country: string, currency: string, deferred: boolean, reusable: boolean][] = [
  ['blik', 'PL', 'PLN', false, false], ['card', 'GB', 'GBP', true, true], ['us_bank_account', 'US', 'USD', true, true],
  ['au_becs_debit', 'AU', 'AUD', true, false], ['giropay', 'DE', 'EUR', true, false], ['eps', 'AT', 'EUR', true, false],
  ['ideal', 'NL', 'EUR', true, false], ['p24', 'PL', 'PLN', true, false], ['sepa_debit', 'DE', 'EUR', true, true],
  ['sofort', 'DE', 'EUR', true, true], ['boleto', 'BR', 'BRL', true, false], ['oxxo', 'MX', 'MXN', true, false],
  ['bancontact', 'BE', 'EUR', true, false], ['alipay', 'GB', 'GBP', true, false], ['multibanco', 'PT', 'EUR', true, false],
  ['klarna', 'GB', 'GBP', true, true], ['affirm', 'US', 'USD', true, false], ['afterpay_clearpay', 'GB', 'GBP', true, false],
  ['wechat_pay', 'GB', 'GBP', true, false], ['cashapp', 'US', 'USD', true, true], ['acss_debit', 'CA', 'CAD', false, true],
  ['bacs_debit', 'GB', 'GBP', true, true],
];

/** wc_stripe_upe_params as wp_localize_script prints it (scalars as strings), with every type enabled. */
const PRINTED = {
  key: 'pk_test_x', locale: 'en-GB', apiVersion: '2024-06-20', ajax_url: '/?wc-ajax=%%endpoint%%', wp_ajax_url: '/wp-admin/admin-ajax.php', gatewayId: 'stripe',
  createSetupIntentNonce: 'a', createPaymentIntentNonce: 'b', createAndConfirmSetupIntentNonce: 'c', updatePaymentIntentNonce: 'd', updateFailedOrderNonce: 'e', saveAppearanceNonce: '',
  isCheckout: '1', isOrderPay: '', isChangingPayment: '', isAddPaymentMethod: '', isLoggedIn: '', isSignupOnCheckoutAllowed: '1', isPayerPhoneRequired: '',
  cartContainsSubscription: '', subscriptionRequiresManualRenewal: '', cartTotal: '9000', currency: 'GBP', isOCEnabled: '', theme_name: 'storefront',
  orderId: '', orderReceivedURL: '/checkout/order-received/', genericErrorMessage: 'There was a problem processing the payment.', invalid_wallet_type: 'Invalid wallet payment type.',
  paymentMethodsConfig: Object.fromEntries(TYPES.map(([type, country, , deferred, reusable]) => [type, {
    isReusable: reusable, supportsDeferredIntent: deferred, countries: type === 'card' || type === 'alipay' || type === 'wechat_pay' ? [] : [country], title: `Title of ${type}`, showSaveOption: reusable,
  }])),
};

function registered(): { page: PaymentsPage; methods: PaymentMethodConfig[] } {
  const settings = readUpeParams(PRINTED, 'wc_stripe_upe_params');
  const methods: PaymentMethodConfig[] = [];
  const registry = { registerPaymentMethod: (config: PaymentMethodConfig) => void methods.push(config) } as unknown as PaymentRegistry;
  const page = { settings, billingCountry: () => 'GB', forms: { store: { getState: () => ({ amount: 9000, currency: 'GBP' }) } } } as unknown as PaymentsPage;
  registerMethods(page, registry, { content: () => null as never });
  return { page, methods };
}

const cart = (country: string, currency: string, total: string) => ({
  paymentRequirements: ['products'], billingAddress: { country }, cartTotals: { total_price: total, currency_code: currency, currency_minor_unit: 2 },
});

describe('the 22 method types of SPEC 1, from paymentMethodsConfig', () => {
  it("registers every enabled type under its gateway id (the card's is the gateway's own), titled as printed", () => {
    const { methods } = registered();
    expect(methods).toHaveLength(22);
    expect(methods.map((m) => m.name)).toEqual(TYPES.map(([type]) => (type === 'card' ? 'stripe' : `stripe_${type}`)));
    expect(methods.map((m) => m.label)).toEqual(TYPES.map(([type]) => `Title of ${type}`));
    for (const [i, [, , , , reusable]] of TYPES.entries()) expect(methods[i]!.supports?.features).toEqual(featuresOf({ isReusable: reusable }));
  });

  it('offers each in its market, and not where its country or currency is another', async () => {
    const { methods } = registered();
    for (const [i, [type, country, currency]] of TYPES.entries()) {
      expect(await methods[i]!.canMakePayment(cart(country, currency, '9000')), `${type} in ${country}, ${currency}`).toBe(true);
      if (type !== 'card') expect(await methods[i]!.canMakePayment(cart('IS', 'ISK', '9000')), `${type} in Iceland, in krónur`).toBe(false);
    }
  });

  it('makes a form for each type that defers its intent with that type, in the cart\'s amount and currency; BLIK and pre-authorised debits wait for their intent', () => {
    const { page } = registered();
    for (const [type, , currency, deferred] of TYPES) {
      expect(page.settings.methods[type]?.supportsDeferredIntent, type).toBe(deferred);
      if (!deferred) continue;
      expect(deferredElementsOptions(page.settings, { type, amount: 9000, currency, saveChecked: false }), type).toEqual({
        mode: 'payment', amount: 9000, currency: currency.toLowerCase(), paymentMethodCreation: 'manual', paymentMethodTypes: [type],
      });
    }
  });
});
