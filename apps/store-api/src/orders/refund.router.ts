import { Hono, type Context } from 'hono';

import { parseForm } from '../account/parse-form.js';
import { announceProducts } from '../catalog/product-announcements.js';
import { inTransaction } from '../db/transaction.js';
import type { Deps } from '../deps.js';
import { mailRefund } from '../order-mails/order-mailer.js';
import { warnIfNcfLow } from '../fiscal/ncf-warning.js';
import { cannotAccess, requireConsumerKey } from '../http/consumer-auth.js';
import type { AppEnv } from '../http/env.js';
import { StoreError } from '../http/errors.js';
import { routeId } from '../http/route-id.js';
import { refundOrder } from './refund-order.js';
import { RefundCreateSchema } from './refund.schemas.js';
import { orderRefundViews } from './refund-view.js';
import { routeOrderId } from './route-order.js';

const orderNotFound = () =>
  new StoreError(404, 'woocommerce_rest_invalid_order_id', 'ID de pedido no válido.');

/** The refunds of an order that exists, or its 404. */
async function refundsOf(c: Context<AppEnv>, deps: Deps) {
  const orderId = await routeOrderId(c, deps.db, orderNotFound);
  return orderRefundViews(deps.db, orderId, new URL(c.req.url).origin);
}

/**
 * WooCommerce v3 `orders/{id}/refunds`: list, read one, and create with a read_write key (what
 * the owner does in wp-admin; the shop server reads refunds and never makes one). Every refund
 * issues its credit note (`refund-order.ts`) and mails the customer as WooCommerce does.
 */
export function refundRouter(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { db, clock } = deps;
  app.use('/orders/:id/refunds', requireConsumerKey(deps));
  app.use('/orders/:id/refunds/*', requireConsumerKey(deps));

  app.get('/orders/:id/refunds', async (c) => c.json(await refundsOf(c, deps)));

  app.get('/orders/:id/refunds/:refund', async (c) => {
    const refund = (await refundsOf(c, deps)).find(
      (candidate) => String(candidate.id) === c.req.param('refund'),
    );
    if (!refund) {
      throw new StoreError(
        404,
        'woocommerce_rest_invalid_order_refund_id',
        'ID de reembolso no válido.',
      );
    }
    return c.json(refund);
  });

  app.post('/orders/:id/refunds', async (c) => {
    const key = c.get('apiKey');
    if (!key) throw cannotAccess('POST');
    const orderId = routeId(c);
    const body = parseForm(RefundCreateSchema, c.get('jsonBody') ?? {});
    const refund = await inTransaction(db, (trx) =>
      refundOrder(trx, orderId, body, { refundedBy: key.userId, nowMs: clock.now() }),
    );
    await warnIfNcfLow(deps, 'B04');
    await mailRefund(deps, orderId, refund.inFull);
    const lines = body.line_items.filter((line) => line.quantity > 0);
    if (body.api_restock && lines.length > 0) {
      const products = await db
        .selectFrom('order_items')
        .select('product_id')
        .where(
          'id',
          'in',
          lines.map((line) => line.id),
        )
        .execute();
      await announceProducts(
        c,
        deps,
        'product.updated',
        products.map((row) => row.product_id),
      );
    }
    const views = await orderRefundViews(db, orderId, new URL(c.req.url).origin);
    return c.json(
      views.find((view) => view.id === refund.id),
      201,
    );
  });

  return app;
}
