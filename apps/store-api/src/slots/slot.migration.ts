import type { Migration } from '../db/migrate.js';

/** Delivery and installation bookings, counted per zone, day and window. */
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

/**
 * An order with goods and a service books the truck and the technicians (issue 29): one booking
 * per order and crew. SQLite cannot drop a column's UNIQUE, so the table is made again.
 */
export const slotPerCrewMigration: Migration = {
  name: '0250-one-booking-per-crew',
  up: `
    CREATE TABLE delivery_bookings_per_crew (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      order_id INTEGER NOT NULL REFERENCES orders(id),
      zone TEXT NOT NULL,
      service TEXT NOT NULL,
      date TEXT NOT NULL,
      schedule TEXT NOT NULL,
      created_at TEXT NOT NULL,
      UNIQUE (order_id, service)
    );
    INSERT INTO delivery_bookings_per_crew
      (id, order_id, zone, service, date, schedule, created_at)
      SELECT id, order_id, zone, service, date, schedule, created_at FROM delivery_bookings;
    DROP TABLE delivery_bookings;
    ALTER TABLE delivery_bookings_per_crew RENAME TO delivery_bookings;
    CREATE INDEX delivery_bookings_window ON delivery_bookings (zone, service, date, schedule);
  `,
};
