/**
 * Placing the order (SPEC 4.5, 8.2): one order attempt around core's checkout life cycle.
 *
 * The life cycle (`pageCheckoutLifecycle()`, shared with the payment methods) is the one place that decides:
 * whether an order may go now (not while one is on its way, the `checkout_place_order` and
 * `checkout_place_order_{gateway}` vetoes, validation and payment-setup observers) and whether a success is
 * followed (success observers, `checkout_place_order_success`). This step function asks it (`request-submit`,
 * `finish-order`) and adds only what it does not know:
 * - an order submitted while totals are updating waits for them (WooCommerce sends it with stale shipping);
 * - the idempotency key: one per order attempt, sent with the order. A retry after a timeout, a network failure
 *   or a veto sends the same key again, so the shop answers it with the order it may already have made; a
 *   definitive failure answer ends the attempt and the next submit gets a new key;
 * - what the shopper sees: the form blocked while the order is on its way, for as long as the shop takes to
 *   answer (no client timeout: the shop may still be making the order), with a note that the order is still
 *   being placed after a long wait; leaving the page guarded until an answer arrives; then the redirect, or the
 *   errors with the form given back: the shop's, the configured generic error when the shop's answer is not one
 *   (an HTTP error, a page that is not JSON: SPEC 8.2), SPEC 8.3's connection texts only when no answer came.
 */
import { NOTICE_CONTEXTS, type CheckoutNotice, type SubmitDecision } from '@shop-islands/core/checkout/lifecycle';
import { STILL_PLACING_NOTICE_MS } from '@shop-islands/core/checkout/still-placing';
import type { OrderAnswer } from './order-answer.ts';

export interface SubmitState {
  /** Submitted while totals were updating: the life cycle is asked once they settle. */
  readonly waitingForTotals: boolean;
  /** The current order attempt's idempotency key, or null between attempts. */
  readonly idempotencyKey: string | null;
  /** The gateway chosen when the form was last submitted: what the life cycle is asked about and told. */
  readonly paymentMethod: string;
  /** The order is on its way to the shop, unanswered. */
  readonly sending: boolean;
}

export const INITIAL_SUBMIT_STATE: SubmitState = { waitingForTotals: false, idempotencyKey: null, paymentMethod: '', sending: false };

export type SubmitEvent =
  /** The form was submitted with `paymentMethod` chosen. `newKey` is a fresh random key, used only when no attempt is running. */
  | { readonly type: 'submit-requested'; readonly newKey: string; readonly totalsUpdating: boolean; readonly paymentMethod: string }
  | { readonly type: 'totals-settled' }
  /** The life cycle's answer to `request-submit`. */
  | { readonly type: 'submit-decided'; readonly decision: SubmitDecision }
  | { readonly type: 'order-answered'; readonly answer: OrderAnswer }
  /**
   * The request failed. `connection`: no answer came (network failure, aborted), SPEC 8.3's texts for `error`;
   * otherwise the shop answered with something that is not an answer (an HTTP error page), the generic error.
   */
  | { readonly type: 'order-request-failed'; readonly error: unknown; readonly connection: boolean }
  /** The order has been on its way for STILL_PLACING_NOTICE_MS. */
  | { readonly type: 'order-slow' }
  /** The life cycle's answer to `finish-order` after a success: follow `redirect`, or null when an observer or handler stopped it. */
  | { readonly type: 'order-finished'; readonly redirect: string | null; readonly notices: readonly CheckoutNotice[] };

/** What to show above the form. */
export type OrderNotice =
  /** The shop's notices HTML (sanitised by the adapter; `li[data-id]` linked to their fields). */
  | { readonly kind: 'server'; readonly html: string }
  /** `wc_checkout_params.i18n_checkout_error`. */
  | { readonly kind: 'generic' }
  /**
   * Messages from the life cycle's observers (payment setup, validation). `payment`: all are the payment
   * method's (Blocks' payments context), shown where SPEC 8.3 puts payment notices: the store notices area.
   */
  | { readonly kind: 'messages'; readonly messages: readonly string[]; readonly payment?: boolean }
  /** SPEC 8.3's request-failure text for `error` (core's requestErrorMessage). */
  | { readonly kind: 'request-failed'; readonly error: unknown };

export type SubmitEffect =
  | { readonly type: 'block-form' }
  | { readonly type: 'unblock-form' }
  /** Ask the life cycle (`requestSubmit`) about `paymentMethod` and answer with `submit-decided`. */
  | { readonly type: 'request-submit'; readonly paymentMethod: string }
  | { readonly type: 'guard-unload' }
  | { readonly type: 'release-unload' }
  /** POST the serialized form, plus the payment setup's fields, to checkout_url with this key, waiting as long as it takes. */
  | { readonly type: 'send-order'; readonly idempotencyKey: string; readonly paymentMethodData: Readonly<Record<string, string>> }
  /** Report `order-slow` after `delayMs` unless the answer came first (`hide-still-placing`). */
  | { readonly type: 'start-slow-timer'; readonly delayMs: number }
  /** Tell the shopper the order is still being placed (the form stays blocked: nothing invites a second order). */
  | { readonly type: 'show-still-placing' }
  /** The answer came: stop the timer, take the note away. */
  | { readonly type: 'hide-still-placing' }
  /** Tell the life cycle how the order for `paymentMethod` went (`finish`); after a success, answer with `order-finished`. */
  | { readonly type: 'finish-order'; readonly answer: OrderAnswer | null; readonly paymentMethod: string }
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

