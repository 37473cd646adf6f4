/**
 * The account's subscriptions (WooCommerce Subscriptions' My Account pages): the list, one subscription with
 * its payment method, and the change-payment page, WooCommerce's order-pay form (`form#order_review` on an
 * order-pay page) with the methods that can pay later, posted natively as WooCommerce Subscriptions' is.
 */
import { BASE_COUNTRY } from '../domain/address.ts';
import { getProduct } from '../domain/catalogue.ts';
import { getCustomer } from '../domain/customers.ts';
import { currencyByCode } from '../domain/money.ts';
import type { RequestContext } from '../shop-context.ts';
import { changeSubscriptionMethod } from '../stripe-gateway/change-payment.ts';
import { methodOfGateway } from '../stripe-gateway/methods.ts';
import { upeParams, UPE_PARAMS } from '../stripe-gateway/settings.ts';
import { subscriptionOf, subscriptionsOf, type SubscriptionRow } from '../stripe-gateway/subscriptions.ts';
import { tokenLabel, tokenOf } from '../stripe-gateway/tokens.ts';
import { accountPage } from './account-pages.ts';
import { nonceField } from './checkout.ts';
import { html, type SafeHtml } from './html.ts';
import { noticesHtml, type Notice } from './partials/notices.ts';
import { orderPayPayment } from './partials/payment.ts';
import { priceHtml } from './partials/price.ts';
import { stripePaymentFields } from './partials/stripe-payment-fields.ts';
import { page, redirect, type PageRegistry, type PageResult } from './registry.ts';
import { checkoutParams, commonSettings } from './settings.ts';

const changeUrl = (s: SubscriptionRow): string => `/shop/my-account/subscriptions/${s.id}/change-payment-method/?key=${s.order_key}`;

function paymentLabel(ctx: RequestContext, s: SubscriptionRow): string {
  const token = s.payment_token_id === null ? undefined : tokenOf(ctx.shop.db, s.customer_id, s.payment_token_id);
  return token ? tokenLabel(token) : 'Manual renewal';
}

function subscriptionName(ctx: RequestContext, s: SubscriptionRow): string {
  return getProduct(ctx.shop.db, s.product_id)?.name ?? `#${s.product_id}`;
}

