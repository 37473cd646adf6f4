/**
 * The buy-now pop-up (SPEC 2.7, 4.1): created once per button and reused. It is a native modal <dialog>:
 * the browser makes the page behind it inert, closes it on Escape and, closed, puts focus back on the
 * element that opened it. A same-origin box's Escape and close button and a box's 'asp-close-popup' message
 * close it too (box-close.ts, frame-bridge.ts), as does the browser's Back button. Page scrolling is locked by
 * style.css while it is open.
 *
 * Back, as Stripe Payments has it: its payment box keeps the history. Shown (loaded, or told `popupDisplayed()`)
 * while the page has `WPASPClosePaymentPopup`, the box pushes an entry in its frame; Back pops it and the box calls
 * that function, as its own close button does (it goes back over the entry). The pop-up answers to that name while
 * it is open, and, closed another way (Escape, a close button, a message), it drops the box's entry while that is
 * still the current one: the box's document still on it, and the page's address and state as they were (an entry
 * pushed since by the page, or a document the frame went on to, is left alone). A box on another
 * origin cannot reach the page: for one (the any-origin build only, box-origin.ts) the page pushes and drops an
 * entry of its own the same way.
 */
import { BOX_ELSEWHERE } from './box-origin.ts';
import { adoptBoxClose } from './box-close.ts';
import { connectFrameBridge, tellFrameDisplayed } from './frame-bridge.ts';
import { renderDialog } from './view/dialog.ts';

/** The legacy handler's global that Stripe Payments' box calls to close the pop-up. */
const CLOSE_GLOBAL = 'WPASPClosePaymentPopup';

export interface PaymentPopup {
  /** Shows the pop-up, passing the custom amount (or null) to the payment box. */
  show(amount: string | null): void;
  close(): void;
}

/**
 * `frameUrl`: the absolute payment box address; `parentForm`: the purchase form (asp_ng_form_{uniq_id}), or null
 * for link and attach triggers (then the box submits itself).
 */
export function createPaymentPopup(uniqId: string, productId: string, frameUrl: string, parentForm: HTMLFormElement | null, thankyouPageUrl: string): PaymentPopup {
  const frameOrigin = new URL(frameUrl).origin;
  // A box on another origin: the page keeps the history entry (false in the same-origin build, whose minifier drops it).
  const elsewhere = BOX_ELSEWHERE && frameOrigin !== location.origin;
  const root = renderDialog(uniqId, productId, frameUrl);
  const [closeButton, iframe, guard] = root.children as unknown as [HTMLButtonElement, HTMLIFrameElement, HTMLElement];

  /** A box elsewhere: history.length right after the page pushed its own entry (0 once Back took it). */
  let entryLength = 0;
  /**
   * A same-origin box: the page's address and history state as the pop-up opened. Changed, the page has pushed an
   * entry since, and the box's is no longer the current one. (Not history.length: after a push in a frame, the page
   * sees the new length only a moment later.)
   */
  let pageHref = '';
  let pageState: unknown = null;
  let loaded = false;
  let amount: string | null = null;
  /** The box's own close button, when the loaded box shows one the pop-up can use (see box-close.ts); else ours is shown. */
  let boxClose: HTMLElement | null = null;
  /** Where focus goes to close the pop-up from the keyboard: the one close button shown. */
  const focusClose = (): void => (boxClose ?? closeButton).focus();

  /** `again`: the box was already loaded (preloaded, or shown before), so it is told it is displayed again. */
  const tellFrame = (again: boolean): void => tellFrameDisplayed(iframe, frameOrigin, { amount, thankyouPageUrl, doSelfSubmit: !parentForm }, again);

  const close = (): void => root.close();
  /** Back took the page's own entry (a box elsewhere). */
  const onPopstate = (): void => {
    entryLength = 0;
    close();
  };

  // Every way of closing ends here: Escape (the browser's own), the close buttons, a message, Back. The browser
  // has put focus back on the opener. Not closed by Back: the entry is dropped while it is the current one.
  root.onclose = () => {
    root.hidden = true;
    // Back and the box's own close button have taken the box's entry already (its state is null again). (The
    // frame's document is null once it has gone to another origin, a bank's page say.)
    if (elsewhere) {
      removeEventListener('popstate', onPopstate);
      if (history.length === entryLength && history.state?.aspPaymentPopup === uniqId) history.back();
    } else {
      const box = iframe.contentDocument?.defaultView?.history;
      if (box?.state?.aspPopup && location.href === pageHref && history.state === pageState) box.back();
    }
  };

  // Chromium's modal dialog lets Tab leave the last field of the frame for the browser's own controls, and
  // Shift+Tab leave the first control: the dialog wraps instead. Tab from the frame's last field lands on the
  // guard after it, which hands focus to the close button; Shift+Tab on our close button puts focus on the guard
  // and lets the browser's own Shift+Tab carry on from there, into the frame's last field (which the page cannot
  // focus itself: the frame may be on another origin).
  let backIntoFrame = false;
  guard.onfocus = () => backIntoFrame || focusClose();
  closeButton.onkeydown = (event) => {
    if (event.key === 'Tab' && event.shiftKey) {
      backIntoFrame = true;
      guard.focus();
      backIntoFrame = false;
    }
  };
  closeButton.onclick = close;

  connectFrameBridge(iframe, parentForm, frameOrigin, close, () => {
    loaded = true;
    // One close button: the box's own where it shows one, else ours.
    const focusWasOnOurs = document.activeElement === closeButton;
    boxClose = adoptBoxClose(iframe, close);
    closeButton.hidden = !!boxClose;
    if (root.open) {
      if (focusWasOnOurs) focusClose();
      tellFrame(false);
    }
  });
  document.body.append(root);

  return {
    show(nextAmount) {
      if (root.open) return;
      amount = nextAmount;
      // Before the box is told it is displayed (it pushes its entry only when the page answers to the name).
      (window as unknown as Record<string, unknown>)[CLOSE_GLOBAL] = close;
      // The page's own entry first (a box elsewhere): the entry left behind keeps the page's scroll position for Back.
      if (elsewhere) {
        history.pushState({ aspPaymentPopup: uniqId }, '');
        entryLength = history.length;
        addEventListener('popstate', onPopstate);
      } else {
        pageHref = location.href;
        pageState = history.state;
      }
      root.hidden = false;
      root.showModal();
      // showModal() focuses the first thing it can; the box's own close button sits inside the frame.
      boxClose?.focus();
      if (loaded) tellFrame(true);
    },
    close,
  };
}
