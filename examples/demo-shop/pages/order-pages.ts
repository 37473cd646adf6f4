/**
 * The order-received page (checkout/thankyou.php with order/order-details.php and order-details-customer.php)
 * and the order-pay page (checkout/form-pay.php) with its form post (WC_Form_Handler::pay_action). Amounts
 * are printed in the currency the order was placed in.
 */
import { ADDRESS_DATA, BASE_COUNTRY, statesOf } from '../domain/address.ts';
import { payPendingOrder } from '../domain/order-pay.ts';
import { currencyByCode, type ShopCurrency } from '../domain/money.ts';
import { getOrder, getOrderItems, orderReceivedUrl, STATUS_LABELS, type OrderRow } from '../domain/orders.ts';
import type { RequestContext } from '../shop-context.ts';
import { nonceField } from './checkout.ts';
import { html, type SafeHtml } from './html.ts';
import { noticesHtml, type Notice } from './partials/notices.ts';
import { orderPayPayment } from './partials/payment.ts';
import { expressCheckoutAvailable, expressCheckoutButton, expressCheckoutParams, payForOrderParams } from './partials/express-checkout.ts';
import { stripePaymentFields } from './partials/stripe-payment-fields.ts';
import { showsStripeForm, upeParams, UPE_PARAMS } from '../stripe-gateway/settings.ts';
import { settleReturningOrder } from '../stripe-gateway/returns.ts';
import { priceHtml } from './partials/price.ts';
import { page, redirect, type PageRegistry, type PageResult } from './registry.ts';
import { checkoutParams, commonSettings } from './settings.ts';
import { orderAttributionSection } from './partials/order-attribution.ts';

const RECEIVED_BODY = 'page woocommerce-checkout woocommerce-page woocommerce-order-received';
const PAY_BODY = 'page woocommerce-checkout woocommerce-page woocommerce-order-pay';

/** WC_Order::get_order_item_totals(): label and value of each total row. */
function orderTotals(o: OrderRow, currency: ShopCurrency): [string, SafeHtml][] {
  const rows: [string, SafeHtml][] = [['Subtotal:', priceHtml(o.subtotal, currency)]];
  if (o.discount_total > 0) rows.push(['Discount:', html`-${priceHtml(o.discount_total, currency)}`]);
  if (o.shipping_method) {
    rows.push(['Shipping:', o.shipping_total > 0 ? html`${priceHtml(o.shipping_total, currency)}&nbsp;<small class="shipped_via">via ${o.shipping_method}</small>` : html`${o.shipping_method}`]);
  }
  if (o.payment_method_title) rows.push(['Payment method:', html`${o.payment_method_title}`]);
  rows.push(['Total:', html`${priceHtml(o.total, currency)}${o.tax_total > 0 ? html` <small class="includes_tax">(includes ${priceHtml(o.tax_total, currency)} VAT)</small>` : ''}`]);
  return rows;
}

/** WC_Order::get_formatted_*_address(): the address lines, the shop's own country left out. */
export function addressLines(a: Record<string, string>): SafeHtml {
  const country = a.country || BASE_COUNTRY;
  const state = a.state ? statesOf(country)?.[a.state] ?? a.state : '';
  const lines = [`${a.first_name ?? ''} ${a.last_name ?? ''}`.trim(), a.company, a.address_1, a.address_2, a.city, state, a.postcode, country === BASE_COUNTRY ? '' : ADDRESS_DATA.countries[country]]
    .filter((line): line is string => Boolean(line && line.trim()));
  return lines.length === 0 ? html`N/A` : html`${lines.map((line, i) => html`${i ? html`<br>` : ''}${line}`)}`;
}

