import type { Kysely } from 'kysely';

import type { Config } from '../config.js';
import type { Database } from '../db/schema.js';

/** What a seed module may use. */
export interface SeedContext {
  db: Kysely<Database>;
  config: Config;
  /** Epoch milliseconds of "now" for the seeded data. */
  now: number;
}

/**
 * One area's demo data. Each module runs once per database (recorded in `seed_runs` by `name`),
 * in the order of the list in `areas.ts`, inside one transaction.
 */
export interface SeedModule {
  name: string;
  seed(context: SeedContext): Promise<void>;
}
