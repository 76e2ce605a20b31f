import { centsToDecimal } from '@vitrina/core';
import type { Kysely, Selectable } from 'kysely';

import { wooDates } from '../customers/customer-view.js';
import type { Database } from '../db/schema.js';
import { itemLinks } from '../http/item-links.js';

/** A refund in WooCommerce v3's shape (`orders/{id}/refunds/{refund_id}`). */
function refundView(row: Selectable<Database['order_refunds']>, origin: string) {
  const created = wooDates(row.date_created);
  const collection = `wc/v3/orders/${String(row.order_id)}/refunds`;
  return {
    id: row.id,
    date_created: created.local,
    date_created_gmt: created.gmt,
    amount: centsToDecimal(row.amount_cents),
    reason: row.reason,
    refunded_by: row.refunded_by,
    // No gateway of this store gives money back by itself: every refund is a manual one.
    refunded_payment: false,
    meta_data: JSON.parse(row.meta_data) as unknown[],
    line_items: JSON.parse(row.line_items) as unknown[],
    shipping_lines: [],
    tax_lines: [],
    fee_lines: [],
    _links: {
      ...itemLinks(origin, collection, row.id),
      up: [{ href: `${origin}/wp-json/wc/v3/orders/${String(row.order_id)}` }],
    },
  };
}
export type RefundView = ReturnType<typeof refundView>;

/** An order's refunds, newest first as WooCommerce lists them. */
export async function orderRefundViews(
  db: Kysely<Database>,
  orderId: number,
  origin: string,
): Promise<RefundView[]> {
  const rows = await db
    .selectFrom('order_refunds')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => refundView(row, origin));
}

/** The order's refunds as the order lists them: id, reason and the amount, negative. */
export async function orderRefundLines(db: Kysely<Database>, orderId: number) {
  const rows = await db
    .selectFrom('order_refunds')
    .select(['id', 'reason', 'amount_cents'])
    .where('order_id', '=', orderId)
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    reason: row.reason,
    total: `-${centsToDecimal(row.amount_cents)}`,
  }));
}
