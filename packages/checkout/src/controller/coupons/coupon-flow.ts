/**
 * Applying and removing coupons (SPEC 7.3.3, 7.3.4, 4.5, 8.2) on the checkout (`form.checkout_coupon`
 * behind 'showcoupon') and on the cart page (`.coupon` in the cart form), as a step function.
 * - apply: an answer is an error when its HTML has `woocommerce-error` or `is-error`; the error shows
 *   inline under the input (role=alert); a success hides the checkout's form, clears the input and
 *   recalculates without re-sending shipping methods;
 * - remove: shows the notice, clears the input, hides the checkout's form and recalculates the same way.
 * WooCommerce also recalculates after an apply error; nothing changed then, so we do not.
 */
import { CART_EVENTS, CHECKOUT_EVENTS } from '../../contract/events.ts';
import { TIMING } from '../../contract/timing.ts';

export type CouponPage = 'checkout' | 'cart';

/** The inline error under the coupon input. */
export type CouponError = { readonly kind: 'server'; readonly text: string } | { readonly kind: 'request-failed'; readonly error: unknown };

export interface CouponState {
  /** The checkout's coupon form is shown (always true on the cart page, where it is part of the cart). */
  readonly formOpen: boolean;
  readonly applying: string | null;
  readonly removing: string | null;
  readonly error: CouponError | null;
}

export const initialCouponState = (page: CouponPage): CouponState => ({ formOpen: page === 'cart', applying: null, removing: null, error: null });

export type CouponEvent =
  /** a.showcoupon clicked (checkout). */
  | { readonly type: 'toggle-clicked' }
  /** input or change on #coupon_code. */
  | { readonly type: 'code-typed' }
  /** `billingEmail` is the checkout's billing_email (null on the cart page, which does not send it). */
  | { readonly type: 'apply-submitted'; readonly code: string; readonly billingEmail: string | null }
  /** `text` is the answer's text content, trimmed (the adapter reads it from the sanitised HTML). */
  | { readonly type: 'apply-answered'; readonly html: string; readonly text: string }
  | { readonly type: 'apply-failed'; readonly error: unknown }
  /** a.woocommerce-remove-coupon clicked (or Space on it): its data-coupon. */
  | { readonly type: 'remove-clicked'; readonly code: string }
  | { readonly type: 'remove-answered'; readonly html: string }
  | { readonly type: 'remove-failed'; readonly error: unknown };

/** Where a notice goes: before the coupon form or the checkout form (checkout), the notices area (cart). */
export type NoticePlace = 'before-coupon-form' | 'before-checkout-form' | 'notices-area';

export type CouponEffect =
  /** Slide the checkout's coupon form; `a.showcoupon[aria-expanded]` follows `open`. */
  | { readonly type: 'slide-form'; readonly open: boolean; readonly durationMs: number }
  | { readonly type: 'focus-input' }
  | { readonly type: 'clear-input' }
  /** Block the coupon form (apply) or the totals (remove: the checkout's review, the cart totals). */
  | { readonly type: 'block'; readonly part: 'coupon-form' | 'totals' }
  | { readonly type: 'unblock'; readonly part: 'coupon-form' | 'totals' }
  | { readonly type: 'send-apply'; readonly code: string; readonly billingEmail: string | null }
  | { readonly type: 'send-remove'; readonly code: string }
  /** Remove the page's current notices. */
  | { readonly type: 'remove-notices' }
  /** The shop's notice HTML (sanitised by the adapter). */
  | { readonly type: 'show-notice'; readonly html: string; readonly place: NoticePlace }
  /** An error notice with SPEC 8.3's request-failure text for `error` (core's requestErrorMessage). */
  | { readonly type: 'show-request-failure'; readonly error: unknown; readonly place: NoticePlace }
  /** Render the inline error (null removes it, with the input's aria-invalid and aria-describedby). */
  | { readonly type: 'render-error'; readonly error: CouponError | null }
  | { readonly type: 'announce'; readonly event: string; readonly code: string }
  /** Checkout: update_checkout without shipping methods; cart: refresh the cart form, keeping notices. */
  | { readonly type: 'recalculate' };

export interface CouponStep {
  readonly state: CouponState;
  readonly effects: readonly CouponEffect[];
}

/** SPEC 7.3.3: an apply answer is an error when it carries an error notice class. */
export function isCouponError(html: string): boolean {
  return html.includes('woocommerce-error') || html.includes('is-error');
}

