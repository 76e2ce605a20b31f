import type { Kysely } from 'kysely';

import { releaseCouponUse } from '../coupons/coupon-store.js';
import type { Database } from '../db/schema.js';
import { releaseSlot } from '../slots/slot-bookings.js';
import { syncVariableStock } from './order-variations.js';

/** The units of these order lines go back to stock (products that manage it), variations too. */
export async function restockItems(
  trx: Kysely<Database>,
  items: readonly { product_id: number; variation_id: number; quantity: number }[],
): Promise<void> {
  for (const item of items) {
    await trx
      .updateTable('products')
      .set((eb) => ({
        stock_quantity: eb('stock_quantity', '+', item.quantity),
        stock_status: 'instock',
      }))
      .where('id', '=', item.variation_id > 0 ? item.variation_id : item.product_id)
      .where('manage_stock', '=', 1)
      .execute();
  }
  await syncVariableStock(
    trx,
    items.map((item) => item.variation_id),
  );
}

/**
 * Gives back what an order held when it is cancelled or its payment fails: the stock of its lines
 * its coupon uses and its delivery window (G6; the opposite bug, a coupon still refused afterwards, is #27673).
 */
export async function releaseOrder(trx: Kysely<Database>, orderId: number): Promise<void> {
  const items = await trx
    .selectFrom('order_items')
    .select(['product_id', 'variation_id', 'quantity'])
    .where('order_id', '=', orderId)
    .execute();
  await restockItems(trx, items);
  const uses = await trx
    .selectFrom('order_coupon_lines')
    .select(['id', 'coupon_id'])
    .where('order_id', '=', orderId)
    .where('released', '=', 0)
    .execute();
  for (const use of uses) {
    await releaseCouponUse(trx, use.coupon_id);
    await trx
      .updateTable('order_coupon_lines')
      .set({ released: 1 })
      .where('id', '=', use.id)
      .execute();
  }
  await releaseSlot(trx, orderId);
}
