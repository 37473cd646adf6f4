import { describe, expect, it } from 'vitest';
import { RequestError } from '@shop-islands/core/request-errors';
import { messageFor, requiredFieldName, submitErrorMessage } from './messages.ts';

const MESSAGES = { card_declined: 'The card was declined.', incorrect_cvc: "The card's security code is incorrect." };

describe('which message a shopper sees (SPEC 8.3)', () => {
  it("takes the gateway's message for the error's code, else the error's own message, else 'An unknown error occurred.'", () => {
    expect(messageFor({ code: 'card_declined', message: 'Your card was declined.' }, MESSAGES)).toBe('The card was declined.');
    expect(messageFor({ code: 'some_new_code', message: 'Something new happened.' }, MESSAGES)).toBe('Something new happened.');
    expect(messageFor({ code: 'some_new_code' }, MESSAGES)).toBe('An unknown error occurred.');
    expect(messageFor(null, MESSAGES)).toBe('An unknown error occurred.');
    expect(messageFor(new Error('Broken.'), MESSAGES)).toBe('Broken.');
    expect(messageFor('Plain words.', MESSAGES)).toBe('Plain words.');
  });

  it("tells a failed request to the shop with the spec's connection texts, never its internals", () => {
    expect(messageFor(new RequestError('timeout', '/x'), MESSAGES)).toBe('A timeout occurred while connecting to the server. Please try again.');
    expect(submitErrorMessage(new RequestError('network', '/x'), MESSAGES)).toBe('An error occurred while connecting to the server. Please try again.');
  });

  it("after a failed submit: 'Payment failed. Please try again.' when nothing better is known", () => {
    expect(submitErrorMessage(undefined, MESSAGES)).toBe('Payment failed. Please try again.');
    expect(submitErrorMessage({ message: '' }, MESSAGES)).toBe('Payment failed. Please try again.');
    expect(submitErrorMessage({ code: 'incorrect_cvc', message: 'Wrong.' }, MESSAGES)).toBe("The card's security code is incorrect.");
    expect(submitErrorMessage({ type: 'validation_error', code: 'incomplete_number', message: 'Your card number is incomplete.' }, MESSAGES)).toBe('Your card number is incomplete.');
  });
});

describe('a required billing or shipping field left empty (SPEC 5.4)', () => {
  it.each([
    ['parameter_missing', 'billing_details[email]', 'Billing Email'],
    ['parameter_invalid_empty', 'billing_details[name]', 'Billing Name'],
    ['parameter_string_empty', 'shipping_details[phone]', 'Shipping Phone'],
    ['parameter_string_blank', 'billing_details[address][postal_code]', 'Billing Address'],
  ])('%s on %s names %s', (code, param, field) => {
    expect(requiredFieldName({ code, param })).toBe(field);
  });

  it('becomes "%s is a required field." with the field named', () => {
    expect(submitErrorMessage({ code: 'parameter_missing', param: 'billing_details[email]', message: 'Missing required param: billing_details[email].' }, MESSAGES)).toBe('Billing Email is a required field.');
  });

  it("is left alone for other codes or parameters: the error's own message", () => {
    expect(requiredFieldName({ code: 'card_declined', param: 'billing_details[email]' })).toBeNull();
    expect(requiredFieldName({ code: 'parameter_missing', param: 'payment_method' })).toBeNull();
    expect(submitErrorMessage({ code: 'parameter_missing', param: 'return_url', message: 'A return_url must be specified.' }, MESSAGES)).toBe('A return_url must be specified.');
  });
});