const unchanged = (state: CouponState): CouponStep => ({ state, effects: [] });

function withError(state: CouponState, error: CouponError | null, effects: CouponEffect[] = []): CouponStep {
  return { state: { ...state, error }, effects: state.error === error ? effects : [...effects, { type: 'render-error', error }] };
}

/** Closing the checkout's coupon form (no-op on the cart page or when shut). */
function closeForm(state: CouponState, page: CouponPage): CouponEffect[] {
  return page === 'checkout' && state.formOpen ? [{ type: 'slide-form', open: false, durationMs: TIMING.toggleSlideMs }] : [];
}

function applyAnswered(state: CouponState, page: CouponPage, html: string, text: string): CouponStep {
  const code = state.applying ?? '';
  const done: CouponState = { ...state, applying: null };
  const effects: CouponEffect[] = [{ type: 'remove-notices' }, { type: 'unblock', part: 'coupon-form' }];
  const announce: CouponEffect = { type: 'announce', event: page === 'checkout' ? CHECKOUT_EVENTS.appliedCouponInCheckout : CART_EVENTS.appliedCoupon, code };
  if (html.trim() === '') return { state: done, effects };
  if (isCouponError(html)) {
    return withError(done, text === '' ? null : { kind: 'server', text }, [...effects, { type: 'focus-input' }, announce]);
  }
  const place: NoticePlace = page === 'checkout' ? 'before-coupon-form' : 'notices-area';
  return withError({ ...done, formOpen: page === 'cart' }, null, [
    ...effects,
    ...closeForm(state, page),
    { type: 'show-notice', html, place },
    { type: 'clear-input' },
    announce,
    { type: 'recalculate' },
  ]);
}

function removeAnswered(state: CouponState, page: CouponPage, html: string): CouponStep {
  const code = state.removing ?? '';
  const done: CouponState = { ...state, removing: null };
  const effects: CouponEffect[] = [{ type: 'remove-notices' }, { type: 'unblock', part: 'totals' }];
  if (html.trim() === '') return { state: done, effects };
  return withError({ ...done, formOpen: page === 'cart' }, null, [
    ...effects,
    { type: 'show-notice', html, place: page === 'checkout' ? 'before-checkout-form' : 'notices-area' },
    { type: 'announce', event: page === 'checkout' ? CHECKOUT_EVENTS.removedCouponInCheckout : CART_EVENTS.removedCoupon, code },
    { type: 'recalculate' },
    { type: 'clear-input' },
    ...closeForm(state, page),
  ]);
}

export function couponStep(state: CouponState, event: CouponEvent, page: CouponPage): CouponStep {
  switch (event.type) {
    case 'toggle-clicked': {
      if (page === 'cart') return unchanged(state);
      const open = !state.formOpen;
      const effects: CouponEffect[] = [{ type: 'slide-form', open, durationMs: TIMING.toggleSlideMs }];
      if (open) effects.push({ type: 'focus-input' });
      return { state: { ...state, formOpen: open }, effects };
    }
    case 'code-typed':
      return withError(state, null);
    case 'apply-submitted':
      if (state.applying !== null) return unchanged(state);
      return withError({ ...state, applying: event.code }, null, [
        { type: 'block', part: 'coupon-form' },
        { type: 'send-apply', code: event.code, billingEmail: event.billingEmail },
      ]);
    case 'apply-answered':
      return state.applying === null ? unchanged(state) : applyAnswered(state, page, event.html, event.text);
    case 'apply-failed':
      if (state.applying === null) return unchanged(state);
      return withError({ ...state, applying: null }, { kind: 'request-failed', error: event.error }, [{ type: 'unblock', part: 'coupon-form' }, { type: 'focus-input' }]);
    case 'remove-clicked':
      if (state.removing !== null) return unchanged(state);
      return { state: { ...state, removing: event.code }, effects: [{ type: 'block', part: 'totals' }, { type: 'send-remove', code: event.code }] };
    case 'remove-answered':
      return state.removing === null ? unchanged(state) : removeAnswered(state, page, event.html);
    case 'remove-failed':
      if (state.removing === null) return unchanged(state);
      return {
        state: { ...state, removing: null },
        effects: [
          { type: 'unblock', part: 'totals' },
          { type: 'remove-notices' },
          { type: 'show-request-failure', error: event.error, place: page === 'checkout' ? 'before-checkout-form' : 'notices-area' },
        ],
      };
  }
}
