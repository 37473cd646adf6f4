/**
 * Every endpoint the express checkout calls, one typed function each, on core's page-wide session client
 * (the Store API with `Nonce` and, where it has one, `Cart-Token`; wc-ajax with each endpoint's nonce, fresh
 * nonces fetched on demand when a cached page's are refused):
 *
 * - the Stripe Gateway's `?wc-ajax=wc_stripe_{name}`: get_shipping_options, update_shipping_method,
 *   normalize_address, get_cart_details, add_to_cart, clear_cart, get_selected_product_data (the nonce in
 *   `security`), and update_order_status after 3D Secure (the nonce the confirmation hash carries);
 * - the Store API: GET /cart, POST /cart/add-item (through `wcstripe.express-checkout.cart-add-item`),
 *   /cart/remove-item, /cart/apply-coupon, /cart/update-customer, /cart/select-shipping-rate, and /checkout
 *   or /checkout/{order} with `X-WCSTRIPE-EXPRESS-CHECKOUT: true` and its nonce (never timed out: the shop may
 *   still make and charge the order; the same for update_order_status).
 *
 * Answers are read with core's readers: an answer of another shape is a failure, never guessed at.
 */
import { IDEMPOTENCY_HEADER } from '@shop-islands/core/checkout/idempotency-key';
import { parseJson } from '@shop-islands/core/http';
import { pageSession, type ShopSession } from '@shop-islands/core/session';
import { flag, listOf, numeric, oneOf, optional, recordOf, shape, text, type Reader } from '@shop-islands/core/settings';
import { isStoreApiError } from '@shop-islands/core/store-api';
import type { WooAddress, WooBillingAddress } from './address/wallet-address.ts';
import { applyPageFilters } from './page-hooks.ts';
import type { ExpressParams, GatewayItem, ShippingOption } from './settings.ts';
import type { ProductChoice } from './sheet/flow.ts';

/** The gateway's nonces are held by the page's session under these names (`express_checkout_{key}`); the plugin refreshes them. */
export const nonceName = (key: string): string => `express_checkout_${key}`;
export const EXPRESS_CHECKOUT_HEADER = 'X-WCSTRIPE-EXPRESS-CHECKOUT';
export const EXPRESS_CHECKOUT_NONCE_HEADER = 'X-WCSTRIPE-EXPRESS-CHECKOUT-NONCE';
export const CART_ADD_ITEM_FILTER = 'wcstripe.express-checkout.cart-add-item';
const ENDPOINT_PREFIX = 'wc_stripe_';
/** Where the gateway's and the Store API's answers start: PHP notices a plugin printed before them are skipped (the shop did the work). */
const JSON_START = '{';

const gatewayItem: Reader<GatewayItem> = (value, path) => {
  const item = shape({ label: text, amount: numeric, key: optional(text, '') })(value, path);
  return item.key ? item : { label: item.label, amount: item.amount };
};
const sheetAmounts = shape({ displayItems: optional(listOf(gatewayItem), []), total: shape({ amount: numeric }) });
const shippingOption: Reader<ShippingOption> = shape({ id: text, displayName: optional(text, ''), amount: numeric });

export type SheetAnswer = { readonly displayItems: readonly GatewayItem[]; readonly total: number };
export type ShippingOptionsAnswer = ({ readonly result: 'success'; readonly options: readonly ShippingOption[] } | { readonly result: 'invalid_shipping_address' }) & SheetAnswer;
export type SelectedProduct = SheetAnswer & { readonly requestShipping: boolean };
export type CartDetails = SheetAnswer & { readonly shippingRequired: boolean };

/** A failed gateway answer ({error} or wp_send_json_error's {success: false, data}), with the gateway's message. */
export class GatewayError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GatewayError';
  }
}

export interface CheckoutAnswer {
  readonly orderId: number;
  readonly status: string;
  readonly paymentStatus: string;
  readonly redirect: string;
  /** The gateway's message when it refused (payment_details' errorMessage). */
  readonly errorMessage: string;
}

const checkoutAnswer: Reader<CheckoutAnswer> = (value, path) => {
  const answer = shape({
    order_id: numeric,
    status: optional(text, ''),
    payment_result: shape({
      payment_status: text,
      payment_details: optional(listOf(shape({ key: text, value: optional((v, p) => (typeof v === 'boolean' ? String(v) : text(v, p)), '') })), []),
      redirect_url: optional(text, ''),
    }),
  })(value, path);
  const detail = (key: string): string => answer.payment_result.payment_details.find((d) => d.key === key)?.value ?? '';
  return {
    orderId: answer.order_id,
    status: answer.status,
    paymentStatus: answer.payment_result.payment_status,
    redirect: answer.payment_result.redirect_url || detail('redirect'),
    errorMessage: detail('errorMessage'),
  };
};

