/**
 * The page's payment forms, run: core's store over forms-state.ts's step function, and the runner that carries
 * out its effects with Stripe.js (loaded once, given up on after ~10 s), the intents client and the page.
 * Views attach a container per method type; the form is made and mounted there once Stripe.js (and, for a
 * method that cannot defer it, its intent) is ready, and keeps what the shopper typed: it is never re-mounted
 * empty, and a new cart total reaches it with `elements.update`. Making forms and intents (form-maker.ts) is
 * fetched with Stripe.js, when the first form is wanted.
 */
import type { Stripe, StripeElements, StripePaymentElement } from '@stripe/stripe-js';
import { createStore, type Store } from '@shop-islands/core/store';
import { failedToLoadText } from '../errors/texts.ts';
import type { IntentsApi } from '../intents/api.ts';
import type { ElementsGroupOptions } from './element-options.ts';
import type { UpeSettings } from '../settings/upe-params.ts';
import { loadStripeWithin } from '@shop-islands/core/stripe-js';
import { formsStep, formState, initialFormsState, intentMode, type FormsEffect, type FormsEvent, type FormsState } from './forms-state.ts';

/** What the forms need of the page besides settings: where the theme's look comes from, whether 'save' is ticked. */
export interface FormsEnvironment {
  readonly doc: Document;
  readonly settings: UpeSettings;
  /** The intents client (fetched when first needed). */
  readonly api: () => Promise<IntentsApi>;
  /** Stripe.js; by default `loadStripeWithin` (tests pass their own). */
  readonly loadStripe?: () => Promise<Stripe>;
  /** The Elements appearance and fonts (the theme's, derived on demand, or the saved one). */
  readonly appearance: () => Promise<Pick<ElementsGroupOptions, 'appearance' | 'fonts'>>;
  /** 'Save payment information to my account' is ticked for this method type. */
  readonly saveChecked: (type: string) => boolean;
  /** The session's storage, for the intent of a method that cannot defer one (one per cart, across reloads). */
  readonly storage?: Storage | null;
}

/** The Stripe objects of a made form (SPEC 3.11's embedded form instance and mounted element). */
export interface FormRuntime {
  container: HTMLElement | null;
  elements: StripeElements | null;
  element: StripePaymentElement | null;
}

export interface PaymentForms {
  readonly store: Pick<Store<FormsState, FormsEvent>, 'getState' | 'subscribe'>;
  /** A view's container for the method's form: the form is wanted from now on. Returns the detach function. */
  attach(type: string, container: HTMLElement): () => void;
  /** Stripe.js is about to be needed (a payment box is on the page): start loading it. */
  warm(): void;
  /** The cart's total changed (Stripe's minor units, upper-case currency). */
  setAmount(amount: number, currency: string): void;
  /** 'Save payment information to my account' was ticked or unticked for the method. */
  setSave(type: string, checked: boolean): void;
  /** Stripe.js once loaded (rejects when it never arrives). */
  stripe(): Promise<Stripe>;
  /** The made form's Elements group (null before, or for BLIK, which has none). */
  elementsOf(type: string): StripeElements | null;
  /** The intent made for a method that cannot defer one. */
  intentIdOf(type: string): string | null;
}

export function createPaymentForms(env: FormsEnvironment): PaymentForms {
  const { settings } = env;
  const runtimes = new Map<string, FormRuntime>();
  const runtimeOf = (type: string): FormRuntime => {
    let runtime = runtimes.get(type);
    if (!runtime) runtimes.set(type, (runtime = { container: null, elements: null, element: null }));
    return runtime;
  };
  const titleOf = (type: string): string => settings.methods[type]?.title || type;

  let stripePromise: Promise<Stripe> | null = null;
  const stripe = (): Promise<Stripe> =>
    (stripePromise ??= env.loadStripe?.() ?? loadStripeWithin(settings.key, { locale: (settings.locale || 'auto') as 'auto', ...(settings.apiVersion ? { apiVersion: settings.apiVersion } : {}) }));

  let maker: ReturnType<typeof loadMaker> | null = null;
  const loadMaker = () => import('./form-maker.ts').then(({ createFormMaker }) => createFormMaker({ ...env, stripe }));
  const make = (): ReturnType<typeof loadMaker> => (maker ??= loadMaker());

  const run = (effect: FormsEffect, dispatch: (event: FormsEvent) => void): void => {
    switch (effect.type) {
      case 'load-stripe':
        stripe().then(
          () => dispatch({ type: 'stripe-loaded' }),
          (error: unknown) => {
            // The shopper is told in each method's box; the shop owner finds why here.
            console.warn('[shop-islands] payments:', error);
            dispatch({ type: 'stripe-failed', messages: Object.fromEntries(Object.keys(settings.methods).map((type) => [type, failedToLoadText(titleOf(type))])) });
          },
        );
        return;
      case 'make-intent':
        make().then((m) => m.makeIntent(effect.method)).then(
          ({ id, clientSecret }) => dispatch({ type: 'intent-made', method: effect.method, intentId: id, clientSecret }),
          (error: unknown) => dispatch({ type: 'intent-failed', method: effect.method, message: (error instanceof Error && error.message) || failedToLoadText(titleOf(effect.method)) }),
        );
        return;
      case 'make-form':
        make().then(
          (m) => m.makeForm(effect.method, effect.clientSecret, runtimeOf(effect.method), store.getState(), dispatch),
          () => dispatch({ type: 'form-failed', method: effect.method, message: failedToLoadText(titleOf(effect.method)) }),
        );
        return;
      case 'update-amount':
        for (const type of effect.methods) {
          const mode = intentMode(effect.amount);
          const update = mode === 'setup' ? { mode, currency: effect.currency.toLowerCase() } : { mode, amount: effect.amount, currency: effect.currency.toLowerCase() };
          void runtimeOf(type).elements?.update(update);
        }
        return;
      case 'update-save':
        make().then((m) => m.updateSave(runtimeOf(effect.method), effect.deferred, effect.checked)).catch(() => undefined);
    }
  };

  const store = createStore(formsStep, initialFormsState(settings.cartTotal, settings.currency), run);

  return {
    store: { getState: store.getState, subscribe: store.subscribe },
    attach(type, container) {
      const runtime = runtimeOf(type);
      runtime.container = container;
      // A form made before this container existed (a view that rendered again) moves here, keeping its state.
      if (runtime.element && container.childElementCount === 0) runtime.element.mount(container);
      store.dispatch({ type: 'form-wanted', method: { type, deferred: settings.methods[type]?.supportsDeferredIntent ?? true } });
      return () => {
        if (runtime.container === container) runtime.container = null;
      };
    },
    warm: () => store.dispatch({ type: 'stripe-wanted' }),
    setAmount: (amount, currency) => store.dispatch({ type: 'amount-changed', amount, currency }),
    setSave: (type, checked) => store.dispatch({ type: 'save-changed', method: type, checked }),
    stripe,
    elementsOf: (type) => runtimes.get(type)?.elements ?? null,
    intentIdOf: (type) => formState(store.getState(), type).intentId,
  };
}
