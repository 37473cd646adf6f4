/**
 * Where Stripe accepts each method type: the presentment currencies it takes and, for buy-now-pay-later
 * methods, the order amounts per currency (minor units, inclusive). Stripe's documented limits; the gateway's
 * server checks the same when it renders the page, the extension keeps them true as the cart changes.
 */

export interface AmountRange {
  readonly min: number;
  readonly max: number;
}

export interface MethodConstraints {
  /** Upper-case ISO codes; absent: any currency. */
  readonly currencies?: readonly string[];
  readonly amounts?: Readonly<Record<string, AmountRange>>;
}

const EUR = ['EUR'];

export const METHOD_CONSTRAINTS: Readonly<Record<string, MethodConstraints>> = {
  blik: { currencies: ['PLN'] },
  us_bank_account: { currencies: ['USD'] },
  au_becs_debit: { currencies: ['AUD'] },
  giropay: { currencies: EUR },
  eps: { currencies: EUR },
  ideal: { currencies: EUR },
  p24: { currencies: ['EUR', 'PLN'] },
  sepa_debit: { currencies: EUR },
  sofort: { currencies: EUR },
  boleto: { currencies: ['BRL'] },
  oxxo: { currencies: ['MXN'] },
  bancontact: { currencies: EUR },
  alipay: { currencies: ['AUD', 'CAD', 'CNY', 'EUR', 'GBP', 'HKD', 'JPY', 'MYR', 'NZD', 'SGD', 'USD'] },
  multibanco: { currencies: EUR },
  klarna: { currencies: ['AUD', 'CAD', 'CHF', 'CZK', 'DKK', 'EUR', 'GBP', 'NOK', 'NZD', 'PLN', 'RON', 'SEK', 'USD'] },
  affirm: { currencies: ['CAD', 'USD'], amounts: { USD: { min: 5_000, max: 3_000_000 }, CAD: { min: 5_000, max: 3_000_000 } } },
  afterpay_clearpay: {
    currencies: ['AUD', 'CAD', 'GBP', 'NZD', 'USD'],
    amounts: { AUD: { min: 100, max: 200_000 }, CAD: { min: 100, max: 200_000 }, GBP: { min: 100, max: 120_000 }, NZD: { min: 100, max: 200_000 }, USD: { min: 100, max: 400_000 } },
  },
  wechat_pay: { currencies: ['AUD', 'CAD', 'CHF', 'CNY', 'DKK', 'EUR', 'GBP', 'HKD', 'JPY', 'NOK', 'SEK', 'SGD', 'USD'] },
  cashapp: { currencies: ['USD'] },
  acss_debit: { currencies: ['CAD'] },
  bacs_debit: { currencies: ['GBP'] },
};
