/** BLIK: the six-digit code from the shopper's banking app (SPEC 5.4), typed in the gateway's own field. */

/** The field the gateway prints in BLIK's box (WC_Stripe_UPE_Payment_Method_BLIK::payment_fields). */
export const BLIK_CODE_FIELD = 'wc-stripe-blik-code';

/** A code of exactly six digits (spaces around it ignored). */
export function isValidBlikCode(code: string): boolean {
  return /^\d{6}$/.test(code.trim());
}
