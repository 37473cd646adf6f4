import { describe, expect, it } from 'vitest';
import { changedFragments, readReviewAnswer } from './review-answer.ts';

describe('update_order_review answer', () => {
  it('reads answers leniently', () => {
    expect(readReviewAnswer('-1')).toBeNull();
    expect(readReviewAnswer({ result: 'failure', reload: true })).toEqual({ result: 'failure', messages: '', reload: true, fragments: {} });
    expect(readReviewAnswer({ result: 'odd', fragments: { a: 1, b: 'x' } })).toEqual({ result: null, messages: '', reload: false, fragments: { b: 'x' } });
  });

  it('says which fragments changed since the last answer', () => {
    expect(changedFragments({ a: '1' }, { a: '1', b: '2' })).toEqual({ b: '2' });
    expect(changedFragments({ a: '1', b: '2' }, { a: '1', b: '2' })).toEqual({});
  });
});
