import type { Migration } from '../db/migrate.js';

/**
 * An order's refunds, as WooCommerce keeps `shop_order_refund` objects: the amount given back,
 * why, who did it, its metas (the credit note's NCF) and the lines it gave back, negative.
 */
export const refundMigration: Migration = {
  name: '0271-order-refunds',
  up: `
    CREATE TABLE order_refunds (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
      amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
      reason TEXT NOT NULL DEFAULT '',
      refunded_by INTEGER NOT NULL,
      meta_data TEXT NOT NULL DEFAULT '[]',
      line_items TEXT NOT NULL DEFAULT '[]',
      date_created TEXT NOT NULL
    );
    CREATE INDEX order_refunds_order ON order_refunds (order_id, id);
  `,
};
