import { addToCart, applyCoupon, chooseShipping, loadCart, removeCartItem, removeCoupon, updateCartItem } from '../../domain/cart.ts';
import { couponCode, couponValidity, findCoupon } from '../../domain/coupons.ts';
import { checkStoreAddress, customerAddresses, updateCustomerAddresses, type AddressProblem } from '../../domain/customer-addresses.ts';
import type { Result } from '../../domain/result.ts';
import { STORE_ADD_ITEM, STORE_COUPON, STORE_REMOVE_ITEM, STORE_UPDATE_ITEM, type StoreAddItem } from '../../input/cart-fields.ts';
import { STORE_SELECT_SHIPPING_RATE, STORE_UPDATE_CUSTOMER, type StoreSelectShippingRate, type StoreUpdateCustomer } from '../../input/checkout-fields.ts';
import type { RequestContext } from '../../shop-context.ts';
import type { EndpointRegistry, StoreResponse } from '../registry.ts';
import { fromDomainError, storeApiError } from './responses.ts';
import { cartSchema } from './schemas.ts';

/** The session's cart as the Store API prints it, with the gateways it can be paid with (`payment_methods`). */
export function cartBody(ctx: RequestContext): Record<string, unknown> {
  const cart = loadCart(ctx.shop.db, ctx.session.id);
  // CartSchema: get_available_payment_gateways(), each gateway's is_available() for this cart (currency, total).
  const gateways = ctx.shop.gateways.available(cart.currency.code, cart.totals.total).map((gateway) => gateway.id);
  return cartSchema(ctx.shop.db, cart, customerAddresses(ctx.shop.db, ctx.session.id, ctx.session.customerId), gateways);
}

function cartResponse(ctx: RequestContext, status = 200): StoreResponse {
  return { status, body: cartBody(ctx) };
}

function after<T>(ctx: RequestContext, result: Result<T>, status = 200): StoreResponse {
  return result.ok ? cartResponse(ctx, status) : fromDomainError(result.error);
}

/** rest_convert_error_to_response()'s data for one parameter's WP_Error: the first error, the rest as additional_errors. */
function errorDetails(problems: AddressProblem[]): Record<string, unknown> {
  const [first, ...rest] = problems;
  return {
    code: first!.code, message: first!.message, data: null,
    ...(rest.length > 0 ? { additional_errors: rest.map((p) => ({ code: p.code, message: p.message, data: null })) } : {}),
  };
}

/**
 * CartUpdateCustomer's checks (the checkout's too): the posted addresses laid over the customer's, the
 * shipping one following billing when the cart ships nothing, checked as the Store API checks them
 * (rest_invalid_param per address). Returns the addresses to keep, or the 400 answer.
 */
export function checkedCustomerAddresses(ctx: RequestContext, body: StoreUpdateCustomer): { billing: Partial<Record<string, string>>; shipping: Partial<Record<string, string>> } | StoreResponse {
  const current = customerAddresses(ctx.shop.db, ctx.session.id, ctx.session.customerId);
  const cart = loadCart(ctx.shop.db, ctx.session.id);
  const billing = checkStoreAddress({ ...current.billing, ...body.billing_address });
  const shippingInput = !cart.totals.needsShipping && body.shipping_address === undefined ? billing.address : { ...current.shipping, ...body.shipping_address };
  const { email: _email, ...shippingFields } = shippingInput;
  const shipping = checkStoreAddress(shippingFields);
  const invalid: Record<string, AddressProblem[]> = {};
  if (body.billing_address !== undefined && billing.problems.length > 0) invalid.billing_address = billing.problems;
  if (body.shipping_address !== undefined && shipping.problems.length > 0) invalid.shipping_address = shipping.problems;
  const names = Object.keys(invalid);
  if (names.length > 0) {
    return {
      status: 400,
      body: {
        code: 'rest_invalid_param',
        message: `Invalid parameter(s): ${names.join(', ')}`,
        data: {
          status: 400,
          params: Object.fromEntries(Object.entries(invalid).map(([name, problems]) => [name, problems.map((p) => p.message).join(' ')])),
          details: Object.fromEntries(Object.entries(invalid).map(([name, problems]) => [name, errorDetails(problems)])),
        },
      },
    };
  }
  return { billing: billing.address, shipping: shipping.address };
}

/** CartUpdateCustomer: the checked addresses kept for the session, then the cart. */
function updateCustomer(ctx: RequestContext, body: StoreUpdateCustomer): StoreResponse {
  const checked = checkedCustomerAddresses(ctx, body);
  if ('body' in checked) return checked;
  updateCustomerAddresses(ctx.shop.db, ctx.session.id, checked);
  return cartResponse(ctx);
}

/** CartSelectShippingRate: the rate for package 0 (the demo's one package), or for all packages without a package_id. */
function selectShippingRate(ctx: RequestContext, body: StoreSelectShippingRate): StoreResponse {
  chooseShipping(ctx.shop.db, ctx.session.id, body.rate_id.trim());
  return cartResponse(ctx);
}

/** CartRemoveCoupon: an unknown or invalid coupon is refused (400), one that is not applied too (409). */
function storeRemoveCoupon(ctx: RequestContext, code: string): StoreResponse {
  const cart = loadCart(ctx.shop.db, ctx.session.id);
  const coupon = findCoupon(ctx.shop.db, code);
  if (!coupon || couponValidity(coupon, cart.totals.itemsSubtotal, cart.currency, ctx.shop.now()) !== null) {
    return { status: 400, body: storeApiError('woocommerce_rest_cart_coupon_error', 'Invalid coupon code.', 400) };
  }
  return after(ctx, removeCoupon(ctx.shop.db, ctx.session.id, couponCode(code)));
}

/** Store API cart routes: GET cart, add/remove/update item, coupons, customer addresses, shipping rate. Bodies are checked by their schemas. */
export function registerStoreCart(r: EndpointRegistry): void {
  r.registerStoreRoute('GET', 'cart', (ctx) => cartResponse(ctx));
  r.registerStoreRoute('POST', 'cart/add-item', (ctx, { body }) => {
    const { id, quantity, variation } = body as unknown as StoreAddItem;
    return after(ctx, addToCart(ctx.shop.db, ctx.session.id, id, quantity, variation), 201);
  }, STORE_ADD_ITEM);
  r.registerStoreRoute('POST', 'cart/remove-item', (ctx, { body }) => after(ctx, removeCartItem(ctx.shop.db, ctx.session.id, body.key as string)), STORE_REMOVE_ITEM);
  r.registerStoreRoute('POST', 'cart/update-item', (ctx, { body }) =>
    after(ctx, updateCartItem(ctx.shop.db, ctx.session.id, body.key as string, body.quantity as number)), STORE_UPDATE_ITEM);
  r.registerStoreRoute('POST', 'cart/apply-coupon', (ctx, { body }) => after(ctx, applyCoupon(ctx.shop.db, ctx.session.id, body.code as string, 'store', ctx.shop.now())), STORE_COUPON);
  r.registerStoreRoute('POST', 'cart/remove-coupon', (ctx, { body }) => storeRemoveCoupon(ctx, body.code as string), STORE_COUPON);
  r.registerStoreRoute('POST', 'cart/update-customer', (ctx, { body }) => updateCustomer(ctx, body as StoreUpdateCustomer), STORE_UPDATE_CUSTOMER);
  r.registerStoreRoute('POST', 'cart/select-shipping-rate', (ctx, { body }) => selectShippingRate(ctx, body as unknown as StoreSelectShippingRate), STORE_SELECT_SHIPPING_RATE);
}
