/**
 * The classic checkout page, as WooCommerce 10.9.1's templates print it (checkout/form-checkout.php with
 * form-login, form-coupon, form-billing, form-shipping, review-order, payment and terms), and its form
 * posts: the checkout itself (the no-JavaScript path), the login form and the coupon form, which post to
 * the checkout page as WooCommerce's do.
 */
import { BASE_COUNTRY } from '../domain/address.ts';
import { applyCoupon, loadCart, removeCoupon, type Cart } from '../domain/cart.ts';
import { justPlacedOrder, processCheckout, SESSION_EXPIRED, UNABLE_TO_PROCESS } from '../domain/checkout.ts';
import { accountFields, addressFields, orderFields, type AddressPrefix } from '../domain/checkout-fields.ts';
import { getCustomer } from '../domain/customers.ts';
import { orderReceivedUrl } from '../domain/orders.ts';
import { readSessionData } from '../domain/sessions.ts';
import { CHECKOUT_OPTIONS } from '../domain/shop-settings.ts';
import type { RequestContext } from '../shop-context.ts';
import { loginForm, processLogin } from './login.ts';
import { flagAttr, html, type SafeHtml } from './html.ts';
import { formField } from './partials/form-field.ts';
import { noticesHtml, type Notice } from './partials/notices.ts';
import { checkoutPayment } from './partials/payment.ts';
import { stripePaymentFields } from './partials/stripe-payment-fields.ts';
import { showsStripeForm, upeParams, UPE_PARAMS } from '../stripe-gateway/settings.ts';
import { offeredForCart } from '../stripe-gateway/subscriptions.ts';
import { isReusable } from '../stripe-gateway/methods.ts';
import { reviewOrderTable } from './partials/review-order.ts';
import { expressCheckoutAvailable, expressCheckoutButton, expressCheckoutParams } from './partials/express-checkout.ts';
import { page, redirect, type PageRegistry, type PageResult } from './registry.ts';
import { addressI18nParams, checkoutParams, commonSettings, countrySelectParams } from './settings.ts';

export const CHECKOUT_URL = '/shop/checkout/';

/**
 * WooCommerce's order attribution element (OrderAttributionController::stamp_html_element), printed on
 * several checkout hooks (here after the billing fields and after the order notes); its script keeps
 * the first and fills it with the hidden `wc_order_attribution_*` inputs.
 */
const ATTRIBUTION_INPUTS = html`<wc-order-attribution-inputs></wc-order-attribution-inputs>`;

export function nonceField(ctx: RequestContext, action: string, name: string): SafeHtml {
  return html`<input type="hidden" id="${name}" name="${name}" value="${ctx.shop.nonces.createNonce(ctx.session.id, action)}">`;
}

/** The payment method shown as chosen: the posted one, else the session's (update_order_review keeps it). */
function chosenGateway(ctx: RequestContext, posted: string | undefined): string | undefined {
  return posted || readSessionData(ctx.shop.db, ctx.session.id).chosenPaymentMethod || undefined;
}

/** `#payment.woocommerce-checkout-payment` for this cart: the update_order_review fragment too. */
export function checkoutPaymentHtml(ctx: RequestContext, cart: Cart, chosen: string | undefined, termsAccepted = false): SafeHtml {
  return checkoutPayment({
    gateways: offeredForCart(ctx.shop.db, ctx.shop.gateways.available(cart.currency.code, cart.totals.total), cart, isReusable),
    fieldsOf: (gateway) => stripePaymentFields(ctx, gateway, 'checkout'),
    chosen: chosenGateway(ctx, chosen),
    needsPayment: cart.totals.total > 0,
    termsAccepted,
    nonceField: nonceField(ctx, 'woocommerce-process_checkout', 'woocommerce-process-checkout-nonce'),
  });
}

