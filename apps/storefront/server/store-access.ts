import { createCatalogueCache, type CatalogueCache } from './catalogue-cache/catalogue-cache.js';
import { createPageCache, type PageCache } from './catalogue-cache/page-cache.js';
import type { ShopConfig } from './env.js';
import { createStoreFetch, type StoreFetch } from './proxy/store-upstream.js';
import type { SharedState } from './shared-state/shared-state.js';

/** How the shop server reaches the store: one store fetch, behind the catalogue cache when it is on. */
export interface StoreAccess {
  storeFetch: StoreFetch;
  catalogueCache: CatalogueCache | undefined;
  /** Rendered catalogue pages, kept with the catalogue's freshness while its cache is on. */
  pageCache: PageCache | undefined;
}

/**
 * With several instances (`state` on Redis) the catalogue cache takes the answers another
 * instance fetched before asking the store, and shares its own.
 */
export function createStoreAccess(config: ShopConfig, state?: SharedState): StoreAccess {
  const storeFetch = createStoreFetch(config);
  if (config.catalogueCache.maxAgeMs === 0) {
    return { storeFetch, catalogueCache: undefined, pageCache: undefined };
  }
  const { maxAgeMs, staleMs } = config.catalogueCache;
  const shared = state?.sharedAnswers?.({
    ttlMs: maxAgeMs + staleMs,
    current: () => catalogueCache.changes.version(),
  });
  const catalogueCache = createCatalogueCache(storeFetch, { ...config.catalogueCache, shared });
  const pageCache =
    config.pageCacheMaxBytes === 0
      ? undefined
      : createPageCache(
          { ...config.catalogueCache, maxBytes: config.pageCacheMaxBytes },
          catalogueCache.changes,
        );
  return { storeFetch: catalogueCache.storeFetch, catalogueCache, pageCache };
}
