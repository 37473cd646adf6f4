/**
 * Tables of the provider's REST face (appended to the demo's MIGRATIONS after PROVIDER_MIGRATION): the
 * objects only a merchant's server sees (customers, refunds, the account's settings, events and their
 * deliveries), the card and confirmation tokens the browser makes for it and the server-side fields of intents the browser double never needs (customer,
 * payment_method_options, shipping, …), kept beside the intents service's own rows.
 */
export const PROVIDER_REST_MIGRATION = `
  CREATE TABLE stripe_customers (
    id TEXT PRIMARY KEY,
    object TEXT NOT NULL,
    created INTEGER NOT NULL
  );
  CREATE TABLE stripe_refunds (
    id TEXT PRIMARY KEY,
    charge TEXT NOT NULL,
    payment_intent TEXT,
    amount INTEGER NOT NULL,
    object TEXT NOT NULL,
    created INTEGER NOT NULL
  );
  CREATE INDEX stripe_refunds_charge ON stripe_refunds(charge);
  CREATE TABLE stripe_object_fields (
    id TEXT PRIMARY KEY,
    fields TEXT NOT NULL
  );
  CREATE TABLE stripe_settings (
    name TEXT PRIMARY KEY,
    value TEXT NOT NULL
  );
  CREATE TABLE stripe_events (
    id TEXT PRIMARY KEY,
    type TEXT NOT NULL,
    object_id TEXT NOT NULL,
    object TEXT NOT NULL,
    created INTEGER NOT NULL,
    delivery_status INTEGER,
    attempts INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE stripe_tokens (
    id TEXT PRIMARY KEY,
    kind TEXT NOT NULL CHECK (kind IN ('token','confirmation_token')),
    payment_method TEXT NOT NULL,
    used INTEGER NOT NULL DEFAULT 0,
    object TEXT NOT NULL,
    created INTEGER NOT NULL
  );
  CREATE TABLE stripe_webhook_endpoints (
    id TEXT PRIMARY KEY,
    secret TEXT NOT NULL,
    object TEXT NOT NULL,
    created INTEGER NOT NULL
  );
  CREATE TABLE stripe_event_cursor (
    object_id TEXT PRIMARY KEY,
    status TEXT NOT NULL
  );
`;
