import { addToCart, applyCoupon, CANNOT_ADD, checkCartCoupons, INVALID_QUANTITY, loadCart, removeCartItem, removeCoupon, updateCartItem, type Cart, type CartLine } from '../domain/cart.ts';
import { BASE_COUNTRY, formatPostcode, isValidPostcode } from '../domain/address.ts';
import { cleanText } from '../domain/checkout-validation.ts';
import { readSessionData, updateSessionData } from '../domain/sessions.ts';
import { CHECKOUT_OPTIONS } from '../domain/shop-settings.ts';
import { cartTotals, type CalculatorState } from './partials/cart-totals.ts';
import { expressCheckoutAfterCart, expressCheckoutAvailable, expressCheckoutButton, expressCheckoutParams } from './partials/express-checkout.ts';
import { imageUrl } from '../domain/images.ts';
import { productPermalink } from '../domain/catalogue.ts';
import { priceHtml } from './partials/price.ts';
import { CART_FORM, CART_QTY_FIELD, PRODUCT_FORM, type CartForm, type ProductForm } from '../input/cart-fields.ts';
import type { InputProblem } from '../input/schema-errors.ts';
import type { RequestContext } from '../shop-context.ts';
import { html, type SafeHtml } from './html.ts';
import { nonceField } from './checkout.ts';
import { noticesHtml, type Notice } from './partials/notices.ts';
import { page, redirect, type PageRegistry, type PageResult } from './registry.ts';
import { addressI18nParams, cartParams, commonSettings, countrySelectParams } from './settings.ts';
import { rememberCartAddition } from '../tracking/ga4-data.ts';

const SESSION_EXPIRED = 'Your session has expired. Please try again.';

/** What the cart page's shipping calculator shows: the shopper's shipping destination and its nonce. */
export function calculatorState(ctx: RequestContext): CalculatorState {
  const data = readSessionData(ctx.shop.db, ctx.session.id);
  return {
    address: data.shipping ?? {},
    calculated: data.calculatedShipping === true,
    nonceField: nonceField(ctx, 'woocommerce-shipping-calculator', 'woocommerce-shipping-calculator-nonce'),
  };
}

/** The Stripe Gateway's express button under 'Proceed to checkout', where it shows (a cart with something to buy). */
function cartExpressCheckout(ctx: RequestContext, cart: Cart): SafeHtml | '' {
  return expressCheckoutAvailable(ctx) && cart.lines.length > 0 ? expressCheckoutButton('cart') : '';
}

/** `div.cart_totals` for this shopper (cart page, get_cart_totals, update_shipping_method). */
export function cartTotalsHtml(ctx: RequestContext): SafeHtml {
  const cart = loadCart(ctx.shop.db, ctx.session.id);
  return cartTotals(cart, calculatorState(ctx), cartExpressCheckout(ctx, cart));
}

function cartRow(ctx: RequestContext, cart: Cart, l: CartLine): SafeHtml {
  return html`<tr class="woocommerce-cart-form__cart-item cart_item">
<td class="product-remove"><a role="button" href="/shop/cart/?remove_item=${l.key}&amp;_wpnonce=${ctx.shop.nonces.createNonce(ctx.session.id, 'woocommerce-cart')}" class="remove" aria-label="Remove ${l.item.name} from cart" data-product_id="${l.product.id}" data-product_sku="${l.item.sku ?? ''}">&times;</a></td>
<td class="product-thumbnail"><a href="${productPermalink(l.product)}"><img width="324" height="324" src="${imageUrl(l.image)}" alt="${l.item.name}"></a></td>
<td scope="row" role="rowheader" class="product-name" data-title="Product"><a href="${productPermalink(l.product)}">${l.product.name}</a>${l.variation.length ? html`<dl class="variation">${l.variation.map((v) => html`<dt>${v.attribute}:</dt><dd><p>${v.value}</p></dd>`)}</dl>` : ''}</td>
<td class="product-price" data-title="Price">${priceHtml(l.unitPrice, cart.currency)}</td>
<td class="product-quantity" data-title="Quantity"><div class="quantity"><label class="screen-reader-text" for="quantity_${l.key}">${l.item.name} quantity</label><input type="number" id="quantity_${l.key}" class="input-text qty text" name="cart[${l.key}][qty]" value="${l.quantity}" aria-label="Product quantity" min="0"${l.item.stock_quantity !== null && l.item.stock_status !== 'onbackorder' ? html` max="${l.item.stock_quantity}"` : ''} step="1" placeholder="" inputmode="numeric" autocomplete="off"></div></td>
<td class="product-subtotal" data-title="Subtotal">${priceHtml(l.unitPrice * l.quantity, cart.currency)}</td></tr>`;
}

