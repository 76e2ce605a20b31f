import type { Migration } from '../db/migrate.js';

/** WooCommerce shipping zones, the provinces each covers, and each zone's method instances. */
export const shippingMigration: Migration = {
  name: '0110-shipping',
  up: `
    CREATE TABLE shipping_zones (
      id INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      zone_order INTEGER NOT NULL DEFAULT 0
    );
    CREATE TABLE shipping_zone_locations (
      zone_id INTEGER NOT NULL REFERENCES shipping_zones (id) ON DELETE CASCADE,
      code TEXT NOT NULL,
      PRIMARY KEY (zone_id, code)
    );
    CREATE TABLE shipping_methods (
      instance_id INTEGER PRIMARY KEY AUTOINCREMENT,
      zone_id INTEGER NOT NULL REFERENCES shipping_zones (id) ON DELETE CASCADE,
      method_id TEXT NOT NULL CHECK (method_id IN ('flat_rate', 'free_shipping', 'local_pickup')),
      title TEXT NOT NULL,
      method_order INTEGER NOT NULL DEFAULT 0,
      enabled INTEGER NOT NULL DEFAULT 1,
      cost_cents INTEGER NOT NULL DEFAULT 0 CHECK (cost_cents >= 0),
      min_amount_cents INTEGER NOT NULL DEFAULT 0 CHECK (min_amount_cents >= 0)
    );
  `,
};
