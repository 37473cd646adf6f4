/**
 * Store API checkout, as WooCommerce 10.9.1 answers the block checkout and the Stripe Gateway's express checkout:
 * - POST /checkout (Routes/V1/Checkout.php): the body checked against its schema, the Nonce header checked by the
 *   dispatcher, the addresses checked as the cart's routes check them, a payment method the cart can use, then the
 *   order placed by the same code as the classic checkout (domain/checkout.ts) with `payment_data`'s pairs posted to
 *   the gateway, as WooCommerce's legacy payment processing puts them in `$_POST`;
 * - POST /checkout/{id}?key=…&billing_email=… (Routes/V1/CheckoutOrder.php): an order waiting for payment paid from
 *   order-pay, by the same code as order-pay's form (domain/order-pay.ts).
 * The answer: the order, and `payment_result` with `payment_status`, `payment_details` (the gateway's result:
 * `result` and `redirect`) and `redirect_url`. A refusal by the gateway (an exception while paying) is `woocommerce_rest_checkout_process_payment_error`.
 *
 * The express checkout marks its requests with `X-WCSTRIPE-EXPRESS-CHECKOUT: true` and
 * `X-WCSTRIPE-EXPRESS-CHECKOUT-NONCE`; the demo refuses an express payment whose header or nonce is missing or wrong
 * with 403 (the gateway itself only relaxes its address rules for a verified one: the demo is stricter, so a client
 * that forgets them fails here).
 *
 * POST /checkout (and /checkout/{id}, order-pay's) is idempotent on the `Idempotency-Key` header, as the classic checkout's order submit is (and as the
 * plugin makes it on a real store): a key this session placed an order with is answered with that order, before the
 * cart (emptied by that order) is looked at; WooCommerce's Store API alone ignores the header.
 */
import { loadCart } from '../../domain/cart.ts';
import { processCheckout } from '../../domain/checkout.ts';
import { IDEMPOTENCY_KEY, recordCheckout, replayedCheckout } from '../../domain/idempotency.ts';
import { checkStoreAddress, type AddressProblem } from '../../domain/customer-addresses.ts';
import { messageText } from '../../domain/message.ts';
import { orderPayRefusal, payPendingOrder } from '../../domain/order-pay.ts';
import { getOrder, orderReceivedUrl, updateOrderDetails, type OrderRow } from '../../domain/orders.ts';
import { STORE_CHECKOUT, type StoreCheckout } from '../../input/checkout-fields.ts';
import type { RequestContext } from '../../shop-context.ts';
import { FIELD_PREFIX } from '../../tracking/order-attribution.ts';
import type { EndpointRegistry, StoreResponse } from '../registry.ts';
import { cartBody } from './cart.ts';
import { storeApiError } from './responses.ts';

export const EXPRESS_CHECKOUT_HEADER = 'x-wcstripe-express-checkout';
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const EXPRESS_CHECKOUT_NONCE_HEADER = 'x-wcstripe-express-checkout-nonce';
/** wp_create_nonce('wc_store_api_express_checkout'), printed as wc_stripe_express_checkout_params.nonce.wc_store_api_express_checkout. */
export const EXPRESS_CHECKOUT_NONCE_ACTION = 'wc_store_api_express_checkout';

/** The Store API's own words for a refusal the classic checkout words differently (OrderController's validations). */
const STORE_API_MESSAGES: Readonly<Record<string, string>> = {
  woocommerce_rest_invalid_shipping_option: 'Sorry, this order requires a shipping option.',
};

type StoreAddress = Partial<Record<string, string>>;

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

