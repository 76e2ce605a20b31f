import { GUEST_CART_KEY_PATTERN, IDEMPOTENCY_KEY_PATTERN } from '@vitrina/core';
import { bearerHeader } from '../shopper/verify-shopper.js';
import { baseHeaders, encodeBody, forward, readBody, sameKey, type Exchange } from './exchange.js';
import { stripClientPriceParams, stripClientPrices } from './request-bodies.js';

/**
 * CoCart cart calls and the JWT account API: the shopper's own request, passed on without the
 * shop's key, with the bearer, an idempotency key and (cart) the guest cart key; client prices are
 * stripped from cart bodies and queries (G1).
 */
export async function passThrough(ex: Exchange, kind: 'cart' | 'account'): Promise<Response> {
  const headers = baseHeaders(ex);
  const authorization = bearerHeader(ex.c.req.raw.headers);
  if (authorization !== undefined) headers.set('authorization', authorization);
  const refusal =
    sameKey(ex.c.req.raw.headers, 'idempotency-key', IDEMPOTENCY_KEY_PATTERN, headers) ??
    (kind === 'cart'
      ? sameKey(ex.c.req.raw.headers, 'cocart-api-cart-key', GUEST_CART_KEY_PATTERN, headers)
      : undefined);
  if (refusal) return refusal;
  let body = await readBody(ex.c);
  if (kind === 'cart' && body.kind === 'json')
    body = { kind: 'json', value: stripClientPrices(body.value) };
  if (kind === 'cart' && body.kind === 'form')
    body = { kind: 'form', value: stripClientPriceParams(body.value) };
  const encoded = encodeBody(body);
  if (encoded.type !== undefined) headers.set('content-type', encoded.type);
  const query = kind === 'cart' ? stripClientPriceParams(ex.query) : ex.query;
  return forward(ex, { signed: false, headers, query, body: encoded.body }, 'private');
}
