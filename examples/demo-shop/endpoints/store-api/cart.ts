import { addToCart, applyCoupon, loadCart, removeCartItem, removeCoupon, updateCartItem, type VariationChoice } from '../../domain/cart.ts';
import type { Result } from '../../domain/result.ts';
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

function variations(value: unknown): VariationChoice[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((v) => (v && typeof v === 'object' && 'attribute' in v && 'value' in v ? [{ attribute: String(v.attribute), value: String(v.value) }] : []));
}

/** Store API cart routes: GET cart, add/remove/update item, apply/remove coupon. */
export function registerStoreCart(r: EndpointRegistry): void {
  r.registerStoreRoute('GET', 'cart', (ctx) => cartResponse(ctx));
  r.registerStoreRoute('POST', 'cart/add-item', (ctx, { body }) =>
    after(ctx, addToCart(ctx.shop.db, ctx.session.id, Number(body.id), Number(body.quantity ?? 1), variations(body.variation)), 201));
  r.registerStoreRoute('POST', 'cart/remove-item', (ctx, { body }) => after(ctx, removeCartItem(ctx.shop.db, ctx.session.id, String(body.key ?? ''))));
  r.registerStoreRoute('POST', 'cart/update-item', (ctx, { body }) =>
    after(ctx, updateCartItem(ctx.shop.db, ctx.session.id, String(body.key ?? ''), Number(body.quantity))));
  r.registerStoreRoute('POST', 'cart/apply-coupon', (ctx, { body }) => after(ctx, applyCoupon(ctx.shop.db, ctx.session.id, String(body.code ?? ''))));
  r.registerStoreRoute('POST', 'cart/remove-coupon', (ctx, { body }) => after(ctx, removeCoupon(ctx.shop.db, ctx.session.id, String(body.code ?? ''))));
}
