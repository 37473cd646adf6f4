import type {
  StripeCardElement,
  StripeCardElementOptions,
  StripeElements,
  StripeElementsOptionsClientSecret,
  StripeElementsOptionsMode,
  StripeElementsUpdateOptions,
  StripeError,
  StripeExpressCheckoutElement,
  StripeExpressCheckoutElementOptions,
  StripePaymentElement,
  StripePaymentElementOptions,
} from '@stripe/stripe-js';
import { createCardElement, type CardElementDouble } from './card-element.ts';
import type { DoubleContext } from './context.ts';
import { createExpressCheckoutElement, type ExpressCheckoutDouble } from './express-checkout-element.ts';
import type { FrameAppearance, FrameOptions } from './messages.ts';
import { createPaymentElement, type PaymentElementDouble } from './payment-element.ts';

export type ElementsOptions = StripeElementsOptionsClientSecret | StripeElementsOptionsMode;

/** The part of Stripe's `Elements` the double implements; each member is typed against Stripe's own. */
interface SupportedElements extends Pick<StripeElements, 'update' | 'fetchUpdates' | 'submit' | 'on'> {
  create(type: 'payment', options?: StripePaymentElementOptions): StripePaymentElement;
  create(type: 'expressCheckout', options?: StripeExpressCheckoutElementOptions): StripeExpressCheckoutElement;
  create(type: 'card', options?: StripeCardElementOptions): StripeCardElement;
  getElement(type: 'payment'): StripePaymentElement | null;
  getElement(type: 'expressCheckout'): StripeExpressCheckoutElement | null;
  getElement(type: 'card'): StripeCardElement | null;
}

/** An Elements group and the internals the Stripe instance reads when confirming. */
export interface ElementsDouble {
  elements: StripeElements;
  payment(): PaymentElementDouble | null;
  express(): ExpressCheckoutDouble | null;
  options(): ElementsOptions;
}

/** `allowedPaymentMethodTypes`, or `paymentMethodTypes` as older Stripe.js integrations (and WooCommerce's) pass it; card by default. */
function methodTypes(options: ElementsOptions): string[] {
  const legacy = (options as { paymentMethodTypes?: unknown }).paymentMethodTypes;
  const allowed = 'allowedPaymentMethodTypes' in options ? options.allowedPaymentMethodTypes : undefined;
  const list = allowed ?? (Array.isArray(legacy) ? legacy.filter((t): t is string => typeof t === 'string') : undefined);
  return list?.length ? list : ['card'];
}

function amountOf(options: ElementsOptions): number | null {
  return 'amount' in options && typeof options.amount === 'number' ? options.amount : null;
}

