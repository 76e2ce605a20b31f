import {
  deliveryZoneForProvince,
  DELIVERY_MESSAGE,
  isDeliveryDateAllowed,
  slotServiceFor,
} from '@vitrina/core';
import type { Kysely } from 'kysely';

import type { Database } from '../db/schema.js';
import { StoreError } from '../http/errors.js';
import { bookSlot } from '../slots/slot-bookings.js';
import type { OrderLine } from './order-lines.js';
import type { OrderCreate } from './order.schemas.js';

/** A delivery date, when one is asked for, must be a day the agenda offers: otherwise a 400. */
export function checkDeliveryDate(date: string, nowMs: number): void {
  if (date === '' || isDeliveryDateAllowed(date, nowMs)) return;
  throw new StoreError(400, 'invalid_delivery_date', DELIVERY_MESSAGE, {
    data: { params: ['delivery_date'] },
  });
}

/** Where and what the order's visit is: the province it ships to and the products it carries. */
export interface OrderVisit {
  orderId: number;
  state: string;
  lines: readonly OrderLine[];
  meta: OrderCreate['meta_data'];
}

/**
 * Books the window the shopper chose, when they chose a date, in the agenda of the province's
 * zone and of the service the products need (a delivery or an installation).
 */
export async function bookDeliverySlot(
  trx: Kysely<Database>,
  visit: OrderVisit,
  nowMs: number,
): Promise<void> {
  if (visit.meta.delivery_date === '') return;
  const categories = await trx
    .selectFrom('product_category_links')
    .select('category_id')
    .where(
      'product_id',
      'in',
      visit.lines.map((line) => line.product.id),
    )
    .execute();
  await bookSlot(
    trx,
    {
      orderId: visit.orderId,
      zone: deliveryZoneForProvince(visit.state),
      service: slotServiceFor(categories.map((row) => row.category_id)),
      date: visit.meta.delivery_date,
      schedule: visit.meta.schedule,
    },
    nowMs,
  );
}
