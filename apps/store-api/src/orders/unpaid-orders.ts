import { paymentReminderAt } from '@vitrina/core';
import type { MiddlewareHandler } from 'hono';
import { sql, type Kysely } from 'kysely';

import { announceProducts } from '../catalog/product-announcements.js';
import type { Database } from '../db/schema.js';
import type { Deps } from '../deps.js';
import type { AppEnv } from '../http/env.js';
import { sendOrderMails } from '../order-mails/order-mailer.js';
import { releaseOrder } from './release-order.js';

/** Unpaid orders: waiting for their first payment, or declined and still payable (as WooCommerce). */
const UNPAID = ['pending', 'failed'] as const;

/**
 * Cancels every order left unpaid for longer than the hold (WooCommerce's «Mantener inventario»,
 * `woocommerce_hold_stock_minutes`) and gives back its stock, coupon uses and delivery window.
 * A hold of 0 keeps unpaid orders, as in WooCommerce. Returns the products whose stock came back.
 */
export async function cancelUnpaidOrders(
  db: Kysely<Database>,
  holdMinutes: number,
  nowMs: number,
): Promise<number[]> {
  if (holdMinutes <= 0) return [];
  const cutoff = new Date(nowMs - holdMinutes * 60_000).toISOString();
  const now = new Date(nowMs).toISOString();
  return db.transaction().execute(async (trx) => {
    const stale = await trx
      .selectFrom('orders')
      .select('id')
      .where('status', 'in', UNPAID)
      .where('date_created', '<', cutoff)
      .execute();
    const products: number[] = [];
    for (const { id } of stale) {
      // The status in the WHERE keeps a payment landing meanwhile from being undone.
      const cancelled = await trx
        .updateTable('orders')
        .set({ status: 'cancelled', date_modified: now })
        .where('id', '=', id)
        .where('status', 'in', UNPAID)
        .executeTakeFirst();
      if (cancelled.numUpdatedRows === 0n) continue;
      await releaseOrder(trx, id);
      const lines = await trx
        .selectFrom('order_items')
        .select('product_id')
        .where('order_id', '=', id)
        .execute();
      products.push(...lines.map((line) => line.product_id));
    }
    return products;
  });
}

/** The order meta that says an unpaid order got its one reminder, and when (as the plugin's). */
export const PAYMENT_REMINDER_META = '_vitrina_payment_reminder';

/**
 * Claims the unpaid orders due their one reminder («Tu pedido vence pronto», core's
 * `paymentReminderAt`: halfway through the hold): each is marked with {@link PAYMENT_REMINDER_META}
 * in the same statement that checks it is still unpaid and unmarked, so two sweeps never remind
 * one order twice. Returns the ids to mail.
 */
export async function claimPaymentReminders(
  db: Kysely<Database>,
  holdMinutes: number,
  nowMs: number,
): Promise<number[]> {
  const delay = paymentReminderAt(0, holdMinutes);
  if (delay === null) return [];
  const cutoff = new Date(nowMs - delay).toISOString();
  const unreminded = sql<boolean>`not exists (select 1 from json_each(orders.meta_data) as meta
    where json_extract(meta.value, '$.key') = ${PAYMENT_REMINDER_META})`;
  const due = await db
    .selectFrom('orders')
    .select('id')
    .where('status', 'in', UNPAID)
    .where('date_created', '<=', cutoff)
    .where(unreminded)
    .execute();
  const claimed: number[] = [];
  for (const { id } of due) {
    const marked = await db
      .updateTable('orders')
      .set({
        meta_data: sql<string>`json_insert(meta_data, '$[#]', json_object(
          'id', (select coalesce(max(json_extract(meta.value, '$.id')), 0) + 1
                 from json_each(orders.meta_data) as meta),
          'key', ${PAYMENT_REMINDER_META},
          'value', ${new Date(nowMs).toISOString()}))`,
      })
      .where('id', '=', id)
      .where('status', 'in', UNPAID)
      .where(unreminded)
      .executeTakeFirst();
    if (marked.numUpdatedRows > 0n) claimed.push(id);
  }
  return claimed;
}

/**
 * Runs the sweep before the requests that read or pay orders, so an expired order is never shown
 * or paid as if it still held anything, then reminds the unpaid ones halfway through their hold.
 */
export function sweepUnpaidOrders(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { db, config, clock } = deps;
    const products = await cancelUnpaidOrders(db, config.holdStockMinutes, clock.now());
    // The stock came back: shops drop what they kept of these products (issue 18).
    if (products.length > 0) await announceProducts(c, deps, 'product.updated', products);
    for (const id of await claimPaymentReminders(db, config.holdStockMinutes, clock.now())) {
      await sendOrderMails(deps, id, ['vitrina_payment_reminder']);
    }
    await next();
  };
}
