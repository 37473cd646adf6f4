/**
 * The demo's tracking collectors store what they receive here (SQLite), one row per event: which
 * collector (GA4 / visitor statistics / order attribution / provider tracks), the event's name, its
 * payload as JSON, the page it came from and the shopper's session.
 */
import type { Db } from '../db/open.ts';
import { statement } from '../db/statements.ts';

export const COLLECTORS = ['ga4', 'statistics', 'order-attribution', 'provider'] as const;
export type Collector = (typeof COLLECTORS)[number];

export interface TrackedEvent {
  id: number;
  collector: Collector;
  name: string;
  payload: Record<string, unknown>;
  page: string;
  sessionId: string | null;
  receivedAt: string;
}

export interface NewEvent {
  collector: Collector;
  name: string;
  payload: Record<string, unknown>;
  page?: string;
  sessionId?: string | null;
}

export function recordEvent(db: Db, event: NewEvent): void {
  statement(db, 'INSERT INTO tracking_events (collector, name, payload, page, session_id) VALUES (?, ?, ?, ?, ?)').run(
    event.collector, event.name, JSON.stringify(event.payload), event.page ?? '', event.sessionId ?? null,
  );
}

interface Row { id: number; collector: Collector; name: string; payload: string; page: string; session_id: string | null; received_at: string }

/** The latest events, newest first; optionally of one collector. */
export function listEvents(db: Db, options: { collector?: Collector; limit?: number } = {}): TrackedEvent[] {
  const limit = options.limit ?? 200;
  const rows = (options.collector
    ? statement(db, 'SELECT * FROM tracking_events WHERE collector = ? ORDER BY id DESC LIMIT ?').all(options.collector, limit)
    : statement(db, 'SELECT * FROM tracking_events ORDER BY id DESC LIMIT ?').all(limit)) as Row[];
  return rows.map((r) => ({
    id: r.id, collector: r.collector, name: r.name, payload: JSON.parse(r.payload) as Record<string, unknown>,
    page: r.page, sessionId: r.session_id, receivedAt: r.received_at,
  }));
}
