import { describe, expect, it } from 'vitest';
import { checkoutReducer, initialCheckoutState } from './checkout-store.ts';

describe('wc/store/checkout reducer (WooCommerce 10.9.1)', () => {
  const start = initialCheckoutState({ order_id: 12, customer_id: 3, customer_note: 'hi' });

  it('starts from the checkout data the page printed', () => {
    expect(start).toMatchObject({ status: 'idle', hasError: false, redirectUrl: '', orderId: 12, customerId: 3, orderNotes: 'hi' });
  });

  it('drops back to idle when an error is set while the order is on its way, and keeps the status otherwise', () => {
    const processing = checkoutReducer(start, { type: 'SET_PROCESSING' });
    expect(checkoutReducer(processing, { type: 'SET_HAS_ERROR', hasError: true })).toMatchObject({ status: 'idle', hasError: true });
    const after = checkoutReducer(start, { type: 'SET_AFTER_PROCESSING' });
    expect(checkoutReducer(after, { type: 'SET_HAS_ERROR', hasError: true })).toMatchObject({ status: 'after_processing', hasError: true });
    expect(checkoutReducer({ ...start, hasError: true }, { type: 'SET_BEFORE_PROCESSING' })).toMatchObject({ status: 'before_processing', hasError: false });
  });

  it('keeps a redirect URL of null (a wallet flow cancelling the redirect), ignores an undefined one, and takes an observer\'s on completion', () => {
    const withUrl = checkoutReducer(start, { type: 'SET_REDIRECT_URL', redirectUrl: '/thanks' });
    expect(checkoutReducer(withUrl, { type: 'SET_REDIRECT_URL', redirectUrl: null }).redirectUrl).toBeNull();
    expect(checkoutReducer(withUrl, { type: 'SET_REDIRECT_URL', redirectUrl: undefined })).toBe(withUrl);
    expect(checkoutReducer(withUrl, { type: 'SET_COMPLETE', data: { redirectUrl: '/elsewhere' } })).toMatchObject({ status: 'complete', redirectUrl: '/elsewhere' });
    expect(checkoutReducer(withUrl, { type: 'SET_COMPLETE', data: { type: 'success' } as never })).toMatchObject({ status: 'complete', redirectUrl: '/thanks' });
  });
});
