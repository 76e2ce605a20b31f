import {
  CANCELLED_BY_CUSTOMER,
  CANCELLED_BY_META,
  crewsOf,
  DELIVERY_ZONES,
  INSTALLATION_SCHEDULE_META,
  ORDER_CHANGE_MESSAGES,
  SLOT_SERVICES,
  cancelVerdict,
  installationScheduleFor,
  orderChangeDeadline,
  rescheduleVerdict,
  rescheduledNote,
  type DeliverySchedule,
  type DeliveryZone,
  type OrderChangeVerdict,
} from '@vitrina/core';
import type { Kysely } from 'kysely';
import * as z from 'zod';

import type { Database } from '../db/schema.js';
import { StoreError } from '../http/errors.js';
import { bookSlot, releaseSlot } from '../slots/slot-bookings.js';
import { addOrderNote } from './order-notes.js';
import { releaseOrder } from './release-order.js';

// A shopper's cancel or new window (issue 37), as the plugin's OrderChanges.php does it: core's
// rules decide under the order's transaction, and everything the change gives back or takes is
// in that one transaction.

/** When the change is asked, and the owner's limit. */
export interface ChangeMoment {
  nowMs: number;
  changeHours: number;
}

const MetaSchema = z.array(z.object({ id: z.number(), key: z.string(), value: z.unknown() }));
type Meta = z.infer<typeof MetaSchema>;

const metaText = (meta: Meta, key: string): string => {
  const value = meta.find((entry) => entry.key === key)?.value;
  return typeof value === 'string' ? value : '';
};

/** The meta with `values` set: an existing key keeps its id and takes the value, a new one is added. */
function withMeta(meta: Meta, values: Readonly<Record<string, string>>): Meta {
  const nextId = Math.max(0, ...meta.map((entry) => entry.id)) + 1;
  const kept = meta.map((entry) =>
    entry.key in values ? { ...entry, value: values[entry.key] } : entry,
  );
  const added = Object.entries(values)
    .filter(([key]) => !meta.some((entry) => entry.key === key))
    .map(([key, value], index) => ({ id: nextId + index, key, value }));
  return [...kept, ...added];
}

const orderNotFound = (): StoreError =>
  new StoreError(404, 'woocommerce_rest_shop_order_invalid_id', 'ID no válido.');

/** Core's refusal as the store answers it: 409 with the shopper's words and the limit. */
function refuseUnless(verdict: OrderChangeVerdict, until: number | null): void {
  if (verdict.ok) return;
  throw new StoreError(409, verdict.code, verdict.message, {
    data: { until: until === null ? null : new Date(until).toISOString() },
  });
}

/** The order as the rules read it, from inside the change's transaction. */
async function readOrder(trx: Kysely<Database>, orderId: number, moment: ChangeMoment) {
  const order = await trx
    .selectFrom('orders')
    .select(['status', 'date_paid', 'meta_data'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!order) throw orderNotFound();
  const meta = MetaSchema.parse(JSON.parse(order.meta_data));
  const slot = { date: metaText(meta, 'delivery_date'), schedule: metaText(meta, 'schedule') };
  const until = orderChangeDeadline(slot.date, slot.schedule, moment.changeHours);
  return {
    ...order,
    meta,
    slot,
    facts: { status: order.status, date_paid: order.date_paid, until },
  };
}

/**
 * Cancels the order for its shopper: stock, coupon uses and window given back, the note and who
 * cancelled it written, all or nothing. The status in the WHERE keeps a payment or «Salió a
 * entrega» landing meanwhile from being undone. Answers the status it had, for its mails.
 */
export async function cancelForShopper(
  trx: Kysely<Database>,
  orderId: number,
  moment: ChangeMoment,
): Promise<string> {
  const order = await readOrder(trx, orderId, moment);
  refuseUnless(cancelVerdict(order.facts, moment.nowMs), order.facts.until);
  const cancelled = await trx
    .updateTable('orders')
    .set({
      status: 'cancelled',
      date_modified: new Date(moment.nowMs).toISOString(),
      meta_data: JSON.stringify(
        withMeta(order.meta, { [CANCELLED_BY_META]: CANCELLED_BY_CUSTOMER }),
      ),
    })
    .where('id', '=', orderId)
    .where('status', '=', order.status)
    .executeTakeFirst();
  if (cancelled.numUpdatedRows === 0n) throw orderNotFound();
  await releaseOrder(trx, orderId);
  await addOrderNote(trx, orderId, ORDER_CHANGE_MESSAGES.cancelledNote, moment.nowMs);
  return order.status;
}

const isZone = (zone: string): zone is DeliveryZone =>
  (DELIVERY_ZONES as readonly string[]).includes(zone);

/**
 * The agenda the order booked, from its bookings: the zone, and the truck, the technicians or
 * both; undefined when it booked none.
 */
async function bookedAgenda(trx: Kysely<Database>, orderId: number) {
  const rows = await trx
    .selectFrom('delivery_bookings')
    .select(['zone', 'service'])
    .where('order_id', '=', orderId)
    .execute();
  const zone = rows[0]?.zone;
  const crews = rows.map((row) => row.service).sort();
  const service = SLOT_SERVICES.find(
    (candidate) => [...crewsOf(candidate)].sort().join() === crews.join(),
  );
  return zone !== undefined && isZone(zone) && service !== undefined
    ? { zone, service }
    : undefined;
}

/**
 * Moves the order's delivery to `to` for its shopper: the old window given back and the new one
 * booked under the agenda's rules (full: 409 with the next free one; not offered: 400), the
 * order's day, window and technicians' window written, and the note, all or nothing.
 */
export async function rescheduleForShopper(
  trx: Kysely<Database>,
  orderId: number,
  to: { date: string; schedule: DeliverySchedule },
  moment: ChangeMoment,
): Promise<void> {
  const order = await readOrder(trx, orderId, moment);
  const agenda = await bookedAgenda(trx, orderId);
  // An order that booked no window has none to move, whatever its metas say.
  const facts = { ...order.facts, until: agenda === undefined ? null : order.facts.until };
  refuseUnless(rescheduleVerdict(facts, moment.nowMs), facts.until);
  if (agenda === undefined) return; // not reached: refused above as without a delivery
  if (order.slot.date === to.date && order.slot.schedule === to.schedule) {
    throw new StoreError(400, 'order_same_window', ORDER_CHANGE_MESSAGES.sameWindow);
  }
  await releaseSlot(trx, orderId);
  await bookSlot(trx, { ...agenda, orderId, ...to }, moment.nowMs);
  const installation =
    agenda.service === 'entrega-e-instalacion'
      ? (installationScheduleFor(agenda.zone, to.schedule) ?? '')
      : '';
  const values: Record<string, string> = { delivery_date: to.date, schedule: to.schedule };
  if (installation !== '') values[INSTALLATION_SCHEDULE_META] = installation;
  await trx
    .updateTable('orders')
    .set({
      date_modified: new Date(moment.nowMs).toISOString(),
      meta_data: JSON.stringify(withMeta(order.meta, values)),
    })
    .where('id', '=', orderId)
    .execute();
  await addOrderNote(trx, orderId, rescheduledNote(order.slot, to), moment.nowMs);
}
