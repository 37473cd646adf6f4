import { randomBytes } from 'node:crypto';

/** Stripe-style object ids: a prefix and 24 random base62-ish characters, e.g. pi_3Pq… */
export function newId(prefix: 'pm' | 'pi' | 'seti' | 'ch' | 'tok' | 'ctoken'): string {
  return `${prefix}_${randomToken(24)}`;
}

/** `pi_…_secret_…` / `seti_…_secret_…` */
export function newClientSecret(intentId: string): string {
  return `${intentId}_secret_${randomToken(25)}`;
}

function randomToken(length: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from(randomBytes(length), (byte) => alphabet[byte % alphabet.length]).join('');
}
