/**
 * `wc_stripe_express_checkout_params` as the Stripe Gateway 10.8.3 prints it
 * (WC_Stripe_Express_Checkout_Element::javascript_params() through wp_localize_script: top-level scalars arrive
 * as strings, `false` as ''), `wcStripeExpressCheckoutPayForOrderParams` on order-pay, and the Store API's root.
 * Only what this widget uses is read; CONTRACT in the README lists the keys it leaves alone.
 */
import { flag, listOf, loadGlobalSettings, numeric, optional, recordOf, shape, text, type Reader } from '@shop-islands/core/settings';
import { SETTINGS_GLOBALS } from '@shop-islands/core/settings-globals';

export const PAY_FOR_ORDER_GLOBAL = 'wcStripeExpressCheckoutPayForOrderParams';
/** Printed by the Shop Islands plugin: the Store API root (and its nonce). */
export const STORE_API_GLOBAL = 'shopIslandsStoreApi';

/** A line of the sheet as the gateway prints and answers it: Stripe minor units, shipping and discount keyed. */
export interface GatewayItem { readonly label: string; readonly amount: number; readonly key?: string }
export interface ShippingOption { readonly id: string; readonly displayName: string; readonly amount: number }

export interface ProductData {
  readonly displayItems: readonly GatewayItem[];
  readonly total: number;
  readonly requestShipping: boolean;
  readonly currency: string;
  /** false when the variation the page opened with cannot be bought here. */
  readonly validVariationSelected: boolean;
}

export interface ExpressParams {
  readonly ajaxUrl: string;
  readonly publishableKey: string;
  readonly locale: string;
  readonly expressCheckoutEnabled: boolean;
  readonly linkEnabled: boolean;
  /** Nonces by the gateway's key (shipping, update_shipping, normalize_address, …). */
  readonly nonces: Readonly<Record<string, string>>;
  readonly currency: string;
  /** Stripe's decimals for the currency, which the gateway prints (Store API amounts are converted to them). */
  readonly currencyDecimals: number;
  readonly needsPayerPhone: boolean;
  readonly defaultShippingOption: ShippingOption | null;
  readonly button: { readonly type: string; readonly theme: string; readonly height: number; readonly radius: number };
  readonly isPayForOrder: boolean;
  readonly hasBlock: boolean;
  readonly isProductPage: boolean;
  readonly isCartPage: boolean;
  readonly isCheckoutPage: boolean;
  readonly product: ProductData | null;
  /** Guests must log in first (the gateway's login_confirmation): its message and where to log in. */
  readonly loginConfirmation: { readonly message: string; readonly redirectUrl: string } | null;
  readonly allowedShippingCountries: readonly string[] | null;
}

const gatewayItem: Reader<GatewayItem> = (value, path) => {
  const item = shape({ label: text, amount: numeric, key: optional(text, '') })(value, path);
  return item.key ? item : { label: item.label, amount: item.amount };
};

const shippingOption: Reader<ShippingOption> = shape({ id: text, displayName: optional(text, ''), amount: numeric });

/** A top-level value wp_localize_script turned false into '' (or an object that is there). */
const orAbsent =
  <T>(reader: Reader<T>): Reader<T | null> =>
  (value, path) =>
    value === '' || value === false || value == null ? null : reader(value, path);

const product: Reader<ProductData> = (value, path) => {
  const data = shape({
    displayItems: optional(listOf(gatewayItem), []),
    total: shape({ amount: numeric }),
    requestShipping: optional(flag, false),
    currency: text,
    validVariationSelected: optional(flag, true),
  })(value, path);
  return { ...data, total: data.total.amount };
};

