import type { ShopConfig } from '../env.js';

/** One call to the store, described by its REST route rather than by a URL the client could shape. */
export interface StoreCall {
  method: string;
  /** Route under `/wp-json/`, e.g. `wc/v3/products/12`; already checked by the allowlist. */
  route: string;
  query: URLSearchParams;
  headers: Headers;
  body?: string | undefined;
  /** Adds the shop's WooCommerce key pair (wc/v3 calls the allowlist permits). */
  signed: boolean;
  signal?: AbortSignal | undefined;
}

export type StoreFetch = (call: StoreCall) => Promise<Response>;

/** How long the proxy waits for the store before answering 504. */
const UPSTREAM_TIMEOUT_MS = 15_000;

/**
 * Builds the only function that reaches the store: every URL is `STORE_URL` + `/wp-json/` + an
 * allowlisted route, so a client's Host header or absolute URL can never pick the destination (A3).
 */
export function createStoreFetch(config: ShopConfig, fetchImpl: typeof fetch = fetch): StoreFetch {
  const basicAuth =
    config.consumerKey !== undefined && config.consumerSecret !== undefined
      ? `Basic ${Buffer.from(`${config.consumerKey}:${config.consumerSecret}`).toString('base64')}`
      : undefined;
  const storeIsHttps = config.storeUrl.startsWith('https:');

  return async (call) => {
    const query = new URLSearchParams(call.query);
    const headers = new Headers(call.headers);
    if (call.signed && config.consumerKey !== undefined && config.consumerSecret !== undefined) {
      // WooCommerce reads Basic auth only over https; on plain http it takes the pair as query.
      if (storeIsHttps && basicAuth !== undefined) {
        headers.set('authorization', basicAuth);
      } else {
        query.set('consumer_key', config.consumerKey);
        query.set('consumer_secret', config.consumerSecret);
      }
    }
    const search = query.size > 0 ? `?${query.toString()}` : '';
    const timeout = AbortSignal.timeout(UPSTREAM_TIMEOUT_MS);
    return fetchImpl(`${config.storeUrl}/wp-json/${call.route}${search}`, {
      method: call.method,
      headers,
      body: call.body ?? null,
      redirect: 'manual',
      signal: call.signal ? AbortSignal.any([call.signal, timeout]) : timeout,
    });
  };
}
