import type { Cents } from '../money/cents.js';
import { provinceCode } from './provinces.js';

/** The zone WooCommerce uses for an address no other zone covers. */
export const REST_OF_WORLD_ZONE_ID = 0;

/** The shipping methods the shop knows how to price. */
const SHIPPING_METHOD_IDS = ['flat_rate', 'free_shipping', 'local_pickup'] as const;
/** A shipping method id (WooCommerce's `method_id`). */
export type ShippingMethodId = (typeof SHIPPING_METHOD_IDS)[number];

/** The method id a shipping line names, if the shop prices such a method. */
export function shippingMethodId(value: string): ShippingMethodId | undefined {
  return SHIPPING_METHOD_IDS.find((id) => id === value);
}

/** A shipping zone as far as matching goes: WooCommerce's `order` and location codes. */
export interface ShippingZoneRule {
  readonly id: number;
  readonly order: number;
  /** WooCommerce location codes: `DO` (the country) or `DO:DO-25` (a province). */
  readonly locations: readonly string[];
}

/**
 * The zone that covers a Dominican `state` (a `DO-xx` code, its number or its name), as
 * WooCommerce matches: the first zone by `order` holding the province or the whole country;
 * zone 0 when none does.
 */
export function zoneForProvince(zones: readonly ShippingZoneRule[], state: string): number {
  const code = provinceCode(state);
  if (code === undefined) return REST_OF_WORLD_ZONE_ID;
  const wanted = new Set([`DO:${code}`, 'DO']);
  const match = [...zones]
    .sort((a, b) => a.order - b.order || a.id - b.id)
    .find((zone) => zone.locations.some((location) => wanted.has(location)));
  return match?.id ?? REST_OF_WORLD_ZONE_ID;
}

/** A zone's shipping method as far as pricing goes. Amounts in centavos. */
export interface ShippingMethodRule {
  readonly method_id: string;
  /** flat_rate: what it costs. */
  readonly cost_cents: Cents;
  /** free_shipping: the goods amount (after discounts) from which it applies. */
  readonly min_amount_cents: Cents;
}

/** What a shipping method costs for an order, or the minimum it needs to apply. */
export type ShippingQuote =
  | { readonly ok: true; readonly costCents: Cents }
  | { readonly ok: false; readonly minimumCents: Cents };

/**
 * The shop's price for a method (never the client's `method_cost`, reliability G2): free shipping
 * from its minimum on the goods after discounts, local pickup free, a flat rate at its cost.
 */
export function quoteShipping(
  method: ShippingMethodRule,
  goodsAfterDiscountCents: Cents,
): ShippingQuote {
  if (method.method_id === 'free_shipping') {
    return goodsAfterDiscountCents >= method.min_amount_cents
      ? { ok: true, costCents: 0 }
      : { ok: false, minimumCents: method.min_amount_cents };
  }
  if (method.method_id === 'local_pickup') return { ok: true, costCents: 0 };
  return { ok: true, costCents: method.cost_cents };
}
