/**
 * `wc_stripe_upe_params` as the Stripe Gateway prints it (SPEC 3.9; the gateway's javascript_params() plus its
 * localized messages keyed by error code): read once, validated, and given names that say what they are.
 * wp_localize_script prints top-level scalars as strings ('1', '', '2500'); nested values keep their types.
 * READ_KEYS lists every key read here: the real-store contract test names what the gateway prints beside them.
 */
import { flag, listOf, numeric, optional, recordOf, shape, text, type Reader } from '@shop-islands/core/settings';
import { configuredMessagesOf } from '@shop-islands/core/payment-messages';

export { UPE_PARAMS_GLOBAL } from './global-name.ts';

/** One method type's entry in `paymentMethodsConfig`. */
export interface MethodConfig {
  readonly isReusable: boolean;
  readonly supportsDeferredIntent: boolean;
  /** Billing countries the method is offered in; empty: every country. */
  readonly countries: readonly string[];
  readonly title: string;
  readonly showSaveOption: boolean;
}

export interface UpeNonces {
  readonly createSetupIntent: string;
  readonly createPaymentIntent: string;
  readonly createAndConfirmSetupIntent: string;
  readonly updatePaymentIntent: string;
  readonly updateFailedOrder: string;
  /** Printed by gateways that keep the theme's appearance server-side (SPEC 3.9); 10.8 keeps it in the page. */
  readonly saveAppearance: string;
}

/** Billing details the gateway prints on order-pay, change-payment and add-payment-method to prefill the form. */
export interface CustomerBillingData {
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly address: Readonly<Record<string, string>>;
}

export interface UpeSettings {
  readonly key: string;
  readonly locale: string;
  readonly apiVersion: string;
  /** `?wc-ajax=%%endpoint%%` */
  readonly ajaxUrl: string;
  readonly wpAjaxUrl: string;
  readonly gatewayId: string;
  readonly nonces: UpeNonces;
  readonly methods: Readonly<Record<string, MethodConfig>>;
  readonly isCheckout: boolean;
  readonly isOrderPay: boolean;
  readonly isChangingPayment: boolean;
  readonly isAddPaymentMethod: boolean;
  readonly isPaymentNeeded: boolean;
  readonly isLoggedIn: boolean;
  readonly isSignupOnCheckoutAllowed: boolean;
  readonly isPayerPhoneRequired: boolean;
  readonly cartContainsSubscription: boolean;
  readonly subscriptionRequiresManualRenewal: boolean;
  readonly enabledBillingFields: readonly string[];
  /** The order's or customer's billing country where the page has no billing fields (order-pay, account). */
  readonly customerBillingCountry: string;
  readonly customerBillingData: CustomerBillingData | null;
  /** In Stripe's minor units for `currency` (the gateway converts it). */
  readonly cartTotal: number;
  /** Upper-case ISO code. */
  readonly currency: string;
  readonly isOCEnabled: boolean;
  readonly ocLayout: string;
  /** A saved appearance (Stripe's Appearance object), or null when the theme's is to be derived. */
  readonly appearance: unknown;
  readonly blocksAppearance: unknown;
  readonly themeName: string;
  readonly permittedFontDomains: readonly string[];
  /** The order being paid or whose payment method is changed ('' elsewhere). */
  readonly orderId: string;
  readonly orderReceivedUrl: string;
  readonly genericErrorMessage: string;
  readonly invalidWalletTypeMessage: string;
  /** Messages keyed by Stripe error code (SPEC 8.3). */
  readonly messages: Readonly<Record<string, string>>;
}

/** A scalar wp_localize_script may print as '' or leave out: read as `fallback`. */
const maybe = <T>(reader: Reader<T>, fallback: T): Reader<T> => (value, path) => (value === '' || value == null ? fallback : reader(value, path));
const bool = maybe(flag, false);
const words = maybe(text, '');

const methodConfig: Reader<MethodConfig> = shape({
  isReusable: bool,
  supportsDeferredIntent: bool,
  countries: optional(listOf(text), []),
  title: words,
  showSaveOption: bool,
});

/** A saved appearance: an object as the gateway stores it, or its JSON text; anything else means none. */
const appearanceValue: Reader<unknown> = (value) => {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value;
  if (typeof value !== 'string' || !value.startsWith('{')) return null;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return null;
  }
};

const customerBilling: Reader<CustomerBillingData | null> = maybe(
  shape({ name: words, email: words, phone: words, address: optional(recordOf(words), {}) }),
  null,
);

