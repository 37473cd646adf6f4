/**
 * Buy-now buttons as the Stripe Payments plugin prints them, and the settings its handler reads:
 * `wpASPNG` (payment box address, slug, prefetch, cache key) and one data object per button in
 * `wpaspInitOnDocReady`. A product page shows one button, a post a link; the buy-now buttons page
 * (pages/buy-now-pages.ts) shows every kind: a plain button, one with a custom amount field, a link to the
 * payment box and an `asp-attach-product-{id}` element with a data price.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/open.ts';
import { buyNowProduct } from '../../domain/buy-now.ts';
import { activePrice, getProductBySlug, type ProductRow } from '../../domain/catalogue.ts';
import { formatDecimal, formatPlain, minorUnits, type ShopCurrency } from '../../domain/money.ts';
import { currencyOf } from '../../domain/shop-settings.ts';
import { PURCHASE_PATH } from '../buy-now-pages.ts';
import { html, type SafeHtml } from '../html.ts';

export const PAYMENT_BOX_BASE = '/shop/asp-payment-box/';
const ZERO_CENTS = ['JPY', 'MGA', 'VND', 'KRW', 'BIF', 'CLP', 'DJF', 'GNF', 'KMF', 'PYG', 'RWF', 'UGX', 'VUV', 'XAF', 'XOF', 'XPF'];

export interface BuyNowBlock {
  content: SafeHtml;
  /** Merge into the page's settings. */
  settings: Record<string, unknown>;
}

/** 9 random characters, like the plugin's button ids. */
function uniqId(): string {
  return Array.from(randomBytes(9), (byte) => (byte % 36).toString(36)).join('');
}

function buttonData(id: string, product: ProductRow, customAmount: boolean, currency: ShopCurrency): Record<string, unknown> {
  return {
    uniq_id: id,
    product_id: product.id,
    iframe_url: `${PAYMENT_BOX_BASE}?product_id=${product.id}`,
    preload: false,
    prefetch: false,
    show_custom_amount_input: customAmount,
    thankyou_page_url: '',
    currency: currency.code,
    zeroCents: ZERO_CENTS,
    attachToElement: null,
    doSelfSubmit: false,
    // As Stripe Payments prints it: no minimum for the page to check. A chosen amount below the price is the
    // shop's to refuse (domain/buy-now.ts), and the payment box shows its message.
  };
}

function purchaseForm(id: string, product: ProductRow, label: string, amountField: SafeHtml | ''): SafeHtml {
  return html`<form id="asp_ng_form_${id}" class="asp-stripe-form" action="${PURCHASE_PATH}" method="post">
<input type="hidden" name="asp_product_id" value="${product.id}">
${amountField}
<div class="asp-child-hidden-fields" style="display: none !important;"></div>
<div id="asp-all-buttons-container-${id}" class="asp_all_buttons_container"><div class="asp_product_buy_btn_container"><button id="asp_ng_button_${id}" type="submit" class="asp_product_buy_btn button" disabled><span>${label}</span></button></div></div>
</form>`;
}

/** The payment box address for `product`, as a link: the payment box slug, or `?asp_action=show_pp`. */
function boxLink(product: ProductRow, linkStyle: 'slug' | 'show_pp'): string {
  return linkStyle === 'slug' ? `${PAYMENT_BOX_BASE}?product_id=${product.id}` : `/?asp_action=show_pp&product_id=${product.id}`;
}

/** What every page with a buy-now trigger prints (Stripe Payments' wpASPNG), and its buttons' data. */
function buyNowSettings(buttons: Record<string, unknown>[]): Record<string, unknown> {
  return {
    wpASPNG: { iframeUrl: PAYMENT_BOX_BASE, ppSlug: 'asp-payment-box', prefetch: '0', ckey: '' },
    wpaspInitOnDocReady: buttons,
  };
}

/**
 * The pop-up's markup, printed once on every page that loads the buy-now widget (the layout prints it), as the
 * WordPress plugin prints it with the first button: the widget copies it for each pop-up (its view/dialog.ts).
 * Checked against the widget's `fixtures/popup-template.ts` by buy-now.test.ts.
 */
export function buyNowPopupTemplate(): SafeHtml {
  return html`<template id="shop-islands-buy-now-popup"><dialog class="asp-popup-iframe-cont" role="dialog" aria-label="${'Payment'}" hidden=""><button type="button" class="asp-popup-close" aria-label="${'Close'}">×</button><iframe class="asp-popup-iframe" title="${'Payment form'}" allow="payment"></iframe><span class="asp-popup-guard" tabindex="0"></span></dialog></template>`;
}

/** Can `product` be bought with a buy-now button, and at what price. */
function sellable(db: Db, product: ProductRow): number | null {
  if (!buyNowProduct(db, product.id).ok) return null;
  return activePrice(product);
}

