/**
 * The checkout's show-and-hide parts (SPEC 2.9, 9.5), each slid with SPEC 9.5's timings (instant with
 * reduced motion):
 * - 'Ship to a different address?' reveals the shipping address block;
 * - 'Create an account?' (guests, when guest checkout is on) reveals the account fields, password emptied;
 * - 'showlogin' toggles the login form and then scrolls to 50 px above it;
 * - the terms link toggles the inline terms text (when the shop prints it; otherwise the link opens the page).
 * The login and terms toggles say what they control and whether it is open (aria-controls, aria-expanded).
 */
import { ACCOUNT_PASSWORD, CREATE_ACCOUNT_CHECKBOX, CREATE_ACCOUNT_FIELDS, LOGIN_FORM, SHIPPING_ADDRESS, SHIP_TO_DIFFERENT_ADDRESS, SHOW_LOGIN, TERMS_LINK, TERMS_TEXT } from '../contract/selectors.ts';
import { DEFAULT_SLIDE_MS, LOGIN_SCROLL_MS, LOGIN_SCROLL_OFFSET_PX, TOGGLE_SLIDE_MS } from '../contract/timing.ts';
import { listen, targetOf } from '../dom/listen.ts';
import { isShown, scrollToElement, slide } from '../dom/motion.ts';

/** Shows `part` when `checkbox` is ticked, at once at start and by sliding on change; `opening` runs before it opens. */
function revealWith(checkbox: HTMLInputElement | null, part: HTMLElement | null, opening: () => void = () => undefined): void {
  if (!checkbox || !part) return;
  const follow = (ms: number): void => {
    if (checkbox.checked) opening();
    void slide(part, checkbox.checked, ms);
  };
  follow(0);
  listen(checkbox, 'change', () => follow(DEFAULT_SLIDE_MS));
}

/** Links `link` to the `part` it toggles for assistive technology. */
function describeToggle(link: Element | null, part: HTMLElement | null, id: string): void {
  if (!link || !part) return;
  part.id ||= id;
  link.setAttribute('aria-controls', part.id);
  link.setAttribute('aria-expanded', String(isShown(part)));
}

export function startCheckoutToggles(doc: Document, guestCheckout: boolean): void {
  revealWith(doc.querySelector(SHIP_TO_DIFFERENT_ADDRESS), doc.querySelector(SHIPPING_ADDRESS));
  if (guestCheckout) {
    revealWith(doc.querySelector(CREATE_ACCOUNT_CHECKBOX), doc.querySelector(CREATE_ACCOUNT_FIELDS), () => {
      const password = doc.querySelector<HTMLInputElement>(ACCOUNT_PASSWORD);
      if (password) password.value = '';
    });
  }
  const loginForm = doc.querySelector<HTMLElement>(LOGIN_FORM);
  const terms = doc.querySelector<HTMLElement>(TERMS_TEXT);
  describeToggle(doc.querySelector(SHOW_LOGIN), loginForm, 'si-checkout-login');

  listen(doc.body, 'click', (event) => {
    const showLogin = targetOf(event, SHOW_LOGIN);
    if (showLogin && loginForm) {
      const open = !isShown(loginForm);
      showLogin.setAttribute('aria-expanded', String(open));
      void slide(loginForm, open, TOGGLE_SLIDE_MS).then(() => open && scrollToElement(loginForm, LOGIN_SCROLL_OFFSET_PX, LOGIN_SCROLL_MS));
      return false;
    }
    // The terms link lives in the payment fragment, which updates replace: looked up when clicked.
    const termsLink = targetOf(event, TERMS_LINK);
    const text = termsLink && (terms?.isConnected ? terms : doc.querySelector<HTMLElement>(TERMS_TEXT));
    if (termsLink && text) {
      const open = !isShown(text);
      describeToggle(termsLink, text, 'si-checkout-terms');
      termsLink.setAttribute('aria-expanded', String(open));
      termsLink.classList.toggle('woocommerce-terms-and-conditions-link--open', open);
      termsLink.classList.toggle('woocommerce-terms-and-conditions-link--closed', !open);
      void slide(text, open, DEFAULT_SLIDE_MS);
      return false;
    }
  });
}
