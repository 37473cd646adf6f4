import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const NONCE_FORMAT = /^[0-9a-f]{10}$/;

export interface NonceService {
  createNonce(sessionId: string, action: string): string;
  verifyNonce(sessionId: string, action: string, value: string | undefined): boolean;
}

/**
 * WordPress-style nonces: an HMAC of action + session id with a per-server random secret,
 * 10 hex characters like wp_create_nonce(). A server restart invalidates them.
 */
export function createNonceService(secret: Buffer = randomBytes(32)): NonceService {
  const sign = (sessionId: string, action: string): string =>
    createHmac('sha256', secret).update(`${action}|${sessionId}`).digest('hex').slice(0, 10);
  return {
    createNonce: sign,
    verifyNonce(sessionId, action, value) {
      // Only what createNonce makes can match: 10 hex digits, so both sides are 10 bytes (a nonce of other
      // characters, say 10 accented letters, would be more bytes, and timingSafeEqual throws on a length mismatch).
      if (typeof value !== 'string' || !NONCE_FORMAT.test(value)) return false;
      return timingSafeEqual(Buffer.from(sign(sessionId, action)), Buffer.from(value));
    },
  };
}
