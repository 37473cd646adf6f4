/**
 * WC_Checkout::process_checkout(): validates the posted checkout (domain/checkout-validation.ts), checks
 * the cart's stock and coupons, and then, in one SQLite transaction, creates the customer when asked,
 * stores the order, takes its stock and coupon uses, runs the gateway and empties the cart. A submit is
 * idempotent: an `Idempotency-Key` seen before answers with its order, and a repeat of a cart whose order
 * still waits for payment resumes that order.
 */
import type { Db } from '../db/open.ts';
import { cartHash, checkCartCoupons, chooseShipping, emptyCart, loadCart, type Cart } from './cart.ts';
import { addressFields, type AddressPrefix } from './checkout-fields.ts';
import { readPostedCheckout, validatePostedCheckout, type CheckoutNotice, type Posted, type PostedCheckout } from './checkout-validation.ts';
import { couponRemovedMessage, useCoupons } from './coupons.ts';
import { registerCustomer, saveCustomerAddresses } from './customers.ts';
import type { GatewayOutcome, GatewayRegistry } from './gateways.ts';
import { recordCheckout, replayedCheckout } from './idempotency.ts';
import type { Message } from './message.ts';
import { createOrder, getOrder, orderPayUrl, orderReceivedUrl, setOrderStatus, setPaymentMethodTitle, updateOrderDetails, type OrderRow } from './orders.ts';
import { readSessionData, setSessionCustomer, updateSessionData, type Session, type SessionAddress } from './sessions.ts';
import { reduceStock, stockProblems } from './stock.ts';
import { attributionFromPost, attributionMeta, recordOrderAttribution } from '../tracking/order-attribution.ts';

export type { CheckoutNotice, Posted } from './checkout-validation.ts';

export type CheckoutOutcome =
  | { result: 'success'; order: OrderRow; redirect: string }
  /**
   * `reload`: the page must be reloaded (the shopper was logged in meanwhile); `refresh`: recalculate totals;
   * `paymentRefused`: the order was made and the gateway refused its payment (the order stays, failed).
   */
  | { result: 'failure'; notices: CheckoutNotice[]; reload: boolean; refresh: boolean; paymentRefused?: true };

/** What a checkout needs of the shop. */
export interface CheckoutShop { db: Db; gateways: GatewayRegistry; now(): number }

/** Session-expired notice with WooCommerce's 'Return to shop' link. */
export const SESSION_EXPIRED: Message = ['Sorry, your session has expired. ', { href: '/shop/', text: 'Return to shop', className: 'wc-backward' }];
/** The process-checkout nonce was wrong (the page is old, or the session changed). */
export const UNABLE_TO_PROCESS: Message = 'We were unable to process your order, please try again.';
/** WC_Checkout::process_customer() when the email of a new account is registered already. */
export const EMAIL_REGISTERED: Message = ['An account is already registered with your email address. ', { href: '#', text: 'Please log in.', className: 'showlogin' }];

const failure = (notices: CheckoutNotice[], flags: { reload?: boolean; refresh?: boolean; paymentRefused?: true } = {}): CheckoutOutcome => ({
  result: 'failure', notices, reload: flags.reload ?? false, refresh: flags.refresh ?? false, ...(flags.paymentRefused ? { paymentRefused: true as const } : {}),
});

/** The address of one fieldset, by field key (first_name, …), from the cleaned values. */
function addressOf(values: Record<string, string>, prefix: AddressPrefix, country: string): Record<string, string> {
  return Object.fromEntries(addressFields(prefix, country).map((f) => [f.key, values[f.name] ?? '']));
}

const destinationParts = (a: Record<string, string>): SessionAddress => ({
  country: a.country, state: a.state, postcode: a.postcode, city: a.city, address_1: a.address_1, address_2: a.address_2,
});

/** update_session(): the shopper's addresses, shipping and payment choice, for the totals the order is made with. */
function rememberChoices(db: Db, session: Session, posted: Posted, checkout: PostedCheckout, billing: Record<string, string>, shipping: Record<string, string>): void {
  const chosen = posted['shipping_method[0]'];
  if (chosen) chooseShipping(db, session.id, chosen);
  updateSessionData(db, session.id, {
    billing: destinationParts(billing),
    shipping: destinationParts(shipping),
    chosenPaymentMethod: checkout.paymentMethod,
  });
}

/** WC_Checkout::check_cart_items(), validate_checkout()'s shipping and payment checks. */
function cartNotices(shop: CheckoutShop, session: Session, cart: Cart, checkout: PostedCheckout): CheckoutNotice[] {
  const notices: CheckoutNotice[] = [
    ...checkCartCoupons(shop.db, session.id, shop.now()).map((message) => ({ message })),
    ...stockProblems(shop.db, cart).map((message) => ({ message })),
  ];
  if (cart.totals.needsShipping && !cart.totals.shippingRate) {
    notices.push({ message: 'No shipping method has been selected. Please double check your address, or contact us if you need any help.', code: 'woocommerce_rest_invalid_shipping_option' });
  }
  if (cart.totals.total > 0 && !shop.gateways.get(checkout.paymentMethod)) notices.push({ message: 'Invalid payment method.' });
  return notices;
}

/** The order still waiting for payment that this very cart made (WC_Checkout::create_order resumes it). */
function resumableOrder(db: Db, session: Session, cart: Cart): OrderRow | undefined {
  const id = readSessionData(db, session.id).orderAwaitingPayment;
  const order = id === undefined ? undefined : getOrder(db, id);
  return order && order.cart_hash === cartHash(cart) && (order.status === 'pending' || order.status === 'failed') ? order : undefined;
}

