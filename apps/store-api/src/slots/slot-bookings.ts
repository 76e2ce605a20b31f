import {
  addDays,
  checkSlot,
  crewsOf,
  DELIVERY_MESSAGE,
  formatSlotDate,
  MAX_DELIVERY_DAYS_AHEAD,
  nextFreeSlot,
  shopDate,
  slotVisits,
  type BookedCount,
  type DeliverySchedule,
  type DeliveryZone,
  type SlotService,
} from '@vitrina/core';
import type { Kysely } from 'kysely';

import type { Database } from '../db/schema.js';
import { StoreError } from '../http/errors.js';

/** Which agenda: a zone's deliveries, installations, or both together. */
export interface Agenda {
  zone: DeliveryZone;
  service: SlotService;
}

/** How many visits of each crew of `agenda` each window holds from `from` to `to`, read once. */
export async function bookedCounts(
  db: Kysely<Database>,
  agenda: Agenda,
  from: string,
  to: string,
): Promise<BookedCount> {
  const rows = await db
    .selectFrom('delivery_bookings')
    .select(['service', 'date', 'schedule', (eb) => eb.fn.countAll<number>().as('count')])
    .where('zone', '=', agenda.zone)
    .where('service', 'in', crewsOf(agenda.service))
    .where('date', '>=', from)
    .where('date', '<=', to)
    .groupBy(['service', 'date', 'schedule'])
    .execute();
  const key = (crew: string, date: string, schedule: string) => `${crew} ${date} ${schedule}`;
  const counts = new Map(
    rows.map((row) => [key(row.service, row.date, row.schedule), Number(row.count)]),
  );
  return (date, schedule, crew) => counts.get(key(crew, date, schedule)) ?? 0;
}

/**
 * Books the order's window inside the order's transaction (which holds the one connection, so
 * two orders cannot both take the last place): one visit per crew of the service. A
 * full window is 409 `delivery_slot_full` naming the next free window in Spanish and in
 * `data.next`; a day or window not offered is 400.
 */
export async function bookSlot(
  trx: Kysely<Database>,
  booking: Agenda & { orderId: number; date: string; schedule: DeliverySchedule },
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
    .values(
      slotVisits(booking.zone, booking.service, booking.schedule).map((visit) => ({
        order_id: booking.orderId,
        zone: booking.zone,
        service: visit.crew,
        date: booking.date,
        schedule: visit.schedule,
        created_at: new Date(nowMs).toISOString(),
      })),
    )
    .execute();
}

/** Gives the window back when its order is cancelled or fails. */
export async function releaseSlot(trx: Kysely<Database>, orderId: number): Promise<void> {
  await trx.deleteFrom('delivery_bookings').where('order_id', '=', orderId).execute();
}
