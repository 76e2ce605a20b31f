import { cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { APP_ROOT } from '../server/start-server.js';
import { seedHostileCashback } from '../test/support/hostile-content.js';
import { DIST_DIR, ensureBuild, startShopStack } from '../test/support/shop-stack.js';
import { E2E_ENV } from './e2e-env.js';

/**
 * Builds if needed, then starts the embedded store (temporary database) and the shop server on
 * the production build, on free ports. Workers read the addresses from the environment.
 */
// eslint-disable-next-line import-x/no-default-export -- Playwright runs the module's default export
export default async function globalSetup(): Promise<() => Promise<void>> {
  ensureBuild();
  // A private copy, so a rebuild while the suite runs cannot swap assets under the server. It
  // stays inside the package so the SSR bundle still resolves react from node_modules.
  const cache = join(APP_ROOT, 'node_modules', '.cache');
  await mkdir(cache, { recursive: true });
  const distDir = await mkdtemp(join(cache, 'e2e-dist-'));
  await cp(DIST_DIR, distDir, { recursive: true });
  const stack = await startShopStack({ distDir });
  // Before any page reads cashback, so no cache holds the list without it.
  seedHostileCashback(stack.store.dbPath);
  process.env[E2E_ENV.distDir] = distDir;
  process.env[E2E_ENV.shopUrl] = stack.shop.url;
  process.env[E2E_ENV.storeUrl] = stack.store.baseUrl;
  process.env[E2E_ENV.consumerKey] = stack.store.consumerKey;
  process.env[E2E_ENV.consumerSecret] = stack.store.consumerSecret;
  process.env[E2E_ENV.outboxPath] = stack.store.outboxPath;
  process.env[E2E_ENV.dbPath] = stack.store.dbPath;
  process.env[E2E_ENV.writeConsumerKey] = stack.store.writeConsumerKey;
  process.env[E2E_ENV.writeConsumerSecret] = stack.store.writeConsumerSecret;
  process.env[E2E_ENV.adminConsumerKey] = stack.store.adminConsumerKey;
  process.env[E2E_ENV.adminConsumerSecret] = stack.store.adminConsumerSecret;
  return async () => {
    await stack.stop();
    await rm(distDir, { recursive: true, force: true });
  };
}