/** The observers' messages; payment notices alone (SPEC 8.3) go to the store notices area. */
function observerNotice(notices: readonly CheckoutNotice[]): OrderNotice {
  const messages = notices.map((notice) => notice.message);
  return notices.every((notice) => notice.context === NOTICE_CONTEXTS.PAYMENTS) ? { kind: 'messages', messages, payment: true } : { kind: 'messages', messages };
}

/** The order did not go through: the shopper gets the form back with the reason. */
function failed(state: SubmitState, idempotencyKey: string | null, notice: OrderNotice, before: readonly SubmitEffect[] = []): SubmitStep {
  return {
    state: { ...state, waitingForTotals: false, idempotencyKey, sending: false },
    effects: [...before, { type: 'show-order-error', notice }, { type: 'unblock-form' }, { type: 'announce-checkout-error' }],
  };
}

function decided(state: SubmitState, decision: SubmitDecision): SubmitStep {
  if (decision.ok) {
    if (state.idempotencyKey === null) return unchanged(state);
    return {
      state: { ...state, sending: true },
      effects: [
        { type: 'block-form' },
        { type: 'guard-unload' },
        { type: 'send-order', idempotencyKey: state.idempotencyKey, paymentMethodData: decision.paymentMethodData },
        { type: 'start-slow-timer', delayMs: STILL_PLACING_NOTICE_MS },
      ],
    };
  }
  // Another submit of this attempt is already on its way: this one is a double click.
  if (decision.reason === 'processing') return unchanged(state);
  // A veto: the handler says why, or sends the form again itself (gateways do async work, then submit).
  if (decision.reason === 'vetoed') return { state, effects: [{ type: 'unblock-form' }] };
  return decision.notices.length > 0 ? failed(state, state.idempotencyKey, observerNotice(decision.notices)) : { state, effects: [{ type: 'unblock-form' }] };
}

/** What every answer or failure starts with: the note and the guard gone, the life cycle told. */
const settled = (state: SubmitState, answer: OrderAnswer | null): SubmitEffect[] => [
  { type: 'hide-still-placing' },
  { type: 'release-unload' },
  { type: 'finish-order', answer, paymentMethod: state.paymentMethod },
];

function answered(state: SubmitState, answer: OrderAnswer): SubmitStep {
  const done = { ...state, sending: false };
  if (answer.kind === 'success') return { state: done, effects: settled(state, answer) };
  if (answer.reload) return { state: done, effects: [...settled(state, answer), { type: 'reload-page' }] };
  // The shop answered: this attempt is over, a new submit is a new attempt.
  const notice: OrderNotice = answer.messages === null ? { kind: 'generic' } : { kind: 'server', html: answer.messages };
  return failed(state, null, notice, [...settled(state, answer), ...(answer.refresh ? [{ type: 'request-totals-update' } as const] : [])]);
}

export function submitStep(state: SubmitState, event: SubmitEvent): SubmitStep {
  switch (event.type) {
    case 'submit-requested': {
      // A double click, or Enter again, while the order is on its way or waits for totals: nothing to do.
      if (state.waitingForTotals || state.sending) return unchanged(state);
      const attempt = { ...state, idempotencyKey: state.idempotencyKey ?? event.newKey, paymentMethod: event.paymentMethod };
      if (event.totalsUpdating) return { state: { ...attempt, waitingForTotals: true }, effects: [{ type: 'block-form' }] };
      return { state: attempt, effects: [{ type: 'request-submit', paymentMethod: attempt.paymentMethod }] };
    }
    case 'totals-settled':
      if (!state.waitingForTotals) return unchanged(state);
      return { state: { ...state, waitingForTotals: false }, effects: [{ type: 'unblock-form' }, { type: 'request-submit', paymentMethod: state.paymentMethod }] };
    case 'submit-decided':
      return decided(state, event.decision);
    case 'order-answered':
      return answered(state, event.answer);
    case 'order-request-failed': {
      // The order may have been made: keep the key so that a retry cannot make a second one.
      const notice: OrderNotice = event.connection ? { kind: 'request-failed', error: event.error } : { kind: 'generic' };
      return failed(state, state.idempotencyKey, notice, settled(state, null));
    }
    case 'order-slow':
      return state.sending ? { state, effects: [{ type: 'show-still-placing' }] } : unchanged(state);
    case 'order-finished':
      if (event.redirect !== null) return { state, effects: [{ type: 'navigate', url: event.redirect }] };
      // WooCommerce treats a stopped success as an invalid answer. The shop made the order: a retry sends the same key.
      return failed(state, state.idempotencyKey, event.notices.length > 0 ? observerNotice(event.notices) : { kind: 'generic' });
  }
}
