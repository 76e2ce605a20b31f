import { zoneForProvince } from '@vitrina/core';
import type { Kysely } from 'kysely';

import type { Database } from '../db/schema.js';

/** The zone whose locations cover a Dominican `state`, by core's WooCommerce matching rules. */
export async function zoneForState(db: Kysely<Database>, state: string): Promise<number> {
  const rows = await db
    .selectFrom('shipping_zones')
    .leftJoin('shipping_zone_locations', 'shipping_zone_locations.zone_id', 'shipping_zones.id')
    .select(['shipping_zones.id', 'shipping_zones.zone_order', 'shipping_zone_locations.code'])
    .execute();
  const zones = new Map<number, { id: number; order: number; locations: string[] }>();
  for (const row of rows) {
    const zone = zones.get(row.id) ?? { id: row.id, order: row.zone_order, locations: [] };
    if (row.code !== null) zone.locations.push(row.code);
    zones.set(row.id, zone);
  }
  return zoneForProvince([...zones.values()], state);
}
