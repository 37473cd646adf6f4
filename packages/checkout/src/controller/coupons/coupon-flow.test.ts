import { describe, expect, it } from 'vitest';
import { couponStep, initialCouponState, isCouponError, type CouponEffect, type CouponEvent, type CouponPage, type CouponState } from './coupon-flow.ts';

// wc_print_notices() output of WC_AJAX::apply_coupon / remove_coupon.
const APPLIED = '<div class="woocommerce-message" role="alert">Coupon code applied successfully.</div>';
const NOT_FOUND = '<ul class="woocommerce-error" role="alert">\n\t\t\t<li>\n\t\t\tCoupon "nope" cannot be applied because it does not exist.\t\t</li>\n\t</ul>';
const REMOVED = '<div class="woocommerce-message" role="alert">Coupon has been removed.</div>';

function run(events: CouponEvent[], page: CouponPage = 'checkout', state: CouponState = initialCouponState(page)) {
  const effects: CouponEffect[] = [];
  for (const event of events) {
    const step = couponStep(state, event, page);
    state = step.state;
    effects.push(...step.effects);
  }
  return { state, effects };
}

const apply = (code: string): CouponEvent => ({ type: 'apply-submitted', code, billingEmail: 'ada@example.com' });

describe('checkout coupon form', () => {
  it('opens with a 400 ms slide and focuses the input, and closes again', () => {
    const opened = run([{ type: 'toggle-clicked' }]);
    expect(opened.effects).toEqual([{ type: 'slide-form', open: true, durationMs: 400 }, { type: 'focus-input' }]);
    expect(run([{ type: 'toggle-clicked' }], 'checkout', opened.state).effects).toEqual([{ type: 'slide-form', open: false, durationMs: 400 }]);
  });

  it('sends the code with the billing email, blocking the form, once even if submitted twice', () => {
    const { effects } = run([{ type: 'toggle-clicked' }, apply('SAVE10'), apply('SAVE10')]);
    expect(effects.slice(2)).toEqual([
      { type: 'block', part: 'coupon-form' },
      { type: 'send-apply', code: 'SAVE10', billingEmail: 'ada@example.com' },
    ]);
  });

  it('shows an error answer inline under the input and keeps the form open', () => {
    const text = 'Coupon "nope" cannot be applied because it does not exist.';
    const { state, effects } = run([{ type: 'toggle-clicked' }, apply('nope'), { type: 'apply-answered', html: NOT_FOUND, text }]);
    expect(effects.slice(4)).toEqual([
      { type: 'remove-notices' },
      { type: 'unblock', part: 'coupon-form' },
      { type: 'focus-input' },
      { type: 'announce', event: 'applied_coupon_in_checkout', code: 'nope' },
      { type: 'render-error', error: { kind: 'server', text } },
    ]);
    expect(state.formOpen).toBe(true);
    expect(effects.some((e) => e.type === 'recalculate')).toBe(false);
  });

  it('clears the inline error as soon as the shopper types', () => {
    const failed = run([apply('nope'), { type: 'apply-answered', html: NOT_FOUND, text: 'Coupon "nope" …' }]);
    expect(run([{ type: 'code-typed' }], 'checkout', failed.state).effects).toEqual([{ type: 'render-error', error: null }]);
    expect(run([{ type: 'code-typed' }]).effects).toEqual([]);
  });

  it('on success hides the form, shows the notice, clears the input and recalculates without shipping methods', () => {
    const { state, effects } = run([{ type: 'toggle-clicked' }, apply('SAVE10'), { type: 'apply-answered', html: APPLIED, text: 'Coupon code applied successfully.' }]);
    expect(effects.slice(4)).toEqual([
      { type: 'remove-notices' },
      { type: 'unblock', part: 'coupon-form' },
      { type: 'slide-form', open: false, durationMs: 400 },
      { type: 'show-notice', html: APPLIED, place: 'before-coupon-form' },
      { type: 'clear-input' },
      { type: 'announce', event: 'applied_coupon_in_checkout', code: 'SAVE10' },
      { type: 'recalculate' },
    ]);
    expect(state).toEqual({ formOpen: false, applying: null, removing: null, error: null });
  });

  it('unblocks and explains a failed apply request inline', () => {
    const offline = new TypeError('Failed to fetch');
    const { effects, state } = run([apply('SAVE10'), { type: 'apply-failed', error: offline }]);
    expect(effects.slice(-3)).toEqual([{ type: 'unblock', part: 'coupon-form' }, { type: 'focus-input' }, { type: 'render-error', error: { kind: 'request-failed', error: offline } }]);
    expect(state.applying).toBeNull();
  });

  it('removes a coupon: notice before the checkout form, recalculation without shipping methods, form hidden', () => {
    const { effects } = run([{ type: 'toggle-clicked' }, { type: 'remove-clicked', code: 'save10' }, { type: 'remove-clicked', code: 'save10' }, { type: 'remove-answered', html: REMOVED }]);
    expect(effects.slice(2)).toEqual([
      { type: 'block', part: 'totals' },
      { type: 'send-remove', code: 'save10' },
      { type: 'remove-notices' },
      { type: 'unblock', part: 'totals' },
      { type: 'show-notice', html: REMOVED, place: 'before-checkout-form' },
      { type: 'announce', event: 'removed_coupon_in_checkout', code: 'save10' },
      { type: 'recalculate' },
      { type: 'clear-input' },
      { type: 'slide-form', open: false, durationMs: 400 },
    ]);
  });

  it('shows a request failure notice when a remove request fails', () => {
    const offline = new TypeError('Failed to fetch');
    expect(run([{ type: 'remove-clicked', code: 'x' }, { type: 'remove-failed', error: offline }]).effects.at(-1)).toEqual({
      type: 'show-request-failure',
      error: offline,
      place: 'before-checkout-form',
    });
  });
});

describe('cart page coupons', () => {
  it('puts the success notice in the notices area, announces applied_coupon and refreshes the cart', () => {
    const { effects } = run([{ type: 'apply-submitted', code: 'SAVE10', billingEmail: null }, { type: 'apply-answered', html: APPLIED, text: 'ok' }], 'cart');
    expect(effects).toContainEqual({ type: 'show-notice', html: APPLIED, place: 'notices-area' });
    expect(effects).toContainEqual({ type: 'announce', event: 'applied_coupon', code: 'SAVE10' });
    expect(effects.some((e) => e.type === 'slide-form')).toBe(false);
    expect(effects.at(-1)).toEqual({ type: 'recalculate' });
  });

  it('has no toggle', () => {
    expect(run([{ type: 'toggle-clicked' }], 'cart').effects).toEqual([]);
  });
});

describe('isCouponError', () => {
  it("recognises WooCommerce's and the blocks' error notices", () => {
    expect(isCouponError(NOT_FOUND)).toBe(true);
    expect(isCouponError('<div class="wc-block-components-notice-banner is-error">x</div>')).toBe(true);
    expect(isCouponError(APPLIED)).toBe(false);
  });
});
