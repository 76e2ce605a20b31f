import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadConfig } from '../config.js';
import { inTransaction } from '../db/transaction.js';
import { openStore, type OpenStore } from '../store.js';
import { assignNcf } from './assign-ncf.js';

let dir: string;
let store: OpenStore;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'vitrina-ncf-'));
  store = await openStore(loadConfig({ NODE_ENV: 'test' }, dir), { log: () => undefined });
});
afterAll(async () => {
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

describe('NCF assignment', () => {
  it('issues each type its own growing sequence', async () => {
    const { db } = store.deps;
    expect(await inTransaction(db, (trx) => assignNcf(trx, 'B01'))).toBe('B0100000001');
    expect(await inTransaction(db, (trx) => assignNcf(trx, 'B01'))).toBe('B0100000002');
    expect(await inTransaction(db, (trx) => assignNcf(trx, 'B02'))).toBe('B0200000001');
  });

  it('a rolled-back order issued nothing; concurrent orders never share a number', async () => {
    const { db } = store.deps;
    await expect(
      inTransaction(db, async (trx) => {
        await assignNcf(trx, 'B02');
        throw new Error('the order was refused');
      }),
    ).rejects.toThrow('the order was refused');
    const issued = await Promise.all(
      Array.from({ length: 20 }, () => inTransaction(db, (trx) => assignNcf(trx, 'B02'))),
    );
    expect(new Set(issued).size).toBe(20);
    expect(issued.toSorted()[0]).toBe('B0200000002');
    expect(issued.toSorted().at(-1)).toBe('B0200000021');
  });
});
