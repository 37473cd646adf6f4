/**
 * Store API POST /checkout, as WooCommerce 10.9.1 answers the block checkout (Routes/V1/Checkout.php): the body
 * checked against its schema, the Nonce header checked by the dispatcher, the addresses checked as the cart's
 * routes check them, a payment method the cart can use, then the order placed by the same code as the classic
 * checkout (domain/checkout.ts) with `payment_data`'s pairs posted to the gateway, as WooCommerce's legacy payment
 * processing puts them in `$_POST`. The answer: the order, and `payment_result` with `payment_status`,
 * `payment_details` (the gateway's result: `result` and `redirect`) and `redirect_url`.
 */
import { loadCart } from '../../domain/cart.ts';
import { processCheckout } from '../../domain/checkout.ts';
import { checkStoreAddress, type AddressProblem } from '../../domain/customer-addresses.ts';
import { messageText } from '../../domain/message.ts';
import type { OrderRow } from '../../domain/orders.ts';
import type { RequestContext } from '../../shop-context.ts';
import type { EndpointRegistry, StoreResponse } from '../registry.ts';
import { cartBody } from './cart.ts';
import { storeApiError } from './responses.ts';

const TEXT = { type: 'string', maxLength: 1000 } as const;
const ADDRESS = {
  type: 'object',
  properties: {
    first_name: TEXT, last_name: TEXT, company: TEXT, address_1: TEXT, address_2: TEXT, city: TEXT, state: TEXT, postcode: TEXT, country: TEXT, phone: TEXT, email: TEXT,
  },
  additionalProperties: false,
} as const;

/** What the block checkout posts (its CheckoutProcessor): every key it sends, nothing else. */
export const STORE_CHECKOUT = {
  type: 'object',
  required: ['billing_address'],
  properties: {
    billing_address: ADDRESS,
    shipping_address: ADDRESS,
    customer_note: { type: 'string', maxLength: 20_000 },
    customer_password: TEXT,
    create_account: { type: 'boolean' },
    payment_method: TEXT,
    payment_data: {
      type: 'array',
      maxItems: 100,
      items: {
        type: 'object',
        required: ['key', 'value'],
        properties: { key: TEXT, value: { anyOf: [{ type: 'string', maxLength: 20_000 }, { type: 'boolean' }] } },
        additionalProperties: false,
      },
    },
    extensions: { type: 'object' },
    additional_fields: { type: 'object' },
  },
  additionalProperties: false,
} as const;

type StoreAddress = Partial<Record<string, string>>;
export interface StoreCheckout {
  billing_address: StoreAddress;
  shipping_address?: StoreAddress;
  customer_note?: string;
  create_account?: boolean;
  customer_password?: string;
  payment_method?: string;
  payment_data?: { key: string; value: string | boolean }[];
}

const invalidAddresses = (invalid: Record<string, AddressProblem[]>): StoreResponse => ({
  status: 400,
  body: {
    code: 'rest_invalid_param',
    message: `Invalid parameter(s): ${Object.keys(invalid).join(', ')}`,
    data: {
      status: 400,
      params: Object.fromEntries(Object.entries(invalid).map(([name, problems]) => [name, problems.map((p) => p.message).join(' ')])),
      details: Object.fromEntries(
        Object.entries(invalid).map(([name, [first, ...rest]]) => [
          name,
          { code: first!.code, message: first!.message, data: null, ...(rest.length > 0 ? { additional_errors: rest.map((p) => ({ code: p.code, message: p.message, data: null })) } : {}) },
        ]),
      ),
    },
  },
});

const error = (code: string, message: string, status = 400): StoreResponse => ({ status, body: storeApiError(code, message, status) });

/** CheckoutSchema's answer for a placed order. */
function orderAnswer(order: OrderRow, redirect: string): Record<string, unknown> {
  return {
    order_id: order.id,
    status: order.status,
    order_key: order.order_key,
    order_number: order.number,
    customer_note: order.customer_note,
    customer_id: order.customer_id ?? 0,
    billing_address: JSON.parse(order.billing) as unknown,
    shipping_address: JSON.parse(order.shipping) as unknown,
    payment_method: order.payment_method,
    payment_result: {
      payment_status: 'success',
      payment_details: [{ key: 'result', value: 'success' }, { key: 'redirect', value: redirect }],
      redirect_url: redirect,
    },
    additional_fields: {},
    __experimentalCart: null,
    extensions: {},
  };
}

/** The posted checkout form the classic checkout would have sent for this order (and payment_data's pairs, for the gateway). */
function postedFields(body: StoreCheckout, billing: StoreAddress, shipping: StoreAddress | undefined): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(billing)) fields[`billing_${key}`] = value ?? '';
  if (shipping) {
    fields.ship_to_different_address = '1';
    for (const [key, value] of Object.entries(shipping)) fields[`shipping_${key}`] = value ?? '';
  }
  fields.order_comments = body.customer_note ?? '';
  fields.payment_method = body.payment_method ?? '';
  for (const { key, value } of body.payment_data ?? []) if (!(key in fields)) fields[key] = String(value);
  return fields;
}

function placeOrder(ctx: RequestContext, body: StoreCheckout): StoreResponse {
  const { db } = ctx.shop;
  const cart = loadCart(db, ctx.session.id);
  if (cart.lines.length === 0) return error('woocommerce_rest_cart_empty', 'Cannot create order from empty cart.');
  const billing = checkStoreAddress(body.billing_address);
  const shipping = cart.totals.needsShipping && body.shipping_address ? checkStoreAddress(body.shipping_address) : undefined;
  const invalid: Record<string, AddressProblem[]> = {};
  if (billing.problems.length > 0) invalid.billing_address = billing.problems;
  if (shipping && shipping.problems.length > 0) invalid.shipping_address = shipping.problems;
  if (Object.keys(invalid).length > 0) return invalidAddresses(invalid);
  if (!billing.address.email) return error('woocommerce_rest_missing_email_address', 'A valid email address is required');
  const method = body.payment_method?.trim() ?? '';
  if (method !== '' && !ctx.shop.gateways.get(method)) return error('woocommerce_rest_checkout_payment_method_disabled', `${method} is not available for this order—please choose a different payment method`);
  if (method === '' && cart.totals.total > 0) return error('woocommerce_rest_checkout_missing_payment_method', 'No payment method provided.');
  const outcome = processCheckout({ db, gateways: ctx.shop.gateways, now: ctx.shop.now }, ctx.session, postedFields(body, billing.address, shipping?.address));
  if (outcome.result === 'success') return { status: 200, body: orderAnswer(outcome.order, outcome.redirect) };
  const [first] = outcome.notices;
  const message = first ? messageText(first.message) : 'Unable to create order.';
  return { status: 400, body: { ...storeApiError(first?.id ? 'woocommerce_rest_invalid_address' : 'woocommerce_rest_checkout_error', message, 400), data: { status: 400, cart: cartBody(ctx) } } };
}

export function registerStoreCheckout(r: EndpointRegistry): void {
  r.registerStoreRoute('POST', 'checkout', (ctx, { body }) => placeOrder(ctx, body as unknown as StoreCheckout), STORE_CHECKOUT);
}
