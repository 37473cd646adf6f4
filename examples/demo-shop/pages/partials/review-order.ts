import type { Cart } from '../../domain/cart.ts';
import { priceHtml } from './price.ts';
import { flagAttr, html, type SafeHtml } from '../html.ts';

export function shippingRows(cart: Cart, idPrefix = ''): SafeHtml {
  const t = cart.totals;
  if (!t.needsShipping) return html``;
  const single = t.rates.length === 1;
  return html`<tr class="woocommerce-shipping-totals shipping"><th>Shipping</th><td data-title="Shipping"><ul id="${idPrefix}shipping_method" class="woocommerce-shipping-methods">
${t.rates.map((r) => {
  const id = `shipping_method_0_${r.id.replace(/:/g, '')}`;
  return html`<li>${single
    ? html`<input type="hidden" name="shipping_method[0]" data-index="0" id="${id}" value="${r.id}" class="shipping_method">`
    : html`<input type="radio" name="shipping_method[0]" data-index="0" id="${id}" value="${r.id}" class="shipping_method"${flagAttr('checked', r.id === t.shippingRate?.id)}>`}<label for="${id}">${r.label}${r.cost > 0 ? html`: ${priceHtml(r.cost)}` : ''}</label></li>`;
})}
</ul></td></tr>`;
}

/** `removeNonce`: the 'woocommerce-cart' nonce, for the no-JS remove link. */
export function couponRows(cart: Cart, removeNonce = ''): SafeHtml {
  return html`${cart.totals.couponDiscounts.map((c) => html`<tr class="cart-discount coupon-${c.code}"><th>Coupon: ${c.code}</th><td data-title="Coupon: ${c.code}">-${priceHtml(c.discount + c.discountTax)} <a href="/shop/cart/?remove_coupon=${encodeURIComponent(c.code)}&_wpnonce=${removeNonce}" class="woocommerce-remove-coupon" data-coupon="${c.code}">[Remove]</a></td></tr>`)}`;
}

export function orderTotalRow(cart: Cart): SafeHtml {
  return html`<tr class="order-total"><th>Total</th><td data-title="Total"><strong>${priceHtml(cart.totals.total)}</strong> <small class="includes_tax">(includes ${priceHtml(cart.totals.totalTax)} VAT)</small></td></tr>`;
}

/** templates/checkout/review-order.php */
export function reviewOrderTable(cart: Cart, removeCouponNonce: string): SafeHtml {
  const t = cart.totals;
  return html`<table class="shop_table woocommerce-checkout-review-order-table">
<thead><tr><th class="product-name">Product</th><th class="product-total">Subtotal</th></tr></thead>
<tbody>${cart.lines.map((l) => html`<tr class="cart_item"><td class="product-name">${l.item.name}&nbsp; <strong class="product-quantity">&times;&nbsp;${l.quantity}</strong></td><td class="product-total">${priceHtml(l.unitPrice * l.quantity)}</td></tr>`)}</tbody>
<tfoot>
<tr class="cart-subtotal"><th>Subtotal</th><td>${priceHtml(t.itemsSubtotal)}</td></tr>
${couponRows(cart, removeCouponNonce)}
${shippingRows(cart)}
${orderTotalRow(cart)}
</tfoot></table>`;
}
