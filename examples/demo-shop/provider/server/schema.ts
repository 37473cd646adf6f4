/**
 * The provider's tables, appended to the demo's MIGRATIONS (db/schema.ts) as one migration.
 * Objects are stored as their Stripe JSON shape plus the columns needed to look them up.
 */
export const PROVIDER_MIGRATION = `
  CREATE TABLE stripe_payment_methods (
    id TEXT PRIMARY KEY,
    type TEXT NOT NULL,
    behaviour TEXT NOT NULL,
    object TEXT NOT NULL,
    created INTEGER NOT NULL
  );
  CREATE TABLE stripe_payment_intents (
    id TEXT PRIMARY KEY,
    client_secret TEXT NOT NULL UNIQUE,
    status TEXT NOT NULL,
    authenticated INTEGER NOT NULL DEFAULT 0,
    return_url TEXT,
    object TEXT NOT NULL,
    created INTEGER NOT NULL
  );
  CREATE TABLE stripe_setup_intents (
    id TEXT PRIMARY KEY,
    client_secret TEXT NOT NULL UNIQUE,
    status TEXT NOT NULL,
    authenticated INTEGER NOT NULL DEFAULT 0,
    return_url TEXT,
    object TEXT NOT NULL,
    created INTEGER NOT NULL
  );
  CREATE TABLE stripe_charges (
    id TEXT PRIMARY KEY,
    payment_intent TEXT NOT NULL REFERENCES stripe_payment_intents(id),
    amount INTEGER NOT NULL,
    currency TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('succeeded','pending','failed')),
    failure_code TEXT,
    created INTEGER NOT NULL
  );
  CREATE INDEX stripe_charges_intent ON stripe_charges(payment_intent);
  CREATE TABLE stripe_idempotency_keys (
    key TEXT NOT NULL,
    operation TEXT NOT NULL,
    request_hash TEXT NOT NULL,
    response TEXT NOT NULL,
    created INTEGER NOT NULL,
    PRIMARY KEY (key, operation)
  );
`;
