import { WcOrderRefundSchema, WcOrderSchema } from '@vitrina/api-client/orders';
import { centsToDecimal, parseNcf, parseWooPrice } from '@vitrina/core';
import { expect } from 'vitest';

import type { ContractCase } from '../support/contract-case.js';
import { ownerSets } from '../support/paid-orders.js';
import { outcome, type StoreTarget } from '../support/targets.js';
import { placeMiniSplitOrder } from './checkout.js';

/** A mini split paid on delivery and delivered (`completed`): its id, total and NCF. */
export async function deliveredOrder(store: StoreTarget, email: string) {
  const order = await placeMiniSplitOrder(store, email, 'cod');
  await ownerSets(store, order.id, 'completed');
  const ncf = order.meta_data.find((entry) => entry.key === 'ncf')?.value;
  return { id: order.id, totalCents: parseWooPrice(order.total) ?? 0, ncf: String(ncf) };
}

/** The owner's manual refund («Reembolso manual»: no gateway gives the money back by itself). */
export const refund = (store: StoreTarget, id: number, amount: string, reason = '') =>
  store.raw('POST', `wc/v3/orders/${String(id)}/refunds`, {
    auth: 'write',
    json: { amount, reason, api_refund: false },
  });

/** A refund as both stores must answer it: amount, reason and its credit note. */
function creditNote(body: unknown, invoiceNcf: string) {
  const read = WcOrderRefundSchema.parse(body);
  const meta = (key: string) => read.meta_data.find((entry) => entry.key === key)?.value;
  const ncf = parseNcf(String(meta('ncf')));
  return {
    amount: read.amount,
    reason: read.reason,
    dated: read.date_created !== null,
    type: ncf?.type,
    ncfType: meta('ncf_type'),
    modifiesInvoice: meta('ncf_modified') === invoiceNcf,
    sequence: ncf?.sequence ?? 0,
  };
}

async function orderAfter(store: StoreTarget, id: number, refundIds: number[]) {
  const answer = await store.raw('GET', `wc/v3/orders/${String(id)}`, { auth: 'write' });
  const order = WcOrderSchema.parse(answer.body);
  return {
    status: order.status,
    // WooCommerce lists refunds newest first by their date, in seconds: two made in the same
    // second come in either order. What the contract holds is which refunds, not their order.
    refunds: order.refunds
      .map((entry) => ({
        known: refundIds.includes(entry.id),
        reason: entry.reason,
        total: entry.total,
      }))
      .sort((a, b) => a.total.localeCompare(b.total)),
  };
}

export const refundCases: ContractCase[] = [
  {
    name: 'N1, N2: un reembolso parcial y luego el resto; cada uno con su nota de crédito B04, de su propia secuencia, que nombra el NCF de la factura',
    async observe(store) {
      const order = await deliveredOrder(store, 'rosa.reembolso@example.com');
      const partial = await refund(store, order.id, '1000.00', 'Rayón en la tapa');
      const partialId = WcOrderRefundSchema.parse(partial.body).id;
      const afterPartial = await orderAfter(store, order.id, [partialId]);
      const rest = centsToDecimal(order.totalCents - 100_000);
      const full = await refund(store, order.id, rest);
      const fullId = WcOrderRefundSchema.parse(full.body).id;
      const first = creditNote(partial.body, order.ncf);
      const second = creditNote(full.body, order.ncf);
      const listed = await store.raw('GET', `wc/v3/orders/${String(order.id)}/refunds`, {
        auth: 'write',
      });
      const more = await refund(store, order.id, '1.00');
      return {
        statuses: [partial.status, full.status],
        partial: { ...first, sequence: undefined },
        full: { ...second, sequence: undefined, isTheRest: second.amount === rest },
        sequenceStep: second.sequence - first.sequence,
        afterPartial,
        afterFull: await orderAfter(store, order.id, [partialId, fullId]),
        listedNewestFirst:
          JSON.stringify(
            (listed.body as unknown[]).map((entry) => WcOrderRefundSchema.parse(entry).id),
          ) === JSON.stringify([fullId, partialId]),
        more: outcome(more),
      };
    },
    check(seen) {
      expect(seen).toMatchObject({
        statuses: [201, 201],
        partial: {
          amount: '1000.00',
          reason: 'Rayón en la tapa',
          dated: true,
          type: 'B04',
          ncfType: 'B04',
          modifiesInvoice: true,
        },
        full: { reason: '', type: 'B04', modifiesInvoice: true, isTheRest: true },
        sequenceStep: 1,
        afterPartial: {
          status: 'completed',
          refunds: [{ known: true, reason: 'Rayón en la tapa', total: '-1000.00' }],
        },
        afterFull: { status: 'refunded' },
        listedNewestFirst: true,
        more: { status: 500, code: 'woocommerce_rest_cannot_create_order_refund' },
      });
    },
  },
  {
    name: 'N4: el NCF de un pedido cancelado queda en la lista de anulados, y el pedido no admite reembolso',
    async observe(store) {
      const order = await deliveredOrder(store, 'rosa.anulado@example.com');
      await ownerSets(store, order.id, 'cancelled');
      const voided = await store.raw('GET', 'wc-vitrina/v1/ncf/voided', { auth: 'write' });
      const entry = (voided.body as { ncf: string; order_id: number }[]).find(
        (row) => row.order_id === order.id,
      );
      return {
        listed: voided.status,
        entry:
          entry === undefined
            ? null
            : {
                ...entry,
                order_id: true,
                sameNcf: entry.ncf === order.ncf,
                ncf: undefined,
                date_created: undefined,
                date_voided: undefined,
              },
        refund: outcome(await refund(store, order.id, '1.00')),
      };
    },
    check(seen) {
      expect(seen).toEqual({
        listed: 200,
        entry: {
          ncf: undefined,
          type: 'B02',
          order_id: true,
          status: 'cancelled',
          sameNcf: true,
          date_created: undefined,
          date_voided: undefined,
        },
        refund: { status: 409, code: 'order_not_refundable' },
      });
    },
  },
];