function listPage(ctx: RequestContext): PageResult {
  const subscriptions = subscriptionsOf(ctx.shop.db, ctx.session.customerId);
  return accountPage(ctx, 'subscriptions', subscriptions.length === 0
    ? html`<div class="woocommerce-info" role="status">You have no active subscriptions.</div>`
    : html`<table class="my_account_subscriptions my_account_orders woocommerce-orders-table woocommerce-MyAccount-subscriptions shop_table shop_table_responsive"><thead><tr><th scope="col">Subscription</th><th scope="col">Status</th><th scope="col">Next payment</th><th scope="col">Total</th><th scope="col">Payment method</th></tr></thead><tbody>
${subscriptions.map((s) => html`<tr class="order woocommerce-orders-table__row"><td><a href="/shop/my-account/view-subscription/${s.id}/">#${s.id} ${subscriptionName(ctx, s)}</a></td><td>${s.status === 'active' ? 'Active' : s.status}</td><td>${s.next_payment ?? ''}</td><td>${priceHtml(s.total, currencyByCode(s.currency))} / month</td><td>${paymentLabel(ctx, s)}</td></tr>`)}
</tbody></table>`);
}

function viewPage(ctx: RequestContext, s: SubscriptionRow, notices: Notice[]): PageResult {
  return accountPage(ctx, 'subscriptions', html`<h2>Subscription #${s.id}</h2><table class="shop_table subscription_details"><tbody>
<tr><th scope="row">Product</th><td>${subscriptionName(ctx, s)}</td></tr>
<tr><th scope="row">Status</th><td>${s.status === 'active' ? 'Active' : s.status}</td></tr>
<tr><th scope="row">Next payment</th><td>${s.next_payment ?? ''}</td></tr>
<tr><th scope="row">Payment method</th><td>${paymentLabel(ctx, s)}</td></tr>
</tbody></table>
<p><a href="${changeUrl(s)}" class="button change_payment_method">Change payment</a></p>`, notices);
}

const PAY_BODY = 'page woocommerce-checkout woocommerce-page woocommerce-order-pay';

function changePaymentPage(ctx: RequestContext, s: SubscriptionRow, notices: Notice[], posted: Readonly<Record<string, string | undefined>> = {}): PageResult {
  const currency = currencyByCode(s.currency);
  const gateways = ctx.shop.gateways.available(s.currency, 0).filter((g) => methodOfGateway(g.id)?.reusable === true);
  const billing = (ctx.session.customerId === null ? undefined : getCustomer(ctx.shop.db, ctx.session.customerId))?.billing.country || BASE_COUNTRY;
  const payment: SafeHtml = orderPayPayment({
    gateways,
    chosen: posted.payment_method || gateways[0]?.id,
    fieldsOf: (gateway) => stripePaymentFields(ctx, gateway, 'change-payment'),
    needsPayment: true,
    termsAccepted: true,
    payNonceField: nonceField(ctx, 'woocommerce-change-payment', '_wpnonce'),
    buttonText: 'Change payment method',
  });
  const content = html`<h1 class="entry-title">Change payment method</h1><div class="woocommerce"><div class="woocommerce-notices-wrapper">${noticesHtml(notices)}</div><form id="order_review" method="post">
<table class="shop_table"><thead><tr><th class="product-name">Product</th><th class="product-total">Totals</th></tr></thead>
<tbody><tr class="order_item"><td class="product-name">${subscriptionName(ctx, s)}</td><td class="product-subtotal">${priceHtml(s.total, currency)} / month</td></tr></tbody></table>
<input type="hidden" name="woocommerce_change_payment" value="${s.id}">
${payment}
</form></div>`;
  return page({
    title: 'Change payment method', bodyClass: PAY_BODY, content,
    widgets: ['storefront', 'checkout', 'payments'], hostScripts: ['jquery', 'wp-i18n', 'stripe'],
    settings: {
      ...commonSettings(), wc_checkout_params: checkoutParams(ctx, false),
      [UPE_PARAMS]: upeParams(ctx, { kind: 'change-payment', subscriptionId: s.id, total: s.total, currency: s.currency, billingCountry: billing }),
    },
  });
}

/** The customer's own subscription with this id and key, or undefined. */
function ownSubscription(ctx: RequestContext, id: string | undefined, key?: string): SubscriptionRow | undefined {
  const s = subscriptionOf(ctx.shop.db, Number(id));
  if (!s || ctx.session.customerId === null || s.customer_id !== ctx.session.customerId) return undefined;
  return key === undefined || key === s.order_key ? s : undefined;
}

const notFound = (ctx: RequestContext): PageResult => accountPage(ctx, 'subscriptions', html`<ul class="woocommerce-error" role="alert"><li>Invalid subscription.</li></ul>`);

export function registerSubscriptionPages(r: PageRegistry): void {
  r.registerPage('GET', '/shop/my-account/subscriptions/', (ctx) => listPage(ctx));
  r.registerPage('GET', '/shop/my-account/view-subscription/:id/', (ctx, { params, query }) => {
    const s = ownSubscription(ctx, params.id);
    return s ? viewPage(ctx, s, query.updated !== undefined ? [{ type: 'success', message: 'Payment method updated.' }] : []) : notFound(ctx);
  });
  r.registerPage('GET', '/shop/my-account/subscriptions/:id/change-payment-method/', (ctx, { params, query }) => {
    const s = ownSubscription(ctx, params.id, query.key ?? '');
    return s ? changePaymentPage(ctx, s, []) : notFound(ctx);
  });
  r.registerPage('POST', '/shop/my-account/subscriptions/:id/change-payment-method/', (ctx, { params, query, body }) => {
    const s = ownSubscription(ctx, params.id, query.key ?? '');
    if (!s) return notFound(ctx);
    if (!ctx.shop.nonces.verifyNonce(ctx.session.id, 'woocommerce-change-payment', body._wpnonce)) {
      return changePaymentPage(ctx, s, [{ type: 'error', message: 'There was an error with your request. Please try again.' }], body);
    }
    const outcome = changeSubscriptionMethod(ctx.shop, ctx.session.id, s, body);
    if (outcome.kind === 'changed') return redirect(`/shop/my-account/view-subscription/${s.id}/?updated=1`);
    if (outcome.kind === 'confirm') return redirect(`${changeUrl(s)}${outcome.hash}`);
    return changePaymentPage(ctx, s, [{ type: 'error', message: outcome.message }], body);
  });
}
