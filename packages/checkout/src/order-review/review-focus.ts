/**
 * Focus across the order review's swap (dom/keep-focus.ts): the control that had it in the new markup, with none
 * focused the one that asked for the update (a shipping method chosen where a click does not focus it, as checkout.js
 * gives it back), else the page's notice (a coupon removed with its [Remove] link, which went with the review).
 * Fetched with the form's part (pages/checkout-form.ts): nothing has focus before the shopper first focuses or presses
 * something, which fetches that part, and an update waits for it before it is sent.
 */
import { NOTICES } from '../contract/selectors.ts';
import { keepFocus } from '../dom/keep-focus.ts';

/** Runs the review's swap keeping focus across it; `cause` is the id of the control whose change asked for the update. */
export type ReviewFocus = (swap: () => Promise<unknown>, cause: string | null) => Promise<unknown>;

export const keepReviewFocus =
  (doc: Document): ReviewFocus =>
  (swap, cause) =>
    keepFocus(doc, swap, {
      control: doc.activeElement === doc.body && cause ? doc.getElementById(cause) : doc.activeElement,
      notice: () => doc.querySelector(NOTICES),
    });