/**
 * WC_Checkout::get_value(): what a field shows. A re-shown form keeps what was posted; otherwise the
 * shopper's address as this session knows it (typed at checkout or in the shipping calculator), then
 * the logged-in customer's saved details, then the shop's base country.
 */
function checkoutValues(ctx: RequestContext, posted: Readonly<Record<string, string>>): Record<string, string> {
  const values: Record<string, string> = { billing_country: BASE_COUNTRY, shipping_country: BASE_COUNTRY };
  const customer = ctx.session.customerId !== null ? getCustomer(ctx.shop.db, ctx.session.customerId) : undefined;
  if (customer) {
    for (const [key, value] of Object.entries(customer.billing)) if (value) values[`billing_${key}`] = value;
    for (const [key, value] of Object.entries(customer.shipping)) if (value) values[`shipping_${key}`] = value;
    values.billing_email ||= customer.email;
  }
  const data = readSessionData(ctx.shop.db, ctx.session.id);
  for (const prefix of ['billing', 'shipping'] as const) {
    for (const [key, value] of Object.entries(data[prefix] ?? {})) if (value) values[`${prefix}_${key}`] = value;
  }
  for (const [name, value] of Object.entries(posted)) if (value !== '') values[name] = value;
  return values;
}

function addressBlock(prefix: AddressPrefix, values: Record<string, string>): SafeHtml {
  const country = values[`${prefix}_country`] || BASE_COUNTRY;
  return html`<div class="woocommerce-${prefix}-fields__field-wrapper">${addressFields(prefix, country).map((f) => formField(f, values[f.name] ?? ''))}</div>`;
}

/**
 * templates/checkout/form-coupon.php: the toggle (a button that says what it opens) and the hidden form,
 * posted to the checkout. One difference: WooCommerce also gives the toggle aria-label="Enter your coupon
 * code", which is not its visible text (axe: label-content-name-mismatch, serious); the demo leaves it
 * out, and the checkout enhancer has to mend it on a real store.
 */
function couponForm(): SafeHtml {
  return html`<div class="woocommerce-form-coupon-toggle"><div class="woocommerce-info" role="status">Have a coupon? <a href="#" role="button" aria-controls="woocommerce-checkout-form-coupon" aria-expanded="false" class="showcoupon">Click here to enter your code</a></div></div>
<form class="checkout_coupon woocommerce-form-coupon" method="post" style="display:none" id="woocommerce-checkout-form-coupon">
<p class="form-row form-row-first"><label for="coupon_code" class="screen-reader-text">Coupon:</label><input type="text" name="coupon_code" class="input-text" placeholder="Coupon code" id="coupon_code" value=""></p>
<p class="form-row form-row-last"><button type="submit" class="button" name="apply_coupon" value="Apply coupon">Apply coupon</button></p>
<div class="clear"></div></form>`;
}

/** templates/checkout/form-login.php: the returning-customer toggle and the login form (shown again after a failed login). */
function checkoutLogin(ctx: RequestContext, showForm: boolean): SafeHtml {
  return html`<div class="woocommerce-form-login-toggle"><div class="woocommerce-info" role="status">Returning customer? <a href="#" class="showlogin">Click here to login</a></div></div>
${loginForm(ctx, {
  message: 'If you have shopped with us before, please enter your details below. If you are a new customer, please proceed to the Billing section.',
  redirect: CHECKOUT_URL,
  hidden: !showForm,
})}`;
}

/** The account fields of a guest (form-billing.php): 'Create an account?' and the password, hidden by the checkout's script. */
function accountBlock(values: Record<string, string>): SafeHtml {
  return html`<div class="woocommerce-account-fields"><p class="form-row form-row-wide create-account"><label class="woocommerce-form__label woocommerce-form__label-for-checkbox checkbox"><input class="woocommerce-form__input woocommerce-form__input-checkbox input-checkbox" id="createaccount"${flagAttr('checked', values.createaccount === '1')} type="checkbox" name="createaccount" value="1"> <span>Create an account?</span></label></p>
${accountFields().length > 0 ? html`<div class="create-account">${accountFields().map((f) => formField(f, ''))}<div class="clear"></div></div>` : ''}</div>`;
}

