/**
 * The payment method types the extension handles (SPEC 1) and what each one is: its gateway id (the classic
 * radio's value), whether it can be saved for later, and how its payment is finished (in place, a redirect, a
 * voucher, a wallet app). Facts about Stripe's methods, spelt once.
 */

export const METHOD_TYPES = [
  'blik', 'card', 'us_bank_account', 'au_becs_debit', 'giropay', 'eps', 'ideal', 'p24', 'sepa_debit', 'sofort', 'boleto',
  'oxxo', 'bancontact', 'alipay', 'multibanco', 'klarna', 'affirm', 'afterpay_clearpay', 'wechat_pay', 'cashapp', 'acss_debit', 'bacs_debit',
] as const;

export type MethodType = (typeof METHOD_TYPES)[number];

export const CARD = 'card';
export const BLIK = 'blik';
export const CASHAPP = 'cashapp';
/** Stripe's Link, offered inside the card's form when the shop enables it (SPEC 1: 'used together with card'). */
export const LINK = 'link';

/** Voucher methods: a voucher is shown after the order (SPEC 2.13, 4.9). */
export const VOUCHER_TYPES: readonly string[] = ['boleto', 'multibanco', 'oxxo'];
/** Wallet methods: the shopper approves in an app (SPEC 2.13, 4.9). */
export const WALLET_TYPES: readonly string[] = ['wechat_pay', 'cashapp'];

/** Methods that can never be saved for reuse: the 'save payment method' option hides for them (SPEC 4.10). */
export const NON_REUSABLE_TYPES: readonly string[] = ['alipay', 'affirm', 'afterpay_clearpay', 'au_becs_debit', 'boleto', 'eps', 'giropay', 'multibanco', 'p24', 'oxxo', 'wechat_pay'];

export function isMethodType(value: string): value is MethodType {
  return (METHOD_TYPES as readonly string[]).includes(value);
}

/** The gateway id of a type: `{gatewayId}_{type}`, except the card, whose gateway id is the gateway's own (SPEC 1). */
export function gatewayIdOf(type: string, gatewayId: string): string {
  return type === CARD ? gatewayId : `${gatewayId}_${type}`;
}

/**
 * The type a classic radio stands for: `payment_method_{gatewayId}_{type}`, the card's being
 * `payment_method_{gatewayId}` (SPEC 2.9). Null for another gateway's radio.
 */
export function typeOfRadio(radioId: string, gatewayId: string, types: readonly string[]): string | null {
  if (radioId === `payment_method_${gatewayId}`) return types.includes(CARD) ? CARD : null;
  const prefix = `payment_method_${gatewayId}_`;
  if (!radioId.startsWith(prefix)) return null;
  const type = radioId.slice(prefix.length);
  return types.includes(type) ? type : null;
}
