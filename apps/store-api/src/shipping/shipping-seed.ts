import type { ShippingMethodId } from '@vitrina/core';

import type { SeedModule } from '../seed/seed-module.js';

interface ZoneSeed {
  id: number;
  name: string;
  locations: string[];
  methods: {
    method_id: ShippingMethodId;
    title: string;
    cost_cents?: number;
    min_amount_cents?: number;
  }[];
}

/**
 * Santo Domingo (Distrito Nacional and the province), Santiago, and the rest of the country.
 * Zone 0, as in WooCommerce, covers what no other zone does and has no methods.
 */
const ZONES: readonly ZoneSeed[] = [
  {
    id: 1,
    name: 'Gran Santo Domingo',
    locations: ['DO:DO-01', 'DO:DO-32'],
    methods: [
      { method_id: 'flat_rate', title: 'Envío a domicilio', cost_cents: 50_000 },
      { method_id: 'free_shipping', title: 'Envío gratis', min_amount_cents: 2_500_000 },
      { method_id: 'local_pickup', title: 'Recoger en tienda (Piantini)' },
    ],
  },
  {
    id: 2,
    name: 'Santiago',
    locations: ['DO:DO-25'],
    methods: [
      { method_id: 'flat_rate', title: 'Envío a domicilio', cost_cents: 80_000 },
      { method_id: 'free_shipping', title: 'Envío gratis', min_amount_cents: 4_000_000 },
      { method_id: 'local_pickup', title: 'Recoger en tienda (Santiago)' },
    ],
  },
  {
    id: 3,
    name: 'Resto del país',
    locations: ['DO'],
    methods: [{ method_id: 'flat_rate', title: 'Envío al interior', cost_cents: 150_000 }],
  },
];

export const shippingSeed: SeedModule = {
  name: 'shipping',
  async seed({ db }) {
    await db
      .insertInto('shipping_zones')
      .values([
        { id: 0, name: 'Ubicaciones no cubiertas por tus otras zonas', zone_order: 99 },
        ...ZONES.map((zone, index) => ({ id: zone.id, name: zone.name, zone_order: index })),
      ])
      .execute();
    for (const zone of ZONES) {
      await db
        .insertInto('shipping_zone_locations')
        .values(zone.locations.map((code) => ({ zone_id: zone.id, code })))
        .execute();
      await db
        .insertInto('shipping_methods')
        .values(
          zone.methods.map((method, index) => ({
            zone_id: zone.id,
            method_id: method.method_id,
            title: method.title,
            method_order: index,
            enabled: 1,
            cost_cents: method.cost_cents ?? 0,
            min_amount_cents: method.min_amount_cents ?? 0,
          })),
        )
        .execute();
    }
  },
};