function checkoutForm(ctx: RequestContext, cart: Cart, values: Record<string, string>): SafeHtml {
  const guest = ctx.session.customerId === null;
  const needsShipping = cart.totals.needsShipping;
  return html`<form name="checkout" method="post" class="checkout woocommerce-checkout" action="${CHECKOUT_URL}" enctype="multipart/form-data" aria-label="Checkout">
${expressCheckoutAvailable(ctx) ? expressCheckoutButton('checkout') : ''}
<div class="col2-set" id="customer_details">
<div class="col-1"><div class="woocommerce-billing-fields"><h3>Billing details</h3>${addressBlock('billing', values)}${ATTRIBUTION_INPUTS}</div>
${guest && CHECKOUT_OPTIONS.registrationAtCheckout ? accountBlock(values) : ''}</div>
<div class="col-2"><div class="woocommerce-shipping-fields">${needsShipping ? html`<h3 id="ship-to-different-address"><label class="woocommerce-form__label woocommerce-form__label-for-checkbox checkbox"><input id="ship-to-different-address-checkbox" class="woocommerce-form__input woocommerce-form__input-checkbox input-checkbox"${flagAttr('checked', values.ship_to_different_address === '1')} type="checkbox" name="ship_to_different_address" value="1"> <span>Ship to a different address?</span></label></h3>
<div class="shipping_address">${addressBlock('shipping', values)}</div>` : ''}</div>
<div class="woocommerce-additional-fields">${needsShipping ? '' : html`<h3>Additional information</h3>`}<div class="woocommerce-additional-fields__field-wrapper">${orderFields().map((f) => formField(f, values[f.name] ?? ''))}</div>${ATTRIBUTION_INPUTS}</div>
</div></div>
<h3 id="order_review_heading">Your order</h3>
<div id="order_review" class="woocommerce-checkout-review-order">${reviewOrderTable(cart)}${checkoutPaymentHtml(ctx, cart, values.payment_method, values.terms !== undefined)}</div>
</form>`;
}

interface CheckoutView {
  /** The posted form, shown again (never its passwords). */
  posted?: Readonly<Record<string, string>>;
  notices?: Notice[];
  /** Show the login form open: the shopper just tried to log in. */
  showLogin?: boolean;
  status?: number;
}

function checkoutPage(ctx: RequestContext, view: CheckoutView = {}): PageResult {
  const cart = loadCart(ctx.shop.db, ctx.session.id);
  const notices = noticesHtml(view.notices ?? []);
  const guest = ctx.session.customerId === null;
  const content = cart.lines.length === 0
    ? html`<h1 class="entry-title">Checkout</h1><div class="woocommerce"><div class="woocommerce-notices-wrapper">${notices}</div><div class="wc-empty-cart-message"><div class="cart-empty woocommerce-info" role="status">Your basket is currently empty.</div></div><p class="return-to-shop"><a class="button wc-backward" href="/shop/">Return to shop</a></p></div>`
    : html`<article class="page type-page"><header class="entry-header"><h1 class="entry-title">Checkout</h1></header><div class="entry-content"><div class="woocommerce">${guest && CHECKOUT_OPTIONS.loginReminder ? checkoutLogin(ctx, view.showLogin === true) : ''}${CHECKOUT_OPTIONS.couponsEnabled ? couponForm() : ''}<div class="woocommerce-notices-wrapper">${notices}</div>${checkoutForm(ctx, cart, checkoutValues(ctx, view.posted ?? {}))}</div></div></article>`;
  const express = cart.lines.length > 0 && expressCheckoutAvailable(ctx);
  return page({
    title: 'Checkout', bodyClass: 'page woocommerce-checkout woocommerce-page', content, status: view.status,
    widgets: ['storefront', 'live-search', 'checkout', 'payments', 'tracking', ...(express ? ['express-checkout'] : [])],
    // The gateway enqueues Stripe.js where a payment form shows or its express checkout can.
    hostScripts: ['jquery', 'wp-i18n', ...(express || (cart.lines.length > 0 && showsStripeForm(ctx, cart.currency.code, cart.totals.total)) ? (['stripe'] as const) : [])],
    settings: {
      ...commonSettings(), wc_checkout_params: checkoutParams(ctx, true), wc_address_i18n_params: addressI18nParams(), wc_country_select_params: countrySelectParams(),
      ...(cart.lines.length > 0 && showsStripeForm(ctx, cart.currency.code, cart.totals.total) ? { [UPE_PARAMS]: upeParams(ctx, { kind: 'checkout', cart }) } : {}),
      ...(express ? { wc_stripe_express_checkout_params: expressCheckoutParams(ctx, 'checkout', { cart }) } : {}),
    },
    tracking: { checkout: cart.lines.length > 0 },
  });
}

