import {
  centsToDecimal,
  centsToPesos,
  CREDIT_NOTE_NCF_TYPE,
  NCF_META,
  ncfVoided,
  orderStatusLabel,
  parseWooPrice,
  pesosToCents,
  refundableCents,
  refundedInFull,
} from '@vitrina/core';
import type { Kysely } from 'kysely';

import type { Database } from '../db/schema.js';
import { assignNcf } from '../fiscal/assign-ncf.js';
import { StoreError } from '../http/errors.js';
import { restockItems } from './release-order.js';
import type { RefundCreate } from './refund.schemas.js';

/** WooCommerce's refusals of a refund (its codes; a failure once the refund began is a 500). */
const invalidAmount = () =>
  new StoreError(
    400,
    'woocommerce_rest_invalid_order_refund',
    'El importe del reembolso debe ser mayor que cero.',
  );
const cannotRefund = (message: string) =>
  new StoreError(500, 'woocommerce_rest_cannot_create_order_refund', message);

/** The amount asked: `amount`, or every line's `refund_total` summed (0 when one has none). */
function requestedCents(body: RefundCreate): number {
  if (body.amount !== undefined) {
    if (body.amount.startsWith('-')) throw invalidAmount();
    return parseWooPrice(body.amount) ?? 0;
  }
  let sum = 0;
  for (const line of body.line_items) {
    if (line.refund_total === undefined) return 0;
    sum +=
      typeof line.refund_total === 'number'
        ? pesosToCents(line.refund_total)
        : (parseWooPrice(line.refund_total) ?? 0);
  }
  return sum;
}

/** A meta entry's text, '' when absent. */
const metaText = (metaJson: string, key: string): string => {
  const entries = JSON.parse(metaJson) as { key: string; value: unknown }[];
  const value = entries.find((entry) => entry.key === key)?.value;
  return typeof value === 'string' ? value : '';
};

/** A refund recorded: its id, and whether it gave back what was left of the order. */
export interface RecordedRefund {
  id: number;
  inFull: boolean;
}

/** What a refund records: how much, why, who, its metas and the lines it gives back. */
export interface NewRefund {
  amountCents: number;
  reason: string;
  refundedBy: number;
  meta: readonly { key: string; value: unknown }[];
  lines: RefundCreate['line_items'];
  restock: boolean;
  nowMs: number;
}

/** The order's lines a refund names, as WooCommerce writes them on the refund: negative. */
async function refundLines(
  trx: Kysely<Database>,
  orderId: number,
  lines: RefundCreate['line_items'],
) {
  const items = await trx
    .selectFrom('order_items')
    .selectAll()
    .where('order_id', '=', orderId)
    .execute();
  return lines.flatMap((line) => {
    const item = items.find((candidate) => candidate.id === line.id);
    if (item === undefined) return [];
    const total =
      line.refund_total === undefined
        ? item.unit_price_cents * line.quantity
        : typeof line.refund_total === 'number'
          ? pesosToCents(line.refund_total)
          : (parseWooPrice(line.refund_total) ?? 0);
    return [{ item, quantity: line.quantity, totalCents: total }];
  });
}

/** A line given back as WooCommerce lists it on the refund: negative, naming the order's line. */
function refundLineView(
  { item, quantity, totalCents }: Awaited<ReturnType<typeof refundLines>>[number],
  index: number,
) {
  const negative = (cents: number) => (cents === 0 ? '0.00' : `-${centsToDecimal(cents)}`);
  return {
    id: index + 1,
    name: item.name,
    product_id: item.product_id,
    variation_id: item.variation_id,
    quantity: -quantity,
    tax_class: '',
    subtotal: negative(totalCents),
    subtotal_tax: '0.00',
    total: negative(totalCents),
    total_tax: '0.00',
    taxes: [],
    meta_data: [{ id: 1, key: '_refunded_item_id', value: String(item.id) }],
    sku: item.sku,
    price: -centsToPesos(item.unit_price_cents),
  };
}

