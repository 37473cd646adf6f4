/**
 * When the checkout asks the shop for new totals (`update_order_review`, SPEC 7.3.1, 5.3, 9.5):
 * - typing in an address field asks for an update 1000 ms after the last key (Tab ignored);
 * - a change to an address field asks at once, unless the shopper has not typed there since the last update;
 * - either is skipped while a required address field near it (same block) is empty;
 * - asking is announcing `update_checkout` on the page, as WooCommerce does (other scripts listen to it and
 *   fire it too); every `update_checkout` heard becomes `update-requested` here;
 * - every request waits 5 ms, so that triggers arriving together make one request;
 * - at most one request is in flight; whatever arrives meanwhile becomes ONE follow-up request
 *   (WooCommerce aborts and resends instead, and has been seen firing 4-6 in a row);
 * - shipping methods are sent unless every merged trigger asked not to (coupon changes ask not to).
 *
 * - an answer's fragments are swapped only where they changed since the last answer applied (kept in state).
 *
 * A step function with timers and requests as effects: the DOM adapter (order-review.ts) runs the timers and
 * reports them back as `typing-paused` and `schedule-elapsed`, sends the requests and reports `update-answered`
 * (or `update-failed`), applies what `apply-answer` says and reports `update-finished`.
 */
import { TYPING_PAUSE_MS, UPDATE_SCHEDULE_MS } from '../contract/timing.ts';
import { changedFragments, readReviewAnswer, type ReviewAnswer } from './review-answer.ts';

export interface UpdateRequest {
  /** Send the chosen shipping methods (`shipping_method[i]`); false after coupon changes. */
  readonly updateShippingMethod: boolean;
  /** The control whose change asked for it (a shipping method gets focus back after the swap), the newest one. */
  readonly cause: string | null;
}

export interface SchedulerState {
  /** The address field typed in or changed since the last update, or null. */
  readonly dirtyField: string | null;
  readonly typingTimer: boolean;
  /** A request waiting out the 5 ms schedule. */
  readonly scheduled: UpdateRequest | null;
  readonly inFlight: { readonly id: number; readonly request: UpdateRequest } | null;
  /** Everything requested while a request was in flight, merged into one. */
  readonly followUp: UpdateRequest | null;
  readonly nextId: number;
  /** The fragments of the last answer applied (page-part selector → HTML). */
  readonly fragments: Readonly<Record<string, string>>;
}

export const INITIAL_SCHEDULER_STATE: SchedulerState = { dirtyField: null, typingTimer: false, scheduled: null, inFlight: null, followUp: null, nextId: 1, fragments: {} };

export type SchedulerEvent =
  /** keydown in an address text input (`.address-field input.input-text`, `.update_totals_on_change input.input-text`). */
  | { readonly type: 'key-pressed'; readonly field: string; readonly key: string }
  /** The typing timer ran out; `nearbyRequiredEmpty` is about `dirtyField`'s block. */
  | { readonly type: 'typing-paused'; readonly nearbyRequiredEmpty: boolean }
  /** change on an address field: a select (country, state) or a text input. */
  | { readonly type: 'address-changed'; readonly field: string; readonly control: 'select' | 'text'; readonly nearbyRequiredEmpty: boolean }
  /** `update_checkout` heard on the body (fired by us or by any other script); `cause`: its `current_target`'s id. */
  | { readonly type: 'update-requested'; readonly updateShippingMethod?: boolean; readonly cause?: string | null }
  | { readonly type: 'schedule-elapsed' }
  /** The request `id` answered: `body` is its JSON, null when it was not JSON. */
  | { readonly type: 'update-answered'; readonly id: number; readonly body: unknown }
  /** The request `id` failed (no answer, an HTTP error). */
  | { readonly type: 'update-failed'; readonly id: number }
  /** What the answer of request `id` asked for is done. */
  | { readonly type: 'update-finished'; readonly id: number }
  /** The order is being placed: a pending keystroke update is dropped (as WooCommerce does). */
  | { readonly type: 'submit-started' };

export type SchedulerEffect =
  /** (Re)start the typing timer; report `typing-paused` when it runs out. */
  | { readonly type: 'start-typing-timer'; readonly delayMs: number }
  | { readonly type: 'cancel-typing-timer' }
  /** Announce `update_checkout` (an address edit asks for new totals); it comes back as `update-requested`. */
  | { readonly type: 'announce-update' }
  /** (Re)start the schedule timer; report `schedule-elapsed` when it runs out. */
  | { readonly type: 'start-schedule-timer'; readonly delayMs: number }
  /** Build the update_order_review payload now (payload.ts) and send it; answer with `update-answered` or `update-failed`. */
  | { readonly type: 'send-update'; readonly id: number; readonly updateShippingMethod: boolean }
  /**
   * Apply the answer (`answer` null: not one, applied as an empty one): reload, or swap the `changed` fragments,
   * show a failure's messages, set payment methods up again, focus `cause` if it is a shipping method, announce
   * `updated_checkout` with `body`; then report `update-finished`.
   */
  | { readonly type: 'apply-answer'; readonly id: number; readonly body: unknown; readonly answer: ReviewAnswer | null; readonly changed: Readonly<Record<string, string>>; readonly cause: string | null }
  /** The request failed: unblock the review, then report `update-finished`. */
  | { readonly type: 'release-review'; readonly id: number }
  /** Nothing is scheduled or in flight any more (an order waiting for totals may go). */
  | { readonly type: 'updates-settled' };

