import type { Cart } from '../domain/cart.ts';
import { loadCart } from '../domain/cart.ts';
import { processCheckout } from '../domain/checkout.ts';
import { addressFields, type AddressPrefix } from '../domain/checkout-fields.ts';
import { getCustomer } from '../domain/customers.ts';
import type { RequestContext } from '../shop-context.ts';
import { html, type SafeHtml } from './html.ts';
import { formField } from './partials/form-field.ts';
import { noticesHtml, type Notice } from './partials/notices.ts';
import { paymentSection } from './partials/payment.ts';
import { reviewOrderTable } from './partials/review-order.ts';
import { page, redirect, type PageRegistry, type PageResult } from './registry.ts';
import { addressI18nParams, checkoutParams, commonSettings, countrySelectParams } from './settings.ts';

/**
 * WooCommerce's order attribution element (OrderAttributionController::stamp_html_element), printed on
 * several checkout hooks (here after the billing fields and after the order notes); its script keeps
 * the first and fills it with the hidden `wc_order_attribution_*` inputs.
 */
const ATTRIBUTION_INPUTS = html`<wc-order-attribution-inputs></wc-order-attribution-inputs>`;

export function nonceField(ctx: RequestContext, action: string, name: string): SafeHtml {
  return html`<input type="hidden" id="${name}" name="${name}" value="${ctx.shop.nonces.createNonce(ctx.session.id, action)}">`;
}

export function checkoutPayment(ctx: RequestContext, cart: Cart, chosen: string | undefined): SafeHtml {
  return paymentSection(ctx.shop.gateways.list(), chosen, {
    buttonText: 'Place order', terms: true, needsPayment: cart.totals.total > 0,
    nonceField: nonceField(ctx, 'woocommerce-process_checkout', 'woocommerce-process-checkout-nonce'),
  });
}

function addressBlock(prefix: AddressPrefix, values: Record<string, string>): SafeHtml {
  const country = values[`${prefix}_country`] || 'GB';
  return html`<div class="woocommerce-${prefix}-fields__field-wrapper">${addressFields(prefix, country).map((f) => formField(f, f.key === 'country' ? country : values[f.name] ?? '', country))}</div>`;
}

function checkoutForm(ctx: RequestContext, cart: Cart, values: Record<string, string>): SafeHtml {
  const loggedIn = ctx.session.customerId !== null;
  const shipDifferent = values.ship_to_different_address === '1';
  return html`${loggedIn ? '' : html`<div class="woocommerce-form-login-toggle"><div class="woocommerce-info">Returning customer? <a href="#" class="showlogin">Click here to login</a></div></div>
<form class="woocommerce-form woocommerce-form-login login" method="post" action="/shop/my-account/" style="display:none;">
<p>If you have shopped with us before, please enter your details below. If you are a new customer, please proceed to the Billing section.</p>
<p class="form-row form-row-first"><label for="username">Username or email&nbsp;<span class="required" aria-hidden="true">*</span></label><input type="text" class="input-text" name="username" id="username" autocomplete="username" required aria-required="true"></p>
<p class="form-row form-row-last"><label for="password">Password&nbsp;<span class="required" aria-hidden="true">*</span></label><input class="input-text woocommerce-Input" type="password" name="password" id="password" autocomplete="current-password" required aria-required="true"></p>
<div class="clear"></div>
<p class="form-row">${nonceField(ctx, 'woocommerce-login', 'woocommerce-login-nonce')}<input type="hidden" name="redirect" value="/shop/checkout/"><button type="submit" class="woocommerce-button button woocommerce-form-login__submit" name="login" value="Login">Login</button></p>
</form>`}
<div class="woocommerce-form-coupon-toggle"><div class="woocommerce-info">Have a coupon? <a href="#" class="showcoupon">Click here to enter your code</a></div></div>
<form class="checkout_coupon woocommerce-form-coupon" method="post" action="/shop/cart/" style="display:none">
<p class="form-row form-row-first"><label for="coupon_code" class="screen-reader-text">Coupon:</label><input type="text" name="coupon_code" class="input-text" placeholder="Coupon code" id="coupon_code" value=""></p>
<p class="form-row form-row-last"><button type="submit" class="button" name="apply_coupon" value="Apply coupon">Apply coupon</button>${nonceField(ctx, 'woocommerce-cart', 'woocommerce-cart-nonce')}</p>
<div class="clear"></div></form>
<form name="checkout" method="post" class="checkout woocommerce-checkout" action="/shop/checkout/" enctype="multipart/form-data" aria-label="Checkout" novalidate>
<div class="col2-set" id="customer_details">
<div class="col-1"><div class="woocommerce-billing-fields"><h3>Billing details</h3>${addressBlock('billing', values)}${ATTRIBUTION_INPUTS}</div>
${loggedIn ? '' : html`<div class="woocommerce-account-fields"><p class="form-row form-row-wide create-account"><label class="woocommerce-form__label woocommerce-form__label-for-checkbox checkbox"><input class="woocommerce-form__input woocommerce-form__input-checkbox input-checkbox" id="createaccount" type="checkbox" name="createaccount" value="1"${values.createaccount === '1' ? html` checked` : ''}> <span>Create an account?</span></label></p>
<div class="create-account"${values.createaccount === '1' ? '' : html` style="display:none"`}><p class="form-row validate-required" id="account_password_field" data-priority=""><label for="account_password">Create account password&nbsp;<span class="required" aria-hidden="true">*</span></label><span class="woocommerce-input-wrapper password-input"><input type="password" class="input-text" name="account_password" id="account_password" placeholder="Password" value="" autocomplete="new-password"></span></p><div class="clear"></div></div></div>`}
</div>
<div class="col-2"><div class="woocommerce-shipping-fields">${cart.totals.needsShipping ? html`<h3 id="ship-to-different-address"><label class="woocommerce-form__label woocommerce-form__label-for-checkbox checkbox"><input id="ship-to-different-address-checkbox" class="woocommerce-form__input woocommerce-form__input-checkbox input-checkbox" type="checkbox" name="ship_to_different_address" value="1"${shipDifferent ? html` checked` : ''}> <span>Ship to a different address?</span></label></h3>
<div class="shipping_address"${shipDifferent ? '' : html` style="display:none"`}>${addressBlock('shipping', values)}</div>` : ''}</div>
<div class="woocommerce-additional-fields"><h3>Additional information</h3><div class="woocommerce-additional-fields__field-wrapper"><p class="form-row notes" id="order_comments_field" data-priority=""><label for="order_comments">Order notes&nbsp;<span class="optional">(optional)</span></label><span class="woocommerce-input-wrapper"><textarea name="order_comments" class="input-text" id="order_comments" placeholder="Notes about your order, e.g. special notes for delivery." rows="2" cols="5">${values.order_comments ?? ''}</textarea></span></p></div>${ATTRIBUTION_INPUTS}</div>
</div></div>
<h3 id="order_review_heading">Your order</h3>
<div id="order_review" class="woocommerce-checkout-review-order">${reviewOrderTable(cart, ctx.shop.nonces.createNonce(ctx.session.id, 'woocommerce-cart'))}${checkoutPayment(ctx, cart, values.payment_method)}</div>
</form>`;
}

