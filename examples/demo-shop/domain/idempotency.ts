/**
 * Idempotent order submits: the checkout sends an `Idempotency-Key` with each order attempt (the same key
 * on a retry). The first successful answer for a key is kept with its order, per session, and a repeated
 * submit with that key gets the same answer instead of a second order.
 */
import type { Db } from '../db/open.ts';
import { statement } from '../db/statements.ts';
import { getOrder, type OrderRow } from './orders.ts';

/** Printable ASCII without spaces, up to 255 characters (a UUID in practice). */
export const IDEMPOTENCY_KEY = /^[\x21-\x7E]{1,255}$/;

export interface RecordedCheckout { orderId: number; redirect: string }

export function recordedCheckout(db: Db, sessionId: string, key: string): RecordedCheckout | undefined {
  const row = statement(db, 'SELECT order_id, answer FROM checkout_requests WHERE session_id = ? AND idempotency_key = ?').get(sessionId, key) as
    | { order_id: number; answer: string }
    | undefined;
  return row ? { orderId: row.order_id, redirect: (JSON.parse(row.answer) as { redirect: string }).redirect } : undefined;
}

/** Keeps the answer for the key; an answer for an order paid again (its payment failed since) replaces the first. */
export function recordCheckout(db: Db, sessionId: string, key: string, answer: RecordedCheckout): void {
  statement(db, 'INSERT INTO checkout_requests (session_id, idempotency_key, order_id, answer) VALUES (?, ?, ?, ?) ON CONFLICT(session_id, idempotency_key) DO UPDATE SET order_id = excluded.order_id, answer = excluded.answer')
    .run(sessionId, key, answer.orderId, JSON.stringify({ redirect: answer.redirect }));
}

/** The order a key already made, to answer again; none when its payment failed since (it is paid again, not answered again). */
export function replayedCheckout(db: Db, sessionId: string, key: string | undefined): { order: OrderRow; redirect: string } | undefined {
  const seen = key === undefined ? undefined : recordedCheckout(db, sessionId, key);
  const order = seen && getOrder(db, seen.orderId);
  return seen && order && order.status !== 'failed' ? { order, redirect: seen.redirect } : undefined;
}
