/**
 * `wc_stripe_upe_params` as the gateway's javascript_params() prints it on each payment page (through
 * wp_localize_script: top-level scalars become strings, '1' and ''), plus SPEC 3.9's appearance keys: this
 * demo gateway keeps the theme's derived appearance (save_appearance) and prints it on the next pages.
 */
import { BASE_COUNTRY } from '../domain/address.ts';
import type { Cart } from '../domain/cart.ts';
import { getCustomer } from '../domain/customers.ts';
import type { OrderRow } from '../domain/orders.ts';
import { CHECKOUT_OPTIONS } from '../domain/shop-settings.ts';
import { DEMO_PUBLISHABLE_KEY } from '../provider/server/index.ts';
import type { RequestContext } from '../shop-context.ts';
import { GENERIC_ERROR, LOCALIZED_MESSAGES } from './messages.ts';
import { STRIPE_GATEWAY_ID, STRIPE_METHODS } from './methods.ts';
import { cartContainsSubscription } from './subscriptions.ts';

export const UPE_PARAMS = 'wc_stripe_upe_params';
/** Where the saved appearance is kept (options), per theme. */
export const APPEARANCE_OPTION = 'wc_stripe_appearance_demo';
export const THEME_NAME = 'demo';

/** The payment page the settings are printed on, and what it pays. */
export type UpePage =
  | { readonly kind: 'checkout'; readonly cart: Cart }
  | { readonly kind: 'order-pay'; readonly order: OrderRow }
  | { readonly kind: 'change-payment'; readonly subscriptionId: number; readonly total: number; readonly currency: string; readonly billingCountry: string }
  | { readonly kind: 'add-payment-method' };

/** Whether a payment page shows one of the gateway's forms (it prints its settings and Stripe.js only then). */
export function showsStripeForm(ctx: RequestContext, currency: string, total: number): boolean {
  return total > 0 && ctx.shop.gateways.available(currency, total).some((g) => g.form === 'stripe-upe' && g.upeType !== undefined);
}

/** wp_localize_script(): top-level scalars as strings ('1' for true, '' for false). */
export function localized(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, typeof value === 'boolean' ? (value ? '1' : '') : typeof value === 'number' ? String(value) : value ?? '']));
}

const BILLING_FIELDS = ['billing_first_name', 'billing_last_name', 'billing_company', 'billing_country', 'billing_address_1', 'billing_address_2', 'billing_city', 'billing_state', 'billing_postcode', 'billing_phone', 'billing_email'];

function savedAppearance(ctx: RequestContext): unknown {
  const row = ctx.shop.db.prepare('SELECT value FROM options WHERE name = ?').get(`${APPEARANCE_OPTION}_${THEME_NAME}`) as { value: string } | undefined;
  return row ? (JSON.parse(row.value) as unknown) : '';
}

/**
 * The gateway's javascript_params() for a page: printed with wp_localize_script on classic pages ('localized'),
 * or as JSON in wcSettings by its blocks integration ('json': booleans and numbers stay typed).
 */
