import Database from 'better-sqlite3';
import type { Db } from '../../db/open.ts';
import { PROVIDER_REST_MIGRATION } from './rest/schema.ts';
import { PROVIDER_MIGRATION } from './schema.ts';

/** A throwaway in-memory database holding only the provider's tables (they reference no shop table). */
export function providerTestDb(): Db {
  const db = new Database(':memory:');
  db.exec(PROVIDER_MIGRATION);
  db.exec(PROVIDER_REST_MIGRATION);
  return db;
}
