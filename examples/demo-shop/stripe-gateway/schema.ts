/**
 * The demo Stripe gateway's tables, appended to the demo's MIGRATIONS (db/schema.ts) as one migration: the
 * intent each order is paid with (one per order, whatever the retries), the products sold as subscriptions
 * (the Album, monthly), and what a subscription needs to be paid and changed.
 */
export const STRIPE_GATEWAY_MIGRATION = `
  CREATE TABLE stripe_order_intents (
    order_id INTEGER PRIMARY KEY REFERENCES orders(id) ON DELETE CASCADE,
    intent_id TEXT NOT NULL
  );
  CREATE TABLE subscription_products (
    sku TEXT PRIMARY KEY,
    period TEXT NOT NULL CHECK (period IN ('day', 'week', 'month', 'year'))
  );
  INSERT INTO subscription_products (sku, period) VALUES ('woo-album', 'month');
  ALTER TABLE subscriptions ADD COLUMN order_key TEXT NOT NULL DEFAULT '';
  ALTER TABLE subscriptions ADD COLUMN parent_order_id INTEGER REFERENCES orders(id);
  ALTER TABLE subscriptions ADD COLUMN total INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE subscriptions ADD COLUMN currency TEXT NOT NULL DEFAULT 'GBP';
`;
