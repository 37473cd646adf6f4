/**
 * Connects the bridge state machine to a payment box frame: the box's form submit event when the
 * box is on the page's origin (what the legacy plugin did), and postMessage from the box's origin
 * otherwise. Also tells the box that the pop-up is displayed, both ways.
 */
import { bridgeStep, INITIAL_BRIDGE_STATE, type BridgeContext, type BridgeEffect, type BridgeEvent, type BridgeState } from './controller/bridge.ts';
import { FRAME_MESSAGES, type FormPairs, type PopupDisplayedMessage } from './controller/messages.ts';

/** Ids the payment box page uses (the plugin's markup); plain constants, which the minifier shortens. */
const BOX_FORM = 'payment-form';
const BOX_ALIGNER = 'Aligner-item';
/** The box's own close button, in its header. */
export const BOX_CLOSE_BUTTON = 'modal-close-btn';

/** Where copied fields go inside the purchase form, when the plugin printed it. */
const HIDDEN_FIELDS_SELECTOR = 'div.asp-child-hidden-fields';

export interface FrameBridgeOptions {
  readonly iframe: HTMLIFrameElement;
  readonly parentForm: HTMLFormElement | null;
  readonly frameOrigin: string;
  readonly safariLike: boolean;
  readonly onClose: () => void;
  /** The frame finished loading a document. */
  readonly onLoad: () => void;
}

/** The frame's document when it is on the page's origin, else null. */
export function frameDocument(iframe: HTMLIFrameElement): Document | null {
  try {
    return iframe.contentDocument;
  } catch {
    return null;
  }
}

function frameAddress(iframe: HTMLIFrameElement): string | null {
  try {
    return iframe.contentWindow?.location.href ?? null;
  } catch {
    return null;
  }
}

function formPairs(form: HTMLFormElement): FormPairs {
  const pairs: Array<readonly [string, string]> = [];
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') pairs.push([name, value]);
  return pairs;
}

/** Not rendered (display: none on it or an ancestor), as jQuery's ':hidden' reads it; missing counts as hidden. */
function isHidden(element: Element | null): boolean {
  if (element === null) return true;
  return typeof element.checkVisibility === 'function' ? !element.checkVisibility() : element.getClientRects().length === 0;
}

/**
 * Tells the box it is displayed: a message for any origin, and the legacy field writes when
 * same-origin. Shown again, a same-origin box's error from an earlier attempt is hidden the way the
 * box hides it when a new attempt starts (the plugin's box keeps it on screen otherwise, so a
 * reopened pop-up showed an old decline); a box whose form is hidden is showing a fatal error, kept.
 */
export function tellFrameDisplayed(iframe: HTMLIFrameElement, frameOrigin: string, message: PopupDisplayedMessage, again: boolean): void {
  iframe.contentWindow?.postMessage(message, frameOrigin);
  const doc = frameDocument(iframe);
  const box = doc?.defaultView as (Window & { doSelfSubmit?: boolean; popupDisplayed?: unknown }) | null | undefined;
  if (!doc || !box) return;
  const amount = doc.getElementById('amount') as HTMLInputElement | null;
  if (amount && message.amount !== null) {
    amount.value = message.amount;
    amount.dispatchEvent(new Event('change', { bubbles: true }));
  }
  const error = doc.getElementById('global-error');
  if (again && error && doc.getElementById(BOX_FORM)?.style.display !== 'none') {
    error.textContent = '';
    error.style.display = 'none';
  }
  const thankyou = doc.getElementById('thankyou_page_url') as HTMLInputElement | null;
  if (thankyou && message.thankyouPageUrl !== '') thankyou.value = message.thankyouPageUrl;
  box.doSelfSubmit = message.doSelfSubmit;
  if (again && typeof box.popupDisplayed === 'function') (box.popupDisplayed as () => void)();
}

/** Starts listening; returns the function that stops. */
export function connectFrameBridge(options: FrameBridgeOptions): () => void {
  const { iframe, parentForm } = options;
  const view = iframe.ownerDocument.defaultView ?? window;
  const ctx: BridgeContext = {
    hasParentForm: parentForm !== null,
    safariLike: options.safariLike,
    frameOrigin: options.frameOrigin,
    pageOrigin: view.location.origin,
  };
  let timer: ReturnType<typeof setTimeout> | undefined;

  const run = (effect: BridgeEffect, dispatch: (event: BridgeEvent) => void): void => {
    switch (effect.type) {
      case 'copy-fields': {
        const target = parentForm?.querySelector(HIDDEN_FIELDS_SELECTOR) ?? parentForm;
        for (const [name, value] of effect.fields) {
          const input = iframe.ownerDocument.createElement('input');
          input.type = 'hidden';
          input.name = name;
          input.value = value;
          target?.append(input);
        }
        return;
      }
      case 'submit-parent':
        // The prototype's submit: a field named "submit" cannot shadow it, and no submit event re-enters the widget.
        if (parentForm) HTMLFormElement.prototype.submit.call(parentForm);
        return;
      case 'check-aligner-later':
        timer = setTimeout(() => {
          dispatch({ type: 'aligner-checked', hidden: isHidden(frameDocument(iframe)?.getElementById(BOX_ALIGNER) ?? null) });
        }, effect.delayMs);
        return;
      case 'navigate':
        view.location.assign(effect.address);
        return;
      case 'close-popup':
        options.onClose();
        return;
    }
  };

  // The step function's loop, without core's store (a money-path module, kept off non-checkout pages' start-up):
  // nothing subscribes to the bridge's state.
  let state: BridgeState = INITIAL_BRIDGE_STATE;
  const dispatch = (event: BridgeEvent): void => {
    const step = bridgeStep(state, event, ctx);
    state = step.state;
    for (const effect of step.effects) run(effect, dispatch);
  };

  const onFrameSubmit = (event: Event): void => {
    const form = event.currentTarget as HTMLFormElement;
    const intent = form.ownerDocument.getElementById('payment-intent') as HTMLInputElement | null;
    dispatch({ type: 'frame-form-submitted', paymentIntent: intent?.value ?? '', fields: formPairs(form) });
    // The page has taken over the purchase: the frame must not post its form as well.
    if (state.submitted) event.preventDefault();
  };

  const onLoad = (): void => {
    dispatch({ type: 'frame-loaded', address: frameAddress(iframe) });
    const form = frameDocument(iframe)?.getElementById(BOX_FORM);
    if (form?.tagName === 'FORM') form.addEventListener('submit', onFrameSubmit);
    options.onLoad();
  };

  const onMessage = (event: MessageEvent): void => {
    if (event.source !== iframe.contentWindow) return;
    dispatch({ type: 'message', origin: event.origin, data: event.data as unknown });
  };

  iframe.addEventListener('load', onLoad);
  view.addEventListener('message', onMessage);
  return () => {
    clearTimeout(timer);
    iframe.removeEventListener('load', onLoad);
    view.removeEventListener('message', onMessage);
  };
}
