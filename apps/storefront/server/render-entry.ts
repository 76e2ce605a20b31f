import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ViteManifestSchema } from '../src/app/assets-manifest.js';
import type { render as appRender, RenderOptions } from '../src/entry-server.js';
import type { ShopConfig } from './env.js';
import { shopOrigin } from './robots.js';
import type { ShopIdentitySource } from './shop-identity.js';
import type { StoreFetch } from './proxy/store-upstream.js';
import type { CatalogueSearch } from './search/catalogue-search.js';
import { pageSearch } from './search/shop-search.js';
import { shopperCatalogue, storeFetchAsFetch } from './store-client.js';
import type { PageRenderer } from './shop-app.js';

type Render = typeof appRender;
type StoreConnection = RenderOptions['store'];

function hasRender(module: unknown): module is { render: Render } {
  return (
    typeof module === 'object' &&
    module !== null &&
    'render' in module &&
    typeof module.render === 'function'
  );
}

/** Picks `render` out of the SSR module, failing at start-up rather than on the first request. */
export function renderOf(module: unknown, from: string): Render {
  if (!hasRender(module)) throw new Error(`${from} does not export render()`);
  return module.render;
}

/**
 * The store as pages see it while the server renders them: product lists hold published
 * products only, as they do through the proxy, whatever the read key may see (#28).
 */
export function storeConnection(config: ShopConfig, storeFetch: StoreFetch): StoreConnection {
  return {
    baseUrl: config.storeUrl,
    fetch: storeFetchAsFetch(config, shopperCatalogue(storeFetch)),
  };
}

/** The production renderer: the built SSR module and the client build's manifest. */
export async function productionRenderer(
  distDir: string,
  config: ShopConfig,
  storeFetch: StoreFetch,
  identity: ShopIdentitySource,
  search: CatalogueSearch,
): Promise<PageRenderer> {
  const manifestFile = join(distDir, 'client', '.vite', 'manifest.json');
  const manifestText = await readFile(manifestFile, 'utf8').catch((error: unknown) => {
    throw new Error(`No production build in ${distDir}: run \`pnpm run build\` first.`, {
      cause: error,
    });
  });
  const manifest = ViteManifestSchema.parse(JSON.parse(manifestText));
  // React picks its build from NODE_ENV when the SSR module first loads it: the production build
  // renders with React's production build unless the operator set another (the development
  // build validates every element and renders a category page several times slower).
  process.env['NODE_ENV'] ??= 'production';
  const entry = join(distDir, 'server', 'entry-server.js');
  const render = renderOf(await import(pathToFileURL(entry).href), entry);
  const store = storeConnection(config, storeFetch);
  return async (request, nonce) =>
    render(request, {
      nonce,
      manifest,
      store,
      siteUrl: shopOrigin(config, request),
      search: pageSearch(search),
      gtmId: config.gtmId,
      map: config.map,
      shop: await identity.current(),
    });
}
