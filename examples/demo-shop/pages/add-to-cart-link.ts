import { addToCart } from '../domain/cart.ts';
import { getProduct } from '../domain/catalogue.ts';
import type { RequestContext } from '../shop-context.ts';
import { html, type SafeHtml } from './html.ts';
import { noticesHtml } from './partials/notices.ts';
import { rememberCartAddition } from '../tracking/ga4-data.ts';

/**
 * WC_Form_Handler::add_to_cart_action for links: any GET page with `?add-to-cart=ID` (the listing's
 * 'Add to basket' href, used without JavaScript) adds the product and shows WooCommerce's notice.
 */
export function addToCartFromLink(ctx: RequestContext, query: Record<string, string>): SafeHtml | undefined {
  const id = Number(query['add-to-cart']);
  if (!query['add-to-cart'] || !Number.isInteger(id)) return undefined;
  const added = addToCart(ctx.shop.db, ctx.session.id, id, Number(query.quantity ?? 1) || 1);
  if (added.ok) rememberCartAddition(ctx.shop.db, ctx.session.id, added.value, Number(query.quantity ?? 1) || 1);
  const name = getProduct(ctx.shop.db, id)?.name ?? '';
  return added.ok
    ? noticesHtml([{ type: 'success', message: html`<a href="/shop/cart/" class="button wc-forward">View basket</a> &ldquo;${name}&rdquo; has been added to your basket.`.toString() }])
    : noticesHtml([{ type: 'error', message: html`${added.error.message}`.toString() }]);
}
