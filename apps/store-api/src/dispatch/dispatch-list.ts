import { byDispatchOrder, DOMINICAN_PROVINCES, readBulkyDeliveryMeta } from '@vitrina/core';
import type { Kysely } from 'kysely';
import * as z from 'zod';

import { storedAddress } from '../customers/address.schemas.js';
import type { Database } from '../db/schema.js';

const MetaSchema = z.array(z.object({ key: z.string(), value: z.unknown() }));

/**
 * The day's deliveries and installations (issue 37), one entry per booked visit, in core's
 * dispatch order: where and when, who receives it and how to reach them, what the crew was told
 * and what the order holds. The plugin's Dispatch.php answers the same for wp-admin's «Entregas».
 */
export async function dispatchList(db: Kysely<Database>, date: string) {
  const visits = await db
    .selectFrom('delivery_bookings as b')
    .innerJoin('orders as o', 'o.id', 'b.order_id')
    .select([
      'b.order_id',
      'b.zone',
      'b.service as crew',
      'b.schedule',
      'o.status',
      'o.billing',
      'o.shipping',
      'o.customer_note',
      'o.meta_data',
    ])
    .where('b.date', '=', date)
    .execute();
  const items = await db
    .selectFrom('order_items')
    .select(['order_id', 'name', 'quantity'])
    .where('order_id', 'in', visits.length === 0 ? [0] : visits.map((visit) => visit.order_id))
    .orderBy('id')
    .execute();
  return visits
    .map((visit) => {
      const billing = storedAddress(visit.billing, true);
      const shipping = storedAddress(visit.shipping, false);
      // The order goes to its shipping address when it has one, else to the billing's.
      const to = shipping.address_1 !== '' ? shipping : billing;
      const meta = MetaSchema.parse(JSON.parse(visit.meta_data));
      const text = (key: string) => {
        const value = meta.find((entry) => entry.key === key)?.value;
        return typeof value === 'string' ? value : '';
      };
      return {
        order_id: visit.order_id,
        number: String(visit.order_id),
        status: visit.status,
        zone: visit.zone,
        crew: visit.crew,
        schedule: visit.schedule,
        customer: `${to.first_name} ${to.last_name}`.trim(),
        phone: to.phone || billing.phone,
        address: to.address_1,
        sector: text('sector') || billing.address_2,
        city: to.city,
        province: DOMINICAN_PROVINCES[to.state] ?? to.state,
        reference: text('reference'),
        bulky_delivery: readBulkyDeliveryMeta(text),
        items: items
          .filter((item) => item.order_id === visit.order_id)
          .map((item) => ({ name: item.name, quantity: item.quantity })),
        customer_note: visit.customer_note,
      };
    })
    .sort(byDispatchOrder);
}
