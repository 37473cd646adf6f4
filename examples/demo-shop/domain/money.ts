/** Store currency settings (GBP, en-GB), as WooCommerce reports them. */
export const CURRENCY = {
  code: 'GBP',
  symbol: '£',
  symbolHtml: '&pound;',
  minorUnit: 2,
  decimalSeparator: '.',
  thousandSeparator: ',',
  prefix: '£',
  suffix: '',
} as const;

/** 123456 → '1,234.56' */
export function formatDecimal(minor: number): string {
  const negative = minor < 0;
  const abs = Math.abs(Math.round(minor));
  const major = Math.floor(abs / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, CURRENCY.thousandSeparator);
  const cents = String(abs % 100).padStart(2, '0');
  return `${negative ? '-' : ''}${major}${CURRENCY.decimalSeparator}${cents}`;
}

/** Plain text, e.g. '£18.00'. */
export function formatPlain(minor: number): string {
  return `${CURRENCY.symbol}${formatDecimal(minor)}`;
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
