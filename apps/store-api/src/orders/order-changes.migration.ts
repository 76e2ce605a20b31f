import type { Migration } from '../db/migrate.js';
import { createOrdersTable } from './order.migration.js';

/**
 * «Salió a entrega» (issue 37): orders may be `out-for-delivery`, the status the plugin adds to
 * WooCommerce. The table is made again with the wider CHECK, keeping its rows, its numbering
 * (`sqlite_sequence`: the next order is still the next number), its index and the views on it.
 */
export const outForDeliveryMigration: Migration = {
  name: '0261-out-for-delivery-status',
  remakesTables: true,
  up: `
    ${createOrdersTable(
      'orders_remade',
      `('pending', 'processing', 'on-hold', 'partially-paid', 'out-for-delivery', 'completed',
         'cancelled', 'refunded', 'failed')`,
    )}
    INSERT INTO orders_remade SELECT * FROM orders;
    DELETE FROM sqlite_sequence WHERE name = 'orders_remade';
    INSERT INTO sqlite_sequence (name, seq)
      SELECT 'orders_remade', seq FROM sqlite_sequence WHERE name = 'orders';
    DROP TABLE orders;
    -- The views that read orders (verified_purchases) name it, and read the new table once renamed.
    PRAGMA legacy_alter_table = ON;
    ALTER TABLE orders_remade RENAME TO orders;
    PRAGMA legacy_alter_table = OFF;
    CREATE INDEX orders_customer ON orders (customer_id, id);
  `,
};

/**
 * An order's notes, as WooCommerce keeps them (`wc/v3/orders/{id}/notes`): what happened to it
 * and who did it, for the owner (`customer_note` 0) or also for the shopper (1).
 */
export const orderNotesMigration: Migration = {
  name: '0262-order-notes',
  up: `
    CREATE TABLE order_notes (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
      note TEXT NOT NULL,
      customer_note INTEGER NOT NULL DEFAULT 0,
      author TEXT NOT NULL,
      date_created TEXT NOT NULL
    );
    CREATE INDEX order_notes_order ON order_notes (order_id, id);
  `,
};
