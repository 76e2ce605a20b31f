import { CREDIT_NOTE_NCF_TYPE, NCF_META, UNKNOWN_COUPON_CODE, parseNcf } from '@vitrina/core';
import { Hono, type Context } from 'hono';
import { sql } from 'kysely';
import { z } from 'zod';

import { parseForm } from '../account/parse-form.js';
import { announceProducts } from '../catalog/product-announcements.js';
import { couponGuessLimit } from '../coupons/coupon-guess-limit.js';
import { inTransaction } from '../db/transaction.js';
import { warnIfNcfLow } from '../fiscal/ncf-warning.js';
import type { Deps } from '../deps.js';
import { clientIp } from '../http/client-ip.js';
import type { ApiKey } from '../http/api-key.js';
import { cannotAccess, requireConsumerKey } from '../http/consumer-auth.js';
import type { AppEnv } from '../http/env.js';
import { routeId } from '../http/route-id.js';
import { isStoreError, StoreError } from '../http/errors.js';
import { parseOr } from '../http/validate.js';
import { mailPlacedOrder, mailStatusChange } from '../order-mails/order-mailer.js';
import { findGateway, offeredGateways } from '../payments/gateways.js';
import { IdempotencyKeySchema, requestHash } from './idempotency.js';
import { changePaymentMethod } from './order-payment.js';
import { orderView, type OrderView, type OrderViewContext } from './order-view.js';
import { OrderCreateSchema, OrderUpdateSchema, PaymentChangeSchema } from './order.schemas.js';
import { OwnerStatusSchema, setStatusAsOwner } from './owner-status.js';
import { placeOrderOnce, type OrderAttempt } from './place-order-once.js';
import { releaseOrder } from './release-order.js';

/** The same 404 for an unknown order and for one the caller may not see: no id oracle (E2). */
const orderNotFound = (): StoreError =>
  new StoreError(404, 'woocommerce_rest_shop_order_invalid_id', 'ID no válido.');

const ListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(10),
  customer: z.coerce.number().int().nonnegative().optional(),
  /**
   * Our extension (the plugin adds it to WooCommerce too): the orders of one checkout attempt,
   * by the `_vitrina_attempt` meta the shop server writes, so its retry reads one order (#28).
   */
  vitrina_attempt: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional(),
});

const JSON_CONTENT = { 'Content-Type': 'application/json; charset=UTF-8' };

/** An idempotency key counts per API key and buyer, so two shoppers' keys never meet (H1). */
const idempotencyScope = (apiKey: ApiKey, customerId: number): string =>
  `key:${String(apiKey.userId)}:customer:${String(customerId)}`;

/** The key of a request that passed {@link requireConsumerKey}. */
function keyOf(c: Context<AppEnv>): ApiKey {
  const key = c.get('apiKey');
  if (!key) throw cannotAccess(c.req.method);
  return key;
}

/**
 * WooCommerce v3 `orders`: create, read one, list, cancel, with a consumer key only (a read key
 * reads, a read_write key writes). As on WooCommerce, a customer's token is no credential here:
 * the shop server verifies the shopper and places the order with its own key.
 */
