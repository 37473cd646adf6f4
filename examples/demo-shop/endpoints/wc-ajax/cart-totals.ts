/**
 * The cart page's wc-ajax endpoints (cart.js): update_shipping_method (nonce 'update-shipping-method')
 * keeps the chosen rate and answers the new `div.cart_totals`, as get_cart_totals does.
 */
import { chooseShipping } from '../../domain/cart.ts';
import { SHIPPING_METHOD_FIELD, UPDATE_SHIPPING_METHOD } from '../../input/checkout-fields.ts';
import { cartTotalsHtml } from '../../pages/cart-pages.ts';
import type { EndpointRegistry } from '../registry.ts';

export function registerWcAjaxCartTotals(r: EndpointRegistry): void {
  r.registerWcAjax<Record<string, string>>('update_shipping_method', {
    nonceAction: 'update-shipping-method',
    nonceField: 'security',
    schema: UPDATE_SHIPPING_METHOD,
    handler: (ctx, data) => {
      for (const [name, value] of Object.entries(data)) {
        if (SHIPPING_METHOD_FIELD.exec(name)?.[1] === '0' && value) chooseShipping(ctx.shop.db, ctx.session.id, value);
      }
      return cartTotalsHtml(ctx).value;
    },
  });
  r.registerWcAjax('get_cart_totals', { handler: (ctx) => cartTotalsHtml(ctx).value });
}
