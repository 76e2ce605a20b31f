import {
  ORDER_CHANGE_MESSAGES,
  OUT_FOR_DELIVERY_STATUS,
  paidOrderStatus,
  refundableCents,
} from '@vitrina/core';
import type { Kysely } from 'kysely';
import { z } from 'zod';

import type { Database } from '../db/schema.js';
import { StoreError } from '../http/errors.js';
import { addOrderNote } from './order-notes.js';
import { recordRefund } from './refund-order.js';
import { releaseOrder } from './release-order.js';

/** `PUT orders/:id {status}` with an administrator's key: what the owner does in wp-admin. */
export const OwnerStatusSchema = z.object({
  status: z.enum(
    ['processing', 'on-hold', OUT_FOR_DELIVERY_STATUS, 'completed', 'cancelled', 'refunded'],
    {
      error: 'Elige un estado de pedido válido.',
    },
  ),
});
export type OwnerStatus = z.infer<typeof OwnerStatusSchema>['status'];

/**
 * The owner moves an order to another status, as WooCommerce's `set_status` does: reaching the
 * status at which its gateway's money is in (`paidOrderStatus`: cash on delivery only once
 * completed) records `date_paid` once, completing records `date_completed`, and a cancel gives back
 * what the order held (stock, coupon uses, window). Marking it refunded refunds what was left, as
 * WooCommerce's `wc_order_fully_refunded` does, with its credit note; the stock stays out, as
 * WooCommerce keeps it unless the owner restocks by hand. «Salió a entrega» (`out-for-delivery`,
 * the dispatch list's action) is noted on the order, as the plugin notes it. Answers the status
 * the order had, for its mails.
 */
export async function setStatusAsOwner(
  trx: Kysely<Database>,
  orderId: number,
  change: { status: OwnerStatus; ownerId: number; nowMs: number },
): Promise<string> {
  const { status, nowMs } = change;
  const order = await trx
    .selectFrom('orders')
    .select(['status', 'payment_method', 'date_paid', 'date_completed', 'total_cents'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!order) {
    throw new StoreError(404, 'woocommerce_rest_shop_order_invalid_id', 'ID no válido.');
  }
  if (order.status === status) return status;
  const iso = new Date(nowMs).toISOString();
  const paidNow = status === 'completed' || status === paidOrderStatus(order.payment_method);
  await trx
    .updateTable('orders')
    .set({
      status,
      date_modified: iso,
      date_paid: order.date_paid ?? (paidNow ? iso : null),
      date_completed: order.date_completed ?? (status === 'completed' ? iso : null),
    })
    .where('id', '=', orderId)
    .execute();
  if (status === 'cancelled') await releaseOrder(trx, orderId);
  if (status === OUT_FOR_DELIVERY_STATUS) {
    await addOrderNote(trx, orderId, ORDER_CHANGE_MESSAGES.outForDeliveryNote, nowMs);
  }
  if (status === 'refunded') {
    const { refunded } = await trx
      .selectFrom('order_refunds')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), eb.lit(0)).as('refunded'))
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    const left = refundableCents(order.total_cents, Number(refunded));
    if (left > 0) {
      await recordRefund(trx, orderId, {
        amountCents: left,
        reason: 'Pedido reembolsado por completo.',
        refundedBy: change.ownerId,
        meta: [],
        lines: [],
        restock: false,
        nowMs,
      });
    }
  }
  return order.status;
}
