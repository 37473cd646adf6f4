import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

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
      if (typeof value !== 'string' || value.length !== 10) return false;
      return timingSafeEqual(Buffer.from(sign(sessionId, action)), Buffer.from(value));
    },
  };
}
