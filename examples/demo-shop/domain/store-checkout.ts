/**
 * The Store API's checkout (WooCommerce 10.9.1's Routes\V1\Checkout::process_order and CheckoutOrder), what
 * block checkouts and express checkouts place orders with. The addresses were checked and kept for the
 * session by the route (endpoints/store-api/checkout.ts); here the order is validated as
 * OrderController::validate_order_before_payment does (email, a shipping option, required address fields,
 * the payment method), made from the cart in one transaction (stock and coupons taken), and paid with the
 * gateway's process_payment (Gateway.processPayment; a gateway without one settles as on the classic
 * checkout). A repeat for the same cart while its order still waits for payment pays that order again
 * (the Store API reuses its draft order): a cart becomes one order, however often it is submitted.
 */
import type { Db } from '../db/open.ts';
import { addressFieldsFor } from './address.ts';
import { cartHash, emptyCart, loadCart, type Cart } from './cart.ts';
import { useCoupons } from './coupons.ts';
import type { Gateway, GatewayPaymentResult, GatewayRegistry } from './gateways.ts';
import { createOrder, getOrder, orderReceivedUrl, recordOrderPayment, setOrderStatus, updateOrderDetails, type OrderRow } from './orders.ts';
import { fail, ok, type Result } from './result.ts';
import { readSessionData, updateSessionData, type Session } from './sessions.ts';
import { reduceStock } from './stock.ts';
import { isValidEmail } from './address.ts';
import { customerAddresses } from './customer-addresses.ts';
import { attributionMeta, recordOrderAttribution, type Attribution } from '../tracking/order-attribution.ts';

/** What a Store API checkout needs of the shop. */
export interface StoreCheckoutShop {
  db: Db;
  gateways: GatewayRegistry;
  now(): number;
  /** wp_create_nonce() for this session. */
  nonce(action: string): string;
  /** The site's address, for the absolute URLs WooCommerce answers with. */
  origin: string;
}

export interface StoreOrderRequest {
  paymentMethod: string;
  /** `payment_data` ({key, value} pairs as key → value). */
  paymentData: Readonly<Record<string, string>>;
  customerNote: string;
  /** `extensions['woocommerce/order-attribution']`, as wc_order_attribution_* fields. */
  attribution: Attribution;
}

/** PaymentResult of the Store API: the gateway's status, its details and where the shopper goes next. */
export interface PaymentResult { status: 'success' | 'failure' | 'pending' | 'error'; details: Record<string, string>; redirectUrl: string }
export interface StoreOrderAnswer { order: OrderRow; payment: PaymentResult }

/** validate_email() */
function emailProblem(email: string): Result<never> | null {
  if (!email) return fail('woocommerce_rest_missing_email_address', 'A valid email address is required');
  if (!isValidEmail(email)) return fail('woocommerce_rest_invalid_email_address', `The provided email address (${email}) is not valid—please provide a valid email address`);
  return null;
}

/** validate_address_fields(): every required field of the country's locale is filled in. */
function missingFields(address: Readonly<Record<string, string>>): string[] {
  const fields = addressFieldsFor(address.country ?? '');
  return Object.entries(fields)
    .filter(([key, field]) => field.required === true && field.hidden !== true && (address[key] ?? '').trim() === '')
    .map(([, field]) => `${field.label ?? ''} is required`);
}

/** validate_order_before_payment(), before the order is made. */
function orderProblem(cart: Cart, billing: Record<string, string>, shipping: Record<string, string>): Result<never> | null {
  const email = emailProblem(billing.email ?? '');
  if (email) return email;
  if (cart.totals.needsShipping && !cart.totals.shippingRate) return fail('woocommerce_rest_invalid_shipping_option', 'Sorry, this order requires a shipping option.');
  const shippingMissing = cart.totals.needsShipping ? missingFields(shipping) : [];
  if (shippingMissing.length > 0) return fail('woocommerce_rest_invalid_address', `There was a problem with the provided shipping address: ${shippingMissing.join(', ')}`);
  const billingMissing = missingFields(billing);
  if (billingMissing.length > 0) return fail('woocommerce_rest_invalid_address', `There was a problem with the provided billing address: ${billingMissing.join(', ')}`);
  return null;
}

/** get_request_payment_method(): the gateway asked for, when the order needs paying. */
function paymentGateway(gateways: GatewayRegistry, id: string, needsPayment: boolean): Result<Gateway | null> {
  if (!needsPayment) return ok(null);
  if (!id) return fail('woocommerce_rest_checkout_missing_payment_method', 'No payment method provided.');
  const gateway = gateways.get(id);
  return gateway ? ok(gateway) : fail('woocommerce_rest_checkout_payment_method_disabled', `The ${id} payment gateway is not available.`);
}

/** The order this session's cart made that still waits for payment (the Store API's draft order). */
function awaitingOrder(db: Db, session: Session, cart: Cart): OrderRow | undefined {
  const id = readSessionData(db, session.id).orderAwaitingPayment;
  const order = id === undefined ? undefined : getOrder(db, id);
  return order && order.cart_hash === cartHash(cart) && (order.status === 'pending' || order.status === 'failed') ? order : undefined;
}

/** Thrown inside the order's transaction to undo it. */
class Refused extends Error {
  readonly result: Result<never>;
  constructor(result: Result<never>) {
    super('refused');
    this.result = result;
  }
}

/**
 * Runs the gateway's payment for `order`: process_payment with the request's payment data, or the
 * gateway's plain settlement. A refused payment leaves the order failed (the gateway's
 * handle_process_payment_error) and is the Store API's woocommerce_rest_payment_error.
 */
