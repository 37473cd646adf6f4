import { getOrder, getOrderItems, orderReceivedUrl, setOrderStatus, STATUS_LABELS, type OrderRow } from '../domain/orders.ts';
import { priceHtml } from './partials/price.ts';
import type { RequestContext } from '../shop-context.ts';
import { html, type SafeHtml } from './html.ts';
import { nonceField } from './checkout.ts';
import { paymentSection } from './partials/payment.ts';
import { page, redirect, type PageRegistry, type PageResult } from './registry.ts';
import { noticesHtml } from './partials/notices.ts';
import { checkoutParams, commonSettings } from './settings.ts';
import { orderAttributionSection } from './partials/order-attribution.ts';

function orderDetails(ctx: RequestContext, o: OrderRow): SafeHtml {
  const items = getOrderItems(ctx.shop.db, o.id);
  const billing = JSON.parse(o.billing) as Record<string, string>;
  return html`<section class="woocommerce-order-details"><h2 class="woocommerce-order-details__title">Order details</h2>
<table class="woocommerce-table woocommerce-table--order-details shop_table order_details"><thead><tr><th class="woocommerce-table__product-name product-name">Product</th><th class="woocommerce-table__product-table product-total">Total</th></tr></thead>
<tbody>${items.map((i) => html`<tr class="woocommerce-table__line-item order_item"><td class="woocommerce-table__product-name product-name">${i.name} <strong class="product-quantity">&times;&nbsp;${i.quantity}</strong></td><td class="woocommerce-table__product-total product-total">${priceHtml(i.subtotal)}</td></tr>`)}</tbody>
<tfoot><tr><th scope="row">Subtotal:</th><td>${priceHtml(o.subtotal)}</td></tr>
${o.discount_total > 0 ? html`<tr><th scope="row">Discount:</th><td>-${priceHtml(o.discount_total)}</td></tr>` : ''}
${o.shipping_method ? html`<tr><th scope="row">Shipping:</th><td>${o.shipping_total > 0 ? priceHtml(o.shipping_total) : ''} ${o.shipping_total > 0 ? html`<small class="shipped_via">via ${o.shipping_method}</small>` : o.shipping_method}</td></tr>` : ''}
<tr><th scope="row">Payment method:</th><td>${o.payment_method_title}</td></tr>
<tr><th scope="row">Total:</th><td>${priceHtml(o.total)} <small class="includes_tax">(includes ${priceHtml(o.tax_total)} VAT)</small></td></tr>
${o.customer_note ? html`<tr><th>Note:</th><td>${o.customer_note}</td></tr>` : ''}</tfoot></table></section>
<section class="woocommerce-customer-details"><h2 class="woocommerce-column__title">Billing address</h2><address>${[billing.first_name + ' ' + billing.last_name, billing.company, billing.address_1, billing.address_2, billing.city, billing.postcode, billing.country].filter((s) => s && s.trim()).map((s, i) => html`${i ? html`<br>` : ''}${s}`)}
${billing.phone ? html`<p class="woocommerce-customer-details--phone">${billing.phone}</p>` : ''}${billing.email ? html`<p class="woocommerce-customer-details--email">${billing.email}</p>` : ''}</address></section>`;
}

function orderPayPage(ctx: RequestContext, o: OrderRow, notices: SafeHtml): PageResult {
    const items = getOrderItems(ctx.shop.db, o.id);
    const content = html`<h1 class="entry-title">Pay for order</h1>${notices}<form id="order_review" method="post" action="${`/shop/checkout/order-pay/${o.id}/?pay_for_order=true&key=${o.order_key}`}">
<table class="shop_table"><thead><tr><th class="product-name">Product</th><th class="product-quantity">Qty</th><th class="product-total">Totals</th></tr></thead>
<tbody>${items.map((i) => html`<tr class="order_item"><td class="product-name">${i.name}</td><td class="product-quantity"><strong class="product-quantity">&times;&nbsp;${i.quantity}</strong></td><td class="product-subtotal">${priceHtml(i.subtotal)}</td></tr>`)}</tbody>
<tfoot><tr><th scope="row" colspan="2">Total:</th><td class="product-total">${priceHtml(o.total)}</td></tr></tfoot></table>
${paymentSection(ctx.shop.gateways.list(), o.payment_method, { buttonText: 'Pay for order', terms: true, needsPayment: true, nonceField: html`<input type="hidden" name="woocommerce_pay" value="1">${nonceField(ctx, 'woocommerce-pay', 'woocommerce-pay-nonce')}` })}
</form>`;
    return page({
      title: 'Pay for order', bodyClass: 'page woocommerce-checkout woocommerce-page woocommerce-order-pay', content,
      widgets: ['storefront', 'checkout', 'payments'], hostScripts: ['jquery', 'wp-i18n'], settings: { ...commonSettings(), wc_checkout_params: checkoutParams(ctx, false) },
    });
}

