/**
 * Sent with every order request: one random key per order attempt, the same on a retry, so that the shop (the
 * demo; on a real store the plugin's Shop_Islands_Checkout_Idempotency) answers a repeated request with the order
 * it already made. Used by the classic checkout's Place order and the express checkout's wallet payment.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/**
 * A fresh idempotency key for an order attempt: a random (version 4) UUID. `crypto.randomUUID` exists
 * only on secure pages, so a shop served over plain http gets one built from `getRandomValues`.
 */
export function newIdempotencyKey(view: Window): string {
  const crypto = view.crypto;
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
