// @vitest-environment node
import { startTestStore, type TestStore } from '@vitrina/store-api/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningShop } from '../start-server.js';
import {
  cleanRun,
  makeFaultTestProduct,
  orderFaults,
  ownerRead,
  runPurchasesUnderFaults,
  startFaultyRelay,
} from '../../test/support/purchases-under-faults.js';
import { startRedisServer, type RedisServer } from '../../test/support/redis-server.js';
import { startSeveralShops } from '../../test/support/several-shops.js';
import { standInRenderer } from '../../test/support/stand-in-page.js';
import type { StoreRelay } from '../../test/support/store-relay.js';
import { seededRandom } from '../../test/support/virtual-shopper.js';

// The release gate's purchases under faults (purchases-under-faults.test.ts), each shopper's calls
// spread over three instances sharing one Redis, as a balancer without sticky sessions sends them:
// a retry of an order lands on another instance than the try it repeats (H1, H3, R8, M3).
const RUN = { shoppers: 10, each: 4, stock: 1_000 };

let store: TestStore;
let redis: RedisServer;
let relay: StoreRelay;
let shops: RunningShop[];
const faults = orderFaults(seededRandom(35));

beforeAll(async () => {
  store = await startTestStore({ env: { TRUST_PROXY: '1' } });
  relay = await startFaultyRelay(store.baseUrl, faults, 40);
  redis = await startRedisServer();
  shops = await startSeveralShops({
    store,
    redisUrl: redis.url,
    storeUrl: relay.url,
    renderPage: standInRenderer(),
  });
}, 60_000);
afterAll(async () => {
  await Promise.all(shops.map((shop) => shop.close()));
  await relay.close();
  await redis.stop();
  await store.stop();
});

it('H3/R8/M3: purchases with faults at every step, spread over three instances, make one order each', async () => {
  const run = await runPurchasesUnderFaults({
    ...RUN,
    shopUrl: shops.map((shop) => shop.url),
    relay,
    faults,
    read: ownerRead(store),
    makeProduct: (stock) => makeFaultTestProduct(store, stock),
    seed: 3_035,
  });
  expect(run).toEqual(cleanRun(RUN));
}, 180_000);
