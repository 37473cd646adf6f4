/**
 * The frame bridge of SPEC 4.1 as a pure state machine: what happens when the payment box reports a
 * payment, either through its form's submit event (same origin, as the legacy plugin did) or through
 * a postMessage (any origin). The DOM adapter (frame-bridge.ts) feeds it events and carries out effects.
 */
import { BOX_ELSEWHERE } from '../box-origin.ts';
import { CLOSE_POPUP, readBoxMessage, type FormPairs } from './messages.ts';

/** Safari-like browsers: the purchase form waits until the box's aligner element is hidden, checking this often. */
export const ALIGNER_POLL_MS = 100;
/** Frame fields are copied into the purchase form under this prefix. */
export const FIELD_PREFIX = 'asp_';

export interface BridgeState {
  /** The purchase form has been submitted (or is about to be): later reports are ignored. */
  readonly submitted: boolean;
  /** No purchase form on the page: the next frame load moves the whole page to the frame's address. */
  readonly redirectToResult: boolean;
}

export const INITIAL_BRIDGE_STATE: BridgeState = { submitted: false, redirectToResult: false };

export interface BridgeContext {
  readonly hasParentForm: boolean;
  readonly safariLike: boolean;
  /** Origin of the payment box (the iframe_url's); messages from elsewhere are ignored. */
  readonly frameOrigin: string;
  readonly pageOrigin: string;
}

export type BridgeEvent =
  | { readonly type: 'submitted'; readonly paymentIntent: string; readonly fields: FormPairs }
  | { readonly type: 'message'; readonly origin: string; readonly data: unknown }
  /** `address` is null when the frame's document cannot be read (another origin). */
  | { readonly type: 'loaded'; readonly address: string | null };

export type BridgeEffect =
  /**
   * Copy `fields` into the purchase form as hidden fields and submit it; `waitForAligner` (Safari-like browsers,
   * same-origin box): once the box's aligner is hidden, checking every ALIGNER_POLL_MS.
   */
  | { readonly type: 'submit'; readonly fields: FormPairs; readonly waitForAligner: boolean }
  | { readonly type: 'navigate'; readonly address: string }
  | { readonly type: 'close' };

export interface BridgeStep {
  readonly state: BridgeState;
  readonly effects: readonly BridgeEffect[];
}

export function bridgeStep(state: BridgeState, event: BridgeEvent, ctx: BridgeContext): BridgeStep {
  const unchanged: BridgeStep = { state, effects: [] };
  if (event.type === 'loaded') {
    const { address } = event;
    // The page follows the box to its result only on the page's or the box's origin (an address that is not
    // http or https has the origin 'null', never the page's; core's originOf would cost this file ~70 B gzip).
    return state.redirectToResult && address !== null && [ctx.pageOrigin, ctx.frameOrigin].includes(new URL(address).origin)
      ? { state: { ...state, redirectToResult: false }, effects: [{ type: 'navigate', address }] }
      : unchanged;
  }
  // A payment reported: by the same-origin box's form submit, or by a message from the box's origin.
  let report: { readonly paymentIntent: string; readonly fields: FormPairs } = event as Extract<BridgeEvent, { type: 'submitted' }>;
  // Only the build serving a box elsewhere has this branch (box-origin.ts); the other is never sent a message.
  if (BOX_ELSEWHERE && event.type === 'message') {
    const message = event.origin === ctx.frameOrigin ? readBoxMessage(event.data) : null;
    if (!message) return unchanged;
    if (message.type === CLOSE_POPUP) return { state, effects: [{ type: 'close' }] };
    // A form's own fields all have a name (FormData leaves the others out); a message's may not.
    report = { ...message, fields: message.fields.filter(([name]) => name) };
  }
  if (state.submitted || !report.paymentIntent) return unchanged;
  // No purchase form: the box submits its own form (doSelfSubmit) and the page follows it.
  if (!ctx.hasParentForm) return { state: { ...state, redirectToResult: true }, effects: [] };
  return {
    state: { ...state, submitted: true },
    effects: [
      {
        type: 'submit',
        fields: report.fields.map(([name, value]) => [FIELD_PREFIX + name, value] as const),
        // Safari-like browsers: a same-origin box's aligner must hide first (a box elsewhere cannot be seen).
        waitForAligner: ctx.safariLike && (!BOX_ELSEWHERE || event.type !== 'message'),
      },
    ],
  };
}
