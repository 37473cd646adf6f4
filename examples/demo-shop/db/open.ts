import Database from 'better-sqlite3';
import { MIGRATIONS } from './schema.ts';

export type Db = Database.Database;

/** Opens (or creates) the shop database in WAL mode and applies pending migrations. */
export function openDb(path: string): Db {
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  // WAL + NORMAL: commits no longer wait for an fsync each; the database still cannot be corrupted.
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  migrate(db);
  return db;
}

export function migrate(db: Db): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  MIGRATIONS.slice(current).forEach((sql, index) => {
    db.transaction(() => {
      db.exec(sql);
      db.pragma(`user_version = ${current + index + 1}`);
    })();
  });
}
