import type { StripeApiError } from '../errors.ts';
import { invalidRequest } from '../errors.ts';

/** The HTTP status Stripe answers an error with. */
export function statusOf(error: StripeApiError): number {
  switch (error.type) {
    case 'card_error':
      return 402;
    case 'authentication_error':
      return 401;
    case 'rate_limit_error':
      return 429;
    case 'api_error':
      return 500;
    case 'idempotency_error':
      return 400;
    default:
      return error.code === 'resource_missing' ? 404 : 400;
  }
}

export function noSuch(kind: string, id: string, param = 'id'): StripeApiError {
  return invalidRequest('resource_missing', `No such ${kind}: '${id}'`, param);
}

export function missingParam(param: string): StripeApiError {
  return invalidRequest('parameter_missing', `Missing required param: ${param}.`, param);
}

export function invalidParam(param: string, message: string): StripeApiError {
  return invalidRequest('parameter_invalid_empty', message, param);
}