export interface CheckoutBody {
  readonly billing_address: WooBillingAddress;
  readonly shipping_address: WooAddress & { readonly method?: readonly (string | null)[] };
  readonly customer_note?: string;
  readonly payment_method: 'stripe';
  readonly payment_data: readonly { readonly key: string; readonly value: string | boolean }[];
  readonly extensions: Readonly<Record<string, unknown>>;
  readonly additional_fields: Readonly<Record<string, unknown>>;
}

export interface ExpressApi {
  readonly session: ShopSession;
  cart(): Promise<unknown>;
  /** What the gateway charges for the cart (get_cart_details): its lines and total in Stripe's units. */
  cartDetails(): Promise<CartDetails>;
  shippingOptions(destination: Readonly<Record<string, string>>, isProductPage: boolean): Promise<ShippingOptionsAnswer>;
  updateShippingMethod(rateId: string, isProductPage: boolean): Promise<SheetAnswer>;
  normalizeAddress(billing: WooBillingAddress, shipping: WooAddress): Promise<{ billing: WooBillingAddress; shipping: WooAddress }>;
  selectedProductData(choice: ProductChoice): Promise<SelectedProduct>;
  /** A variable product alone in the cart (wc-ajax add_to_cart empties it first). */
  addProductAlone(choice: ProductChoice): Promise<SheetAnswer>;
  clearCart(): Promise<void>;
  /** POST cart/add-item with the payload through the gateway's filter. */
  addItem(item: { id: number; quantity: number; variation: readonly { attribute: string; value: string }[] } & Readonly<Record<string, unknown>>): Promise<unknown>;
  removeItem(key: string): Promise<unknown>;
  applyCoupon(code: string): Promise<unknown>;
  updateCustomer(billing: Readonly<Record<string, string>>, shipping: Readonly<Record<string, string>>): Promise<unknown>;
  selectShippingRate(packageId: number, rateId: string): Promise<unknown>;
  /** Places the order; `idempotencyKey` is the attempt's (the same on a retry: the shop answers it with the order it made). */
  checkout(body: CheckoutBody, idempotencyKey: string): Promise<CheckoutAnswer>;
  payForOrder(order: { id: number; key: string; email: string }, body: CheckoutBody, idempotencyKey: string): Promise<CheckoutAnswer>;
  updateOrderStatus(fields: { orderId: string; intentId: string; paymentMethodId: string; nonce: string }): Promise<string>;
}

/** The nonce keys of wc_stripe_express_checkout_params.nonce the widget uses, as the session holds them. */
const USED_NONCES = ['shipping', 'update_shipping', 'normalize_address', 'get_cart_details', 'add_to_cart', 'clear_cart', 'get_selected_product_data', 'wc_store_api_express_checkout'];

const productFields = (choice: ProductChoice): Record<string, string | Record<string, string>> => ({
  product_id: String(choice.productId),
  qty: String(choice.quantity),
  ...(Object.keys(choice.attributes).length ? { attributes: { ...choice.attributes } } : {}),
});

