import { formatPrice, toMinorUnits, type Currency } from '@shop-islands/core/money';

/**
 * The currencies a demo shop can sell in, as WooCommerce's currency settings describe them (and as the Store
 * API prints them in its currency_* fields): GBP, EUR, BRL and PLN with 2 decimals, JPY with none. A shop sells in one
 * of them (`--currency`, domain/shop-settings.ts); amounts are integers in that currency's minor units
 * everywhere, and are printed by core's one formatter.
 */
export const SHOP_CURRENCIES = {
  GBP: { code: 'GBP', symbol: '£', minorUnit: 2, decimalSeparator: '.', thousandSeparator: ',', prefix: '£', suffix: '' },
  EUR: { code: 'EUR', symbol: '€', minorUnit: 2, decimalSeparator: '.', thousandSeparator: ',', prefix: '€', suffix: '' },
  JPY: { code: 'JPY', symbol: '¥', minorUnit: 0, decimalSeparator: '.', thousandSeparator: ',', prefix: '¥', suffix: '' },
  // For the payment methods that take only their own currency (boleto in reais, BLIK in złoty).
  BRL: { code: 'BRL', symbol: 'R$', minorUnit: 2, decimalSeparator: ',', thousandSeparator: '.', prefix: 'R$', suffix: '' },
  PLN: { code: 'PLN', symbol: 'zł', minorUnit: 2, decimalSeparator: ',', thousandSeparator: ' ', prefix: '', suffix: ' zł' },
} as const satisfies Record<string, Currency>;

export type CurrencyCode = keyof typeof SHOP_CURRENCIES;
export type ShopCurrency = (typeof SHOP_CURRENCIES)[CurrencyCode];

/** The shop's currency when none is chosen (a GB shop, en-GB). */
export const DEFAULT_CURRENCY: CurrencyCode = 'GBP';

export function isCurrencyCode(code: string): code is CurrencyCode {
  return Object.hasOwn(SHOP_CURRENCIES, code);
}

/** The currency with this code; an order stores its code, so its own pages print it in the currency it was placed in. */
export function currencyByCode(code: string): ShopCurrency {
  if (!isCurrencyCode(code)) throw new Error(`Unknown currency "${code}": the demo sells in ${Object.keys(SHOP_CURRENCIES).join(', ')}`);
  return SHOP_CURRENCIES[code];
}

/** 123456 → '1,234.56' (GBP); 1235 → '1,235' (JPY): the number without the symbol. */
export function formatDecimal(minor: number, currency: ShopCurrency): string {
  return formatPrice(Math.round(minor), { ...currency, prefix: '', suffix: '' });
}

/** Plain text, e.g. '£18.00' ('-£5.00' when negative, as wc_price prints it). */
export function formatPlain(minor: number, currency: ShopCurrency): string {
  return formatPrice(Math.round(minor), currency);
}

/**
 * A setting written in the currency's major units, as a shop owner types it in WooCommerce ('5' for a
 * £5 flat rate), in minor units: 500 in GBP, 5 in JPY.
 */
export function minorUnits(major: number, currency: ShopCurrency): number {
  return toMinorUnits(major, currency.minorUnit);
}

/** Stripe's zero-decimal currencies among those the demo sells in (WC_Stripe_Currency_Code::NO_DECIMAL_CURRENCY_CODES). */
const STRIPE_ZERO_DECIMAL: readonly string[] = ['JPY'];

/** WC_Stripe_Helper::get_stripe_amount(): an amount in the shop's minor units in Stripe's (the same for GBP, EUR and JPY). */
export function stripeAmount(minor: number, currency: ShopCurrency): number {
  const stripeDecimals = STRIPE_ZERO_DECIMAL.includes(currency.code) ? 0 : 2;
  return Math.round(minor * 10 ** (stripeDecimals - currency.minorUnit));
}
