import type { Config } from '../config.js';
import type { StoreDatabase } from '../db/connection.js';
import { inTransaction } from '../db/transaction.js';
import type { SeedModule } from './seed-module.js';

/** Runs every seed module this database has not had yet; returns the names it ran. */
export async function runSeeds(
  { db }: StoreDatabase,
  config: Config,
  modules: readonly SeedModule[],
  now: number,
): Promise<string[]> {
  const done = new Set(
    (await db.selectFrom('seed_runs').select('name').execute()).map((r) => r.name),
  );
  const ran: string[] = [];
  for (const module of modules) {
    if (done.has(module.name)) continue;
    await inTransaction(db, async (trx) => {
      await module.seed({ db: trx, config, now });
      await trx
        .insertInto('seed_runs')
        .values({ name: module.name, seeded_at: new Date(now).toISOString() })
        .execute();
    });
    ran.push(module.name);
  }
  return ran;
}
