/**
 * The checkout's show-and-hide parts as the page starts (checkout-toggles.ts does the rest once the shopper
 * starts on the form): the shipping address and the account fields shown only while their box is ticked, the
 * login toggle saying what it opens, and which clicks are the toggles' before their code is in.
 */
import { ACCOUNT_PASSWORD, CREATE_ACCOUNT_CHECKBOX, CREATE_ACCOUNT_FIELDS, LOGIN_FORM, SHIPPING_ADDRESS, SHIP_TO_DIFFERENT_ADDRESS, SHOW_LOGIN, TERMS_LINK, TERMS_TEXT } from '../contract/selectors.ts';
import { isShown } from '../dom/elements.ts';
import { targetOf, type HeardEvent } from '../dom/listen.ts';
import type { Claim } from '../dom/on-demand.ts';

export function closeToggledParts(doc: Document, guestCheckout: boolean): void {
  /** Shows `part` when `box` is ticked (a browser restores a ticked box on going back), hides it otherwise. */
  const follow = (box: string, part: string): boolean => {
    const element = doc.querySelector<HTMLElement>(part);
    const ticked = doc.querySelector<HTMLInputElement>(box)?.checked === true;
    if (!element) return false;
    element.style.display = ticked ? '' : 'none';
    if (ticked && doc.defaultView?.getComputedStyle(element).display === 'none') element.style.display = 'block';
    return ticked;
  };
  follow(SHIP_TO_DIFFERENT_ADDRESS, SHIPPING_ADDRESS);
  const password = doc.querySelector<HTMLInputElement>(ACCOUNT_PASSWORD);
  if (guestCheckout && follow(CREATE_ACCOUNT_CHECKBOX, CREATE_ACCOUNT_FIELDS) && password) password.value = '';
  const link = doc.querySelector(SHOW_LOGIN);
  const form = doc.querySelector<HTMLElement>(LOGIN_FORM);
  if (!link || !form) return;
  form.id ||= 'si-checkout-login';
  link.setAttribute('aria-controls', form.id);
  link.setAttribute('aria-expanded', String(isShown(form)));
}

/** A click on the login or terms link, taken before the toggles are in; without them the terms link opens its page. */
export function toggleClickTaken(event: HeardEvent): Claim | null {
  if (event.type !== 'click') return null;
  if (targetOf(event, SHOW_LOGIN)) return { prevent: true };
  const terms = targetOf<HTMLAnchorElement>(event, TERMS_LINK);
  if (!terms || !terms.ownerDocument.querySelector(TERMS_TEXT)) return null;
  return { prevent: true, fallback: () => terms.ownerDocument.defaultView?.location.assign(terms.href) };
}
