import { XSRF_HEADER_NAME } from '@vitrina/core';
import type { Query, RequestAuth, StoreRequest } from './store-request.js';
import { readXsrfToken } from './xsrf.js';

/** Where a request's credentials come from. */
export interface RequestCredentials {
  /** The signed-in customer's token, if any. */
  token(): Promise<string | undefined>;
  /** The guest cart key, if any. */
  cartKey(): Promise<string | undefined>;
  consumerKey?: string | undefined;
  consumerSecret?: string | undefined;
}

/** What a call is sent with, besides its method and body. */
export interface OutgoingRequest {
  headers: Headers;
  searchParams: URLSearchParams;
}

/**
 * The headers and query of a call, by the spec's rules (§7): JSON accepted, the bearer token or
 * the guest `cart_key`, the consumer key and secret on `wc/` calls only when configured, and the
 * XSRF echo in a browser.
 */
export async function buildRequest(
  call: StoreRequest<unknown>,
  credentials: RequestCredentials,
): Promise<OutgoingRequest> {
  const headers = new Headers({ Accept: 'application/json', ...call.headers });
  const searchParams = toSearchParams(call.query);
  await addIdentity(call.auth ?? 'none', { headers, searchParams }, credentials);
  if (
    call.path.startsWith('wp-json/wc/') &&
    credentials.consumerKey &&
    credentials.consumerSecret
  ) {
    searchParams.set('consumer_key', credentials.consumerKey);
    searchParams.set('consumer_secret', credentials.consumerSecret);
  }
  const xsrf = readXsrfToken();
  if (xsrf !== undefined) headers.set(XSRF_HEADER_NAME, xsrf);
  return { headers, searchParams };
}

/** The bearer token when there is one; on cart calls without it, the guest's `cart_key`. */
async function addIdentity(
  auth: RequestAuth,
  { headers, searchParams }: OutgoingRequest,
  credentials: RequestCredentials,
): Promise<void> {
  if (auth === 'none') return;
  const bearer = await credentials.token();
  if (bearer !== undefined) headers.set('Authorization', `Bearer ${bearer}`);
  else if (auth === 'cart') {
    const key = await credentials.cartKey();
    if (key !== undefined && !searchParams.has('cart_key')) searchParams.set('cart_key', key);
  }
}

function toSearchParams(query: Query | undefined): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    params.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  return params;
}
