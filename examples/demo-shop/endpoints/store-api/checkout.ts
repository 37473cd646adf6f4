/**
 * Store API checkout routes: POST /checkout (the cart as an order, paid) and POST /checkout/{id}?key=&billing_email=
 * (an order paid from order-pay), answering WooCommerce's CheckoutSchema. The Stripe Gateway's express checkout
 * marks its requests with `X-WCSTRIPE-EXPRESS-CHECKOUT: true` and `X-WCSTRIPE-EXPRESS-CHECKOUT-NONCE`; the demo
 * refuses an express payment whose header or nonce is missing or wrong with 403 (the gateway itself only
 * relaxes its address rules for a verified one: the demo is stricter, so a client that forgets them fails here).
 */
import { placeStoreOrder, payExistingOrder, type StoreOrderAnswer, type StoreOrderRequest } from '../../domain/store-checkout.ts';
import { updateCustomerAddresses } from '../../domain/customer-addresses.ts';
import { STORE_CHECKOUT, type StoreCheckout } from '../../input/checkout-fields.ts';
import type { RequestContext } from '../../shop-context.ts';
import { attributionFromPost, FIELD_PREFIX } from '../../tracking/order-attribution.ts';
import type { EndpointRegistry, StoreResponse } from '../registry.ts';
import { checkedCustomerAddresses } from './cart.ts';
import { fromDomainError, storeApiError } from './responses.ts';

export const EXPRESS_CHECKOUT_HEADER = 'x-wcstripe-express-checkout';
export const EXPRESS_CHECKOUT_NONCE_HEADER = 'x-wcstripe-express-checkout-nonce';
/** wp_create_nonce('wc_store_api_express_checkout'), printed as wc_stripe_express_checkout_params.nonce.wc_store_api_express_checkout. */
export const EXPRESS_CHECKOUT_NONCE_ACTION = 'wc_store_api_express_checkout';

function header(ctx: RequestContext, name: string): string | undefined {
  const value = ctx.req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** `payment_data` pairs as key → value (booleans as PHP prints them: '1' or ''). */
function paymentData(body: StoreCheckout): Record<string, string> {
  return Object.fromEntries((body.payment_data ?? []).map(({ key, value }) => [key, value === true ? '1' : value === false || value === undefined ? '' : value]));
}

/** An express payment (by its header or its payment data) must carry the header and a valid express nonce. */
function expressRefusal(ctx: RequestContext, data: Readonly<Record<string, string>>): StoreResponse | null {
  const flagged = header(ctx, EXPRESS_CHECKOUT_HEADER);
  if (flagged === undefined && data.express_payment_type === undefined) return null;
  if (flagged === 'true' && ctx.shop.nonces.verifyNonce(ctx.session.id, EXPRESS_CHECKOUT_NONCE_ACTION, header(ctx, EXPRESS_CHECKOUT_NONCE_HEADER))) return null;
  return { status: 403, body: storeApiError('wc_stripe_express_checkout_invalid_nonce', 'The express checkout request could not be verified. Please refresh the page and try again.', 403) };
}

/** extensions['woocommerce/order-attribution'], read as the wc_order_attribution_* fields the classic checkout posts. */
function attribution(body: StoreCheckout): Record<string, string> {
  const given = body.extensions?.['woocommerce/order-attribution'] ?? {};
  return attributionFromPost(Object.fromEntries(Object.entries(given).filter((entry): entry is [string, string] => typeof entry[1] === 'string').map(([key, value]) => [`${FIELD_PREFIX}${key}`, value])));
}

function orderRequest(body: StoreCheckout, data: Record<string, string>): StoreOrderRequest {
  return { paymentMethod: body.payment_method ?? '', paymentData: data, customerNote: body.customer_note ?? '', attribution: attribution(body) };
}

/** CheckoutSchema::get_checkout_response() */
function checkoutResponse(answer: StoreOrderAnswer): Record<string, unknown> {
  const { order, payment } = answer;
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
      payment_status: payment.status,
      payment_details: Object.entries(payment.details).map(([key, value]) => ({ key, value })),
      redirect_url: payment.redirectUrl,
    },
    additional_fields: {},
    __experimentalCart: null,
    extensions: {},
  };
}

function storeShop(ctx: RequestContext) {
  return {
    db: ctx.shop.db,
    gateways: ctx.shop.gateways,
    now: ctx.shop.now,
    nonce: (action: string) => ctx.shop.nonces.createNonce(ctx.session.id, action),
    origin: ctx.shop.origin(),
  };
}

/** The addresses with the state and the like as WooCommerce keeps them; the express rate (`method`) is the gateway's, not an address field. */
function addresses(body: StoreCheckout): Pick<StoreCheckout, 'billing_address' | 'shipping_address'> {
  const { method: _method, ...shipping } = body.shipping_address ?? {};
  return { billing_address: body.billing_address, ...(body.shipping_address ? { shipping_address: shipping } : {}) };
}

export function registerStoreCheckout(r: EndpointRegistry): void {
  r.registerStoreRoute('POST', 'checkout', (ctx, { body }) => {
    const request = body as unknown as StoreCheckout;
    const data = paymentData(request);
    const refused = expressRefusal(ctx, data);
    if (refused) return refused;
    const checked = checkedCustomerAddresses(ctx, addresses(request));
    if ('body' in checked) return checked;
    updateCustomerAddresses(ctx.shop.db, ctx.session.id, checked);
    const placed = placeStoreOrder(storeShop(ctx), ctx.session, orderRequest(request, data));
    return placed.ok ? { status: 200, body: checkoutResponse(placed.value) } : fromDomainError(placed.error);
  }, STORE_CHECKOUT);

  r.registerStoreRoute('POST', 'checkout/:id', (ctx, { params, query, body }) => {
    const request = body as unknown as StoreCheckout;
    const data = paymentData(request);
    const refused = expressRefusal(ctx, data);
    if (refused) return refused;
    const checked = checkedCustomerAddresses(ctx, { billing_address: request.billing_address });
    if ('body' in checked) return checked;
    const billing = Object.fromEntries(Object.entries(checked.billing).filter((entry): entry is [string, string] => entry[1] !== undefined));
    const paid = payExistingOrder(storeShop(ctx), ctx.session, { id: Number(params.id) || 0, key: query.key ?? '', email: query.billing_email ?? '' }, { ...orderRequest(request, data), billing });
    return paid.ok ? { status: 200, body: checkoutResponse(paid.value) } : fromDomainError(paid.error);
  }, STORE_CHECKOUT);
}
