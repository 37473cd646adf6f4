import type { Statement } from 'better-sqlite3';
import type { Db } from './open.ts';

/** Compiled statements per database, by SQL text; an entry goes when its database is collected. */
const compiled = new WeakMap<Db, Map<string, Statement>>();

/** `db.prepare(sql)`, compiled once per database and reused (hot paths run these on every request). */
export function statement(db: Db, sql: string): Statement {
  let bySql = compiled.get(db);
  if (!bySql) {
    bySql = new Map();
    compiled.set(db, bySql);
  }
  let prepared = bySql.get(sql);
  if (!prepared) {
    prepared = db.prepare(sql);
    bySql.set(sql, prepared);
  }
  return prepared;
}
