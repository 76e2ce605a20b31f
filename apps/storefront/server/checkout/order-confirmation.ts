import type { StoreHttp } from '@vitrina/api-client';
import type { WcOrder } from '@vitrina/api-client/orders';
import {
  DOMINICAN_PROVINCES,
  itbisFromTotal,
  ORDER_STATUS_LABELS,
  OrderStatusSchema,
  parseWooPrice,
  readBulkyDeliveryMeta,
} from '@vitrina/core';
import { refuse } from './answers.js';
import { holdsOrderKey, orderMetaText, readStoreOrder, wooCents } from '../store-order.js';
import { readGateways } from './store-reads.js';

const notFound = () =>
  refuse({ status: 404, code: 'order_not_found', message: 'No encontramos ese pedido.' });

/** What to pay now when the shopper chose a deposit (G9), as the order keeps it; else null. */
function depositOf(order: WcOrder): number | null {
  try {
    return parseWooPrice(orderMetaText(order, 'deposit_amount'));
  } catch {
    // A meta edited by hand into something else is no deposit the page can promise.
    return null;
  }
}

/**
 * The confirmation page's order: read with the shop's key, shown only to whoever holds its
 * `order_key` (the same 404 for a wrong key and an unknown id, E2).
 */
export async function confirmedOrder(store: StoreHttp, id: number, key: string) {
  const order = await readStoreOrder(store, id);
  if (order === null || !holdsOrderKey(order, key)) return notFound();
  const gateway = (await readGateways(store)).find((entry) => entry.id === order.payment_method);
  const status = OrderStatusSchema.safeParse(order.status);
  const total = wooCents(order.total);
  return {
    id: order.id,
    number: order.number ?? String(order.id),
    status: order.status,
    status_label: status.success ? ORDER_STATUS_LABELS[status.data] : order.status,
    lines: order.line_items.map((line) => ({
      name: line.name,
      quantity: line.quantity,
      total: wooCents(line.total),
    })),
    discount: wooCents(order.discount_total),
    shipping: wooCents(order.shipping_total),
    shipping_title: order.shipping_lines[0]?.method_title ?? '',
    itbis: itbisFromTotal(total).itbis,
    total,
    deposit: depositOf(order),
    delivery_date: orderMetaText(order, 'delivery_date'),
    schedule: orderMetaText(order, 'schedule'),
    bulky_delivery: readBulkyDeliveryMeta((key) => orderMetaText(order, key)),
    address: {
      address: order.shipping.address_1 || order.billing.address_1,
      sector: orderMetaText(order, 'sector') || order.billing.address_2,
      city: order.shipping.city || order.billing.city,
      province:
        DOMINICAN_PROVINCES[order.shipping.state || order.billing.state] ??
        (order.shipping.state || order.billing.state),
      reference: orderMetaText(order, 'reference'),
    },
    payment_method: order.payment_method,
    payment_title: order.payment_method_title,
    instructions: order.payment_method === 'bacs' ? (gateway?.instructions ?? '') : '',
  };
}
