import { loadShopConfig } from '../server/env.js';
import { startShop, type RunningShop } from '../server/start-server.js';
import { e2eEnv } from './e2e-env.js';

/**
 * A second shop server on the run's build and store, with `env` added to its configuration; it
 * writes orders and reads invoices with the run's write key, as the first one does.
 */
export function startSecondShop(env: Record<string, string>): Promise<RunningShop> {
  const config = loadShopConfig({
    PORT: '0',
    STORE_URL: e2eEnv('storeUrl'),
    WC_CONSUMER_KEY: e2eEnv('consumerKey'),
    WC_CONSUMER_SECRET: e2eEnv('consumerSecret'),
    ...env,
  });
  return startShop(config, {
    distDir: e2eEnv('distDir'),
    writeKey: { key: e2eEnv('writeConsumerKey'), secret: e2eEnv('writeConsumerSecret') },
  });
}
