import type { PaymentMethod, StripeError, StripePaymentElementOptions } from '@stripe/stripe-js';

/** Marks every postMessage of the double, so unrelated messages are ignored. */
export const CHANNEL = 'shop-islands-stripe-double';

/** Appearance as passed to `stripe.elements({appearance})`. */
export interface FrameAppearance {
  theme?: string;
  variables?: Record<string, string | undefined>;
  rules?: Record<string, Record<string, string | undefined>>;
}

/** What the frame needs to render the Payment Element. */
export interface FrameOptions {
  publishableKey: string;
  apiBase: string;
  paymentMethodTypes: string[];
  appearance: FrameAppearance;
  element: StripePaymentElementOptions;
  amount: number | null;
  currency: string | null;
  /** Serving the Card Element: card fields only; its billing details come from createToken's data, none required. */
  cardElement?: boolean;
}

export interface FrameChangeEvent {
  complete: boolean;
  empty: boolean;
  value: { type: string };
}

export type FrameRequest =
  | { action: 'submit' }
  | { action: 'createPaymentMethod'; billingDetails: Partial<PaymentMethod.BillingDetails> };

export type FrameResult =
  | { action: 'submit'; error?: StripeError; selectedPaymentMethod?: string }
  | { action: 'createPaymentMethod'; paymentMethod?: PaymentMethod; error?: StripeError };

/** Parent → frame. */
export type ToFrame =
  | { kind: 'init'; options: FrameOptions }
  | { kind: 'update'; options: FrameOptions }
  | { kind: 'request'; requestId: number; request: FrameRequest }
  | { kind: 'collapse' | 'focus' | 'blur' | 'clear' };

/** Frame → parent. */
export type FromFrame =
  | { kind: 'loaded' }
  | { kind: 'ready' }
  | { kind: 'change'; event: FrameChangeEvent }
  | { kind: 'focus' | 'blur' | 'escape' }
  | { kind: 'height'; height: number }
  | { kind: 'response'; requestId: number; result: FrameResult };

export interface Envelope<T> {
  channel: typeof CHANNEL;
  id: string;
  message: T;
}

export function isEnvelope<T>(data: unknown, id: string): data is Envelope<T> {
  return typeof data === 'object' && data !== null && (data as Envelope<T>).channel === CHANNEL && (data as Envelope<T>).id === id;
}
