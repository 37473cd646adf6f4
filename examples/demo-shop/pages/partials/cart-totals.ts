import { ADDRESS_DATA, BASE_COUNTRY, statesOf } from '../../domain/address.ts';
import type { Cart } from '../../domain/cart.ts';
import type { SessionAddress } from '../../domain/sessions.ts';
import { flagAttr, html, type SafeHtml } from '../html.ts';
import { priceHtml } from './price.ts';
import { couponRows, orderTotalRow, shippingRows } from './review-order.ts';

/** What the cart page knows of where the shopper ships to, and the calculator's nonce field. */
export interface CalculatorState {
  address: SessionAddress;
  calculated: boolean;
  nonceField: SafeHtml;
}

/** WC_Countries::get_formatted_address($destination, ', '): the base country is left out, as WooCommerce does. */
function formattedDestination(a: SessionAddress): string {
  const country = a.country || BASE_COUNTRY;
  const state = a.state ? statesOf(country)?.[a.state] ?? a.state : '';
  return [a.address_1, a.address_2, a.city, state, a.postcode, country === BASE_COUNTRY ? '' : ADDRESS_DATA.countries[country]]
    .filter((part): part is string => Boolean(part))
    .join(', ');
}

/** The state control of the calculator: hidden (no states), a list in a span, or free text. */
function calculatorState(country: string, state: string): SafeHtml {
  const states = statesOf(country);
  if (states && Object.keys(states).length === 0) return html`<input type="hidden" name="calc_shipping_state" id="calc_shipping_state">`;
  if (states) {
    return html`<span><label for="calc_shipping_state">State / County</label><select name="calc_shipping_state" class="state_select" id="calc_shipping_state"><option value="">Select an option…</option>${Object.entries(states).map(([code, name]) => html`<option value="${code}"${flagAttr('selected', code === state)}>${name}</option>`)}</select></span>`;
  }
  return html`<label for="calc_shipping_state">State / County</label><input type="text" class="input-text" value="${state}" name="calc_shipping_state" id="calc_shipping_state">`;
}

/**
 * templates/cart/shipping-calculator.php: the `calc_shipping_` fields, posted to the cart. Its rows carry
 * no priority, markers or validate-required until the address script localises them.
 */
export function shippingCalculator(s: CalculatorState, buttonText: string): SafeHtml {
  const country = s.address.country || BASE_COUNTRY;
  return html`<form class="woocommerce-shipping-calculator" action="/shop/cart/" method="post">
<a href="#" class="shipping-calculator-button" aria-expanded="false" aria-controls="shipping-calculator-form" role="button">${buttonText || 'Calculate shipping'}</a>
<section class="shipping-calculator-form" id="shipping-calculator-form" style="display:none;">
<p class="form-row form-row-wide" id="calc_shipping_country_field"><label for="calc_shipping_country">Country / region</label><select name="calc_shipping_country" id="calc_shipping_country" class="country_to_state country_select" rel="calc_shipping_state"><option value="default">Select a country / region…</option>${Object.entries(ADDRESS_DATA.countries).map(([code, name]) => html`<option value="${code}"${flagAttr('selected', code === country)}>${name}</option>`)}</select></p>
<p class="form-row form-row-wide" id="calc_shipping_state_field">${calculatorState(country, s.address.state ?? '')}</p>
<p class="form-row form-row-wide" id="calc_shipping_city_field"><label for="calc_shipping_city">City:</label><input type="text" class="input-text" value="${s.address.city ?? ''}" name="calc_shipping_city" id="calc_shipping_city"></p>
<p class="form-row form-row-wide" id="calc_shipping_postcode_field"><label for="calc_shipping_postcode">Postcode / ZIP:</label><input type="text" class="input-text" value="${s.address.postcode ?? ''}" name="calc_shipping_postcode" id="calc_shipping_postcode"></p>
<p><button type="submit" name="calc_shipping" value="1" class="button">Update</button></p>
${s.nonceField}
</section>
</form>`;
}

/** The cart page's shipping row: the rates, where they are for, and the calculator to change it. */
function cartShipping(cart: Cart, s: CalculatorState): SafeHtml {
  const destination = formattedDestination(s.address);
  const where = destination
    ? html`<p class="woocommerce-shipping-destination">Shipping to <strong>${destination}</strong>. </p>`
    : html`<p class="woocommerce-shipping-destination">Shipping options will be updated during checkout.</p>`;
  return shippingRows(cart, 'cart', html`${where}${shippingCalculator(s, destination ? 'Change address' : '')}`);
}

/**
 * templates/cart/cart-totals.php: `div.cart_totals`, also the answer of get_cart_totals and update_shipping_method.
 * `proceedExtras`: what plugins print at woocommerce_proceed_to_checkout after the button (the Stripe Gateway's express checkout).
 */
export function cartTotals(cart: Cart, s: CalculatorState, proceedExtras: SafeHtml | '' = ''): SafeHtml {
  const t = cart.totals;
  return html`<div class="cart_totals${s.calculated ? ' calculated_shipping' : ''}">
<h2>Basket totals</h2>
<table cellspacing="0" class="shop_table shop_table_responsive">
<tr class="cart-subtotal"><th>Subtotal</th><td data-title="Subtotal">${priceHtml(t.itemsSubtotal, cart.currency)}</td></tr>
${couponRows(cart, 'cart')}
${cartShipping(cart, s)}
${orderTotalRow(cart, 'cart')}
</table>
<div class="wc-proceed-to-checkout"><a href="/shop/checkout/" class="checkout-button button alt wc-forward">Proceed to checkout</a>${proceedExtras}</div>
</div>`;
}
