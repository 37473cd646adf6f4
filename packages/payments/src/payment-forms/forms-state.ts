/**
 * The page's payment forms as data (SPEC 3.11, 4.6): whether Stripe.js has arrived, the amount the forms are
 * for, and each method type's runtime state (its intent for methods that cannot defer one, whether its form
 * is ready or failed to load). A pure step function over core's store: events in, the next state and the
 * effects to carry out (load Stripe.js, make an intent, make and mount a form, pass a new amount) out.
 * The Stripe objects themselves live in the runner (forms-runner.ts), keyed by type.
 */
import type { Step } from '@shop-islands/core/store';

export type StripeStatus = 'idle' | 'loading' | 'ready' | 'unavailable';
/** idle: not asked for yet; loading: waiting for Stripe.js or its intent; creating: form made, not ready; ready; failed. */
export type FormStatus = 'idle' | 'loading' | 'creating' | 'ready' | 'failed';

export interface MethodFormState {
  readonly status: FormStatus;
  /** The form is made before the order (deferred intent) rather than from an intent made first. */
  readonly deferred: boolean;
  /** The intent made when the form loaded (methods without deferred intents: SPEC 3.11's intentId). */
  readonly intentId: string | null;
  readonly clientSecret: string | null;
  /** SPEC 3.11's hasLoadError, with the message shown in the method's box. */
  readonly loadError: string | null;
}

export interface FormsState {
  readonly stripe: StripeStatus;
  /** The cart's total in Stripe's minor units, and its upper-case currency. */
  readonly amount: number;
  readonly currency: string;
  readonly forms: Readonly<Record<string, MethodFormState>>;
  /** Once Stripe.js failed to load: the message each method's box shows. */
  readonly unavailable: Readonly<Record<string, string>> | null;
}

export interface MethodInfo {
  readonly type: string;
  /** Whether the form can be made before the order (deferred intent), or needs an intent first. */
  readonly deferred: boolean;
}

export type FormsEvent =
  | { readonly type: 'form-wanted'; readonly method: MethodInfo }
  /** A payment box is on the page: Stripe.js may as well start loading. */
  | { readonly type: 'stripe-wanted' }
  | { readonly type: 'stripe-loaded' }
  | { readonly type: 'stripe-failed'; readonly messages: Readonly<Record<string, string>> }
  | { readonly type: 'intent-made'; readonly method: string; readonly intentId: string; readonly clientSecret: string }
  | { readonly type: 'intent-failed'; readonly method: string; readonly message: string }
  | { readonly type: 'form-ready'; readonly method: string }
  | { readonly type: 'form-failed'; readonly method: string; readonly message: string }
  | { readonly type: 'amount-changed'; readonly amount: number; readonly currency: string }
  /** 'Save payment information to my account' ticked or not for the method. */
  | { readonly type: 'save-changed'; readonly method: string; readonly checked: boolean };

export type FormsEffect =
  | { readonly type: 'load-stripe' }
  | { readonly type: 'make-intent'; readonly method: string }
  /** Make the method's Elements group and Payment Element and mount it where the view put its container. */
  | { readonly type: 'make-form'; readonly method: string; readonly clientSecret: string | null }
  | { readonly type: 'update-amount'; readonly methods: readonly string[]; readonly amount: number; readonly currency: string }
  /** Pass the save choice to a made form (SPEC 4.6: reuse terms, and future usage where the intent is deferred). */
  | { readonly type: 'update-save'; readonly method: string; readonly deferred: boolean; readonly checked: boolean };

/** SPEC 4.6: a setup (saving a method, no charge) when the total is below one minor unit, else a payment. */
export function intentMode(amount: number): 'setup' | 'payment' {
  return amount < 1 ? 'setup' : 'payment';
}

export const IDLE_FORM: MethodFormState = { status: 'idle', deferred: true, intentId: null, clientSecret: null, loadError: null };

export function initialFormsState(amount: number, currency: string): FormsState {
  return { stripe: 'idle', amount, currency, forms: {}, unavailable: null };
}

const formOf = (state: FormsState, type: string): MethodFormState => state.forms[type] ?? IDLE_FORM;
const withForm = (state: FormsState, type: string, form: MethodFormState): FormsState => ({ ...state, forms: { ...state.forms, [type]: form } });

