import type { Migration } from '../db/migrate.js';

/**
 * CoCart carts. A guest cart's key is random; a customer's cart is keyed by the user id, as
 * CoCart does. Times are epoch milliseconds, compared with the injectable clock.
 */
export const cartMigration: Migration = {
  name: '0003-cart',
  up: `
    CREATE TABLE carts (
      cart_key TEXT PRIMARY KEY,
      user_id INTEGER UNIQUE REFERENCES users (id) ON DELETE CASCADE,
      created_at INTEGER NOT NULL,
      updated_at INTEGER NOT NULL
    );
    CREATE TABLE cart_items (
      cart_key TEXT NOT NULL REFERENCES carts (cart_key) ON DELETE CASCADE,
      item_key TEXT NOT NULL,
      product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
      quantity INTEGER NOT NULL CHECK (quantity > 0),
      added_at INTEGER NOT NULL,
      PRIMARY KEY (cart_key, item_key)
    );
  `,
};

/**
 * A line's custom item data (CoCart's `item_data`, kept as a JSON object of strings): an
 * installation names its appliance's item key there (issue 29).
 */
export const cartItemDataMigration: Migration = {
  name: '0240-cart-item-data',
  up: `ALTER TABLE cart_items ADD COLUMN item_data TEXT NOT NULL DEFAULT '{}';`,
};