export function createElementsGroup(ctx: DoubleContext, initial: ElementsOptions = {}): ElementsDouble {
  let options: ElementsOptions = initial;
  /** In intent-first mode (`clientSecret`), the intent's own method types, amount and currency once retrieved. */
  let fromIntent: { types: string[]; amount: number | null; currency: string } | null = null;
  let payment: PaymentElementDouble | null = null;
  let express: ExpressCheckoutDouble | null = null;
  let card: CardElementDouble | null = null;
  const updateEndHandlers = new Set<() => void>();

  const frameOptions = (): Omit<FrameOptions, 'element'> => ({
    publishableKey: ctx.publishableKey,
    apiBase: ctx.apiBase,
    paymentMethodTypes: fromIntent?.types ?? methodTypes(options),
    appearance: (options.appearance ?? {}) as FrameAppearance,
    amount: fromIntent?.amount ?? amountOf(options),
    currency: fromIntent?.currency ?? ('currency' in options && options.currency ? options.currency : null),
  });

  const secret = 'clientSecret' in options ? options.clientSecret : undefined;
  if (secret) {
    const kind = secret.startsWith('seti_') ? 'setup_intents' : 'payment_intents';
    void ctx.api.get<{ payment_method_types: string[]; amount?: number; currency?: string }>(`/${kind}/${secret.split('_secret_')[0] ?? ''}`, { client_secret: secret }).then((result) => {
      if (!result.ok) return;
      fromIntent = { types: result.value.payment_method_types, amount: result.value.amount ?? null, currency: result.value.currency ?? 'gbp' };
      payment?.refresh();
    });
  }

  function create(type: 'payment', elementOptions?: StripePaymentElementOptions): StripePaymentElement;
  function create(type: 'expressCheckout', elementOptions?: StripeExpressCheckoutElementOptions): StripeExpressCheckoutElement;
  function create(type: 'card', elementOptions?: StripeCardElementOptions): StripeCardElement;
  function create(
    type: 'payment' | 'expressCheckout' | 'card',
    elementOptions?: StripePaymentElementOptions | StripeExpressCheckoutElementOptions | StripeCardElementOptions,
  ): StripePaymentElement | StripeExpressCheckoutElement | StripeCardElement {
    if (type === 'card') {
      if (card) throw new Error('IntegrationError: Can only create one Element of type card.');
      const created = createCardElement(ctx, (elementOptions ?? {}) as StripeCardElementOptions, () => (card = null));
      ctx.cards.set(created.element, created);
      card = created;
      return created.element;
    }
    if (type !== 'payment' && type !== 'expressCheckout') throw new Error(`IntegrationError: The test-mode double does not implement Elements of type ${String(type)}.`);
    if (type === 'payment') {
      if (payment) throw new Error('IntegrationError: Can only create one Element of type payment.');
      payment = createPaymentElement(ctx, frameOptions, (elementOptions ?? {}) as StripePaymentElementOptions, () => (payment = null));
      return payment.element;
    }
    if (express) throw new Error('IntegrationError: Can only create one Element of type expressCheckout.');
    express = createExpressCheckoutElement(ctx, () => ({ amount: amountOf(options), currency: 'currency' in options ? options.currency ?? null : null }), (elementOptions ?? {}) as StripeExpressCheckoutElementOptions, () => (express = null));
    return express.element;
  }

  function getElement(type: 'payment'): StripePaymentElement | null;
  function getElement(type: 'expressCheckout'): StripeExpressCheckoutElement | null;
  function getElement(type: 'card'): StripeCardElement | null;
  function getElement(type: 'payment' | 'expressCheckout' | 'card'): StripePaymentElement | StripeExpressCheckoutElement | StripeCardElement | null {
    if (type === 'card') return card?.element ?? null;
    return type === 'payment' ? payment?.element ?? null : express?.element ?? null;
  }

  const group = {
    create,
    getElement,
    async update(changes: StripeElementsUpdateOptions) {
      options = { ...options, ...changes } as ElementsOptions;
      payment?.refresh();
      updateEndHandlers.forEach((handler) => handler());
    },
    async fetchUpdates() {
      return {};
    },
    async submit(): Promise<{ error?: StripeError; selectedPaymentMethod?: undefined } | { selectedPaymentMethod: string; error?: undefined }> {
      if (express?.confirming()) return { selectedPaymentMethod: 'card' };
      if (!payment) return { error: { type: 'invalid_request_error', message: 'elements.submit() needs a mounted Payment Element.' } };
      const result = await payment.request({ action: 'submit' });
      return result.error ? { error: result.error } : { selectedPaymentMethod: payment.selectedType() };
    },
    on(_type: 'update-end', handler: () => void) {
      updateEndHandlers.add(handler);
    },
  } satisfies SupportedElements;

  return {
    // Stripe's Elements type overloads create()/getElement() for ~30 element kinds; the double supports
    // 'payment', 'expressCheckout' and 'card' (checked above against SupportedElements), hence this one widening.
    elements: group as SupportedElements as unknown as StripeElements,
    payment: () => payment,
    express: () => express,
    options: () => options,
  };
}
