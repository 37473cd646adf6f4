import { randomBytes } from 'node:crypto';
import type { Db } from '../db/open.ts';
import { statement } from '../db/statements.ts';

export interface Session { id: string; customerId: number | null }

export const SESSION_COOKIE = 'wp_woocommerce_session_shopislands';

/** Finds the session with this id, or creates a new one (new id) when it is unknown. */
export function loadOrCreateSession(db: Db, id: string | undefined): { session: Session; created: boolean } {
  if (id && /^[a-f0-9]{32}$/.test(id)) {
    const row = statement(db, 'SELECT id, customer_id FROM sessions WHERE id = ?').get(id) as { id: string; customer_id: number | null } | undefined;
    if (row) return { session: { id: row.id, customerId: row.customer_id }, created: false };
  }
  const fresh = randomBytes(16).toString('hex');
  statement(db, 'INSERT INTO sessions (id) VALUES (?)').run(fresh);
  return { session: { id: fresh, customerId: null }, created: true };
}

export function setSessionCustomer(db: Db, sessionId: string, customerId: number | null): void {
  db.prepare('UPDATE sessions SET customer_id = ? WHERE id = ?').run(customerId, sessionId);
}
