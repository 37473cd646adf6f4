import type { Db } from '../db/open.ts';
import { COUNTRIES, isValidEmail, isValidPhone, isValidPostcode, STATES } from './address-locale.ts';
import { chooseShipping, emptyCart, loadCart } from './cart.ts';
import { addressFields, isFieldHidden, type AddressPrefix } from './checkout-fields.ts';
import { registerCustomer } from './customers.ts';
import type { GatewayRegistry } from './gateways.ts';
import { createOrder, orderPayUrl, orderReceivedUrl, setOrderStatus, type OrderRow } from './orders.ts';
import type { Message } from './message.ts';
import { setSessionCustomer, type Session } from './sessions.ts';
import { attributionFromPost, attributionMeta, recordOrderAttribution } from '../tracking/order-attribution.ts';

export interface CheckoutNotice { id: string; message: Message }
export type CheckoutOutcome =
  | { result: 'success'; order: OrderRow; redirect: string }
  | { result: 'failure'; notices: CheckoutNotice[]; reload: boolean };

export type Posted = Record<string, string | undefined>;

const TITLES: Record<AddressPrefix, string> = { billing: 'Billing', shipping: 'Shipping' };

/** Session-expired notice with WooCommerce's 'Return to shop' link. */
export const SESSION_EXPIRED: Message = ['Sorry, your session has expired. ', { href: '/shop/', text: 'Return to shop', className: 'wc-backward' }];

/** WC_Checkout::validate_posted_data() + validate_checkout(): messages in WooCommerce's wording. */
export function validateCheckout(posted: Posted, opts: { needsShipping: boolean; loggedIn: boolean; gateways: GatewayRegistry }): CheckoutNotice[] {
  const notices: CheckoutNotice[] = [];
  const groups: AddressPrefix[] = opts.needsShipping && posted.ship_to_different_address === '1' ? ['billing', 'shipping'] : ['billing'];
  for (const prefix of groups) {
    const country = (posted[`${prefix}_country`] ?? '').trim();
    for (const field of addressFields(prefix, country)) {
      if (isFieldHidden(field, country)) continue;
      const value = (posted[field.name] ?? '').trim();
      const label = { strong: `${TITLES[prefix]} ${field.label}` };
      if (field.required && value === '') { notices.push({ id: field.name, message: [label, ' is a required field.'] }); continue; }
      if (value === '') continue;
      if (field.type === 'email' && !isValidEmail(value)) notices.push({ id: field.name, message: [label, ' is not a valid email address.'] });
      if (field.type === 'tel' && !isValidPhone(value)) notices.push({ id: field.name, message: [label, ' is not a valid phone number.'] });
      if (field.key === 'postcode' && !isValidPostcode(value, country)) notices.push({ id: field.name, message: [label, ' is not a valid postcode / ZIP.'] });
      if (field.type === 'country' && !(value in COUNTRIES)) notices.push({ id: field.name, message: [label, ` is not valid. Please enter one of the following: ${Object.keys(COUNTRIES).join(', ')}`] });
      const states = STATES[country];
      if (field.type === 'state' && states && Object.keys(states).length > 0 && !(value in states) && !Object.values(states).includes(value)) {
        notices.push({ id: field.name, message: [label, ` is not valid. Please enter one of the following: ${Object.values(states).join(', ')}`] });
      }
    }
  }
  if (!opts.loggedIn && posted.createaccount === '1' && (posted.account_password ?? '') === '') {
    notices.push({ id: 'account_password', message: [{ strong: 'Account password' }, ' is a required field.'] });
  }
  if (posted['terms-field'] === '1' && posted.terms !== 'on' && posted.terms !== '1') {
    notices.push({ id: 'terms', message: 'Please read and accept the terms and conditions to proceed with your order.' });
  }
  if (!opts.gateways.get(posted.payment_method ?? '')) notices.push({ id: 'payment_method', message: 'Invalid payment method.' });
  return notices;
}

function address(posted: Posted, prefix: AddressPrefix): Record<string, string> {
  const country = posted[`${prefix}_country`] ?? 'GB';
  return Object.fromEntries(addressFields(prefix, country).map((f) => [f.key, (posted[f.name] ?? '').trim()]));
}

/** WC_Checkout::process_checkout(): validates, optionally creates the account, stores the order and runs the gateway. */
export function processCheckout(db: Db, session: Session, posted: Posted, gateways: GatewayRegistry): CheckoutOutcome {
  const chosen = posted['shipping_method[0]'];
  if (chosen) chooseShipping(db, session.id, chosen);
  const cart = loadCart(db, session.id);
  if (cart.lines.length === 0) {
    return { result: 'failure', reload: false, notices: [{ id: '', message: SESSION_EXPIRED }] };
  }
  const notices = validateCheckout(posted, { needsShipping: cart.totals.needsShipping, loggedIn: session.customerId !== null, gateways });
  if (notices.length > 0) return { result: 'failure', notices, reload: false };
  let customerId = session.customerId;
  const billing = address(posted, 'billing');
  if (customerId === null && posted.createaccount === '1') {
    const created = registerCustomer(db, billing.email ?? '', posted.account_password ?? '', { first_name: billing.first_name, last_name: billing.last_name });
    if (!created.ok) return { result: 'failure', reload: false, notices: [{ id: 'billing_email', message: created.error.message }] };
    customerId = created.value.id;
    setSessionCustomer(db, session.id, customerId);
  }
  const gateway = gateways.get(posted.payment_method ?? '')!;
  const shipping = posted.ship_to_different_address === '1' ? address(posted, 'shipping') : { ...billing, phone: undefined, email: undefined };
  const attribution = attributionFromPost(posted);
  const order = createOrder(db, {
    cart,
    customerId,
    billing,
    shipping: Object.fromEntries(Object.entries(shipping).filter((e): e is [string, string] => e[1] !== undefined)),
    paymentMethod: gateway.id,
    paymentMethodTitle: gateway.title,
    customerNote: (posted.order_comments ?? '').trim(),
    meta: attributionMeta(attribution),
  });
  recordOrderAttribution(db, order, attribution, session.id);
  const outcome = gateway.process({ id: order.id, total: order.total });
  setOrderStatus(db, order.id, outcome.status, outcome.transactionId);
  if (outcome.status === 'pending') return { result: 'success', order, redirect: orderPayUrl(order) };
  emptyCart(db, session.id);
  return { result: 'success', order, redirect: orderReceivedUrl(order) };
}
