/**
 * The messages the pop-up and its payment box exchange with `postMessage`, so that the payment box
 * may live on another origin. Each side checks the other's origin before trusting a message.
 *
 *   box → page  { type: 'asp-payment-complete', paymentIntent, fields }  the card was charged; fields of form#payment-form
 *   box → page  { type: 'asp-close-popup' }                              the shopper asked to close (Escape, close link)
 *   page → box  { type: 'asp-popup-displayed', amount, thankyouPageUrl, doSelfSubmit }  shown (again), with the amount typed
 */
export const PAYMENT_COMPLETE = 'asp-payment-complete';
export const CLOSE_POPUP = 'asp-close-popup';
export const POPUP_DISPLAYED = 'asp-popup-displayed';
export const FRAME_MESSAGES = { paymentComplete: PAYMENT_COMPLETE, closePopup: CLOSE_POPUP, popupDisplayed: POPUP_DISPLAYED } as const;

/** Named form fields in document order, as a form would post them. */
export type FormPairs = ReadonlyArray<readonly [string, string]>;

export type BoxMessage =
  | { readonly type: typeof PAYMENT_COMPLETE; readonly paymentIntent: string; readonly fields: FormPairs }
  | { readonly type: typeof CLOSE_POPUP };

export interface PopupDisplayedMessage {
  readonly type: typeof POPUP_DISPLAYED;
  /** The custom amount with two decimals, or null when the button has no amount field. */
  readonly amount: string | null;
  readonly thankyouPageUrl: string;
  /** The box submits its own form (no purchase form on the page). */
  readonly doSelfSubmit: boolean;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A message from a payment box (the very object, its shape checked), or null for anything else (other scripts post messages too). */
export function readBoxMessage(data: unknown): BoxMessage | null {
  const message = data as Record<string, unknown> | null;
  return message?.type === CLOSE_POPUP ||
    (message?.type === PAYMENT_COMPLETE &&
      typeof message.paymentIntent === 'string' &&
      Array.isArray(message.fields) &&
      message.fields.every((pair) => Array.isArray(pair) && pair.length === 2 && pair.every((part) => typeof part === 'string')))
    ? (message as BoxMessage)
    : null;
}

/** The pop-up's message to its box, or null. */
export function readPopupMessage(data: unknown): PopupDisplayedMessage | null {
  if (!isRecord(data) || data.type !== POPUP_DISPLAYED) return null;
  const { amount, thankyouPageUrl, doSelfSubmit } = data;
  if ((amount !== null && typeof amount !== 'string') || typeof thankyouPageUrl !== 'string' || typeof doSelfSubmit !== 'boolean') return null;
  return { type: POPUP_DISPLAYED, amount, thankyouPageUrl, doSelfSubmit };
}
