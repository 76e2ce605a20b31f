import type { StoreHttp } from '@vitrina/api-client';
import { createOrdersApi, type WcOrder, type WcOrderRefund } from '@vitrina/api-client/orders';
import {
  INSTALLATION_SCHEDULE_META,
  itbisFromTotal,
  listedRefundCents,
  NCF_META,
  orderLineTitle,
  orderStatusLabel,
} from '@vitrina/core';
import type {
  CreditNote,
  OrderFigures,
  OrderHead,
  OrderLine,
  OrderRefund,
  OrderView,
  OrderWindow,
} from '../src/lib/shop-api/order-view.js';
import type { ChangedOrder } from '../src/lib/shop-api/order-changes.js';
import { orderChanges } from './orders/order-changes.js';
import { orderMetaText, orderNumber, orderPayments, wooCents } from './store-order.js';

/** Who and when: the order's number, its status in the shop's words and when it was placed. */
export function orderHead(order: WcOrder): OrderHead {
  return {
    id: order.id,
    number: orderNumber(order),
    status: order.status,
    status_label: orderStatusLabel(order.status),
    placed_at: order.date_created ?? '',
  };
}

/** What: each line with its options, one unit's price, and the line before and after discounts. */
export function orderLines(order: WcOrder): OrderLine[] {
  return order.line_items.map((line) => {
    const subtotal = wooCents(line.subtotal);
    return {
      product_id: line.product_id,
      ...orderLineTitle(line),
      quantity: line.quantity,
      unit_price: line.quantity > 0 ? Math.round(subtotal / line.quantity) : 0,
      subtotal,
      total: wooCents(line.total),
    };
  });
}

/** When it comes, and what the shopper may still change of it at `now` (issue 37). */
export function orderWindow(order: WcOrder, now: number): OrderWindow {
  return {
    delivery_date: orderMetaText(order, 'delivery_date'),
    schedule: orderMetaText(order, 'schedule'),
    installation_schedule: orderMetaText(order, INSTALLATION_SCHEDULE_META),
    changes: orderChanges(order, now),
  };
}

/** The answer of a shopper's change: the order's status and window as they now stand. */
export function changedOrder(order: WcOrder, now: number): ChangedOrder {
  const { id, status, status_label } = orderHead(order);
  return { id, status, status_label, ...orderWindow(order, now) };
}

/** What the order's refunds gave back in all, from the order's own list (no second read). */
export const refundedCents = (order: WcOrder): number =>
  order.refunds.reduce((sum, entry) => sum + listedRefundCents(entry.total), 0);

/**
 * What is left to pay when a deposit is involved (G9): after the deposit received, or after the
 * one to pay now while nothing came in; null when nothing is split (no deposit, or paid in full).
 */
function balanceAfter(total: number, paid: number, deposit: number | null): number | null {
  if (paid > 0) return paid < total ? total - paid : null;
  return deposit === null ? null : total - deposit;
}

/** A meta entry's text, '' when absent. */
const metaText = (entries: WcOrderRefund['meta_data'], key: string): string => {
  const value = entries.find((entry) => entry.key === key)?.value;
  return typeof value === 'string' ? value : '';
};

/** The credit note (B04) a refund issued, as its metas hold it; null when it has none. */
function creditNoteOf(refund: WcOrderRefund, amount: number): CreditNote | null {
  const ncf = metaText(refund.meta_data, NCF_META.number);
  if (ncf === '') return null;
  const tax = itbisFromTotal(amount);
  return {
    ncf,
    modifies: metaText(refund.meta_data, NCF_META.modifies),
    valid_until: metaText(refund.meta_data, NCF_META.expires),
    taxable: tax.base,
    itbis: tax.itbis,
  };
}

/** A refund as the shop shows it: amount, the instant it was made, why, and its credit note. */
function orderRefund(refund: WcOrderRefund): OrderRefund {
  const amount = wooCents(refund.amount);
  return {
    id: refund.id,
    amount,
    date: refund.date_created_gmt ? `${refund.date_created_gmt}Z` : (refund.date_created ?? ''),
    reason: refund.reason,
    credit_note: creditNoteOf(refund, amount),
  };
}

/** The money: goods, discount, shipping, the ITBIS included, the total, payments and refunds. */
export function orderFigures(order: WcOrder, refunds: readonly WcOrderRefund[]): OrderFigures {
  const { total, deposit, paid } = orderPayments(order);
  return {
    goods: order.line_items.reduce((sum, line) => sum + wooCents(line.subtotal), 0),
    discount: wooCents(order.discount_total),
    shipping: wooCents(order.shipping_total),
    itbis: itbisFromTotal(total).itbis,
    total,
    // G9: the deposit to pay now while nothing came in, what came in, and what is left after it.
    deposit: paid === 0 ? deposit : null,
    paid,
    balance: balanceAfter(total, paid, deposit),
    refunds: refunds.map(orderRefund),
    refunded: refundedCents(order),
  };
}

/** The order's refunds with their dates and credit notes: read only when the order lists some. */
export async function readRefunds(store: StoreHttp, order: WcOrder): Promise<WcOrderRefund[]> {
  return order.refunds.length === 0 ? [] : createOrdersApi(store).refunds(order.id);
}

/** Head, lines and figures, refunds read: what every order-shaped answer starts from. */
export async function readOrderView(store: StoreHttp, order: WcOrder): Promise<OrderView> {
  return {
    ...orderHead(order),
    lines: orderLines(order),
    ...orderFigures(order, await readRefunds(store, order)),
  };
}
