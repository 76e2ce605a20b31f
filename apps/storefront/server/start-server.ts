import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { loadStoreWriteKey, type StoreWriteKey } from './endpoints/write-key.js';
import type { ShopConfig } from './env.js';
import type { CatalogueCache } from './catalogue-cache/catalogue-cache.js';
import type { PageCache } from './catalogue-cache/page-cache.js';
import { createSharedState, type SharedState } from './shared-state/shared-state.js';
import { createStoreAccess } from './store-access.js';
import { productionRenderer, renderOf, storeConnection } from './render-entry.js';
import { shopOrigin } from './robots.js';
import { createReadiness, storeAnswers, type Readiness } from './readiness.js';
import { createShopApp, type PageRenderer } from './shop-app.js';
import { startShopIdentity } from './shop-identity.js';
import type { CatalogueSearch } from './search/catalogue-search.js';
import { pageSearch, searchOfStore } from './search/shop-search.js';
import type { StoreFetch } from './proxy/store-upstream.js';
import { BACKGROUND_READS, createServerStoreClient } from './store-client.js';
import { PAGE_READS } from '../src/lib/api.js';

/** The storefront package folder (`apps/storefront`), whatever the working directory. */
export const APP_ROOT = join(import.meta.dirname, '..');

export interface RunningShop {
  /** `http://127.0.0.1:<port>` (or the configured host). */
  url: string;
  /** Ends every connection at once (tests, development). */
  close: () => Promise<void>;
  /**
   * What a SIGTERM does in production (M7): `/readyz` turns 503, no new connection is taken, the
   * requests in flight finish (up to `graceMs`, then their connections are cut) and it resolves.
   */
  drain: (graceMs: number) => Promise<void>;
  /** The catalogue cache, when it is on (its figures for the bench). */
  catalogueCache?: CatalogueCache | undefined;
  /** The rendered-page cache, when it is on. */
  pageCache?: PageCache | undefined;
  /** The product search, read from the store as the shop starts (issue 38). */
  catalogueSearch?: CatalogueSearch | undefined;
}

type Listening = Omit<RunningShop, 'catalogueCache' | 'pageCache' | 'catalogueSearch'>;

/**
 * Closing or draining the server also lets go of what runs beside it: the search's rereads of
 * the catalogue and the shared state (its Redis connections).
 */
function releasingOnClose(
  running: Listening,
  search: CatalogueSearch,
  state: SharedState,
): Listening {
  const release = () => {
    search.stop();
    return state.close();
  };
  return {
    ...running,
    close: () => running.close().finally(release),
    drain: (graceMs) => running.drain(graceMs).finally(release),
  };
}

function portOf(address: ReturnType<Server['address']>): number {
  if (address === null || typeof address === 'string') throw new Error('not a TCP server');
  return address.port;
}

/**
 * How long an idle connection stays open. Node closes one after 5 s, and a client (a browser, a
 * proxy in front of the shop) that reuses it as it closes gets ECONNRESET for a request it never
 * sent twice; proxies keep theirs for about a minute, so the shop keeps its longer.
 */
const KEEP_ALIVE_MS = 65_000;

function listen(
  server: Server,
  config: ShopConfig,
  readiness?: Readiness,
): Promise<Omit<RunningShop, 'catalogueCache' | 'pageCache'>> {
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // Node's rule: the headers' timeout outlives the keep-alive one.
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => {
      const port = portOf(server.address());
      const host = config.host === '0.0.0.0' ? '127.0.0.1' : config.host;
      resolve({
        url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
        drain: (graceMs) =>
          new Promise<void>((done) => {
            readiness?.startDraining();
            // Stops listening and ends the idle keep-alive connections; a busy one becomes idle
            // once its answer is sent, and is ended then.
            const idle = setInterval(() => server.closeIdleConnections(), 50);
            const cut = setTimeout(() => server.closeAllConnections(), graceMs);
            server.close(() => {
              clearInterval(idle);
              clearTimeout(cut);
              done();
            });
            server.closeIdleConnections();
          }),
      });
    });
  });
}

/**
 * The shop's identity, read from the store. In production it is read before the server starts
 * and may take its retries; elsewhere the first page waits for it, so it gets a page's budget and
 * a store that does not answer is a 503 within seconds, not half a minute (R7).
 */
