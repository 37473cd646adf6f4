/**
 * Connects the bridge state machine to a payment box frame: the box's form submit event when the
 * box is on the page's origin (what the legacy plugin did), and postMessage from the box's origin
 * otherwise. Also tells the box that the pop-up is displayed, both ways.
 */
import { ALIGNER_POLL_MS, bridgeStep, INITIAL_BRIDGE_STATE, type BridgeEffect, type BridgeEvent } from './controller/bridge.ts';
import { POPUP_DISPLAYED, type FormPairs, type PopupDisplayedMessage } from './controller/messages.ts';
import { BOX_ELSEWHERE } from './box-origin.ts';
import { isSafariLike } from './environment.ts';

/**
 * Rendered (no display: none on it or an ancestor), as jQuery's ':visible' reads it; where the browser cannot
 * tell (Safari before 17.4), its own display, which is what the box sets (jQuery's fadeOut).
 */
export const isShown = (element: Element): boolean =>
  element.checkVisibility ? element.checkVisibility() : getComputedStyle(element).display !== 'none';

/** A same-origin box's window, with what Stripe Payments' box page defines on it. */
type BoxWindow = Window & { doSelfSubmit?: boolean; popupDisplayed?: () => void };

/**
 * Tells the box it is displayed: a message for any origin, and the legacy field writes when
 * same-origin (the frame's document is null on another origin). Shown again, a same-origin box's
 * error from an earlier attempt is hidden the way the box hides it when a new attempt starts (the
 * plugin's box keeps it on screen otherwise, so a reopened pop-up showed an old decline); a box
 * whose form is hidden is showing a fatal error, kept.
 */
export function tellFrameDisplayed(iframe: HTMLIFrameElement, frameOrigin: string, message: Omit<PopupDisplayedMessage, 'type'>, again: boolean): void {
  // (The message's type only in the build that posts it.)
  if (BOX_ELSEWHERE) iframe.contentWindow?.postMessage({ type: POPUP_DISPLAYED, ...message }, frameOrigin);
  const doc = iframe.contentDocument;
  if (!doc) return;
  const field = (id: string) => doc.getElementById(id) as HTMLInputElement | null;
  const amount = field('amount');
  if (amount && message.amount) {
    amount.value = message.amount;
    amount.dispatchEvent(new Event('change', { bubbles: true }));
  }
  const error = field('global-error');
  if (again && error && field('payment-form')?.style.display !== 'none') {
    error.textContent = '';
    error.style.display = 'none';
  }
  const thankyou = field('thankyou_page_url');
  if (thankyou && message.thankyouPageUrl) thankyou.value = message.thankyouPageUrl;
  const box = doc.defaultView as BoxWindow;
  box.doSelfSubmit = message.doSelfSubmit;
  if (again) box.popupDisplayed?.();
}

/**
 * Starts listening to the frame: `onClose` when the box asks, `onLoad` after each document it loads.
 * Copied fields go into the purchase form's `div.asp-child-hidden-fields` (else the form itself).
 */
export function connectFrameBridge(iframe: HTMLIFrameElement, parentForm: HTMLFormElement | null, frameOrigin: string, onClose: () => void, onLoad: () => void): void {
  const ctx = { hasParentForm: !!parentForm, safariLike: isSafariLike(navigator.userAgent), frameOrigin, pageOrigin: location.origin };
  // The prototype's submit: a field named "submit" cannot shadow it, and no submit event re-enters the widget.
  const submit = (): void => HTMLFormElement.prototype.submit.call(parentForm);
  const run = (effect: BridgeEffect): void => {
    const type = effect.type;
    if (type === 'submit') {
      const target = parentForm!.querySelector('div.asp-child-hidden-fields') ?? parentForm!;
      for (const [name, value] of effect.fields) {
        const input = document.createElement('input');
        input.type = 'hidden';
        input.name = name;
        input.value = value;
        target.append(input);
      }
      // Safari-like browsers: the purchase form waits until the box's aligner is hidden.
      const poll = (): void => {
        const aligner = iframe.contentDocument?.getElementById('Aligner-item');
        if (aligner && isShown(aligner)) setTimeout(poll, ALIGNER_POLL_MS);
        else submit();
      };
      if (effect.waitForAligner) setTimeout(poll, ALIGNER_POLL_MS);
      else submit();
    }
    if (type === 'navigate') location.assign(effect.address);
    if (type === 'close') onClose();
  };

  // The step function's loop, without core's store (a money-path module, kept off non-checkout pages' start-up):
  // nothing subscribes to the bridge's state.
  let state = INITIAL_BRIDGE_STATE;
  const dispatch = (event: BridgeEvent): void => {
    const step = bridgeStep(state, event, ctx);
    state = step.state;
    step.effects.forEach(run);
  };

  const onFrameSubmit = (event: Event): void => {
    const form = event.currentTarget as HTMLFormElement;
    const fields = [...new FormData(form)].filter((pair) => typeof pair[1] === 'string') as [string, string][] as FormPairs;
    dispatch({ type: 'submitted', paymentIntent: (form.ownerDocument.getElementById('payment-intent') as HTMLInputElement | null)?.value ?? '', fields });
    // The page has taken over the purchase: the frame must not post its form as well.
    if (state.submitted) event.preventDefault();
  };

  iframe.onload = () => {
    // null: the frame's document cannot be read (another origin).
    const doc = iframe.contentDocument;
    dispatch({ type: 'loaded', address: doc ? doc.URL : null });
    doc?.forms.namedItem('payment-form')?.addEventListener('submit', onFrameSubmit);
    onLoad();
  };
  // A box elsewhere speaks by messages (the build for a same-origin box has no listener: box-origin.ts).
  if (BOX_ELSEWHERE) {
    addEventListener('message', (event) => {
      // A MessageEvent is the step's 'message' event as it is (type 'message', origin, data).
      if (event.source === iframe.contentWindow) dispatch(event as MessageEvent & { readonly type: 'message' });
    });
  }
}
