import { startTestStore, type TestStore } from '@vitrina/store-api/testing';
import { startCheckoutShop } from './checkout-shop.js';
import {
  makeFaultTestProduct,
  orderFaults,
  ownerRead,
  runPurchasesUnderFaults,
  startFaultyRelay,
  type OrderFaults,
} from './purchases-under-faults.js';
import { startRedisServer } from './redis-server.js';
import { startSeveralShops } from './several-shops.js';
import { standInRenderer } from './stand-in-page.js';
import type { StoreRelay } from './store-relay.js';
import { seededRandom } from './virtual-shopper.js';

/** The shop servers the purchases go through: one, or three sharing a Redis of their own (M3). */
async function startPurchaseShops(
  store: TestStore,
  storeUrl: string,
  instances: 1 | 3,
): Promise<{ urls: string[]; close: () => Promise<void> }> {
  if (instances === 1) {
    // Each shopper comes from an address of their own, as behind the shop's reverse proxy.
    const shop = await startCheckoutShop(store, storeUrl, { TRUST_PROXY: '1' });
    return { urls: [shop.url], close: () => shop.close() };
  }
  const redis = await startRedisServer();
  const shops = await startSeveralShops({
    store,
    redisUrl: redis.url,
    storeUrl,
    renderPage: standInRenderer(),
  });
  return {
    urls: shops.map((shop) => shop.url),
    close: async () => {
      await Promise.all(shops.map((shop) => shop.close()));
      await redis.stop();
    },
  };
}

/**
 * Where the purchases under faults run on the embedded store: the store, a relay before it that
 * spoils the answers to the orders (faults picked with `faultSeed`) and `instances` shop servers.
 */
export async function startFaultStage(options: {
  instances: 1 | 3;
  faultSeed: number;
  storeEnv?: Record<string, string>;
}) {
  const store = await startTestStore(
    options.storeEnv === undefined ? {} : { env: options.storeEnv },
  );
  const faults: OrderFaults = orderFaults(seededRandom(options.faultSeed));
  const relay: StoreRelay = await startFaultyRelay(store.baseUrl, faults, 40);
  const shops = await startPurchaseShops(store, relay.url, options.instances);
  return {
    store,
    relay,
    faults,
    shopUrls: shops.urls,
    /** {@link runPurchasesUnderFaults} through these shop servers. */
    run: (run: { shoppers: number; each: number; stock: number; seed: number }) =>
      runPurchasesUnderFaults({
        ...run,
        shopUrl: shops.urls,
        relay,
        faults,
        read: ownerRead(store),
        makeProduct: (stock) => makeFaultTestProduct(store, stock),
      }),
    stop: async () => {
      await shops.close();
      await relay.close();
      await store.stop();
    },
  };
}

export type FaultStage = Awaited<ReturnType<typeof startFaultStage>>;
