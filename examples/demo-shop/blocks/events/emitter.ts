/**
 * WooCommerce Blocks' observer emitter (10.9.1's blocks-checkout-events, and the payment and shipping events):
 *
 * - `subscribe(observer, priority = 10, event)` → unsubscribe; lower priorities run first, equal ones in the
 *   order they subscribed;
 * - only objects with a `type` count as answers (`true`, `false`, `undefined` or `{ errorMessage }` alone are
 *   ignored);
 * - `emit` runs every observer and logs (console.error) what throws;
 * - `emitWithAbort` stops at the first `error` or `failure` answer, and at the first observer that throws, which
 *   counts as `{ type: 'error' }`.
 */
export const RESPONSE_TYPES = { SUCCESS: 'success', FAIL: 'failure', ERROR: 'error' } as const;

export interface ObserverResponse {
  readonly type: string;
  readonly message?: string;
  readonly messageContext?: string;
  readonly retry?: boolean;
  readonly redirectUrl?: string;
  readonly errorMessage?: string;
  readonly context?: string;
  readonly validationErrors?: unknown;
  readonly meta?: { readonly paymentMethodData?: unknown; readonly billingAddress?: unknown; readonly shippingAddress?: unknown; readonly [key: string]: unknown };
  readonly [key: string]: unknown;
}

export type Observer = (data: unknown) => unknown;
export type Subscribe = (observer: Observer, priority?: number) => () => void;

export const isObserverResponse = (value: unknown): value is ObserverResponse =>
  typeof value === 'object' && value !== null && value.constructor === Object && 'type' in value;
export const isSuccessResponse = (value: unknown): boolean => isObserverResponse(value) && value.type === RESPONSE_TYPES.SUCCESS;
export const isErrorResponse = (value: unknown): boolean => isObserverResponse(value) && value.type === RESPONSE_TYPES.ERROR;
export const isFailResponse = (value: unknown): boolean => isObserverResponse(value) && value.type === RESPONSE_TYPES.FAIL;

/** Blocks' shouldRetry: an answer retries unless it says `retry: false`. */
export const shouldRetry = (response: unknown): boolean =>
  typeof response !== 'object' || response === null || (response as ObserverResponse).retry === undefined || (response as ObserverResponse).retry === true;

export interface Emitter {
  subscribe(observer: Observer, priority: number | undefined, event: string): () => void;
  emit(event: string, data?: unknown): Promise<ObserverResponse[]>;
  emitWithAbort(event: string, data?: unknown): Promise<ObserverResponse[]>;
  createSubscribeFunction(event: string): Subscribe;
}

export function createEmitter(): Emitter {
  const observers = new Map<string, { readonly observer: Observer; readonly priority: number }[]>();
  const emitter: Emitter = {
    subscribe(observer, priority = 10, event) {
      const list = observers.get(event) ?? [];
      const entry = { observer, priority };
      const at = list.findIndex((other) => other.priority > priority);
      observers.set(event, at < 0 ? [...list, entry] : [...list.slice(0, at), entry, ...list.slice(at)]);
      return () => observers.set(event, (observers.get(event) ?? []).filter((other) => other !== entry));
    },
    async emit(event, data) {
      const answers: ObserverResponse[] = [];
      for (const { observer } of observers.get(event) ?? []) {
        try {
          const answer = await observer(data);
          if (isObserverResponse(answer)) answers.push(answer);
        } catch (error) {
          console.error(error);
        }
      }
      return answers;
    },
    async emitWithAbort(event, data) {
      const answers: ObserverResponse[] = [];
      try {
        for (const { observer } of observers.get(event) ?? []) {
          const answer = await observer(data);
          if (isObserverResponse(answer)) answers.push(answer);
          if (isErrorResponse(answer) || isFailResponse(answer)) return answers;
        }
      } catch (error) {
        console.error(error);
        answers.push({ type: RESPONSE_TYPES.ERROR });
      }
      return answers;
    },
    createSubscribeFunction: (event) => (observer, priority = 10) => emitter.subscribe(observer, priority, event),
  };
  return emitter;
}
