import { centsToDecimal, centsToPesos, orderChangeDeadline } from '@vitrina/core';
import type { Kysely } from 'kysely';
import * as z from 'zod';

import { storedAddress } from '../customers/address.schemas.js';
import { wooDates } from '../customers/customer-view.js';
import type { Database } from '../db/schema.js';
import { itemLinks } from '../http/item-links.js';
import { TEST_CARD_GATEWAY_ID } from '../payments/test-gateway.js';
import { orderRefundLines } from './refund-view.js';

const StoredMetaSchema = z.array(z.object({ id: z.number(), key: z.string(), value: z.unknown() }));

/** A line's meta: a variation's options (issue 29). */
const LineMetaSchema = z.array(
  z.object({
    id: z.number(),
    key: z.string(),
    value: z.string(),
    display_key: z.string(),
    display_value: z.string(),
  }),
);

const dateOrNull = (iso: string | null) => (iso === null ? null : wooDates(iso));

/** An order in WooCommerce v3's shape, as a consumer key sees it. */
export type OrderView = NonNullable<Awaited<ReturnType<typeof orderView>>>;

/** What an order's answer depends on besides the order: where its links point, the owner's limit. */
export interface OrderViewContext {
  origin: string;
  /** Hours before the window a shopper may still change the order (`STORE_ORDER_CHANGE_HOURS`). */
  changeHours: number;
}

/** A text meta of the order, or '' when absent. */
const metaText = (meta: readonly { key: string; value: unknown }[], key: string): string => {
  const value = meta.find((entry) => entry.key === key)?.value;
  return typeof value === 'string' ? value : '';
};

/** The order in WooCommerce v3's shape, or undefined when there is no such order. */
export async function orderView(
  db: Kysely<Database>,
  orderId: number,
  { origin, changeHours }: OrderViewContext,
) {
  const order = await db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!order) return undefined;
  const [items, shippingLines, couponLines, refunds] = await Promise.all([
    db
      .selectFrom('order_items')
      .selectAll()
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('order_shipping_lines')
      .selectAll()
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('order_coupon_lines')
      .selectAll()
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute(),
    orderRefundLines(db, orderId),
  ]);
  const meta = StoredMetaSchema.parse(JSON.parse(order.meta_data));
  const changeUntil = orderChangeDeadline(
    metaText(meta, 'delivery_date'),
    metaText(meta, 'schedule'),
    changeHours,
  );
  const created = wooDates(order.date_created);
  const modified = wooDates(order.date_modified);
  const paid = dateOrNull(order.date_paid);
  const completed = dateOrNull(order.date_completed);
  // WooCommerce's `needs_payment` takes `pending` and `failed`; a deposit leaves the balance due (G9).
  const needsPayment =
    order.status === 'pending' || order.status === 'failed' || order.status === 'partially-paid';
  return {
    id: order.id,
    parent_id: 0,
    number: String(order.id),
    order_key: order.order_key,
    created_via: 'rest-api',
    version: '9.8.0',
    status: order.status,
    currency: 'DOP',
    currency_symbol: 'RD$',
    date_created: created.local,
    date_created_gmt: created.gmt,
    date_modified: modified.local,
    date_modified_gmt: modified.gmt,
    discount_total: centsToDecimal(order.discount_total_cents),
    discount_tax: '0.00',
    shipping_total: centsToDecimal(order.shipping_total_cents),
    shipping_tax: '0.00',
    cart_tax: '0.00',
    total: centsToDecimal(order.total_cents),
    total_tax: '0.00',
    prices_include_tax: true,
    customer_id: order.customer_id ?? 0,
    customer_ip_address: order.customer_ip_address,
    customer_user_agent: order.customer_user_agent,
    customer_note: order.customer_note,
    billing: storedAddress(order.billing, true),
    shipping: storedAddress(order.shipping, false),
    payment_method: order.payment_method,
    payment_method_title: order.payment_method_title,
    transaction_id: '',
    date_paid: paid?.local ?? null,
    date_paid_gmt: paid?.gmt ?? null,
    date_completed: completed?.local ?? null,
    date_completed_gmt: completed?.gmt ?? null,
    cart_hash: '',
    meta_data: meta,
    line_items: items.map((item) => ({
      id: item.id,
      name: item.name,
      product_id: item.product_id,
      variation_id: item.variation_id,
      quantity: item.quantity,
      tax_class: '',
      subtotal: centsToDecimal(item.subtotal_cents),
      subtotal_tax: '0.00',
      total: centsToDecimal(item.total_cents),
      total_tax: '0.00',
      taxes: [],
      meta_data: LineMetaSchema.parse(JSON.parse(item.meta_data)),
      sku: item.sku,
      price: centsToPesos(item.unit_price_cents),
      parent_name: item.parent_name,
    })),
    tax_lines: [],
    shipping_lines: shippingLines.map((line) => ({
      id: line.id,
      method_title: line.method_title,
      method_id: line.method_id,
      instance_id: String(line.instance_id),
      total: centsToDecimal(line.total_cents),
      total_tax: '0.00',
      taxes: [],
      meta_data: [],
    })),
    fee_lines: [],
    coupon_lines: couponLines.map((line) => ({
      id: line.id,
      code: line.code,
      discount: centsToDecimal(line.discount_cents),
      discount_tax: '0.00',
      meta_data: [],
    })),
    refunds,
    payment_url:
      needsPayment && order.payment_method === TEST_CARD_GATEWAY_ID
        ? `${origin}/pasarela-prueba/${order.id}?key=${encodeURIComponent(order.order_key)}`
        : '',
    // The plugin's field (issue 37): the last instant the shopper may cancel or move the order.
    change_until: changeUntil === null ? null : new Date(changeUntil).toISOString(),
    is_editable: order.status === 'pending',
    needs_payment: needsPayment,
    needs_processing: true,
    _links: {
      ...itemLinks(origin, 'wc/v3/orders', order.id),
      ...(order.customer_id === null
        ? {}
        : { customer: [{ href: `${origin}/wp-json/wc/v3/customers/${order.customer_id}` }] }),
    },
  };
}
