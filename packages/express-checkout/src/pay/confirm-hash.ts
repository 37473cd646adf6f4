/**
 * The Stripe Gateway's answer when a payment needs the shopper's action (3D Secure) before the order is paid:
 * `#wc-stripe-confirm-{pi|si}:{order id}:{client secret}:{update_order_status nonce}` instead of an address.
 */
export interface ConfirmHash {
  readonly kind: 'pi' | 'si';
  readonly orderId: string;
  readonly clientSecret: string;
  /** The nonce `wc_stripe_update_order_status` wants once the intent is confirmed. */
  readonly nonce: string;
  /** The intent's id, the client secret's first part. */
  readonly intentId: string;
}

const CONFIRM = /^#wc-stripe-confirm-(pi|si):(\d+):((?:pi|seti)_[A-Za-z0-9]+_secret_[A-Za-z0-9]+):([A-Za-z0-9]+)$/;

/** The confirmation a redirect asks for, or null for any other redirect. */
export function confirmHashOf(redirect: string): ConfirmHash | null {
  const hash = redirect.includes('#') ? redirect.slice(redirect.indexOf('#')) : '';
  const match = CONFIRM.exec(hash);
  if (!match) return null;
  const [, kind, orderId, clientSecret, nonce] = match as unknown as [string, 'pi' | 'si', string, string, string];
  return { kind, orderId, clientSecret, nonce, intentId: clientSecret.split('_secret_')[0] ?? '' };
}
