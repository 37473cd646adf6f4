/**
 * What the checkout does with an update_order_review answer (SPEC 4.5, 7.3.1, 8.2): `reload` reloads
 * the page; fragments replace only the parts whose HTML changed since the previous answer (payment
 * box inputs, the terms checkbox and mounted payment islands survive: core's swapFragments); a `failure` shows its messages above the form,
 * revalidates the fields and scrolls to them; then payment methods are set up again and
 * `updated_checkout` is announced. A failed request unblocks the review and changes nothing else.
 */

export interface ReviewAnswer {
  readonly result: 'success' | 'failure' | null;
  /** Notices HTML ('' when none). */
  readonly messages: string;
  readonly reload: boolean;
  /** Page-part selector → HTML. */
  readonly fragments: Readonly<Record<string, string>>;
}

export interface ReviewState {
  /** The fragments of the last answer applied, to replace only what changed. */
  readonly fragments: Readonly<Record<string, string>>;
}

export const INITIAL_REVIEW_STATE: ReviewState = { fragments: {} };

export type ReviewEvent =
  /** `body` is the parsed JSON; `causedBy` the id of the control whose change asked for the update. */
  | { readonly type: 'answered'; readonly body: unknown; readonly causedBy?: string | null }
  /** No usable answer (network, timeout, a non-JSON or 403 `-1` answer). */
  | { readonly type: 'request-failed' };

export type ReviewEffect =
  | { readonly type: 'reload-page' }
  | { readonly type: 'unblock-review' }
  | { readonly type: 'remove-review-notices' }
  /** Swap these parts of the page (core's swapFragments: islands, the `.payment_box` inputs and `#terms` are kept). */
  | { readonly type: 'replace-fragments'; readonly fragments: Readonly<Record<string, string>> }
  /** Remove all notices and show `html` (server notices, sanitised by the adapter) in the update notice group. */
  | { readonly type: 'show-review-failure'; readonly html: string }
  | { readonly type: 'revalidate-fields' }
  | { readonly type: 'scroll-to-notices' }
  | { readonly type: 'init-payment-methods' }
  /** Give focus back to the shipping method radio (recreated by the swap) that caused the update. */
  | { readonly type: 'focus-control'; readonly id: string }
  | { readonly type: 'announce-updated'; readonly answer: unknown };

export interface ReviewStep {
  readonly state: ReviewState;
  readonly effects: readonly ReviewEffect[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads an answer leniently, as WooCommerce does; null when it is not a JSON object. */
export function readReviewAnswer(body: unknown): ReviewAnswer | null {
  if (!isRecord(body)) return null;
  const fragments = isRecord(body.fragments)
    ? Object.fromEntries(Object.entries(body.fragments).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
    : {};
  return {
    result: body.result === 'success' || body.result === 'failure' ? body.result : null,
    messages: typeof body.messages === 'string' ? body.messages : '',
    reload: body.reload === true,
    fragments,
  };
}

/** The fragments whose HTML differs from the previous answer's. */
export function changedFragments(previous: Readonly<Record<string, string>>, next: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(next).filter(([selector, html]) => previous[selector] !== html));
}

export function reviewAnswerStep(state: ReviewState, event: ReviewEvent): ReviewStep {
  if (event.type === 'request-failed') return { state, effects: [{ type: 'unblock-review' }] };
  const answer = readReviewAnswer(event.body);
  if (answer?.reload) return { state, effects: [{ type: 'reload-page' }] };
  const effects: ReviewEffect[] = [{ type: 'unblock-review' }, { type: 'remove-review-notices' }];
  let next = state;
  if (answer !== null && Object.keys(answer.fragments).length > 0) {
    const changed = changedFragments(state.fragments, answer.fragments);
    next = { fragments: answer.fragments };
    if (Object.keys(changed).length > 0) effects.push({ type: 'replace-fragments', fragments: changed });
  }
  if (answer?.result === 'failure') {
    if (answer.messages !== '') effects.push({ type: 'show-review-failure', html: answer.messages });
    effects.push({ type: 'revalidate-fields' }, { type: 'scroll-to-notices' });
  }
  effects.push({ type: 'init-payment-methods' });
  if (answer?.result === 'success' && event.causedBy && event.causedBy.includes('shipping_method')) {
    effects.push({ type: 'focus-control', id: event.causedBy });
  }
  effects.push({ type: 'announce-updated', answer: event.body });
  return { state: next, effects };
}
