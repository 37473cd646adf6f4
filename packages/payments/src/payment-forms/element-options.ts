/**
 * The options each method's embedded form is made with (SPEC 4.6), as data: the Elements group (deferred
 * intent: mode, amount, currency, manual method creation, future usage; or an intent's client secret) and the
 * Payment Element (reuse terms, billing fields the shop already collects, wallets off, the layout). Pure: the
 * form controller reads the page and calls these, when the form is made and again when 'save' is ticked or not.
 */
import type { StripeElementsOptionsClientSecret, StripeElementsOptionsMode, StripePaymentElementOptions } from '@stripe/stripe-js';
import type { UpeSettings } from '../settings/upe-params.ts';
import { CARD, LINK } from '../payment-methods/method-types.ts';
import { intentMode } from './forms-state.ts';

export type ElementsGroupOptions = StripeElementsOptionsMode | StripeElementsOptionsClientSecret;

/** What the form's options depend on besides the settings. */
export interface FormContext {
  readonly type: string;
  /** The cart's total in Stripe's minor units. */
  readonly amount: number;
  /** Upper-case ISO code. */
  readonly currency: string;
  /** 'Save payment information to my account' is ticked. */
  readonly saveChecked: boolean;
}

type Settings = Pick<UpeSettings, 'methods' | 'isOCEnabled' | 'ocLayout' | 'cartContainsSubscription' | 'subscriptionRequiresManualRenewal' | 'isCheckout' | 'isOrderPay' | 'isChangingPayment' | 'enabledBillingFields' | 'customerBillingData' | 'isAddPaymentMethod'>;

/** The method types the form offers: the type itself, and Link with the card when the shop enables Link. */
export function formMethodTypes(type: string, methods: Settings['methods']): string[] {
  return type === CARD && LINK in methods ? [CARD, LINK] : [type];
}

/** SPEC 4.6: off-session use when 'save' is ticked or the cart has a subscription, only with the optimized checkout. */
export function futureUsage(settings: Settings, saveChecked: boolean): 'off_session' | null {
  return settings.isOCEnabled && (saveChecked || settings.cartContainsSubscription) ? 'off_session' : null;
}

/** SPEC 4.6: the deferred-intent options of a method's Elements group. */
export function deferredElementsOptions(settings: Settings, { type, amount, currency, saveChecked }: FormContext): StripeElementsOptionsMode {
  const mode = intentMode(amount);
  const usage = futureUsage(settings, saveChecked);
  const base = {
    paymentMethodCreation: 'manual' as const,
    currency: currency.toLowerCase(),
    paymentMethodTypes: formMethodTypes(type, settings.methods),
    ...(usage ? { setupFutureUsage: usage } : {}),
  };
  return mode === 'setup' ? { ...base, mode: 'setup' } : { ...base, mode: 'payment', amount };
}

/** Stripe's `terms` keys for the method types whose terms the shopper may be shown. */
const TERMS_KEYS: Readonly<Record<string, keyof NonNullable<StripePaymentElementOptions['terms']>>> = {
  card: 'card', sepa_debit: 'sepaDebit', au_becs_debit: 'auBecsDebit', bancontact: 'bancontact', cashapp: 'cashapp',
  ideal: 'ideal', klarna: 'klarna', sofort: 'sofort', us_bank_account: 'usBankAccount',
};

/**
 * SPEC 4.6 reuse terms: 'always' for reusable methods when the cart has a subscription that renews automatically
 * or when 'save' is ticked, otherwise 'never'.
 */
export function reuseTerms(settings: Settings, saveChecked: boolean): NonNullable<StripePaymentElementOptions['terms']> {
  const shown = (settings.cartContainsSubscription && !settings.subscriptionRequiresManualRenewal) || saveChecked ? 'always' : 'never';
  const terms: Record<string, 'always' | 'never'> = {};
  for (const [type, config] of Object.entries(settings.methods)) {
    const key = TERMS_KEYS[type];
    if (key && config.isReusable) terms[key] = shown;
  }
  return terms;
}

/**
 * SPEC 4.6 billing fields: 'never' for a field the shop's form already collects, otherwise 'auto'; the phone
 * always 'auto'. Only on the checkout: order-pay and change-payment collect everything in the form.
 */
export function billingFields(settings: Settings): NonNullable<StripePaymentElementOptions['fields']> | undefined {
  if (!settings.isCheckout || settings.isOrderPay || settings.isChangingPayment) return undefined;
  const has = (field: string): 'never' | 'auto' => (settings.enabledBillingFields.includes(field) ? 'never' : 'auto');
  return {
    billingDetails: {
      name: settings.enabledBillingFields.includes('billing_first_name') || settings.enabledBillingFields.includes('billing_last_name') ? 'never' : 'auto',
      email: has('billing_email'),
      phone: 'auto',
      address: {
        country: has('billing_country'),
        line1: has('billing_address_1'),
        line2: has('billing_address_2'),
        city: has('billing_city'),
        state: has('billing_state'),
        postalCode: has('billing_postcode'),
      },
    },
  };
}

/** Prefilled billing details where the page has no billing form (order-pay, change-payment, add-payment-method). */
export function defaultValues(settings: Settings): StripePaymentElementOptions['defaultValues'] | undefined {
  const data = settings.customerBillingData;
  if (!data?.email.trim() || !(settings.isOrderPay || settings.isChangingPayment || settings.isAddPaymentMethod)) return undefined;
  const address = Object.fromEntries(
    Object.entries(data.address)
      .map(([key, value]) => [key, key === 'country' ? value.trim().toUpperCase() : value.trim()] as const)
      .filter(([, value]) => value !== ''),
  );
  return {
    billingDetails: {
      ...(data.name.trim() ? { name: data.name.trim() } : {}),
      email: data.email.trim(),
      ...(data.phone.trim() ? { phone: data.phone.trim() } : {}),
      ...(Object.keys(address).length > 0 ? { address } : {}),
    },
  };
}

/**
 * SPEC 3.9, 4.6, 9.6: the accordion without radios, or the tabs the gateway's optimized checkout is set to
 * (`OCLayout`, printed only with it on).
 */
export function layoutOf(settings: Pick<Settings, 'isOCEnabled' | 'ocLayout'>): NonNullable<StripePaymentElementOptions['layout']> {
  return settings.isOCEnabled && settings.ocLayout === 'tabs' ? { type: 'tabs' } : { type: 'accordion', radios: 'never', spacedAccordionItems: false };
}

/** SPEC 4.6: the Payment Element's own options. Wallets are express checkout's. */
export function paymentElementOptions(settings: Settings, saveChecked: boolean): StripePaymentElementOptions {
  const fields = billingFields(settings);
  const values = defaultValues(settings);
  return {
    layout: layoutOf(settings),
    wallets: { applePay: 'never', googlePay: 'never' },
    terms: reuseTerms(settings, saveChecked),
    ...(fields ? { fields } : {}),
    ...(values ? { defaultValues: values } : {}),
  };
}