function cartPage(ctx: RequestContext, notices: Notice[], status = 200): PageResult {
  // WC_Shortcode_Cart::output(): check the cart's items (its coupons) before showing it.
  const removed = checkCartCoupons(ctx.shop.db, ctx.session.id, ctx.shop.now()).map((message): Notice => ({ type: 'error', message }));
  const all = [...notices, ...removed];
  const cart = loadCart(ctx.shop.db, ctx.session.id);
  const content = cart.lines.length === 0
    ? html`<h1 class="entry-title">Basket</h1><div class="woocommerce-notices-wrapper">${noticesHtml(all)}</div><div class="wc-empty-cart-message"><div class="cart-empty woocommerce-info" role="status">Your basket is currently empty.</div></div><p class="return-to-shop"><a class="button wc-backward" href="/shop/">Return to shop</a></p>`
    : html`<h1 class="entry-title">Basket</h1><div class="woocommerce-notices-wrapper">${noticesHtml(all)}</div>
<form class="woocommerce-cart-form" action="/shop/cart/" method="post">
<table class="shop_table shop_table_responsive cart woocommerce-cart-form__contents" cellspacing="0">
<thead><tr><th class="product-remove"><span class="screen-reader-text">Remove item</span></th><th class="product-thumbnail"><span class="screen-reader-text">Thumbnail image</span></th><th scope="col" class="product-name">Product</th><th scope="col" class="product-price">Price</th><th scope="col" class="product-quantity">Quantity</th><th scope="col" class="product-subtotal">Subtotal</th></tr></thead>
<tbody>${cart.lines.map((l) => cartRow(ctx, cart, l))}
<tr><td colspan="6" class="actions">${CHECKOUT_OPTIONS.couponsEnabled ? html`<div class="coupon"><label for="coupon_code" class="screen-reader-text">Coupon:</label> <input type="text" name="coupon_code" class="input-text" id="coupon_code" value="" placeholder="Coupon code"> <button type="submit" class="button" name="apply_coupon" value="Apply coupon">Apply coupon</button></div>` : ''}
<button type="submit" class="button" name="update_cart" value="Update basket">Update basket</button>${nonceField(ctx, 'woocommerce-cart', 'woocommerce-cart-nonce')}</td></tr>
</tbody></table></form>
<div class="cart-collaterals">${cartTotals(cart, calculatorState(ctx), cartExpressCheckout(ctx, cart))}</div>${cartExpressCheckout(ctx, cart) ? expressCheckoutAfterCart() : ''}`;
  const express = cart.lines.length > 0 && expressCheckoutAvailable(ctx);
  return page({
    status, title: 'Basket', bodyClass: 'page woocommerce-cart woocommerce-page', content: html`<article class="page type-page">${content}</article>`,
    widgets: ['storefront', 'live-search', 'checkout', 'tracking', ...(express ? ['express-checkout'] : [])], hostScripts: ['jquery', 'wp-i18n', ...(express ? ['stripe' as const] : [])],
    settings: {
      ...commonSettings(), wc_cart_params: cartParams(ctx), wc_country_select_params: countrySelectParams(), wc_address_i18n_params: addressI18nParams(),
      ...(express ? { wc_stripe_express_checkout_params: expressCheckoutParams(ctx, 'cart', { cart }) } : {}),
    },
  });
}

/**
 * WC_Shortcode_Cart::calculate_shipping(): the calculator's address becomes the shipping destination
 * (and the billing one while the shopper has given no name), with WooCommerce's notices.
 */
function calculateShipping(ctx: RequestContext, body: Record<string, unknown>): Notice {
  const text = (name: string): string => (typeof body[name] === 'string' ? cleanText(body[name] as string) : '');
  const country = text('calc_shipping_country') === 'default' ? '' : text('calc_shipping_country');
  let postcode = text('calc_shipping_postcode');
  if (postcode && !isValidPostcode(postcode, country)) return { type: 'error', message: 'Please enter a valid postcode / ZIP.' };
  if (postcode) postcode = formatPostcode(postcode, country);
  const address = country ? { country, state: text('calc_shipping_state'), postcode, city: text('calc_shipping_city') } : { country: BASE_COUNTRY };
  const data = readSessionData(ctx.shop.db, ctx.session.id);
  updateSessionData(ctx.shop.db, ctx.session.id, {
    shipping: { ...data.shipping, ...address },
    ...(data.billing?.address_1 ? {} : { billing: { ...data.billing, ...address } }),
    calculatedShipping: true,
  });
  return { type: 'info', message: 'Shipping costs updated.' };
}

/** The cart with what was wrong in a posted cart or product form; nothing in the cart changed. */
function invalidCartForm(ctx: RequestContext, problems: InputProblem[]): PageResult {
  const message = (p: InputProblem): string =>
    p.param === 'quantity' || CART_QTY_FIELD.test(p.param) ? INVALID_QUANTITY : ['add-to-cart', 'product_id', 'variation_id'].includes(p.param) ? CANNOT_ADD : p.message;
  return cartPage(ctx, [...new Set(problems.map(message))].map((text) => ({ type: 'error', message: text })), 400);
}

