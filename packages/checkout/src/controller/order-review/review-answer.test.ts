import { describe, expect, it } from 'vitest';
import { changedFragments, INITIAL_REVIEW_STATE, readReviewAnswer, reviewAnswerStep } from './review-answer.ts';

const TABLE = '.woocommerce-checkout-review-order-table';
const PAYMENT = '.woocommerce-checkout-payment';

const success = (table: string, payment: string) => ({ result: 'success', messages: '', reload: false, fragments: { [TABLE]: table, [PAYMENT]: payment } });

describe('update_order_review answer', () => {
  it('reloads the page and does nothing else when asked to', () => {
    expect(reviewAnswerStep(INITIAL_REVIEW_STATE, { type: 'answered', body: { result: 'failure', reload: true } }).effects).toEqual([{ type: 'reload-page' }]);
  });

  it('replaces the fragments, then re-inits methods and announces updated_checkout', () => {
    const body = success('<table>£10</table>', '<div id="payment">a</div>');
    const step = reviewAnswerStep(INITIAL_REVIEW_STATE, { type: 'answered', body });
    expect(step.effects).toEqual([
      { type: 'unblock-review' },
      { type: 'remove-review-notices' },
      { type: 'replace-fragments', fragments: body.fragments },
      { type: 'init-payment-methods' },
      { type: 'announce-updated', answer: body },
    ]);
  });

  it('replaces only the fragments that changed since the last answer', () => {
    const first = reviewAnswerStep(INITIAL_REVIEW_STATE, { type: 'answered', body: success('<table>£10</table>', '<div>pay</div>') });
    const second = reviewAnswerStep(first.state, { type: 'answered', body: success('<table>£12</table>', '<div>pay</div>') });
    expect(second.effects).toContainEqual({ type: 'replace-fragments', fragments: { [TABLE]: '<table>£12</table>' } });
    const third = reviewAnswerStep(second.state, { type: 'answered', body: success('<table>£12</table>', '<div>pay</div>') });
    expect(third.effects.some((e) => e.type === 'replace-fragments')).toBe(false);
  });

  it('shows failure messages above the form, revalidates and scrolls', () => {
    const body = { result: 'failure', messages: '<ul class="woocommerce-error" role="alert"><li>No shipping</li></ul>', reload: false, fragments: {} };
    const types = reviewAnswerStep(INITIAL_REVIEW_STATE, { type: 'answered', body }).effects.map((e) => e.type);
    expect(types).toEqual(['unblock-review', 'remove-review-notices', 'show-review-failure', 'revalidate-fields', 'scroll-to-notices', 'init-payment-methods', 'announce-updated']);
  });

  it("replaces the whole form with WooCommerce's expired-session fragment (no result)", () => {
    const body = { fragments: { 'form.woocommerce-checkout': '<ul class="woocommerce-error"><li>Sorry, your session has expired.</li></ul>' } };
    expect(reviewAnswerStep(INITIAL_REVIEW_STATE, { type: 'answered', body }).effects).toContainEqual({ type: 'replace-fragments', fragments: body.fragments });
  });

  it('gives focus back to the shipping method that asked for the update', () => {
    const step = reviewAnswerStep(INITIAL_REVIEW_STATE, { type: 'answered', body: success('a', 'b'), causedBy: 'shipping_method_0_free_shipping1' });
    expect(step.effects).toContainEqual({ type: 'focus-control', id: 'shipping_method_0_free_shipping1' });
  });

  it('only unblocks after a failed request', () => {
    expect(reviewAnswerStep(INITIAL_REVIEW_STATE, { type: 'request-failed' }).effects).toEqual([{ type: 'unblock-review' }]);
  });

  it('reads answers leniently', () => {
    expect(readReviewAnswer('-1')).toBeNull();
    expect(readReviewAnswer({ result: 'odd', fragments: { a: 1, b: 'x' } })).toEqual({ result: null, messages: '', reload: false, fragments: { b: 'x' } });
    expect(changedFragments({ a: '1' }, { a: '1', b: '2' })).toEqual({ b: '2' });
  });
});
