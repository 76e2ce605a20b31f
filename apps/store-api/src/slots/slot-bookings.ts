import {
  addDays,
  checkSlot,
  DELIVERY_MESSAGE,
  formatSlotDate,
  MAX_DELIVERY_DAYS_AHEAD,
  nextFreeSlot,
  shopDate,
  type BookedCount,
  type DeliveryZone,
  type SlotService,
} from '@vitrina/core';
import type { Kysely } from 'kysely';

import type { Database } from '../db/schema.js';
import { StoreError } from '../http/errors.js';

/** Which agenda: a zone's deliveries or installations. */
export interface Agenda {
  zone: DeliveryZone;
  service: SlotService;
}

/** How many visits each window of `agenda` holds from `from` to `to`, read once. */
export async function bookedCounts(
  db: Kysely<Database>,
  agenda: Agenda,
  from: string,
  to: string,
): Promise<BookedCount> {
  const rows = await db
    .selectFrom('delivery_bookings')
    .select(['date', 'schedule', (eb) => eb.fn.countAll<number>().as('count')])
    .where('zone', '=', agenda.zone)
    .where('service', '=', agenda.service)
    .where('date', '>=', from)
    .where('date', '<=', to)
    .groupBy(['date', 'schedule'])
    .execute();
  const counts = new Map(rows.map((row) => [`${row.date} ${row.schedule}`, Number(row.count)]));
  return (date, schedule) => counts.get(`${date} ${schedule}`) ?? 0;
}

/**
 * Books the order's window inside the order's transaction (which holds the one connection, so
 * two orders cannot both take the last place). A full window is 409 `delivery_slot_full` naming
 * the next free window in Spanish and in `data.next`; a day or window not offered is 400.
 */
export async function bookSlot(
  trx: Kysely<Database>,
  booking: Agenda & { orderId: number; date: string; schedule: string },
  nowMs: number,
): Promise<void> {
  const query = { ...booking, now: nowMs };
  const verdict = checkSlot(booking.date, booking.schedule, {
    ...query,
    booked: await bookedCounts(trx, booking, booking.date, booking.date),
  });
  if (!verdict.ok && verdict.reason === 'full') {
    const last = addDays(shopDate(nowMs), MAX_DELIVERY_DAYS_AHEAD);
    const next = nextFreeSlot(booking.date, {
      ...query,
      booked: await bookedCounts(trx, booking, booking.date, last),
    });
    const offer =
      next === null
        ? 'No quedan horarios libres en los próximos días.'
        : `El próximo libre es el ${formatSlotDate(next.date)}, de ${next.schedule}.`;
    throw new StoreError(
      409,
      'delivery_slot_full',
      `El horario que elegiste se llenó mientras comprabas. ${offer}`,
      { data: { next } },
    );
  }
  if (!verdict.ok) {
    throw new StoreError(400, 'invalid_delivery_date', `${DELIVERY_MESSAGE} ${verdict.message}`, {
      data: { params: ['delivery_date'] },
    });
  }
  await trx
    .insertInto('delivery_bookings')
    .values({
      order_id: booking.orderId,
      zone: booking.zone,
      service: booking.service,
      date: booking.date,
      schedule: booking.schedule,
      created_at: new Date(nowMs).toISOString(),
    })
    .execute();
}

/** Gives the window back when its order is cancelled or fails. */
export async function releaseSlot(trx: Kysely<Database>, orderId: number): Promise<void> {
  await trx.deleteFrom('delivery_bookings').where('order_id', '=', orderId).execute();
}
