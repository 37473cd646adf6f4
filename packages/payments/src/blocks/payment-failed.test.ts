/**
 * onCheckoutFail in the Checkout block: the payment's message for the payments area, from the gateway's details or
 * moved from the general notices where Blocks' processErrorResponse put the Store API's payment error; any other
 * error left where it is.
 */
import { describe, expect, it } from 'vitest';
import { paymentFailed, PAYMENT_ERROR_CODE } from './payment-failed.ts';

interface Notice {
  id: string;
  content: string;
  context: string;
}

/** `wp.data` with core/notices as WordPress registers it: notices by context. */
function pageWithNotices(notices: Notice[]): { view: Window; notices: Notice[] } {
  const data = {
    select: (store: string) => {
      expect(store).toBe('core/notices');
      return { getNotices: (context = 'global') => notices.filter((n) => n.context === context) };
    },
    dispatch: (store: string) => {
      expect(store).toBe('core/notices');
      return {
        removeNotice: (id: string, context = 'global') => {
          const at = notices.findIndex((n) => n.id === id && n.context === context);
          if (at >= 0) notices.splice(at, 1);
        },
      };
    },
  };
  return { view: { wp: { data } } as unknown as Window, notices };
}

const outcome = (paymentDetails: Record<string, unknown> = {}) => ({ redirectUrl: '', orderId: 0, processingResponse: { paymentStatus: 'failure', paymentDetails } });
const DECLINED = 'There was an error processing the payment: The card was declined.';

describe('a failed payment in the Checkout block', () => {
  it("moves the Store API's payment error from the cart's notices to the payments area", () => {
    const { view, notices } = pageWithNotices([
      { id: PAYMENT_ERROR_CODE, content: DECLINED, context: 'wc/cart' },
      { id: 'other', content: 'Kept', context: 'wc/cart' },
    ]);
    expect(paymentFailed(view, outcome())).toEqual({ type: 'failure', message: DECLINED, messageContext: 'wc/checkout/payments' });
    expect(notices.map((n) => n.id)).toEqual(['other']);
  });

  it("says the gateway's errorMessage where its details carry one, and leaves the notices", () => {
    const { view, notices } = pageWithNotices([{ id: PAYMENT_ERROR_CODE, content: DECLINED, context: 'wc/cart' }]);
    expect(paymentFailed(view, outcome({ errorMessage: 'Your card has insufficient funds.' }))).toEqual({
      type: 'failure', message: 'Your card has insufficient funds.', messageContext: 'wc/checkout/payments',
    });
    expect(notices).toHaveLength(1);
  });

  it('leaves any other error where Blocks put it (an address, the stock), and says nothing', () => {
    const { view, notices } = pageWithNotices([{ id: 'woocommerce_rest_invalid_address', content: 'Invalid postcode', context: 'wc/cart' }]);
    expect(paymentFailed(view, outcome())).toBe(true);
    expect(notices).toHaveLength(1);
    expect(paymentFailed({} as Window, { redirectUrl: '', orderId: 0, processingResponse: null })).toBe(true);
  });
});