export function payOrder(shop: StoreCheckoutShop, order: OrderRow, gateway: Gateway | null, paymentData: Readonly<Record<string, string>>): Result<PaymentResult> {
  const received = `${shop.origin}${orderReceivedUrl(order)}`;
  if (gateway === null) {
    setOrderStatus(shop.db, order.id, 'processing');
    return ok({ status: 'success', details: {}, redirectUrl: received });
  }
  const outcome: GatewayPaymentResult = gateway.processPayment
    ? gateway.processPayment({ order: { id: order.id, total: order.total, currency: order.currency, orderKey: order.order_key }, data: paymentData, db: shop.db, nonce: shop.nonce })
    : { result: 'success', ...gateway.process({ id: order.id, total: order.total }) };
  if (outcome.result === 'failure') {
    setOrderStatus(shop.db, order.id, 'failed');
    return fail('woocommerce_rest_payment_error', outcome.message);
  }
  setOrderStatus(shop.db, order.id, outcome.status, outcome.transactionId);
  recordOrderPayment(shop.db, order.id, { title: outcome.title, meta: outcome.meta });
  const redirect = outcome.redirect ?? received;
  return ok({ status: 'success', details: { result: 'success', redirect }, redirectUrl: redirect });
}

/** After the payment: a paid order empties the cart; one that still waits is remembered for the next attempt. */
function settleSession(shop: StoreCheckoutShop, session: Session, order: OrderRow, paid: boolean): void {
  if (paid) {
    emptyCart(shop.db, session.id);
    updateSessionData(shop.db, session.id, { orderAwaitingPayment: undefined, placedOrder: { id: order.id, at: shop.now() } });
  } else {
    updateSessionData(shop.db, session.id, { orderAwaitingPayment: order.id });
  }
}

/** POST /checkout: the session's cart as an order, paid. */
export function placeStoreOrder(shop: StoreCheckoutShop, session: Session, request: StoreOrderRequest): Result<StoreOrderAnswer> {
  const { db } = shop;
  const cart = loadCart(db, session.id);
  if (cart.lines.length === 0) return fail('woocommerce_rest_cart_empty', 'Cannot create order from empty cart.');
  const { billing, shipping } = customerAddresses(db, session.id, session.customerId);
  const problem = orderProblem(cart, billing, shipping);
  if (problem) return problem;
  const gateway = paymentGateway(shop.gateways, request.paymentMethod, cart.totals.total > 0);
  if (!gateway.ok) return gateway;
  const details = {
    customerId: session.customerId,
    billing,
    shipping: cart.totals.needsShipping ? shipping : {},
    paymentMethod: gateway.value?.id ?? '',
    paymentMethodTitle: gateway.value?.title ?? '',
    customerNote: request.customerNote,
  };
  try {
    return db.transaction((): Result<StoreOrderAnswer> => {
      const resumed = awaitingOrder(db, session, cart);
      let order: OrderRow;
      if (resumed) {
        order = updateOrderDetails(db, resumed.id, details);
      } else {
        order = createOrder(db, { cart, ...details, meta: attributionMeta(request.attribution) });
        recordOrderAttribution(db, order, request.attribution, session.id);
        if (!reduceStock(db, cart)) throw new Refused(fail('woocommerce_rest_out_of_stock', 'There is not enough stock to fulfil this order.'));
        if (!useCoupons(db, cart.coupons)) throw new Refused(fail('woocommerce_rest_coupon_reserve_failed', 'A coupon of this order can no longer be used.'));
      }
      const paid = payOrder(shop, order, gateway.value, request.paymentData);
      const current = getOrder(db, order.id)!;
      settleSession(shop, session, current, paid.ok && current.status !== 'pending' && current.status !== 'failed');
      return paid.ok ? ok({ order: current, payment: paid.value }) : paid;
    })();
  } catch (error) {
    if (error instanceof Refused) return error.result;
    throw error;
  }
}

/**
 * POST /checkout/{id}?key=…&billing_email=…: a pending or failed order paid from the order-pay page. The
 * key must be the order's, and a guest must give the order's billing email.
 */
export function payExistingOrder(
  shop: StoreCheckoutShop,
  session: Session,
  target: { id: number; key: string; email: string },
  request: StoreOrderRequest & { billing?: Record<string, string> },
): Result<StoreOrderAnswer> {
  const { db } = shop;
  const order = getOrder(db, target.id);
  if (!order || !target.key || order.order_key !== target.key) return fail('woocommerce_rest_invalid_order', 'Invalid order ID or key provided.', 401);
  const billingEmail = (JSON.parse(order.billing) as Record<string, string>).email ?? '';
  const allowed = order.customer_id !== null ? order.customer_id === session.customerId : target.email.toLowerCase() === billingEmail.toLowerCase();
  if (!allowed) return fail('woocommerce_rest_invalid_user', 'This order belongs to a different customer.', 403);
  if (order.status !== 'pending' && order.status !== 'failed') return fail('invalid_order_update_status', 'This order cannot be paid for.');
  const gateway = paymentGateway(shop.gateways, request.paymentMethod, order.total > 0);
  if (!gateway.ok) return gateway;
  const billing = request.billing ? { ...(JSON.parse(order.billing) as Record<string, string>), ...request.billing } : (JSON.parse(order.billing) as Record<string, string>);
  const email = emailProblem(billing.email ?? '');
  if (email) return email;
  const updated = updateOrderDetails(db, order.id, {
    billing,
    shipping: JSON.parse(order.shipping) as Record<string, string>,
    paymentMethod: gateway.value?.id ?? order.payment_method,
    paymentMethodTitle: gateway.value?.title ?? order.payment_method_title,
    customerNote: order.customer_note,
    customerId: order.customer_id,
  });
  const paid = payOrder(shop, updated, gateway.value, request.paymentData);
  return paid.ok ? ok({ order: getOrder(db, order.id)!, payment: paid.value }) : paid;
}
