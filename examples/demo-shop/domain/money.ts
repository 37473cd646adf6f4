import { formatPrice, type Currency } from '@shop-islands/core/money';

/**
 * The currencies the demo can sell in, as WooCommerce's currency settings describe them (and as the Store
 * API prints them in its currency_* fields): GBP and EUR with 2 decimals, JPY with none. Amounts are
 * integers in the currency's minor units everywhere; they are printed by core's one formatter.
 */
export const SHOP_CURRENCIES = {
  GBP: { code: 'GBP', symbol: '£', symbolHtml: '&pound;', minorUnit: 2, decimalSeparator: '.', thousandSeparator: ',', prefix: '£', suffix: '' },
  EUR: { code: 'EUR', symbol: '€', symbolHtml: '&euro;', minorUnit: 2, decimalSeparator: '.', thousandSeparator: ',', prefix: '€', suffix: '' },
  JPY: { code: 'JPY', symbol: '¥', symbolHtml: '&yen;', minorUnit: 0, decimalSeparator: '.', thousandSeparator: ',', prefix: '¥', suffix: '' },
} as const satisfies Record<string, Currency & { symbolHtml: string }>;

/** Store currency settings (GBP, en-GB), as WooCommerce reports them. */
export const CURRENCY = SHOP_CURRENCIES.GBP;

/** 123456 → '1,234.56' (GBP); 1235 → '1,235' (JPY): the number without the symbol. */
export function formatDecimal(minor: number): string {
  return formatPrice(Math.round(minor), { ...CURRENCY, prefix: '', suffix: '' });
}

/** Plain text, e.g. '£18.00' ('-£5.00' when negative, as wc_price prints it). */
export function formatPlain(minor: number): string {
  return formatPrice(Math.round(minor), CURRENCY);
}

/** wc_price(): the amount span WooCommerce prints. */
export function priceHtml(minor: number): string {
  return `<span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">${CURRENCY.symbolHtml}</span>${formatDecimal(minor)}</bdi></span>`;
}

/** wc_format_sale_price(): struck-through regular price, then the sale price, with screen-reader texts. */
export function salePriceHtml(regular: number, sale: number): string {
  return (
    `<del aria-hidden="true">${priceHtml(regular)}</del> ` +
    `<span class="screen-reader-text">Original price was: ${formatPlain(regular)}.</span>` +
    `<ins aria-hidden="true">${priceHtml(sale)}</ins>` +
    `<span class="screen-reader-text">Current price is: ${formatPlain(sale)}.</span>`
  );
}

/** wc_format_price_range() */
export function priceRangeHtml(min: number, max: number): string {
  return (
    `<span aria-hidden="true">${priceHtml(min)} &ndash; ${priceHtml(max)}</span>` +
    `<span class="screen-reader-text">Price range: ${formatPlain(min)} through ${formatPlain(max)}</span>`
  );
}
