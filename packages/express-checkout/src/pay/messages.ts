/**
 * The shopper-facing text of a failed express payment (SPEC 8.3): the configured message for the error's
 * code, else the error's own message, else 'An unknown error occurred.'; request failures get their own
 * texts (core's requestErrorMessage). Server messages may carry HTML: only their text is shown.
 */
import { TEXT_DOMAIN } from '@shop-islands/core/i18n';
import { RequestError, requestErrorMessage } from '@shop-islands/core/request-errors';
import { StoreApiError } from '@shop-islands/core/store-api';
import { __ } from '@wordpress/i18n';

/** SPEC 8.3's messages for the error codes a wallet payment can end in. */
function codeMessage(code: string): string | null {
  switch (code) {
    case 'card_declined': return __('The card was declined.', TEXT_DOMAIN);
    case 'insufficient_funds': return __('Your card has insufficient funds.', TEXT_DOMAIN);
    case 'expired_card': return __('The card has expired.', TEXT_DOMAIN);
    case 'incorrect_cvc': return __("The card's security code is incorrect.", TEXT_DOMAIN);
    case 'processing_error': return __('An error occurred while processing the card.', TEXT_DOMAIN);
    case 'invalid_request_error': return __('Unable to process this payment, please try again or use alternative method.', TEXT_DOMAIN);
    case 'invalid_wallet_type': return __('Invalid wallet payment type, please try again or use an alternative method.', TEXT_DOMAIN);
    case 'payment_intent_authentication_failure': return __('We are unable to authenticate your payment method. Please choose a different payment method and try again.', TEXT_DOMAIN);
    default: return null;
  }
}

export const unknownErrorText = (): string => __('An unknown error occurred.', TEXT_DOMAIN);

/** The text of server HTML (a Store API message is escaped HTML): tags dropped, entities read, nothing run. */
export function plainText(html: string): string {
  if (!/[<&]/.test(html)) return html;
  return new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';
}

/** A Stripe.js error ({type, code, message}), a shop answer or a failed request, as the message the shopper sees. */
export function paymentErrorMessage(error: unknown): string {
  if (error instanceof StoreApiError) return plainText(error.message) || unknownErrorText();
  if (error instanceof RequestError) return requestErrorMessage(error);
  if (typeof error === 'object' && error !== null) {
    const { code, decline_code: decline, type, message } = error as { code?: unknown; decline_code?: unknown; type?: unknown; message?: unknown };
    const byCode = [decline, code, type].map((c) => (typeof c === 'string' ? codeMessage(c) : null)).find((m) => m !== null);
    if (byCode) return byCode;
    if (typeof message === 'string' && message.trim() !== '') return plainText(message);
  }
  return unknownErrorText();
}