function customerDetails(o: OrderRow): SafeHtml {
  const billing = JSON.parse(o.billing) as Record<string, string>;
  const shipping = JSON.parse(o.shipping) as Record<string, string>;
  const billingAddress = html`<h2 class="woocommerce-column__title">Billing address</h2><address>${addressLines(billing)}
${billing.phone ? html`<p class="woocommerce-customer-details--phone">${billing.phone}</p>` : ''}${billing.email ? html`<p class="woocommerce-customer-details--email">${billing.email}</p>` : ''}</address>`;
  if (!o.shipping_method) return html`<section class="woocommerce-customer-details">${billingAddress}</section>`;
  return html`<section class="woocommerce-customer-details"><section class="woocommerce-columns woocommerce-columns--2 woocommerce-columns--addresses col2-set addresses">
<div class="woocommerce-column woocommerce-column--1 woocommerce-column--billing-address col-1">${billingAddress}</div>
<div class="woocommerce-column woocommerce-column--2 woocommerce-column--shipping-address col-2"><h2 class="woocommerce-column__title">Shipping address</h2><address>${addressLines(shipping)}${shipping.phone ? html`<p class="woocommerce-customer-details--phone">${shipping.phone}</p>` : ''}</address></div>
</section></section>`;
}

/** order/order-details.php, and the customer's addresses when the order is the viewer's (a guest's for a guest). */
function orderDetails(ctx: RequestContext, o: OrderRow): SafeHtml {
  const currency = currencyByCode(o.currency);
  const items = getOrderItems(ctx.shop.db, o.id);
  return html`<section class="woocommerce-order-details"><h2 class="woocommerce-order-details__title">Order details</h2>
<table class="woocommerce-table woocommerce-table--order-details shop_table order_details"><thead><tr><th class="woocommerce-table__product-name product-name">Product</th><th class="woocommerce-table__product-table product-total">Total</th></tr></thead>
<tbody>${items.map((i) => html`<tr class="woocommerce-table__line-item order_item"><td class="woocommerce-table__product-name product-name">${i.name} <strong class="product-quantity">&times;&nbsp;${i.quantity}</strong></td><td class="woocommerce-table__product-total product-total">${priceHtml(i.subtotal, currency)}</td></tr>`)}</tbody>
<tfoot>${orderTotals(o, currency).map(([label, value]) => html`<tr><th scope="row">${label}</th><td>${value}</td></tr>`)}
${o.customer_note ? html`<tr><th>Note:</th><td>${o.customer_note.split('\n').map((line, i) => html`${i ? html`<br>` : ''}${line}`)}</td></tr>` : ''}</tfoot></table></section>
${o.customer_id === ctx.session.customerId ? customerDetails(o) : ''}`;
}

function orderReceived(ctx: RequestContext, o: OrderRow): PageResult {
  const currency = currencyByCode(o.currency);
  const billing = JSON.parse(o.billing) as Record<string, string>;
  const own = ctx.session.customerId !== null && o.customer_id === ctx.session.customerId;
  const content = o.status === 'failed'
    ? html`<h1 class="entry-title">Order received</h1><div class="woocommerce"><div class="woocommerce-order"><p class="woocommerce-notice woocommerce-notice--error woocommerce-thankyou-order-failed">Unfortunately your order cannot be processed as the originating bank/merchant has declined your transaction. Please attempt your purchase again.</p>
<p class="woocommerce-notice woocommerce-notice--error woocommerce-thankyou-order-failed-actions"><a href="${`/shop/checkout/order-pay/${o.id}/?pay_for_order=true&key=${o.order_key}`}" class="button pay">Pay</a>${ctx.session.customerId !== null ? html`<a href="/shop/my-account/" class="button pay">My account</a>` : ''}</p>${orderDetails(ctx, o)}</div></div>`
    : html`<h1 class="entry-title">Order received</h1><div class="woocommerce"><div class="woocommerce-order">
<p class="woocommerce-notice woocommerce-notice--success woocommerce-thankyou-order-received">Thank you. Your order has been received.</p>
<ul class="woocommerce-order-overview woocommerce-thankyou-order-details order_details">
<li class="woocommerce-order-overview__order order">Order number: <strong>${o.number}</strong></li>
<li class="woocommerce-order-overview__date date">Date: <strong>${o.created_at.slice(0, 10)}</strong></li>
${own && billing.email ? html`<li class="woocommerce-order-overview__email email">Email: <strong>${billing.email}</strong></li>` : ''}
<li class="woocommerce-order-overview__total total">Total: <strong>${priceHtml(o.total, currency)}</strong></li>
${o.payment_method_title ? html`<li class="woocommerce-order-overview__payment-method method">Payment method: <strong>${o.payment_method_title}</strong></li>` : ''}</ul>
${o.payment_method === 'bacs' ? html`<p>Make your payment directly into our bank account. Please use your Order ID as the payment reference. Your order will not be shipped until the funds have cleared in our account.</p><section class="woocommerce-bacs-bank-details"><h2 class="wc-bacs-bank-details-heading">Our bank details</h2><p>Shop Islands Ltd · Sort code 00-00-00 · Account 12345678 (demo)</p></section>` : ''}
${o.payment_method === 'cod' ? html`<p>Pay with cash upon delivery.</p>` : ''}
${orderDetails(ctx, o)}${orderAttributionSection(JSON.parse(o.meta) as Record<string, unknown>)}</div></div>`;
  return page({
    title: 'Order received', bodyClass: RECEIVED_BODY, content, widgets: ['storefront', 'live-search', 'tracking'], hostScripts: ['jquery', 'wp-i18n'], settings: commonSettings(),
    // GA4's purchase event is printed for an order that went through, not for a declined one.
    tracking: o.status === 'failed' ? undefined : { order: o },
  });
}

