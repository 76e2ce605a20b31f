import type { ShopConfig } from '../env.js';
import { timedStoreCall } from '../metrics.js';

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
  /**
   * The shopper's request carried a token or a cart key: the answer is neither taken from nor
   * kept in the catalogue cache, whatever the route.
   */
  private?: boolean | undefined;
  signal?: AbortSignal | undefined;
}

export type StoreFetch = (call: StoreCall) => Promise<Response>;

/**
 * The one deadline of every call the shop server makes to the store: the whole answer, headers
 * and body, within it, or the shopper gets the shop's Spanish 504 (R7, #34).
 */
export const STORE_DEADLINE_MS = 15_000;

/**
 * Query keys that reshape a key-signed answer: `_fields` can drop `status` (so a draft would pass
 * the published-only check) and `_embed` pulls in linked objects the key may read (A5).
 */
const RESHAPING_QUERY_KEYS = ['_fields', '_embed'];

export type UpstreamFailure =
  /** No connection, or the connection broke before the answer was read. */
  | 'unreachable'
  | 'timeout'
  /** The store answered something no store would (a 2xx that is not JSON). */
  | 'malformed'
  /** The shopper went away; nobody reads the answer. */
  | 'abandoned';

/**
 * The store failed us. The proxy answers these as 502 or 504; anything else thrown while handling
 * a request is a fault of our own, answered 500 and logged.
 */
export class StoreUpstreamError extends Error {
  override readonly name = 'StoreUpstreamError';

  constructor(
    readonly failure: UpstreamFailure,
    options?: ErrorOptions,
  ) {
    super(`the store call failed: ${failure}`, options);
  }
}

/** What `fetch` throws when the network fails (undici's `TypeError: fetch failed`). */
function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError && error.message === 'fetch failed';
}

function upstreamFailure(error: unknown, signal: AbortSignal | undefined): unknown {
  if (signal?.aborted === true) return new StoreUpstreamError('abandoned', { cause: error });
  if (error instanceof DOMException && error.name === 'TimeoutError')
    return new StoreUpstreamError('timeout', { cause: error });
  if (isNetworkFailure(error)) return new StoreUpstreamError('unreachable', { cause: error });
  return error;
}

/**
 * Reads the store's body, a dropped connection being the store's failure rather than ours, and a
 * body that outlives the call's deadline a timeout, as a late answer is.
 */
export async function readUpstreamBytes(response: Response): Promise<Uint8Array> {
  try {
    return new Uint8Array(await response.arrayBuffer());
  } catch (error) {
    const late = error instanceof DOMException && error.name === 'TimeoutError';
    throw new StoreUpstreamError(late ? 'timeout' : 'unreachable', { cause: error });
  }
}

export async function readUpstreamText(response: Response): Promise<string> {
  return new TextDecoder().decode(await readUpstreamBytes(response));
}

/** Reads a JSON body of the store; one that does not parse is a malformed answer. */
export async function readUpstreamJson(response: Response): Promise<unknown> {
  const text = await readUpstreamText(response);
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new StoreUpstreamError('malformed', { cause: error });
  }
}

/**
 * Builds the only function that reaches the store: every URL is `STORE_URL` + `/wp-json/` + an
 * allowlisted route, so a client's Host header or absolute URL can never pick the destination (A3).
 * The key pair goes by Basic auth to an https store; a plain-http store is a loopback one (the
 * environment refuses any other, A6), where WooCommerce only reads the pair from the query.
 */
export function createStoreFetch(config: ShopConfig, fetchImpl: typeof fetch = fetch): StoreFetch {
  const { consumerKey, consumerSecret } = config;
  const keyPair =
    consumerKey !== undefined && consumerSecret !== undefined
      ? { consumerKey, consumerSecret }
      : undefined;
  const basicAuth =
    keyPair &&
    `Basic ${Buffer.from(`${keyPair.consumerKey}:${keyPair.consumerSecret}`).toString('base64')}`;
  const storeIsHttps = config.storeUrl.startsWith('https:');

  return async (call) => {
    const query = new URLSearchParams(call.query);
    const headers = new Headers(call.headers);
    if (call.signed) {
      for (const key of RESHAPING_QUERY_KEYS) query.delete(key);
      if (storeIsHttps && basicAuth !== undefined) headers.set('authorization', basicAuth);
      else if (keyPair !== undefined) {
        query.set('consumer_key', keyPair.consumerKey);
        query.set('consumer_secret', keyPair.consumerSecret);
      }
    }
    const search = query.size > 0 ? `?${query.toString()}` : '';
    const timeout = AbortSignal.timeout(STORE_DEADLINE_MS);
    try {
      return await timedStoreCall(call.route, () =>
        fetchImpl(`${config.storeUrl}/wp-json/${call.route}${search}`, {
          method: call.method,
          headers,
          body: call.body ?? null,
          redirect: 'manual',
          signal: call.signal ? AbortSignal.any([call.signal, timeout]) : timeout,
        }),
      );
    } catch (error) {
      throw upstreamFailure(error, call.signal);
    }
  };
}
