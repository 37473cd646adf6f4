/**
 * 'Your order is still being placed' (SPEC 4.5's processing state, past a long wait): an order request is never
 * given up on (the shop may still make and charge the order), so after STILL_PLACING_NOTICE_MS without an answer
 * the shopper is told to stay, beside what they pressed, while nothing invites a second order. Shared by the
 * classic checkout's Place order and the express checkout's wallet payment.
 */
import { __ } from '@wordpress/i18n';
import { TEXT_DOMAIN } from '../i18n.ts';

/** How long an order request waits for its answer before the note shows (ours: WooCommerce says nothing). */
export const STILL_PLACING_NOTICE_MS = 10_000;

export const stillPlacingText = (): string => __('Your order is still being placed. Please stay on this page.', TEXT_DOMAIN);

/** The note (a status live region, above a blocking overlay beside it), for the caller to place; the answer removes it. */
export function stillPlacingNote(doc: Document): HTMLElement {
  const note = doc.createElement('div');
  note.className = 'woocommerce-info shop-islands-still-placing';
  note.setAttribute('role', 'status');
  Object.assign(note.style, { position: 'relative', zIndex: '1001' });
  note.textContent = stillPlacingText();
  return note;
}
