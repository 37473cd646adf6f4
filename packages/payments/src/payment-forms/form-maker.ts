/**
 * Making a method's form and, for a method that cannot defer it, its intent: fetched with Stripe.js when the
 * first form is wanted (forms-runner.ts). The Elements group gets SPEC 4.6's options and the page's look; the
 * Payment Element is mounted in the view's container and reports when it is ready or failed to load.
 */
import type { Stripe, StripePaymentElement } from '@stripe/stripe-js';
import { failedToLoadText } from '../errors/texts.ts';
import { rememberedIntent } from '../intents/remembered-intent.ts';
import { BLIK } from '../payment-methods/method-types.ts';
import { deferredElementsOptions, futureUsage, paymentElementOptions, reuseTerms, type ElementsGroupOptions } from './element-options.ts';
import type { FormRuntime, FormsEnvironment } from './forms-runner.ts';
import type { FormsEvent, FormsState } from './forms-state.ts';

/** The Payment Element's readiness, as a promise: null when ready, or the load error's message. */
function whenLoaded(element: StripePaymentElement): Promise<string | null> {
  return new Promise((resolve) => {
    element.on('ready', () => resolve(null));
    element.on('loaderror', (event) => resolve(event.error.message ?? ''));
  });
}

export function createFormMaker(env: FormsEnvironment & { stripe: () => Promise<Stripe> }) {
  const { settings, doc } = env;
  const titleOf = (type: string): string => settings.methods[type]?.title || type;
  const intents = rememberedIntent(env.storage ?? null);

  return {
    /** One intent per cart and method (remembered across reloads): a setup when no payment is due. */
    async makeIntent(type: string): Promise<{ id: string; clientSecret: string }> {
      const setup = doc.getElementById('add_payment_method') !== null || !settings.isPaymentNeeded || settings.isChangingPayment;
      const key = `${type}:${setup ? 'setup' : 'payment'}:${settings.orderId || 'cart'}:${settings.cartTotal}:${settings.currency}`;
      const api = await env.api();
      return intents(key, () => (setup ? api.initSetupIntent(type) : api.createPaymentIntent(type, settings.orderId)));
    },

    async makeForm(type: string, clientSecret: string | null, runtime: FormRuntime, state: FormsState, dispatch: (event: FormsEvent) => void): Promise<void> {
      // BLIK has no embedded form: its code is typed in the gateway's own field.
      if (type === BLIK) return dispatch({ type: 'form-ready', method: type });
      try {
        const [stripe, look] = await Promise.all([env.stripe(), env.appearance()]);
        const groupOptions: ElementsGroupOptions = clientSecret
          ? { clientSecret, ...look }
          : { ...deferredElementsOptions(settings, { type, amount: state.amount, currency: state.currency, saveChecked: env.saveChecked(type) }), ...look };
        const elements = stripe.elements(groupOptions as Parameters<Stripe['elements']>[0]);
        const element = elements.create('payment', paymentElementOptions(settings, env.saveChecked(type)));
        runtime.elements = elements;
        runtime.element = element;
        const loaded = whenLoaded(element);
        if (runtime.container) element.mount(runtime.container);
        // WooCommerce's saved-methods script starts on this event (the gateway's script fires it for each form).
        doc.body.dispatchEvent(new Event('wc-credit-card-form-init'));
        const error = await loaded;
        // The shopper reads SPEC 8.3's text; the provider's reason is for the shop owner's console.
        if (error !== null) console.warn(`[shop-islands] payments: the ${type} form failed to load:`, error);
        dispatch(error === null ? { type: 'form-ready', method: type } : { type: 'form-failed', method: type, message: failedToLoadText(titleOf(type)) });
      } catch (error) {
        console.error(`[shop-islands] payments: the ${type} form could not be made`, error);
        dispatch({ type: 'form-failed', method: type, message: failedToLoadText(titleOf(type)) });
      }
    },

    /** SPEC 4.6: 'save' ticked or not after the form was made: its reuse terms, and a deferred form's future usage. */
    updateSave(runtime: FormRuntime, deferred: boolean, saveChecked: boolean): void {
      if (deferred && settings.isOCEnabled) void runtime.elements?.update({ setupFutureUsage: futureUsage(settings, saveChecked) });
      runtime.element?.update({ terms: reuseTerms(settings, saveChecked) });
    },
  };
}
