import { Hono } from 'hono';
import type { Kysely } from 'kysely';

import { wooDates } from '../customers/customer-view.js';
import type { Database } from '../db/schema.js';
import type { Deps } from '../deps.js';
import { requireConsumerKey } from '../http/consumer-auth.js';
import type { AppEnv } from '../http/env.js';
import { StoreError } from '../http/errors.js';
import { itemLinks } from '../http/item-links.js';
import { routeOrderId } from './route-order.js';

/** WooCommerce's author of the notes the store writes itself (its REST answer says `system`). */
const SYSTEM = 'system';

/**
 * Writes a note on the order, for the owner only unless `forCustomer`: what the store did and
 * why (a shopper's cancel, a new window, «Salió a entrega»), as WooCommerce's `add_order_note`.
 */
export async function addOrderNote(
  trx: Kysely<Database>,
  orderId: number,
  note: string,
  nowMs: number,
  forCustomer = false,
): Promise<void> {
  await trx
    .insertInto('order_notes')
    .values({
      order_id: orderId,
      note,
      customer_note: forCustomer ? 1 : 0,
      author: SYSTEM,
      date_created: new Date(nowMs).toISOString(),
    })
    .execute();
}

/** `GET wc/v3/orders/{id}/notes` with a key: the order's notes, newest first, as WooCommerce lists them. */
export function orderNotesRouter(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('/orders/:id/notes', requireConsumerKey(deps));
  app.get('/orders/:id/notes', async (c) => {
    const orderId = await routeOrderId(
      c,
      deps.db,
      () => new StoreError(404, 'woocommerce_rest_order_invalid_id', 'ID no válido.'),
    );
    const notes = await deps.db
      .selectFrom('order_notes')
      .selectAll()
      .where('order_id', '=', orderId)
      .orderBy('id', 'desc')
      .execute();
    const origin = new URL(c.req.url).origin;
    return c.json(
      notes.map((note) => {
        const created = wooDates(note.date_created);
        return {
          id: note.id,
          author: note.author,
          date_created: created.local,
          date_created_gmt: created.gmt,
          note: note.note,
          customer_note: note.customer_note === 1,
          _links: itemLinks(origin, `wc/v3/orders/${String(orderId)}/notes`, note.id),
        };
      }),
    );
  });
  return app;
}
