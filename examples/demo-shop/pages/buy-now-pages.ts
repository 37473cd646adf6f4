/**
 * The purchase endpoint of buy-now payments: the page's purchase form (`asp_ng_form_{uniq_id}`)
 * or the payment box itself posts here with the box's fields prefixed `asp_` (`asp_process_ipn`,
 * `asp_product_id`, `asp_payment_intent`, `asp_thankyou_page_url`). The intent is checked with the
 * provider; a paid, unused intent becomes an order and the shopper goes to the thank-you page.
 */
import { buyNowProduct, recordBuyNowOrder } from '../domain/buy-now.ts';
import { orderReceivedUrl } from '../domain/orders.ts';
import { createIntentsService } from '../provider/server/index.ts';
import { localPath } from '../input/local-path.ts';
import type { RequestContext } from '../shop-context.ts';
import type { Message } from '../domain/message.ts';
import { html } from './html.ts';
import { noticesHtml } from './partials/notices.ts';
import { page, redirect, type PageRegistry, type PageResult } from './registry.ts';
import { commonSettings } from './settings.ts';

export const PURCHASE_PATH = '/shop/checkout-result/';

function refused(message: Message, status: number): PageResult {
  return page({
    status,
    title: 'Payment',
    bodyClass: 'page asp-checkout-result',
    content: html`<h1 class="entry-title">Payment</h1>${noticesHtml([{ type: 'error', message }])}<p><a class="button" href="/shop/">Return to shop</a></p>`,
    widgets: ['storefront', 'live-search'],
    hostScripts: ['jquery', 'wp-i18n'],
    settings: commonSettings(),
  });
}

/** A thank-you address on this shop (the plugin base64-encodes it), else null. */
function thankYouPath(raw: string | undefined): string | null {
  if (!raw) return null;
  const decoded = /^[A-Za-z0-9+/]+={0,2}$/.test(raw) ? Buffer.from(raw, 'base64').toString('utf8') : raw;
  return localPath(decoded);
}

function purchase(ctx: RequestContext, body: Record<string, string>): PageResult {
  if (body.asp_process_ipn !== '1') return refused('This payment could not be processed.', 400);
  const product = buyNowProduct(ctx.shop.db, Number(body.asp_product_id));
  if (!product.ok) return refused(product.error.message, product.error.status);
  const intentId = body.asp_payment_intent ?? '';
  const intent = intentId ? createIntentsService(ctx.shop.db).retrievePaymentIntent(intentId) : null;
  if (!intent?.ok) return refused('This payment has not been completed, so no order was placed.', 402);
  const order = recordBuyNowOrder(ctx.shop.db, product.value, intent.value);
  if (!order.ok) return refused(order.error.message, order.error.status);
  return redirect(thankYouPath(body.asp_thankyou_page_url) ?? orderReceivedUrl(order.value));
}

export function registerBuyNowPages(r: PageRegistry): void {
  r.registerPage('POST', PURCHASE_PATH, (ctx, { body }) => purchase(ctx, body));
}