export interface SchedulerStep {
  readonly state: SchedulerState;
  readonly effects: readonly SchedulerEffect[];
}

const unchanged = (state: SchedulerState): SchedulerStep => ({ state, effects: [] });

function merge(a: UpdateRequest | null, b: UpdateRequest): UpdateRequest {
  return { updateShippingMethod: (a?.updateShippingMethod ?? false) || b.updateShippingMethod, cause: b.cause ?? a?.cause ?? null };
}

/** Something is scheduled, in flight or waiting to follow. */
export function isUpdating(state: SchedulerState): boolean {
  return state.scheduled !== null || state.inFlight !== null || state.followUp !== null;
}

function requestUpdate(state: SchedulerState, request: UpdateRequest): SchedulerStep {
  const effects: SchedulerEffect[] = [];
  if (state.typingTimer) effects.push({ type: 'cancel-typing-timer' });
  effects.push({ type: 'start-schedule-timer', delayMs: UPDATE_SCHEDULE_MS });
  return { state: { ...state, dirtyField: null, typingTimer: false, scheduled: merge(state.scheduled, request) }, effects };
}

function send(state: SchedulerState, request: UpdateRequest): SchedulerStep {
  const id = state.nextId;
  return {
    state: { ...state, inFlight: { id, request }, nextId: id + 1 },
    effects: [{ type: 'send-update', id, updateShippingMethod: request.updateShippingMethod }],
  };
}

/** An address edit asks for an update unless a required field beside it is still empty. */
function addressEdited(state: SchedulerState, field: string, nearbyRequiredEmpty: boolean): SchedulerStep {
  if (nearbyRequiredEmpty) return unchanged({ ...state, dirtyField: field });
  const effects: SchedulerEffect[] = state.typingTimer ? [{ type: 'cancel-typing-timer' }] : [];
  return { state: { ...state, dirtyField: null, typingTimer: false }, effects: [...effects, { type: 'announce-update' }] };
}

export function schedulerStep(state: SchedulerState, event: SchedulerEvent): SchedulerStep {
  switch (event.type) {
    case 'key-pressed':
      if (event.key === 'Tab') return unchanged(state);
      return {
        state: { ...state, dirtyField: event.field, typingTimer: true },
        effects: [{ type: 'start-typing-timer', delayMs: TYPING_PAUSE_MS }],
      };
    case 'typing-paused':
      if (!state.typingTimer || state.dirtyField === null) return unchanged(state);
      return addressEdited({ ...state, typingTimer: false }, state.dirtyField, event.nearbyRequiredEmpty);
    case 'address-changed':
      // A text input that was not typed in since the last update (autofill, a blur) changes nothing.
      if (event.control === 'text' && state.dirtyField === null) return unchanged(state);
      return addressEdited(state, event.field, event.nearbyRequiredEmpty);
    case 'update-requested':
      return requestUpdate(state, { updateShippingMethod: event.updateShippingMethod !== false, cause: event.cause ?? null });
    case 'schedule-elapsed': {
      if (state.scheduled === null) return unchanged(state);
      const waiting = { ...state, scheduled: null };
      if (state.inFlight !== null) return unchanged({ ...waiting, followUp: merge(state.followUp, state.scheduled) });
      return send(waiting, state.scheduled);
    }
    case 'update-answered': {
      if (state.inFlight?.id !== event.id) return unchanged(state);
      const answer = readReviewAnswer(event.body);
      const fresh = answer !== null && Object.keys(answer.fragments).length > 0;
      const changed = fresh ? changedFragments(state.fragments, answer.fragments) : {};
      return {
        state: fresh ? { ...state, fragments: answer.fragments } : state,
        effects: [{ type: 'apply-answer', id: event.id, body: event.body, answer, changed, cause: state.inFlight.request.cause }],
      };
    }
    case 'update-failed':
      return state.inFlight?.id === event.id ? { state, effects: [{ type: 'release-review', id: event.id }] } : unchanged(state);
    case 'update-finished': {
      if (state.inFlight?.id !== event.id) return unchanged(state);
      const done = { ...state, inFlight: null, followUp: null };
      if (state.followUp !== null) return send(done, state.followUp);
      return { state: done, effects: done.scheduled === null ? [{ type: 'updates-settled' }] : [] };
    }
    case 'submit-started': {
      const effects: SchedulerEffect[] = state.typingTimer ? [{ type: 'cancel-typing-timer' }] : [];
      const next = { ...state, dirtyField: null, typingTimer: false };
      if (!isUpdating(next)) effects.push({ type: 'updates-settled' });
      return { state: next, effects };
    }
  }
}
