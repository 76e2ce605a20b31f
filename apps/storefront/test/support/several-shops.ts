import type { TestStore } from '@vitrina/store-api/testing';
import { loadShopConfig } from '../../server/env.js';
import type { PageRenderer } from '../../server/shop-app.js';
import { startShop, type RunningShop } from '../../server/start-server.js';
import { sendProductWebhook } from './product-webhook.js';
import { DIST_DIR } from './shop-stack.js';

/** The secret the several instances' webhooks are signed with. */
export const WEBHOOK_SECRET = 'webhook-secret-several-shops-01';

/**
 * `count` instances of the shop server on the production build (or `renderPage`), each with
 * its own memory, in front of one embedded store (at `storeUrl`, a relay before it, if given)
 * and sharing the Redis at `redisUrl` (M1–M5). Shoppers come through a balancer
 * (`TRUST_PROXY=1`).
 */
export async function startSeveralShops(options: {
  store: TestStore;
  redisUrl: string;
  count?: number;
  storeUrl?: string;
  renderPage?: PageRenderer;
  env?: Record<string, string>;
}): Promise<RunningShop[]> {
  const { store } = options;
  const config = loadShopConfig({
    PORT: '0',
    STORE_URL: options.storeUrl ?? store.baseUrl,
    WC_CONSUMER_KEY: store.consumerKey,
    WC_CONSUMER_SECRET: store.consumerSecret,
    WC_WEBHOOK_SECRET: WEBHOOK_SECRET,
    TRUST_PROXY: '1',
    REDIS_URL: options.redisUrl,
    ...options.env,
  });
  return Promise.all(
    Array.from({ length: options.count ?? 3 }, () =>
      startShop(config, {
        distDir: DIST_DIR,
        renderPage: options.renderPage,
        writeKey: { key: store.writeConsumerKey, secret: store.writeConsumerSecret },
      }),
    ),
  );
}

/** The product webhook WooCommerce sends after a change, signed, to one instance. */
export function deliverWebhook(shop: RunningShop, product: string, deliveryId = '') {
  return sendProductWebhook(shop.url, WEBHOOK_SECRET, product, deliveryId);
}
