import { __ } from '@wordpress/i18n';
import { TEXT_DOMAIN } from './i18n.ts';

/** Why a request to the shop did not give a usable answer. */
export type RequestFailure = 'timeout' | 'aborted' | 'network' | 'status' | 'parse';

export class RequestError extends Error {
  constructor(
    readonly failure: RequestFailure,
    readonly url: string,
    readonly status: number | null = null,
    readonly body: string | null = null,
  ) {
    super(`${failure} failure for ${url}${status === null ? '' : ` (HTTP ${status})`}`);
    this.name = 'RequestError';
  }
}

/** The shopper-facing text for a failed request (SPEC 8.3: request timeout, request aborted, other request failure). */
export function requestErrorMessage(error: unknown): string {
  if (error instanceof RequestError && error.failure === 'timeout') {
    return __('A timeout occurred while connecting to the server. Please try again.', TEXT_DOMAIN);
  }
  if (error instanceof RequestError && error.failure === 'aborted') {
    return __('The connection to the server was aborted. Please try again.', TEXT_DOMAIN);
  }
  return __('An error occurred while connecting to the server. Please try again.', TEXT_DOMAIN);
}

/** True when the request was cancelled on purpose (a newer request replaced it); callers usually ignore these. */
export function isAbortedRequest(error: unknown): boolean {
  return error instanceof RequestError && error.failure === 'aborted';
}