export function createExpressApi(params: ExpressParams, storeApiRoot: string, win: Window = window): ExpressApi {
  const session = pageSession(
    {
      storeApiRoot,
      storeApiNonce: params.nonces.wc_store_api,
      wcAjaxUrl: params.ajaxUrl,
      nonces: Object.fromEntries(USED_NONCES.filter((key) => params.nonces[key]).map((key) => [nonceName(key), params.nonces[key] ?? ''])),
    },
    win,
  );

  /** A gateway endpoint's JSON answer, read with `reader`. */
  async function gateway<T>(name: string, key: string, fields: Parameters<ShopSession['wcAjax']>[1], reader: Reader<T>): Promise<T> {
    const endpoint = `${ENDPOINT_PREFIX}${name}`;
    const answer = parseJson(await session.wcAjax(endpoint, fields, { nonce: nonceName(key) }), endpoint, JSON_START);
    const failure = optional(shape({ error: optional(text, ''), success: optional(flag, true), data: optional(shape({ message: optional(text, '') }), { message: '' }) }), { error: '', success: true, data: { message: '' } })(answer, endpoint);
    if (failure.error) throw new GatewayError(failure.error);
    if (!failure.success) throw new GatewayError(failure.data.message);
    return reader(answer, endpoint);
  }

  const amounts = (value: unknown, path: string): SheetAnswer => {
    const read = sheetAmounts(value, path);
    return { displayItems: read.displayItems, total: read.total.amount };
  };

  /**
   * The express checkout's Store API POST: its header and nonce, and the attempt's idempotency key; refused (a cached
   * page's stale nonce), fresh nonces and one retry.
   */
  async function expressPost(path: string, body: CheckoutBody, idempotencyKey: string, retried = false): Promise<CheckoutAnswer> {
    const headers = {
      [EXPRESS_CHECKOUT_HEADER]: 'true',
      [EXPRESS_CHECKOUT_NONCE_HEADER]: session.nonce(nonceName('wc_store_api_express_checkout')) ?? '',
      [IDEMPOTENCY_HEADER]: idempotencyKey,
    };
    try {
      // never given up on: the shop may still make and charge the order after any timeout (as the classic checkout's)
      return checkoutAnswer(await session.post(path, body, { headers, timeoutMs: Infinity, jsonStartsWith: JSON_START }), path);
    } catch (error) {
      if (retried || !isStoreApiError(error) || error.status !== 403) throw error;
      await session.refreshNonces();
      return expressPost(path, body, idempotencyKey, true);
    }
  }

  return {
    session,
    cart: () => session.get('cart'),
    cartDetails: () =>
      gateway('get_cart_details', 'get_cart_details', {}, (value, path) => {
        const read = shape({ shipping_required: optional(flag, false), order_data: sheetAmounts })(value, path);
        return { shippingRequired: read.shipping_required, displayItems: read.order_data.displayItems, total: read.order_data.total.amount };
      }),
    shippingOptions: (destination, isProductPage) =>
      gateway('get_shipping_options', 'shipping', { ...destination, is_product_page: isProductPage ? 'true' : 'false' }, (value, path) => {
        const head = shape({ result: oneOf(['success', 'invalid_shipping_address'] as const), shipping_options: optional(listOf(shippingOption), []) })(value, path);
        const sheet = amounts(value, path);
        return head.result === 'success' ? { result: 'success', options: head.shipping_options, ...sheet } : { result: 'invalid_shipping_address', ...sheet };
      }),
    updateShippingMethod: (rateId, isProductPage) =>
      gateway('update_shipping_method', 'update_shipping', { shipping_method: [rateId], is_product_page: isProductPage ? 'true' : 'false' }, amounts),
    normalizeAddress: (billing, shipping) =>
      gateway('normalize_address', 'normalize_address', { data: { billing_address: { ...billing }, shipping_address: { ...shipping } } }, (value, path) => {
        const read = shape({ billing_address: recordOf(optional(text, '')), shipping_address: optional(recordOf(optional(text, '')), {}) })(value, path);
        return { billing: { ...billing, ...read.billing_address }, shipping: { ...shipping, ...read.shipping_address } };
      }),
    selectedProductData: (choice) =>
      gateway('get_selected_product_data', 'get_selected_product_data', { ...productFields(choice), ...flatExtra(choice) }, (value, path) => ({
        ...amounts(value, path),
        requestShipping: shape({ requestShipping: optional(flag, false) })(value, path).requestShipping,
      })),
    addProductAlone: (choice) => gateway('add_to_cart', 'add_to_cart', { ...productFields(choice), ...flatExtra(choice) }, amounts),
    async clearCart() {
      await session.wcAjax(`${ENDPOINT_PREFIX}clear_cart`, {}, { nonce: nonceName('clear_cart') });
    },
    addItem: (item) => session.post('cart/add-item', applyPageFilters(CART_ADD_ITEM_FILTER, item, win)),
    removeItem: (key) => session.post('cart/remove-item', { key }),
    applyCoupon: (code) => session.post('cart/apply-coupon', { code }),
    updateCustomer: (billing, shipping) => session.post('cart/update-customer', { billing_address: billing, shipping_address: shipping }),
    selectShippingRate: (packageId, rateId) => session.post('cart/select-shipping-rate', { package_id: packageId, rate_id: rateId }),
    checkout: (body, idempotencyKey) => expressPost('checkout', body, idempotencyKey),
    payForOrder: (order, body, idempotencyKey) => expressPost(`checkout/${order.id}?key=${encodeURIComponent(order.key)}&billing_email=${encodeURIComponent(order.email)}`, body, idempotencyKey),
    async updateOrderStatus({ orderId, intentId, paymentMethodId, nonce }) {
      const endpoint = `${ENDPOINT_PREFIX}update_order_status`;
      // settles a payment already taken: waited for, like the order itself
      const answer = parseJson(await session.wcAjax(endpoint, { order_id: orderId, intent_id: intentId, payment_method_id: paymentMethodId, _ajax_nonce: nonce }, { timeoutMs: Infinity }), endpoint, JSON_START);
      const read = shape({ success: flag, data: optional(shape({ return_url: optional(text, ''), error: optional(shape({ message: optional(text, '') }), { message: '' }) }), { return_url: '', error: { message: '' } }) })(answer, endpoint);
      if (!read.success || !read.data.return_url) throw new GatewayError(read.data.error.message);
      return read.data.return_url;
    },
  };
}

/** The product form's extra fields (add-ons), as the gateway's script posts them. */
function flatExtra(choice: ProductChoice): Record<string, string | string[]> {
  return Object.fromEntries(Object.entries(choice.extra).map(([name, value]) => [name, typeof value === 'string' ? value : [...value]]));
}