export function orderRouter(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { db, clock, config } = deps;
  const guesses = couponGuessLimit(deps);
  const gateways = offeredGateways(config);

  /** The answer's links point where the request came; changes end at the owner's limit. */
  const viewContext = (c: Context<AppEnv>): OrderViewContext => ({
    origin: new URL(c.req.url).origin,
    changeHours: config.orderChangeHours,
  });

  app.use('/orders', requireConsumerKey(deps));
  app.use('/orders/*', requireConsumerKey(deps));

  /**
   * What a `POST /orders` asks for. A request without a consumer key, then one with a malformed
   * `Idempotency-Key`, then one with a bad body is refused, in that order.
   */
  function orderAttempt(c: Context<AppEnv>): OrderAttempt {
    const apiKey = keyOf(c);
    const ip = clientIp(c, config.trustProxy);
    const rawKey = c.req.header('idempotency-key');
    const idempotencyKey =
      rawKey === undefined
        ? undefined
        : parseOr(IdempotencyKeySchema, rawKey, {
            message: 'La clave de idempotencia no es válida.',
          });
    const raw = c.get('jsonBody');
    const body = parseForm(OrderCreateSchema, raw ?? {});
    const customerId = body.customer_id ? body.customer_id : null;
    return {
      body,
      placer: { customerId, ip, userAgent: c.req.header('user-agent') ?? '' },
      gateways,
      idempotency:
        idempotencyKey === undefined
          ? undefined
          : {
              scope: idempotencyScope(apiKey, customerId ?? 0),
              key: idempotencyKey,
              hash: requestHash(raw),
            },
      view: viewContext(c),
    };
  }

  /** The order's stock changed: shops drop what they kept of its products (issue 18). */
  async function announceStockOf(c: Context<AppEnv>, view: OrderView | undefined): Promise<void> {
    await announceProducts(
      c,
      deps,
      'product.updated',
      view?.line_items.map((line) => line.product_id) ?? [],
    );
  }

  app.post('/orders', async (c) => {
    const attempt = orderAttempt(c);
    if (attempt.body.coupon_lines.length > 0) guesses.assertAllowed(c);
    const outcome = await inTransaction(db, (trx) => placeOrderOnce(trx, attempt, clock)).catch(
      (error: unknown) => {
        if (isStoreError(error) && error.code === UNKNOWN_COUPON_CODE) guesses.countMiss(c);
        throw error;
      },
    );
    if ('replay' in outcome) {
      return c.body(outcome.replay.body, 201, { ...JSON_CONTENT, 'Idempotent-Replayed': 'true' });
    }
    const { placed } = outcome;
    await announceStockOf(c, placed.view);
    if (placed.view) {
      await mailPlacedOrder(deps, placed.orderId, placed.view.status);
      const ncf = placed.view.meta_data.find((entry) => entry.key === NCF_META.number)?.value;
      const type = typeof ncf === 'string' ? parseNcf(ncf)?.type : undefined;
      if (type !== undefined) await warnIfNcfLow(deps, type);
    }
    return c.body(placed.answer.body, 201, {
      ...JSON_CONTENT,
      Location: `${attempt.view.origin}/wp-json/wc/v3/orders/${placed.orderId}`,
    });
  });

  app.get('/orders/:id', async (c) => {
    const view = await orderView(db, routeId(c), viewContext(c));
    if (!view) throw orderNotFound();
    return c.json(view);
  });

  app.get('/orders', async (c) => {
    const query = parseOr(ListQuerySchema, c.req.query());
    const customer = query.customer;
    let base = db.selectFrom('orders');
    // WooCommerce files guest orders under customer 0.
    if (customer === 0) base = base.where('customer_id', 'is', null);
    else if (customer !== undefined) base = base.where('customer_id', '=', customer);
    if (query.vitrina_attempt !== undefined) {
      // The shop server sends the attempt as the order's Idempotency-Key as well: that record's
      // index finds the order, so the metas of one order at most are read, not of every order.
      base = base
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('order_idempotency')
            .select(sql<number>`order_id`.as('order_id'))
            .where('scope', '=', idempotencyScope(keyOf(c), customer ?? 0))
            .where('idempotency_key', '=', query.vitrina_attempt ?? ''),
        )
        .where(
          sql<boolean>`exists (select 1 from json_each(orders.meta_data) as meta
            where json_extract(meta.value, '$.key') = '_vitrina_attempt'
            and json_extract(meta.value, '$.value') = ${query.vitrina_attempt})`,
        );
    }
    const { total } = await base
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    const rows = await base
      .select('id')
      .orderBy('id', 'desc')
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page)
      .execute();
    const context = viewContext(c);
    const views = await Promise.all(rows.map((row) => orderView(db, row.id, context)));
    c.header('X-WP-Total', String(total));
    c.header('X-WP-TotalPages', String(Math.ceil(Number(total) / query.per_page)));
    return c.json(views);
  });

  app.put('/orders/:id', async (c, next) => {
    const body = c.get('jsonBody');
    if (typeof body !== 'object' || body === null || !('payment_method' in body)) return next();
    const id = routeId(c);
    const change = parseForm(PaymentChangeSchema, body);
    const gateway = findGateway(gateways, change.payment_method);
    if (!gateway) {
      throw new StoreError(400, 'rest_invalid_param', 'Parámetro(s) no válido(s): payment_method');
    }
    const from = await inTransaction(db, (trx) =>
      changePaymentMethod(trx, id, {
        gateway,
        title: change.payment_method_title ?? gateway.title,
        status: change.status ?? gateway.newOrderStatus,
        nowMs: clock.now(),
      }),
    );
    const view = await orderView(db, id, viewContext(c));
    await mailStatusChange(deps, { orderId: id, from, to: view?.status ?? from });
    return c.json(view);
  });

  // The owner's key moves an order as wp-admin does (completed, refunded, cancelled after payment).
  app.put('/orders/:id', async (c, next) => {
    if (keyOf(c).role !== 'administrator') return next();
    const id = routeId(c);
    const { status } = parseForm(OwnerStatusSchema, c.get('jsonBody') ?? {});
    const ownerId = keyOf(c).userId;
    const from = await inTransaction(db, (trx) =>
      setStatusAsOwner(trx, id, { status, ownerId, nowMs: clock.now() }),
    );
    if (status === 'refunded') await warnIfNcfLow(deps, CREDIT_NOTE_NCF_TYPE);
    const view = await orderView(db, id, viewContext(c));
    await announceStockOf(c, view);
    await mailStatusChange(deps, { orderId: id, from, to: status });
    return c.json(view);
  });

  app.put('/orders/:id', async (c) => {
    const id = routeId(c);
    parseForm(OrderUpdateSchema, c.get('jsonBody') ?? {});
    const from = await db.transaction().execute(async (trx) => {
      const order = await trx
        .selectFrom('orders')
        .select(['customer_id', 'status'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!order) throw orderNotFound();
      if (order.status !== 'pending' && order.status !== 'on-hold') {
        throw new StoreError(409, 'order_not_cancellable', 'Este pedido ya no se puede cancelar.');
      }
      const now = new Date(clock.now()).toISOString();
      await trx
        .updateTable('orders')
        .set({ status: 'cancelled', date_modified: now })
        .where('id', '=', id)
        .execute();
      await releaseOrder(trx, id);
      return order.status;
    });
    const view = await orderView(db, id, viewContext(c));
    await announceStockOf(c, view);
    await mailStatusChange(deps, { orderId: id, from, to: 'cancelled' });
    return c.json(view);
  });

  return app;
}
