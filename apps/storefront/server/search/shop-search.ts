import { SearchRequestSchema } from '../../src/lib/shop-api/search.js';
import type { ShopSearch } from '../../src/lib/shop-search.js';
import type { ShopConfig } from '../env.js';
import type { StoreFetch } from '../proxy/store-upstream.js';
import { BACKGROUND_READS, createServerStoreClient } from '../store-client.js';
import { createCatalogueSearch, type CatalogueSearch } from './catalogue-search.js';

/** The whole catalogue is read again at least this often, webhooks or not. */
const MIN_REFRESH_MS = 60_000;

/**
 * The search in front of the shop's store. It reads past the catalogue cache: its full reads
 * would fill the cache with pages no shopper asks for, and a product a webhook names is read
 * as the store has it now. A read gets no retry: a shopper may be waiting on the first, and
 * the next refresh tries again. The catalogue is read again as often as the cache's answers
 * age out (`CATALOGUE_CACHE_MAX_AGE` + `_STALE`), so what no webhook tells (a product deleted
 * for good) leaves the search when it leaves the pages.
 */
export function searchOfStore(config: ShopConfig, storeFetch: StoreFetch): CatalogueSearch {
  const store = createServerStoreClient(config, (call) => storeFetch({ ...call, private: true }), {
    ...BACKGROUND_READS,
    retry: 0,
  });
  const { maxAgeMs, staleMs } = config.catalogueCache;
  return createCatalogueSearch(store, { refreshMs: Math.max(MIN_REFRESH_MS, maxAgeMs + staleMs) });
}

/** The search as a page asks it while the server renders: the index itself, no HTTP. */
export const pageSearch =
  (search: CatalogueSearch): ShopSearch =>
  (request) =>
    search.search(SearchRequestSchema.parse(request));
