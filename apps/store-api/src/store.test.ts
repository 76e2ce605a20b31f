import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { migrations, seedModules } from './areas.js';
import { loadConfig, type Config } from './config.js';
import { deleteDatabase, openStore } from './store.js';

let dir: string;
let config: Config;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'vitrina-open-'));
  config = loadConfig({ NODE_ENV: 'test' }, dir);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('openStore', () => {
  it('creates, migrates and seeds a new database, then reopens it without redoing either', async () => {
    const first = await openStore(config, { log: () => undefined });
    expect(first.migrated).toEqual(migrations.map((migration) => migration.name).sort());
    expect(first.seeded).toEqual(seedModules.map((module) => module.name));
    const products = await first.deps.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(products.count)).toBeGreaterThanOrEqual(80);
    await first.close();

    const second = await openStore(config, { log: () => undefined });
    expect(second.migrated).toEqual([]);
    expect(second.seeded).toEqual([]);
    const pragmas = second.deps.sqlite.prepare('PRAGMA journal_mode').get();
    expect(pragmas).toEqual({ journal_mode: 'wal' });
    expect(second.deps.sqlite.prepare('PRAGMA foreign_keys').get()).toEqual({ foreign_keys: 1 });
    await second.close();
  });

  it("keeps the proxy key read-only on the shop_proxy user and the shop server's read_write across restarts (A4)", async () => {
    const store = await openStore(config, { log: () => undefined });
    const keys = await store.deps.db
      .selectFrom('api_keys as k')
      .innerJoin('users as u', 'u.id', 'k.user_id')
      .select(['u.username', 'u.role', 'k.permissions'])
      .execute();
    expect(keys).toEqual([
      { username: 'shop_proxy', role: 'shop_proxy', permissions: 'read' },
      { username: 'shop_server', role: 'administrator', permissions: 'read_write' },
    ]);
    await store.close();
  });

  it('starts over after deleteDatabase (seed --reset)', async () => {
    await deleteDatabase(config.dbPath);
    const store = await openStore(config, { log: () => undefined });
    expect(store.seeded.length).toBe(seedModules.length);
    await store.close();
  });
});
