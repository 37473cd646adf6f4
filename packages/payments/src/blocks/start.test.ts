/**
 * Registration in the Checkout block: from the gateway's `stripe_data` (typed JSON, as its blocks integration
 * prints it through wcSettings), each enabled type registers with wc.wcBlocksRegistry under the gateway's names,
 * with canMakePayment from Blocks' cart totals and billing address, the gateway's features and, where saved cards
 * are on, a saved token's view; nothing registers without the data or the registry.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { CanMakePaymentArgument, PaymentMethodConfig } from '@shop-islands/core/checkout/payment-registry';
import { blocksPaymentFields, classicBillingValues } from './block-inputs.ts';
import { startBlocksPayments } from './start.ts';

const STRIPE_DATA = {
  key: 'pk_test_demo', locale: 'en', apiVersion: '2024-06-20', ajax_url: '/?wc-ajax=%%endpoint%%', wp_ajax_url: '/wp-admin/admin-ajax.php', gatewayId: 'stripe',
  isCheckout: false, isLoggedIn: true, cartTotal: 4500, currency: 'GBP', showSavedCards: true, showSaveOption: true,
  createPaymentIntentNonce: 'n1', updatePaymentIntentNonce: 'n2', createSetupIntentNonce: 'n3', createAndConfirmSetupIntentNonce: 'n4', updateFailedOrderNonce: 'n5',
  paymentMethodsConfig: {
    card: { isReusable: true, supportsDeferredIntent: true, countries: [], title: 'Credit / Debit Card', showSaveOption: true },
    ideal: { isReusable: false, supportsDeferredIntent: true, countries: ['NL'], title: 'iDEAL', showSaveOption: false },
  },
  card_declined: 'The card was declined.',
};

function page(data: unknown, withRegistry = true): PaymentMethodConfig[] {
  const registered: PaymentMethodConfig[] = [];
  const win = window as unknown as { wc?: unknown };
  win.wc = {
    wcSettings: { getSetting: (name: string, fallback: unknown) => (name === 'stripe_data' ? data : fallback) },
    ...(withRegistry ? { wcBlocksRegistry: { registerPaymentMethod: (config: PaymentMethodConfig) => void registered.push(config) } } : {}),
  };
  startBlocksPayments(document);
  return registered;
}

const asked = (country: string, total: string, currency = 'GBP'): CanMakePaymentArgument => ({
  paymentRequirements: ['products'],
  billingAddress: { country },
  cartTotals: { total_price: total, currency_code: currency, currency_minor_unit: 2 },
});

describe('the gateway\'s methods in the Checkout block', () => {
  afterEach(() => void delete (window as unknown as { wc?: unknown }).wc);

  it("registers every enabled type under the gateway's names, with its features and saved tokens where reusable", () => {
    const methods = page(STRIPE_DATA);
    expect(methods.map((m) => [m.name, m.paymentMethodId, m.label])).toEqual([
      ['stripe', 'stripe', 'Credit / Debit Card'],
      ['stripe_ideal', 'stripe_ideal', 'iDEAL'],
    ]);
    expect(methods[0]!.supports?.features).toContain('tokenization');
    expect(methods[0]!.savedTokenComponent).toBeTruthy();
    expect(methods[1]!.savedTokenComponent).toBeUndefined();
  });

  it('answers canMakePayment from the cart totals and billing country Blocks passes', async () => {
    const [card, ideal] = page(STRIPE_DATA);
    expect(await card!.canMakePayment(asked('GB', '4500'))).toBe(true);
    expect(await ideal!.canMakePayment(asked('GB', '4500', 'EUR'))).toBe(false);
    expect(await ideal!.canMakePayment(asked('NL', '4500', 'EUR'))).toBe(true);
    expect(await ideal!.canMakePayment(asked('NL', '4500', 'GBP'))).toBe(false);
  });

  it('registers nothing without the gateway\'s data, with data it cannot read (said once), or without the registry', () => {
    expect(page(null)).toEqual([]);
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void errors.push(args);
    try {
      expect(page({ ...STRIPE_DATA, paymentMethodsConfig: 'none' })).toEqual([]);
    } finally {
      console.error = original;
    }
    expect(errors).toHaveLength(1);
    expect(page(STRIPE_DATA, false)).toEqual([]);
  });
});

describe("upe-blocks.js's paymentMethodData fields", () => {
  it('the gateway id, the save choice and the billing address under the classic names', () => {
    const billing = classicBillingValues({ first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', country: 'GB', address_2: undefined });
    expect(billing).toEqual({ billing_first_name: 'Ada', billing_last_name: 'Lovelace', billing_email: 'ada@example.com', billing_country: 'GB', billing_address_2: '' });
    expect(blocksPaymentFields('stripe_ideal', { billing, save: true })).toEqual({
      payment_method: 'stripe_ideal', save_payment_method: 'yes', billing_email: 'ada@example.com', billing_first_name: 'Ada', billing_last_name: 'Lovelace',
      billing_address_1: '', billing_address_2: '', billing_city: '', billing_state: '', billing_postcode: '', billing_country: 'GB',
    });
  });
});
