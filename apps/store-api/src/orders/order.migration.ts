import type { Migration } from '../db/migrate.js';

/**
 * The statement that makes the orders table as `name`, with the statuses its CHECK allows (an
 * SQL list as written in the step). 0130 made the table with it and 0261 made it again to widen
 * the CHECK, which SQLite cannot alter: both read the columns from here, so the copy of the rows
 * (`SELECT *`) meets the same columns in the same order. Its text must stay as it is, since both
 * steps have run on installed databases.
 */
export const createOrdersTable = (name: string, statuses: string) => `CREATE TABLE ${name} (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      order_key TEXT NOT NULL UNIQUE,
      customer_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
      status TEXT NOT NULL CHECK (status IN
        ${statuses}),
      billing TEXT NOT NULL,
      shipping TEXT NOT NULL,
      payment_method TEXT NOT NULL,
      payment_method_title TEXT NOT NULL,
      subtotal_cents INTEGER NOT NULL,
      discount_total_cents INTEGER NOT NULL,
      shipping_total_cents INTEGER NOT NULL,
      total_cents INTEGER NOT NULL,
      deposit_cents INTEGER,
      customer_note TEXT NOT NULL DEFAULT '',
      meta_data TEXT NOT NULL DEFAULT '[]',
      customer_ip_address TEXT NOT NULL DEFAULT '',
      customer_user_agent TEXT NOT NULL DEFAULT '',
      date_created TEXT NOT NULL,
      date_modified TEXT NOT NULL,
      date_paid TEXT,
      date_completed TEXT
    );`;

/**
 * Orders and their lines, the coupon uses they hold (released when an order is cancelled or
 * fails, G6) and idempotency records for order creation (H1). Order numbers start at 1001.
 */
export const orderMigration: Migration = {
  name: '0130-orders',
  up: `
    ${createOrdersTable(
      'orders',
      `('pending', 'processing', 'on-hold', 'partially-paid', 'completed', 'cancelled', 'refunded', 'failed')`,
    )}
    CREATE INDEX orders_customer ON orders (customer_id, id);
    INSERT INTO sqlite_sequence (name, seq) VALUES ('orders', 1000);
    CREATE TABLE order_items (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
      product_id INTEGER NOT NULL,
      name TEXT NOT NULL,
      sku TEXT NOT NULL DEFAULT '',
      quantity INTEGER NOT NULL CHECK (quantity > 0),
      unit_price_cents INTEGER NOT NULL,
      subtotal_cents INTEGER NOT NULL,
      total_cents INTEGER NOT NULL
    );
    CREATE TABLE order_shipping_lines (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
      method_id TEXT NOT NULL,
      instance_id INTEGER NOT NULL,
      method_title TEXT NOT NULL,
      total_cents INTEGER NOT NULL
    );
    CREATE TABLE order_coupon_lines (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
      coupon_id INTEGER NOT NULL REFERENCES coupons (id),
      code TEXT NOT NULL,
      discount_cents INTEGER NOT NULL,
      customer_id INTEGER,
      email TEXT NOT NULL COLLATE NOCASE,
      released INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX order_coupon_lines_use ON order_coupon_lines (coupon_id, released);
    CREATE TABLE order_idempotency (
      scope TEXT NOT NULL,
      idempotency_key TEXT NOT NULL,
      request_hash TEXT NOT NULL,
      order_id INTEGER REFERENCES orders (id) ON DELETE CASCADE,
      response_status INTEGER,
      response_body TEXT,
      created_at_ms INTEGER NOT NULL,
      PRIMARY KEY (scope, idempotency_key)
    );
  `,
};