function header(ctx: RequestContext, name: string): string | undefined {
  const value = ctx.req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** An express payment (by its header or its payment data) must carry the header and a valid express nonce. */
function expressRefusal(ctx: RequestContext, body: StoreCheckout): StoreResponse | null {
  const flagged = header(ctx, EXPRESS_CHECKOUT_HEADER);
  if (flagged === undefined && !(body.payment_data ?? []).some((pair) => pair.key === 'express_payment_type')) return null;
  if (flagged === 'true' && ctx.shop.nonces.verifyNonce(ctx.session.id, EXPRESS_CHECKOUT_NONCE_ACTION, header(ctx, EXPRESS_CHECKOUT_NONCE_HEADER))) return null;
  return error('wc_stripe_express_checkout_invalid_nonce', 'The express checkout request could not be verified. Please refresh the page and try again.', 403);
}

/** CheckoutSchema's answer for an order and where the shopper goes next. */
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

/** payment_data's pairs as the gateway reads them from `$_POST` (booleans as PHP prints them: '1' or ''). */
function paymentFields(body: StoreCheckout): Record<string, string> {
  return Object.fromEntries((body.payment_data ?? []).map(({ key, value }) => [key, value === true ? '1' : value === false ? '' : value]));
}

/**
 * The posted checkout form the classic checkout would have sent for this order: the addresses, the note, the
 * method, `extensions['woocommerce/order-attribution']` as the wc_order_attribution_* fields, and payment_data's
 * pairs for the gateway.
 */
function postedFields(body: StoreCheckout, billing: StoreAddress, shipping: StoreAddress | undefined): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(billing)) fields[`billing_${key}`] = value ?? '';
  if (shipping) {
    fields.ship_to_different_address = '1';
    for (const [key, value] of Object.entries(shipping)) fields[`shipping_${key}`] = value ?? '';
  }
  fields.order_comments = body.customer_note ?? '';
  fields.payment_method = body.payment_method ?? '';
  for (const [key, value] of Object.entries(body.extensions?.['woocommerce/order-attribution'] ?? {})) {
    if (typeof value === 'string') fields[`${FIELD_PREFIX}${key}`] = value;
  }
  for (const [key, value] of Object.entries(paymentFields(body))) if (!(key in fields)) fields[key] = value;
  return fields;
}

/** The shipping address without the express checkout's chosen rate (`method`: the session holds the choice). */
function shippingAddress(body: StoreCheckout): StoreAddress | undefined {
  if (!body.shipping_address) return undefined;
  const { method: _method, ...address } = body.shipping_address;
  return address;
}

function placeOrder(ctx: RequestContext, body: StoreCheckout): StoreResponse {
  const { db } = ctx.shop;
  const refused = expressRefusal(ctx, body);
  if (refused) return refused;
  const idempotencyKey = header(ctx, IDEMPOTENCY_HEADER);
  if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(idempotencyKey)) return error('woocommerce_rest_invalid_idempotency_key', 'Invalid idempotency key.');
  const replayed = replayedCheckout(db, ctx.session.id, idempotencyKey);
  if (replayed) return { status: 200, body: orderAnswer(replayed.order, replayed.redirect) };
  const cart = loadCart(db, ctx.session.id);
  if (cart.lines.length === 0) return error('woocommerce_rest_cart_empty', 'Cannot create order from empty cart.');
  const billing = checkStoreAddress(body.billing_address);
  const posted = shippingAddress(body);
  const shipping = cart.totals.needsShipping && posted ? checkStoreAddress(posted) : undefined;
  const invalid: Record<string, AddressProblem[]> = {};
  if (billing.problems.length > 0) invalid.billing_address = billing.problems;
  if (shipping && shipping.problems.length > 0) invalid.shipping_address = shipping.problems;
  if (Object.keys(invalid).length > 0) return invalidAddresses(invalid);
  if (!billing.address.email) return error('woocommerce_rest_missing_email_address', 'A valid email address is required');
  const method = body.payment_method?.trim() ?? '';
  if (method !== '' && !ctx.shop.gateways.get(method)) return error('woocommerce_rest_checkout_payment_method_disabled', `${method} is not available for this order—please choose a different payment method`);
  if (method === '' && cart.totals.total > 0) return error('woocommerce_rest_checkout_missing_payment_method', 'No payment method provided.');
  const outcome = processCheckout({ db, gateways: ctx.shop.gateways, now: ctx.shop.now }, ctx.session, postedFields(body, billing.address, shipping?.address), { idempotencyKey });
  if (outcome.result === 'success') return { status: 200, body: orderAnswer(outcome.order, outcome.redirect) };
  // The Store API checks the shipping option before the address fields (validate_order_before_payment): a notice with a code of its own first.
  const first = outcome.notices.find((notice) => notice.code !== undefined) ?? outcome.notices[0];
  const message = first ? messageText(first.message) : 'Unable to create order.';
  if (outcome.paymentRefused) return error('woocommerce_rest_checkout_process_payment_error', message);
  const code = first?.code ?? (first?.id ? 'woocommerce_rest_invalid_address' : 'woocommerce_rest_checkout_error');
  return { status: 400, body: { ...storeApiError(code, STORE_API_MESSAGES[code] ?? message, 400), data: { status: 400, cart: cartBody(ctx) } } };
}

