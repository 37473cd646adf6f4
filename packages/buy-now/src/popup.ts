/**
 * The buy-now pop-up (SPEC 2.7, 4.1): created once per button and reused. It is a native modal <dialog>:
 * the browser makes the page behind it inert, closes it on Escape and, closed, puts focus back on the
 * element that opened it. A same-origin box's Escape and close button and a box's 'asp-close-popup' message
 * close it too (box-close.ts, frame-bridge.ts), as does the browser's Back button. Page scrolling is locked by
 * style.css while it is open. Closing drops the history entry it pushed (only while that entry is still the
 * current one).
 */
import { __ } from '@wordpress/i18n';
import { TEXT_DOMAIN } from '@shop-islands/core';
import { adoptBoxClose } from './box-close.ts';
import { POPUP_DISPLAYED } from './controller/messages.ts';
import { connectFrameBridge, tellFrameDisplayed } from './frame-bridge.ts';
import { renderDialog } from './view/dialog.ts';

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
  const root = renderDialog(uniqId, productId, frameUrl);
  const [closeButton, iframe, guard] = root.children as unknown as [HTMLButtonElement, HTMLIFrameElement, HTMLElement];

  /** history.length right after the pop-up pushed its entry (-1 once Back took it). */
  let historyLength = 0;
  let loaded = false;
  let amount: string | null = null;
  /** The box's own close button, when the loaded box shows one the pop-up can use (see box-close.ts); else ours is shown. */
  let boxClose: HTMLElement | null = null;
  /** Where focus goes to close the pop-up from the keyboard: the one close button shown. */
  const focusClose = (): void => (boxClose ?? closeButton).focus();

  /** `again`: the box was already loaded (preloaded, or shown before), so it is told it is displayed again. */
  const tellFrame = (again: boolean): void => tellFrameDisplayed(iframe, frameOrigin, { type: POPUP_DISPLAYED, amount, thankyouPageUrl, doSelfSubmit: !parentForm }, again);

  const close = (): void => root.close();
  const onPopstate = (): void => {
    historyLength = -1;
    close();
  };

  // Every way of closing ends here: Escape (the browser's own), the close buttons, a message, Back. The browser
  // has put focus back on the opener.
  root.onclose = () => {
    root.hidden = true;
    removeEventListener('popstate', onPopstate);
    // Not closed by Back: drop the pop-up's history entry, only while it is the current one (no entry pushed
    // since, by the page or inside the frame, that Back would take instead).
    if (history.state?.aspPaymentPopup === uniqId && history.length === historyLength) history.back();
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
    boxClose = adoptBoxClose(iframe, __('Close', TEXT_DOMAIN), close);
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
      // The history entry first: the entry left behind keeps the page's scroll position for Back.
      history.pushState({ aspPaymentPopup: uniqId }, '');
      historyLength = history.length;
      root.hidden = false;
      root.showModal();
      // showModal() focuses the first thing it can; the box's own close button sits inside the frame.
      boxClose?.focus();
      addEventListener('popstate', onPopstate);
      if (loaded) tellFrame(true);
    },
    close,
  };
}
