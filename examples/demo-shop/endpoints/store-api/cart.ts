import { addToCart, applyCoupon, loadCart, removeCartItem, removeCoupon, updateCartItem } from '../../domain/cart.ts';
import type { Result } from '../../domain/result.ts';
import { STORE_ADD_ITEM, STORE_COUPON, STORE_REMOVE_ITEM, STORE_UPDATE_ITEM, type StoreAddItem } from '../../input/cart-fields.ts';
import type { RequestContext } from '../../shop-context.ts';
import type { EndpointRegistry, StoreResponse } from '../registry.ts';
import { fromDomainError } from './responses.ts';
import { cartSchema } from './schemas.ts';

function cartResponse(ctx: RequestContext, status = 200): StoreResponse {
  return { status, body: cartSchema(ctx.shop.db, loadCart(ctx.shop.db, ctx.session.id)) };
}

function after<T>(ctx: RequestContext, result: Result<T>, status = 200): StoreResponse {
  return result.ok ? cartResponse(ctx, status) : fromDomainError(result.error);
}

/** Store API cart routes: GET cart, add/remove/update item, apply/remove coupon. Bodies are checked by their schemas. */
export function registerStoreCart(r: EndpointRegistry): void {
  r.registerStoreRoute('GET', 'cart', (ctx) => cartResponse(ctx));
  r.registerStoreRoute('POST', 'cart/add-item', (ctx, { body }) => {
    const { id, quantity, variation } = body as unknown as StoreAddItem;
    return after(ctx, addToCart(ctx.shop.db, ctx.session.id, id, quantity, variation), 201);
  }, STORE_ADD_ITEM);
  r.registerStoreRoute('POST', 'cart/remove-item', (ctx, { body }) => after(ctx, removeCartItem(ctx.shop.db, ctx.session.id, body.key as string)), STORE_REMOVE_ITEM);
  r.registerStoreRoute('POST', 'cart/update-item', (ctx, { body }) =>
    after(ctx, updateCartItem(ctx.shop.db, ctx.session.id, body.key as string, body.quantity as number)), STORE_UPDATE_ITEM);
  r.registerStoreRoute('POST', 'cart/apply-coupon', (ctx, { body }) => after(ctx, applyCoupon(ctx.shop.db, ctx.session.id, body.code as string)), STORE_COUPON);
  r.registerStoreRoute('POST', 'cart/remove-coupon', (ctx, { body }) => after(ctx, removeCoupon(ctx.shop.db, ctx.session.id, body.code as string)), STORE_COUPON);
}
