import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

import { Kysely } from 'kysely';

import { nodeSqliteDialect } from './node-sqlite-dialect.js';
import type { Database } from './schema.js';

/** An open store database: the raw handle (migrations, pragmas) and the typed query builder. */
export interface StoreDatabase {
  sqlite: DatabaseSync;
  db: Kysely<Database>;
  close(): Promise<void>;
}

/**
 * Opens (creating when needed) the SQLite file with WAL, foreign keys and a busy timeout, so a
 * second process (the seed CLI, a bench) waits for a lock instead of failing.
 */
export function openDatabase(path: string): StoreDatabase {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = new DatabaseSync(path);
  sqlite.exec('PRAGMA journal_mode = WAL');
  sqlite.exec('PRAGMA synchronous = NORMAL');
  sqlite.exec('PRAGMA foreign_keys = ON');
  sqlite.exec('PRAGMA busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: nodeSqliteDialect(sqlite) });
  return { sqlite, db, close: () => db.destroy() };
}
