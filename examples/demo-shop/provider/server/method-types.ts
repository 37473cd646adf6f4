import type { MethodBehaviour } from './types.ts';

/** Methods that send the shopper to an authorisation page and back to return_url. */
export const REDIRECT_METHODS: readonly string[] = [
  'ideal', 'eps', 'p24', 'bancontact', 'giropay', 'sofort', 'klarna', 'affirm', 'afterpay_clearpay',
  'alipay', 'paypal', 'twint', 'mobilepay', 'revolut_pay', 'amazon_pay', 'grabpay', 'fpx',
];
/** Methods that show a voucher to pay later. */
export const VOUCHER_METHODS: readonly string[] = ['boleto', 'multibanco', 'oxxo'];
/** Methods approved in a wallet app by scanning a QR code. */
export const WALLET_METHODS: readonly string[] = ['wechat_pay', 'cashapp'];
/** Debits that settle later: the intent stays processing. */
export const DELAYED_METHODS: readonly string[] = ['sepa_debit', 'bacs_debit', 'au_becs_debit', 'us_bank_account', 'acss_debit'];

export function methodTypeBehaviour(type: string): MethodBehaviour {
  if (REDIRECT_METHODS.includes(type)) return 'redirect';
  if (VOUCHER_METHODS.includes(type)) return 'voucher';
  if (WALLET_METHODS.includes(type)) return 'wallet';
  if (DELAYED_METHODS.includes(type)) return 'processing';
  return 'succeed';
}
