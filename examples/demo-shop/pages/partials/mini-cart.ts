import type { Cart } from '../../domain/cart.ts';
import { imageUrl } from '../../domain/images.ts';
import { priceHtml } from './price.ts';
import { productPermalink } from '../../domain/catalogue.ts';
import { html, type SafeHtml } from '../html.ts';

/** woocommerce/templates/cart/mini-cart.php inside `div.widget_shopping_cart_content`. */
export function miniCart(cart: Cart): SafeHtml {
  if (cart.lines.length === 0) {
    return html`<div class="widget_shopping_cart_content"><p class="woocommerce-mini-cart__empty-message">No products in the basket.</p></div>`;
  }
  return html`<div class="widget_shopping_cart_content"><ul class="woocommerce-mini-cart cart_list product_list_widget">
${cart.lines.map((l) => html`<li class="woocommerce-mini-cart-item mini_cart_item">
<a href="/shop/cart/?remove_item=${l.key}" class="remove remove_from_cart_button" aria-label="Remove ${l.item.name} from cart" data-product_id="${l.product.id}" data-cart_item_key="${l.key}" data-product_sku="${l.item.sku ?? ''}">&times;</a>
<a href="${productPermalink(l.product)}"><img width="300" height="300" src="${imageUrl(l.image)}" class="attachment-woocommerce_thumbnail size-woocommerce_thumbnail" alt="${l.item.name}">${l.item.name}</a>
<span class="quantity">${l.quantity} &times; ${priceHtml(l.unitPrice, cart.currency)}</span></li>`)}
</ul>
<p class="woocommerce-mini-cart__total total"><strong>Subtotal:</strong> ${priceHtml(cart.totals.itemsSubtotal, cart.currency)}</p>
<p class="woocommerce-mini-cart__buttons buttons"><a href="/shop/cart/" class="button wc-forward">View basket</a><a href="/shop/checkout/" class="button checkout wc-forward">Checkout</a></p></div>`;
}
