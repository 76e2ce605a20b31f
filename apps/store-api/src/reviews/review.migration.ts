import type { Migration } from '../db/migrate.js';

/** Product reviews, WooCommerce's comments of type `review`. */
export const reviewMigration: Migration = {
  name: '0235-product-reviews',
  up: `
    CREATE TABLE product_reviews (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
      status TEXT NOT NULL CHECK (status IN ('approved', 'hold', 'spam', 'trash')),
      reviewer TEXT NOT NULL,
      reviewer_email TEXT NOT NULL,
      review TEXT NOT NULL,
      rating INTEGER NOT NULL,
      verified INTEGER NOT NULL DEFAULT 0,
      date_created TEXT NOT NULL
    );
    CREATE INDEX product_reviews_product ON product_reviews (product_id, status, date_created);
  `,
};
