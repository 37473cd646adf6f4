/**
 * The buy-now pop-up (SPEC 2.7, 4.1): created once per button and reused. While open it is a modal
 * dialog: focus is moved in and trapped, across the payment box frame too (the page never sees the
 * keys pressed inside the frame, so a guard after the frame catches Tab leaving it), page scrolling
 * is locked (iOS too), Escape and the browser's Back button close it. Closing fades it out, restores
 * the scroll position, returns focus to the element that opened it and drops the history entry it
 * pushed (only if that entry is still the current one).
 */
import { lockScroll, originOf, trapFocus } from '@shop-islands/core';
import { adoptBoxClose } from './box-close.ts';
import { FRAME_MESSAGES } from './controller/messages.ts';
import { connectFrameBridge, tellFrameDisplayed } from './frame-bridge.ts';
import { renderDialog } from './view/dialog.ts';

/** Length of the fade-out; matches style.css. */
export const FADE_MS = 200;

export interface PopupOptions {
  readonly uniqId: string;
  readonly productId: string;
  /** Absolute payment box address. */
  readonly frameUrl: string;
  /** The purchase form (asp_ng_form_{uniq_id}), or null for link and attach triggers. */
  readonly parentForm: HTMLFormElement | null;
  readonly thankyouPageUrl: string;
  readonly safariLike: boolean;
  readonly doc?: Document;
}

export interface PaymentPopup {
  /** Shows the pop-up for `opener`, passing the custom amount (or null) to the payment box. */
  show(opener: HTMLElement, amount: string | null): void;
  close(): void;
  /** Removes the pop-up from the page. */
  destroy(): void;
}

interface OpenState {
  readonly opener: HTMLElement;
  readonly releaseFocus: () => void;
  readonly unlockScroll: () => void;
  /** history.length right after the pop-up pushed its entry. */
  readonly historyLength: number;
}

interface PopupHistoryState {
  readonly aspPaymentPopup?: string;
}

function prefersReducedMotion(view: Window): boolean {
  return typeof view.matchMedia === 'function' && view.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function createPaymentPopup(options: PopupOptions): PaymentPopup {
  const doc = options.doc ?? document;
  const view = doc.defaultView ?? window;
  const frameOrigin = originOf(options.frameUrl, doc.URL) ?? view.location.origin;
  const { root, iframe, closeButton, guard } = renderDialog(doc, options.uniqId, options.productId, options.frameUrl);
  const { history } = view;

  let open: OpenState | null = null;
  let loaded = false;
  /** The box's own close button, when the loaded box shows one the pop-up can use (see box-close.ts); else ours is shown. */
  let boxClose: HTMLElement | null = null;
  const dialogClose = (): HTMLElement => boxClose ?? closeButton;
  let amount: string | null = null;
  let fadeTimer: ReturnType<typeof setTimeout> | undefined;

  /** `again`: the box was already loaded (preloaded, or shown before), so it is told it is displayed again. */
  const tellFrame = (again: boolean): void => {
    tellFrameDisplayed(
      iframe,
      frameOrigin,
      { type: FRAME_MESSAGES.popupDisplayed, amount, thankyouPageUrl: options.thankyouPageUrl, doSelfSubmit: options.parentForm === null },
      again,
    );
  };

  const onKeydown = (event: KeyboardEvent): void => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    close();
  };
  const onPopstate = (): void => close(true);

  function close(fromHistory = false): void {
    if (!open) return;
    const { opener, releaseFocus, unlockScroll, historyLength } = open;
    open = null;
    doc.removeEventListener('keydown', onKeydown);
    view.removeEventListener('popstate', onPopstate);
    releaseFocus();
    unlockScroll();
    root.classList.add('is-closing');
    fadeTimer = setTimeout(
      () => {
        root.hidden = true;
        root.classList.remove('is-closing');
      },
      prefersReducedMotion(view) ? 0 : FADE_MS,
    );
    opener.focus({ preventScroll: true });
    // Closed by Escape or the close button: drop the pop-up's history entry, only while it is the
    // current one (no entry pushed since, by the page or inside the frame, that Back would take instead).
    if (!fromHistory && (history.state as PopupHistoryState | null)?.aspPaymentPopup === options.uniqId && history.length === historyLength) history.back();
  }

  // Tab from the frame's last field (or past an empty frame) lands on the guard: wrap to the close button.
  let backIntoFrame = false;
  guard.addEventListener('focus', () => {
    if (!backIntoFrame) dialogClose().focus();
  });
  // Shift+Tab on the close button: put focus on the guard and let the browser's own Shift+Tab go
  // on from there, into the frame's last field (which the page cannot focus itself, the frame may be
  // on another origin). The page's focus trap must not see this key.
  root.addEventListener('keydown', (event) => {
    if (event.key !== 'Tab' || !event.shiftKey || doc.activeElement !== closeButton) return;
    event.stopPropagation();
    backIntoFrame = true;
    guard.focus();
    backIntoFrame = false;
  });

  const disconnect = connectFrameBridge({
    iframe,
    parentForm: options.parentForm,
    frameOrigin,
    safariLike: options.safariLike,
    onClose: () => close(),
    onLoad: () => {
      loaded = true;
      // One close button: the box's own where it shows one, else ours.
      const focusWasOnOurs = doc.activeElement === closeButton;
      boxClose = adoptBoxClose(iframe, { label: closeButton.getAttribute('aria-label') ?? '', onClose: () => close() });
      closeButton.hidden = boxClose !== null;
      if (open && focusWasOnOurs) dialogClose().focus();
      if (open) tellFrame(false);
    },
  });
  closeButton.addEventListener('click', () => close());
  doc.body.append(root);

  return {
    show(opener, nextAmount) {
      if (open) return;
      clearTimeout(fadeTimer);
      amount = nextAmount;
      root.classList.remove('is-closing');
      root.hidden = false;
      // The history entry first: the entry left behind keeps the page's scroll position for Back.
      history.pushState({ aspPaymentPopup: options.uniqId } satisfies PopupHistoryState, '');
      const unlockScroll = lockScroll(doc);
      open = { opener, unlockScroll, releaseFocus: trapFocus(root), historyLength: history.length };
      // The trap focuses the first thing it can reach; the box's own close button sits inside the frame.
      if (boxClose) boxClose.focus();
      doc.addEventListener('keydown', onKeydown);
      view.addEventListener('popstate', onPopstate);
      if (loaded) tellFrame(true);
    },
    close: () => close(),
    destroy() {
      close();
      clearTimeout(fadeTimer);
      disconnect();
      root.remove();
    },
  };
}