function payOrder(ctx: RequestContext, o: OrderRow, body: Record<string, string>): PageResult {
  const errors: string[] = [];
  if (!ctx.shop.nonces.verifyNonce(ctx.session.id, 'woocommerce-pay', body['woocommerce-pay-nonce'])) errors.push('We were unable to process your order, please try again.');
  if (body['terms-field'] === '1' && body.terms !== 'on' && body.terms !== '1') errors.push('Please read and accept the terms and conditions to proceed with your order.');
  const gateway = ctx.shop.gateways.get(body.payment_method ?? '');
  if (!gateway) errors.push('Invalid payment method.');
  if (errors.length > 0 || !gateway) {
    return orderPayPage(ctx, o, noticesHtml(errors.map((message) => ({ type: 'error' as const, message }))));
  }
  const outcome = gateway.process({ id: o.id, total: o.total });
  ctx.shop.db.prepare('UPDATE orders SET payment_method = ?, payment_method_title = ? WHERE id = ?').run(gateway.id, gateway.title, o.id);
  setOrderStatus(ctx.shop.db, o.id, outcome.status, outcome.transactionId);
  return redirect(orderReceivedUrl(o));
}

function keyMismatch(title: string): PageResult {
  return page({
    status: 403, title, bodyClass: 'page woocommerce-checkout woocommerce-page woocommerce-order-received',
    content: html`<h1 class="entry-title">${title}</h1><ul class="woocommerce-error" role="alert"><li>Sorry, this order is invalid and cannot be paid for.</li></ul>`,
    widgets: ['storefront', 'live-search'], hostScripts: ['jquery', 'wp-i18n'], settings: commonSettings(),
  });
}

export function registerOrderPages(r: PageRegistry): void {
  r.registerPage('GET', '/shop/checkout/order-received/:id/', (ctx, { params, query }) => {
    const o = getOrder(ctx.shop.db, Number(params.id));
    if (!o || o.order_key !== query.key) {
      return page({
        status: 403, title: 'Order received', bodyClass: 'page woocommerce-checkout woocommerce-page woocommerce-order-received',
        content: html`<h1 class="entry-title">Order received</h1><div class="woocommerce-order"><p class="woocommerce-notice woocommerce-notice--error woocommerce-thankyou-order-failed">Sorry, this order is invalid and cannot be displayed.</p></div>`,
        widgets: ['storefront', 'live-search'], hostScripts: ['jquery', 'wp-i18n'], settings: commonSettings(),
      });
    }
    const billing = JSON.parse(o.billing) as Record<string, string>;
    const content = html`<h1 class="entry-title">Order received</h1><div class="woocommerce-order">
<p class="woocommerce-notice woocommerce-notice--success woocommerce-thankyou-order-received">Thank you. Your order has been received.</p>
<ul class="woocommerce-order-overview woocommerce-thankyou-order-details order_details">
<li class="woocommerce-order-overview__order order">Order number: <strong>${o.number}</strong></li>
<li class="woocommerce-order-overview__date date">Date: <strong>${o.created_at.slice(0, 10)}</strong></li>
${billing.email ? html`<li class="woocommerce-order-overview__email email">Email: <strong>${billing.email}</strong></li>` : ''}
<li class="woocommerce-order-overview__total total">Total: <strong>${priceHtml(o.total)}</strong></li>
<li class="woocommerce-order-overview__payment-method method">Payment method: <strong>${o.payment_method_title}</strong></li></ul>
${o.payment_method === 'bacs' ? html`<section class="woocommerce-bacs-bank-details"><h2 class="wc-bacs-bank-details-heading">Our bank details</h2><p>Shop Islands Ltd · Sort code 00-00-00 · Account 12345678 (demo)</p></section>` : ''}
${orderDetails(ctx, o)}${orderAttributionSection(JSON.parse(o.meta) as Record<string, unknown>)}</div>`;
    return page({ title: 'Order received', bodyClass: 'page woocommerce-checkout woocommerce-page woocommerce-order-received', content, widgets: ['storefront', 'live-search', 'tracking'], hostScripts: ['jquery', 'wp-i18n'], settings: commonSettings(), tracking: { order: o } });
  });
  r.registerPage('GET', '/shop/checkout/order-pay/:id/', (ctx, { params, query }) => {
    const o = getOrder(ctx.shop.db, Number(params.id));
    if (!o || o.order_key !== query.key) return keyMismatch('Pay for order');
    if (o.status !== 'pending' && o.status !== 'failed') {
      return page({ title: 'Pay for order', bodyClass: 'page woocommerce-checkout woocommerce-page woocommerce-order-pay', content: html`<h1 class="entry-title">Pay for order</h1><ul class="woocommerce-error" role="alert"><li>This order&rsquo;s status is &ldquo;${STATUS_LABELS[o.status]}&rdquo;&mdash;it cannot be paid for. Please contact us if you need assistance.</li></ul>`, widgets: ['storefront'], hostScripts: ['jquery', 'wp-i18n'], settings: commonSettings() });
    }
    return orderPayPage(ctx, o, html``);
  });
  r.registerPage('POST', '/shop/checkout/order-pay/:id/', (ctx, { params, query, body }) => {
    const o = getOrder(ctx.shop.db, Number(params.id));
    if (!o || o.order_key !== query.key) return keyMismatch('Pay for order');
    if (o.status !== 'pending' && o.status !== 'failed') return redirect(orderReceivedUrl(o));
    return payOrder(ctx, o, body);
  });
}
