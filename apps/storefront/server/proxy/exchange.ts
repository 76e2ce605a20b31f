import type { Context } from 'hono';
import type { ShopAppEnv } from '../app-env.js';
import { mediaTypeOf, parseRequestJson } from '../request-json.js';
import { relay, type Caching } from './relay.js';
import { badRequest, wpErrorResponse } from './store-errors.js';
import { storeRefusal } from './store-refusal.js';
import type { StoreCall, StoreFetch } from './store-upstream.js';

/** One request on its way through the proxy. */
export interface Exchange {
  c: Context<ShopAppEnv>;
  route: string;
  query: URLSearchParams;
  storeFetch: StoreFetch;
  forwardedFor: string | undefined;
}

export type Body =
  { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'form'; value: URLSearchParams };

/** A request body the proxy refuses; `response` is the answer. */
export class BodyError extends Error {
  constructor(readonly response: Response) {
    super('invalid request body');
  }
}

export async function readBody(c: Context<ShopAppEnv>): Promise<Body> {
  const text = await c.req.text();
  if (text === '') return { kind: 'none' };
  const type = mediaTypeOf(c.req.header('content-type'));
  if (type === 'application/json') {
    const json = parseRequestJson(text);
    if (!json.ok) throw new BodyError(badRequest(json.message));
    return { kind: 'json', value: json.value };
  }
  if (type === 'application/x-www-form-urlencoded')
    return { kind: 'form', value: new URLSearchParams(text) };
  throw new BodyError(
    wpErrorResponse(415, 'rest_unsupported_media_type', 'El tipo de contenido no es compatible.'),
  );
}

export function encodeBody(body: Body): { body?: string; type?: string } {
  if (body.kind === 'json') return { body: JSON.stringify(body.value), type: 'application/json' };
  if (body.kind === 'form')
    return { body: body.value.toString(), type: 'application/x-www-form-urlencoded' };
  return {};
}

export function baseHeaders(ex: Exchange): Headers {
  const headers = new Headers({ accept: 'application/json' });
  if (ex.forwardedFor !== undefined) headers.set('x-forwarded-for', ex.forwardedFor);
  return headers;
}

export type CallOptions = Partial<StoreCall> & { signed: boolean };

/** What makes a shopper's request their own: a token, a cart key in a header or the query. */
function isShoppersOwn(ex: Exchange): boolean {
  const headers = ex.c.req.raw.headers;
  return (
    headers.has('authorization') || headers.has('cocart-api-cart-key') || ex.query.has('cart_key')
  );
}

export async function call(ex: Exchange, options: CallOptions): Promise<Response> {
  return ex.storeFetch({
    method: ex.c.req.method,
    route: ex.route,
    query: ex.query,
    headers: baseHeaders(ex),
    signal: ex.c.req.raw.signal,
    private: isShoppersOwn(ex),
    ...options,
  });
}

/** Calls the store and passes its success on, or its refusal in the shop's terms. */
export async function forward(
  ex: Exchange,
  options: CallOptions,
  caching: Caching,
): Promise<Response> {
  const upstream = await call(ex, options);
  return upstream.ok ? relay(upstream, caching) : storeRefusal(upstream, options.signed);
}

export function withoutEditContext(query: URLSearchParams): URLSearchParams {
  const copy = new URLSearchParams(query);
  copy.delete('context');
  return copy;
}

/** Copies header `name` into `into` when it matches `pattern`; a malformed one is refused. */
export function sameKey(
  headers: Headers,
  name: string,
  pattern: RegExp,
  into: Headers,
): Response | undefined {
  const value = headers.get(name);
  if (value === null) return undefined;
  if (!pattern.test(value)) return badRequest(`La cabecera ${name} no es válida.`);
  into.set(name, value);
  return undefined;
}
