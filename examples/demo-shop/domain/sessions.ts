import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/open.ts';
import { statement } from '../db/statements.ts';

export interface Session { id: string; customerId: number | null }

export const SESSION_COOKIE = 'wp_woocommerce_session_shopislands';
/** The session cookie: the whole site, never readable by scripts, not sent by other sites' posts. */
export const SESSION_COOKIE_OPTIONS = { path: '/', httpOnly: true, sameSite: 'lax' } as const;

/**
 * Session ids this shop hands out: 16 random hex digits and 16 of their HMAC, so that an id the shop
 * issued is known without a database row (a visitor who only browses never gets one), and one it did not
 * issue (planted in a browser) is never adopted.
 */
export interface SessionIds {
  issue(): string;
  issued(id: string): boolean;
}

export function createSessionIds(secret: Buffer = randomBytes(32)): SessionIds {
  const tag = (random: string): string => createHmac('sha256', secret).update(random).digest('hex').slice(0, 16);
  return {
    issue() {
      const random = randomBytes(8).toString('hex');
      return `${random}${tag(random)}`;
    },
    issued(id) {
      return /^[a-f0-9]{32}$/.test(id) && timingSafeEqual(Buffer.from(tag(id.slice(0, 16))), Buffer.from(id.slice(16)));
    },
  };
}

/**
 * The session a request's cookie names: a stored one, or one this shop issued that holds nothing yet;
 * otherwise a new one (`fresh`: its cookie must be set). Nothing is stored here: a session gets its row
 * when something is kept in it (`storeSession`), so requests without a cookie leave no trace.
 */
export function loadSession(db: Db, ids: SessionIds, cookieId: string | undefined): { session: Session; fresh: boolean } {
  if (cookieId && /^[a-f0-9]{32}$/.test(cookieId)) {
    const row = statement(db, 'SELECT id, customer_id FROM sessions WHERE id = ?').get(cookieId) as { id: string; customer_id: number | null } | undefined;
    if (row) return { session: { id: row.id, customerId: row.customer_id }, fresh: false };
    if (ids.issued(cookieId)) return { session: { id: cookieId, customerId: null }, fresh: false };
  }
  return { session: { id: ids.issue(), customerId: null }, fresh: true };
}

/** Gives a session its row, before the first thing is kept in it (its cart, its data, its customer). */
export function storeSession(db: Db, sessionId: string): void {
  statement(db, 'INSERT OR IGNORE INTO sessions (id) VALUES (?)').run(sessionId);
}

export function setSessionCustomer(db: Db, sessionId: string, customerId: number | null): void {
  storeSession(db, sessionId);
  db.prepare('UPDATE sessions SET customer_id = ? WHERE id = ?').run(customerId, sessionId);
}

/** The address the checkout, the shipping calculator and the Store API keep for the shopper (WC_Customer's session). */
export interface SessionAddress {
  first_name?: string; last_name?: string; company?: string;
  country?: string; state?: string; postcode?: string; city?: string; address_1?: string; address_2?: string;
  phone?: string; email?: string;
}

/** What the shop remembers in a session besides the cart (WooCommerce's WC_Session data). */
export interface SessionData {
  billing?: SessionAddress;
  shipping?: SessionAddress;
  /** Set once a full address (or the shipping calculator) gave the shipping destination. */
  calculatedShipping?: boolean;
  chosenPaymentMethod?: string;
  /** The order made from this cart that still waits for payment (resumed by a repeated submit). */
  orderAwaitingPayment?: number;
  /** The last order this session placed and paid for (or will pay on delivery), and when (ms). */
  placedOrder?: { id: number; at: number };
}

export function readSessionData(db: Db, sessionId: string): SessionData {
  const row = statement(db, 'SELECT data FROM sessions WHERE id = ?').get(sessionId) as { data: string } | undefined;
  return row ? (JSON.parse(row.data) as SessionData) : {};
}

/** Merges `patch` into the session's data (undefined values remove a key). */
export function updateSessionData(db: Db, sessionId: string, patch: Partial<SessionData>): SessionData {
  storeSession(db, sessionId);
  const next = { ...readSessionData(db, sessionId), ...patch };
  for (const key of Object.keys(next) as (keyof SessionData)[]) if (next[key] === undefined) delete next[key];
  statement(db, 'UPDATE sessions SET data = ? WHERE id = ?').run(JSON.stringify(next), sessionId);
  return next;
}

/**
 * Logs a customer into a session under a new session id (the old id is forgotten), so that an id planted
 * in a shopper's browser before they logged in never becomes theirs afterwards. The cart and the
 * session's data move with it. Returns the new id, for the session cookie.
 */
export function renewSessionForCustomer(db: Db, oldId: string, customerId: number): string {
  const fresh = randomBytes(16).toString('hex');
  db.transaction(() => {
    storeSession(db, oldId);
    statement(db, 'INSERT INTO sessions (id, customer_id, data, created_at) SELECT ?, ?, data, created_at FROM sessions WHERE id = ?').run(fresh, customerId, oldId);
    const cart = statement(db, 'SELECT coupons, chosen_shipping FROM carts WHERE session_id = ?').get(oldId) as { coupons: string; chosen_shipping: string | null } | undefined;
    if (cart) {
      statement(db, 'INSERT INTO carts (session_id, coupons, chosen_shipping) VALUES (?, ?, ?)').run(fresh, cart.coupons, cart.chosen_shipping);
      statement(db, 'UPDATE cart_items SET session_id = ? WHERE session_id = ?').run(fresh, oldId);
    }
    statement(db, 'DELETE FROM sessions WHERE id = ?').run(oldId);
  })();
  return fresh;
}
