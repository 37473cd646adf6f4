import { describe, expect, it } from 'vitest';
import { billingFields, deferredElementsOptions, futureUsage, layoutOf, paymentElementOptions, reuseTerms } from './element-options.ts';
import { intentMode } from './forms-state.ts';

const SETTINGS = {
  methods: { card: { isReusable: true, supportsDeferredIntent: true, countries: [], title: 'Card', showSaveOption: true }, ideal: { isReusable: false, supportsDeferredIntent: true, countries: ['NL'], title: 'iDEAL', showSaveOption: false }, sepa_debit: { isReusable: true, supportsDeferredIntent: true, countries: [], title: 'SEPA', showSaveOption: true } },
  isOCEnabled: false, ocLayout: 'accordion', cartContainsSubscription: false, subscriptionRequiresManualRenewal: false, isCheckout: true, isOrderPay: false, isChangingPayment: false, isAddPaymentMethod: false,
  enabledBillingFields: ['billing_first_name', 'billing_last_name', 'billing_country', 'billing_address_1', 'billing_city', 'billing_postcode', 'billing_email'],
  customerBillingData: null,
};

describe('setup or payment (SPEC 4.6, 9.6)', () => {
  it("is a setup below one minor unit, else a payment", () => {
    expect(intentMode(0)).toBe('setup');
    expect(intentMode(0.5)).toBe('setup');
    expect(intentMode(1)).toBe('payment');
    expect(deferredElementsOptions(SETTINGS, { type: 'card', amount: 0, currency: 'GBP', saveChecked: false })).toEqual({ mode: 'setup', currency: 'gbp', paymentMethodCreation: 'manual', paymentMethodTypes: ['card'] });
    expect(deferredElementsOptions(SETTINGS, { type: 'ideal', amount: 2300, currency: 'EUR', saveChecked: false })).toEqual({ mode: 'payment', amount: 2300, currency: 'eur', paymentMethodCreation: 'manual', paymentMethodTypes: ['ideal'] });
  });

  it('asks for off-session use with the optimized checkout when saving or for a subscription; Link joins the card when the shop enables it', () => {
    const oc = { ...SETTINGS, isOCEnabled: true };
    expect(deferredElementsOptions(oc, { type: 'card', amount: 100, currency: 'GBP', saveChecked: true })).toMatchObject({ setupFutureUsage: 'off_session' });
    expect(deferredElementsOptions({ ...oc, cartContainsSubscription: true }, { type: 'card', amount: 100, currency: 'GBP', saveChecked: false })).toMatchObject({ setupFutureUsage: 'off_session' });
    expect(deferredElementsOptions(SETTINGS, { type: 'card', amount: 100, currency: 'GBP', saveChecked: true })).not.toHaveProperty('setupFutureUsage');
    const link = { ...SETTINGS, methods: { ...SETTINGS.methods, link: SETTINGS.methods.card } };
    expect(deferredElementsOptions(link, { type: 'card', amount: 100, currency: 'GBP', saveChecked: false })).toMatchObject({ paymentMethodTypes: ['card', 'link'] });
  });
});

describe("the Payment Element's options (SPEC 4.6)", () => {
  it("shows reuse terms for reusable methods when saving or for a renewing subscription, Stripe's keys", () => {
    expect(reuseTerms(SETTINGS, false)).toEqual({ card: 'never', sepaDebit: 'never' });
    expect(reuseTerms(SETTINGS, true)).toEqual({ card: 'always', sepaDebit: 'always' });
    expect(reuseTerms({ ...SETTINGS, cartContainsSubscription: true }, false)).toEqual({ card: 'always', sepaDebit: 'always' });
    expect(reuseTerms({ ...SETTINGS, cartContainsSubscription: true, subscriptionRequiresManualRenewal: true }, false)).toEqual({ card: 'never', sepaDebit: 'never' });
  });

  it("collects no billing field the shop's form already has (the phone always 'auto'), on the checkout only", () => {
    expect(billingFields(SETTINGS)).toEqual({
      billingDetails: { name: 'never', email: 'never', phone: 'auto', address: { country: 'never', line1: 'never', line2: 'auto', city: 'never', state: 'auto', postalCode: 'never' } },
    });
    expect(billingFields({ ...SETTINGS, enabledBillingFields: [...SETTINGS.enabledBillingFields, 'billing_address_2'] })?.billingDetails).toMatchObject({ address: { line2: 'never' } });
    expect(billingFields({ ...SETTINGS, isOrderPay: true })).toBeUndefined();
    expect(billingFields({ ...SETTINGS, isCheckout: false, isChangingPayment: true })).toBeUndefined();
  });

  it('is an accordion without radios, with the wallets left to express checkout', () => {
    expect(paymentElementOptions(SETTINGS, false)).toMatchObject({ layout: { type: 'accordion', radios: 'never' }, wallets: { applePay: 'never', googlePay: 'never' } });
  });

  it("takes the optimized checkout's layout, tabs or the accordion (OCLayout, SPEC 3.9); without it, the accordion", () => {
    const accordion = { type: 'accordion', radios: 'never', spacedAccordionItems: false };
    expect(layoutOf({ isOCEnabled: true, ocLayout: 'tabs' })).toEqual({ type: 'tabs' });
    expect(paymentElementOptions({ ...SETTINGS, isOCEnabled: true, ocLayout: 'tabs' }, false).layout).toEqual({ type: 'tabs' });
    expect(layoutOf({ isOCEnabled: true, ocLayout: 'accordion' })).toEqual(accordion);
    expect(layoutOf({ isOCEnabled: true, ocLayout: 'anything else' })).toEqual(accordion);
    expect(layoutOf({ isOCEnabled: false, ocLayout: 'tabs' })).toEqual(accordion);
  });

  it("gives the future usage that follows 'save' (optimized checkout only), and none once it is unticked", () => {
    const oc = { ...SETTINGS, isOCEnabled: true };
    expect(futureUsage(oc, true)).toBe('off_session');
    expect(futureUsage(oc, false)).toBeNull();
    expect(futureUsage({ ...oc, cartContainsSubscription: true }, false)).toBe('off_session');
    expect(futureUsage(SETTINGS, true)).toBeNull();
  });

  it("prefills the customer's billing details where the page has no billing form", () => {
    const data = { name: ' Sam Shopper ', email: 'sam@example.com', phone: '', address: { country: 'gb', line1: '1 High Street', postal_code: '' } };
    expect(paymentElementOptions({ ...SETTINGS, isCheckout: false, isOrderPay: true, customerBillingData: data }, false).defaultValues).toEqual({
      billingDetails: { name: 'Sam Shopper', email: 'sam@example.com', address: { country: 'GB', line1: '1 High Street' } },
    });
    expect(paymentElementOptions({ ...SETTINGS, customerBillingData: data }, false).defaultValues).toBeUndefined();
  });
});