/** Thrown inside the order's transaction to roll all of it back (a new account included) and answer with notices. */
class OrderRefused extends Error {
  readonly notices: CheckoutNotice[];
  constructor(notices: CheckoutNotice[]) {
    super('order refused');
    this.notices = notices;
  }
}

/** Places the order of a posted checkout form (the ajax endpoint and the no-JavaScript form post both land here). */
export function processCheckout(shop: CheckoutShop, session: Session, posted: Posted, opts: { idempotencyKey?: string } = {}): CheckoutOutcome {
  const { db } = shop;
  // An order whose payment failed since (3D Secure refused after the answer) is paid again, not answered again.
  const replayed = replayedCheckout(db, session.id, opts.idempotencyKey);
  if (replayed) return { result: 'success', ...replayed };
  const before = loadCart(db, session.id);
  if (before.lines.length === 0) return failure([{ message: SESSION_EXPIRED }]);
  const loggedIn = session.customerId !== null;
  const shape = { needsShippingAddress: before.totals.needsShipping, loggedIn };
  const checkout = readPostedCheckout(posted, shape);
  const fieldNotices = validatePostedCheckout(checkout, shape);
  const billing = addressOf(checkout.values, 'billing', checkout.values.billing_country ?? '');
  const shipping = addressOf(checkout.values, 'shipping', checkout.values.shipping_country ?? '');
  rememberChoices(db, session, posted, checkout, billing, shipping);
  const cart = loadCart(db, session.id);
  const notices = [...fieldNotices, ...cartNotices(shop, session, cart, checkout)];
  if (notices.length > 0 || posted.woocommerce_checkout_update_totals !== undefined) return failure(notices);

  try {
    return db.transaction((): CheckoutOutcome => {
      let customerId = session.customerId;
      if (customerId === null && checkout.createAccount) {
        const created = registerCustomer(db, billing.email ?? '', checkout.values.account_password ?? '', { first_name: billing.first_name, last_name: billing.last_name });
        if (!created.ok) {
          const message = created.error.code === 'registration-error-email-exists' ? EMAIL_REGISTERED : created.error.message;
          throw new OrderRefused([{ message }]);
        }
        customerId = created.value.id;
        setSessionCustomer(db, session.id, customerId);
      }
      if (customerId !== null) saveCustomerAddresses(db, customerId, billing, { ...shipping });
      const gateway = shop.gateways.get(checkout.paymentMethod);
      const details = {
        customerId,
        billing,
        shipping,
        paymentMethod: gateway?.id ?? '',
        paymentMethodTitle: gateway?.title ?? '',
        customerNote: checkout.values.order_comments ?? '',
      };
      const resumed = resumableOrder(db, session, cart);
      let order: OrderRow;
      if (resumed) {
        order = updateOrderDetails(db, resumed.id, details);
      } else {
        const attribution = attributionFromPost(posted);
        order = createOrder(db, { cart, ...details, meta: attributionMeta(attribution) });
        recordOrderAttribution(db, order, attribution, session.id);
        if (!reduceStock(db, cart)) throw new OrderRefused(stockProblems(db, cart).map((message) => ({ message })));
        if (!useCoupons(db, cart.coupons)) throw new OrderRefused(cart.coupons.map((code) => ({ message: couponRemovedMessage(code) })));
      }
      const outcome: GatewayOutcome = gateway
        ? gateway.process({ id: order.id, total: order.total }, { posted, customerId, sessionId: session.id, orderKey: order.order_key, currency: order.currency })
        : { status: 'processing' };
      if (outcome.status === 'failed') {
        // The gateway refused the payment (a declined card): the order stays, failed, and a new attempt of this cart resumes it.
        setOrderStatus(db, order.id, 'failed');
        updateSessionData(db, session.id, { orderAwaitingPayment: order.id });
        return failure([{ message: outcome.notice }], { paymentRefused: true });
      }
      setOrderStatus(db, order.id, outcome.status, outcome.transactionId);
      if (outcome.title) setPaymentMethodTitle(db, order.id, outcome.title);
      const pending = outcome.status === 'pending';
      if (pending) updateSessionData(db, session.id, { orderAwaitingPayment: order.id });
      else {
        emptyCart(db, session.id);
        updateSessionData(db, session.id, { orderAwaitingPayment: undefined, placedOrder: { id: order.id, at: shop.now() } });
      }
      const redirect = outcome.redirect ?? (pending ? orderPayUrl(order) : orderReceivedUrl(order));
      if (opts.idempotencyKey !== undefined) recordCheckout(db, session.id, opts.idempotencyKey, { orderId: order.id, redirect });
      return { result: 'success', order: getOrder(db, order.id)!, redirect };
    })();
  } catch (error) {
    if (error instanceof OrderRefused) return failure(error.notices);
    throw error;
  }
}

/** How long after an order a repeated form post of the emptied cart is shown that order (ms). */
export const REPEATED_SUBMIT_MS = 10 * 60_000;

/**
 * The order this session placed a moment ago, for a repeated no-JavaScript submit (a double click posts the
 * form twice and the browser shows the second answer): with the cart emptied by the first, it is shown the
 * order instead of the session-expired notice.
 */
export function justPlacedOrder(shop: CheckoutShop, session: Session): OrderRow | undefined {
  const placed = readSessionData(shop.db, session.id).placedOrder;
  if (!placed || shop.now() - placed.at > REPEATED_SUBMIT_MS) return undefined;
  return getOrder(shop.db, placed.id);
}
