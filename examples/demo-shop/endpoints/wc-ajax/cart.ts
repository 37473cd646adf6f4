import { addToCart, cartHash, loadCart, removeCartItem } from '../../domain/cart.ts';
import { getProduct, productPermalink } from '../../domain/catalogue.ts';
import { cartFragments } from '../../pages/partials/fragments.ts';
import type { RequestContext } from '../../shop-context.ts';
import type { EndpointRegistry } from '../registry.ts';

function fragmentsResponse(ctx: RequestContext): { fragments: Record<string, string>; cart_hash: string } {
  const cart = loadCart(ctx.shop.db, ctx.session.id);
  return { fragments: cartFragments(cart), cart_hash: cartHash(cart) };
}

/** WC_AJAX add_to_cart / remove_from_cart / get_refreshed_fragments. */
export function registerWcAjaxCart(r: EndpointRegistry): void {
  r.registerWcAjax('add_to_cart', {
    handler: (ctx, data) => {
      const productId = Number(data.product_id ?? data['add-to-cart']);
      const added = addToCart(ctx.shop.db, ctx.session.id, productId, Number(data.quantity ?? 1) || 1);
      if (!added.ok) {
        const product = getProduct(ctx.shop.db, productId);
        return { error: true, product_url: product ? productPermalink(product.type === 'variation' ? getProduct(ctx.shop.db, product.parent_id ?? 0) ?? product : product) : '/shop/' };
      }
      return fragmentsResponse(ctx);
    },
  });
  r.registerWcAjax('remove_from_cart', {
    handler: (ctx, data) => {
      const removed = removeCartItem(ctx.shop.db, ctx.session.id, data.cart_item_key ?? '');
      return removed.ok ? fragmentsResponse(ctx) : { error: true };
    },
  });
  r.registerWcAjax('get_refreshed_fragments', { handler: (ctx) => fragmentsResponse(ctx) });
}