function prefill(ctx: RequestContext): Record<string, string> {
  const customer = ctx.session.customerId !== null ? getCustomer(ctx.shop.db, ctx.session.customerId) : undefined;
  if (!customer) return { billing_country: 'GB', shipping_country: 'GB' };
  return {
    ...Object.fromEntries(Object.entries(customer.billing).map(([k, v]) => [`billing_${k}`, v])),
    ...Object.fromEntries(Object.entries(customer.shipping).filter(([, v]) => v !== null).map(([k, v]) => [`shipping_${k}`, v])),
  };
}

function checkoutPage(ctx: RequestContext, values: Record<string, string>, notices: Notice[], status?: number): PageResult {
  const cart = loadCart(ctx.shop.db, ctx.session.id);
  const content = cart.lines.length === 0
    ? html`<h1 class="entry-title">Checkout</h1><div class="wc-empty-cart-message"><div class="cart-empty woocommerce-info" role="status">Your basket is currently empty.</div></div><p class="return-to-shop"><a class="button wc-backward" href="/shop/">Return to shop</a></p>`
    : html`<article class="page type-page"><header class="entry-header"><h1 class="entry-title">Checkout</h1></header><div class="entry-content"><div class="woocommerce"><div class="woocommerce-notices-wrapper">${noticesHtml(notices)}</div>${checkoutForm(ctx, cart, values)}</div></div></article>`;
  return page({
    title: 'Checkout', bodyClass: 'page woocommerce-checkout woocommerce-page', content, status,
    widgets: ['storefront', 'live-search', 'checkout', 'payments', 'tracking'],
    hostScripts: ['jquery', 'selectWoo', 'wp-i18n'],
    settings: { ...commonSettings(), wc_checkout_params: checkoutParams(ctx, true), wc_address_i18n_params: addressI18nParams(), wc_country_select_params: countrySelectParams() },
    tracking: { checkout: cart.lines.length > 0 },
  });
}

export function registerCheckoutPages(r: PageRegistry): void {
  r.registerPage('GET', '/shop/checkout/', (ctx) => checkoutPage(ctx, prefill(ctx), []));
  r.registerPage('POST', '/shop/checkout/', (ctx, { body }) => {
    if (!ctx.shop.nonces.verifyNonce(ctx.session.id, 'woocommerce-process_checkout', body['woocommerce-process-checkout-nonce'])) {
      return checkoutPage(ctx, body, [{ type: 'error', message: 'We were unable to process your order, please try again.' }]);
    }
    if (body.woocommerce_checkout_update_totals) return checkoutPage(ctx, body, []);
    const outcome = processCheckout(ctx.shop.db, ctx.session, body, ctx.shop.gateways);
    if (outcome.result === 'success') return redirect(outcome.redirect);
    return checkoutPage(ctx, body, outcome.notices.map((n) => ({ type: 'error', message: n.message, id: n.id || undefined })));
  });
}
