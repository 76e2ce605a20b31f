import { INSTALLATION_SCHEDULE_META } from '@vitrina/core';
import type { Kysely } from 'kysely';

import type { ShippingAddress } from '../customers/address.schemas.js';
import type { Database } from '../db/schema.js';
import type { Gateway } from '../payments/gateways.js';
import { bookSlot } from '../slots/slot-bookings.js';
import {
  checkCouponsApply,
  insertCouponLines,
  readCoupons,
  takeCouponUses,
} from './order-coupons.js';
import { checkDeliveryDate, installationSchedule, orderSlot } from './order-delivery.js';
import {
  checkPricesUnchanged,
  goodsSubtotalCents,
  orderTotals,
  readOrderLines,
} from './order-lines.js';
import { depositFor, requireGateway } from './order-payment.js';
import { insertShippingLine, quoteOrderShipping } from './order-shipping.js';
import { checkInStock, takeStock } from './order-stock.js';
import { syncVariableStock } from './order-variations.js';
import type { OrderCreate } from './order.schemas.js';
import { insertOrder, insertOrderItems, orderMetaData, type OrderPlacer } from './write-order.js';

/** Where the order goes: its shipping address, or the billing one when none was given. */
function shippingAddress(body: OrderCreate): ShippingAddress {
  return body.shipping && body.shipping.address_1 !== '' ? body.shipping : { ...body.billing };
}

/**
 * Creates an order inside the caller's transaction and returns its id. Every amount is the
 * store's: catalogue prices, coupon rules, shipping rates. Stock and coupon uses are taken with
 * conditional UPDATEs, so concurrent orders can neither oversell (G8) nor overuse a coupon (G5);
 * the delivery window is booked and the NCF issued in the same transaction; any refusal throws
 * and the transaction leaves nothing behind.
 */
export async function placeOrder(
  trx: Kysely<Database>,
  body: OrderCreate,
  placer: OrderPlacer,
  nowMs: number,
  gateways: readonly Gateway[],
): Promise<number> {
  checkDeliveryDate(body.meta_data.delivery_date, nowMs);
  const gateway = requireGateway(gateways, body.payment_method);
  const lines = await readOrderLines(trx, body.line_items);
  checkPricesUnchanged(lines);
  checkInStock(lines);

  const { billing } = body;
  const shipping = shippingAddress(body);
  const holder = { customerId: placer.customerId, email: billing.email };
  const coupons = await readCoupons(trx, body.coupon_lines);
  await checkCouponsApply(trx, coupons, holder, goodsSubtotalCents(lines), nowMs);
  const goodsAfterDiscount = orderTotals(lines, coupons, 0).totalCents;
  const shippingQuote = await quoteOrderShipping(
    trx,
    body.shipping_lines,
    shipping.state,
    goodsAfterDiscount,
  );
  const totals = orderTotals(lines, coupons, shippingQuote.costCents);

  await takeStock(trx, lines);
  await syncVariableStock(
    trx,
    lines.map((line) => line.product.id),
  );
  await takeCouponUses(trx, coupons);

  const slot = await orderSlot(trx, shipping.state, lines, body.meta_data);
  const deposit = depositFor(body.meta_data.is_partial_payment, gateway, totals.totalCents);
  const meta = await orderMetaData(
    trx,
    { ...body.meta_data, [INSTALLATION_SCHEDULE_META]: installationSchedule(slot) },
    { deposit, totalCents: totals.totalCents },
    nowMs,
  );
  const orderId = await insertOrder(trx, {
    placer,
    gateway,
    billing,
    shipping,
    totals,
    deposit,
    customerNote: body.customer_note,
    meta,
    nowMs,
  });
  await insertOrderItems(trx, orderId, lines, totals);
  await insertShippingLine(trx, orderId, shippingQuote);
  if (slot !== null) await bookSlot(trx, { ...slot, orderId }, nowMs);
  await insertCouponLines(trx, orderId, coupons, totals, holder);
  return orderId;
}
