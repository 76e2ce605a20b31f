import type { z } from 'zod';
import type { HttpMethod } from './errors.js';

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
