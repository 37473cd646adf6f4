/**
 * The shopper-facing side of failed requests (the failure itself is http.ts's RequestError).
 */
import { __ } from '@wordpress/i18n';
import { isRequestError } from './request-error.ts';
import { TEXT_DOMAIN } from './i18n.ts';

export { isRequestError, RequestError, type RequestFailure } from './request-error.ts';

/** The shopper-facing text for a failed request (SPEC 8.3: request timeout, request aborted, other request failure). */
export function requestErrorMessage(error: unknown): string {
  if (isRequestError(error) && error.failure === 'timeout') {
    return __('A timeout occurred while connecting to the server. Please try again.', TEXT_DOMAIN);
  }
  if (isAbortedRequest(error)) {
    return __('The connection to the server was aborted. Please try again.', TEXT_DOMAIN);
  }
  return __('An error occurred while connecting to the server. Please try again.', TEXT_DOMAIN);
}

/** True when the request was cancelled on purpose (a newer request replaced it); callers usually ignore these. */
/**
 * No answer came (the network failed, the request timed out or was aborted): what SPEC 8.3's three texts are
 * for. An HTTP error or a page that is not the expected answer did come from the server: not this.
 */
export function isConnectionFailure(error: unknown): boolean {
  return isRequestError(error) && (error.failure === 'network' || error.failure === 'timeout' || error.failure === 'aborted');
}

export function isAbortedRequest(error: unknown): boolean {
  return isRequestError(error) && error.failure === 'aborted';
}