export function upeParams(ctx: RequestContext, page: UpePage, print: 'localized' | 'json' = 'localized'): Record<string, unknown> {
  const nonce = (action: string): string => ctx.shop.nonces.createNonce(ctx.session.id, action);
  const currency = page.kind === 'order-pay' ? page.order.currency : page.kind === 'change-payment' ? page.currency : ctx.shop.currency.code;
  const total = page.kind === 'checkout' ? page.cart.totals.total : page.kind === 'order-pay' ? page.order.total : page.kind === 'change-payment' ? page.total : 0;
  const offered = new Set(ctx.shop.gateways.available(currency, total).map((g) => g.upeType));
  const methods = STRIPE_METHODS.filter((m) => offered.has(m.type));
  const customer = ctx.session.customerId !== null ? getCustomer(ctx.shop.db, ctx.session.customerId) : undefined;
  const received = `${ctx.shop.origin()}/shop/checkout/order-received/`;
  const params: Record<string, unknown> = {
    gatewayId: STRIPE_GATEWAY_ID,
    title: 'Credit / Debit Card',
    isUPEEnabled: true,
    key: DEMO_PUBLISHABLE_KEY,
    locale: 'en-GB',
    apiVersion: '2024-06-20',
    isLoggedIn: ctx.session.customerId !== null,
    isPayerPhoneRequired: true,
    isSignupOnCheckoutAllowed: CHECKOUT_OPTIONS.registrationAtCheckout,
    isCheckout: page.kind === 'checkout',
    return_url: received,
    ajax_url: '/shop/?wc-ajax=%%endpoint%%',
    wp_ajax_url: '/shop/wp-admin/admin-ajax.php',
    theme_name: THEME_NAME,
    testMode: true,
    createPaymentIntentNonce: nonce('wc_stripe_create_payment_intent_nonce'),
    updatePaymentIntentNonce: nonce('wc_stripe_update_payment_intent_nonce'),
    createSetupIntentNonce: nonce('wc_stripe_create_setup_intent_nonce'),
    createAndConfirmSetupIntentNonce: nonce('wc_stripe_create_and_confirm_setup_intent_nonce'),
    updateFailedOrderNonce: nonce('wc_stripe_update_failed_order_nonce'),
    saveAppearanceNonce: nonce('wc_stripe_save_appearance_nonce'),
    paymentMethodsConfig: Object.fromEntries(methods.map((m) => [m.type, {
      isReusable: m.reusable, title: m.title, description: m.description, testingInstructions: '', showSaveOption: m.reusable,
      supportsDeferredIntent: m.deferred, countries: [...m.countries], enabledPaymentMethods: methods.map((e) => e.type),
    }])),
    genericErrorMessage: GENERIC_ERROR,
    accountDescriptor: 'SHOP ISLANDS',
    addPaymentReturnURL: `${ctx.shop.origin()}/shop/my-account/payment-methods/`,
    orderReceivedURL: received,
    enabledBillingFields: BILLING_FIELDS,
    cartContainsSubscription: page.kind === 'checkout' && cartContainsSubscription(ctx.shop.db, page.cart),
    subscriptionRequiresManualRenewal: false,
    subscriptionManualRenewalEnabled: false,
    forceSavePaymentMethod: false,
    accountCountry: BASE_COUNTRY,
    isExpressCheckoutEnabled: false,
    isAmazonPayEnabled: false,
    isLinkEnabled: false,
    isAmazonPayAvailable: false,
    isOCEnabled: false,
    shouldShowOptimizedCheckout: false,
    shouldExpandOptimizedCheckout: false,
    isAdaptivePricingEnabled: false,
    hasAffirmGatewayPlugin: false,
    hasKlarnaGatewayPlugin: false,
    cartTotal: total,
    currency,
    appearance: savedAppearance(ctx),
  };
  if (page.kind !== 'checkout' && customer) {
    params.customerBillingData = {
      name: `${customer.billing.first_name ?? ''} ${customer.billing.last_name ?? ''}`.trim(), email: customer.billing.email || customer.email, phone: customer.billing.phone ?? '',
      address: { country: customer.billing.country ?? '', line1: customer.billing.address_1 ?? '', line2: customer.billing.address_2 ?? '', city: customer.billing.city ?? '', state: customer.billing.state ?? '', postal_code: customer.billing.postcode ?? '' },
    };
  }
  if (page.kind === 'order-pay') {
    params.orderId = page.order.id;
    params.customerData = { billing_country: (JSON.parse(page.order.billing) as Record<string, string>).country ?? BASE_COUNTRY };
    params.isOrderPay = true;
  } else if (page.kind === 'change-payment') {
    params.orderId = page.subscriptionId;
    params.customerData = { billing_country: page.billingCountry };
    params.isChangingPayment = true;
    params.cartTotal = page.total;
  } else if (page.kind === 'add-payment-method') {
    params.isAddPaymentMethod = true;
    params.cartTotal = 0;
    params.customerData = { billing_country: customer?.billing.country || BASE_COUNTRY };
  }
  params.isPaymentNeeded = page.kind !== 'add-payment-method' && page.kind !== 'change-payment' && total > 0;
  const values = { ...params, ...LOCALIZED_MESSAGES };
  return print === 'json' ? values : localized(values);
}
