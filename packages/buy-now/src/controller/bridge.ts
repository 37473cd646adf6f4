/**
 * The frame bridge of SPEC 4.1 as a pure state machine: what happens when the payment box reports a
 * payment, either through its form's submit event (same origin, as the legacy plugin did) or through
 * a postMessage (any origin). The DOM adapter (frame-bridge.ts) feeds it events and carries out effects.
 */
import { isAllowedUrl } from '@shop-islands/core';
import { FRAME_MESSAGES, readBoxMessage, type FormPairs } from './messages.ts';

/** Safari-like browsers: the parent form waits until the box's aligner element is hidden, checking this often. */
export const ALIGNER_POLL_MS = 100;
/** Frame fields are copied into the purchase form under this prefix. */
export const FIELD_PREFIX = 'asp_';

export interface BridgeState {
  /** The purchase form has been submitted (or is about to be): later reports are ignored. */
  readonly submitted: boolean;
  /** No purchase form on the page: the next frame load moves the whole page to the frame's address. */
  readonly redirectToResult: boolean;
  readonly waitingForAligner: boolean;
}

export const INITIAL_BRIDGE_STATE: BridgeState = { submitted: false, redirectToResult: false, waitingForAligner: false };

export interface BridgeContext {
  readonly hasParentForm: boolean;
  readonly safariLike: boolean;
  /** Origin of the payment box (the iframe_url's); messages from elsewhere are ignored. */
  readonly frameOrigin: string;
  readonly pageOrigin: string;
}

export type BridgeEvent =
  | { readonly type: 'frame-form-submitted'; readonly paymentIntent: string; readonly fields: FormPairs }
  | { readonly type: 'message'; readonly origin: string; readonly data: unknown }
  | { readonly type: 'aligner-checked'; readonly hidden: boolean }
  /** `address` is null when the frame's document cannot be read (another origin). */
  | { readonly type: 'frame-loaded'; readonly address: string | null };

export type BridgeEffect =
  | { readonly type: 'copy-fields'; readonly fields: FormPairs }
  | { readonly type: 'submit-parent' }
  | { readonly type: 'check-aligner-later'; readonly delayMs: number }
  | { readonly type: 'navigate'; readonly address: string }
  | { readonly type: 'close-popup' };

export interface BridgeStep {
  readonly state: BridgeState;
  readonly effects: readonly BridgeEffect[];
}

function unchanged(state: BridgeState): BridgeStep {
  return { state, effects: [] };
}

function paymentReported(state: BridgeState, paymentIntent: string, fields: FormPairs, sameOrigin: boolean, ctx: BridgeContext): BridgeStep {
  if (state.submitted || paymentIntent === '') return unchanged(state);
  // No purchase form: the box submits its own form (doSelfSubmit) and the page follows it.
  if (!ctx.hasParentForm) return { state: { ...state, redirectToResult: true }, effects: [] };
  const copy: FormPairs = fields.filter(([name]) => name !== '').map(([name, value]) => [`${FIELD_PREFIX}${name}`, value] as const);
  if (ctx.safariLike && sameOrigin) {
    return {
      state: { ...state, submitted: true, waitingForAligner: true },
      effects: [{ type: 'copy-fields', fields: copy }, { type: 'check-aligner-later', delayMs: ALIGNER_POLL_MS }],
    };
  }
  return { state: { ...state, submitted: true }, effects: [{ type: 'copy-fields', fields: copy }, { type: 'submit-parent' }] };
}

export function bridgeStep(state: BridgeState, event: BridgeEvent, ctx: BridgeContext): BridgeStep {
  switch (event.type) {
    case 'frame-form-submitted':
      return paymentReported(state, event.paymentIntent, event.fields, true, ctx);
    case 'message': {
      if (event.origin !== ctx.frameOrigin) return unchanged(state);
      const message = readBoxMessage(event.data);
      if (message === null) return unchanged(state);
      if (message.type === FRAME_MESSAGES.closePopup) return { state, effects: [{ type: 'close-popup' }] };
      return paymentReported(state, message.paymentIntent, message.fields, false, ctx);
    }
    case 'aligner-checked':
      if (!state.waitingForAligner) return unchanged(state);
      return event.hidden
        ? { state: { ...state, waitingForAligner: false }, effects: [{ type: 'submit-parent' }] }
        : { state, effects: [{ type: 'check-aligner-later', delayMs: ALIGNER_POLL_MS }] };
    case 'frame-loaded': {
      if (!state.redirectToResult || event.address === null) return unchanged(state);
      const allowed = isAllowedUrl(event.address, [ctx.pageOrigin, ctx.frameOrigin], event.address);
      return allowed ? { state: { ...state, redirectToResult: false }, effects: [{ type: 'navigate', address: event.address }] } : unchanged(state);
    }
  }
}
