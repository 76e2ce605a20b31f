import type { Context } from 'hono';
import type { Kysely } from 'kysely';

import type { Database } from '../db/schema.js';
import type { StoreError } from '../http/errors.js';
import { routeId } from '../http/route-id.js';

/**
 * The id of the order a `orders/:id/…` route names, once it is known to exist; otherwise
 * `notFound` (WooCommerce answers each of these routes with its own code).
 */
export async function routeOrderId(
  c: Context,
  db: Kysely<Database>,
  notFound: () => StoreError,
): Promise<number> {
  const orderId = routeId(c);
  const order = await db
    .selectFrom('orders')
    .select('id')
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!order) throw notFound();
  return orderId;
}
