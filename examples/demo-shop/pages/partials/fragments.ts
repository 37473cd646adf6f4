import { itemCount, type Cart } from '../../domain/cart.ts';
import { priceHtml } from './price.ts';
import { html } from '../html.ts';
import { miniCart } from './mini-cart.ts';

/** The cart fragments WooCommerce (+ a Storefront-like theme) returns after cart changes. */
export function cartFragments(cart: Cart): Record<string, string> {
  const count = itemCount(cart);
  return {
    'div.widget_shopping_cart_content': miniCart(cart).value,
    'a.cart-contents': html`<a class="cart-contents" href="/shop/cart/" title="View your shopping cart"><span class="woocommerce-Price-amount amount">${priceHtml(cart.totals.total, cart.currency)}</span> <span class="count">${count} ${count === 1 ? 'item' : 'items'}</span></a>`.value,
  };
}
