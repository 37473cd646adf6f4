import type { Db } from '../db/open.ts';
import { statement } from '../db/statements.ts';
import { currencyByCode, DEFAULT_CURRENCY, isCurrencyCode, SHOP_CURRENCIES, type ShopCurrency } from './money.ts';

/**
 * The shop's settings, stored in its database like WordPress's options. The currency is chosen when the
 * database is created (`--currency`, `SHOP_CURRENCY`): every price in it (catalogue, shipping, coupons,
 * orders) is in that currency's minor units, so a database keeps the currency it was made with, as a
 * WooCommerce store does not convert its prices when its currency setting changes.
 */
export interface ShopSettings {
  readonly currency: ShopCurrency;
}

/**
 * WooCommerce's checkout options, as the demo shop sets them (Settings → Accounts & Privacy, General,
 * Advanced): guests may check out, and may create an account there with a password they choose; the
 * checkout reminds returning customers to log in; coupons are on; a terms page is set.
 */
export const CHECKOUT_OPTIONS = {
  /** woocommerce_enable_guest_checkout */
  guestCheckout: true,
  /** woocommerce_enable_signup_and_login_from_checkout */
  registrationAtCheckout: true,
  /** woocommerce_enable_checkout_login_reminder */
  loginReminder: true,
  /** woocommerce_registration_generate_password = no: the shopper types a password. */
  generatePassword: false,
  /** woocommerce_enable_coupons */
  couponsEnabled: true,
  /** woocommerce_terms_page_id is set. */
  termsPage: true,
} as const;

function readOption(db: Db, name: string): string | undefined {
  return (statement(db, 'SELECT value FROM options WHERE name = ?').get(name) as { value: string } | undefined)?.value;
}

/**
 * The shop's settings; a new database takes the requested currency (default GBP). Asking an existing
 * database for another currency is refused: its prices were written in the one it has.
 */
export function openShopSettings(db: Db, requestedCurrency?: string): ShopSettings {
  if (requestedCurrency !== undefined && !isCurrencyCode(requestedCurrency)) {
    throw new Error(`--currency must be one of ${Object.keys(SHOP_CURRENCIES).join(', ')}, got "${requestedCurrency}"`);
  }
  const stored = readOption(db, 'woocommerce_currency');
  if (stored === undefined) {
    statement(db, 'INSERT INTO options (name, value) VALUES (?, ?)').run('woocommerce_currency', requestedCurrency ?? DEFAULT_CURRENCY);
  } else if (requestedCurrency !== undefined && requestedCurrency !== stored) {
    throw new Error(`This database's prices are in ${stored}; start it with --currency ${stored}, or use a fresh database for ${requestedCurrency}`);
  }
  return { currency: currencyOf(db) };
}

/** The currency the shop in this database sells in (GBP until openShopSettings chose one). */
export function currencyOf(db: Db): ShopCurrency {
  return currencyByCode(readOption(db, 'woocommerce_currency') ?? DEFAULT_CURRENCY);
}
