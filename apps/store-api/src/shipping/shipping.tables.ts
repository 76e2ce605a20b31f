import type { ShippingMethodId } from '@vitrina/core';
import type { Generated } from 'kysely';

/** Tables of the shipping migration. Money in centavos. */
export interface ShippingTables {
  shipping_zones: { id: number; name: string; zone_order: number };
  /** `code` is WooCommerce's `country:state`, e.g. `DO:DO-25`. */
  shipping_zone_locations: { zone_id: number; code: string };
  shipping_methods: {
    instance_id: Generated<number>;
    zone_id: number;
    method_id: ShippingMethodId;
    title: string;
    method_order: number;
    enabled: number;
    cost_cents: number;
    /** free_shipping only: the order amount from which it applies. */
    min_amount_cents: number;
  };
}
