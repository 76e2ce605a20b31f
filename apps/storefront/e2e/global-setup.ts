import { ensureBuild, startShopStack } from '../server/testing/shop-stack.js';
import { E2E_ENV } from './e2e-env.js';

/**
 * Builds if needed, then starts the embedded store (temporary database) and the shop server on
 * the production build, on free ports. Workers read the addresses from the environment.
 */
// eslint-disable-next-line import-x/no-default-export -- Playwright runs the module's default export
export default async function globalSetup(): Promise<() => Promise<void>> {
  ensureBuild();
  const stack = await startShopStack();
  process.env[E2E_ENV.shopUrl] = stack.shop.url;
  process.env[E2E_ENV.storeUrl] = stack.store.baseUrl;
  process.env[E2E_ENV.consumerKey] = stack.store.consumerKey;
  process.env[E2E_ENV.consumerSecret] = stack.store.consumerSecret;
  return stack.stop;
}
