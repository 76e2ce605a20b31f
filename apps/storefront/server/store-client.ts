import { createStoreClient, type StoreClient } from '@vitrina/api-client';
import type { ShopConfig } from './env.js';
import { publishedOnly } from './proxy/catalogue-reads.js';
import { StoreUpstreamError, type StoreFetch } from './proxy/store-upstream.js';

const WP_JSON = '/wp-json/';

/**
 * A `fetch` for the api-client on the server that goes through the shop's one store fetch: the
 * key pair is added there (Basic auth over https, A6) on `wc/` routes, so the client itself is
 * never given the key. Only `STORE_URL/wp-json/…` can be reached.
 */
export function storeFetchAsFetch(config: ShopConfig, storeFetch: StoreFetch): typeof fetch {
  const base = new URL(`${config.storeUrl}${WP_JSON}`);
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.origin !== base.origin || !url.pathname.startsWith(base.pathname)) {
      throw new Error(`the server's store client only reaches ${base.href}, not ${url.origin}`);
    }
    const route = url.pathname.slice(base.pathname.length);
    const body = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
    try {
      return await storeFetch({
        method: request.method,
        route,
        query: url.searchParams,
        headers: request.headers,
        body: body === '' ? undefined : body,
        signed: route.startsWith('wc/'),
        signal: request.signal,
      });
    } catch (error) {
      // The client reads a network failure from fetch's own error, as without this adapter.
      throw error instanceof StoreUpstreamError && error.cause !== undefined ? error.cause : error;
    }
  };
}

/**
 * The store's catalogue as a shopper may see it: product lists hold published products only,
 * as through the proxy, whatever the read key may see (a manager's sees drafts, #28).
 */
export function shopperCatalogue(storeFetch: StoreFetch): StoreFetch {
  return (call) =>
    storeFetch(
      call.method === 'GET' && call.route === 'wc/v3/products'
        ? { ...call, query: publishedOnly(call.query) }
        : call,
    );
}

/** How long a server read may take and how often it is tried again. */
export interface ReadBudget {
  readonly timeout: number;
  readonly retry: number;
}

/** Reads no shopper waits on (a crawler's sitemap, production's settings): 10 s, 2 retries. */
export const BACKGROUND_READS: ReadBudget = { timeout: 10_000, retry: 2 };

/** The api-client for the shop server's own reads, through the shop's store fetch. */
export function createServerStoreClient(
  config: ShopConfig,
  storeFetch: StoreFetch,
  reads: ReadBudget = BACKGROUND_READS,
): StoreClient {
  return createStoreClient({
    baseUrl: config.storeUrl,
    fetch: storeFetchAsFetch(config, shopperCatalogue(storeFetch)),
    ...reads,
  });
}
