import { startTestStore, type TestStore } from '@vitrina/store-api/testing';
import { afterAll, beforeAll } from 'vitest';
import { loadShopConfig } from '../../server/env.js';
import { startShop, type RunningShop } from '../../server/start-server.js';
import { shopPurchases } from './shop-purchase.js';
import { standInRenderer } from './stand-in-page.js';

/**
 * The shop server with the checkout's write key in front of the embedded store, reached at
 * `storeUrl` (the store itself, or a relay before it); `env` adds to its configuration.
 */
export function startCheckoutShop(
  store: TestStore,
  storeUrl: string = store.baseUrl,
  env: Record<string, string> = {},
): Promise<RunningShop> {
  return startShop(
    loadShopConfig({
      PORT: '0',
      STORE_URL: storeUrl,
      WC_CONSUMER_KEY: store.consumerKey,
      WC_CONSUMER_SECRET: store.consumerSecret,
      ...env,
    }),
    {
      distDir: '/nonexistent',
      renderPage: standInRenderer(),
      writeKey: { key: store.writeConsumerKey, secret: store.writeConsumerSecret },
    },
  );
}

/** A test file's embedded store, the checkout shop before it, and the purchases made through them. */
export interface CheckoutStage {
  readonly store: TestStore;
  readonly shop: RunningShop;
  readonly purchases: ReturnType<typeof shopPurchases>;
}

/** A {@link CheckoutStage} started before the file's tests and stopped after them. */
export function checkoutStage(): CheckoutStage {
  let started: CheckoutStage | undefined;
  beforeAll(async () => {
    const store = await startTestStore();
    const shop = await startCheckoutShop(store);
    started = { store, shop, purchases: shopPurchases(store, shop) };
  });
  afterAll(async () => {
    await started?.shop.close();
    await started?.store.stop();
  });
  const stage = (): CheckoutStage => {
    if (started === undefined) throw new Error('the checkout stage is read before it started');
    return started;
  };
  return {
    get store() {
      return stage().store;
    },
    get shop() {
      return stage().shop;
    },
    get purchases() {
      return stage().purchases;
    },
  };
}
