import type { Context } from 'hono';
import type { ShopAppEnv } from '../app-env.js';
import { clientIp } from '../client-ip.js';
import { rawTarget } from '../raw-target.js';
import type { ShopConfig } from '../env.js';
import { bearerHeader, resolveBearerUser, type BearerUser } from './bearer-user.js';
import { matchProxyRoute, type ProxyRoute } from './proxy-routes.js';
import { relay, storeTimeout, storeUnavailable } from './relay.js';
import {
  CustomerUpdateBodySchema,
  OrderCreateBodySchema,
  stripClientPriceParams,
  stripClientPrices,
} from './request-bodies.js';
import {
  isPublishedProduct,
  orderForAsker,
  publicCoupons,
  publicGateway,
  publicGateways,
} from './response-filters.js';
import { badPath, badRequest, forbidden, noRoute, wpErrorResponse } from './store-errors.js';
import type { StoreCall, StoreFetch } from './store-upstream.js';
import { parseProxyTarget } from './wp-json-path.js';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,128}$/;
const CART_KEY = /^[A-Za-z0-9_-]{1,64}$/;
const COUPON_CODE = /^[A-Za-z0-9_-]{1,50}$/;
const ORDER_LIST_PARAMS = ['page', 'per_page', 'status', 'orderby', 'order'];

/** One request on its way through the proxy. */
interface Exchange {
  c: Context<ShopAppEnv>;
  route: string;
  query: URLSearchParams;
  storeFetch: StoreFetch;
  forwardedFor: string | undefined;
}

type Body =
  { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'form'; value: URLSearchParams };

class BodyError extends Error {
  constructor(readonly response: Response) {
    super('invalid request body');
  }
}

async function readBody(c: Context<ShopAppEnv>): Promise<Body> {
  const text = await c.req.text();
  if (text === '') return { kind: 'none' };
  const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type === 'application/json') {
    try {
      const value: unknown = JSON.parse(text);
      return { kind: 'json', value };
    } catch {
      throw new BodyError(badRequest('El cuerpo de la solicitud no es JSON válido.'));
    }
  }
  if (type === 'application/x-www-form-urlencoded')
    return { kind: 'form', value: new URLSearchParams(text) };
  throw new BodyError(
    wpErrorResponse(415, 'rest_unsupported_media_type', 'El tipo de contenido no es compatible.'),
  );
}

function encodeBody(body: Body): { body?: string; type?: string } {
  if (body.kind === 'json') return { body: JSON.stringify(body.value), type: 'application/json' };
  if (body.kind === 'form')
    return { body: body.value.toString(), type: 'application/x-www-form-urlencoded' };
  return {};
}

function baseHeaders(ex: Exchange): Headers {
  const headers = new Headers({ accept: 'application/json' });
  if (ex.forwardedFor !== undefined) headers.set('x-forwarded-for', ex.forwardedFor);
  return headers;
}

async function call(
  ex: Exchange,
  options: Partial<StoreCall> & { signed: boolean },
): Promise<Response> {
  return ex.storeFetch({
    method: ex.c.req.method,
    route: ex.route,
    query: ex.query,
    headers: baseHeaders(ex),
    signal: ex.c.req.raw.signal,
    ...options,
  });
}

function withoutEditContext(query: URLSearchParams): URLSearchParams {
  const copy = new URLSearchParams(query);
  copy.delete('context');
  return copy;
}

