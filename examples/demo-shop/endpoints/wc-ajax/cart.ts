import { addToCart, cartHash, loadCart, removeCartItem } from '../../domain/cart.ts';
import { getProduct, productPermalink } from '../../domain/catalogue.ts';
import { WC_AJAX_ADD_TO_CART, WC_AJAX_REMOVE_FROM_CART, type WcAjaxAddToCart } from '../../input/cart-fields.ts';
import { cartFragments } from '../../pages/partials/fragments.ts';
import type { RequestContext } from '../../shop-context.ts';
import type { EndpointRegistry, FormData } from '../registry.ts';

function fragmentsResponse(ctx: RequestContext): { fragments: Record<string, string>; cart_hash: string } {
  const cart = loadCart(ctx.shop.db, ctx.session.id);
  return { fragments: cartFragments(cart), cart_hash: cartHash(cart) };
}

/** WooCommerce's answer when a product could not be added: go to the product (or the shop) instead. */
function notAdded(ctx: RequestContext, productId: number): { error: true; product_url: string } {
  const product = getProduct(ctx.shop.db, productId);
  const parent = product?.type === 'variation' ? getProduct(ctx.shop.db, product.parent_id ?? 0) ?? product : product;
  return { error: true, product_url: parent ? productPermalink(parent) : '/shop/' };
}

/** WC_AJAX add_to_cart / remove_from_cart / get_refreshed_fragments. */
export function registerWcAjaxCart(r: EndpointRegistry): void {
  r.registerWcAjax<WcAjaxAddToCart>('add_to_cart', {
    schema: WC_AJAX_ADD_TO_CART,
    invalid: (ctx, _problems, data: FormData) => notAdded(ctx, Number(data.product_id ?? data['add-to-cart'])),
    handler: (ctx, data) => {
      const productId = data.product_id ?? data['add-to-cart'] ?? 0;
      const added = addToCart(ctx.shop.db, ctx.session.id, productId, data.quantity);
      return added.ok ? fragmentsResponse(ctx) : notAdded(ctx, productId);
    },
  });
  r.registerWcAjax<{ cart_item_key: string }>('remove_from_cart', {
    schema: WC_AJAX_REMOVE_FROM_CART,
    invalid: () => ({ error: true }),
    handler: (ctx, data) => {
      const removed = removeCartItem(ctx.shop.db, ctx.session.id, data.cart_item_key);
      return removed.ok ? fragmentsResponse(ctx) : { error: true };
    },
  });
  r.registerWcAjax('get_refreshed_fragments', { handler: (ctx) => fragmentsResponse(ctx) });
}
