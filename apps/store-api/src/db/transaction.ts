import type { Kysely, Transaction } from 'kysely';

import type { Database } from './schema.js';

/**
 * Runs `work` in one SQLite transaction: all of its changes land together or none do. The single
 * connection is held for the whole callback, so no other request interleaves its statements.
 */
export function inTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(work);
}
