import ky, { isHTTPError, isNetworkError, isTimeoutError, type RetryOptions } from 'ky';
import type { z } from 'zod';
import {
  StoreApiError,
  StoreNetworkError,
  StoreResponseError,
  StoreTimeoutError,
  schemaMismatch,
  type FailedRequest,
  type HttpMethod,
} from './errors.js';
import { RetryAfterDataSchema, WpErrorSchema } from './errors.schemas.js';
import { newGuestCartKey, XSRF_HEADER_NAME } from '@vitrina/core';
import { readXsrfToken } from './xsrf.js';

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

/** Automatic retries. They apply to GETs only, plus calls that carry an idempotency key. */
export interface StoreRetryOptions {
  /** Retries after the first attempt. */
  limit: number;
  /** Longest back-off between attempts, in ms (default 8000). The delay doubles from 1 s, with jitter. */
  backoffLimit?: number | undefined;
  /** Longest wait honoured from a `Retry-After` header, in ms (default 30000). */
  maxRetryAfter?: number | undefined;
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

/** A query-string value; arrays are sent comma-separated as WordPress expects (`include=1,2`). */
export type QueryValue =
  string | number | boolean | null | undefined | readonly (string | number)[];

/** Query-string parameters, with the store's own names. */
export type Query = Readonly<Record<string, QueryValue>>;

/** Who the request speaks for. */
export type RequestAuth =
  /** Nothing added. */
  | 'none'
  /** The bearer token when there is one. */
  | 'bearer'
  /** The bearer token when there is one, otherwise the guest `cart_key` (spec §7). */
  | 'cart';

/** One call to the store, as a resource module describes it. */
export interface StoreRequest<T> {
  method: HttpMethod;
  /** Path below `baseUrl`, without a leading slash: `wp-json/wc/v3/products`. */
  path: string;
  /** The answer's schema; a mismatch becomes a {@link StoreResponseError}. */
  schema: z.ZodType<T>;
  query?: Query | undefined;
  /** Sent as a JSON body. */
  json?: unknown;
  headers?: Readonly<Record<string, string>> | undefined;
  auth?: RequestAuth | undefined;
  /** The call carries an `Idempotency-Key`, so it may be retried like a GET. */
  idempotent?: boolean | undefined;
  /** The browser finishes the call even if the page is left (fetch `keepalive`; bodies ≤ 64 KiB). */
  keepalive?: boolean | undefined;
  signal?: AbortSignal | undefined;
}

/** A parsed answer. */
export interface StoreResponse<T> {
  data: T;
  status: number;
  headers: Headers;
}

/** Options every read accepts. */
export interface CallOptions {
  /** Cancels the call (TanStack Query passes one to every query function). */
  signal?: AbortSignal | undefined;
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

interface RetryPolicy {
  limit: number;
  backoffLimit: number;
  maxRetryAfter: number;
}

const RETRY_STATUS_CODES = [408, 429, 500, 502, 503, 504];
const RETRY_AFTER_STATUS_CODES = [429, 503];
const DEFAULT_BACKOFF_LIMIT_MS = 8000;
const DEFAULT_MAX_RETRY_AFTER_MS = 30_000;

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
    const headers = new Headers({ Accept: 'application/json', ...call.headers });
    const searchParams = toSearchParams(call.query);

    const auth = call.auth ?? 'none';
    if (auth !== 'none') {
      const bearer = await token();
      if (bearer !== undefined) headers.set('Authorization', `Bearer ${bearer}`);
      else if (auth === 'cart') {
        const key = await cartKey();
        if (key !== undefined && !searchParams.has('cart_key')) searchParams.set('cart_key', key);
      }
    }
    if (call.path.startsWith('wp-json/wc/') && options.consumerKey && options.consumerSecret) {
      searchParams.set('consumer_key', options.consumerKey);
      searchParams.set('consumer_secret', options.consumerSecret);
    }
    const xsrf = readXsrfToken();
    if (xsrf !== undefined) headers.set(XSRF_HEADER_NAME, xsrf);

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
    const data = await readBody(response, call.schema, failed);
    return { data, status: response.status, headers: response.headers };
  }

  return { request, token, cartKey, cartKeyToAdd, rememberCartKey };
}

function withTrailingSlash(baseUrl: string | URL): string {
  const text = String(baseUrl);
  return text.endsWith('/') ? text : `${text}/`;
}

function normaliseRetry(retry: StoreHttpOptions['retry']): RetryPolicy | undefined {
  const policy = typeof retry === 'number' ? { limit: retry } : retry;
  if (policy === undefined || policy.limit <= 0) return undefined;
  return {
    limit: policy.limit,
    backoffLimit: policy.backoffLimit ?? DEFAULT_BACKOFF_LIMIT_MS,
    maxRetryAfter: policy.maxRetryAfter ?? DEFAULT_MAX_RETRY_AFTER_MS,
  };
}

function retryFor(
  call: StoreRequest<unknown>,
  policy: RetryPolicy | undefined,
): RetryOptions | number {
  // A mutation is retried only when an idempotency key makes a replay harmless (H1, R8).
  if (policy === undefined || (call.method !== 'GET' && call.idempotent !== true)) return 0;
  return {
    limit: policy.limit,
    methods: [call.method.toLowerCase()],
    statusCodes: RETRY_STATUS_CODES,
    afterStatusCodes: RETRY_AFTER_STATUS_CODES,
    retryOnTimeout: true,
    jitter: true,
    delay: (attempt) => 1000 * 2 ** (attempt - 1),
    backoffLimit: policy.backoffLimit,
    maxRetryAfter: policy.maxRetryAfter,
  };
}

function toSearchParams(query: Query | undefined): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    params.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  return params;
}

function toStoreError(
  error: unknown,
  request: FailedRequest,
  timeout: number | undefined,
): unknown {
  if (isHTTPError(error)) return toApiError(error.response, error.data, request);
  if (isTimeoutError(error)) return new StoreTimeoutError(request, timeout ?? 0, { cause: error });
  if (isNetworkError(error)) return new StoreNetworkError(request, { cause: error });
  // A caller's abort and programming errors stay what they are.
  return error;
}

function toApiError(response: Response, body: unknown, request: FailedRequest): StoreApiError {
  const parsed = WpErrorSchema.safeParse(typeof body === 'string' ? parseJson(body) : body);
  const error = parsed.success ? parsed.data : undefined;
  const retryAfterData = RetryAfterDataSchema.safeParse(error?.data);
  return new StoreApiError({
    request,
    status: response.status,
    // An HTML page from a gateway (R20) is never used as the message.
    message: error?.message ?? `HTTP ${response.status} ${response.statusText}`.trim(),
    code: error?.code,
    data: error?.data,
    retryAfter:
      parseRetryAfter(response.headers.get('Retry-After')) ??
      (retryAfterData.success ? retryAfterData.data.retry_after : undefined),
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** `Retry-After` is either delay seconds or an HTTP date (RFC 9110 §10.2.3). */
function parseRetryAfter(header: string | null): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

async function readBody<T>(
  response: Response,
  schema: z.ZodType<T>,
  request: FailedRequest,
): Promise<T> {
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw new StoreNetworkError(request, { cause: error });
  }
  let body: unknown;
  if (text !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      throw new StoreResponseError({
        request,
        status: response.status,
        reason: 'not_json',
        issues: [{ field: '(body)', message: 'El cuerpo de la respuesta no es JSON válido.' }],
      });
    }
  }
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  throw schemaMismatch(request, response.status, parsed.error.issues);
}
