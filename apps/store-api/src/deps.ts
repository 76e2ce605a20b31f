import type { DatabaseSync } from 'node:sqlite';

import type { Kysely } from 'kysely';

import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { Database } from './db/schema.js';
import type { BearerAuth } from './http/bearer.js';
import type { Outbox } from './outbox/outbox.js';

/** What every area's router and seed module is built from. */
export interface Deps {
  config: Config;
  db: Kysely<Database>;
  /** The raw handle, for the few places that need SQLite itself (migrations, fault hooks). */
  sqlite: DatabaseSync;
  clock: Clock;
  outbox: Outbox;
  /** Resolves `Authorization: Bearer …` to a user (implemented by the account area). */
  auth: BearerAuth;
  /** Where unexpected errors are reported (stderr in the server, silent in tests by default). */
  log: (error: unknown) => void;
}