/** The posted checkout form without its passwords, to show it again. */
function withoutPasswords(body: Readonly<Record<string, string>>): Record<string, string> {
  const { account_password: _password, password: _login, ...rest } = body;
  return rest;
}

/** The checkout form posted without JavaScript: the order is placed, or the form comes back with WooCommerce's notices. */
function postCheckout(ctx: RequestContext, body: Readonly<Record<string, string>>): PageResult {
  const posted = withoutPasswords(body);
  if (!ctx.shop.nonces.verifyNonce(ctx.session.id, 'woocommerce-process_checkout', body['woocommerce-process-checkout-nonce'] ?? body._wpnonce)) {
    const empty = loadCart(ctx.shop.db, ctx.session.id).lines.length === 0;
    return checkoutPage(ctx, { posted, notices: [{ type: 'error', message: empty ? SESSION_EXPIRED : UNABLE_TO_PROCESS }] });
  }
  const outcome = processCheckout({ db: ctx.shop.db, gateways: ctx.shop.gateways, now: ctx.shop.now }, ctx.session, body);
  if (outcome.result === 'success') return redirect(outcome.redirect);
  // A double click posts the form twice and the browser shows the second answer: show it the order the first one placed.
  const placed = loadCart(ctx.shop.db, ctx.session.id).lines.length === 0 ? justPlacedOrder({ db: ctx.shop.db, gateways: ctx.shop.gateways, now: ctx.shop.now }, ctx.session) : undefined;
  if (placed) return redirect(orderReceivedUrl(placed));
  return checkoutPage(ctx, { posted, notices: outcome.notices.map((n) => ({ type: 'error', message: n.message, id: n.id })) });
}

export function registerCheckoutPages(r: PageRegistry): void {
  r.registerPage('GET', CHECKOUT_URL, (ctx, { query }) => {
    if (query.remove_coupon !== undefined) {
      removeCoupon(ctx.shop.db, ctx.session.id, query.remove_coupon);
      return checkoutPage(ctx, { notices: [{ type: 'success', message: 'Coupon has been removed.' }] });
    }
    return checkoutPage(ctx);
  });
  r.registerPage('POST', CHECKOUT_URL, (ctx, { body }) => {
    if (body.login !== undefined) {
      const login = processLogin(ctx, body);
      return login.kind === 'redirect' ? login : checkoutPage(ctx, { notices: login.notices, showLogin: true, status: login.status });
    }
    if (body.apply_coupon !== undefined && body['woocommerce-process-checkout-nonce'] === undefined) {
      const applied = applyCoupon(ctx.shop.db, ctx.session.id, body.coupon_code ?? '', 'classic', ctx.shop.now());
      return checkoutPage(ctx, { notices: [applied.ok ? { type: 'success', message: 'Coupon code applied successfully.' } : { type: 'error', message: applied.error.message }] });
    }
    return postCheckout(ctx, body);
  });
}
