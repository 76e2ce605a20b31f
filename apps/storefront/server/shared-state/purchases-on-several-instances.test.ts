// @vitest-environment node
import { startTestStore, type TestStore } from '@vitrina/store-api/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import type { RunningShop } from '../start-server.js';
import {
  auditPurchases,
  cleanAudit,
  FAULTS,
  faultTestProduct,
  orderFaults,
  purchaseAll,
} from '../../test/support/purchases-under-faults.js';
import { startRedisServer, type RedisServer } from '../../test/support/redis-server.js';
import { startSeveralShops } from '../../test/support/several-shops.js';
import { standInRenderer } from '../../test/support/stand-in-page.js';
import { startStoreRelay, type StoreRelay } from '../../test/support/store-relay.js';
import { seededRandom } from '../../test/support/virtual-shopper.js';

// The release gate's purchases under faults (purchases-under-faults.test.ts), each shopper's calls
// spread over three instances sharing one Redis, as a balancer without sticky sessions sends them:
// a retry of an order lands on another instance than the try it repeats (H1, H3, R8, M3).
const SHOPPERS = 10;
const EACH = 4;
const STOCK = 1_000;

let store: TestStore;
let redis: RedisServer;
let relay: StoreRelay;
let shops: RunningShop[];
let lateCommits: ReturnType<typeof setInterval>;
const faults = orderFaults(seededRandom(35));

beforeAll(async () => {
  store = await startTestStore({ env: { TRUST_PROXY: '1' } });
  relay = await startStoreRelay(store.baseUrl, (request) => faults.pick(request));
  lateCommits = setInterval(() => void relay.commitLate(), 40);
  redis = await startRedisServer();
  shops = await startSeveralShops({
    store,
    redisUrl: redis.url,
    storeUrl: relay.url,
    renderPage: standInRenderer(),
  });
}, 60_000);
afterAll(async () => {
  clearInterval(lateCommits);
  await Promise.all(shops.map((shop) => shop.close()));
  await relay.close();
  await redis.stop();
  await store.stop();
});

async function storeRead(path: string): Promise<unknown> {
  const key = `consumer_key=${store.adminConsumerKey}&consumer_secret=${store.adminConsumerSecret}`;
  const separator = path.includes('?') ? '&' : '?';
  return (await fetch(`${store.baseUrl}/wp-json/${path}${separator}${key}`)).json();
}

it('H3/R8/M3: purchases with faults at every step, spread over three instances, make one order each', async () => {
  const created = await fetch(
    `${store.baseUrl}/wp-json/wc/v3/products?consumer_key=${store.adminConsumerKey}&consumer_secret=${store.adminConsumerSecret}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(faultTestProduct(STOCK)),
    },
  );
  const product = z.object({ id: z.number() }).parse(await created.json());
  const purchases = await purchaseAll({
    shopUrl: shops.map((shop) => shop.url),
    productId: product.id,
    shoppers: SHOPPERS,
    each: EACH,
    seed: 3_035,
  });
  await relay.commitLate();
  for (const fault of FAULTS) expect(faults.fell.get(fault ?? 'none') ?? 0).toBeGreaterThan(0);
  expect(await auditPurchases(storeRead, purchases, product.id)).toEqual(
    cleanAudit(SHOPPERS * EACH, STOCK),
  );
}, 180_000);
