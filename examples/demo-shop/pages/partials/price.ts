/** WooCommerce's price markup: wc_price(), wc_format_sale_price(), wc_format_price_range(), get_price_html(). */
import type { Db } from '../../db/open.ts';
import { productPrice, type ProductRow } from '../../domain/catalogue.ts';
import { CURRENCY, formatDecimal, formatPlain } from '../../domain/money.ts';
import { html, type SafeHtml } from '../html.ts';

/** wc_price(): the amount span WooCommerce prints. */
export function priceHtml(minor: number): SafeHtml {
  return html`<span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">${CURRENCY.symbol}</span>${formatDecimal(minor)}</bdi></span>`;
}

/** wc_format_sale_price(): struck-through regular price, then the sale price, with screen-reader texts. */
export function salePriceHtml(regular: number, sale: number): SafeHtml {
  return html`<del aria-hidden="true">${priceHtml(regular)}</del> <span class="screen-reader-text">Original price was: ${formatPlain(regular)}.</span><ins aria-hidden="true">${priceHtml(sale)}</ins><span class="screen-reader-text">Current price is: ${formatPlain(sale)}.</span>`;
}

/** wc_format_price_range() */
export function priceRangeHtml(min: number, max: number): SafeHtml {
  return html`<span aria-hidden="true">${priceHtml(min)} &ndash; ${priceHtml(max)}</span><span class="screen-reader-text">Price range: ${formatPlain(min)} through ${formatPlain(max)}</span>`;
}

/** get_price_html() of a product. */
export function productPriceHtml(db: Db, p: ProductRow): SafeHtml {
  const price = productPrice(db, p);
  switch (price.kind) {
    case 'none':
      return html``;
    case 'single':
      return priceHtml(price.amount);
    case 'sale':
      return salePriceHtml(price.regular, price.sale);
    case 'range':
      return priceRangeHtml(price.min, price.max);
  }
}
