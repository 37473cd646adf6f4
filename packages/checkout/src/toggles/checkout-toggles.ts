/**
 * The checkout's show-and-hide parts (SPEC 2.9, 9.5), each slid with SPEC 9.5's timings (instant with
 * reduced motion):
 * - 'Ship to a different address?' reveals the shipping address block;
 * - 'Create an account?' (guests, when guest checkout is on) reveals the account fields, password emptied;
 * - 'showlogin' toggles the login form and then scrolls to 50 px above it;
 * - the terms link toggles the inline terms text (when the shop prints it; otherwise the link opens the page).
 * The login and terms toggles say what they control and whether it is open (aria-controls, aria-expanded).
 * The parts' state is the page's: whether each is shown (`isShown`) and whether its box is ticked.
 * `closeToggledParts` runs as the page starts; the rest is fetched once the shopper starts on the form.
 */
import { ACCOUNT_PASSWORD, CREATE_ACCOUNT_CHECKBOX, CREATE_ACCOUNT_FIELDS, LOGIN_FORM, SHIPPING_ADDRESS, SHIP_TO_DIFFERENT_ADDRESS, SHOW_LOGIN, TERMS_LINK, TERMS_TEXT } from '../contract/selectors.ts';
import { DEFAULT_SLIDE_MS, LOGIN_SCROLL_MS, LOGIN_SCROLL_OFFSET_PX, TOGGLE_SLIDE_MS } from '../contract/timing.ts';
import { isShown } from '../dom/elements.ts';
import { targetOf, type HeardEvent } from '../dom/listen.ts';
import { scrollToElement, slide } from '../dom/motion.ts';

/** The page events the toggles handle: changes of the two boxes (on the form), clicks on the two links (on the body). */
export const TOGGLE_EVENTS = 'change click';

/** Links `link` to the `part` it toggles for assistive technology. */
export function describeToggle(link: Element | null, part: HTMLElement | null, id: string): void {
  if (!link || !part) return;
  part.id ||= id;
  link.setAttribute('aria-controls', part.id);
  link.setAttribute('aria-expanded', String(isShown(part)));
}

export interface CheckoutToggles {
  /** Handles an event of TOGGLE_EVENTS; false when it took a click. */
  handle(event: HeardEvent): boolean | void;
}

export function createCheckoutToggles(doc: Document, guestCheckout: boolean): CheckoutToggles {
  return {
    handle(event) {
      if (event.type === 'change') {
        const box = targetOf<HTMLInputElement>(event, `${SHIP_TO_DIFFERENT_ADDRESS}, ${CREATE_ACCOUNT_CHECKBOX}`);
        const account = box?.matches(CREATE_ACCOUNT_CHECKBOX) === true;
        if (!box || (account && !guestCheckout)) return;
        const part = doc.querySelector<HTMLElement>(account ? CREATE_ACCOUNT_FIELDS : SHIPPING_ADDRESS);
        if (!part) return;
        const password = doc.querySelector<HTMLInputElement>(ACCOUNT_PASSWORD);
        if (account && box.checked && password) password.value = '';
        void slide(part, box.checked, DEFAULT_SLIDE_MS);
        return;
      }
      const showLogin = targetOf(event, SHOW_LOGIN);
      const loginForm = doc.querySelector<HTMLElement>(LOGIN_FORM);
      if (showLogin && loginForm) {
        const open = !isShown(loginForm);
        showLogin.setAttribute('aria-expanded', String(open));
        void slide(loginForm, open, TOGGLE_SLIDE_MS).then(() => open && scrollToElement(loginForm, LOGIN_SCROLL_OFFSET_PX, LOGIN_SCROLL_MS));
        return false;
      }
      // The terms link lives in the payment fragment, which updates replace: looked up when clicked.
      const termsLink = targetOf(event, TERMS_LINK);
      const text = termsLink && doc.querySelector<HTMLElement>(TERMS_TEXT);
      if (termsLink && text) {
        const open = !isShown(text);
        describeToggle(termsLink, text, 'si-checkout-terms');
        termsLink.setAttribute('aria-expanded', String(open));
        termsLink.classList.toggle('woocommerce-terms-and-conditions-link--open', open);
        termsLink.classList.toggle('woocommerce-terms-and-conditions-link--closed', !open);
        void slide(text, open, DEFAULT_SLIDE_MS);
        return false;
      }
    },
  };
}
