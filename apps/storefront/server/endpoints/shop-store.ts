import { createStoreHttp, type StoreHttp } from '@vitrina/api-client';
import type { ShopConfig } from '../env.js';
import { refuse, type Refusal } from './answers.js';
import { timedStoreCall } from '../metrics.js';
import { STORE_DEADLINE_MS } from '../proxy/store-upstream.js';
import type { StoreWriteKey } from './write-key.js';

/** Who a store call speaks for: the shop (with its write key) or a shopper (token or cart key). */
export interface StoreCaller {
  readonly writeKey?: StoreWriteKey | undefined;
  readonly token?: string | undefined;
  readonly cartKey?: string | undefined;
  /** The shopper's address, so the store's limits count the shopper, not the shop server. */
  readonly forwardedFor?: string | undefined;
}

/** The routes WooCommerce authenticates keys on: its own, and the plugin's `wc-vitrina` (issue 37). */
const KEYED_ROUTE = /\/wp-json\/wc(?:-vitrina)?\//;

/**
 * Adds the write key to `wc/` and `wc-vitrina/` calls (Basic auth over https, as WooCommerce
 * reads it there, and the query pair only for a store on plain http: the loopback store of
 * development and tests) and the shopper's address.
 */
function callerFetch({ writeKey, forwardedFor }: StoreCaller): typeof fetch {
  const basic =
    writeKey && `Basic ${Buffer.from(`${writeKey.key}:${writeKey.secret}`).toString('base64')}`;
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const headers = new Headers(request.headers);
    if (forwardedFor !== undefined) headers.set('x-forwarded-for', forwardedFor);
    if (writeKey && KEYED_ROUTE.test(url.pathname)) {
      if (url.protocol === 'https:' && basic) headers.set('authorization', basic);
      else {
        url.searchParams.set('consumer_key', writeKey.key);
        url.searchParams.set('consumer_secret', writeKey.secret);
      }
    }
    const body = request.body === null ? null : await request.arrayBuffer();
    // The client's own timeout ends at the headers; this one also ends a body that never
    // finishes (a store that answers and stalls, #28), since the signal stays armed while it is read.
    const whole = AbortSignal.timeout(STORE_DEADLINE_MS);
    const route = url.pathname.slice(url.pathname.indexOf('/wp-json/') + '/wp-json/'.length);
    return timedStoreCall(route, () =>
      fetch(url, {
        method: request.method,
        headers,
        body,
        signal: AbortSignal.any([request.signal, whole]),
        redirect: 'manual',
      }),
    );
  };
}

/** A transport to the configured store only (A3); `wc/` calls signed when a write key is given. */
export function shopStoreHttp(config: ShopConfig, caller: StoreCaller): StoreHttp {
  return createStoreHttp({
    baseUrl: `${config.storeUrl}/`,
    fetch: callerFetch(caller),
    getToken: () => caller.token,
    getCartKey: () => caller.cartKey,
    timeout: STORE_DEADLINE_MS,
  });
}

/**
 * The store as a shop endpoint writes to it: with the shop's write key, for the shopper at
 * `forwardedFor` (so the store's limits count the shopper, K4). Without the key, each call of the
 * endpoint is refused as `unavailable` (503) and nothing else changes.
 */
export function keyedStore(
  config: ShopConfig,
  writeKey: StoreWriteKey | undefined,
  unavailable: Pick<Refusal, 'code' | 'message'>,
): (forwardedFor?: string) => StoreHttp {
  return (forwardedFor) =>
    writeKey === undefined
      ? refuse({ status: 503, ...unavailable })
      : shopStoreHttp(config, { writeKey, forwardedFor });
}