const raw = shape({
  ajax_url: text,
  stripe: shape({
    publishable_key: optional(text, ''),
    locale: optional(text, 'auto'),
    is_express_checkout_enabled: optional(flag, false),
    is_link_enabled: optional(flag, false),
  }),
  nonce: recordOf(text),
  checkout: shape({
    currency_code: text,
    currency_decimals: optional(numeric, 2),
    needs_payer_phone: optional(flag, false),
    default_shipping_option: optional(orAbsent(shippingOption), null),
  }),
  button: optional(shape({ type: optional(text, 'default'), theme: optional(text, 'dark'), height: optional(numeric, 48), radius: optional(numeric, 4) }), {
    type: 'default', theme: 'dark', height: 48, radius: 4,
  }),
  is_pay_for_order: optional(flag, false),
  has_block: optional(flag, false),
  is_product_page: optional(flag, false),
  is_cart_page: optional(flag, false),
  is_checkout_page: optional(flag, false),
  product: optional(orAbsent(product), null),
  login_confirmation: optional(orAbsent(shape({ message: text, redirect_url: text })), null),
  allowed_shipping_countries: optional(orAbsent(listOf(text)), null),
});

/** Reads `wc_stripe_express_checkout_params`; null (reported once on the console) when it is missing or malformed. */
export function loadExpressParams(scope: object = window): ExpressParams | null {
  const params = loadGlobalSettings(SETTINGS_GLOBALS.expressCheckout, raw, scope);
  if (!params) return null;
  return {
    ajaxUrl: params.ajax_url,
    publishableKey: params.stripe.publishable_key,
    locale: params.stripe.locale,
    expressCheckoutEnabled: params.stripe.is_express_checkout_enabled,
    linkEnabled: params.stripe.is_link_enabled,
    nonces: params.nonce,
    currency: params.checkout.currency_code.toLowerCase(),
    currencyDecimals: params.checkout.currency_decimals,
    needsPayerPhone: params.checkout.needs_payer_phone,
    defaultShippingOption: params.checkout.default_shipping_option,
    button: params.button,
    isPayForOrder: params.is_pay_for_order,
    hasBlock: params.has_block,
    isProductPage: params.is_product_page,
    isCartPage: params.is_cart_page,
    isCheckoutPage: params.is_checkout_page,
    product: params.product,
    loginConfirmation: params.login_confirmation && { message: params.login_confirmation.message, redirectUrl: params.login_confirmation.redirect_url },
    allowedShippingCountries: params.allowed_shipping_countries,
  };
}

export interface PayForOrderData {
  readonly orderId: number;
  readonly orderKey: string;
  readonly billingEmail: string;
  readonly shippingAddress: Readonly<Record<string, string>>;
  readonly displayItems: readonly GatewayItem[];
  readonly total: number;
}

/** `wcStripeExpressCheckoutPayForOrderParams` (order-pay only); null without an order key and billing email, as the gateway's script requires. */
export function loadPayForOrder(scope: object = window): PayForOrderData | null {
  const data = loadGlobalSettings(
    PAY_FOR_ORDER_GLOBAL,
    shape({
      order: numeric,
      orderDetails: shape({ orderKey: optional(text, ''), billingEmail: optional(text, ''), shippingAddress: optional(recordOf(text), {}) }),
      displayItems: optional(listOf(gatewayItem), []),
      total: shape({ amount: numeric }),
    }),
    scope,
  );
  if (!data || !data.orderDetails.orderKey || !data.orderDetails.billingEmail) return null;
  return {
    orderId: data.order,
    orderKey: data.orderDetails.orderKey,
    billingEmail: data.orderDetails.billingEmail,
    shippingAddress: data.orderDetails.shippingAddress,
    displayItems: data.displayItems,
    total: data.total.amount,
  };
}

/**
 * The Store API's root: the one the Shop Islands plugin prints, else WordPress's REST root from its
 * `<link rel="https://api.w.org/">`, else the site's /wp-json/.
 */
export function storeApiRoot(scope: object = window, doc: Document = document): string {
  const printed = (scope as Record<string, unknown>)[STORE_API_GLOBAL];
  if (typeof printed === 'object' && printed !== null && typeof (printed as { root?: unknown }).root === 'string') return (printed as { root: string }).root;
  const rest = doc.querySelector<HTMLLinkElement>('link[rel="https://api.w.org/"]')?.href;
  return `${(rest ?? `${doc.location?.origin ?? ''}/wp-json/`).replace(/\/+$/, '')}/wc/store/v1`;
}

/** The block checkout's `wcSettings` key for the gateway's data (its messages on the Checkout block). */
export const STRIPE_DATA_SETTING = 'stripe_data';
