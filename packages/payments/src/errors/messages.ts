/**
 * Which message a shopper sees for a failure (SPEC 8.3): the gateway's configured message for the error's code,
 * else the error's own message, else 'An unknown error occurred.'. A provider error naming a required billing or
 * shipping field that was left empty says which one (SPEC 5.4: 'Billing Email is a required field.').
 */
import { RequestError, requestErrorMessage } from '@shop-islands/core/request-errors';
import { paymentFailedText, requiredFieldText, unknownErrorText } from './texts.ts';

/** A failure as it reaches the extension: a Stripe error, an Error, a server's message, or a bare string. */
export interface PaymentError {
  readonly code?: string;
  readonly message?: string;
  readonly param?: string;
  readonly type?: string;
}

/** Provider codes for a missing parameter (SPEC 5.4). */
export const MISSING_PARAMETER_CODES: readonly string[] = ['parameter_invalid_empty', 'parameter_missing', 'parameter_string_empty', 'parameter_string_blank'];

const capitalised = (word: string): string => (word ? word.charAt(0).toUpperCase() + word.slice(1) : word);

/** An error-like value read defensively (thrown values can be anything). */
export function asPaymentError(error: unknown): PaymentError | string | null {
  if (typeof error === 'string') return error;
  if (typeof error !== 'object' || error === null) return null;
  const { code, message, param, type } = error as Record<string, unknown>;
  const str = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);
  return { code: str(code), message: str(message), param: str(param), type: str(type) };
}

/** SPEC 8.3's choice: configured message by code, then the error's message, then 'An unknown error occurred.'. */
export function messageFor(error: unknown, messages: Readonly<Record<string, string>>): string {
  // A request to the shop that failed: SPEC 8.3's timeout, aborted or connection texts.
  if (error instanceof RequestError) return requestErrorMessage(error);
  const read = asPaymentError(error);
  if (typeof read === 'string') return read || unknownErrorText();
  if (read?.code && messages[read.code]) return messages[read.code]!;
  return read?.message || unknownErrorText();
}

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
  if (error instanceof RequestError) return requestErrorMessage(error);
  const read = asPaymentError(error);
  if (typeof read === 'string') return read || paymentFailedText();
  if (!read) return paymentFailedText();
  const field = requiredFieldName(read);
  if (field) return requiredFieldText(field);
  if (read.code && messages[read.code]) return messages[read.code]!;
  return read.message || paymentFailedText();
}
