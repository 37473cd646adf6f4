/**
 * Placing the order (SPEC 4.5, 8.2): idle → processing on submit, blocked while processing, vetoes
 * (`checkout_place_order`, `checkout_place_order_{gateway}`) asked first, a totals update in flight
 * waited for, leaving the page guarded until an answer arrives, and the form back to idle on error.
 *
 * Idempotency: one key per order attempt, sent with the order. A double click or Enter pressed twice
 * is ignored while the attempt runs; a retry after a timeout, a network failure or a veto sends the
 * same key again, so the shop can answer it with the order it already made. A definitive answer from
 * the shop (failure) ends the attempt: the next submit gets a new key.
 */
import type { OrderAnswer } from './order-answer.ts';

export type SubmitPhase =
  | 'idle'
  /** Submitted while totals were updating: the order goes once they settle. */
  | 'waiting-for-totals'
  /** The vetoes are being asked. */
  | 'checking'
  | 'processing'
  /** A success (or reload) answer: the page is going away. */
  | 'leaving';

export interface SubmitState {
  readonly phase: SubmitPhase;
  /** The current order attempt's idempotency key, or null between attempts. */
  readonly idempotencyKey: string | null;
}

export const INITIAL_SUBMIT_STATE: SubmitState = { phase: 'idle', idempotencyKey: null };

export type SubmitEvent =
  /** The form was submitted. `newKey` is a fresh random key, used only when no attempt is running. */
  | { readonly type: 'submit-requested'; readonly newKey: string; readonly totalsUpdating: boolean }
  | { readonly type: 'totals-settled' }
  /** The answer to `check-place-order`: false when a handler vetoed. */
  | { readonly type: 'place-order-checked'; readonly allowed: boolean }
  /** `successVetoed`: a `checkout_place_order_success` handler returned false. */
  | { readonly type: 'order-answered'; readonly answer: OrderAnswer; readonly successVetoed?: boolean }
  /** No answer: timeout, network failure, aborted. `error` is passed on to pick the message. */
  | { readonly type: 'order-request-failed'; readonly error: unknown }
  /** The page stayed after a success (a payment extension's hash redirect) and gave the form back. */
  | { readonly type: 'released' };

/** What to show above the form. */
export type OrderNotice =
  /** The shop's notices HTML (sanitised by the adapter; `li[data-id]` linked to their fields). */
  | { readonly kind: 'server'; readonly html: string }
  /** `wc_checkout_params.i18n_checkout_error`. */
  | { readonly kind: 'generic' }
  /** SPEC 8.3's request-failure text for `error` (core's requestErrorMessage). */
  | { readonly kind: 'request-failed'; readonly error: unknown };

export type SubmitEffect =
  | { readonly type: 'block-form' }
  | { readonly type: 'unblock-form' }
  /** Ask the vetoes (the checkout life cycle) and answer with `place-order-checked`. */
  | { readonly type: 'check-place-order' }
  | { readonly type: 'guard-unload' }
  | { readonly type: 'release-unload' }
  /** POST the serialized form to checkout_url with this key. */
  | { readonly type: 'send-order'; readonly idempotencyKey: string }
  | { readonly type: 'navigate'; readonly url: string }
  | { readonly type: 'reload-page' }
  /** `refresh`: recalculate the checkout (the answer may carry a fresh nonce). */
  | { readonly type: 'request-totals-update' }
  /** Replace the notices above the form with this one, then revalidate, scroll and focus it. */
  | { readonly type: 'show-order-error'; readonly notice: OrderNotice }
  | { readonly type: 'announce-checkout-error' };

export interface SubmitStep {
  readonly state: SubmitState;
  readonly effects: readonly SubmitEffect[];
}

const unchanged = (state: SubmitState): SubmitStep => ({ state, effects: [] });

function failed(state: SubmitState, notice: OrderNotice, keepKey: boolean, refresh = false): SubmitStep {
  return {
    state: { phase: 'idle', idempotencyKey: keepKey ? state.idempotencyKey : null },
    effects: [
      { type: 'release-unload' },
      ...(refresh ? [{ type: 'request-totals-update' } as const] : []),
      { type: 'show-order-error', notice },
      { type: 'unblock-form' },
      { type: 'announce-checkout-error' },
    ],
  };
}

function answered(state: SubmitState, answer: OrderAnswer, successVetoed: boolean): SubmitStep {
  if (answer.kind === 'success' && !successVetoed) {
    return { state: { ...state, phase: 'leaving' }, effects: [{ type: 'release-unload' }, { type: 'navigate', url: answer.redirect }] };
  }
  const failure = answer.kind === 'failure' ? answer : { messages: null, reload: false, refresh: false };
  if (failure.reload) return { state: { ...state, phase: 'leaving' }, effects: [{ type: 'release-unload' }, { type: 'reload-page' }] };
  // The shop answered: this attempt is over, a new submit is a new attempt.
  const notice: OrderNotice = failure.messages === null ? { kind: 'generic' } : { kind: 'server', html: failure.messages };
  return failed(state, notice, false, failure.refresh);
}

export function submitStep(state: SubmitState, event: SubmitEvent): SubmitStep {
  switch (event.type) {
    case 'submit-requested': {
      if (state.phase !== 'idle') return unchanged(state);
      const attempt = { idempotencyKey: state.idempotencyKey ?? event.newKey };
      if (event.totalsUpdating) return { state: { ...attempt, phase: 'waiting-for-totals' }, effects: [{ type: 'block-form' }] };
      return { state: { ...attempt, phase: 'checking' }, effects: [{ type: 'check-place-order' }] };
    }
    case 'totals-settled':
      return state.phase === 'waiting-for-totals' ? { state: { ...state, phase: 'checking' }, effects: [{ type: 'check-place-order' }] } : unchanged(state);
    case 'place-order-checked':
      if (state.phase !== 'checking' || state.idempotencyKey === null) return unchanged(state);
      if (!event.allowed) return { state: { ...state, phase: 'idle' }, effects: [{ type: 'unblock-form' }] };
      return {
        state: { ...state, phase: 'processing' },
        effects: [{ type: 'block-form' }, { type: 'guard-unload' }, { type: 'send-order', idempotencyKey: state.idempotencyKey }],
      };
    case 'order-answered':
      return state.phase === 'processing' ? answered(state, event.answer, event.successVetoed === true) : unchanged(state);
    case 'order-request-failed':
      // The order may have been made: keep the key so that a retry cannot make a second one.
      return state.phase === 'processing' ? failed(state, { kind: 'request-failed', error: event.error }, true) : unchanged(state);
    case 'released':
      return state.phase === 'leaving' ? { state: { ...state, phase: 'idle' }, effects: [{ type: 'unblock-form' }] } : unchanged(state);
  }
}