/**
 * The one buy-now button a shop shows on a product page, under the basket button: the product at its price
 * (`[asp_product]`'s button). Null when the product cannot be bought that way.
 */
export function buyNowButton(db: Db, product: ProductRow): BuyNowBlock | null {
  const price = sellable(db, product);
  if (price === null) return null;
  const currency = currencyOf(db);
  const id = uniqId();
  return {
    content: html`<div class="asp-buy-now">${purchaseForm(id, product, `Buy now for ${formatPlain(price, currency)}`, '')}</div>`,
    settings: buyNowSettings([buttonData(id, product, false, currency)]),
  };
}

/** A link to the payment box for `product` (as a post links to it), or null when it cannot be bought that way. */
export function buyNowLink(db: Db, product: ProductRow, linkStyle: 'slug' | 'show_pp'): BuyNowBlock | null {
  if (sellable(db, product) === null) return null;
  return {
    content: html`<section class="asp-buy-now" aria-label="Buy ${product.name}"><p><a class="asp-buy-now-link" href="${boxLink(product, linkStyle)}">Pay for ${product.name} by card</a></p></section>`,
    settings: buyNowSettings([]),
  };
}

/**
 * The buy-now showcase: each kind of Stripe Payments trigger the buy-now widget serves, for `product`, with a
 * line on what it shows. A fixed price, the shopper's own amount, a link to the payment box and an
 * `asp-attach-product-{id}` element with a data price (a gift price).
 */
export function buyNowShowcase(db: Db, product: ProductRow): BuyNowBlock | null {
  const price = sellable(db, product);
  if (price === null) return null;
  const currency = currencyOf(db);
  const plain = uniqId();
  const custom = uniqId();
  const gift = price + minorUnits(5, currency);
  const giftPrice = formatDecimal(gift, currency).replace(/,/g, '');
  const amountField = html`<div class="asp_product_item_amount_input_container"><label for="stripeAmount_${custom}">Your amount (${currency.symbol}, at least ${formatPlain(price, currency)})</label>
<input type="text" inputmode="decimal" autocomplete="off" class="asp_product_item_amount_input" id="stripeAmount_${custom}" name="stripeAmount" value="">
<span id="error_explanation_${custom}" class="asp_error_explanation" role="alert"></span></div>`;
  const variant = (id: string, title: string, line: SafeHtml | string, trigger: SafeHtml): SafeHtml =>
    html`<section class="asp-buy-now-variant" aria-labelledby="asp-variant-${id}"><h2 id="asp-variant-${id}">${title}</h2><p class="asp-buy-now-variant__what">${line}</p>${trigger}</section>`;
  return {
    content: html`<div class="asp-buy-now-showcase">
${variant('fixed', 'A fixed price', html`The product at its price, as Stripe Payments' <code>[asp_product]</code> prints it: the pop-up charges ${formatPlain(price, currency)}.`, purchaseForm(plain, product, `Buy now for ${formatPlain(price, currency)}`, ''))}
${variant('amount', "The shopper's own amount", html`The shopper chooses what to pay, at least the price. The amount is checked before the pop-up opens ('Enter valid amount' when it is not one), and Enter in the field buys.`, purchaseForm(custom, product, 'Pay what you want', amountField))}
${variant('link', 'A link to the payment box', html`Any link to the payment box page opens the pop-up instead of leaving the page; without JavaScript it leads to the payment box itself.`, html`<p><a class="asp-buy-now-link" href="${boxLink(product, 'slug')}">Pay for ${product.name} by card</a></p>`)}
${variant('gift', 'A gift price', html`Any element with the class <code>asp-attach-product-${product.id}</code> opens the pop-up; its <code>data-asp-price</code> sets the amount, here the price and ${formatPlain(minorUnits(5, currency), currency)} gift wrapping.`, html`<p><button type="button" class="button asp-attach-product-${product.id}" data-asp-price="${giftPrice}">Buy ${product.name} as a gift (${formatPlain(gift, currency)})</button></p>`)}
</div>`,
    settings: buyNowSettings([buttonData(plain, product, false, currency), buttonData(custom, product, true, currency)]),
  };
}

/** The product the blog's buy-now box sells: the Beanie, or the first simple product on sale to anyone. */
export function blogBuyNowProduct(db: Db): ProductRow | undefined {
  return (
    getProductBySlug(db, 'beanie') ??
    (db
      .prepare("SELECT * FROM products WHERE type = 'simple' AND status = 'publish' AND stock_status != 'outofstock' AND COALESCE(sale_price, regular_price) IS NOT NULL ORDER BY id LIMIT 1")
      .get() as ProductRow | undefined)
  );
}
