/** Store currency settings (GBP, en-GB), as WooCommerce reports them. */
export const CURRENCY = {
  code: 'GBP',
  symbol: '£',
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
