import type { StripeCardElement, StripeCardElementChangeEvent, StripeCardElementOptions, StripeElementStyle, StripeError } from '@stripe/stripe-js';
import type { DoubleContext } from './context.ts';
import { createEmitter, listeners } from './emitter.ts';
import type { FrameAppearance, FrameOptions } from './messages.ts';
import { createPaymentElement, type PaymentElementDouble } from './payment-element.ts';

/** Events of the Card Element, keyed as Stripe's `on(...)` overloads are. */
export interface CardElementEvents {
  change: StripeCardElementChangeEvent;
  ready: { elementType: 'card' };
  focus: { elementType: 'card' };
  blur: { elementType: 'card' };
  escape: { elementType: 'card' };
  networkschange: { elementType: 'card' };
  loaderror: { elementType: 'card'; error: StripeError };
}

/**
 * What the double's Card Element offers: Stripe's typed members, plus `addEventListener`, an alias of `on`
 * that Stripe.js's elements have and Stripe Payments' payment box calls (not in @stripe/stripe-js's types).
 */
export type CardElementApi = StripeCardElement & { addEventListener: StripeCardElement['on'] };

export interface CardElementDouble {
  element: CardElementApi;
  /** The card typed in its frame as a payment method (createToken and confirmCardPayment read it this way). */
  paymentMethodFrame(): PaymentElementDouble;
}

/** Stripe's title for the Card Element's iframe. */
export const CARD_FRAME_TITLE = 'Secure card payment input frame';

/** The Card Element's `style` (base and invalid variants) as the frame's appearance variables. */
export function cardAppearance(style: StripeElementStyle | undefined): FrameAppearance {
  const base = style?.base;
  const variables: Record<string, string | undefined> = {
    colorText: base?.color,
    fontFamily: base?.fontFamily,
    fontSizeBase: base?.fontSize,
    colorDanger: style?.invalid?.color,
    colorBackground: base?.backgroundColor,
  };
  return { variables: Object.fromEntries(Object.entries(variables).filter(([, value]) => typeof value === 'string')) };
}

/**
 * The Card Element (`elements.create('card')`): card number, expiry and security code (and the postcode
 * unless `hidePostalCode`) in one frame from the provider's origin, the Payment Element's frame showing
 * only the card form. The host page never sees the card: `createToken` and `confirmCardPayment` ask the
 * frame for a payment method.
 */
export function createCardElement(ctx: DoubleContext, initial: StripeCardElementOptions = {}, onDestroy: () => void = () => undefined): CardElementDouble {
  const events = createEmitter<CardElementEvents>();
  let options = initial;
  const frameOptions = (): Omit<FrameOptions, 'element'> => ({
    publishableKey: ctx.publishableKey,
    apiBase: ctx.apiBase,
    paymentMethodTypes: ['card'],
    appearance: cardAppearance(options.style),
    amount: null,
    currency: null,
    cardElement: true,
  });
  const fields = () => ({ billingDetails: { address: { country: 'never' as const, postalCode: options.hidePostalCode ? ('never' as const) : ('auto' as const) } } });
  const frame = createPaymentElement(ctx, frameOptions, { fields: fields() }, onDestroy, CARD_FRAME_TITLE);

  frame.element.on('change', (event) =>
    events.emit('change', { elementType: 'card', brand: 'unknown', complete: event.complete, empty: event.empty, error: undefined, value: { postalCode: '' } }));
  frame.element.on('ready', () => events.emit('ready', { elementType: 'card' }));
  frame.element.on('focus', () => events.emit('focus', { elementType: 'card' }));
  frame.element.on('blur', () => events.emit('blur', { elementType: 'card' }));
  frame.element.on('escape', () => events.emit('escape', { elementType: 'card' }));
  frame.element.on('loaderror', (event) => events.emit('loaderror', { elementType: 'card', error: event.error }));


  const { on, once, off } = listeners(events, () => element);
  const element: CardElementApi = {
    mount: (target: string | HTMLElement) => frame.element.mount(target),
    unmount: () => frame.element.unmount(),
    destroy: () => frame.element.destroy(),
    blur: () => frame.element.blur(),
    focus: () => frame.element.focus(),
    clear: () => frame.element.clear(),
    update(changes) {
      options = { ...options, ...changes };
      frame.element.update({ fields: fields() });
    },
    on,
    once,
    off,
    addEventListener: on,
  };
  return { element, paymentMethodFrame: () => frame };
}
