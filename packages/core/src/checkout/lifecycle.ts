/**
 * The checkout's life cycle, one per page (`pageCheckoutLifecycle()`), shared by the checkout enhancer,
 * the payment methods and express checkout:
 *
 * - WooCommerce Blocks' observers, with Blocks' names and rules: `onCheckoutValidation`,
 *   `onPaymentSetup`, `onCheckoutSuccess`, `onCheckoutFail`, each `(observer, priority = 10)` →
 *   unsubscribe; lower priority runs first, equal priorities in registration order; an observer may
 *   be async; one that throws counts as an error response.
 * - the classic jQuery vetoes, as checkout.js asks them: `checkout_place_order` and then
 *   `checkout_place_order_{gateway}` through `triggerHandler` on the form, where a handler returning
 *   false stops the order; `checkout_place_order_success` may stop the redirect. Pages without jQuery
 *   get cancelable DOM events on the form instead (`preventDefault()` vetoes).
 * - `requestSubmit()`: the one place that decides whether the order may be submitted.
 */
import { pageJQuery } from '../events.ts';
import { pageShared } from '../page-shared.ts';
import { createStore, type Store } from '../store.ts';

/** Blocks' `emitResponse.responseTypes`. */
export const RESPONSE_TYPES = { SUCCESS: 'success', FAIL: 'failure', ERROR: 'error' } as const;
/** Blocks' notice contexts: where an observer's message is shown. */
export const NOTICE_CONTEXTS = { CHECKOUT: 'wc/checkout', PAYMENTS: 'wc/checkout/payments', EXPRESS_PAYMENTS: 'wc/checkout/express-payments' } as const;
/** The classic events checkout.js fires on the checkout form. */
export const CLASSIC_CHECKOUT_EVENTS = { placeOrder: 'checkout_place_order', placeOrderSuccess: 'checkout_place_order_success' } as const;

export type ResponseType = (typeof RESPONSE_TYPES)[keyof typeof RESPONSE_TYPES];

/** What an observer may return (anything else, `true` included, means 'carry on'). */
export interface ObserverResponse {
  readonly type: ResponseType;
  readonly message?: string;
  readonly messageContext?: string;
  /** onPaymentSetup success: fields the order is submitted with (e.g. the provider's payment method id). */
  readonly meta?: { readonly paymentMethodData?: Readonly<Record<string, string | number | boolean>> };
  /** onCheckoutSuccess / onCheckoutFail: false keeps the checkout finished (no retry). */
  readonly retry?: boolean;
  /** onCheckoutSuccess success: where to go instead of the order's redirect (after a confirmation, say). */
  readonly redirectUrl?: string;
}

/** The order's payment result (Blocks' `processingResponse`): its status and the gateway's payment details. */
export interface ProcessingResponse {
  readonly paymentStatus: string;
  readonly paymentDetails: Readonly<Record<string, unknown>>;
}

/** What onCheckoutSuccess and onCheckoutFail observers receive (Blocks' shape). */
export interface CheckoutOutcome {
  readonly redirectUrl: string;
  readonly orderId: number;
  readonly processingResponse: ProcessingResponse | null;
}

/**
 * The processing response of a classic checkout's answer (`{result, redirect, order_id, …}`): the gateway's
 * details are the answer's own fields, the `redirect` among them (a confirmation hash, a hosted page).
 */
export function classicProcessingResponse(answer: Readonly<Record<string, unknown>>): ProcessingResponse {
  const details = Object.fromEntries(Object.entries(answer).filter(([key, value]) => key !== 'messages' && key !== 'result' && (typeof value !== 'object' || value === null)));
  return { paymentStatus: answer.result === 'success' ? 'success' : 'failure', paymentDetails: details };
}

export type Observer<Data> = (data: Data) => unknown;
type Subscribe<Data> = (observer: Observer<Data>, priority?: number) => () => void;

/** Blocks' `eventRegistration` prop. */
export interface EventRegistration {
  onCheckoutValidation: Subscribe<void>;
  onPaymentSetup: Subscribe<void>;
  onCheckoutSuccess: Subscribe<CheckoutOutcome>;
  onCheckoutFail: Subscribe<CheckoutOutcome>;
}

export interface CheckoutNotice {
  readonly message: string;
  readonly context: string;
}

export type SubmitDecision =
  | { readonly ok: true; readonly paymentMethodData: Readonly<Record<string, string>> }
  | {
      readonly ok: false;
      /** processing: an order is already on its way; vetoed: a jQuery handler said no; invalid: validation; payment: payment setup. */
      readonly reason: 'processing' | 'vetoed' | 'invalid' | 'payment';
      readonly notices: readonly CheckoutNotice[];
    };

