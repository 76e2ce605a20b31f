import { centsToDecimal, depositCents } from '@vitrina/core';
import type { Kysely } from 'kysely';

import type { Database } from '../db/schema.js';
import { StoreError } from '../http/errors.js';
import { findGateway, type Gateway } from '../payments/gateways.js';

/** The gateway the order is paid with; one the store does not offer is a 400. */
export function requireGateway(offered: readonly Gateway[], paymentMethod: string): Gateway {
  const gateway = findGateway(offered, paymentMethod);
  if (!gateway) {
    throw new StoreError(
      400,
      'woocommerce_rest_invalid_payment_method',
      'Elige un método de pago válido.',
    );
  }
  return gateway;
}

/** The deposit paid first when the shopper asked to pay part and the gateway allows it (G9). */
export function depositFor(
  wantsDeposit: boolean,
  gateway: Gateway,
  totalCents: number,
): number | null {
  return wantsDeposit && gateway.allowsPartialPayment ? depositCents(totalCents) : null;
}

/** The order meta that carries a deposit and its balance, as WooCommerce lists them (G9). */
const DEPOSIT_META_KEYS: readonly string[] = ['deposit_amount', 'balance_amount'];

/** A deposit's meta entries, none without a deposit. */
export function depositMeta(deposit: number | null, totalCents: number): Record<string, string> {
  return deposit === null
    ? {}
    : {
        deposit_amount: centsToDecimal(deposit),
        balance_amount: centsToDecimal(totalCents - deposit),
      };
}

interface MetaEntry {
  id: number;
  key: string;
  value: unknown;
}

/** What moves an unpaid order to another gateway (issue 24). */
export interface PaymentChange {
  gateway: Gateway;
  title: string;
  status: 'pending' | 'on-hold' | 'processing';
  nowMs: number;
}

const orderNotFound = (): StoreError =>
  new StoreError(404, 'woocommerce_rest_shop_order_invalid_id', 'ID no válido.');

/**
 * Moves an order still waiting for its payment to another gateway and works out again what it
 * owes (G9): the deposit the shopper asked for stands only where the new gateway takes one, so a
 * card order with an abono moved to cash on delivery owes its whole total and shows no deposit.
 * Nothing is paid by the move: `date_paid` stays empty. One transaction; a 404 for no such order,
 * a 409 for one no longer waiting for its payment. Answers the status it had, for its mails.
 */
export async function changePaymentMethod(
  trx: Kysely<Database>,
  orderId: number,
  change: PaymentChange,
): Promise<string> {
  const order = await trx
    .selectFrom('orders')
    .select(['status', 'total_cents', 'meta_data'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!order) throw orderNotFound();
  const entries = JSON.parse(order.meta_data) as MetaEntry[];
  const wantsDeposit = entries.some((e) => e.key === 'is_partial_payment' && e.value === true);
  const deposit = depositFor(wantsDeposit, change.gateway, order.total_cents);
  const kept = entries.filter((entry) => !DEPOSIT_META_KEYS.includes(entry.key));
  const nextId = Math.max(0, ...entries.map((entry) => entry.id)) + 1;
  const added = Object.entries(depositMeta(deposit, order.total_cents)).map(
    ([key, value], index) => ({ id: nextId + index, key, value }),
  );
  const moved = await trx
    .updateTable('orders')
    .set({
      payment_method: change.gateway.id,
      payment_method_title: change.title,
      status: change.status,
      deposit_cents: deposit,
      meta_data: JSON.stringify([...kept, ...added]),
      date_modified: new Date(change.nowMs).toISOString(),
    })
    .where('id', '=', orderId)
    // Only an order still waiting for its payment changes how it is paid.
    .where('status', 'in', ['pending', 'failed'])
    .executeTakeFirst();
  if (moved.numUpdatedRows === 0n) {
    throw new StoreError(409, 'order_not_payable', 'Este pedido ya no espera su pago.');
  }
  return order.status;
}
