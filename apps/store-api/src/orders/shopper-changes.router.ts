import { DeliveryScheduleSchema, DELIVERY_MESSAGE } from '@vitrina/core';
import { Hono, type Context } from 'hono';
import * as z from 'zod';

import { parseForm } from '../account/parse-form.js';
import { announceProducts } from '../catalog/product-announcements.js';
import { inTransaction } from '../db/transaction.js';
import { mailStatusChange, sendOrderMails } from '../order-mails/order-mailer.js';
import type { Deps } from '../deps.js';
import { requireConsumerKey } from '../http/consumer-auth.js';
import type { AppEnv } from '../http/env.js';
import { routeId } from '../http/route-id.js';
import { checkDeliveryDate } from './order-delivery.js';
import { orderView } from './order-view.js';
import { cancelForShopper, rescheduleForShopper } from './shopper-changes.js';

/** `POST …/reschedule`: the new day and window, checked as the checkout's (F5). */
const RescheduleSchema = z.object({
  delivery_date: z.string({ error: DELIVERY_MESSAGE }).regex(/^\d{4}-\d{2}-\d{2}$/, {
    error: DELIVERY_MESSAGE,
  }),
  schedule: DeliveryScheduleSchema,
});

/**
 * `wc-vitrina/v1/orders/{id}/cancel` and `/reschedule` (the plugin's OrderChanges.php answers the
 * same): what the shop server asks, with its write key, after it verified that the shopper owns
 * the order. Each answers the order as `wc/v3/orders/{id}` does.
 */
export function shopperChangesRouter(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { db, clock, config } = deps;
  const moment = () => ({ nowMs: clock.now(), changeHours: config.orderChangeHours });

  app.use('/orders/*', requireConsumerKey(deps));

  const answer = async (c: Context<AppEnv>, id: number) => {
    const view = await orderView(db, id, {
      origin: new URL(c.req.url).origin,
      changeHours: config.orderChangeHours,
    });
    return c.json(view);
  };

  app.post('/orders/:id/cancel', async (c) => {
    const id = routeId(c);
    const from = await inTransaction(db, (trx) => cancelForShopper(trx, id, moment()));
    // WooCommerce's «Pedido cancelado» mail, on the same changes as the owner's cancel.
    await mailStatusChange(deps, { orderId: id, from, to: 'cancelled' });
    // The stock came back: shops drop what they kept of these products (issue 18).
    const lines = await db
      .selectFrom('order_items')
      .select('product_id')
      .where('order_id', '=', id)
      .execute();
    await announceProducts(
      c,
      deps,
      'product.updated',
      lines.map((line) => line.product_id),
    );
    return answer(c, id);
  });

  app.post('/orders/:id/reschedule', async (c) => {
    const id = routeId(c);
    const body = parseForm(RescheduleSchema, c.get('jsonBody') ?? {}, {
      code: 'invalid_delivery_date',
    });
    checkDeliveryDate(body.delivery_date, clock.now());
    await inTransaction(db, (trx) =>
      rescheduleForShopper(
        trx,
        id,
        { date: body.delivery_date, schedule: body.schedule },
        moment(),
      ),
    );
    await sendOrderMails(deps, id, ['vitrina_order_rescheduled']);
    return answer(c, id);
  });

  return app;
}
