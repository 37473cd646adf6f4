import type { Cart } from '../../domain/cart.ts';
import type { ShippingRate } from '../../domain/shipping.ts';
import { priceHtml } from './price.ts';
import { flagAttr, html, type SafeHtml } from '../html.ts';

/** Where a totals table is printed: the checkout's order review, or the cart page's totals. */
export type TotalsPlace = 'checkout' | 'cart';

const PAGE_URL: Record<TotalsPlace, string> = { checkout: '/shop/checkout/', cart: '/shop/cart/' };

/** wc_cart_totals_shipping_method_label(): the name, and the cost when there is one. */
function rateLabel(rate: ShippingRate, cart: Cart): SafeHtml {
  return html`${rate.label}${rate.cost > 0 ? html`: ${priceHtml(rate.cost, cart.currency)}` : ''}`;
}

/**
 * templates/cart/cart-shipping.php for the one package: a radio per rate (a hidden input when there is
 * one), `shipping_method[0]` with data-index 0. `after` is what the cart page adds below the list
 * (the destination and the shipping calculator).
 */
export function shippingRows(cart: Cart, place: TotalsPlace, after: SafeHtml = html``): SafeHtml {
  const t = cart.totals;
  if (!t.needsShipping) return html``;
  const single = t.rates.length === 1;
  return html`<tr class="woocommerce-shipping-totals shipping"><th>Shipping</th><td data-title="Shipping">${t.rates.length > 0 ? html`<ul id="shipping_method" class="woocommerce-shipping-methods">
${t.rates.map((r) => {
  const id = `shipping_method_0_${r.id.replace(/:/g, '')}`;
  return html`<li>${single
    ? html`<input type="hidden" name="shipping_method[0]" data-index="0" id="${id}" value="${r.id}" class="shipping_method">`
    : html`<input type="radio" name="shipping_method[0]" data-index="0" id="${id}" value="${r.id}" class="shipping_method"${flagAttr('checked', r.id === t.shippingRate?.id)}>`}<label for="${id}">${rateLabel(r, cart)}</label></li>`;
})}
</ul>` : html`${place === 'checkout' ? 'There are no shipping options available. Please ensure that your address has been entered correctly, or contact us if you need any help.' : ''}`}${after}</td></tr>`;
}

/** One row per applied coupon (wc_cart_totals_coupon_label / _html), with its remove link for this page. */
export function couponRows(cart: Cart, place: TotalsPlace): SafeHtml {
  return html`${cart.totals.couponDiscounts.map((c) => html`<tr class="cart-discount coupon-${c.code}"><th>Coupon: ${c.code}</th><td${place === 'cart' ? html` data-title="Coupon: ${c.code}"` : ''}>-${priceHtml(c.discount + c.discountTax, cart.currency)} <a role="button" aria-label="Remove ${c.code} coupon" href="${PAGE_URL[place]}?remove_coupon=${encodeURIComponent(c.code)}" class="woocommerce-remove-coupon" data-coupon="${c.code}">[Remove]</a></td></tr>`)}`;
}

/** wc_cart_totals_order_total_html(): the total, with the VAT it includes when there is some. */
export function orderTotalRow(cart: Cart, place: TotalsPlace): SafeHtml {
  const t = cart.totals;
  return html`<tr class="order-total"><th>Total</th><td${place === 'cart' ? html` data-title="Total"` : ''}><strong>${priceHtml(t.total, cart.currency)}</strong> ${t.totalTax > 0 ? html`<small class="includes_tax">(includes ${priceHtml(t.totalTax, cart.currency)} VAT)</small>` : ''}</td></tr>`;
}

/** templates/checkout/review-order.php: the update_order_review fragment `.woocommerce-checkout-review-order-table`. */
export function reviewOrderTable(cart: Cart): SafeHtml {
  const t = cart.totals;
  return html`<table class="shop_table woocommerce-checkout-review-order-table">
<thead><tr><th class="product-name">Product</th><th class="product-total">Subtotal</th></tr></thead>
<tbody>${cart.lines.map((l) => html`<tr class="cart_item"><td class="product-name">${l.item.name}&nbsp; <strong class="product-quantity">&times;&nbsp;${l.quantity}</strong></td><td class="product-total">${priceHtml(l.unitPrice * l.quantity, cart.currency)}</td></tr>`)}</tbody>
<tfoot>
<tr class="cart-subtotal"><th>Subtotal</th><td>${priceHtml(t.itemsSubtotal, cart.currency)}</td></tr>
${couponRows(cart, 'checkout')}
${shippingRows(cart, 'checkout')}
${orderTotalRow(cart, 'checkout')}
</tfoot></table>`;
}
