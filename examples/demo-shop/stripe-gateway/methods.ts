/**
 * The demo's model of the WooCommerce Stripe Gateway's payment method types (WC_Stripe_UPE_Payment_Method_*):
 * all 22 of SPEC 1 enabled, each with its title, the billing countries it is offered in (empty: every
 * country), the currencies it takes, whether it can be saved and whether it defers its intent. The gateway
 * offers a method only in a currency it takes (is_available), and the page says which countries.
 */

export interface StripeMethod {
  readonly type: string;
  readonly title: string;
  readonly countries: readonly string[];
  /** Empty: any currency. */
  readonly currencies: readonly string[];
  readonly reusable: boolean;
  readonly deferred: boolean;
  readonly description: string;
  /** BNPL limits per currency in minor units (the gateway's limits_per_currency). */
  readonly limits?: Readonly<Record<string, { min: number; max: number }>>;
}

const EUR = ['EUR'];
const SEPA = ['AD', 'AT', 'BE', 'BG', 'CH', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GB', 'GI', 'GR', 'HR', 'HU', 'IE', 'IS', 'IT', 'LI', 'LT', 'LU', 'LV', 'MC', 'MT', 'NL', 'NO', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK', 'SM', 'VA'];
const KLARNA = ['AT', 'AU', 'BE', 'CA', 'CH', 'CZ', 'DE', 'DK', 'ES', 'FI', 'FR', 'GB', 'GR', 'IE', 'IT', 'NL', 'NO', 'NZ', 'PL', 'PT', 'RO', 'SE', 'US'];

const method = (type: string, title: string, countries: readonly string[], currencies: readonly string[], reusable: boolean, extra: Partial<StripeMethod> = {}): StripeMethod => ({
  type, title, countries, currencies, reusable, deferred: true, description: '', ...extra,
});

/** In the order SPEC 1 lists them. */
export const STRIPE_METHODS: readonly StripeMethod[] = [
  method('blik', 'BLIK', ['PL'], ['PLN'], false, { deferred: false }),
  method('card', 'Credit / Debit Card', [], [], true, { description: 'Pay with your credit card.' }),
  method('us_bank_account', 'ACH Direct Debit', ['US'], ['USD'], true),
  method('au_becs_debit', 'BECS Direct Debit', ['AU'], ['AUD'], true),
  method('giropay', 'giropay', ['DE'], EUR, false),
  method('eps', 'EPS', ['AT'], EUR, false),
  method('ideal', 'iDEAL | Wero', ['NL'], EUR, false),
  method('p24', 'Przelewy24', ['PL'], ['EUR', 'PLN'], false),
  method('sepa_debit', 'SEPA Direct Debit', SEPA, EUR, true),
  method('sofort', 'Sofort', ['AT', 'BE', 'DE', 'ES', 'IT', 'NL'], EUR, true),
  method('boleto', 'Boleto', ['BR'], ['BRL'], false),
  method('oxxo', 'OXXO', ['MX'], ['MXN'], false),
  method('bancontact', 'Bancontact', ['BE'], EUR, false),
  method('alipay', 'Alipay', [], ['AUD', 'CAD', 'CNY', 'EUR', 'GBP', 'HKD', 'JPY', 'MYR', 'NZD', 'SGD', 'USD'], false),
  method('multibanco', 'Multibanco', ['PT'], EUR, false),
  method('klarna', 'Klarna', KLARNA, ['AUD', 'CAD', 'CHF', 'CZK', 'DKK', 'EUR', 'GBP', 'NOK', 'NZD', 'PLN', 'RON', 'SEK', 'USD'], true),
  method('affirm', 'Affirm', ['US', 'CA'], ['CAD', 'USD'], false, { limits: { USD: { min: 5_000, max: 3_000_000 }, CAD: { min: 5_000, max: 3_000_000 } } }),
  method('afterpay_clearpay', 'Clearpay', ['AU', 'CA', 'GB', 'NZ', 'US'], ['AUD', 'CAD', 'GBP', 'NZD', 'USD'], false, { limits: { GBP: { min: 100, max: 120_000 }, USD: { min: 100, max: 400_000 }, AUD: { min: 100, max: 200_000 } } }),
  method('wechat_pay', 'WeChat Pay', [], ['AUD', 'CAD', 'CHF', 'CNY', 'DKK', 'EUR', 'GBP', 'HKD', 'JPY', 'NOK', 'SEK', 'SGD', 'USD'], false),
  method('cashapp', 'Cash App Pay', ['US'], ['USD'], true),
  method('acss_debit', 'Pre-Authorized Debit', ['CA'], ['CAD'], true, { deferred: false }),
  method('bacs_debit', 'Bacs Direct Debit', ['GB'], ['GBP'], true),
];

export const CARD_TYPE = 'card';
/** The gateway's id, and each method type's (`stripe_{type}`, the card's being `stripe`). */
export const STRIPE_GATEWAY_ID = 'stripe';
export const gatewayIdOf = (type: string): string => (type === CARD_TYPE ? STRIPE_GATEWAY_ID : `${STRIPE_GATEWAY_ID}_${type}`);

export function methodOfGateway(gatewayId: string): StripeMethod | undefined {
  return STRIPE_METHODS.find((m) => gatewayIdOf(m.type) === gatewayId);
}

/** The gateway offers a method in a currency it takes and, for BNPL, within its limits (WC_Stripe_UPE_Payment_Method::is_available). */
export function availableFor(m: StripeMethod, currency: string, total: number): boolean {
  if (m.currencies.length > 0 && !m.currencies.includes(currency)) return false;
  const range = m.limits?.[currency];
  return !range || total <= 0 || (total >= range.min && total <= range.max);
}

export const isReusable = (type: string): boolean => STRIPE_METHODS.find((m) => m.type === type)?.reusable === true;

export const VOUCHER_TYPES = ['boleto', 'multibanco', 'oxxo'];
export const WALLET_TYPES = ['wechat_pay', 'cashapp'];