/** templates/checkout/form-pay.php: the order's items and totals, the payment methods, terms and the pay button. */
function orderPayPage(ctx: RequestContext, o: OrderRow, notices: Notice[], posted: Readonly<Record<string, string>> = {}): PageResult {
  const currency = currencyByCode(o.currency);
  const items = getOrderItems(ctx.shop.db, o.id);
  const express = o.total > 0 && expressCheckoutAvailable(ctx);
  const content = html`<h1 class="entry-title">Pay for order</h1><div class="woocommerce"><div class="woocommerce-notices-wrapper">${noticesHtml(notices)}</div><form id="order_review" method="post">
<table class="shop_table"><thead><tr><th class="product-name">Product</th><th class="product-quantity">Qty</th><th class="product-total">Totals</th></tr></thead>
<tbody>${items.map((i) => html`<tr class="order_item"><td class="product-name">${i.name}</td><td class="product-quantity"> <strong class="product-quantity">&times;&nbsp;${i.quantity}</strong></td><td class="product-subtotal">${priceHtml(i.subtotal, currency)}</td></tr>`)}</tbody>
<tfoot>${orderTotals(o, currency).map(([label, value]) => html`<tr><th scope="row" colspan="2">${label}</th><td class="product-total">${value}</td></tr>`)}</tfoot></table>
${express ? expressCheckoutButton('order-pay') : ''}
${orderPayPayment({
  gateways: ctx.shop.gateways.available(o.currency, o.total),
  fieldsOf: (gateway) => stripePaymentFields(ctx, gateway, 'order-pay'),
  chosen: posted.payment_method || o.payment_method,
  needsPayment: o.total > 0,
  termsAccepted: posted.terms !== undefined,
  payNonceField: nonceField(ctx, 'woocommerce-pay', 'woocommerce-pay-nonce'),
})}
</form></div>`;
  return page({
    title: 'Pay for order', bodyClass: PAY_BODY, content,
    widgets: ['storefront', 'checkout', 'payments', ...(express ? ['express-checkout'] : [])],
    hostScripts: ['jquery', 'wp-i18n', ...(express || showsStripeForm(ctx, o.currency, o.total) ? (['stripe'] as const) : [])],
    settings: {
      ...commonSettings(), wc_checkout_params: checkoutParams(ctx, false),
      ...(showsStripeForm(ctx, o.currency, o.total) ? { [UPE_PARAMS]: upeParams(ctx, { kind: 'order-pay', order: o }) } : {}),
      ...(express ? { wc_stripe_express_checkout_params: expressCheckoutParams(ctx, 'order-pay'), wcStripeExpressCheckoutPayForOrderParams: payForOrderParams(o) } : {}),
    },
  });
}

