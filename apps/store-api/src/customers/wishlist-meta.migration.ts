import type { Migration } from '../db/migrate.js';

/**
 * The customer's wishlist (`vitrina_wishlist`, JSON of product ids) joins the allowlisted meta, as
 * WooCommerce keeps any meta a customer update sends. SQLite cannot change a CHECK, so the table
 * is rebuilt.
 */
export const wishlistMetaMigration: Migration = {
  name: '0103-wishlist-meta',
  up: `
    CREATE TABLE customer_meta_next (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      meta_key TEXT NOT NULL
        CHECK (meta_key IN ('phone', 'social_id', 'passport', 'rnc', 'trade_name',
                            'billing_reference', 'shipping_reference', 'vitrina_wishlist')),
      meta_value TEXT NOT NULL,
      UNIQUE (user_id, meta_key)
    );
    INSERT INTO customer_meta_next (id, user_id, meta_key, meta_value)
      SELECT id, user_id, meta_key, meta_value FROM customer_meta;
    DROP TABLE customer_meta;
    ALTER TABLE customer_meta_next RENAME TO customer_meta;
  `,
};