/** A loading form that has what it needs besides Stripe.js: its intent, unless it defers one. */
function readyToMake(form: MethodFormState): boolean {
  return form.status === 'loading' && (form.deferred || form.clientSecret !== null);
}

export function formsStep(state: FormsState, event: FormsEvent): Step<FormsState, FormsEffect> {
  switch (event.type) {
    case 'form-wanted': {
      const { type, deferred } = event.method;
      const form = formOf(state, type);
      if (form.status !== 'idle') return { state };
      if (state.stripe === 'unavailable') return { state: withForm(state, type, { ...form, status: 'failed', deferred, loadError: state.unavailable?.[type] ?? null }) };
      const loading: MethodFormState = { ...form, status: 'loading', deferred };
      const next = withForm({ ...state, stripe: state.stripe === 'idle' ? 'loading' : state.stripe }, type, loading);
      const effects: FormsEffect[] = [];
      if (state.stripe === 'idle') effects.push({ type: 'load-stripe' });
      if (!deferred) effects.push({ type: 'make-intent', method: type });
      if (state.stripe === 'ready' && deferred) return { state: withForm(next, type, { ...loading, status: 'creating' }), effects: [{ type: 'make-form', method: type, clientSecret: null }] };
      return { state: next, effects };
    }
    case 'stripe-wanted':
      return state.stripe === 'idle' ? { state: { ...state, stripe: 'loading' }, effects: [{ type: 'load-stripe' }] } : { state };
    case 'stripe-loaded': {
      if (state.stripe === 'ready') return { state };
      let next: FormsState = { ...state, stripe: 'ready' };
      const effects: FormsEffect[] = [];
      for (const [type, form] of Object.entries(state.forms)) {
        if (!readyToMake(form)) continue;
        next = withForm(next, type, { ...form, status: 'creating' });
        effects.push({ type: 'make-form', method: type, clientSecret: form.clientSecret });
      }
      return { state: next, effects };
    }
    case 'stripe-failed': {
      let next: FormsState = { ...state, stripe: 'unavailable', unavailable: event.messages };
      for (const [type, form] of Object.entries(state.forms)) {
        if (form.status === 'loading') next = withForm(next, type, { ...form, status: 'failed', loadError: event.messages[type] ?? null });
      }
      return { state: next };
    }
    case 'intent-made': {
      const form = formOf(state, event.method);
      if (form.status !== 'loading') return { state };
      const made: MethodFormState = { ...form, intentId: event.intentId, clientSecret: event.clientSecret };
      if (state.stripe !== 'ready') return { state: withForm(state, event.method, made) };
      return { state: withForm(state, event.method, { ...made, status: 'creating' }), effects: [{ type: 'make-form', method: event.method, clientSecret: event.clientSecret }] };
    }
    case 'intent-failed':
    case 'form-failed': {
      const form = formOf(state, event.method);
      if (form.status === 'ready' && event.type === 'intent-failed') return { state };
      return { state: withForm(state, event.method, { ...form, status: 'failed', loadError: event.message }) };
    }
    case 'form-ready': {
      const form = formOf(state, event.method);
      return form.status === 'creating' ? { state: withForm(state, event.method, { ...form, status: 'ready' }) } : { state };
    }
    case 'amount-changed': {
      if (event.amount === state.amount && event.currency === state.currency) return { state };
      // Forms made from an intent carry the intent's amount; the deferred ones follow the cart.
      const methods = Object.entries(state.forms)
        .filter(([, form]) => (form.status === 'creating' || form.status === 'ready') && form.deferred)
        .map(([type]) => type);
      const next = { ...state, amount: event.amount, currency: event.currency };
      return methods.length > 0 ? { state: next, effects: [{ type: 'update-amount', methods, amount: event.amount, currency: event.currency }] } : { state: next };
    }
    case 'save-changed': {
      // A form not made yet reads the checkbox when it is made.
      const form = formOf(state, event.method);
      if (form.status !== 'creating' && form.status !== 'ready') return { state };
      return { state, effects: [{ type: 'update-save', method: event.method, deferred: form.deferred, checked: event.checked }] };
    }
  }
}

/** SPEC 3.11's hasLoadError. */
export function hasLoadError(state: FormsState, type: string): boolean {
  return formOf(state, type).status === 'failed';
}

export function formState(state: FormsState, type: string): MethodFormState {
  return formOf(state, type);
}
