import type { MiddlewareHandler } from 'hono';
import type { Kysely } from 'kysely';

import { announceProducts } from '../catalog/product-announcements.js';
import type { Database } from '../db/schema.js';
import type { Deps } from '../deps.js';
import type { AppEnv } from '../http/env.js';
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

/**
 * Runs the sweep before the requests that read or pay orders, so an expired order is never shown
 * or paid as if it still held anything; the interval in `listen.ts` covers a store nobody asks.
 */
export function sweepUnpaidOrders(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const products = await cancelUnpaidOrders(
      deps.db,
      deps.config.holdStockMinutes,
      deps.clock.now(),
    );
    // The stock came back: shops drop what they kept of these products (issue 18).
    if (products.length > 0) await announceProducts(c, deps, 'product.updated', products);
    await next();
  };
}
