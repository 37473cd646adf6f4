/**
 * Applying and removing coupons (SPEC 7.3.3, 7.3.4, 4.5, 8.2) as a step function on core's store: what the
 * checkout's coupon form and the cart's coupon row do on each event, effects as data (coupons.ts carries them
 * out, one after another).
 * - apply: the code is sent once, however often it is submitted meanwhile, the form blocked. An answer is an
 *   error when its HTML carries an error notice class: shown inline under the code, focus back on it; a success
 *   shuts the checkout's form, shows the notice, clears the code. Either way the event is announced and the
 *   totals recalculated (WooCommerce does both). A failed request: SPEC 8.3's text inline, nothing announced.
 * - remove: the totals blocked; then the notice, the code cleared, the event, a recalculation, the checkout's
 *   form shut; a failed request: SPEC 8.3's text as a notice.
 * - the checkout's 'showcoupon' toggle opens and shuts the form (focus in the code when it opens); typing in the
 *   code clears the inline error.
 */
import type { Step } from '@shop-islands/core/store';

/** Where a notice goes: before the coupon form or the checkout form (checkout), the notices area (cart). */
export type NoticePlace = 'before-coupon-form' | 'before-checkout-form' | 'notices-area';

export interface CouponState {
  /** The checkout's page (its form behind a toggle), or the cart's (the row is part of the cart). */
  readonly checkout: boolean;
  /** The checkout's coupon form is open (always on the cart page). */
  readonly formOpen: boolean;
  readonly applying: boolean;
  readonly removing: boolean;
  /** An inline error shows under the code. */
  readonly error: boolean;
}

export const initialCouponState = (checkout: boolean): CouponState => ({ checkout, formOpen: !checkout, applying: false, removing: false, error: false });

export type CouponEvent =
  | { readonly type: 'toggled' }
  | { readonly type: 'typed' }
  | { readonly type: 'apply-requested'; readonly code: string; readonly billingEmail: string | null }
  | { readonly type: 'apply-answered'; readonly code: string; readonly html: string }
  | { readonly type: 'apply-failed'; readonly error: unknown }
  | { readonly type: 'remove-requested'; readonly code: string }
  | { readonly type: 'remove-answered'; readonly code: string; readonly html: string }
  | { readonly type: 'remove-failed'; readonly error: unknown };

export type CouponEffect =
  /** Slide the checkout's form open or shut; its toggle's aria-expanded follows (focus leaves a form that shuts). */
  | { readonly type: 'slide-form'; readonly open: boolean }
  | { readonly type: 'focus-code' }
  | { readonly type: 'clear-code' }
  | { readonly type: 'block'; readonly part: 'form' | 'totals' }
  | { readonly type: 'unblock'; readonly part: 'form' | 'totals' }
  | { readonly type: 'send-apply'; readonly code: string; readonly billingEmail: string | null }
  | { readonly type: 'send-remove'; readonly code: string }
  /** The inline error under the code: the text of an error answer's HTML, SPEC 8.3's text for `error`, or none. */
  | { readonly type: 'show-error'; readonly html: string }
  | { readonly type: 'show-request-error'; readonly error: unknown }
  | { readonly type: 'hide-error' }
  | { readonly type: 'remove-notices' }
  /** The answer's notice (sanitised), or SPEC 8.3's text for `error`, where the page shows it. */
  | { readonly type: 'place-notice'; readonly html: string; readonly place: NoticePlace }
  | { readonly type: 'place-request-notice'; readonly error: unknown; readonly place: NoticePlace }
  | { readonly type: 'announce'; readonly change: 'applied' | 'removed'; readonly code: string }
  | { readonly type: 'recalculate' };

/** SPEC 7.3.3: an apply answer is an error when it carries an error notice class (WooCommerce's or the blocks'). */
export function isCouponError(html: string): boolean {
  return html.includes('woocommerce-error') || html.includes('is-error');
}

const hideError = (state: CouponState): CouponEffect[] => (state.error ? [{ type: 'hide-error' }] : []);

/** After a change: the checkout's form shut, the notice shown, the code cleared, announced, recalculated. */
function changed(state: CouponState, html: string, place: NoticePlace, change: 'applied' | 'removed', code: string): Step<CouponState, CouponEffect> {
  return {
    state: { ...state, formOpen: state.checkout ? false : state.formOpen, error: false },
    effects: [
      ...(state.checkout && state.formOpen ? [{ type: 'slide-form', open: false } as const] : []),
      { type: 'place-notice', html, place },
      { type: 'clear-code' },
      { type: 'announce', change, code },
      { type: 'recalculate' },
      ...hideError(state),
    ],
  };
}

export function couponStep(state: CouponState, event: CouponEvent): Step<CouponState, CouponEffect> {
  switch (event.type) {
    case 'toggled': {
      const open = !state.formOpen;
      return { state: { ...state, formOpen: open }, effects: [{ type: 'slide-form', open }, ...(open ? [{ type: 'focus-code' } as const] : [])] };
    }
    case 'typed':
      return { state: { ...state, error: false }, effects: hideError(state) };
    case 'apply-requested':
      if (state.applying) return { state };
      return {
        state: { ...state, applying: true, error: false },
        effects: [...hideError(state), { type: 'block', part: 'form' }, { type: 'send-apply', code: event.code, billingEmail: event.billingEmail }],
      };
    case 'apply-failed':
      return { state: { ...state, applying: false, error: true }, effects: [{ type: 'unblock', part: 'form' }, { type: 'focus-code' }, { type: 'show-request-error', error: event.error }] };
    case 'apply-answered': {
      const done = { ...state, applying: false };
      const effects: CouponEffect[] = [{ type: 'remove-notices' }, { type: 'unblock', part: 'form' }];
      if (event.html.trim() === '') return { state: done, effects };
      if (!isCouponError(event.html)) {
        const next = changed(done, event.html, state.checkout ? 'before-coupon-form' : 'notices-area', 'applied', event.code);
        return { state: next.state, effects: [...effects, ...(next.effects ?? [])] };
      }
      return {
        state: { ...done, error: true },
        effects: [...effects, { type: 'focus-code' }, { type: 'announce', change: 'applied', code: event.code }, { type: 'show-error', html: event.html }, { type: 'recalculate' }],
      };
    }
    case 'remove-requested':
      if (state.removing) return { state };
      return { state: { ...state, removing: true }, effects: [{ type: 'block', part: 'totals' }, { type: 'send-remove', code: event.code }] };
    case 'remove-failed': {
      const place: NoticePlace = state.checkout ? 'before-checkout-form' : 'notices-area';
      return { state: { ...state, removing: false }, effects: [{ type: 'unblock', part: 'totals' }, { type: 'remove-notices' }, { type: 'place-request-notice', error: event.error, place }] };
    }
    case 'remove-answered': {
      const done = { ...state, removing: false };
      const effects: CouponEffect[] = [{ type: 'unblock', part: 'totals' }, { type: 'remove-notices' }];
      if (event.html.trim() === '') return { state: done, effects };
      const next = changed(done, event.html, state.checkout ? 'before-checkout-form' : 'notices-area', 'removed', event.code);
      return { state: next.state, effects: [...effects, ...(next.effects ?? [])] };
    }
  }
}
