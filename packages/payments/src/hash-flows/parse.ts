/**
 * The URL hashes the gateway answers an order with, read strictly (SPEC 2.13):
 *   #wc-stripe-confirm-(pi|si):{orderId}:{clientSecret}:{nonce}
 *   #wc-stripe-voucher-{orderId}:{type}:{clientSecret}:{returnUrl}
 *   #wc-stripe-wallet-{orderId}:{type}:{intentType}:{clientSecret}:{returnUrl}:{nonce}
 *   #confirm-(pi|si)-{clientSecret}:{redirectUrl}                        (the gateway's legacy card flow)
 * Anything else, or a part that is not what it should be (a client secret that is not one, an undecodable
 * URL), reads as no flow at all. Never throws.
 */
import { VOUCHER_TYPES } from '../payment-methods/method-types.ts';
import { HASH_PREFIX } from './prefix.ts';


export type IntentKind = 'pi' | 'si';

export type HashFlow =
  | { readonly kind: 'confirm'; readonly intent: IntentKind; readonly orderId: string; readonly clientSecret: string; readonly nonce: string }
  | { readonly kind: 'voucher'; readonly orderId: string; readonly type: string; readonly clientSecret: string; readonly returnUrl: string | null }
  | {
      readonly kind: 'wallet';
      readonly orderId: string;
      readonly type: string;
      readonly intentType: 'payment_intent' | 'setup_intent';
      readonly clientSecret: string;
      readonly returnUrl: string | null;
      readonly nonce: string;
    }
  | { readonly kind: 'legacy-confirm'; readonly intent: IntentKind; readonly clientSecret: string; readonly redirectUrl: string | null };

const CLIENT_SECRET = /^(pi|seti)_[A-Za-z0-9]+_secret_[A-Za-z0-9]+$/;
const NONCE = /^[A-Za-z0-9]+$/;
const ORDER_ID = /^[A-Za-z0-9_-]+$/;

const CONFIRM = new RegExp(`^#${HASH_PREFIX}-confirm-(pi|si):([^:]+):([^:]+):([^:]+)$`);
const VOUCHER = new RegExp(`^#${HASH_PREFIX}-voucher-([^:]+):([^:]+):([^:]+):([^:]*)$`);
const WALLET = new RegExp(`^#${HASH_PREFIX}-wallet-([^:]+):([^:]+):([^:]+):([^:]+):([^:]*):([^:]+)$`);
const LEGACY = /^#?confirm-(pi|si)-([^:]+):(.+)$/;

/** A URL-encoded address decoded, or null when it is empty or not valid encoding. */
export function decodeUrl(encoded: string): string | null {
  if (encoded === '') return null;
  try {
    return decodeURIComponent(encoded);
  } catch {
    return null;
  }
}

/** Whether a secret belongs to the kind of intent the hash says (pi_… for a payment, seti_… for a setup). */
const secretFits = (secret: string, kind: IntentKind | 'payment_intent' | 'setup_intent'): boolean =>
  CLIENT_SECRET.test(secret) && secret.startsWith(kind === 'pi' || kind === 'payment_intent' ? 'pi_' : 'seti_');

export function parseHash(hash: string): HashFlow | null {
  if (typeof hash !== 'string' || hash.length > 4096) return null;
  let match = CONFIRM.exec(hash);
  if (match) {
    const [, intent, orderId, clientSecret, nonce] = match as unknown as [string, IntentKind, string, string, string];
    return ORDER_ID.test(orderId) && secretFits(clientSecret, intent) && NONCE.test(nonce) ? { kind: 'confirm', intent, orderId, clientSecret, nonce } : null;
  }
  match = VOUCHER.exec(hash);
  if (match) {
    const [, orderId, type, clientSecret, returnUrl] = match as unknown as [string, string, string, string, string];
    if (!ORDER_ID.test(orderId) || !VOUCHER_TYPES.includes(type) || !secretFits(clientSecret, 'pi')) return null;
    return { kind: 'voucher', orderId, type, clientSecret, returnUrl: decodeUrl(returnUrl) };
  }
  match = WALLET.exec(hash);
  if (match) {
    const [, orderId, type, intentType, clientSecret, returnUrl, nonce] = match as unknown as [string, string, string, string, string, string, string];
    // An unknown wallet type is still a wallet flow: the shopper is told it is invalid (SPEC 8.3).
    if (!ORDER_ID.test(orderId) || !/^[a-z_]{1,40}$/.test(type) || !NONCE.test(nonce)) return null;
    if ((intentType !== 'payment_intent' && intentType !== 'setup_intent') || !secretFits(clientSecret, intentType)) return null;
    return { kind: 'wallet', orderId, type, intentType, clientSecret, returnUrl: decodeUrl(returnUrl), nonce };
  }
  match = LEGACY.exec(hash);
  if (match) {
    const [, intent, clientSecret, redirect] = match as unknown as [string, IntentKind, string, string];
    return secretFits(clientSecret, intent) ? { kind: 'legacy-confirm', intent, clientSecret, redirectUrl: decodeUrl(redirect) } : null;
  }
  return null;
}
