/**
 * Webhook events, as Stripe sends them: each state change of an intent or charge becomes an Event
 * (`payment_intent.succeeded`, `charge.refunded`, …) stored in `stripe_events` and POSTed, in order, to
 * the configured endpoint, signed with its secret in Stripe's `Stripe-Signature` scheme
 * (`t=<unix time>,v1=<HMAC-SHA256 of "t.body">`). A failed delivery is retried a few times.
 */
import { createHmac } from 'node:crypto';
import type Stripe from 'stripe';
import type { Db } from '../../../db/open.ts';
import { now } from '../types.ts';
import { restId } from './store.ts';

export interface WebhookEndpoint {
  url: string;
  secret: string;
}

export interface Delivery {
  id: string;
  type: string;
  object_id: string;
  /** HTTP status the endpoint answered; null while pending. */
  status: number | null;
  attempts: number;
}

type EventType = Stripe.Event['type'];
export type EventObject<T extends EventType> = Extract<Stripe.Event, { type: T }>['data']['object'];

/** Stripe's signature header for a payload. */
export function signatureHeader(payload: string, secret: string, timestamp: number = now()): string {
  return `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex')}`;
}

const RETRIES = 3;

export function createWebhooks(db: Db, endpoint: WebhookEndpoint | null, apiVersion: string) {
  let queue: Promise<void> = Promise.resolve();
  let pending = 0;
  const idleWaiters: (() => void)[] = [];

  async function deliver(id: string, payload: string, target: WebhookEndpoint): Promise<void> {
    let status = 0;
    for (let attempt = 1; attempt <= RETRIES; attempt++) {
      try {
        const response = await fetch(target.url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json; charset=utf-8', 'Stripe-Signature': signatureHeader(payload, target.secret), 'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)' },
          body: payload,
          signal: AbortSignal.timeout(60_000),
        });
        status = response.status;
        await response.arrayBuffer();
      } catch {
        status = 0;
      }
      db.prepare('UPDATE stripe_events SET delivery_status = ?, attempts = ? WHERE id = ?').run(status, attempt, id);
      if (status >= 200 && status < 300) return;
      await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
    }
  }

  function emit<T extends EventType>(type: T, object: EventObject<T>, previous?: Record<string, unknown>): Stripe.Event {
    const event = {
      id: restId('evt'),
      object: 'event',
      api_version: apiVersion,
      created: now(),
      data: { object, ...(previous ? { previous_attributes: previous } : {}) },
      livemode: false,
      pending_webhooks: endpoint ? 1 : 0,
      request: { id: null, idempotency_key: null },
      type,
    } as Extract<Stripe.Event, { type: T }>;
    const objectId = (object as { id?: string }).id ?? '';
    db.prepare('INSERT INTO stripe_events (id, type, object_id, object, created) VALUES (?, ?, ?, ?, ?)').run(event.id, type, objectId, JSON.stringify(event), event.created);
    if (endpoint) {
      const payload = JSON.stringify(event, null, 2);
      pending++;
      queue = queue
        .then(() => deliver(event.id, payload, endpoint))
        .finally(() => {
          pending--;
          if (pending === 0) idleWaiters.splice(0).forEach((resolve) => resolve());
        });
    }
    return event;
  }

  return {
    emit,
    /** Events so far, newest first (GET /v1/events). */
    list(type?: string): Stripe.Event[] {
      const rows = db.prepare('SELECT object FROM stripe_events WHERE (? IS NULL OR type = ?) ORDER BY created DESC, rowid DESC LIMIT 100').all(type ?? null, type ?? null) as { object: string }[];
      return rows.map((row) => JSON.parse(row.object) as Stripe.Event);
    },
    retrieve(id: string): Stripe.Event | undefined {
      const row = db.prepare('SELECT object FROM stripe_events WHERE id = ?').get(id) as { object: string } | undefined;
      return row ? (JSON.parse(row.object) as Stripe.Event) : undefined;
    },
    /** Every event with how its delivery went, oldest first (the test control's view). */
    deliveries(): Delivery[] {
      return db.prepare('SELECT id, type, object_id, delivery_status AS status, attempts FROM stripe_events ORDER BY rowid').all() as Delivery[];
    },
    /** Resolves once every queued delivery has been made (or given up). */
    idle(): Promise<void> {
      return pending === 0 ? Promise.resolve() : new Promise((resolve) => idleWaiters.push(resolve));
    },
    /** The last status events were sent for, per intent: a change since then gets its events. */
    lastStatus(objectId: string): string | undefined {
      return (db.prepare('SELECT status FROM stripe_event_cursor WHERE object_id = ?').get(objectId) as { status: string } | undefined)?.status;
    },
    setLastStatus(objectId: string, status: string): void {
      db.prepare('INSERT INTO stripe_event_cursor (object_id, status) VALUES (?, ?) ON CONFLICT(object_id) DO UPDATE SET status = excluded.status').run(objectId, status);
    },
  };
}

export type Webhooks = ReturnType<typeof createWebhooks>;
