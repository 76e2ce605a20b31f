import { rm } from 'node:fs/promises';

import { syncApiKeys } from './api-keys.js';
import { createBearerAuth, migrations, seedModules } from './areas.js';
import { systemClock, type Clock } from './clock.js';
import type { Config } from './config.js';
import { openDatabase } from './db/connection.js';
import { migrate } from './db/migrate.js';
import type { Deps } from './deps.js';
import { createFileOutbox } from './outbox/outbox.js';
import { runSeeds } from './seed/run-seeds.js';

/** Options of {@link openStore}. */
export interface OpenStoreOptions {
  clock?: Clock;
  log?: (error: unknown) => void;
}

/** An open store: its dependencies, what start-up did, and how to close it. */
export interface OpenStore {
  deps: Deps;
  migrated: string[];
  seeded: string[];
  close(): Promise<void>;
}

/**
 * Opens the database (creating it when absent), applies pending migrations, syncs the API keys
 * with the configuration and runs seed modules the database has not had yet.
 */
export async function openStore(
  config: Config,
  options: OpenStoreOptions = {},
): Promise<OpenStore> {
  const clock = options.clock ?? systemClock;
  const database = openDatabase(config.dbPath);
  try {
    const migrated = migrate(database.sqlite, migrations);
    await syncApiKeys(database.db, config, clock.now());
    const seeded = await runSeeds(database, config, seedModules, clock.now());
    const base = {
      config,
      db: database.db,
      sqlite: database.sqlite,
      clock,
      outbox: createFileOutbox(config.outboxPath, clock),
      log: options.log ?? ((error: unknown) => console.error('[store-api]', error)),
    };
    return {
      deps: { ...base, auth: createBearerAuth(base) },
      migrated,
      seeded,
      close: () => database.close(),
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** Deletes the database file and its WAL companions, for `seed --reset`. */
export async function deleteDatabase(path: string): Promise<void> {
  await Promise.all(['', '-wal', '-shm'].map((suffix) => rm(`${path}${suffix}`, { force: true })));
}
