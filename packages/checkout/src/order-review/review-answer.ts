/**
 * Reading an update_order_review answer (SPEC 4.5, 7.3.1): leniently, as WooCommerce does, and which of its
 * fragments changed since the previous answer (only those are swapped). order-review/order-review.ts applies it.
 */

export interface ReviewAnswer {
  readonly result: 'success' | 'failure' | null;
  /** Notices HTML ('' when none). */
  readonly messages: string;
  readonly reload: boolean;
  /** Page-part selector → HTML. */
  readonly fragments: Readonly<Record<string, string>>;
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