const FIELDS = {
  key: text,
  locale: words,
  apiVersion: words,
  ajax_url: text,
  wp_ajax_url: text,
  gatewayId: maybe(text, 'stripe'),
  createSetupIntentNonce: words,
  createPaymentIntentNonce: words,
  createAndConfirmSetupIntentNonce: words,
  updatePaymentIntentNonce: words,
  updateFailedOrderNonce: words,
  saveAppearanceNonce: words,
  paymentMethodsConfig: recordOf(methodConfig),
  isCheckout: bool,
  isOrderPay: bool,
  isChangingPayment: bool,
  isAddPaymentMethod: bool,
  isPaymentNeeded: maybe(flag, true),
  isLoggedIn: bool,
  isSignupOnCheckoutAllowed: bool,
  isPayerPhoneRequired: bool,
  cartContainsSubscription: bool,
  subscriptionRequiresManualRenewal: bool,
  enabledBillingFields: optional(listOf(text), []),
  customerData: maybe(shape({ billing_country: words }), { billing_country: '' }),
  customerBillingData: customerBilling,
  cartTotal: maybe(numeric, 0),
  currency: words,
  isOCEnabled: bool,
  OCLayout: maybe(text, 'accordion'),
  appearance: appearanceValue,
  blocksAppearance: appearanceValue,
  theme_name: words,
  permittedFontDomains: optional(listOf(text), []),
  orderId: words,
  orderReceivedURL: words,
  genericErrorMessage: words,
  invalid_wallet_type: words,
};
const raw = shape(FIELDS);

/** Every key of wc_stripe_upe_params this reader reads, besides the messages (any key whose value is a message). */
export const READ_KEYS: readonly string[] = Object.keys(FIELDS);

/** Lower-case keys the gateway prints that are not messages. */
const NOT_MESSAGES = ['title'];

/** Error-code keys: lower-case words joined by '_' whose value is a sentence (the gateway's localized messages). */
function messagesOf(value: Record<string, unknown>): Record<string, string> {
  return configuredMessagesOf(value, [...READ_KEYS, ...NOT_MESSAGES]);
}

export const readUpeParams: Reader<UpeSettings> = (value, path) => {
  const r = raw(value, path);
  return {
    key: r.key,
    locale: r.locale,
    apiVersion: r.apiVersion,
    ajaxUrl: r.ajax_url,
    wpAjaxUrl: r.wp_ajax_url,
    gatewayId: r.gatewayId,
    nonces: {
      createSetupIntent: r.createSetupIntentNonce,
      createPaymentIntent: r.createPaymentIntentNonce,
      createAndConfirmSetupIntent: r.createAndConfirmSetupIntentNonce,
      updatePaymentIntent: r.updatePaymentIntentNonce,
      updateFailedOrder: r.updateFailedOrderNonce,
      saveAppearance: r.saveAppearanceNonce,
    },
    methods: r.paymentMethodsConfig,
    isCheckout: r.isCheckout,
    isOrderPay: r.isOrderPay,
    isChangingPayment: r.isChangingPayment,
    isAddPaymentMethod: r.isAddPaymentMethod,
    isPaymentNeeded: r.isPaymentNeeded,
    isLoggedIn: r.isLoggedIn,
    isSignupOnCheckoutAllowed: r.isSignupOnCheckoutAllowed,
    isPayerPhoneRequired: r.isPayerPhoneRequired,
    cartContainsSubscription: r.cartContainsSubscription,
    subscriptionRequiresManualRenewal: r.subscriptionRequiresManualRenewal,
    enabledBillingFields: r.enabledBillingFields,
    customerBillingCountry: r.customerData.billing_country,
    customerBillingData: r.customerBillingData,
    cartTotal: r.cartTotal,
    currency: r.currency.toUpperCase(),
    isOCEnabled: r.isOCEnabled,
    ocLayout: r.OCLayout,
    appearance: r.appearance,
    blocksAppearance: r.blocksAppearance,
    themeName: r.theme_name,
    permittedFontDomains: r.permittedFontDomains,
    orderId: r.orderId,
    orderReceivedUrl: r.orderReceivedURL,
    genericErrorMessage: r.genericErrorMessage,
    invalidWalletTypeMessage: r.invalid_wallet_type,
    messages: messagesOf(value as Record<string, unknown>),
  };
};

/** The keys the gateway printed that this reader does not read (for the contract test and a developer's console). */
export function unreadKeys(value: Record<string, unknown>): string[] {
  const messages = messagesOf(value);
  return Object.keys(value).filter((key) => !READ_KEYS.includes(key) && !(key in messages));
}
