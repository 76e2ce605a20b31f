import type { Migration } from '../db/migrate.js';

/** Delivery and installation bookings, one per order, counted per zone, day and window. */
export const slotMigration: Migration = {
  name: '0160-delivery-slots',
  up: `
    CREATE TABLE delivery_bookings (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      order_id INTEGER NOT NULL UNIQUE REFERENCES orders(id),
      zone TEXT NOT NULL,
      service TEXT NOT NULL,
      date TEXT NOT NULL,
      schedule TEXT NOT NULL,
      created_at TEXT NOT NULL
    );
    CREATE INDEX delivery_bookings_window ON delivery_bookings (zone, service, date, schedule);
  `,
};