export interface FinishDecision {
  /** Whether to follow the order's redirect. */
  readonly redirect: boolean;
  /** Where to go: a success observer's `redirectUrl`, else the order's own. */
  readonly redirectUrl: string;
  readonly notices: readonly CheckoutNotice[];
}

export type CheckoutStatus = 'idle' | 'checking' | 'processing' | 'complete';
export type LifecycleEvent = 'submit' | 'refused' | 'accepted' | 'failed' | 'succeeded' | 'retry';

/** The status machine: idle → checking → processing → complete, back to idle when refused or failed. */
export function lifecycleStep(status: CheckoutStatus, event: LifecycleEvent): { state: CheckoutStatus } {
  const next: Partial<Record<string, CheckoutStatus>> = {
    'idle submit': 'checking',
    'checking refused': 'idle',
    'checking accepted': 'processing',
    'processing failed': 'idle',
    'processing succeeded': 'complete',
    'complete retry': 'idle',
  };
  return { state: next[`${status} ${event}`] ?? status };
}

export interface SubmitRequest {
  readonly form: HTMLFormElement;
  /** The chosen gateway id (the checked payment_method radio). */
  readonly paymentMethod: string;
  /** Extra arguments for the jQuery handlers (checkout.js passes its wc_checkout_form object). */
  readonly handlerArgs?: readonly unknown[];
}

export interface CheckoutLifecycle extends EventRegistration {
  /** Where the checkout is (idle, checking, processing, complete): read and heard, changed only here. */
  readonly status: Pick<Store<CheckoutStatus, LifecycleEvent>, 'getState' | 'subscribe'>;
  /** Observers that run only while `paymentMethod` is the chosen one (what a method's content registers). */
  forPaymentMethod(paymentMethod: string): EventRegistration;
  /** Asks the vetoes and observers, in order, whether the order may be submitted now. */
  requestSubmit(request: SubmitRequest): Promise<SubmitDecision>;
  /**
   * After the server answered the order: runs the success or fail observers and says whether to redirect.
   * `followable: false` (the caller will not follow the success's address, say an off-site one) ends the
   * checkout as a stopped redirect does: back to idle, so the shopper may try again.
   */
  finish(
    request: SubmitRequest,
    answer: { readonly result: 'success' | 'failure'; readonly outcome: CheckoutOutcome; readonly raw?: unknown; readonly followable?: boolean },
  ): Promise<FinishDecision>;
}

type EventName = keyof EventRegistration;

interface Entry {
  readonly observer: Observer<never>;
  readonly priority: number;
  readonly method: string | null;
}

const isResponse = (value: unknown): value is ObserverResponse => typeof value === 'object' && value !== null && 'type' in value;
const isStop = (response: ObserverResponse): boolean => response.type === RESPONSE_TYPES.ERROR || response.type === RESPONSE_TYPES.FAIL;

/** A jQuery handler's veto: `false` returned by triggerHandler, or a prevented DOM event without jQuery. */
function vetoed(form: HTMLFormElement, name: string, args: readonly unknown[]): boolean {
  const jq = pageJQuery(form.ownerDocument);
  if (jq) return jq(form).triggerHandler(name, args) === false;
  return !form.dispatchEvent(new CustomEvent(name, { cancelable: true, detail: [...args] }));
}