function shopIdentity(config: ShopConfig, storeFetch: StoreFetch) {
  const reads = config.production ? BACKGROUND_READS : PAGE_READS;
  return startShopIdentity(config, createServerStoreClient(config, storeFetch, reads));
}

/**
 * What a shop keeps and reaches the store with, production or development alike: the state it
 * shares (memory, or Redis), the store's door with its caches, the search it keeps following
 * the catalogue's changes, and the shop's identity.
 */
async function startShopState(config: ShopConfig) {
  const state = await createSharedState(config.redisUrl);
  const { storeFetch, catalogueCache, pageCache } = createStoreAccess(config, state);
  const catalogueSearch = searchOfStore(config, storeFetch);
  catalogueSearch.start();
  const feed = await state.catalogueFeed({
    catalogueCache,
    pageCache,
    onProductChange: catalogueSearch.productChanged,
  });
  const identity = await shopIdentity(config, storeFetch);
  return { state, storeFetch, catalogueCache, pageCache, catalogueSearch, feed, identity };
}

/**
 * Starts the shop on a production build (`dist/`); `config.port` 0 picks a free port. In
 * production it refuses to start without the shop's whole identity and a real seller RNC
 * (`ShopIdentityError`).
 */
export async function startShop(
  config: ShopConfig,
  options: {
    distDir?: string;
    renderPage?: PageRenderer | undefined;
    writeKey?: StoreWriteKey | undefined;
  } = {},
): Promise<RunningShop> {
  const distDir = options.distDir ?? join(APP_ROOT, 'dist');
  const { state, storeFetch, catalogueCache, pageCache, catalogueSearch, feed, identity } =
    await startShopState(config);
  const renderPage =
    options.renderPage ??
    (await productionRenderer(distDir, config, storeFetch, identity, catalogueSearch));
  const readiness = createReadiness(
    { store: storeAnswers(storeFetch, config.storeUrl) },
    state.checks,
  );
  const app = createShopApp({
    config,
    storeFetch,
    identity,
    catalogueCache,
    pageCache,
    catalogueSearch,
    renderPage,
    clientDir: join(distDir, 'client'),
    writeKey: options.writeKey ?? loadStoreWriteKey(process.env),
    readiness,
    state,
    feed,
  });
  const listener = getRequestListener(app.fetch);
  const running = await listen(
    createServer((req, res) => void listener(req, res)),
    config,
    readiness,
  );
  return {
    ...releasingOnClose(running, catalogueSearch, state),
    catalogueCache,
    pageCache,
    catalogueSearch,
  };
}

/**
 * Development: Vite in middleware mode serves the sources and hot updates; everything Vite does
 * not answer goes to the same shop app, which renders through `ssrLoadModule` on each request.
 */
export async function startDevShop(config: ShopConfig): Promise<RunningShop> {
  const { createServer: createViteServer } = await import('vite');
  const server = createServer((req, res) => {
    vite.middlewares(req, res, () => void forward(req, res));
  });
  const vite = await createViteServer({
    root: APP_ROOT,
    server: { middlewareMode: true, hmr: { server } },
    appType: 'custom',
  });
  const { state, storeFetch, catalogueCache, catalogueSearch, feed, identity } =
    await startShopState(config);
  const store = storeConnection(config, storeFetch);
  const entry = '/src/entry-server.tsx';
  const renderPage: PageRenderer = async (request, nonce) => {
    const render = renderOf(await vite.ssrLoadModule(entry), entry);
    try {
      return await render(request, {
        nonce,
        manifest: null,
        store,
        siteUrl: shopOrigin(config, request),
        search: pageSearch(catalogueSearch),
        gtmId: config.gtmId,
        map: config.map,
        shop: await identity.current(),
      });
    } catch (error) {
      if (error instanceof Error) vite.ssrFixStacktrace(error);
      throw error;
    }
  };
  const app = createShopApp({
    config,
    storeFetch,
    identity,
    catalogueCache,
    catalogueSearch,
    renderPage,
    dev: true,
    writeKey: loadStoreWriteKey(process.env),
    state,
    feed,
  });
  const forward = getRequestListener(app.fetch);
  const running = releasingOnClose(await listen(server, config), catalogueSearch, state);
  return {
    ...running,
    close: async () => {
      await vite.close();
      await running.close();
    },
  };
}
