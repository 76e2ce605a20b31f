import type { Kysely } from 'kysely';

import type { Database } from '../db/schema.js';
import { provinceCode } from './provinces.js';
import type { ShippingMethodId } from './shipping.tables.js';

const METHOD_IDS: readonly ShippingMethodId[] = ['flat_rate', 'free_shipping', 'local_pickup'];

/** The method id a shipping line names, if the store has such a method. */
export function shippingMethodId(value: string): ShippingMethodId | undefined {
  return METHOD_IDS.find((id) => id === value);
}

/** The zone WooCommerce uses for an address no other zone covers. */
export const REST_OF_WORLD_ZONE_ID = 0;

/** The zone whose locations cover a Dominican `state` (zone 0 when none does). */
export async function zoneForState(db: Kysely<Database>, state: string): Promise<number> {
  const code = provinceCode(state);
  if (code === undefined) return REST_OF_WORLD_ZONE_ID;
  const match = await db
    .selectFrom('shipping_zone_locations')
    .innerJoin('shipping_zones', 'shipping_zones.id', 'shipping_zone_locations.zone_id')
    .select('shipping_zones.id')
    .where('shipping_zone_locations.code', 'in', [`DO:${code}`, 'DO'])
    .orderBy('shipping_zones.zone_order')
    .executeTakeFirst();
  return match?.id ?? REST_OF_WORLD_ZONE_ID;
}

/** What a shipping method costs for an order, or why it does not apply. */
export type ShippingQuote = { ok: true; costCents: number } | { ok: false; minimumCents: number };

/** The store's price for a method instance (never the client's `method_cost`, G2). */
export function quoteShipping(
  method: { method_id: string; cost_cents: number; min_amount_cents: number },
  goodsAfterDiscountCents: number,
): ShippingQuote {
  if (method.method_id === 'free_shipping') {
    return goodsAfterDiscountCents >= method.min_amount_cents
      ? { ok: true, costCents: 0 }
      : { ok: false, minimumCents: method.min_amount_cents };
  }
  if (method.method_id === 'local_pickup') return { ok: true, costCents: 0 };
  return { ok: true, costCents: method.cost_cents };
}
