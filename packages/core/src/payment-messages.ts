/**
 * Which message a shopper sees for a failed payment (SPEC 8.3), one choice for every widget: a failed request
 * to the shop gets SPEC 8.3's connection texts; otherwise the gateway's configured message for the error's code,
 * else the error's own message, else 'An unknown error occurred.'.
 */
import { __ } from '@wordpress/i18n';
import { TEXT_DOMAIN } from './i18n.ts';
import { isRequestError, requestErrorMessage } from './request-errors.ts';

export const unknownErrorText = (): string => __('An unknown error occurred.', TEXT_DOMAIN);
export const invalidWalletTypeText = (): string => __('Invalid wallet payment type, please try again or use an alternative method.', TEXT_DOMAIN);

/** The gateway's configured messages, keyed by error code (wc_stripe_upe_params' localized messages). */
export type ConfiguredMessages = Readonly<Record<string, string>>;

/** A failure as it reaches a widget: a Stripe error, an Error, a server's message, or a bare string. */
export interface PaymentError {
  readonly code?: string;
  readonly message?: string;
  readonly param?: string;
  readonly type?: string;
}

/** An error-like value read defensively (thrown values can be anything). */
export function asPaymentError(error: unknown): PaymentError | string | null {
  if (typeof error === 'string') return error;
  if (typeof error !== 'object' || error === null) return null;
  const { code, message, param, type } = error as Record<string, unknown>;
  const str = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);
  return { code: str(code), message: str(message), param: str(param), type: str(type) };
}

/**
 * The localized messages among the gateway's printed settings: lower-case code keys whose value is a sentence,
 * other than the settings a reader names in `notMessages`.
 */
export function configuredMessagesOf(value: Readonly<Record<string, unknown>>, notMessages: readonly string[] = []): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const [code, message] of Object.entries(value)) {
    if (notMessages.includes(code)) continue;
    if (/^[a-z]+(_[a-z0-9]+)*$/.test(code) && typeof message === 'string' && message.includes(' ')) messages[code] = message;
  }
  return messages;
}

/** SPEC 8.3's choice: a request failure's text; the configured message by code; the error's message; 'An unknown error occurred.'. */
export function messageFor(error: unknown, messages: ConfiguredMessages): string {
  if (isRequestError(error)) return requestErrorMessage(error);
  const read = asPaymentError(error);
  if (typeof read === 'string') return read || unknownErrorText();
  if (read?.code && messages[read.code]) return messages[read.code]!;
  return read?.message || unknownErrorText();
}