function createCheckoutLifecycle(): CheckoutLifecycle {
  const observers: Record<EventName, Entry[]> = { onCheckoutValidation: [], onPaymentSetup: [], onCheckoutSuccess: [], onCheckoutFail: [] };
  const status = createStore(lifecycleStep, 'idle' as CheckoutStatus);

  const subscriber =
    (name: EventName, method: string | null) =>
    (observer: Observer<never>, priority = 10): (() => void) => {
      const list = observers[name];
      const entry: Entry = { observer, priority, method };
      const at = list.findIndex((other) => other.priority > priority);
      list.splice(at < 0 ? list.length : at, 0, entry);
      return () => {
        const index = list.indexOf(entry);
        if (index >= 0) list.splice(index, 1);
      };
    };
  const registration = (method: string | null): EventRegistration => ({
    onCheckoutValidation: subscriber('onCheckoutValidation', method),
    onPaymentSetup: subscriber('onPaymentSetup', method),
    onCheckoutSuccess: subscriber('onCheckoutSuccess', method),
    onCheckoutFail: subscriber('onCheckoutFail', method),
  });

  /** Runs the observers in order; with `abort`, stops at the first error or failure (Blocks' emitWithAbort). */
  async function emit(name: EventName, paymentMethod: string, data: unknown, abort: boolean): Promise<unknown[]> {
    const answers: unknown[] = [];
    for (const { observer, method } of [...observers[name]]) {
      if (method !== null && method !== paymentMethod) continue;
      let answer: unknown;
      try {
        answer = await (observer as Observer<unknown>)(data);
      } catch (error) {
        console.error(`[shop-islands] a ${name} observer failed`, error);
        answer = { type: RESPONSE_TYPES.ERROR };
      }
      answers.push(answer);
      if (abort && isResponse(answer) && isStop(answer)) break;
    }
    return answers;
  }

  const noticesOf = (answers: unknown[], fallbackContext: string): CheckoutNotice[] =>
    answers.flatMap((answer) => {
      if (!isResponse(answer) || !isStop(answer) || !answer.message) return [];
      return [{ message: answer.message, context: answer.messageContext ?? fallbackContext }];
    });

  async function decide({ form, paymentMethod, handlerArgs = [] }: SubmitRequest): Promise<SubmitDecision> {
    if (vetoed(form, CLASSIC_CHECKOUT_EVENTS.placeOrder, handlerArgs) || vetoed(form, `${CLASSIC_CHECKOUT_EVENTS.placeOrder}_${paymentMethod}`, handlerArgs)) {
      return { ok: false, reason: 'vetoed', notices: [] };
    }
    // Validation: every observer runs; false, an { errorMessage } object or an error response blocks.
    const checks = await emit('onCheckoutValidation', paymentMethod, undefined, false);
    const invalid = checks.filter((answer) => answer === false || (typeof answer === 'object' && answer !== null && ('errorMessage' in answer || (isResponse(answer) && isStop(answer)))));
    if (invalid.length > 0) {
      const notices = invalid.flatMap((answer) => {
        const { errorMessage, message, context, messageContext } = (answer || {}) as Record<string, string | undefined>;
        const text = errorMessage ?? message;
        return text ? [{ message: text, context: context ?? messageContext ?? NOTICE_CONTEXTS.CHECKOUT }] : [];
      });
      return { ok: false, reason: 'invalid', notices };
    }
    const setup = await emit('onPaymentSetup', paymentMethod, undefined, true);
    const stop = setup.find((answer) => isResponse(answer) && isStop(answer));
    if (stop) return { ok: false, reason: 'payment', notices: noticesOf([stop], NOTICE_CONTEXTS.PAYMENTS) };
    const paymentMethodData: Record<string, string> = {};
    for (const answer of setup) {
      if (!isResponse(answer)) continue;
      for (const [key, value] of Object.entries(answer.meta?.paymentMethodData ?? {})) paymentMethodData[key] = String(value);
    }
    return { ok: true, paymentMethodData };
  }

  return {
    ...registration(null),
    status: { getState: status.getState, subscribe: status.subscribe },
    forPaymentMethod: (method) => registration(method),
    async requestSubmit(request) {
      if (status.getState() !== 'idle') return { ok: false, reason: 'processing', notices: [] };
      status.dispatch('submit');
      try {
        const decision = await decide(request);
        status.dispatch(decision.ok ? 'accepted' : 'refused');
        return decision;
      } catch (error) {
        status.dispatch('refused');
        throw error;
      }
    },
    async finish(request, { result, outcome, raw, followable = true }) {
      const { form, paymentMethod, handlerArgs = [] } = request;
      if (result === 'success') {
        const answers = await emit('onCheckoutSuccess', paymentMethod, outcome, true);
        const stop = answers.find((answer): answer is ObserverResponse => isResponse(answer) && isStop(answer));
        const redirect = !stop && !vetoed(form, CLASSIC_CHECKOUT_EVENTS.placeOrderSuccess, [raw, ...handlerArgs]) && followable;
        status.dispatch('succeeded');
        // An observer that stops the redirect with retry lets the shopper try again.
        if (!redirect && stop?.retry !== false) status.dispatch('retry');
        const override = [...answers].reverse().find((answer): answer is ObserverResponse => isResponse(answer) && answer.type === RESPONSE_TYPES.SUCCESS && typeof answer.redirectUrl === 'string' && answer.redirectUrl !== '');
        return { redirect, redirectUrl: override?.redirectUrl ?? outcome.redirectUrl, notices: noticesOf(answers, NOTICE_CONTEXTS.CHECKOUT) };
      }
      const answers = await emit('onCheckoutFail', paymentMethod, outcome, false);
      status.dispatch('failed');
      return { redirect: false, redirectUrl: '', notices: noticesOf(answers, NOTICE_CONTEXTS.CHECKOUT) };
    },
  };
}

/** The page's one checkout life cycle, created by whichever bundle asks first. */
export function pageCheckoutLifecycle(win: object = window): CheckoutLifecycle {
  return pageShared('checkout-lifecycle/1', createCheckoutLifecycle, win);
}
