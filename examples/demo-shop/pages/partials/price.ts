/** WooCommerce's price markup: wc_price(), wc_format_sale_price(), wc_format_price_range(), get_price_html(). */
import type { Db } from '../../db/open.ts';
import { productPrice, type ProductRow } from '../../domain/catalogue.ts';
import { formatDecimal, formatPlain, type ShopCurrency } from '../../domain/money.ts';
import { currencyOf } from '../../domain/shop-settings.ts';
import { html, type SafeHtml } from '../html.ts';

/** wc_price(): the amount span WooCommerce prints ('-' before the symbol when negative). */
export function priceHtml(minor: number, currency: ShopCurrency): SafeHtml {
  const sign = minor < 0 ? '-' : '';
  const symbol = html`<span class="woocommerce-Price-currencySymbol">${currency.symbol}</span>`;
  return html`<span class="woocommerce-Price-amount amount"><bdi>${sign}${currency.prefix ? symbol : ''}${formatDecimal(Math.abs(minor), currency)}${currency.suffix ? symbol : ''}</bdi></span>`;
}

/** wc_format_sale_price(): struck-through regular price, then the sale price, with screen-reader texts. */
export function salePriceHtml(regular: number, sale: number, currency: ShopCurrency): SafeHtml {
  return html`<del aria-hidden="true">${priceHtml(regular, currency)}</del> <span class="screen-reader-text">Original price was: ${formatPlain(regular, currency)}.</span><ins aria-hidden="true">${priceHtml(sale, currency)}</ins><span class="screen-reader-text">Current price is: ${formatPlain(sale, currency)}.</span>`;
}

/** wc_format_price_range() */
export function priceRangeHtml(min: number, max: number, currency: ShopCurrency): SafeHtml {
  return html`<span aria-hidden="true">${priceHtml(min, currency)} &ndash; ${priceHtml(max, currency)}</span><span class="screen-reader-text">Price range: ${formatPlain(min, currency)} through ${formatPlain(max, currency)}</span>`;
}

/** get_price_html() of a product, in the shop's currency. */
export function productPriceHtml(db: Db, p: ProductRow): SafeHtml {
  const price = productPrice(db, p);
  const currency = currencyOf(db);
  switch (price.kind) {
    case 'none':
      return html``;
    case 'single':
      return priceHtml(price.amount, currency);
    case 'sale':
      return salePriceHtml(price.regular, price.sale, currency);
    case 'range':
      return priceRangeHtml(price.min, price.max, currency);
  }
}
