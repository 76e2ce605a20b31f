import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { NCF_REFUSAL_MESSAGES } from '@vitrina/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadConfig } from '../config.js';
import { inTransaction } from '../db/transaction.js';
import { openStore, type OpenStore } from '../store.js';
import { assignNcf } from './assign-ncf.js';
import { ncfSequences, setNcfRange } from './ncf-sequences.js';

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

const MAY_4 = Date.parse('2026-05-04T15:00:00Z');
const take = (type: 'B01' | 'B02' | 'B04', nowMs = MAY_4) =>
  inTransaction(store.deps.db, (trx) => assignNcf(trx, type, nowMs));
const numberOf = async (type: 'B01' | 'B02' | 'B04') => (await take(type)).number;

describe('NCF assignment', () => {
  it('issues each type its own growing sequence', async () => {
    expect(await numberOf('B01')).toBe('B0100000001');
    expect(await numberOf('B01')).toBe('B0100000002');
    expect(await numberOf('B02')).toBe('B0200000001');
    expect(await numberOf('B04')).toBe('B0400000001');
  });

  it('a rolled-back order issued nothing; concurrent orders never share a number', async () => {
    const { db } = store.deps;
    await expect(
      inTransaction(db, async (trx) => {
        await assignNcf(trx, 'B02', MAY_4);
        throw new Error('the order was refused');
      }),
    ).rejects.toThrow('the order was refused');
    const issued = await Promise.all(Array.from({ length: 20 }, () => numberOf('B02')));
    expect(new Set(issued).size).toBe(20);
    expect(issued.toSorted()[0]).toBe('B0200000002');
    expect(issued.toSorted().at(-1)).toBe('B0200000021');
  });

  it("N3: starts at the authorised range's first number, and refuses past its last or its expiry", async () => {
    const { db } = store.deps;
    await setNcfRange(db, 'B01', { from: 501, to: 502, expires: '2026-05-31' });
    expect(await take('B01')).toEqual({ number: 'B0100000501', expires: '2026-05-31' });
    expect((await ncfSequences(db, MAY_4))[0]).toMatchObject({ remaining: 1, low: false });
    // The last day of the range still issues (Santo Domingo's calendar); the next day does not.
    await expect(take('B01', Date.parse('2026-06-01T03:59:00Z'))).resolves.toMatchObject({
      number: 'B0100000502',
    });
    await expect(take('B01')).rejects.toMatchObject({
      status: 409,
      code: 'ncf_range_exhausted',
      message: NCF_REFUSAL_MESSAGES.order.ncf_range_exhausted,
    });
    await setNcfRange(db, 'B01', { from: 600, to: 700, expires: '2026-05-31' });
    await expect(take('B01', Date.parse('2026-06-01T04:00:00Z'))).rejects.toMatchObject({
      status: 409,
      code: 'ncf_range_expired',
    });
    // The refusals rolled their number back: the range's first is still the next one.
    expect(await take('B01')).toMatchObject({ number: 'B0100000600' });
  });
});
