/** A shop database in memory for domain tests: the sample catalogue, coupons and the demo customer, in `currency`. */
import { SAMPLE_CSV } from '../app.ts';
import { importWooCsv } from '../db/import-woo-csv.ts';
import { openDb, type Db } from '../db/open.ts';
import { seedShop } from '../db/seed.ts';
import { openShopSettings } from '../domain/shop-settings.ts';

export function memoryShop(currency?: string): Db {
  const db = openDb(':memory:');
  openShopSettings(db, currency);
  importWooCsv(db, SAMPLE_CSV);
  seedShop(db);
  return db;
}

/** A new session row (a shopper), by id. */
export function newSession(db: Db, id: string, customerId: number | null = null): string {
  db.prepare('INSERT INTO sessions (id, customer_id) VALUES (?, ?)').run(id, customerId);
  return id;
}

export function idOf(db: Db, slug: string): number {
  return (db.prepare('SELECT id FROM products WHERE slug = ?').get(slug) as { id: number }).id;
}
