import { randomBytes } from 'node:crypto';

import type { INSTALLATION_SCHEDULE_META } from '@vitrina/core';
import { NCF_META, ncfTypeFor, type OrderTotals } from '@vitrina/core';
import type { Kysely } from 'kysely';

import type { BillingAddress, ShippingAddress } from '../customers/address.schemas.js';
import type { Database } from '../db/schema.js';
import { assignNcf } from '../fiscal/assign-ncf.js';
import type { Gateway } from '../payments/gateways.js';
import { depositMeta } from './order-payment.js';
import type { OrderLine } from './order-lines.js';
import { lineProductIds } from './order-variations.js';
import type { OrderCreate } from './order.schemas.js';

/** Who places the order and from where. */
export interface OrderPlacer {
  customerId: number | null;
  ip: string;
  userAgent: string;
}

/** A meta entry as WooCommerce lists an order's meta. */
interface OrderMetaEntry {
  id: number;
  key: string;
  value: unknown;
}

/** The checkout's meta with what booking adds: the technicians' window paired with the truck's. */
export type PlacedOrderMeta = OrderCreate['meta_data'] & {
  readonly [INSTALLATION_SCHEDULE_META]: string;
};

/**
 * The order's meta as WooCommerce lists it: the checkout's, the NCF issued now from its sequence
 * (with the last day its range is valid, which the invoice prints; a range used up or expired
 * refuses the order) and, for a partial payment, the deposit and the balance. Empty values are
 * left out.
 */
export async function orderMetaData(
  trx: Kysely<Database>,
  meta: PlacedOrderMeta,
  payment: { deposit: number | null; totalCents: number },
  nowMs: number,
): Promise<OrderMetaEntry[]> {
  const ncfType = ncfTypeFor(meta.is_fiscal);
  const ncf = await assignNcf(trx, ncfType, nowMs);
  return Object.entries({
    ...meta,
    [NCF_META.type]: ncfType,
    [NCF_META.number]: ncf.number,
    [NCF_META.expires]: ncf.expires ?? '',
    ...depositMeta(payment.deposit, payment.totalCents),
  })
    .filter(([, value]) => value !== '' && value !== null && value !== false)
    .map(([key, value], index) => ({ id: index + 1, key, value }));
}

/** Everything the order's own row holds. */
export interface NewOrder {
  placer: OrderPlacer;
  gateway: Gateway;
  billing: BillingAddress;
  shipping: ShippingAddress;
  totals: OrderTotals;
  deposit: number | null;
  customerNote: string;
  meta: readonly OrderMetaEntry[];
  nowMs: number;
}

/** Writes the order's row, in the status its gateway gives a new order, and returns its id. */
export async function insertOrder(trx: Kysely<Database>, order: NewOrder): Promise<number> {
  const iso = new Date(order.nowMs).toISOString();
  const { totals } = order;
  const { id } = await trx
    .insertInto('orders')
    .values({
      order_key: `wc_order_${randomBytes(16).toString('base64url')}`,
      customer_id: order.placer.customerId,
      status: order.gateway.newOrderStatus,
      billing: JSON.stringify(order.billing),
      shipping: JSON.stringify(order.shipping),
      payment_method: order.gateway.id,
      payment_method_title: order.gateway.title,
      subtotal_cents: totals.subtotalCents,
      discount_total_cents: totals.discountTotalCents,
      shipping_total_cents: totals.shippingTotalCents,
      total_cents: totals.totalCents,
      deposit_cents: order.deposit,
      customer_note: order.customerNote,
      meta_data: JSON.stringify(order.meta),
      customer_ip_address: order.placer.ip,
      customer_user_agent: order.placer.userAgent.slice(0, 300),
      date_created: iso,
      date_modified: iso,
      date_paid: null,
      date_completed: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The order's lines at the catalogue's prices, each with its share of the discounts. */
export async function insertOrderItems(
  trx: Kysely<Database>,
  orderId: number,
  lines: readonly OrderLine[],
  totals: OrderTotals,
): Promise<void> {
  const filed = await lineProductIds(
    trx,
    lines.map((line) => line.product),
  );
  await trx
    .insertInto('order_items')
    .values(
      lines.map((line, index) => ({
        order_id: orderId,
        product_id: filed.get(line.product.id)?.product_id ?? line.product.id,
        variation_id: filed.get(line.product.id)?.variation_id ?? 0,
        meta_data: JSON.stringify(filed.get(line.product.id)?.meta_data ?? []),
        parent_name: filed.get(line.product.id)?.parent_name ?? null,
        name: line.product.name,
        sku: line.product.sku,
        quantity: line.quantity,
        unit_price_cents: line.product.price,
        subtotal_cents: totals.lines[index]?.subtotalCents ?? 0,
        total_cents: totals.lines[index]?.totalCents ?? 0,
      })),
    )
    .execute();
}
