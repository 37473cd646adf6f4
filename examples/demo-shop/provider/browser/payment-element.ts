import type {
  StripeError,
  StripePaymentElement,
  StripePaymentElementAvailablePaymentMethodsChangeEvent,
  StripePaymentElementCardDetailsChangeEvent,
  StripePaymentElementChangeEvent,
  StripePaymentElementOptions,
  StripePaymentElementSavedPaymentMethodRemoveEvent,
  StripePaymentElementSavedPaymentMethodUpdateEvent,
} from '@stripe/stripe-js';
import type { DoubleContext } from './context.ts';
import { h } from './dom.ts';
import { createEmitter, listeners } from './emitter.ts';
import { CHANNEL, isEnvelope, type Envelope, type FrameOptions, type FrameRequest, type FrameResult, type FromFrame, type ToFrame } from './messages.ts';

/** Events of the Payment Element, keyed as Stripe's `on(...)` overloads are. */
export interface PaymentElementEvents {
  change: StripePaymentElementChangeEvent;
  ready: { elementType: 'payment' };
  focus: { elementType: 'payment' };
  blur: { elementType: 'payment' };
  escape: { elementType: 'payment' };
  loaderror: { elementType: 'payment'; error: StripeError };
  loaderstart: { elementType: 'payment' };
  carddetailschange: StripePaymentElementCardDetailsChangeEvent;
  savedpaymentmethodupdate: StripePaymentElementSavedPaymentMethodUpdateEvent;
  savedpaymentmethodremove: StripePaymentElementSavedPaymentMethodRemoveEvent;
  availablepaymentmethodschange: StripePaymentElementAvailablePaymentMethodsChangeEvent;
}

/** The double's Payment Element plus the internals its Elements group and Stripe instance use. */
export interface PaymentElementDouble {
  element: StripePaymentElement;
  /** Sends a request (validate, create the payment method) into the frame. */
  request(request: FrameRequest): Promise<FrameResult>;
  /** Pushes changed group options (amount, appearance, …) to the frame. */
  refresh(): void;
  selectedType(): string;
}

export const LOAD_ERROR: StripeError = { type: 'invalid_request_error', message: 'The Payment Element failed to load. (test-mode switch stripe_fail=loaderror)' };

/**
 * The Payment Element: an iframe titled 'Secure payment input frame' served by the provider, whose
 * fields the host page cannot reach. The two sides talk only by postMessage, each checking the
 * other's origin and window.
 */
export function createPaymentElement(
  ctx: DoubleContext,
  groupOptions: () => Omit<FrameOptions, 'element'>,
  initial: StripePaymentElementOptions = {},
  onDestroy: () => void = () => undefined,
  /** The iframe's title ('Secure card payment input frame' when it serves the Card Element). */
  frameTitle = 'Secure payment input frame',
): PaymentElementDouble {
  const events = createEmitter<PaymentElementEvents>();
  const id = `pe-${Math.random().toString(36).slice(2)}`;
  let options: StripePaymentElementOptions = initial;
  let frame: HTMLIFrameElement | null = null;
  let container: HTMLElement | null = null;
  let frameReady = false;
  let loadError: StripeError | null = null;
  let selected = groupOptions().paymentMethodTypes[0] ?? 'card';
  let nextRequestId = 1;
  const pending = new Map<number, (result: FrameResult) => void>();

  const frameOptions = (): FrameOptions => ({ ...groupOptions(), element: options });
  const post = (message: ToFrame): void => {
    const envelope: Envelope<ToFrame> = { channel: CHANNEL, id, message };
    frame?.contentWindow?.postMessage(envelope, ctx.providerOrigin);
  };

  const onMessage = (event: MessageEvent): void => {
    if (!frame || event.source !== frame.contentWindow || event.origin !== ctx.providerOrigin) return;
    if (!isEnvelope<FromFrame>(event.data, id)) return;
    const message = event.data.message;
    switch (message.kind) {
      case 'loaded':
        post({ kind: 'init', options: frameOptions() });
        break;
      case 'ready':
        frameReady = true;
        events.emit('ready', { elementType: 'payment' });
        break;
      case 'change':
        selected = message.event.value.type;
        events.emit('change', { elementType: 'payment', collapsed: false, ...message.event });
        break;
      case 'focus':
      case 'blur':
      case 'escape':
        events.emit(message.kind, { elementType: 'payment' });
        break;
      case 'height':
        frame.style.height = `${Math.ceil(message.height)}px`;
        break;
      case 'response':
        pending.get(message.requestId)?.(message.result);
        pending.delete(message.requestId);
        break;
    }
  };

  function mount(target: string | HTMLElement): void {
    const host = typeof target === 'string' ? document.querySelector<HTMLElement>(target) : target;
    if (!host) throw new Error(`IntegrationError: the selector you specified (${String(target)}) applies to no DOM elements that are currently on the page.`);
    unmount();
    events.emit('loaderstart', { elementType: 'payment' });
    const src = new URL(`${ctx.providerBase}/elements-inner.html`, ctx.providerOrigin);
    src.hash = new URLSearchParams({ channel: id, origin: location.origin }).toString();
    frame = h('iframe', { title: frameTitle, name: `__privateStripeFrame${id}`, src: src.href, allow: 'payment *', scrolling: 'no' });
    frame.style.cssText = 'border:0;width:100%;height:0;display:block;overflow:hidden;color-scheme:normal;';
    container = h('div', { class: '__PrivateStripeElement' }, frame);
    host.append(container);
    window.addEventListener('message', onMessage);
    if (ctx.switches.has('loaderror')) {
      loadError = LOAD_ERROR;
      setTimeout(() => events.emit('loaderror', { elementType: 'payment', error: LOAD_ERROR }), 0);
    }
  }

  function unmount(): void {
    window.removeEventListener('message', onMessage);
    container?.remove();
    container = null;
    frame = null;
    frameReady = false;
    pending.forEach((resolve) => resolve({ action: 'submit', error: { type: 'validation_error', message: 'The Payment Element was unmounted.' } }));
    pending.clear();
  }

  const { on, once, off } = listeners(events, () => element);
  const element: StripePaymentElement = {
    mount,
    unmount,
    destroy() {
      unmount();
      onDestroy();
    },
    blur: () => post({ kind: 'blur' }),
    focus: () => post({ kind: 'focus' }),
    clear: () => post({ kind: 'clear' }),
    collapse() {
      post({ kind: 'collapse' });
      return element;
    },
    update(changes) {
      options = { ...options, ...changes } as StripePaymentElementOptions;
      post({ kind: 'update', options: frameOptions() });
      return element;
    },
    on,
    once,
    off,
  };

  return {
    element,
    request(request) {
      if (loadError) return Promise.resolve({ action: request.action, error: loadError });
      if (!frame || !frameReady) {
        return Promise.resolve({ action: request.action, error: { type: 'invalid_request_error', message: 'The Payment Element is not mounted or not ready yet.' } });
      }
      const requestId = nextRequestId++;
      return new Promise((resolve) => {
        pending.set(requestId, resolve);
        post({ kind: 'request', requestId, request });
      });
    },
    refresh: () => post({ kind: 'update', options: frameOptions() }),
    selectedType: () => selected,
  };
}
