import type { Hono } from 'hono';

import { cartMigration } from './cart/cart.migration.js';
import { cartRouter } from './cart/cart.router.js';
import { catalogMigration } from './catalog/catalog.migration.js';
import { catalogRouter } from './catalog/catalog.router.js';
import type { Migration } from './db/migrate.js';
import { usersMigration } from './db/migrations/0001-users.js';
import type { Deps } from './deps.js';
import { noBearerAuth, type BearerAuth } from './http/bearer.js';
import type { AppEnv } from './http/env.js';
import { mediaRouter } from './media/media.router.js';
import { catalogSeed } from './seed/catalog.js';
import type { SeedModule } from './seed/seed-module.js';

/** An area's router factory, mounted under `base` (e.g. `/wp-json/wc/v3`). */
export interface Area {
  base: string;
  router: (deps: Deps) => Hono<AppEnv>;
}

/** Every router of the store, in mount order. Several areas may share a base. */
export const areas: readonly Area[] = [
  { base: '/wp-json/wc/v3', router: catalogRouter },
  { base: '/wp-json/cocart/v2', router: cartRouter },
  { base: '/media', router: mediaRouter },
];

/** Every schema step of the store; the runner applies them in name order. */
export const migrations: readonly Migration[] = [usersMigration, catalogMigration, cartMigration];

/** Demo data, in dependency order (catalogue before customers before orders). */
export const seedModules: readonly SeedModule[] = [catalogSeed];

/** Builds the bearer-token resolver from everything else the store has. */
export const createBearerAuth: (deps: Omit<Deps, 'auth'>) => BearerAuth = () => noBearerAuth;
