import type { BearerUser } from './bearer-user.js';
import {
  baseHeaders,
  call,
  forward,
  IDEMPOTENCY_KEY,
  readBody,
  sameKey,
  type CallOptions,
  type Exchange,
} from './exchange.js';
import { relay } from './relay.js';
import { CustomerUpdateBodySchema, OrderCreateBodySchema } from './request-bodies.js';
import { orderForAsker } from './response-filters.js';
import { badRequest, forbidden, wpErrorResponse } from './store-errors.js';
import { storeRefusal } from './store-refusal.js';
import { readUpstreamJson } from './store-upstream.js';

const ORDER_LIST_PARAMS = ['page', 'per_page', 'status', 'orderby', 'order'];

/**
 * A write the store makes on the shopper's own authority (their bearer, or none for a guest), not
 * the shop's key: the key is read-only (A4), and the store then applies its per-shopper checkout
 * limit (K2) and binds the order or record to the token's user itself.
 */
function asShopper(
  ex: Exchange,
  user: BearerUser,
  body: string,
): CallOptions & { signed: false; headers: Headers } {
  const headers = baseHeaders(ex);
  headers.set('content-type', 'application/json');
  if (user.kind === 'user') headers.set('authorization', user.authorization);
  return { signed: false, query: new URLSearchParams(), headers, body };
}

function refusedUser(user: Extract<BearerUser, { kind: 'rejected' }>): Response {
  return wpErrorResponse(user.status, user.code, user.message);
}

/** The shopper's own customer record: read with the key, changed on their bearer (E1, E4). */
export async function customerRecord(
  ex: Exchange,
  user: BearerUser,
  id: number,
): Promise<Response> {
  if (user.kind === 'rejected') return refusedUser(user);
  if (user.kind === 'guest')
    return wpErrorResponse(401, 'rest_not_logged_in', 'Inicia sesión para continuar.');
  if (user.id !== id) return forbidden();
  if (ex.c.req.method !== 'PUT') {
    return forward(ex, { signed: true, query: new URLSearchParams() }, 'private');
  }
  const body = await readBody(ex.c);
  const parsed = CustomerUpdateBodySchema.safeParse(body.kind === 'json' ? body.value : undefined);
  if (!parsed.success) return badRequest('Los datos del cliente no son válidos.');
  return forward(ex, asShopper(ex, user, JSON.stringify(parsed.data)), 'private');
}

/** An order placed for the bearer's user (or a guest), with the store computing every total. */
export async function createOrder(ex: Exchange, user: BearerUser): Promise<Response> {
  if (user.kind === 'rejected') return refusedUser(user);
  const body = await readBody(ex.c);
  const parsed = OrderCreateBodySchema.safeParse(body.kind === 'json' ? body.value : undefined);
  if (!parsed.success) return badRequest('Los datos del pedido no son válidos.');
  const order = { ...parsed.data, customer_id: user.kind === 'user' ? user.id : 0 };
  const write = asShopper(ex, user, JSON.stringify(order));
  const refusal = sameKey(ex.c.req.raw.headers, 'idempotency-key', IDEMPOTENCY_KEY, write.headers);
  return refusal ?? forward(ex, write, 'private');
}

/** The bearer's own orders, whatever customer the query names (E2). */
export async function listOrders(ex: Exchange, user: BearerUser): Promise<Response> {
  if (user.kind === 'rejected') return refusedUser(user);
  if (user.kind === 'guest') return forbidden();
  const query = new URLSearchParams();
  for (const name of ORDER_LIST_PARAMS) {
    const value = ex.query.get(name);
    if (value !== null) query.set(name, value);
  }
  query.set('customer', String(user.id));
  return forward(ex, { signed: true, query }, 'private');
}

const unknownOrder = (): Response =>
  wpErrorResponse(404, 'woocommerce_rest_shop_order_invalid_id', 'ID no válido.');

/** One order, for its owner or the holder of its key (E2, D5). */
export async function readOrder(ex: Exchange, user: BearerUser): Promise<Response> {
  if (user.kind === 'rejected') return refusedUser(user);
  const upstream = await call(ex, { signed: true, query: new URLSearchParams() });
  // Every refusal looks like an unknown id, so order ids cannot be probed (E2).
  if (upstream.status === 404) return unknownOrder();
  if (!upstream.ok) return storeRefusal(upstream, true);
  const visible = orderForAsker(await readUpstreamJson(upstream), {
    userId: user.kind === 'user' ? user.id : undefined,
    orderKey: ex.query.get('key') ?? undefined,
  });
  return visible === undefined
    ? unknownOrder()
    : relay(upstream, 'private', JSON.stringify(visible));
}
