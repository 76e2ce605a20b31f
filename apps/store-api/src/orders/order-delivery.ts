import {
  deliveryZoneForProvince,
  DELIVERY_MESSAGE,
  isDeliveryDateAllowed,
  slotServiceFor,
  installationScheduleFor,
  type DeliverySchedule,
} from '@vitrina/core';
import type { Kysely } from 'kysely';

import type { Database } from '../db/schema.js';
import { StoreError } from '../http/errors.js';
import { productCategoryIds } from '../catalog/product-repository.js';
import type { Agenda } from '../slots/slot-bookings.js';
import type { OrderLine } from './order-lines.js';
import type { OrderCreate } from './order.schemas.js';

/** A delivery date, when one is asked for, must be a day the agenda offers: otherwise a 400. */
export function checkDeliveryDate(date: string, nowMs: number): void {
  if (date === '' || isDeliveryDateAllowed(date, nowMs)) return;
  throw new StoreError(400, 'invalid_delivery_date', DELIVERY_MESSAGE, {
    data: { params: ['delivery_date'] },
  });
}

/** The window an order books: its agenda, day and window. */
export type OrderSlot = Agenda & { date: string; schedule: DeliverySchedule };

/**
 * The window the shopper chose, when they chose a date, in the agenda of the province's zone and
 * of what the products need: a truck for goods, technicians for services, both for both.
 */
export async function orderSlot(
  trx: Kysely<Database>,
  state: string,
  lines: readonly OrderLine[],
  meta: OrderCreate['meta_data'],
): Promise<OrderSlot | null> {
  if (meta.delivery_date === '') return null;
  // A variation's categories are its variable product's, as WooCommerce and the plugin read them.
  const categories = await Promise.all(
    lines.map((line) => productCategoryIds(trx, line.product.id)),
  );
  return {
    zone: deliveryZoneForProvince(state),
    service: slotServiceFor(categories),
    date: meta.delivery_date,
    schedule: meta.schedule,
  };
}

/** The technicians' window an order's booking pairs with its delivery, or '' (none). */
export function installationSchedule(slot: OrderSlot | null): string {
  if (slot?.service !== 'entrega-e-instalacion') return '';
  return installationScheduleFor(slot.zone, slot.schedule) ?? '';
}
