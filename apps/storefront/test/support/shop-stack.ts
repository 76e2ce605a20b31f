import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startTestStore, type TestStore, type TestStoreOptions } from '@vitrina/store-api/testing';
import { loadShopConfig } from '../../server/env.js';
import type { PageRenderer } from '../../server/shop-app.js';
import { APP_ROOT, startShop, type RunningShop } from '../../server/start-server.js';
import { freePort } from './free-port.js';

export const DIST_DIR = join(APP_ROOT, 'dist');

/** Builds the app unless a production build is already there (turbo builds before `test`). */
export function ensureBuild(): void {
  const built =
    existsSync(join(DIST_DIR, 'server', 'entry-server.js')) &&
    existsSync(join(DIST_DIR, 'client', '.vite', 'manifest.json'));
  if (built) return;
  // Inside a package script pnpm names itself in npm_execpath; otherwise use the pinned version.
  const execPath = process.env['npm_execpath'];
  const [command, args] =
    execPath !== undefined && execPath.includes('pnpm')
      ? [process.execPath, [execPath, 'run', 'build']]
      : ['npx', ['-y', 'pnpm@10.34.9', 'run', 'build']];
  const result = spawnSync(command, args, { cwd: APP_ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('the storefront build failed');
}

/** The embedded store on a temporary database and the shop server on the production build. */
export interface ShopStack {
  store: TestStore;
  shop: RunningShop;
  stop: () => Promise<void>;
}

/**
 * Starts the stack on the build in `distDir` (the package's `dist/` unless told otherwise), or
 * with `renderPage` in place of the build; `env` adds to the shop server's environment.
 */
export async function startShopStack(
  options: {
    distDir?: string;
    renderPage?: PageRenderer;
    env?: Record<string, string>;
    /** The store's clock and settings (`STORE_HOLD_STOCK_MINUTES`…). */
    store?: Pick<TestStoreOptions, 'clock' | 'env'>;
    /**
     * The store's links back to the shop (a payment gateway's way back, e-mails) lead to this
     * shop server: its port is chosen before the store starts.
     */
    linkBack?: boolean;
    /** The shop reads with a manager's key (every product status visible), as some owners set it up. */
    managerReadKey?: boolean;
  } = {},
): Promise<ShopStack> {
  const port = options.linkBack === true ? await freePort() : 0;
  // The store sits behind the shop server, so it may read the shopper's address from it (K4).
  const store = await startTestStore({
    ...options.store,
    env: {
      TRUST_PROXY: '1',
      ...(port === 0 ? {} : { STOREFRONT_URL: `http://127.0.0.1:${String(port)}` }),
      ...options.store?.env,
    },
  });
  try {
    const config = loadShopConfig({
      PORT: String(port),
      HOST: '127.0.0.1',
      STORE_URL: store.baseUrl,
      WC_CONSUMER_KEY: options.managerReadKey === true ? store.adminConsumerKey : store.consumerKey,
      WC_CONSUMER_SECRET:
        options.managerReadKey === true ? store.adminConsumerSecret : store.consumerSecret,
      // The read_write key of the account and checkout endpoints (a token alone writes nothing).
      WC_WRITE_CONSUMER_KEY: store.writeConsumerKey,
      WC_WRITE_CONSUMER_SECRET: store.writeConsumerSecret,
      ...options.env,
    });
    const shop = await startShop(config, {
      distDir: options.distDir ?? DIST_DIR,
      renderPage: options.renderPage,
      writeKey: { key: store.writeConsumerKey, secret: store.writeConsumerSecret },
    });
    // The search reads the whole catalogue as the shop starts (#38); a test's first page, read
    // beside it on a busy machine, could miss its 5 s budget and be a 503.
    await shop.catalogueSearch?.settled();
    return {
      store,
      shop,
      stop: async () => {
        await shop.close();
        await store.stop();
      },
    };
  } catch (error) {
    await store.stop();
    throw error;
  }
}
