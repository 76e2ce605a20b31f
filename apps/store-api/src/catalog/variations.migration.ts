import type { Migration } from '../db/migrate.js';

/**
 * Variable products (issue 29). A variation is a row of `products` (type `variation`, its parent in
 * `parent_id`), as WooCommerce keeps it as a post of its own: price, SKU, stock and image are the
 * variation's, and the cart, orders and stock read it like any product. Its options (one term per
 * attribute of the parent) are in `variation_attribute_values`.
 */
export const variationsMigration: Migration = {
  name: '0004-catalog-variations',
  up: `
    ALTER TABLE products ADD COLUMN parent_id INTEGER NOT NULL DEFAULT 0;
    CREATE INDEX products_parent ON products (parent_id);
    CREATE TABLE variation_attribute_values (
      variation_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
      attribute_id INTEGER NOT NULL REFERENCES product_attributes (id) ON DELETE CASCADE,
      term_id INTEGER NOT NULL REFERENCES attribute_terms (id) ON DELETE CASCADE,
      PRIMARY KEY (variation_id, attribute_id)
    );
    ${['INSERT', 'UPDATE', 'DELETE']
      .map(
        (event) =>
          `CREATE TRIGGER variation_attribute_values_${event.toLowerCase()}_moves_catalog_version
           AFTER ${event} ON variation_attribute_values
           BEGIN UPDATE catalog_version SET version = version + 1; END;`,
      )
      .join('\n')}
  `,
};

/** An order line's variation, its options as line meta and its product's name (issue 29). */
export const orderItemVariationsMigration: Migration = {
  name: '0131-order-item-variations',
  up: `
    ALTER TABLE order_items ADD COLUMN variation_id INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE order_items ADD COLUMN meta_data TEXT NOT NULL DEFAULT '[]';
    ALTER TABLE order_items ADD COLUMN parent_name TEXT;
  `,
};
