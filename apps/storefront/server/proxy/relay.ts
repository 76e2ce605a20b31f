import { wpErrorResponse } from './store-errors.js';

/** Response headers of the store that the shop's client reads; nothing else crosses back. */
const RELAYED_HEADERS = [
  'content-type',
  'cocart-api-cart-key',
  'x-wp-total',
  'x-wp-totalpages',
  'retry-after',
  'ratelimit-limit',
  'ratelimit-remaining',
  'ratelimit-reset',
  'ratelimit-policy',
  'idempotent-replayed',
];

export type Caching = 'public' | 'private';

/**
 * Catalogue reads may be cached briefly; anything tied to a shopper (cart, account, customer,
 * orders) is `no-store` (reliability J4).
 */
function cacheControl(caching: Caching, status: number): string {
  return caching === 'public' && status === 200 ? 'public, max-age=60' : 'no-store';
}

/** The store's headers that may cross back to the browser. */
export function relayedHeaders(upstream: Response): Headers {
  const headers = new Headers();
  for (const name of RELAYED_HEADERS) {
    const value = upstream.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  return headers;
}

/**
 * Passes a successful answer of the store on, with `body` replacing the store's body when given.
 * Refusals go through `storeRefusal` instead, which never passes the store's bytes on.
 */
export function relay(upstream: Response, caching: Caching, body?: string): Response {
  const headers = relayedHeaders(upstream);
  headers.set('cache-control', cacheControl(caching, upstream.status));
  return new Response(body ?? upstream.body, { status: upstream.status, headers });
}

/** A catalogue list with nothing to show, as the store answers one (its paging headers at 0). */
export function emptyList(): Response {
  return new Response('[]', {
    status: 200,
    headers: {
      'content-type': 'application/json; charset=UTF-8',
      'x-wp-total': '0',
      'x-wp-totalpages': '0',
      'cache-control': cacheControl('public', 200),
    },
  });
}

export const storeUnavailable = (): Response =>
  wpErrorResponse(
    502,
    'vitrina_store_unavailable',
    'No pudimos conectar con la tienda. Inténtalo de nuevo.',
  );

export const internalError = (): Response =>
  wpErrorResponse(
    500,
    'vitrina_internal_error',
    'Ocurrió un error inesperado. Inténtalo de nuevo.',
  );

export const storeTimeout = (): Response =>
  wpErrorResponse(
    504,
    'vitrina_store_timeout',
    'La tienda tardó demasiado en responder. Inténtalo de nuevo.',
  );