export function registerCartPages(r: PageRegistry): void {
  const validCartNonce = (ctx: RequestContext, value: string | undefined): boolean => ctx.shop.nonces.verifyNonce(ctx.session.id, 'woocommerce-cart', value);
  r.registerPage('GET', '/shop/cart/', (ctx, { query }) => {
    if (query.remove_item && !validCartNonce(ctx, query._wpnonce)) return cartPage(ctx, [{ type: 'error', message: SESSION_EXPIRED }]);
    if (query.remove_item) {
      const removed = removeCartItem(ctx.shop.db, ctx.session.id, query.remove_item);
      return cartPage(ctx, [removed.ok ? { type: 'success', message: `\u201c${removed.value.name}\u201d removed.` } : { type: 'error', message: removed.error.message }]);
    }
    // WC_Form_Handler::update_cart_action(): the coupon's remove link needs no nonce (removing a discount harms no one).
    if (query.remove_coupon !== undefined) {
      removeCoupon(ctx.shop.db, ctx.session.id, query.remove_coupon);
      return cartPage(ctx, [{ type: 'success', message: 'Coupon has been removed.' }]);
    }
    return cartPage(ctx, []);
  });
  r.registerForm<CartForm>('/shop/cart/', { body: CART_FORM, invalid: invalidCartForm }, (ctx, { body }) => {
    const notices: Notice[] = [];
    if (body['add-to-cart'] !== undefined) {
      const added = addToCart(ctx.shop.db, ctx.session.id, body['add-to-cart'], body.quantity);
      if (added.ok) rememberCartAddition(ctx.shop.db, ctx.session.id, added.value, body.quantity);
      notices.push(added.ok ? { type: 'success', message: 'Product added to your basket.' } : { type: 'error', message: added.error.message });
    }
    if (body.calc_shipping) {
      const nonce = body['woocommerce-shipping-calculator-nonce'] ?? body._wpnonce;
      const valid = typeof nonce === 'string' && (ctx.shop.nonces.verifyNonce(ctx.session.id, 'woocommerce-shipping-calculator', nonce) || validCartNonce(ctx, nonce));
      return cartPage(ctx, [...notices, valid ? calculateShipping(ctx, body) : { type: 'error', message: SESSION_EXPIRED }]);
    }
    if ((body.apply_coupon || body.update_cart) && !validCartNonce(ctx, body['woocommerce-cart-nonce'])) return cartPage(ctx, [...notices, { type: 'error', message: SESSION_EXPIRED }]);
    // As WC_Form_Handler::update_cart_action: only the Apply coupon button applies the code (Enter in the code field
    // sends it, the form's first button); a refresh posting the form with a code typed leaves it alone.
    if (body.apply_coupon) {
      const applied = applyCoupon(ctx.shop.db, ctx.session.id, body.coupon_code ?? '', 'classic', ctx.shop.now());
      notices.push(applied.ok ? { type: 'success', message: 'Coupon code applied successfully.' } : { type: 'error', message: applied.error.message });
    }
    if (body.update_cart) {
      let changed = false;
      for (const [name, quantity] of Object.entries(body)) {
        const key = CART_QTY_FIELD.exec(name)?.[1];
        // A blank quantity field leaves its line alone (WooCommerce skips it).
        if (key === undefined || quantity === null || typeof quantity !== 'number') continue;
        const updated = updateCartItem(ctx.shop.db, ctx.session.id, key, quantity);
        if (!updated.ok) notices.push({ type: 'error', message: updated.error.message });
        else if (updated.value !== 'unchanged') changed = true;
      }
      if (changed) notices.push({ type: 'success', message: 'Basket updated.' });
    }
    return cartPage(ctx, notices);
  });
  r.registerForm<ProductForm>('/shop/product/:slug/', { body: PRODUCT_FORM, invalid: invalidCartForm }, (ctx, { body }) => {
    const variation = Object.entries(body)
      .filter((entry): entry is [string, string] => entry[0].startsWith('attribute_') && typeof entry[1] === 'string')
      .map(([attribute, value]) => ({ attribute, value }));
    const id = body.variation_id !== undefined && body.variation_id > 0 ? body.variation_id : body['add-to-cart'];
    const added = addToCart(ctx.shop.db, ctx.session.id, id, body.quantity, variation);
    if (added.ok) rememberCartAddition(ctx.shop.db, ctx.session.id, added.value, body.quantity);
    return added.ok ? redirect('/shop/cart/') : cartPage(ctx, [{ type: 'error', message: added.error.message }]);
  });
}
