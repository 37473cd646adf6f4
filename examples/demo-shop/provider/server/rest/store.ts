import { randomBytes } from 'node:crypto';
import type { Db } from '../../../db/open.ts';

/** Stripe-style ids for the REST face's own objects. */
export function restId(prefix: 'cus' | 're' | 'evt' | 'txn' | 'pmc' | 'pmd' | 'acct' | 'we' | 'req'): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return `${prefix}_${Array.from(randomBytes(24), (byte) => alphabet[byte % alphabet.length]).join('')}`;
}

export interface ChargeRow {
  id: string;
  payment_intent: string;
  amount: number;
  currency: string;
  status: 'succeeded' | 'pending' | 'failed';
  failure_code: string | null;
  created: number;
}

/** Reads and writes of the REST face's tables (schema.ts) and of the JSON objects the intents service keeps. */
export function restStore(db: Db) {
  const json = <T>(text: string | undefined): T | undefined => (text === undefined ? undefined : (JSON.parse(text) as T));

  return {
    /** Server-side fields of an intent or payment method (customer, payment_method_options, shipping, …). */
    fields<T extends object>(id: string): Partial<T> {
      const row = db.prepare('SELECT fields FROM stripe_object_fields WHERE id = ?').get(id) as { fields: string } | undefined;
      return json<Partial<T>>(row?.fields) ?? {};
    },
    setFields(id: string, fields: object): void {
      const merged = { ...this.fields(id), ...fields };
      db.prepare('INSERT INTO stripe_object_fields (id, fields) VALUES (?, ?) ON CONFLICT(id) DO UPDATE SET fields = excluded.fields').run(id, JSON.stringify(merged));
    },

    customer<T>(id: string): T | undefined {
      const row = db.prepare('SELECT object FROM stripe_customers WHERE id = ?').get(id) as { object: string } | undefined;
      return json<T>(row?.object);
    },
    saveCustomer(customer: { id: string; created: number }): void {
      db.prepare('INSERT INTO stripe_customers (id, object, created) VALUES (?, ?, ?) ON CONFLICT(id) DO UPDATE SET object = excluded.object').run(customer.id, JSON.stringify(customer), customer.created);
    },
    customers<T>(): T[] {
      return (db.prepare('SELECT object FROM stripe_customers ORDER BY created DESC, rowid DESC').all() as { object: string }[]).map((row) => JSON.parse(row.object) as T);
    },

    charge(id: string): ChargeRow | undefined {
      return db.prepare('SELECT id, payment_intent, amount, currency, status, failure_code, created FROM stripe_charges WHERE id = ?').get(id) as ChargeRow | undefined;
    },
    chargesOf(paymentIntent: string): ChargeRow[] {
      return db.prepare('SELECT id, payment_intent, amount, currency, status, failure_code, created FROM stripe_charges WHERE payment_intent = ? ORDER BY rowid').all(paymentIntent) as ChargeRow[];
    },
    /** When a manual-capture intent is captured, its authorised charge is the captured one. */
    chargeOf(paymentIntent: string, status: ChargeRow['status']): ChargeRow | undefined {
      return db.prepare('SELECT id, payment_intent, amount, currency, status, failure_code, created FROM stripe_charges WHERE payment_intent = ? AND status = ? ORDER BY rowid DESC').get(paymentIntent, status) as ChargeRow | undefined;
    },

    refund<T>(id: string): T | undefined {
      const row = db.prepare('SELECT object FROM stripe_refunds WHERE id = ?').get(id) as { object: string } | undefined;
      return json<T>(row?.object);
    },
    refundsOf<T>(charge: string): T[] {
      return (db.prepare('SELECT object FROM stripe_refunds WHERE charge = ? ORDER BY created DESC, rowid DESC').all(charge) as { object: string }[]).map((row) => JSON.parse(row.object) as T);
    },
    refunded(charge: string): number {
      return (db.prepare('SELECT COALESCE(SUM(amount), 0) AS total FROM stripe_refunds WHERE charge = ?').get(charge) as { total: number }).total;
    },
    saveRefund(refund: { id: string; charge: string; payment_intent: string | null; amount: number; created: number }): void {
      db.prepare('INSERT INTO stripe_refunds (id, charge, payment_intent, amount, object, created) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT(id) DO UPDATE SET object = excluded.object').run(
        refund.id, refund.charge, refund.payment_intent, refund.amount, JSON.stringify(refund), refund.created,
      );
    },

    /** Payment methods attached to a customer, newest first. */
    methodsOf(customer: string, type?: string): string[] {
      const rows = db
        .prepare("SELECT id FROM stripe_payment_methods WHERE json_extract(object, '$.customer') = ? AND (? IS NULL OR type = ?) ORDER BY created DESC, rowid DESC")
        .all(customer, type ?? null, type ?? null) as { id: string }[];
      return rows.map((row) => row.id);
    },
    /** Writes members of a stored payment method's JSON (customer on attach and detach, billing details on update). */
    patchMethod(id: string, patch: Record<string, unknown>): void {
      const row = db.prepare('SELECT object FROM stripe_payment_methods WHERE id = ?').get(id) as { object: string } | undefined;
      if (!row) return;
      db.prepare('UPDATE stripe_payment_methods SET object = ? WHERE id = ?').run(JSON.stringify({ ...(JSON.parse(row.object) as object), ...patch }), id);
    },

    setting<T>(name: string): T | undefined {
      const row = db.prepare('SELECT value FROM stripe_settings WHERE name = ?').get(name) as { value: string } | undefined;
      return json<T>(row?.value);
    },
    setSetting(name: string, value: unknown): void {
      db.prepare('INSERT INTO stripe_settings (name, value) VALUES (?, ?) ON CONFLICT(name) DO UPDATE SET value = excluded.value').run(name, JSON.stringify(value));
    },
  };
}

export type RestStore = ReturnType<typeof restStore>;