/**
 * WC_Form_Handler::pay_action(): the pay nonce, the terms, a payment method the shop offers, then the
 * gateway; a paid order empties the cart it was made from and goes to order-received.
 */
function payOrder(ctx: RequestContext, o: OrderRow, body: Readonly<Record<string, string>>): PageResult {
  const errors: Notice[] = [];
  if (!ctx.shop.nonces.verifyNonce(ctx.session.id, 'woocommerce-pay', body['woocommerce-pay-nonce'])) errors.push({ type: 'error', message: 'We were unable to process your order, please try again.' });
  else if (body['terms-field'] !== undefined && body.terms === undefined) errors.push({ type: 'error', message: 'Please read and accept the terms and conditions to proceed with your order.', id: 'terms' });
  const gateway = ctx.shop.gateways.available(o.currency, o.total).find((g) => g.id === (body.payment_method ?? ''));
  if (errors.length === 0 && !gateway) errors.push({ type: 'error', message: 'Invalid payment method.' });
  if (errors.length > 0 || !gateway) return orderPayPage(ctx, o, errors, body);
  const outcome = payPendingOrder(ctx.shop.db, ctx.session, o, gateway, body);
  if (outcome.status === 'failed') return orderPayPage(ctx, o, [{ type: 'error', message: outcome.notice }], body);
  // A gateway's own next step (its hosted page, or a hash its script finishes on this page) comes first.
  return redirect(outcome.redirect ?? orderReceivedUrl(o));
}

function refused(title: string, bodyClass: string, message: SafeHtml, status = 403): PageResult {
  return page({
    status, title, bodyClass, content: html`<h1 class="entry-title">${title}</h1><div class="woocommerce">${message}</div>`,
    widgets: ['storefront', 'live-search'], hostScripts: ['jquery', 'wp-i18n'], settings: commonSettings(),
  });
}

const invalidToPay = (): PageResult => refused('Pay for order', PAY_BODY, html`<ul class="woocommerce-error" role="alert"><li>Sorry, this order is invalid and cannot be paid for.</li></ul>`);

export function registerOrderPages(r: PageRegistry): void {
  r.registerPage('GET', '/shop/checkout/order-received/:id/', (ctx, { params, query }) => {
    const o = getOrder(ctx.shop.db, Number(params.id));
    if (!o || o.order_key !== query.key) {
      return refused('Order received', RECEIVED_BODY, html`<div class="woocommerce-order"><p class="woocommerce-notice woocommerce-notice--error woocommerce-thankyou-order-failed">Sorry, this order is invalid and cannot be displayed.</p></div>`);
    }
    // Back from the bank's page or a wallet app: the gateway settles the order before it is shown.
    return orderReceived(ctx, settleReturningOrder(ctx.shop, ctx.session.id, o));
  });
  r.registerPage('GET', '/shop/checkout/order-pay/:id/', (ctx, { params, query }) => {
    const o = getOrder(ctx.shop.db, Number(params.id));
    if (!o || o.order_key !== query.key) return invalidToPay();
    if (o.status !== 'pending' && o.status !== 'failed') {
      return refused('Pay for order', PAY_BODY, html`<ul class="woocommerce-error" role="alert"><li>This order&rsquo;s status is &ldquo;${STATUS_LABELS[o.status]}&rdquo;&mdash;it cannot be paid for. Please contact us if you need assistance.</li></ul>`, 200);
    }
    return orderPayPage(ctx, o, []);
  });
  r.registerPage('POST', '/shop/checkout/order-pay/:id/', (ctx, { params, query, body }) => {
    const o = getOrder(ctx.shop.db, Number(params.id));
    if (!o || o.order_key !== query.key) return invalidToPay();
    if (o.status !== 'pending' && o.status !== 'failed') return redirect(orderReceivedUrl(o));
    return payOrder(ctx, o, body);
  });
}
