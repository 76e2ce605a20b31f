import type { Kysely } from 'kysely';

import type { Database } from '../db/schema.js';
import { StoreError } from '../http/errors.js';
import type { OrderStatus } from '../orders/order.tables.js';

/** The id of the redirect card gateway for tests and demos. */
export const TEST_CARD_GATEWAY_ID = 'vitrina_test_card';

/** What the gateway's page charges now: the deposit first, then the balance, else the total. */
export interface PaymentDue {
  orderId: number;
  amountCents: number;
  /** True when this payment is the deposit of a partial payment (G9). */
  isDeposit: boolean;
}

type PayableOrder = {
  id: number;
  status: OrderStatus;
  payment_method: string;
  total_cents: number;
  deposit_cents: number | null;
};

/** The amount due on an order, or the 409 for an order that cannot be paid here (G10). */
export function paymentDue(order: PayableOrder): PaymentDue {
  if (order.payment_method !== TEST_CARD_GATEWAY_ID) {
    throw new StoreError(409, 'order_not_payable', 'Este pedido no se paga con tarjeta.');
  }
  // A declined order stays payable, as WooCommerce's order-pay page takes `failed` orders.
  if (order.status === 'pending' || order.status === 'failed') {
    return order.deposit_cents === null
      ? { orderId: order.id, amountCents: order.total_cents, isDeposit: false }
      : { orderId: order.id, amountCents: order.deposit_cents, isDeposit: true };
  }
  if (order.status === 'partially-paid' && order.deposit_cents !== null) {
    return {
      orderId: order.id,
      amountCents: order.total_cents - order.deposit_cents,
      isDeposit: false,
    };
  }
  throw new StoreError(409, 'order_already_paid', 'Este pedido ya no tiene pagos pendientes.');
}

/** Loads an order by id and key for the gateway; anything else is the same 404 (E2). */
export async function payableOrder(
  db: Kysely<Database>,
  orderId: number,
  orderKey: string,
): Promise<PayableOrder & { order_key: string }> {
  const order = await db
    .selectFrom('orders')
    .select(['id', 'status', 'payment_method', 'total_cents', 'deposit_cents', 'order_key'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!order || order.order_key !== orderKey) {
    throw new StoreError(404, 'woocommerce_rest_shop_order_invalid_id', 'ID no válido.');
  }
  return order;
}

/**
 * Records the gateway's verdict in one transaction: an approved deposit leaves the order
 * `partially-paid` with its balance due, an approved full or balance payment makes it
 * `processing`; a declined first payment fails the order, which keeps its stock, coupons and
 * window until it is paid again or the hold lets it go (`cancelUnpaidOrders`), as WooCommerce.
 */
export async function settlePayment(
  trx: Kysely<Database>,
  order: PayableOrder,
  approved: boolean,
  nowMs: number,
): Promise<OrderStatus> {
  const due = paymentDue(order);
  const iso = new Date(nowMs).toISOString();
  let status: OrderStatus = order.status;
  if (approved) status = due.isDeposit ? 'partially-paid' : 'processing';
  else if (order.status === 'pending' || order.status === 'failed') status = 'failed';
  await trx
    .updateTable('orders')
    .set({ status, date_modified: iso, ...(approved ? { date_paid: iso } : {}) })
    .where('id', '=', order.id)
    .where('status', '=', order.status)
    .execute();
  if (approved && order.status !== 'partially-paid') {
    await trx
      .updateTable('customers')
      .set({ is_paying_customer: 1 })
      .where('user_id', '=', (eb) =>
        eb.selectFrom('orders').select('customer_id').where('id', '=', order.id),
      )
      .execute();
  }
  return status;
}
