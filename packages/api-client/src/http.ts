import ky from 'ky';
import { newGuestCartKey } from '@vitrina/core';
import type { FailedRequest } from './errors.js';
import { toStoreError } from './error-mapping.js';
import { buildRequest } from './request-building.js';
import { readBody } from './response-body.js';
import { normaliseRetry, retryFor, type StoreRetryOptions } from './retry-policy.js';
import type { StoreRequest, StoreResponse } from './store-request.js';

export type { StoreRetryOptions } from './retry-policy.js';
export type {
  CallOptions,
  Query,
  QueryValue,
  RequestAuth,
  StoreRequest,
  StoreResponse,
} from './store-request.js';

type MaybePromise<T> = T | PromiseLike<T>;

/** Where the client finds the shopper's identity; the client never stores it itself. */
export interface StoreSession {
  /** The JWT of the signed-in customer, if any; sent as `Authorization: Bearer`. */
  getToken?: (() => MaybePromise<string | null | undefined>) | undefined;
  /** The guest cart key (spec: kept in sessionStorage); sent as `?cart_key=` on cart calls without a token. */
  getCartKey?: (() => MaybePromise<string | null | undefined>) | undefined;
  /**
   * Called with the key made for a guest's first add (`@vitrina/core`'s `newGuestCartKey`)
   * before that add is sent: keep it, and the cart the add creates is under it. CoCart takes a
   * key chosen by the client on the first add, so a page left while the add is in flight still
   * knows its cart (reliability R12). Never called to replace a key.
   */
  onCartKey?: ((cartKey: string) => void) | undefined;
  /**
   * Called when the store answers a guest cart call under another key than the one sent: the
   * cart the session named is gone (expired or swept) and the answer's key is the live one
   * (reliability R12). The caller replaces its key and tells the shopper.
   */
  onCartKeyExpired?: ((replacement: string) => void) | undefined;
}

/** Options of {@link createStoreHttp}. */
export interface StoreHttpOptions extends StoreSession {
  /** Address of the store (or of the shop server that proxies it), e.g. `https://tienda.example.do/`. */
  baseUrl: string | URL;
  /** WooCommerce consumer key. Server-side only: never give it to a browser bundle. */
  consumerKey?: string | undefined;
  /** WooCommerce consumer secret. Server-side only. */
  consumerSecret?: string | undefined;
  /** A `fetch` to use instead of the global one (SSR frameworks, instrumentation, tests). */
  fetch?: ((input: string | URL | Request, init?: RequestInit) => Promise<Response>) | undefined;
  /** Per-attempt timeout in ms. Default: none, as in the spec; the storefront sets one (R7). */
  timeout?: number | undefined;
  /** Automatic retries of GETs (a number is the limit). Default: none. */
  retry?: number | StoreRetryOptions | undefined;
}

/** The transport resource modules share: one per client. */
export interface StoreHttp {
  request<T>(request: StoreRequest<T>): Promise<StoreResponse<T>>;
  /** The current bearer token, if any. */
  token(): Promise<string | undefined>;
  /** The current guest cart key, if any. */
  cartKey(): Promise<string | undefined>;
  /**
   * The key a guest's add goes with: the session's, or a new one handed to `onCartKey` before
   * the add is sent (the cart's first add). `undefined` when signed in: the token names the cart.
   */
  cartKeyToAdd(): Promise<string | undefined>;
  /**
   * Reports the key a guest cart answer carried for the request sent with `sent`: another key
   * than the one sent means the store let that cart go and answered a new one (R12).
   */
  rememberCartKey(cartKey: string, sent: string | undefined): Promise<void>;
}

/**
 * Creates the transport that every resource factory takes. It applies the spec's HTTP rules
 * (§7): 200–299 is success, JSON bodies, the bearer token or the guest `cart_key`, the XSRF
 * echo in a browser, and the consumer key and secret on `wc/` calls only when configured.
 */
export function createStoreHttp(options: StoreHttpOptions): StoreHttp {
  const api = ky.create({
    baseUrl: withTrailingSlash(options.baseUrl),
    timeout: options.timeout ?? false,
    retry: 0,
    ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
  });
  const retry = normaliseRetry(options.retry);

  async function token(): Promise<string | undefined> {
    return (await options.getToken?.()) || undefined;
  }

  async function cartKey(): Promise<string | undefined> {
    return (await options.getCartKey?.()) || undefined;
  }

  async function cartKeyToAdd(): Promise<string | undefined> {
    if ((await token()) !== undefined) return undefined;
    const current = await cartKey();
    if (current !== undefined) return current;
    const made = newGuestCartKey();
    options.onCartKey?.(made);
    return made;
  }

  async function rememberCartKey(next: string, sent: string | undefined): Promise<void> {
    // A key is always answered with itself (an empty cart while nothing was added under it);
    // another key means the sent cart is gone. A key replaced since the call left is not judged.
    if (next !== '' && sent !== undefined && next !== sent && sent === (await cartKey()))
      options.onCartKeyExpired?.(next);
  }

  async function request<T>(call: StoreRequest<T>): Promise<StoreResponse<T>> {
    const failed: FailedRequest = { method: call.method, path: call.path };
    const { headers, searchParams } = await buildRequest(call, {
      token,
      cartKey,
      consumerKey: options.consumerKey,
      consumerSecret: options.consumerSecret,
    });
    let response: Response;
    try {
      response = await api(call.path, {
        method: call.method,
        headers,
        searchParams,
        retry: retryFor(call, retry),
        ...(call.keepalive === true ? { keepalive: true } : {}),
        ...(call.json === undefined ? {} : { json: call.json }),
        ...(call.signal === undefined ? {} : { signal: call.signal }),
      });
    } catch (error) {
      throw toStoreError(error, failed, options.timeout);
    }
    const data = await readBody(response, call.schema, failed, options.timeout);
    return { data, status: response.status, headers: response.headers };
  }

  return { request, token, cartKey, cartKeyToAdd, rememberCartKey };
}

function withTrailingSlash(baseUrl: string | URL): string {
  const text = String(baseUrl);
  return text.endsWith('/') ? text : `${text}/`;
}
