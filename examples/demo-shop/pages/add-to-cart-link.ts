import { addToCart, CANNOT_ADD, INVALID_QUANTITY } from '../domain/cart.ts';
import { getProduct } from '../domain/catalogue.ts';
import { ADD_TO_CART_LINK, type AddToCartLink } from '../input/cart-fields.ts';
import type { FormFields } from '../input/form-fields.ts';
import { inputProblems } from '../input/schema-errors.ts';
import type { RequestContext } from '../shop-context.ts';
import type { SafeHtml } from './html.ts';
import { noticesHtml } from './partials/notices.ts';
import { rememberCartAddition } from '../tracking/ga4-data.ts';

/**
 * WC_Form_Handler::add_to_cart_action for links: any GET page with `?add-to-cart=ID` (the listing's
 * 'Add to basket' href, used without JavaScript) adds the product and shows WooCommerce's notice.
 */
export function addToCartFromLink(ctx: RequestContext, query: FormFields): SafeHtml | undefined {
  if (query['add-to-cart'] === undefined) return undefined;
  const link: Record<string, unknown> = { 'add-to-cart': query['add-to-cart'], ...(query.quantity !== undefined ? { quantity: query.quantity } : {}) };
  const validate = ctx.req.compileValidationSchema(ADD_TO_CART_LINK);
  if (!validate(link)) {
    const quantityWrong = inputProblems(validate.errors ?? []).some((p) => p.param === 'quantity');
    return noticesHtml([{ type: 'error', message: quantityWrong ? INVALID_QUANTITY : CANNOT_ADD }]);
  }
  const { 'add-to-cart': id, quantity } = link as unknown as AddToCartLink;
  const added = addToCart(ctx.shop.db, ctx.session.id, id, quantity);
  if (added.ok) rememberCartAddition(ctx.shop.db, ctx.session.id, added.value, quantity);
  const name = getProduct(ctx.shop.db, id)?.name ?? '';
  return added.ok
    ? noticesHtml([{ type: 'success', message: [{ href: '/shop/cart/', text: 'View basket', className: 'button wc-forward' }, ` \u201c${name}\u201d has been added to your basket.`] }])
    : noticesHtml([{ type: 'error', message: added.error.message }]);
}
