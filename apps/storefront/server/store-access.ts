import { createCatalogueCache, type CatalogueCache } from './catalogue-cache/catalogue-cache.js';
import type { ShopConfig } from './env.js';
import { createStoreFetch, type StoreFetch } from './proxy/store-upstream.js';

/** How the shop server reaches the store: one store fetch, behind the catalogue cache when it is on. */
export interface StoreAccess {
  storeFetch: StoreFetch;
  catalogueCache: CatalogueCache | undefined;
}

export function createStoreAccess(config: ShopConfig): StoreAccess {
  const storeFetch = createStoreFetch(config);
  if (config.catalogueCache.maxAgeMs === 0) return { storeFetch, catalogueCache: undefined };
  const catalogueCache = createCatalogueCache(storeFetch, config.catalogueCache);
  return { storeFetch: catalogueCache.storeFetch, catalogueCache };
}