function sameKey(
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

async function passThrough(ex: Exchange, kind: 'cart' | 'account'): Promise<Response> {
  const headers = baseHeaders(ex);
  const authorization = bearerHeader(ex.c.req.raw.headers);
  if (authorization !== undefined) headers.set('authorization', authorization);
  const refusal =
    sameKey(ex.c.req.raw.headers, 'idempotency-key', IDEMPOTENCY_KEY, headers) ??
    (kind === 'cart'
      ? sameKey(ex.c.req.raw.headers, 'cocart-api-cart-key', CART_KEY, headers)
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
  return relay(await call(ex, { signed: false, headers, query, body: encoded.body }), 'private');
}

/**
 * A write the store makes on the shopper's own authority (their bearer, or none for a guest), not
 * the shop's key: the key is read-only (A4), and the store then applies its per-shopper checkout
 * limit (K2) and binds the order or record to the token's user itself.
 */
function asShopper(
  ex: Exchange,
  user: BearerUser,
  body: string,
): Partial<StoreCall> & { signed: false; headers: Headers } {
  const headers = baseHeaders(ex);
  headers.set('content-type', 'application/json');
  if (user.kind === 'user') headers.set('authorization', user.authorization);
  return { signed: false, query: new URLSearchParams(), headers, body };
}

function refusedUser(user: Extract<BearerUser, { kind: 'rejected' }>): Response {
  return wpErrorResponse(user.status, user.code, user.message);
}

async function customer(ex: Exchange, user: BearerUser, id: number): Promise<Response> {
  if (user.kind === 'rejected') return refusedUser(user);
  if (user.kind === 'guest')
    return wpErrorResponse(401, 'rest_not_logged_in', 'Inicia sesión para continuar.');
  if (user.id !== id) return forbidden();
  if (ex.c.req.method !== 'PUT') {
    return relay(await call(ex, { signed: true, query: new URLSearchParams() }), 'private');
  }
  const body = await readBody(ex.c);
  const parsed = CustomerUpdateBodySchema.safeParse(body.kind === 'json' ? body.value : undefined);
  if (!parsed.success) return badRequest('Los datos del cliente no son válidos.');
  return relay(await call(ex, asShopper(ex, user, JSON.stringify(parsed.data))), 'private');
}

async function createOrder(ex: Exchange, user: BearerUser): Promise<Response> {
  if (user.kind === 'rejected') return refusedUser(user);
  const body = await readBody(ex.c);
  const parsed = OrderCreateBodySchema.safeParse(body.kind === 'json' ? body.value : undefined);
  if (!parsed.success) return badRequest('Los datos del pedido no son válidos.');
  const order = { ...parsed.data, customer_id: user.kind === 'user' ? user.id : 0 };
  const write = asShopper(ex, user, JSON.stringify(order));
  const refusal = sameKey(ex.c.req.raw.headers, 'idempotency-key', IDEMPOTENCY_KEY, write.headers);
  return refusal ?? relay(await call(ex, write), 'private');
}

async function listOrders(ex: Exchange, user: BearerUser): Promise<Response> {
  if (user.kind === 'rejected') return refusedUser(user);
  if (user.kind === 'guest') return forbidden();
  const query = new URLSearchParams();
  for (const name of ORDER_LIST_PARAMS) {
    const value = ex.query.get(name);
    if (value !== null) query.set(name, value);
  }
  query.set('customer', String(user.id));
  return relay(await call(ex, { signed: true, query }), 'private');
}

const unknownOrder = (): Response =>
  wpErrorResponse(404, 'woocommerce_rest_shop_order_invalid_id', 'ID no válido.');

async function readOrder(ex: Exchange, user: BearerUser): Promise<Response> {
  if (user.kind === 'rejected') return refusedUser(user);
  const upstream = await call(ex, { signed: true, query: new URLSearchParams() });
  // Every refusal looks like an unknown id, so order ids cannot be probed (E2).
  if (!upstream.ok) return upstream.status === 404 ? unknownOrder() : relay(upstream, 'private');
  const visible = orderForAsker(await upstream.json().catch(() => undefined), {
    userId: user.kind === 'user' ? user.id : undefined,
    orderKey: ex.query.get('key') ?? undefined,
  });
  return visible === undefined
    ? unknownOrder()
    : relay(upstream, 'private', JSON.stringify(visible));
}

async function lookUpCoupon(ex: Exchange): Promise<Response> {
  const code = ex.query.get('code');
  if (code === null || !COUPON_CODE.test(code)) return forbidden();
  const upstream = await call(ex, { signed: true, query: new URLSearchParams({ code }) });
  if (!upstream.ok) return relay(upstream, 'private');
  const coupons = publicCoupons(await upstream.json().catch(() => undefined));
  return coupons === undefined
    ? storeUnavailable()
    : relay(upstream, 'private', JSON.stringify(coupons));
}

async function paymentGateways(ex: Exchange, single: boolean): Promise<Response> {
  const upstream = await call(ex, { signed: true, query: new URLSearchParams() });
  if (!upstream.ok) return relay(upstream, 'public');
  const body: unknown = await upstream.json().catch(() => undefined);
  const visible = single ? publicGateway(body) : publicGateways(body);
  if (visible === undefined) {
    return single
      ? wpErrorResponse(
          404,
          'woocommerce_rest_payment_gateway_invalid_id',
          'Método de pago no válido.',
        )
      : storeUnavailable();
  }
  return relay(upstream, 'public', JSON.stringify(visible));
}

async function readProduct(ex: Exchange): Promise<Response> {
  const upstream = await call(ex, { signed: true, query: withoutEditContext(ex.query) });
  if (!upstream.ok) return relay(upstream, 'public');
  const text = await upstream.text();
  const body: unknown = JSON.parse(text);
  return isPublishedProduct(body)
    ? relay(upstream, 'public', text)
    : wpErrorResponse(404, 'woocommerce_rest_product_invalid_id', 'ID no válido.');
}

async function dispatch(ex: Exchange, route: ProxyRoute): Promise<Response> {
  const signal = ex.c.req.raw.signal;
  const user = (): Promise<BearerUser> =>
    resolveBearerUser(ex.storeFetch, ex.c.req.raw.headers, signal);
  switch (route.kind) {
    case 'unknown':
      return noRoute();
    case 'forbidden':
      return forbidden();
    case 'cart':
    case 'account':
      return passThrough(ex, route.kind);
    case 'content':
      return relay(await call(ex, { signed: false }), 'public');
    case 'catalogue':
      return relay(await call(ex, { signed: true, query: withoutEditContext(ex.query) }), 'public');
    case 'product-list': {
      const query = withoutEditContext(ex.query);
      query.set('status', 'publish');
      return relay(await call(ex, { signed: true, query }), 'public');
    }
    case 'product':
      return readProduct(ex);
    case 'customer':
      return customer(ex, await user(), route.id);
    case 'order-create':
      return createOrder(ex, await user());
    case 'order-list':
      return listOrders(ex, await user());
    case 'order':
      return readOrder(ex, await user());
    case 'coupon-lookup':
      return lookUpCoupon(ex);
    case 'payment-gateways':
      return paymentGateways(ex, route.single);
  }
}

/**
 * The `/wp-json/*` handler: checks the path, matches the allowlist, adds the shop's key where the
 * allowlist says so, and never lets the client choose the upstream host (reliability A2, A3, E1, G1).
 */
export function createWpJsonProxy(config: ShopConfig, storeFetch: StoreFetch) {
  return async (c: Context<ShopAppEnv>): Promise<Response> => {
    const target = parseProxyTarget(rawTarget(c));
    if (!target.ok) return target.reason === 'not-wp-json' ? noRoute() : badPath();
    const route = matchProxyRoute(c.req.method, target.segments);
    const exchange: Exchange = {
      c,
      route: target.segments.join('/'),
      query: target.query,
      storeFetch,
      forwardedFor: clientIp(
        c.env.incoming?.socket.remoteAddress,
        c.req.header('x-forwarded-for') ?? null,
        config.trustProxy,
      ),
    };
    try {
      return await dispatch(exchange, route);
    } catch (error) {
      if (error instanceof BodyError) return error.response;
      if (error instanceof DOMException && error.name === 'TimeoutError') return storeTimeout();
      if (c.req.raw.signal.aborted) return storeUnavailable();
      if (error instanceof TypeError || error instanceof SyntaxError) return storeUnavailable();
      throw error;
    }
  };
}
