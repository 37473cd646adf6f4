/**
 * Which message a shopper sees for a failure: core's choice (SPEC 8.3, messageFor); after a failed submit, a
 * provider error naming a required billing or shipping field that was left empty says which one (SPEC 5.4:
 * 'Billing Email is a required field.').
 */
import { isRequestError, requestErrorMessage } from '@shop-islands/core/request-errors';
import { asPaymentError, type PaymentError } from '@shop-islands/core/payment-messages';
import { paymentFailedText, requiredFieldText } from './texts.ts';

export { asPaymentError, messageFor, type PaymentError } from '@shop-islands/core/payment-messages';

/** Provider codes for a missing parameter (SPEC 5.4). */
export const MISSING_PARAMETER_CODES: readonly string[] = ['parameter_invalid_empty', 'parameter_missing', 'parameter_string_empty', 'parameter_string_blank'];

const capitalised = (word: string): string => (word ? word.charAt(0).toUpperCase() + word.slice(1) : word);

/**
 * The field a missing-parameter error names, as the shopper knows it ('billing_details[email]' after a
 * 'billing_' prefix → 'Billing Email'), or null when the error is not about a billing or shipping field.
 */
export function requiredFieldName(error: PaymentError): string | null {
  if (!error.code || !MISSING_PARAMETER_CODES.includes(error.code) || !error.param) return null;
  const prefix = /(billing|shipping)_/.exec(error.param)?.[1];
  const key = /\[([A-Za-z0-9]+)\]/.exec(error.param)?.[1];
  return prefix && key ? `${capitalised(prefix)} ${capitalised(key)}` : null;
}

/**
 * The message after a failed submit (SPEC 4.7 step 5): a missing required field by name, else the error's own
 * message, else 'Payment failed. Please try again.'. Codes with a configured message use it.
 */
export function submitErrorMessage(error: unknown, messages: Readonly<Record<string, string>>): string {
  if (isRequestError(error)) return requestErrorMessage(error);
  const read = asPaymentError(error);
  if (typeof read === 'string') return read || paymentFailedText();
  if (!read) return paymentFailedText();
  const field = requiredFieldName(read);
  if (field) return requiredFieldText(field);
  if (read.code && messages[read.code]) return messages[read.code]!;
  return read.message || paymentFailedText();
}