/**
 * Records a refund of the order inside the caller's transaction, as WooCommerce's
 * `wc_create_refund` does: never more than is left to give back; a cancelled or failed order's
 * NCF is void, so it takes none; the credit note (B04, its own sequence, naming the invoice's NCF)
 * is issued here, so a refusal of its range leaves no refund; the lines' units go back to stock
 * when asked; refunding what was left marks the order `refunded`. Answers the refund's id and
 * whether it gave back the rest (its mail says so).
 */
export async function recordRefund(
  trx: Kysely<Database>,
  orderId: number,
  refund: NewRefund,
): Promise<RecordedRefund> {
  const order = await trx
    .selectFrom('orders')
    .select(['status', 'total_cents', 'meta_data'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!order) {
    throw new StoreError(404, 'woocommerce_rest_invalid_order_id', 'ID de pedido no válido.');
  }
  const { refunded } = await trx
    .selectFrom('order_refunds')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), eb.lit(0)).as('refunded'))
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  if (refund.amountCents > refundableCents(order.total_cents, Number(refunded))) {
    throw cannotRefund('Importe de reembolso no válido.');
  }
  if (ncfVoided(order.status)) {
    const label = orderStatusLabel(order.status).toLowerCase();
    throw new StoreError(
      409,
      'order_not_refundable',
      `Este pedido está ${label}: su NCF quedó anulado, así que no lleva reembolso ni nota de crédito.`,
    );
  }
  const ncf = await assignNcf(trx, CREDIT_NOTE_NCF_TYPE, refund.nowMs, 'creditNote');
  const invoiceNcf = metaText(order.meta_data, NCF_META.number);
  const lines = await refundLines(trx, orderId, refund.lines);
  const iso = new Date(refund.nowMs).toISOString();
  const { id } = await trx
    .insertInto('order_refunds')
    .values({
      order_id: orderId,
      amount_cents: refund.amountCents,
      reason: refund.reason,
      refunded_by: refund.refundedBy,
      meta_data: JSON.stringify(
        [
          ...refund.meta,
          { key: NCF_META.number, value: ncf.number },
          { key: NCF_META.type, value: CREDIT_NOTE_NCF_TYPE },
          { key: NCF_META.modifies, value: invoiceNcf },
          { key: NCF_META.expires, value: ncf.expires ?? '' },
        ]
          .filter((entry) => entry.value !== '')
          .map((entry, index) => ({ id: index + 1, ...entry })),
      ),
      line_items: JSON.stringify(lines.map(refundLineView)),
      date_created: iso,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (refund.restock) {
    await restockItems(
      trx,
      lines.map(({ item, quantity }) => ({ ...item, quantity })),
    );
  }
  const inFull = refundedInFull(order.total_cents, Number(refunded) + refund.amountCents);
  await trx
    .updateTable('orders')
    .set({ date_modified: iso, ...(inFull ? { status: 'refunded' as const } : {}) })
    .where('id', '=', orderId)
    .execute();
  return { id, inFull };
}

/**
 * `POST orders/:id/refunds`: the owner's refund, checked in WooCommerce's order (a negative or
 * zero amount, then more than is left, then the order's own refusals); no gateway of this store
 * gives money back by itself, so `api_refund` (WooCommerce's default) is refused as WooCommerce
 * refuses it for such a gateway, and nothing is recorded.
 */
export async function refundOrder(
  trx: Kysely<Database>,
  orderId: number,
  body: RefundCreate,
  context: { refundedBy: number; nowMs: number },
): Promise<RecordedRefund> {
  const amountCents = requestedCents(body);
  if (amountCents <= 0) throw invalidAmount();
  const recorded = await recordRefund(trx, orderId, {
    amountCents,
    reason: body.reason ?? '',
    refundedBy: context.refundedBy,
    meta: body.meta_data,
    lines: body.line_items.filter((line) => line.quantity > 0 || line.refund_total !== undefined),
    restock: body.api_restock,
    nowMs: context.nowMs,
  });
  if (body.api_refund) {
    throw cannotRefund('La pasarela de pago de este pedido no admite reembolsos automáticos.');
  }
  return recorded;
}
