import type { TestStore } from '@vitrina/store-api/testing';
import { loadShopConfig } from '../../server/env.js';
import { startShop, type RunningShop } from '../../server/start-server.js';
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
