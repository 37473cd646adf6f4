import { describe, expect, it } from 'vitest';
import { configuredMessagesOf, messageFor } from './payment-messages.ts';
import { isRequestError, RequestError } from './request-error.ts';
import { isStoreApiError, StoreApiError } from './store-api.ts';

/** A RequestError as another bundle's copy of core makes it: another class, the same brand. */
class OtherBundleRequestError extends Error {
  constructor(failure: string, url: string) {
    super(`${failure} failure for ${url}`);
    Object.assign(this, { kind: 'shop-islands/request-error', failure, url, status: null, body: null, headers: null, name: 'RequestError' });
  }
}

describe('core message choice (SPEC 8.3)', () => {
  const messages = { card_declined: 'The card was declined.' };

  it('a configured message by code, else the error\'s message, else the unknown-error text', () => {
    expect(messageFor({ code: 'card_declined', message: 'Your card was declined.' }, messages)).toBe('The card was declined.');
    expect(messageFor({ code: 'expired_card', message: 'Your card has expired.' }, messages)).toBe('Your card has expired.');
    expect(messageFor({}, messages)).toBe('An unknown error occurred.');
    expect(messageFor(null, messages)).toBe('An unknown error occurred.');
  });

  it('a dropped request thrown by another bundle\'s copy of core gets the connection text, never its own message', () => {
    const error = new OtherBundleRequestError('network', 'https://shop.example/checkout');
    expect(error instanceof RequestError).toBe(false);
    expect(isRequestError(error)).toBe(true);
    expect(messageFor(error, messages)).toBe('An error occurred while connecting to the server. Please try again.');
    expect(messageFor(new OtherBundleRequestError('timeout', '/x'), messages)).toBe('A timeout occurred while connecting to the server. Please try again.');
  });

  it('brands: a plain Error named like one is not a request or Store API error', () => {
    expect(isRequestError(Object.assign(new Error('x'), { name: 'RequestError', failure: 'network' }))).toBe(false);
    expect(isRequestError(new RequestError('network', '/x'))).toBe(true);
    expect(isStoreApiError(new StoreApiError('woocommerce_rest_invalid_nonce', 'Bad nonce', 403))).toBe(true);
    expect(isStoreApiError(Object.assign(new Error('x'), { name: 'StoreApiError', status: 403 }))).toBe(false);
  });

  it('configured messages: code keys whose value is a sentence, less the named settings', () => {
    expect(configuredMessagesOf({ card_declined: 'The card was declined.', key: 'pk_test', title: 'Credit Card', isCheckout: 'yes' }, ['title'])).toEqual({ card_declined: 'The card was declined.' });
  });
});
