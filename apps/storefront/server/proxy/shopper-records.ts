import type { Shopper } from '../shopper/verify-shopper.js';
import { call, forward, type Exchange } from './exchange.js';
import { relay } from './relay.js';
import { orderForAsker } from './response-filters.js';
import { forbidden, wpErrorResponse } from './store-errors.js';
import { storeRefusal } from './store-refusal.js';
import { readUpstreamJson } from './store-upstream.js';

const ORDER_LIST_PARAMS = ['page', 'per_page', 'status', 'orderby', 'order'];

/** A token the store refused, answered as the JWT plugin does (spec §8 logs the shopper out). */
function refusedUser(): Response {
  return wpErrorResponse(
    403,
    'jwt_auth_invalid_token',
    'Tu sesión ha expirado. Inicia sesión de nuevo.',
  );
}

/** The shopper's own customer record, read with the key (E1); the browser never writes it. */
export async function customerRecord(ex: Exchange, user: Shopper, id: number): Promise<Response> {
  if (user.kind === 'rejected') return refusedUser();
  if (user.kind === 'guest')
    return wpErrorResponse(401, 'rest_not_logged_in', 'Inicia sesión para continuar.');
  if (user.id !== id) return forbidden();
  return forward(ex, { signed: true, query: new URLSearchParams() }, 'private');
}

/** The bearer's own orders, whatever customer the query names (E2). */
export async function listOrders(ex: Exchange, user: Shopper): Promise<Response> {
  if (user.kind === 'rejected') return refusedUser();
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
export async function readOrder(ex: Exchange, user: Shopper): Promise<Response> {
  if (user.kind === 'rejected') return refusedUser();
  const upstream = await call(ex, { signed: true, query: new URLSearchParams() });
  // Every refusal looks like an unknown id, so order ids cannot be probed (E2).
  if (upstream.status === 404) return unknownOrder();
  if (!upstream.ok) return storeRefusal(upstream, true);
  const visible = orderForAsker(await readUpstreamJson(upstream), {
    userId: user.kind === 'customer' ? user.id : undefined,
    orderKey: ex.query.get('key') ?? undefined,
  });
  return visible === undefined
    ? unknownOrder()
    : relay(upstream, 'private', JSON.stringify(visible));
}