/** POST /checkout/{id}: the order's key (and a guest's billing email), its billing address as given, then its payment. */
function payOrder(ctx: RequestContext, id: number, query: Readonly<Record<string, string | undefined>>, body: StoreCheckout): StoreResponse {
  const { db } = ctx.shop;
  const refused = expressRefusal(ctx, body);
  if (refused) return refused;
  // idempotent as POST /checkout is (the plugin's guard wraps both routes on a real store): a key that paid this order is answered with it
  const idempotencyKey = header(ctx, IDEMPOTENCY_HEADER);
  if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(idempotencyKey)) return error('woocommerce_rest_invalid_idempotency_key', 'Invalid idempotency key.');
  const replayed = replayedCheckout(db, ctx.session.id, idempotencyKey);
  if (replayed && replayed.order.id === id) return { status: 200, body: orderAnswer(replayed.order, replayed.redirect) };
  const order = getOrder(db, id);
  const problem = orderPayRefusal(order, ctx.session, { key: query.key ?? '', email: query.billing_email ?? '' });
  if (problem || !order) return error(problem?.code ?? 'woocommerce_rest_invalid_order', problem?.message ?? 'Invalid order ID or key provided.', problem?.status ?? 401);
  const checked = checkStoreAddress({ ...(JSON.parse(order.billing) as StoreAddress), ...body.billing_address });
  if (checked.problems.length > 0) return invalidAddresses({ billing_address: checked.problems });
  if (!checked.address.email) return error('woocommerce_rest_missing_email_address', 'A valid email address is required');
  const gateway = ctx.shop.gateways.available(order.currency, order.total).find((g) => g.id === (body.payment_method ?? '').trim());
  if (!gateway) return error('woocommerce_rest_checkout_payment_method_disabled', `${body.payment_method ?? ''} is not available for this order—please choose a different payment method`);
  updateOrderDetails(db, order.id, {
    billing: checked.address as Record<string, string>,
    shipping: JSON.parse(order.shipping) as Record<string, string>,
    paymentMethod: order.payment_method,
    paymentMethodTitle: order.payment_method_title,
    customerNote: order.customer_note,
    customerId: order.customer_id,
  });
  const outcome = payPendingOrder(db, ctx.session, getOrder(db, order.id)!, gateway, paymentFields(body));
  if (outcome.status === 'failed') return error('woocommerce_rest_checkout_process_payment_error', outcome.notice);
  const paid = getOrder(db, order.id)!;
  const redirect = outcome.redirect ?? orderReceivedUrl(paid);
  if (idempotencyKey !== undefined) recordCheckout(db, ctx.session.id, idempotencyKey, { orderId: paid.id, redirect });
  return { status: 200, body: orderAnswer(paid, redirect) };
}

export function registerStoreCheckout(r: EndpointRegistry): void {
  r.registerStoreRoute('POST', 'checkout', (ctx, { body }) => placeOrder(ctx, body as unknown as StoreCheckout), STORE_CHECKOUT);
  r.registerStoreRoute('POST', 'checkout/:id', (ctx, { params, query, body }) => payOrder(ctx, Number(params.id) || 0, query, body as unknown as StoreCheckout), STORE_CHECKOUT);
}
