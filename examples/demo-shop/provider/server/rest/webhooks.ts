/**
 * Webhook events, as Stripe sends them: each state change of an intent or charge becomes an Event
 * (`payment_intent.succeeded`, `charge.refunded`, …) stored in `stripe_events` and POSTed, in order, to
 * every enabled endpoint that listens for its type, each signed with that endpoint's secret in Stripe's
 * `Stripe-Signature` scheme (`t=<unix time>,v1=<HMAC-SHA256 of "t.body">`). A failed delivery is retried
 * a few times. Endpoints live in `stripe_webhook_endpoints`: the one the provider is started with
 * (`--webhook-url`/`--webhook-secret`) and those a merchant's server creates through /v1/webhook_endpoints
 * (the Stripe Gateway replaces the first with its own, with a new secret it then verifies with).
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

/** The id of the endpoint the provider is started with. */
export const CONFIGURED_ENDPOINT_ID = 'we_1ShopIslandsTestMode';

interface EndpointRow {
  id: string;
  secret: string;
  object: string;
}

export interface Delivery {
  id: string;
  type: string;
  object_id: string;
  /** HTTP status the endpoint last answered; null while pending, or when no endpoint listens for the type. */
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

export function createWebhooks(db: Db, configured: WebhookEndpoint | null, apiVersion: string) {
  let queue: Promise<void> = Promise.resolve();
  let pending = 0;
  const idleWaiters: (() => void)[] = [];

  const saveEndpoint = (endpoint: Stripe.WebhookEndpoint, secret: string): void => {
    db.prepare('INSERT INTO stripe_webhook_endpoints (id, secret, object, created) VALUES (?, ?, ?, ?) ON CONFLICT(id) DO UPDATE SET object = excluded.object').run(
      endpoint.id, secret, JSON.stringify({ ...endpoint, secret: undefined }), endpoint.created,
    );
  };
  if (configured && !db.prepare('SELECT 1 FROM stripe_webhook_endpoints WHERE id = ?').get(CONFIGURED_ENDPOINT_ID)) {
    saveEndpoint({ id: CONFIGURED_ENDPOINT_ID, object: 'webhook_endpoint', api_version: null, application: null, created: now(), description: null, enabled_events: ['*'], livemode: false, metadata: {}, status: 'enabled', url: configured.url }, configured.secret);
  }
  const endpointRows = (): EndpointRow[] => db.prepare('SELECT id, secret, object FROM stripe_webhook_endpoints ORDER BY rowid').all() as EndpointRow[];
  const parse = (row: EndpointRow): Stripe.WebhookEndpoint => JSON.parse(row.object) as Stripe.WebhookEndpoint;

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
      db.prepare('UPDATE stripe_events SET delivery_status = ?, attempts = attempts + 1 WHERE id = ?').run(status, id);
      if (status >= 200 && status < 300) return;
      await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
    }
  }

  function emit<T extends EventType>(type: T, object: EventObject<T>, previous?: Record<string, unknown>): Stripe.Event {
    const targets = endpointRows()
      .map((row) => ({ row, endpoint: parse(row) }))
      .filter(({ endpoint }) => endpoint.status === 'enabled' && (endpoint.enabled_events.includes('*') || endpoint.enabled_events.includes(type)));
    const event = {
      id: restId('evt'),
      object: 'event',
      api_version: apiVersion,
      created: now(),
      data: { object, ...(previous ? { previous_attributes: previous } : {}) },
      livemode: false,
      pending_webhooks: targets.length,
      request: { id: null, idempotency_key: null },
      type,
    } as Extract<Stripe.Event, { type: T }>;
    const objectId = (object as { id?: string }).id ?? '';
    db.prepare('INSERT INTO stripe_events (id, type, object_id, object, created) VALUES (?, ?, ?, ?, ?)').run(event.id, type, objectId, JSON.stringify(event), event.created);
    const payload = JSON.stringify(event, null, 2);
    for (const { row, endpoint } of targets) {
      pending++;
      queue = queue
        .then(() => deliver(event.id, payload, { url: endpoint.url, secret: row.secret }))
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
    endpoints: {
      list: (): Stripe.WebhookEndpoint[] => endpointRows().map(parse),
      retrieve(id: string): Stripe.WebhookEndpoint | undefined {
        const row = endpointRows().find((r) => r.id === id);
        return row ? parse(row) : undefined;
      },
      /** A new endpoint with a new signing secret, which only this answer shows (as Stripe's). */
      create(fields: { url: string; enabled_events: string[]; api_version: string | null; description: string | null; metadata: Stripe.Metadata }): Stripe.WebhookEndpoint {
        const secret = `whsec_${restId('we').slice(3)}`;
        const endpoint: Stripe.WebhookEndpoint = { id: restId('we'), object: 'webhook_endpoint', application: null, created: now(), livemode: false, status: 'enabled', ...fields };
        saveEndpoint(endpoint, secret);
        return { ...endpoint, secret };
      },
      update(id: string, changes: Partial<Pick<Stripe.WebhookEndpoint, 'url' | 'enabled_events' | 'description' | 'metadata' | 'status'>>): Stripe.WebhookEndpoint | undefined {
        const row = endpointRows().find((r) => r.id === id);
        if (!row) return undefined;
        const endpoint = { ...parse(row), ...changes };
        saveEndpoint(endpoint, row.secret);
        return endpoint;
      },
      delete(id: string): Stripe.DeletedWebhookEndpoint | undefined {
        const removed = db.prepare('DELETE FROM stripe_webhook_endpoints WHERE id = ?').run(id).changes;
        return removed ? { id, object: 'webhook_endpoint', deleted: true } : undefined;
      },
    },
  };
}

export type Webhooks = ReturnType<typeof createWebhooks>;
